import { sql } from 'kysely';
import { PREFIX_KIND_OF_TABLE, prefixOfAnotherSeriesText, type PrefixedTable } from '../../domain/edocs';
import type { Db } from '../db/database';
import { findTable } from '../catalog';
import type { TableDef } from '../catalog/types';
import { AppError, Codes } from '../lib/errors';
import { postIssuedInvoice } from '../ledger/posting';
import { archiveStoredRow } from '../tables/table.repository';
import { readStoredInvoice, type StoredInvoice } from './edocs.repository';
import { requireCompanyIdentity } from './identity';
import { ENT_STATUS, NO_ANSWER, type Integrator, type SendKind } from './integrator';
import { turkishTime } from './invoice.adapter';
import { storedXmlOf } from './receipt.adapter';
import { CUSTOMS_PARTY, UblInputError } from './ubl';
import { validateUbl } from './validate';

// sendInvoice (002 §7; docs/e-documents.md, "Sending"): a draft e-Fatura / e-Arşiv gets its GİB number and goes
// into the outbox in one transaction; the outbox worker (server/jobs/outbox.worker.ts) hands it to the integrator.

type Row = Record<string, any>;

export const sendTexts = {
  sent: 'Fatura gönderildi.',
  archiveSent: 'Arşiv gönderildi.',
  /** 002 §8: the receipts' toast. */
  receiptSent: 'Makbuz gönderildi.',
  alreadySent: 'Bu belge daha önce gönderilmiş; yalnızca taslaklar gönderilebilir.',
  /** 002 §8 "E-Fatura kesilemez." and its warning. */
  notUser: 'E-Fatura kesilemez. Uyarı: E-Fatura kullanıcı olmadığı için kaydedilemiyor!',
  noReceiver: 'Alıcının TC / VKN bilgisi olmadan e-Fatura gönderilemez.',
  noPrefix: 'Fatura Ön Eki seçilmeden belge gönderilemez.',
  noCompanyVkn: 'Firmanın vergi numarası olmadan e-belge gönderilemez.',
  invalid: (detail: string) => `Belge GİB kontrollerinden geçmedi, gönderilmedi: ${detail}`,
} as const;

export const SEND_TABLES = [
  'e_fatura',
  'e_arsiv_fatura',
  'serbest_meslek_makbuzu',
  'e_mustahsil_makbuzu',
] as const;
export type SendTable = (typeof SEND_TABLES)[number];

/**
 * What sending needs of each table: its number and date columns, the integrator's kind, the status while the
 * integrator works, and the answer's message. The receipts (e-SMM, e-MM) go like e-Arşiv: signed and reported,
 * no receiver's inbox (docs/e-documents.md, "e-SMM ve e-MM formları").
 */
export const SEND_SPECS: Record<
  SendTable,
  {
    number: string;
    date: string;
    kind: SendKind;
    waiting: string;
    message: string;
    profile: string | null;
    /** The time column stamped with the send's time in Türkiye (the XML's IssueTime), when the user keys none. */
    issuedAt?: string;
  }
> = {
  e_fatura: {
    issuedAt: 'fatura_saati',
    number: 'e_fatura_numarasi',
    date: 'fatura_tarihi',
    kind: 'EFATURA',
    waiting: ENT_STATUS.waiting,
    message: sendTexts.sent,
    profile: null,
  },
  e_arsiv_fatura: {
    number: 'e_fatura_numarasi',
    date: 'fatura_tarihi',
    kind: 'EARSIV',
    waiting: ENT_STATUS.archiveWaiting,
    message: sendTexts.archiveSent,
    profile: null,
  },
  serbest_meslek_makbuzu: {
    number: 'makbuz_numarasi',
    date: 'duzenleme_tarihi',
    kind: 'ESMM',
    waiting: ENT_STATUS.archiveWaiting,
    message: sendTexts.receiptSent,
    profile: 'EARSIVBELGE',
  },
  e_mustahsil_makbuzu: {
    number: 'makbuz_numarasi',
    date: 'duzenleme_tarihi',
    kind: 'EMM',
    waiting: ENT_STATUS.archiveWaiting,
    message: sendTexts.receiptSent,
    profile: 'EARSIVBELGE',
  },
};

