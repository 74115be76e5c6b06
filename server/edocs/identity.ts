import { sql } from 'kysely';
import { isValidVknOrTckn } from '../../domain/identity';
import { eDocumentTexts } from '../../domain/messages';
import type { Db } from '../db/database';
import { AppError } from '../lib/errors';
import type { Integrator } from './integrator';

// A company's identity toward GİB and the integrator (issue 22 item 1; docs/e-documents.md, "A company's identity"):
// its VKN / TCKN, set at registration, unique among verified identities, changed only by `setCompanyIdentity` (the
// installation's operator, or the integrator's proof). Every integrator and inbox call asks these functions — never
// `departments.vergi_no` itself, which a database upgraded from before may hold unverified (migration
// 202612070100_company_identity) — and an answer's side effects go through `deliveredDocument`: the outbox job that
// delivered that very document to the answering company, never a row found by its ETTN alone.

type Row = Record<string, any>;

/** How an identity was verified (`departments.vergi_no_dogrulayan`). */
export type IdentityProof = 'kayit' | 'operator' | 'entegrator';

export const identityTexts = {
  /** The table service's refusal (the catalogue's `refuse_change` of departments.vergi_no). */
  locked: eDocumentTexts.identityLocked,
  none: 'Firmanın vergi numarası olmadan e-belge gönderilemez.',
  unverified:
    'Firmanın vergi numarası doğrulanmamış; e-belge gönderilemez ve gelen belgeler alınamaz. Kurulum yöneticisi vergi numarasını doğrulamalıdır.',
  invalid: (vkn: string) => `${vkn} geçerli bir VKN (10 hane) ya da TCKN (11 hane) değil.`,
  taken: (vkn: string) =>
    `${vkn} vergi numarası bu kurulumda başka bir firmanın kimliği; iki firma aynı kimliği taşıyamaz.`,
  noCompany: (id: number) => `${id} numaralı firma bulunamadı.`,
  noProof: 'Entegratör bu firmanın hesabı için bir vergi numarası bildirmedi; kimlik doğrulanamadı.',
  wrongProof: (vkn: string, proven: string) =>
    `Entegratör bu firmanın hesabını ${proven} vergi numarasına bağlı gösteriyor; ${vkn} doğrulanamadı.`,
} as const;

/**
 * The company's verified VKN / TCKN, or null when it has none (no tax number, or one not verified). What the company
 * sends under and receives by.
 */
export async function companyIdentity(db: Db, departmentId: number): Promise<string | null> {
  const r = await sql<Row>`select vergi_no from departments where id = ${departmentId}::bigint
    and vergi_no is not null and vergi_no_dogrulayan is not null`.execute(db);
  const vkn = String(r.rows[0]?.vergi_no ?? '').trim();
  return vkn || null;
}

/**
 * The verified identity, or the Turkish refusal of a send, a reply or an answer: no tax number, or one not verified.
 */
export async function requireCompanyIdentity(db: Db, departmentId: number): Promise<string> {
  const vkn = await companyIdentity(db, departmentId);
  if (vkn) return vkn;
  const r = await sql<Row>`select vergi_no from departments where id = ${departmentId}::bigint`.execute(db);
  throw new AppError(
    String(r.rows[0]?.vergi_no ?? '').trim() ? identityTexts.unverified : identityTexts.none,
    400,
  );
}

/** The company of this installation whose verified identity is `vkn` (a receiver on this server), or null. */
export async function companyOfIdentity(db: Db, vkn: string): Promise<number | null> {
  const r = await sql<Row>`select id from departments where vergi_no = ${vkn.trim()}
    and vergi_no_dogrulayan is not null`.execute(db);
  return r.rows.length ? Number(r.rows[0].id) : null;
}

/** A document this server sent and the integrator delivered: whose it is and which record. */
export interface DeliveredDocument {
  departmentId: number;
  table: string;
  id: number;
  /** The sending record's user (who posts its voucher again). */
  userId: number;
}

/**
 * The document of `table` with this ETTN that this installation sent to `receiverVkn` (its outbox job, sent): the
 * only record an answer or a reply of that receiver may change. Null when there is none — a document sent from
 * elsewhere, to someone else, or not sent yet.
 */
export async function deliveredDocument(
  db: Db,
  table: string,
  ettn: string,
  receiverVkn: string,
): Promise<DeliveredDocument | null> {
  const r = await sql<Row>`select g.department_id, g.belge_id, d.user_id
    from giden_kutusu g join ${sql.table(table)} d on d.id = g.belge_id and d.department_id = g.department_id
    where g.ettn = ${ettn} and g.belge_tablosu = ${table} and g.alici_vkn = ${receiverVkn}
      and g.durum = 'gonderildi' and d.ettn = ${ettn}`.execute(db);
  const row = r.rows[0];
  return row
    ? {
        departmentId: Number(row.department_id),
        table,
        id: Number(row.belge_id),
        userId: Number(row.user_id),
      }
    : null;
}

/** Who verifies a new identity: the installation's operator (a command on the server), or the integrator. */
export type IdentityChange =
  | { by: 'operator' }
  /** The integrator's account of this company says which VKN it belongs to (`Integrator.accountIdentity`). */
  | { by: 'entegrator'; integrator: Integrator };

/**
 * Sets a company's VKN / TCKN through the verified path: checked (check digits), unique among the installation's
 * verified identities, the old row archived, in one transaction. `entegrator` asks the integrator which VKN the
 * company's account belongs to and refuses any other. Refusals are AppErrors with the Turkish text.
 */
export async function setCompanyIdentity(
  db: Db,
  departmentId: number,
  vkn: string,
  change: IdentityChange,
): Promise<void> {
  const value = vkn.trim();
  if (!/^\d{10,11}$/.test(value) || !isValidVknOrTckn(value))
    throw new AppError(identityTexts.invalid(value), 400);
  if (change.by === 'entegrator') {
    const proven = await change.integrator.accountIdentity?.(departmentId);
    if (!proven) throw new AppError(identityTexts.noProof, 400);
    if (proven.trim() !== value) throw new AppError(identityTexts.wrongProof(value, proven.trim()), 400);
  }
  await db.transaction().execute(async (trx) => {
    const company =
      await sql<Row>`select id from departments where id = ${departmentId}::bigint for update`.execute(trx);
    if (!company.rows.length) throw new AppError(identityTexts.noCompany(departmentId), 400);
    const other = await sql<Row>`select id from departments where vergi_no = ${value}
      and vergi_no_dogrulayan is not null and id <> ${departmentId}::bigint`.execute(trx);
    if (other.rows.length) throw new AppError(identityTexts.taken(value), 400);
    await sql`insert into archive (table_name, record_id, department_id, action, data, user_id)
      select 'departments', d.id, d.id, 'update', to_jsonb(d), null from departments d
      where d.id = ${departmentId}::bigint`.execute(trx);
    // The trigger lets the verification through only in a transaction that says so (migration 202612070100).
    await sql`select set_config('defter.kimlik', 'dogrulandi', true)`.execute(trx);
    await sql`update departments set vergi_no = ${value}, vergi_no_dogrulayan = ${change.by},
        vergi_no_dogrulama_zamani = clock_timestamp(), updated_at = now()
      where id = ${departmentId}::bigint`.execute(trx);
    await sql`select set_config('defter.kimlik', '', true)`.execute(trx);
  });
}
