import { sql } from 'kysely';
import type { Db } from '../db/database';
import { at } from '../auth/sql-time';

// The only module that runs the billing SQL. Money stays `numeric` (decimal strings in and out).

/** A subscription of the price list. */
export interface SubscriptionRow {
  id: number;
  name_basic: string;
  musteri_paketi_id: number;
  periyot_id: 1 | 2 | 3;
  toplam_tutar: string;
  kontor: number;
}

/** A credit package of the price list. */
export interface CreditPackageRow {
  id: number;
  name_basic: string;
  kontor: number;
  toplam_tutar: string;
}

/** A card payment. */
export interface PaymentRow {
  id: string;
  department_id: number;
  user_id: number;
  tur: 'paket' | 'kontor' | 'fatura';
  abonelik_id: number | null;
  kontor_paketi_id: number | null;
  tutar: string;
  taksit: number;
  durum: 'bekliyor' | 'odendi' | 'basarisiz';
  expired: boolean;
  aciklama: string;
  /** A payment of an invoice through its share link (tur 'fatura'). */
  fatura_tablosu: string | null;
  fatura_id: number | null;
}

/** The active subscription `id`, or undefined. */
export async function findSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  const r = await sql<SubscriptionRow>`
    select id, name_basic, musteri_paketi_id, periyot_id, toplam_tutar::text as toplam_tutar, kontor
    from abonelik where id = ${id} and state = true`.execute(db);
  return r.rows[0];
}

/** The active credit package `id`, or undefined. */
export async function findCreditPackage(db: Db, id: number): Promise<CreditPackageRow | undefined> {
  const r = await sql<CreditPackageRow>`
    select id, name_basic, kontor, toplam_tutar::text as toplam_tutar
    from kontor_paketleri where id = ${id} and state = true`.execute(db);
  return r.rows[0];
}

/** The company's package and subscription end. */
export async function findCompany(db: Db, departmentId: number) {
  const r = await sql<{
    musteri_paketi_id: number;
    son_kullanma_tarihi: string | null;
    email: string | null;
  }>`
    select musteri_paketi_id, son_kullanma_tarihi::text as son_kullanma_tarihi, email
    from departments where id = ${departmentId}::bigint`.execute(db);
  return r.rows[0];
}

/** Stores a new payment waiting for the card. */
export async function insertPayment(
  db: Db,
  row: {
    id: string;
    departmentId: number;
    userId: number;
    tur: 'paket' | 'kontor' | 'fatura';
    abonelikId: number | null;
    kontorPaketiId: number | null;
    tutar: string;
    taksit: number;
    saglayici: string;
    tokenHash: string;
    now: Date;
    expires: Date;
  },
) {
  await db
    .insertInto('odeme_islemleri')
    .values({
      id: row.id,
      department_id: row.departmentId,
      user_id: row.userId,
      tur: row.tur,
      abonelik_id: row.abonelikId,
      kontor_paketi_id: row.kontorPaketiId,
      tutar: row.tutar,
      taksit: row.taksit,
      saglayici: row.saglayici,
      token_hash: row.tokenHash,
      created_at: at(row.now),
      expires_at: at(row.expires),
    })
    .execute();
}

const paymentColumns = (now: Date) => sql`
  p.id, p.department_id, p.user_id, p.tur, p.abonelik_id, p.kontor_paketi_id, p.tutar::text as tutar,
  p.taksit, p.durum, p.expires_at <= ${at(now)} as expired,
  coalesce(a.name_basic || ' abonelik', k.name_basic, p.aciklama) as aciklama, p.fatura_tablosu, p.fatura_id`;

/** A payment by its provider token hash (locked for update when asked); `departmentId` limits it to a company. */
export async function findPayment(
  db: Db,
  q: { tokenHash?: string; id?: string; departmentId?: number; now: Date; lock?: boolean },
): Promise<PaymentRow | undefined> {
  const r = await sql<PaymentRow>`
    select ${paymentColumns(q.now)}
    from odeme_islemleri p
    left join abonelik a on a.id = p.abonelik_id
    left join kontor_paketleri k on k.id = p.kontor_paketi_id
    where ${q.tokenHash !== undefined ? sql`p.token_hash = ${q.tokenHash}` : sql`p.id = ${q.id ?? ''}`}
      ${q.departmentId === undefined ? sql`` : sql`and p.department_id = ${q.departmentId}::bigint`}
    ${q.lock ? sql`for update of p` : sql``}`.execute(db);
  const row = r.rows[0];
  return row && { ...row, department_id: Number(row.department_id), user_id: Number(row.user_id) };
}

