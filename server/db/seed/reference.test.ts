import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidTckn, isValidVkn, trIbanProblem } from '../../tables/value.checks';
import { createTestContext, type TestContext } from '../../test/harness';
import { parseCsv } from './csv';

// The real reference data as seeded, and the demo records' identity numbers.

let t: TestContext;
const rows = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(t.database.db)).rows;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('reference data', () => {
  it('has the 81 provinces with the plate number as id, and their districts', async () => {
    const p = await rows(
      sql<{ n: number; max: number }>`select count(*)::int as n, max(id) as max from sehirler`,
    );
    expect(p[0]).toEqual({ n: 81, max: 81 });
    const ist = await rows(
      sql<{ name_basic: string; plaka: string }>`select name_basic, plaka from sehirler where id = 34`,
    );
    expect(ist[0]).toEqual({ name_basic: 'İstanbul', plaka: '34' });
    const counts = await rows(
      sql<{
        id: number;
        n: number;
      }>`select sehirler_id as id, count(*)::int as n from ilceler group by 1 order by 1`,
    );
    expect(counts).toHaveLength(81);
    expect(counts.find((c) => c.id === 34)?.n).toBe(39);
    expect(counts.find((c) => c.id === 6)?.n).toBe(25);
    expect(counts.reduce((a, c) => a + c.n, 0)).toBe(973);
  });

  it("has Türkiye as country 1 with the spec's phone mask", async () => {
    const tr = await rows(
      sql<any>`select id, kod, name_basic, dial_code, phone_mask from ulkeler where id = 1`,
    );
    expect(tr[0]).toEqual({
      id: 1,
      kod: 'TR',
      name_basic: 'Türkiye',
      dial_code: '+90',
      phone_mask: '+90 (###) ### ## ##',
    });
    expect((await rows(sql<{ n: number }>`select count(*)::int as n from ulkeler`))[0].n).toBe(250);
  });

  it('keeps tax office codes as text with leading zeros and links them to provinces', async () => {
    const vd = await rows(
      sql<any>`select kod, resmi_ad, sehirler_id from vergi_daireleri where kod = '01253'`,
    );
    expect(vd[0]).toEqual({ kod: '01253', resmi_ad: 'Seyhan Vergi Dairesi Müdürlüğü', sehirler_id: 1 });
    expect((await rows(sql<{ n: number }>`select count(*)::int as n from vergi_daireleri`))[0].n).toBe(1046);
  });

  it("gives currencies the spec's fixed ids", async () => {
    const c = await rows(
      sql<{ id: number; kod: string }>`select id, kod from para_birimleri where id <= 6 order by id`,
    );
    expect(c.map((x) => x.kod)).toEqual(['TRY', 'USD', 'EUR', 'CHF', 'JPY', 'GBP']);
    expect((await rows(sql<{ n: number }>`select count(*)::int as n from para_birimleri`))[0].n).toBe(190);
  });

  it('has the banks with their 4-digit EFT codes (id = the code as a number)', async () => {
    const b = await rows(
      sql<any>`select id, eft_kodu, name_basic from bankalar where eft_kodu in ('0010', '0205') order by id`,
    );
    expect(b).toEqual([
      { id: 10, eft_kodu: '0010', name_basic: 'Türkiye Cumhuriyeti Ziraat Bankası A.Ş.' },
      { id: 205, eft_kodu: '0205', name_basic: 'Kuveyt Türk Katılım Bankası A.Ş.' },
    ]);
    const all = await rows(sql<{ id: number; eft_kodu: string }>`select id, eft_kodu from bankalar`);
    expect(all.every((x) => /^\d{4}$/.test(x.eft_kodu) && x.id === Number(x.eft_kodu))).toBe(true);
  });
});

describe('demo records', () => {
  it('carry valid VKN/TCKN numbers, real tax offices and valid IBANs of their bank', async () => {
    const cari = await rows(sql<{ tc: string }>`select tc from cari_hesap`);
    expect(cari).toHaveLength(11);
    for (const { tc } of cari) expect(tc.length === 10 ? isValidVkn(tc) : isValidTckn(tc), tc).toBe(true);
    const cards = await rows(
      sql<{
        iban_no: string;
        eft_kodu: string;
      }>`select k.iban_no, b.eft_kodu from banka_karti k join bankalar b on b.id = k.bankalar_id`,
    );
    expect(cards).toHaveLength(4);
    for (const c of cards) {
      expect(trIbanProblem(c.iban_no)).toBeNull();
      expect(c.iban_no.slice(5, 9)).toBe(c.eft_kodu);
    }
  });

  it('puts every district inside its province', async () => {
    const bad = await rows(sql<{ n: number }>`
      select count(*)::int as n from cari_hesap c join ilceler i on i.id = c.ilceler_id where i.sehirler_id <> c.sehirler_id`);
    expect(bad[0].n).toBe(0);
  });
});

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi""\nthere"\r\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
      ['1', ''],
    ]);
  });
});