/** The receiver's VKN / TCKN of a stored invoice: the header's (what the XML says), else its customer's. */
export function receiverOf(s: StoredInvoice): string | null {
  // An export invoice goes to GİB's customs administration (its AccountingCustomerParty), not to the buyer abroad.
  if (s.scenario === 'IHRACAT') return CUSTOMS_PARTY.id;
  const own = String(s.header.tc ?? '').trim();
  if (own) return own;
  const customer = String(s.customer?.tc ?? '').trim();
  return customer || null;
}

/**
 * One series each (docs/document-numbers.md, "One series each"): a document is numbered only with a prefix of its
 * own kind — a draft saved before the rule with an e-Arşiv prefix on an e-Fatura is refused here, not numbered into
 * the other series (which gave ARS2026000000001 twice).
 */
export function checkPrefixSeries(table: PrefixedTable, draft: StoredInvoice): void {
  if (!draft.prefix || draft.prefixKind === undefined || draft.prefixKind === null) return;
  if (draft.prefixKind !== PREFIX_KIND_OF_TABLE[table])
    throw new AppError(prefixOfAnotherSeriesText(table, draft.prefix, draft.prefixKind), 400);
}

/** The GİB number `{prefix}{year}{9 digits}`. */
export const gibNumber = (prefix: string, year: number, n: number) =>
  `${prefix}${year}${String(n).padStart(9, '0')}`;

/**
 * Takes the next number of the company's series of `table`, prefix and year, under the series row's lock (the
 * `insert … on conflict do update` locks it until the transaction ends): in order and without gaps, since a rolled
 * back send writes nothing. One past the larger of the series' last number and the highest sent number.
 */
export async function takeNumber(
  trx: Db,
  table: SendTable | 'e_irsaliye' | 'gelen_eirsaliye',
  departmentId: number,
  prefix: string,
  year: number,
  /** The number's column, and whether only sent records (not drafts) count (an e-İrsaliye's reply: none are drafts). */
  series: { column: string; draftsExcluded: boolean } = {
    column: SEND_SPECS[table as SendTable]?.number ?? 'e_fatura_numarasi',
    draftsExcluded: true,
  },
): Promise<string> {
  const column = sql.ref(series.column);
  const locked = await sql<{
    last_no: number;
  }>`insert into belge_serileri (department_id, table_name, prefix, year, last_no)
    values (${departmentId}, ${table}, ${prefix}, ${year}, 0)
    on conflict on constraint belge_serileri_key do update set last_no = belge_serileri.last_no
    returning last_no`.execute(trx);
  const highest = await sql<{ n: string | null }>`select max(substr(${column}, 8)::bigint)::text as n
    from ${sql.table(table)} where department_id = ${departmentId}
      ${series.draftsExcluded ? sql`and e_fatura_durumu_id <> 1` : sql``}
      and ${column} like ${`${prefix}${year}%`} and length(${column}) = 16`.execute(trx);
  const next = Math.max(Number(locked.rows[0].last_no), Number(highest.rows[0].n ?? 0)) + 1;
  await sql`update belge_serileri set last_no = ${next}, updated_at = now()
    where department_id = ${departmentId} and table_name = ${table} and prefix = ${prefix} and year = ${year}`.execute(
    trx,
  );
  return gibNumber(prefix, year, next);
}

export interface SendOptions {
  db: Db;
  integrator: Integrator;
  table: SendTable;
  id: number;
  departmentId: number;
  userId: number;
  /** Check the document with GİB's XSD and schematron before numbering it (default true): a refusal is immediate. */
  validate?: boolean;
}

/** What sendInvoice did. */
export interface Sent {
  id: number;
  ettn: string;
  number: string;
  jobId: number;
}

function build(table: SendTable, stored: StoredInvoice): string {
  try {
    return storedXmlOf(table, stored, String(stored.header.ettn));
  } catch (err) {
    if (err instanceof UblInputError) throw new AppError(sendTexts.invalid(err.message), 400);
    throw err;
  }
}

