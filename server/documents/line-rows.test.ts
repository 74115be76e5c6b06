import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { findTable } from '../catalog';
import { recomputeHeader } from '../tables/line-rows';
import { createTestContext, type TestContext } from '../test/harness';
import { invoiceDocument } from './document.spec';
import {
  archivedLines,
  demoCards,
  documentDisagreements,
  invoiceHeader,
  lineRows,
  THREE_LINE_TOTALS,
  threeLines,
  totalsOf,
  type Cards,
} from './document.test-kit';

// Line tables written row by row (issue 11 item 9, docs/line-tables.md "Row by row"): store / update / delete on
// `satis_fatura_hizmet` change the invoice's lines through the invoice's own update, so the header's totals are
// the JSON mode's to the kuruş, a bad line changes nothing, and the header is locked while a line is written.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
type Row = Record<string, unknown>;

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let ornek: ReturnType<typeof tablesApi>;
let c: Cards;
let seq = 0;
const no = () => `ROW2026${String(++seq).padStart(9, '0')}`;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  ornek = tablesApi(t, await t.login(ORNEK_USER));
  // Örnek Gıda is a Kobi company; with the Muhasebe package it may use the full invoices too (isolation tests).
  await sql`update departments set musteri_paketi_id = 4 where name_basic = 'Örnek Gıda Ltd. Şti.'`.execute(
    t.database.db,
  );
  ornek = tablesApi(t, await t.login(ORNEK_USER));
  c = await demoCards(t, await departmentOf(t, DEMO_ADMIN));
});
afterAll(() => t.close());

/**
 * A withholding sales invoice stored in JSON mode with `lines`; its id. Without lines, the header alone (no lines
 * column: an empty line list is refused, "En az bir satır girilmelidir."), as a row-by-row client begins.
 */
async function jsonInvoice(lines: Row[]): Promise<number> {
  const r = await api.store('satis_fatura', {
    ...invoiceHeader(c, no()),
    ...(lines.length ? { mal_hizmet_json: JSON.stringify(lines) } : {}),
  });
  expect(r.json.data.message, JSON.stringify(r.json.data)).toBe('success');
  return r.json.data.id;
}

const header = async (id: number) => (await api.show('satis_fatura', id)).json.data.record as Row;
const storeLine = (id: number, line: Row) =>
  api.store('satis_fatura_hizmet', { satis_fatura_id: id, ...line });

