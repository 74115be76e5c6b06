import { describe, expect, it } from 'vitest';
import { column, relation } from '../../services/tables.fixtures';
import { clearDependents, decodeRecord, encodeFields } from './values';

const cols = [
  column('cari_hesap_adi', 'Cari Hesap Adı*', 'string'),
  column('bakiye', 'Bakiye', 'money'),
  column('aktif', 'Aktif', 'boolean'),
  column('islem_tarihi', 'İşlem Tarihi', 'date'),
  column('zaman', 'Zaman', 'datetime'),
  relation('sehirler_id', 'İl', 'sehirler'),
  relation('ilceler_id', 'İlçe', 'ilceler', { up_column_name: 'sehirler_id' }),
];

describe('decodeRecord', () => {
  it('turns relations [{source, display}] into the id and keeps the display text', () => {
    const { formData, displays } = decodeRecord(
      {
        sehirler_id: [{ source: 34, display: 'İstanbul' }],
        ilceler_id: [],
        aktif: true,
        bakiye: '12.50',
        islem_tarihi: '2026-03-01',
        zaman: '2026-03-01 09:30:00',
      },
      cols,
    );
    expect(formData).toMatchObject({
      sehirler_id: 34,
      ilceler_id: undefined,
      aktif: '1',
      bakiye: '12.50',
      islem_tarihi: '2026-03-01',
      zaman: '2026-03-01T09:30:00',
    });
    expect(displays).toEqual({ sehirler_id: 'İstanbul' });
  });

  it('uses the column default when the record does not carry the column', () => {
    const { formData } = decodeRecord({}, [column('varsayilan', 'V', 'boolean', { default: '1' })]);
    expect(formData.varsayilan).toBe('1');
  });
});

describe('encodeFields', () => {
  it('sends column_set_id and every column as a string, empty as ""', () => {
    const fields = encodeFields(
      {
        cari_hesap_adi: 'Yıldız Gıda',
        bakiye: '1234.56',
        aktif: '0',
        islem_tarihi: '2026-03-01',
        zaman: '2026-03-01T09:30',
        sehirler_id: 34,
      },
      cols,
      '0',
    );
    expect(fields).toEqual({
      column_set_id: '0',
      cari_hesap_adi: 'Yıldız Gıda',
      bakiye: '1234.56',
      aktif: '0',
      islem_tarihi: '2026-03-01',
      zaman: '2026-03-01 09:30:00',
      sehirler_id: '34',
      ilceler_id: '',
    });
  });
});

describe('clearDependents', () => {
  it('clears a dependent select when its parent changes, and only then', () => {
    expect(
      clearDependents({ sehirler_id: 34, ilceler_id: 3401 }, { sehirler_id: 6, ilceler_id: 3401 }, cols)
        .ilceler_id,
    ).toBeUndefined();
    expect(
      clearDependents({ sehirler_id: 34, ilceler_id: 3401 }, { sehirler_id: 34, ilceler_id: 3402 }, cols)
        .ilceler_id,
    ).toBe(3402);
  });
});

describe('the encodings of issue 3’s kinds', () => {
  const etiketler = relation('etiket_id', 'Etiketler', 'etiketler', { gui_type_name: 'multiselect' });
  const sirali = relation('sira_id', 'Sıralı', 'etiketler', { gui_type_name: 'multiselectdragdrop' });
  const images = column('images', 'Resimler', 'files');
  const ayar = column('ayar', 'Ayar', 'jsonb');
  const saat = column('saat', 'Saat', 'time');

  it('decodes a multiselect’s [{source, display}] (or a JSON text of ids) to its ids, keeping the texts', () => {
    const { formData, displays } = decodeRecord(
      {
        etiket_id: [
          { source: 3, display: 'Toptan' },
          { source: 7, display: 'İhracat' },
        ],
        sira_id: '[7,3]',
      },
      [etiketler, sirali],
    );
    expect(formData).toEqual({ etiket_id: [3, 7], sira_id: [7, 3] });
    expect(displays).toEqual({ 'etiket_id#3': 'Toptan', 'etiket_id#7': 'İhracat' });
  });

  it('sends a multiselect as the JSON of its ids in order, empty as ""', () => {
    const fields = encodeFields({ etiket_id: [7, 3], sira_id: undefined }, [etiketler, sirali], '0');
    expect(fields).toMatchObject({ etiket_id: '[7,3]', sira_id: '' });
  });

  it('sends files as col[] (the new ones) and col_old (JSON of the stored ones kept)', () => {
    const kept = { disk: 'local', destination_path: 'uploads/1', file_name: 'logo.png' };
    const added = new File([new Uint8Array([0x89, 0x50])], 'yeni.png', { type: 'image/png' });
    const fields = encodeFields({ images: [kept, added] }, [images], '0');
    expect(fields['images_old']).toBe(JSON.stringify([kept]));
    expect(fields['images[]']).toEqual([added]);
    expect(fields).not.toHaveProperty('images');
    expect(encodeFields({}, [images], '0')).toEqual({ column_set_id: '0', images_old: '[]' });
  });

  it('decodes stored files from a list or its JSON text, dropping anything that is not a file', () => {
    const kept = { disk: 'local', destination_path: 'uploads/1', file_name: 'a.pdf' };
    expect(decodeRecord({ images: JSON.stringify([kept, 5]) }, [images]).formData.images).toEqual([kept]);
    expect(decodeRecord({ images: null }, [images]).formData.images).toBeUndefined();
  });

  it('keeps jsonb as JSON text and completes HH:mm to HH:mm:ss', () => {
    expect(decodeRecord({ ayar: { a: 1 } }, [ayar]).formData.ayar).toBe('{\n  "a": 1\n}');
    expect(encodeFields({ saat: '09:30' }, [saat], '0').saat).toBe('09:30:00');
    expect(encodeFields({ saat: '09:30:15' }, [saat], '0').saat).toBe('09:30:15');
  });
});