/** Sets a payment's outcome. */
export async function setPaymentState(
  db: Db,
  id: string,
  durum: 'odendi' | 'basarisiz',
  now: Date,
  hata?: string,
) {
  await db
    .updateTable('odeme_islemleri')
    .set({ durum, hata: hata ?? null, paid_at: durum === 'odendi' ? at(now) : null })
    .where('id', '=', id)
    .execute();
}

const PERIOD_INTERVALS = { 1: '7 days', 2: '1 month', 3: '1 year' } as const;

/**
 * Extends the company's subscription by one period: from the day after its last day, or from today when it
 * has already ended. Returns the paid period.
 */
export async function extendSubscription(
  db: Db,
  departmentId: number,
  period: 1 | 2 | 3,
  today: string,
): Promise<{ start: string; end: string }> {
  const r = await sql<{ start: string; end: string }>`
    with base as (
      select greatest(coalesce(son_kullanma_tarihi, ${today}::date - 1), ${today}::date - 1) as last_day
      from departments where id = ${departmentId}::bigint for update
    ), upd as (
      update departments d
      set son_kullanma_tarihi = (b.last_day + ${PERIOD_INTERVALS[period]}::interval)::date, updated_at = now()
      from base b where d.id = ${departmentId}::bigint
      returning (b.last_day + 1)::text as start, d.son_kullanma_tarihi::text as end
    )
    select start, "end" from upd`.execute(db);
  return r.rows[0];
}

/** Writes a subscription invoice with the next invoice number (DFT + year + 9 digits); returns its id. */
export async function insertInvoice(
  db: Db,
  row: {
    departmentId: number;
    userId: number;
    today: string;
    aciklama: string;
    abonelikId: number | null;
    kontorPaketiId: number | null;
    start: string | null;
    end: string | null;
    matrah: string;
    kdv: string;
    toplam: string;
    kontor: number;
    kartNo: string | null;
    odemeId: string;
  },
): Promise<{ id: number; fatura_no: string }> {
  const r = await sql<{ id: number; fatura_no: string }>`
    insert into fatura_abonelik (department_id, user_id, fatura_no, fatura_tarihi, aciklama, abonelik_id,
      kontor_paketi_id, donem_baslangic, donem_bitis, matrah, kdv_tutari, toplam_tutar, kontor, kart_no, odeme_id)
    values (${row.departmentId}::bigint, ${row.userId}::bigint,
      'DFT' || to_char(${row.today}::date, 'YYYY') || lpad(nextval('fatura_abonelik_no_seq')::text, 9, '0'),
      ${row.today}::date, ${row.aciklama}, ${row.abonelikId}, ${row.kontorPaketiId}, ${row.start}::date,
      ${row.end}::date, ${row.matrah}::numeric, ${row.kdv}::numeric, ${row.toplam}::numeric, ${row.kontor},
      ${row.kartNo}, ${row.odemeId})
    returning id, fatura_no`.execute(db);
  return { id: Number(r.rows[0].id), fatura_no: r.rows[0].fatura_no };
}

/** Books credits (kontör) to the company. */
export async function addCredits(
  db: Db,
  row: { departmentId: number; miktar: number; aciklama: string; invoiceId: number },
) {
  await db
    .insertInto('kontor_hareketleri')
    .values({
      department_id: row.departmentId,
      miktar: row.miktar,
      aciklama: row.aciklama,
      fatura_abonelik_id: row.invoiceId,
    })
    .execute();
}

/** The company's credit balance. */
export async function creditBalance(db: Db, departmentId: number): Promise<number> {
  const r = await sql<{ n: number }>`
    select coalesce(sum(miktar), 0)::int as n from kontor_hareketleri
    where department_id = ${departmentId}::bigint`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}
