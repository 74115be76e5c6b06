import { sql } from 'kysely';
import type { TestContext } from '../test/harness';

/** The demo users of server/db/seed/demo-companies.ts. */
export const DEMO_ADMIN = 'demo@defter.local';
export const ORNEK_USER = 'ornek@defter.local';

/** Calls of the table service for one token, as the browser makes them. */
export function tablesApi(t: TestContext, token: string) {
  const base = (table: string) => `/${token}/tables/${encodeURIComponent(table)}`;
  return {
    list: (table: string, params: unknown = {}) => t.post(base(table), { params }),
    show: (table: string, id: number | string) =>
      t.post(`${base(table)}/${id}`, { params: { column_set_id: '0' } }),
    edit: (table: string, id: number | string) =>
      t.post(`${base(table)}/${id}/edit`, { params: { column_set_id: '0' } }),
    create: (table: string) => t.post(`${base(table)}/create`, { params: { column_set_id: '0' } }),
    store: (table: string, fields: Record<string, unknown>) =>
      t.post(`${base(table)}/store`, { column_set_id: '0', ...fields }),
    update: (table: string, id: number | string, fields: Record<string, unknown>) =>
      t.post(`${base(table)}/${id}/update`, { column_set_id: '0', ...fields }),
    /** store/update as multipart/form-data, the way the spec's browser sends them. */
    multipart: (path: 'store' | `${number}/update`, table: string, fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return t.post(`${base(table)}/${path}`, undefined, { body, headers: {} });
    },
    remove: (table: string, id: number | string) => t.post(`${base(table)}/${id}/delete`),
    deleted: (table: string, params: unknown = {}) => t.post(`${base(table)}/deleted`, { params }),
    history: (table: string, id: number | string, params: unknown = {}) =>
      t.post(`${base(table)}/${id}/archive`, { params }),
    restore: (table: string, archiveId: number | string) => t.post(`${base(table)}/${archiveId}/restore`),
    select: (table: string, column: string, body: Record<string, unknown> = { search: '***' }) =>
      t.post(`${base(table)}/getSelectColumnData/${encodeURIComponent(column)}`, body),
  };
}

/** Ids of a company's rows of a table (straight from the database, for guessing another company's ids). */
export async function idsOf(t: TestContext, table: string, departmentId: number): Promise<number[]> {
  const r = await sql<{
    id: number;
  }>`select id from ${sql.table(table)} where department_id = ${departmentId} order by id`.execute(
    t.database.db,
  );
  return r.rows.map((x) => Number(x.id));
}

/** The department id of a demo user. */
export async function departmentOf(t: TestContext, email: string): Promise<number> {
  const r = await sql<{
    department_id: number;
  }>`select department_id from users where email = ${email}`.execute(t.database.db);
  return Number(r.rows[0].department_id);
}

/** How many archive rows a record has, per action. */
export async function archiveActions(t: TestContext, table: string, id: number): Promise<string[]> {
  const r = await sql<{ action: string }>`
    select action from archive where table_name = ${table} and record_id = ${id} order by id`.execute(
    t.database.db,
  );
  return r.rows.map((x) => x.action);
}

/** A valid new current account of the given tax office id. */
export const newCari = (vergiDairesiId: number, extra: Record<string, unknown> = {}) => ({
  cari_hesap_adi: 'Yeni Işık Tekstil',
  tc: '4540536920',
  vergi_daireleri_id: vergiDairesiId,
  unvan: 'Yeni Işık Tekstil Sanayi ve Ticaret Ltd. Şti.',
  ulkeler_id: 1,
  sehirler_id: 34,
  // Adalar: in Türkiye the page rules of cari_hesap require the district too (src/schemas/cari_hesap.ts).
  ilceler_id: 3401,
  ...extra,
});
