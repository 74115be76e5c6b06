import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { DEMO_ADMIN, newCari, tablesApi } from './table.test-kit';

// The form's masks (domain/masks; 001 §5.1, 000 §9) hold on the server too: a client that skips the form
// cannot store a phone "abc" or an account number "12ab".

let t: TestContext;
let token: string;
let api: ReturnType<typeof tablesApi>;
let vd: number;

const TR_PHONE = 'Telefon +90 (###) ### ## ## biçiminde olmalıdır.';

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  api = tablesApi(t, token);
  vd = (await sql<{ id: number }>`select id from vergi_daireleri where kod = '34272'`.execute(t.database.db))
    .rows[0].id;
});
afterAll(() => t.close());

const first = async (table: string) => (await api.list(table, { limit: 1 })).json.data.records[0];

describe('phone numbers fit the mask of the record’s country', () => {
  it('refuses letters and incomplete numbers, in every table with a phone and on the profile', async () => {
    expect((await api.store('cari_hesap', newCari(vd, { phone: 'abc' }))).json.data.errors).toEqual({
      phone: [TR_PHONE],
    });
    expect((await api.store('cari_hesap', newCari(vd, { phone: '+90 (532) 555' }))).json.data.errors).toEqual(
      {
        phone: [TR_PHONE],
      },
    );
    for (const table of ['users', 'departments', 'banka_subeleri', 'cari_hesap']) {
      const row = await first(table);
      const r = await api.update(table, row.id, { phone: '0532 ABC 12 34' });
      expect(r.json.data, table).toEqual({ message: 'error', errors: { phone: [TR_PHONE] } });
    }
    const profile = await t.post(`/${token}/profile/update`, { phone: 'abc' });
    expect(profile.json.data).toEqual({ message: 'error', errors: { phone: [TR_PHONE] } });
  });

  it('stores a Turkish number written any usual way as the mask shows it', async () => {
    const r = await api.store('cari_hesap', newCari(vd, { phone: '0532 555 12 34' }));
    expect(r.json.data.message).toBe('success');
    expect((await api.show('cari_hesap', r.json.data.id)).json.data.record.phone).toBe('+90 (532) 555 12 34');
  });

  it('follows the chosen country’s mask, on store and when only the country changes', async () => {
    const de = (
      await sql<{
        id: number;
        phone_mask: string;
      }>`select id, phone_mask from ulkeler where kod = 'DE'`.execute(t.database.db)
    ).rows[0];
    const abroad = {
      ulkeler_id: de.id,
      sehirler_id: '',
      ilceler_id: '',
      sehir_adi: 'Berlin',
      ilce_adi: 'Mitte',
    };
    const german = `+49 ${'1'.repeat(de.phone_mask.split('#').length - 1)}`;
    const stored = await api.store('cari_hesap', newCari(vd, { ...abroad, phone: german }));
    expect(stored.json.data.message, JSON.stringify(stored.json)).toBe('success');
    const shown = (await api.show('cari_hesap', stored.json.data.id)).json.data.record.phone;
    expect(shown.replace(/\D/g, '')).toBe(german.replace(/\D/g, ''));
    const turkish = await api.store('cari_hesap', newCari(vd, { ...abroad, phone: '+90 (532) 555 12 34' }));
    expect(turkish.json.data.errors).toEqual({ phone: [`Telefon ${de.phone_mask} biçiminde olmalıdır.`] });
    // The stored German number no longer fits once the record moves to Türkiye, sent again or left as it is.
    const home = { ulkeler_id: 1, sehirler_id: 34, ilceler_id: 3401 };
    for (const change of [{ ...home, phone: shown }, home]) {
      const moved = await api.update('cari_hesap', stored.json.data.id, change);
      expect(moved.json.data.errors, JSON.stringify(change)).toEqual({ phone: [TR_PHONE] });
    }
    expect((await api.show('cari_hesap', stored.json.data.id)).json.data.record.phone).toBe(shown);
  });
});

describe('text masks', () => {
  it('an account number takes digits only, at most 24', async () => {
    const card = await first('banka_karti');
    expect((await api.update('banka_karti', card.id, { hesap_numarasi: '12ab' })).json.data).toEqual({
      message: 'error',
      errors: { hesap_numarasi: ['Hesap Numarası yalnızca rakamlardan oluşmalıdır.'] },
    });
    expect((await api.update('banka_karti', card.id, { hesap_numarasi: '1'.repeat(25) })).json.data).toEqual({
      message: 'error',
      errors: { hesap_numarasi: ['Hesap Numarası en fazla 24 karakter olmalıdır.'] },
    });
    expect(
      (await api.update('banka_karti', card.id, { hesap_numarasi: '0012345678' })).json.data.message,
    ).toBe('success');
  });

  it('an invoice number takes 16 letters or digits, upper-cased like the form does', async () => {
    const invoice = await first('satis_fatura');
    const update = (fatura_numarasi: string) => api.update('satis_fatura', invoice.id, { fatura_numarasi });
    expect((await update('DTC-2026-01')).json.data.errors).toEqual({
      fatura_numarasi: ['Fatura Numarası yalnızca harf ve rakamlardan oluşmalıdır.'],
    });
    expect((await update('DTC20260000000019')).json.data.errors).toEqual({
      fatura_numarasi: ['Fatura Numarası en fazla 16 karakter olmalıdır.'],
    });
    expect((await update('dtc2026000000099')).json.data.message).toBe('success');
    expect((await api.show('satis_fatura', invoice.id)).json.data.record.fatura_numarasi).toBe(
      'DTC2026000000099',
    );
  });

  it('a postal code takes 5 digits', async () => {
    const address = await first('adres');
    expect((await api.update('adres', address.id, { posta_kodu: '34ab5' })).json.data.errors).toEqual({
      posta_kodu: ['Posta Kodu yalnızca rakamlardan oluşmalıdır.'],
    });
  });
});

describe('numeric masks on document lines', () => {
  it('a discount rate has at most 3 digits and a quantity at most 14 characters', async () => {
    const invoice = await first('satis_fatura');
    const lines = (await api.edit('satis_fatura', invoice.id)).json.data.record.mal_hizmet_json;
    const line = typeof lines === 'string' ? JSON.parse(lines)[0] : lines[0];
    const r = await api.update('satis_fatura', invoice.id, {
      mal_hizmet_json: JSON.stringify([
        { ...line, iskonto_orani: '1000' },
        { ...line, miktar: '1234567890.1234' },
      ]),
    });
    expect(r.json.data.line_errors.mal_hizmet_json).toEqual([
      { index: 0, errors: { iskonto_orani: ['İskonto Oranı en fazla 999 değerini almalıdır.'] } },
      { index: 1, errors: { miktar: ['Miktar en fazla 14 karakter olmalıdır.'] } },
    ]);
  });
});
