import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { demoCards, invoiceHeader, threeLines, type Cards } from './document.test-kit';

// Document numbers (issue 11 item 10, docs/document-numbers.md): the create form shows the company's next number,
// an empty number on store gets it, a typed number is checked (GİB's form on invoices) and must be free in the
// company (per supplier on purchase invoices), and two concurrent saves of one number leave one record with it
// and answer the other with the field error (raced on PostgreSQL; PGlite runs one write at a time).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const YEAR = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(),
);
const DUPLICATE =
  'Bu fatura numarası başka bir kayıtta kullanılıyor. Boş bırakırsanız sıradaki numara verilir.';

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let ornek: ReturnType<typeof tablesApi>;
let c: Cards;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  ornek = tablesApi(t, await t.login(ORNEK_USER));
  c = await demoCards(t, await departmentOf(t, DEMO_ADMIN));
});
afterAll(() => t.close());

const lines = () => JSON.stringify(threeLines(c).slice(0, 1));
/** A sales invoice of this year (the series numbers the year of the invoice date). */
const sale = (no: string, extra: Record<string, unknown> = {}) => ({
  ...invoiceHeader(c, no, { fatura_tipi_id: 2, fatura_tarihi: `${YEAR}-03-02` }),
  mal_hizmet_json: lines(),
  ...extra,
});
const numberOf = async (table: string, id: number, column = 'fatura_numarasi') =>
  (await api.show(table, id)).json.data.record[column] as string;

describe('the series of a company', () => {
  it('shows the next number on the create form, continuing the company’s own prefix (DTC…003 → DTC…004)', async () => {
    const expected = YEAR === 2026 ? 'DTC2026000000004' : `DTC${YEAR}000000001`;
    expect((await api.create('satis_fatura')).json.data.record.fatura_numarasi).toBe(expected);
    // Quotes have a series of their own, TKL-YEAR-0001.
    const quote = YEAR === 2026 ? 'TKL-2026-0003' : `TKL-${YEAR}-0001`;
    expect((await api.create('teklifler')).json.data.record.teklif_no).toBe(quote);
    // A purchase invoice's number is the supplier's: nothing is proposed.
    expect((await api.create('alis_fatura')).json.data.record.fatura_numarasi ?? null).toBeNull();
  });

  it('gives an empty number the next one on store, and the form then proposes the one after', async () => {
    const shown = (await api.create('satis_fatura')).json.data.record.fatura_numarasi as string;
    const r = await api.store('satis_fatura', sale(''));
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
    expect(await numberOf('satis_fatura', r.json.data.id)).toBe(shown);
    const next = (await api.create('satis_fatura')).json.data.record.fatura_numarasi as string;
    expect(Number(next.slice(7))).toBe(Number(shown.slice(7)) + 1);
    // Left out entirely, too; a typed number of the series further on moves the series past it.
    const typed = `DTC${YEAR}000000050`;
    expect((await api.store('satis_fatura', sale(typed))).json.data.message).toBe('success');
    const { fatura_numarasi: _, ...noNumber } = sale('') as Record<string, unknown>;
    const after = await api.store('satis_fatura', noNumber);
    expect(await numberOf('satis_fatura', after.json.data.id)).toBe(`DTC${YEAR}000000051`);
  });

  it('numbers each company on its own: Örnek Gıda’s small-business invoices continue OGS', async () => {
    const shown = (await ornek.create('kobi_satis_fatura')).json.data.record.fatura_numarasi as string;
    expect(shown).toBe(YEAR === 2026 ? 'OGS2026000000003' : `OGS${YEAR}000000001`);
  });

  it('does not spend a number on a store that is refused', async () => {
    const shown = (await api.create('satis_fatura')).json.data.record.fatura_numarasi;
    const refused = await api.store('satis_fatura', sale('', { cari_hesap_id: '' }));
    expect(refused.json.data.message).toBe('error');
    expect((await api.create('satis_fatura')).json.data.record.fatura_numarasi).toBe(shown);
  });
});

