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
