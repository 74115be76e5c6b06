import { sql } from 'kysely';
import type { Party } from '../../domain/ledger';
import type { Db } from '../db/database';

// The chart of accounts' company rows (docs/ledger.md): the sub-account of a customer, supplier, cash or bank card
// under a Tekdüzen account (`120` → `120.01` → `120.01.0001`), created on demand inside the caller's transaction
// and under a per-company lock, so that two concurrent saves never take one code.

type Row = Record<string, unknown>;

interface Who {
  departmentId: number;
  userId: number;
}

/** The advisory-lock class of the ledger (table id 500); the second key is the company. */
export const LEDGER_LOCK = 500;

/** Serialises the ledger writes of one company (sub-account codes, yevmiye numbers) until the transaction ends. */
export async function lockLedger(db: Db, departmentId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LEDGER_LOCK}::int, ${departmentId}::int)`.execute(db);
}

/** The text a party's account carries: the card's name. */
async function partyName(db: Db, party: Party, departmentId: number): Promise<string | null> {
  const column = { cari_hesap: 'cari_hesap_adi', kasa_karti: 'kasa_tanımı', banka_karti: 'banka_tanımı' }[
    party.table
  ];
  const r = await sql<Row>`select ${sql.ref(column)} as ad from ${sql.table(party.table)}
    where id = ${party.id}::bigint and department_id = ${departmentId}::bigint`.execute(db);
  return r.rows.length ? String(r.rows[0].ad ?? '') : null;
}

/** The id of an account visible to the company (its own row first, else the Tekdüzen row), or null. */
export async function accountId(db: Db, departmentId: number, code: string): Promise<number | null> {
  const r = await sql<Row>`select id from hesap_plani where hesap_kodu = ${code}
    and (department_id = ${departmentId}::bigint or department_id is null)
    order by department_id nulls last limit 1`.execute(db);
  return r.rows.length ? Number(r.rows[0].id) : null;
}

/** Inserts a company account row (own_id = id). */
async function insertAccount(db: Db, who: Who, code: string, name: string, source?: Party): Promise<number> {
  const r =
    await sql<Row>`insert into hesap_plani (user_id, department_id, hesap_kodu, hesap_adi, kaynak_tablo,
      kaynak_id) values (${who.userId}::bigint, ${who.departmentId}::bigint, ${code}, ${name},
      ${source?.table ?? null}, ${source?.id ?? null}::bigint) returning id`.execute(db);
  const id = Number(r.rows[0].id);
  await sql`update hesap_plani set own_id = id where id = ${id}::bigint`.execute(db);
  return id;
}

/**
 * The party's sub-account under `code` (`120` → `120.01.0001`), created with its group row `120.01` when missing.
 * Null when the party is not the company's or `code` is no account of the chart.
 */
export async function ensureSubAccount(db: Db, who: Who, code: string, party: Party): Promise<number | null> {
  const found = await sql<Row>`select id from hesap_plani where department_id = ${who.departmentId}::bigint
    and kaynak_tablo = ${party.table} and kaynak_id = ${party.id}::bigint and hesap_kodu like ${`${code}.%`}
    order by id limit 1`.execute(db);
  if (found.rows.length) return Number(found.rows[0].id);
  const name = await partyName(db, party, who.departmentId);
  if (name === null) return null;
  const parent = await sql<Row>`select hesap_adi from hesap_plani where hesap_kodu = ${code}
    and (department_id = ${who.departmentId}::bigint or department_id is null)
    order by department_id nulls last limit 1`.execute(db);
  if (!parent.rows.length) return null;
  await lockLedger(db, who.departmentId);
  const group = `${code}.01`;
  if ((await accountId(db, who.departmentId, group)) === null)
    await insertAccount(db, who, group, String(parent.rows[0].hesap_adi));
  const last = await sql<Row>`select max(substr(hesap_kodu, ${group.length + 2})::int) as n from hesap_plani
    where department_id = ${who.departmentId}::bigint and hesap_kodu ~ ${`^${group.replace('.', '\\.')}\\.[0-9]{4}$`}`.execute(
    db,
  );
  const next = Number(last.rows[0]?.n ?? 0) + 1;
  return insertAccount(db, who, `${group}.${String(next).padStart(4, '0')}`, name, party);
}

/** The Tekdüzen accounts a card gets its sub-account under (docs/ledger.md, "Sub-accounts"). */
export function cardAccountCodes(table: Party['table'], row: Row): string[] {
  if (table === 'kasa_karti') return ['100'];
  if (table === 'banka_karti') return ['102'];
  // cari_tipi: 1 Müşteri → 120 Alıcılar, 2 Tedarikçi → 320 Satıcılar, 3 both.
  const tip = Number(row.cari_tipi ?? 1);
  return tip === 2 ? ['320'] : tip === 3 ? ['120', '320'] : ['120'];
}

/** Creates the card's sub-accounts and keeps their names equal to the card's (its store and update). */
export async function syncCardAccounts(db: Db, who: Who, table: Party['table'], id: number): Promise<void> {
  const r = await sql<Row>`select * from ${sql.table(table)} where id = ${id}::bigint
    and department_id = ${who.departmentId}::bigint`.execute(db);
  const row = r.rows[0];
  if (!row) return;
  for (const code of cardAccountCodes(table, row)) await ensureSubAccount(db, who, code, { table, id });
  const name = await partyName(db, { table, id }, who.departmentId);
  await sql`update hesap_plani set hesap_adi = ${name} where department_id = ${who.departmentId}::bigint
    and kaynak_tablo = ${table} and kaynak_id = ${id}::bigint and hesap_adi is distinct from ${name}`.execute(
    db,
  );
}