describe('row by row', () => {
  it('three lines stored one at a time give the totals of the same lines stored as JSON, to the kuruş', async () => {
    const id = await jsonInvoice([]);
    expect((await header(id)).odenecek_tutar).toBe('0.00');
    const ids: number[] = [];
    for (const line of threeLines(c)) {
      const r = await storeLine(id, line);
      expect(r.json.data.message, JSON.stringify(r.json.data)).toBe('success');
      ids.push(r.json.data.id);
    }
    expect(totalsOf(await header(id))).toEqual(THREE_LINE_TOTALS);
    const rows = await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id);
    expect(rows.map((r) => Number(r.id))).toEqual(ids);
    expect(rows.map((r) => r.sira_no)).toEqual([1, 2, 3]);
    // The same amounts on every line as the JSON mode computes.
    const viaJson = await jsonInvoice(threeLines(c));
    const jsonRows = await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', viaJson);
    const amounts = (r: Row) => [
      r.brut_tutar,
      r.iskonto_tutari,
      r.kdv_tutari,
      r.kdv_tevkifat_tutari,
      r.odenecek_tutar,
    ];
    expect(rows.map(amounts)).toEqual(jsonRows.map(amounts));
    expect(await documentDisagreements(t.database.db, 'satis_fatura', invoiceDocument, id)).toEqual([]);
  });

  it('updating one line recomputes the header and keeps every row id; only that row is archived', async () => {
    const id = await jsonInvoice(threeLines(c));
    const before = await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id);
    // The toner: 3 instead of 2 (decimal comma as a form sends it) → net 5 386.50, KDV 1 077.30.
    const r = await api.update('satis_fatura_hizmet', Number(before[0].id), { miktar: '3,0' });
    expect(r.json.data).toEqual({ message: 'success', id: Number(before[0].id) });
    const after = await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id);
    expect(after.map((x) => x.id)).toEqual(before.map((x) => x.id));
    expect(after[0].odenecek_tutar).toBe('6463.80');
    const h = await header(id);
    expect(h.odenecek_tutar).toBe('10427.80');
    expect(h.hesaplanan_kdv).toBe('1817.30');
    // The same lines as JSON give the same totals.
    const lines = threeLines(c);
    lines[0] = { ...lines[0], miktar: '3' };
    expect(totalsOf(await header(await jsonInvoice(lines)))).toEqual(totalsOf(h));
    expect(await archivedLines(t, 'satis_fatura_hizmet', 'satis_fatura_id', id)).toEqual([
      { action: 'update', record_id: Number(before[0].id) },
    ]);
    const archivedHeader = await sql<{ n: number }>`select count(*)::int as n from archive
      where table_name = 'satis_fatura' and record_id = ${id} and action = 'update'`.execute(t.database.db);
    expect(archivedHeader.rows[0].n).toBe(1);
  });

  it('deleting a line moves the next ones up, archives it and lowers the totals', async () => {
    const id = await jsonInvoice(threeLines(c));
    const before = await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id);
    expect((await api.remove('satis_fatura_hizmet', Number(before[0].id))).json.data.message).toBe('success');
    const after = await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id);
    expect(after.map((x) => [Number(x.id), x.sira_no])).toEqual([
      [Number(before[1].id), 1],
      [Number(before[2].id), 2],
    ]);
    // 8 273.20 − the toner's 4 309.20.
    expect((await header(id)).odenecek_tutar).toBe('3964.00');
    expect(totalsOf(await header(id))).toEqual(
      totalsOf(await header(await jsonInvoice(threeLines(c).slice(1)))),
    );
    expect(await archivedLines(t, 'satis_fatura_hizmet', 'satis_fatura_id', id)).toEqual([
      { action: 'delete', record_id: Number(before[0].id) },
    ]);
    expect(await documentDisagreements(t.database.db, 'satis_fatura', invoiceDocument, id)).toEqual([]);
  });

  it('refuses a bad line in Turkish on its cells and leaves header and lines as they were', async () => {
    const id = await jsonInvoice(threeLines(c));
    const before = {
      header: await header(id),
      rows: await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id),
    };
    const bad = await storeLine(id, { ...threeLines(c)[0], miktar: '-1', kdv_id: '' });
    expect(bad.status).toBe(200);
    expect(bad.json.data).toEqual({
      message: 'error',
      errors: { miktar: ['Miktar en az 0 değerini almalıdır.'], kdv_id: ['Bu alan zorunludur.'] },
    });
    // A withholding tax on a line of a type-3 invoice is allowed; the %0 KDV is not (a line rule).
    const rule = await api.update('satis_fatura_hizmet', Number(before.rows[1].id), { kdv_id: 5 });
    expect(rule.json.data).toEqual({
      message: 'error',
      errors: { kdv_id: ["Fatura tipi tevkifat'dır. KDV '%0' olamaz!"] },
    });
    expect(await header(id)).toEqual(before.header);
    expect(await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id)).toEqual(before.rows);
    expect(await archivedLines(t, 'satis_fatura_hizmet', 'satis_fatura_id', id)).toEqual([]);
  });

  it('needs the header link, refuses another company’s header and another company’s line', async () => {
    const id = await jsonInvoice(threeLines(c));
    expect((await api.store('satis_fatura_hizmet', threeLines(c)[1])).json.data).toEqual({
      message: 'error',
      errors: { satis_fatura_id: ['Fatura alanı zorunludur.'] },
    });
    const foreign = await ornek.store('satis_fatura_hizmet', { satis_fatura_id: id, ...threeLines(c)[1] });
    expect(foreign.json.data).toEqual({
      message: 'error',
      errors: { satis_fatura_id: ['Fatura için geçerli bir seçim yapınız.'] },
    });
    const row = (await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id))[0];
    expect(
      (await ornek.update('satis_fatura_hizmet', Number(row.id), { miktar: '9' })).json.data.message,
    ).toBe('fail.id');
    expect((await ornek.remove('satis_fatura_hizmet', Number(row.id))).json.data.message).toBe('fail.id');
    // A line does not move to another invoice.
    const other = await jsonInvoice([]);
    const moved = await api.update('satis_fatura_hizmet', Number(row.id), { satis_fatura_id: other });
    expect(moved.json.data).toEqual({
      message: 'error',
      errors: { satis_fatura_id: ['Satır başka bir fatura belgesine taşınamaz.'] },
    });
    expect(await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id)).toHaveLength(3);
  });

  it('serves the create form and edit load of a line', async () => {
    const id = await jsonInvoice(threeLines(c));
    const row = (await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id))[1];
    const form = (await api.create('satis_fatura_hizmet')).json.data;
    expect(form.record.miktar).toBe('1');
    const edit = (await api.edit('satis_fatura_hizmet', Number(row.id))).json.data;
    expect(edit.record.miktar).toBe('3.0000');
  });
});