/**
 * Sends a draft: checks it (an e-Fatura's receiver must be a registered e-invoice user; the document must build and,
 * unless `validate` is false, pass GİB's checks), then in one transaction locks the record, gives it its number,
 * archives the draft, marks it sent (`e_fatura_durumu_id` 2, the integrator status "waiting") and enqueues the job
 * with the XML as numbered. Nothing is numbered or queued when any step refuses.
 */
export async function sendInvoice(o: SendOptions): Promise<Sent> {
  const table = findTable(o.table) as TableDef;
  const draft = await readStoredInvoice(o.db, table, o.id, o.departmentId);
  if (!draft) throw new AppError(Codes.failId, 400);
  if (Number(draft.header.e_fatura_durumu_id ?? 1) !== 1) throw new AppError(sendTexts.alreadySent, 400);
  const receiver = receiverOf(draft);
  if (o.table === 'e_fatura') {
    if (!receiver) throw new AppError(sendTexts.noReceiver, 400);
    if (!(await o.integrator.isEInvoiceUser(receiver))) throw new AppError(sendTexts.notUser, 400);
  }
  if (!draft.prefix) throw new AppError(sendTexts.noPrefix, 400);
  checkPrefixSeries(o.table, draft);
  // Sent only under the company's verified identity (server/edocs/identity.ts).
  await requireCompanyIdentity(o.db, o.departmentId);
  if (o.validate !== false) {
    // The draft's XML differs from the sent one only in the number's nine digits.
    const checked = await validateUbl(build(o.table, draft));
    if (!checked.valid) throw new AppError(sendTexts.invalid(checked.issues[0]?.message ?? ''), 400);
  }

  const spec = SEND_SPECS[o.table];
  return o.db.transaction().execute(async (trx) => {
    const row = (
      await sql<Row>`select id, e_fatura_durumu_id, ${sql.ref(spec.date)}::text as tarih from ${sql.table(o.table)}
      where id = ${o.id} and department_id = ${o.departmentId} for update`.execute(trx)
    ).rows[0];
    if (!row) throw new AppError(Codes.failId, 400);
    if (Number(row.e_fatura_durumu_id ?? 1) !== 1) throw new AppError(sendTexts.alreadySent, 400);
    const year = Number(String(row.tarih).slice(0, 4));
    const number = await takeNumber(trx, o.table, o.departmentId, draft.prefix!, year);
    await archiveStoredRow(trx, {
      table,
      id: o.id,
      departmentId: o.departmentId,
      action: 'update',
      userId: o.userId,
    });
    const archive = o.table === 'e_arsiv_fatura';
    const profile = spec.profile ?? draft.scenario ?? (archive ? 'EARSIVFATURA' : 'TEMELFATURA');
    // Only the e-invoices have the commercial answer's column.
    const answer =
      spec.profile === null
        ? sql`, ent_ticari_fatura_durumu = ${profile === 'TICARIFATURA' ? NO_ANSWER : null}`
        : sql``;
    // Issued now: the IssueTime is the send's time in Türkiye, not the time the draft was keyed.
    const issued = spec.issuedAt
      ? sql`, ${sql.ref(spec.issuedAt)} = ${turkishTime(new Date().toISOString())}::time`
      : sql``;
    await sql`update ${sql.table(o.table)} set ${sql.ref(spec.number)} = ${number}, e_fatura_durumu_id = 2${issued},
        ent_fatura_durumu = ${spec.waiting}, document_profile = ${profile}${answer}, updated_at = now()
      where id = ${o.id} and department_id = ${o.departmentId}`.execute(trx);
    // Issued: it posts like a sales invoice now (docs/ledger.md, "e-Documents"); a closed period refuses the send.
    await postIssuedInvoice(trx, o.table, o.id, { departmentId: o.departmentId, userId: o.userId });
    const numbered = await readStoredInvoice(trx, table, o.id, o.departmentId);
    const xml = build(o.table, numbered!);
    const ettn = String(numbered!.header.ettn);
    const job = await sql<{ id: number }>`insert into giden_kutusu
        (department_id, belge_tablosu, belge_id, ettn, belge_no, alici_vkn, xml)
      values (${o.departmentId}, ${o.table}, ${o.id}, ${ettn}, ${number}, ${receiver}, ${xml})
      returning id`.execute(trx);
    return { id: o.id, ettn, number, jobId: Number(job.rows[0].id) };
  });
}