describe('a typed number', () => {
  it('must be in GİB’s form, of the invoice date’s year', async () => {
    const bad = await api.store('satis_fatura', sale('AB2026000000001'));
    expect(bad.json.data.errors.fatura_numarasi).toEqual([
      'Fatura Numarası GİB biçiminde olmalıdır: 3 karakterlik ön ek, yıl ve 9 haneli sıra numarası (ör. ABC2026000000001).',
    ]);
    const year = await api.store('satis_fatura', sale('XYZ2025000000001'));
    expect(year.json.data.errors.fatura_numarasi).toEqual([
      `Fatura Numarası içindeki yıl (2025) belge tarihinin yılıyla (${YEAR}) aynı olmalıdır.`,
    ]);
    // The upper-case mask applies first: a typed lower-case prefix is stored upper-cased.
    const r = await api.store('satis_fatura', sale(`xyz${YEAR}000000001`));
    expect(await numberOf('satis_fatura', r.json.data.id)).toBe(`XYZ${YEAR}000000001`);
  });

  it('is refused with a Turkish field error when another invoice of the company has it; other companies may', async () => {
    const no = `DUP${YEAR}000000001`;
    const first = await api.store('satis_fatura', sale(no));
    expect(first.json.data.message).toBe('success');
    const again = await api.store('satis_fatura', sale(no));
    expect(again.json.data).toEqual({ message: 'error', errors: { fatura_numarasi: [DUPLICATE] } });
    // An update to a number in use, too; its own number is no conflict.
    const other = await api.store('satis_fatura', sale(`DUP${YEAR}000000002`));
    expect(
      (await api.update('satis_fatura', other.json.data.id, { fatura_numarasi: no })).json.data.errors,
    ).toEqual({
      fatura_numarasi: [DUPLICATE],
    });
    expect(
      (await api.update('satis_fatura', first.json.data.id, { fatura_numarasi: no, description: 'Aynı' }))
        .json.data.message,
    ).toBe('success');
    // Another company may have the same number (the index is per company): Örnek Gıda's demo sales invoice.
    const ornekDept = await departmentOf(t, ORNEK_USER);
    await sql`update satis_fatura set fatura_numarasi = ${no} where department_id = ${ornekDept}`.execute(
      t.database.db,
    );
    const same = await sql<{ n: number }>`select count(*)::int as n from satis_fatura
      where fatura_numarasi = ${no}`.execute(t.database.db);
    expect(same.rows[0].n).toBe(2);
  });

  it('of a purchase invoice is the supplier’s: unique per supplier, never filled', async () => {
    const no = `SUP${YEAR}000000007`;
    const purchase = (cari: number, number: string) => ({
      ...invoiceHeader(c, number, { fatura_tipi_id: 2, fatura_tarihi: `${YEAR}-03-02`, cari_hesap_id: cari }),
      adres_id: undefined,
      mal_hizmet_json: lines(),
    });
    expect((await api.store('alis_fatura', purchase(c.cari, no))).json.data.message).toBe('success');
    expect((await api.store('alis_fatura', purchase(c.cari, no))).json.data.errors).toEqual({
      fatura_numarasi: ['Bu fatura numarası aynı cari hesabın başka bir kaydında kullanılıyor.'],
    });
    const other = (
      await sql<{
        id: number;
      }>`select id from cari_hesap where department_id = ${await departmentOf(t, DEMO_ADMIN)}
        and id <> ${c.cari} order by id limit 1`.execute(t.database.db)
    ).rows[0].id;
    const r = await api.store('alis_fatura', purchase(Number(other), no));
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
    expect((await api.store('alis_fatura', purchase(c.cari, ''))).json.data.errors).toEqual({
      fatura_numarasi: ['Fatura Numarası alanı zorunludur.'],
    });
  });
});

describe('lines', () => {
  it('refuses a negative quantity or unit price with a Turkish message on the line', async () => {
    const [line] = threeLines(c);
    const r = await api.store(
      'satis_fatura',
      sale('', { mal_hizmet_json: JSON.stringify([{ ...line, miktar: '-2', birim_fiyat: '-1890' }]) }),
    );
    expect(r.json.data.message).toBe('error');
    expect(r.json.data.line_errors.mal_hizmet_json).toEqual([
      {
        index: 0,
        errors: {
          miktar: ['Miktar en az 0 değerini almalıdır.'],
          birim_fiyat: ['Birim Fiyat en az 0 değerini almalıdır.'],
        },
      },
    ]);
  });
});

describe('concurrent saves', () => {
  /** Makes the insert of a line named YAVAŞ take a second: its store is then inside its transaction. */
  async function slowLines() {
    await sql`create or replace function slow_number_line() returns trigger language plpgsql as $$
      begin if new.mal_hizmet = 'YAVAŞ' then perform pg_sleep(1); end if; return new; end $$`.execute(
      t.database.db,
    );
    await sql`drop trigger if exists slow_number_line on satis_fatura_hizmet`.execute(t.database.db);
    await sql`create trigger slow_number_line before insert on satis_fatura_hizmet
      for each row execute function slow_number_line()`.execute(t.database.db);
  }
  const slow = (no: string) =>
    sale(no, { mal_hizmet_json: JSON.stringify([{ ...threeLines(c)[0], mal_hizmet: 'YAVAŞ' }]) });

  it('of one number: one keeps it, the other gets the field error', async () => {
    if (onPostgres) await slowLines();
    const no = `RCE${YEAR}000000001`;
    const [a, b] = await Promise.all([
      api.store('satis_fatura', slow(no)),
      // The second arrives while the first is inside its transaction (its header written, not committed).
      new Promise((r) => setTimeout(r, onPostgres ? 300 : 0)).then(() => api.store('satis_fatura', sale(no))),
    ]);
    const answers = [a.json.data, b.json.data];
    expect(answers.filter((x) => x.message === 'success')).toHaveLength(1);
    expect(answers.find((x) => x.message === 'error')).toEqual({
      message: 'error',
      errors: { fatura_numarasi: [DUPLICATE] },
    });
    const kept = await sql<{ n: number }>`select count(*)::int as n from satis_fatura
      where fatura_numarasi = ${no}`.execute(t.database.db);
    expect(kept.rows[0].n).toBe(1);
  });

  it('with empty numbers: each gets its own, one after the other', async () => {
    const [a, b] = await Promise.all([
      api.store('satis_fatura', slow('')),
      new Promise((r) => setTimeout(r, onPostgres ? 300 : 0)).then(() => api.store('satis_fatura', sale(''))),
    ]);
    expect(a.json.data.message).toBe('success');
    expect(b.json.data.message).toBe('success');
    const numbers = [
      await numberOf('satis_fatura', a.json.data.id),
      await numberOf('satis_fatura', b.json.data.id),
    ];
    expect(new Set(numbers).size).toBe(2);
    expect(Math.abs(Number(numbers[0].slice(7)) - Number(numbers[1].slice(7)))).toBe(1);
  });
});