describe('recomputeHeader (for other code)', () => {
  it('recomputes a header from its stored lines after its rate changed behind its back', async () => {
    const id = await jsonInvoice(threeLines(c));
    const departmentId = await departmentOf(t, DEMO_ADMIN);
    const user = await sql<{ id: number }>`select id from users where email = ${DEMO_ADMIN}`.execute(
      t.database.db,
    );
    const userId = Number(user.rows[0].id);
    await sql`update satis_fatura set para_birimi_id = 2, "döviz_kuru" = 32.5 where id = ${id}`.execute(
      t.database.db,
    );
    expect(await documentDisagreements(t.database.db, 'satis_fatura', invoiceDocument, id)).not.toEqual([]);
    const errors = await t.database.db
      .transaction()
      .execute((trx) => recomputeHeader(trx, { departmentId, userId }, findTable('satis_fatura')!, id));
    expect(errors).toBeNull();
    // 8 273.20 USD × 32.5.
    expect((await header(id)).dovizli_tutar).toBe('268879.00');
    expect(await documentDisagreements(t.database.db, 'satis_fatura', invoiceDocument, id)).toEqual([]);
  });
});

describe('concurrent line writes (PostgreSQL)', () => {
  it.runIf(onPostgres)('eight lines stored at once on one invoice: the totals equal the lines', async () => {
    const id = await jsonInvoice([]);
    const line = threeLines(c)[0];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => storeLine(id, { ...line, miktar: String(i + 1) })),
    );
    expect(answers.map((a) => a.json.data.message)).toEqual(Array(8).fill('success'));
    const rows = await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id);
    expect(rows.map((r) => r.sira_no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await documentDisagreements(t.database.db, 'satis_fatura', invoiceDocument, id)).toEqual([]);
    // 36 toners: 36 × 1 890 × 0.95 = 64 638.00 net, + 20 % KDV.
    expect((await header(id)).odenecek_tutar).toBe('77565.60');
    // An update and a delete of two lines at once.
    const [u, d] = await Promise.all([
      api.update('satis_fatura_hizmet', Number(rows[0].id), { miktar: '10' }),
      api.remove('satis_fatura_hizmet', Number(rows[7].id)),
    ]);
    expect([u.json.data.message, d.json.data.message]).toEqual(['success', 'success']);
    expect(await documentDisagreements(t.database.db, 'satis_fatura', invoiceDocument, id)).toEqual([]);
  });
});
