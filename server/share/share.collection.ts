import { sql } from 'kysely';
import type { Session } from '../app-env';
import { computeAuths } from '../auth/auths';
import { turkishToday } from '../auth/user-info.service';
import { allTables } from '../catalog';
import type { Db } from '../db/database';
import { AppError } from '../lib/errors';
import { store } from '../tables/table.service';

// The collection a card payment through a share link posts (docs/mail.md, "Share links"); called by the payment
// provider's notification (server/billing), so it imports nothing of billing.

type Row = Record<string, any>;

export const noBank = 'Kartla ödeme için firmanın Türk lirası bir banka hesabı tanımlı olmalıdır.';

/** The bank account card payments are collected into: the company's choice, else its first TL bank account. */
export async function collectionBank(db: Db, departmentId: number): Promise<number | null> {
  const r = await sql<Row>`select coalesce(
      (select h.banka_karti_id from hatirlatma_ayarlari h join banka_karti b on b.id = h.banka_karti_id
        where h.department_id = ${departmentId} and b.department_id = ${departmentId}),
      (select id from banka_karti where department_id = ${departmentId} and para_birimi_id = 1 and state
        order by id limit 1)) as id`.execute(db);
  return r.rows[0]?.id ? Number(r.rows[0].id) : null;
}

/**
 * A paid card payment of an invoice (called by the provider's notification, inside its transaction, the payment row
 * locked): one incoming bank transaction on the collection account for the invoice, stored through the table
 * service (the invoice's remaining amount, the bank's balance and the ledger follow), tied to the provider's id by
 * a unique index — so the same payment can never post twice.
 */
export async function postCardCollection(
  trx: Db,
  p: { id: string; department_id: number; user_id: number; tutar: string },
  invoice: { table: string; id: number },
  maskedPan: string | null,
  now: Date,
): Promise<number> {
  const inv = (
    await sql<Row>`select fatura_numarasi, cari_hesap_id from ${sql.table(invoice.table)}
      where id = ${invoice.id} and department_id = ${p.department_id}`.execute(trx)
  ).rows[0];
  if (!inv) throw new AppError('Ödenen fatura bulunamadı.', 400);
  const bank = await collectionBank(trx, p.department_id);
  if (!bank) throw new AppError(noBank, 400);
  const dept = (
    await sql<Row>`select musteri_paketi_id from departments where id = ${p.department_id}`.execute(trx)
  ).rows[0];
  const packageId = Number(dept?.musteri_paketi_id ?? 0);
  // The company's own writing (not a user's): every table of its package.
  const session: Session = {
    tokenId: 0,
    userId: p.user_id,
    departmentId: p.department_id,
    packageId,
    auths: computeAuths(allTables(), packageId, { auths: null, is_admin: false }),
    isAdmin: false,
  };
  const stored = await store({ db: trx, session }, 'banka_gelen_havale_islemi', {
    banka_karti2_id: bank,
    islem_tipi_id: 4,
    tip_id: 1,
    satis_fatura_id: invoice.id,
    cari_hesap_id: inv.cari_hesap_id,
    islem_tarihi: turkishToday(now),
    belge_no: inv.fatura_numarasi,
    para_birimi_id: 1,
    döviz_kuru: '1',
    kdv_id: 5,
    kdv_dahil_buton: '1',
    tutar: p.tutar,
    aciklama: `Kartla ödeme (paylaşım bağlantısı)${maskedPan ? ` ${maskedPan}` : ''}`.slice(0, 250),
  });
  if (stored.message !== 'success') {
    const first = Object.values(stored.errors ?? {})[0];
    throw new AppError(`Tahsilat kaydedilemedi: ${String(first ?? '')}`, 400);
  }
  await sql`update banka_gelen_havale_islemi set odeme_islem_id = ${p.id} where id = ${stored.id}`.execute(
    trx,
  );
  await sql`update odeme_islemleri set tahsilat_id = ${stored.id} where id = ${p.id}`.execute(trx);
  return stored.id;
}
