import { bodyId } from '../lib/body.read';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { D, toFixedString } from '../../domain/money';
import type { AppDeps, Session } from '../app-env';
import { addSeconds, nowOf } from '../auth/auth.clock';
import { hashToken } from '../auth/token.crypto';
import * as billing from '../billing/billing.repository';
import { PAYMENT_TTL_MIN, paymentProvider } from '../billing/billing.service';
import { findTable } from '../catalog';
import type { Db } from '../db/database';
import { AppError, Codes } from '../lib/errors';
import { parseId } from '../tables/table.service';
import { collectionBank } from './share.collection';
import { newNonce, readShareToken, shareToken } from './share.token';

import { noBank } from './share.collection';

// Share links and card payments through them (issue 28 item 4; docs/mail.md "Share links").

type Row = Record<string, any>;

/** The tables "Paylaş" is offered on; the first ones take card payments (they keep what is left to collect). */
export const SHARE_TABLES = ['satis_fatura', 'e_fatura', 'e_arsiv_fatura'] as const;
const PAYABLE = new Set(['satis_fatura']);

export const shareTexts = {
  created: 'Paylaşım bağlantısı oluşturuldu.',
  revoked: 'Paylaşım bağlantısı iptal edildi.',
  days: 'Geçerlilik süresi 1 ile 90 gün arasında olmalıdır.',
  gone: 'Bu bağlantı geçersiz, süresi dolmuş ya da iptal edilmiş.',
  paid: 'Bu faturanın ödenecek tutarı kalmadı.',
  noBank,
  notPayable: 'Bu belge kartla ödenemez.',
} as const;

/** Days a link lasts when none is asked (the company's setting, else 30). */
export const DEFAULT_LINK_DAYS = 30;

/** The number column of a shared table. */
const numberColumn = (table: string) => (table === 'satis_fatura' ? 'fatura_numarasi' : 'e_fatura_numarasi');

const publicLink = (deps: AppDeps, token: string) => `${deps.config.mail.publicUrl}/paylas/${token}`;

/** Makes a link to an invoice of the company (a db handle: the reminders make theirs inside a round). */
export async function makeShareLink(
  deps: AppDeps,
  db: Db,
  o: { departmentId: number; userId: number | null; table: string; id: number; days: number; now: Date },
) {
  const nonce = newNonce();
  const expires = addSeconds(o.now, o.days * 86_400);
  const row = await db
    .insertInto('paylasim_linkleri')
    .values({
      department_id: o.departmentId,
      belge_tablosu: o.table,
      belge_id: o.id,
      nonce,
      expires_at: expires,
      created_by: o.userId,
      created_at: o.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = shareToken(deps.config.mail.shareSecret, {
    id: Number(row.id),
    expires: Math.floor(expires.getTime() / 1000),
    nonce,
  });
  return { id: Number(row.id), url: publicLink(deps, token), expires_at: expires.toISOString() };
}

function sharedTable(session: Session, raw: unknown): string {
  const table = String(raw ?? '');
  if (!(SHARE_TABLES as readonly string[]).includes(table)) throw new AppError(Codes.tableName, 400);
  if (!session.auths.tables[table]?.shows) throw new AppError(Codes.noAuth, 400);
  return table;
}

/** POST /{token}/share/create {tablo, id, gun?}: a new link to one of the company's invoices. */
export async function createShare(deps: AppDeps, session: Session, body: Row) {
  const table = sharedTable(session, body.tablo);
  const id = parseId(String(body.id ?? ''));
  const days =
    body.gun === undefined || body.gun === ''
      ? await linkDays(deps.db, session.departmentId)
      : Number(body.gun);
  if (!Number.isInteger(days) || days < 1 || days > 90)
    return { message: 'error', errors: { gun: [shareTexts.days] } };
  const exists = await sql<Row>`select id from ${sql.table(table)} where id = ${id}
    and department_id = ${session.departmentId}`.execute(deps.db);
  if (!exists.rows[0]) throw new AppError(Codes.failId, 400);
  const link = await makeShareLink(deps, deps.db, {
    departmentId: session.departmentId,
    userId: session.userId,
    table,
    id,
    days,
    now: nowOf(deps),
  });
  return { message: 'success', text: shareTexts.created, ...link };
}

/** POST /{token}/share/list {tablo, id}: the invoice's links (the token itself is shown only when made). */
export async function listShares(deps: AppDeps, session: Session, body: Row) {
  const table = sharedTable(session, body.tablo);
  const now = nowOf(deps);
  const rows = await deps.db
    .selectFrom('paylasim_linkleri')
    .select(['id', 'created_at', 'expires_at', 'revoked_at', 'acilma_sayisi', 'son_acilma'])
    .where('department_id', '=', session.departmentId)
    .where('belge_tablosu', '=', table)
    .where('belge_id', '=', bodyId(body.id))
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    durum: r.revoked_at ? 'İptal edildi' : new Date(r.expires_at) <= now ? 'Süresi doldu' : 'Geçerli',
  }));
}

/** POST /{token}/share/revoke {id}: the link stops working at once. */
export async function revokeShare(deps: AppDeps, session: Session, body: Row) {
  const r = await deps.db
    .updateTable('paylasim_linkleri')
    .set({ revoked_at: nowOf(deps) })
    .where('id', '=', bodyId(body.id))
    .where('department_id', '=', session.departmentId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!Number(r.numUpdatedRows)) throw new AppError(Codes.failId, 400);
  return { message: 'success', text: shareTexts.revoked };
}

async function linkDays(db: Db, departmentId: number): Promise<number> {
  const r =
    await sql<Row>`select link_gun from hatirlatma_ayarlari where department_id = ${departmentId}`.execute(
      db,
    );
  return Number(r.rows[0]?.link_gun ?? DEFAULT_LINK_DAYS);
}

/** What a valid link shows: the invoice's company, number, dates and amounts (nothing else of the company). */
export interface SharedInvoice {
  linkId: number;
  departmentId: number;
  table: string;
  id: number;
  firma: string;
  no: string | null;
  tarih: string;
  vade: string | null;
  musteri: string;
  tutar: string;
  kalan: string | null;
  paraBirimi: string;
  payable: boolean;
}

/**
 * The invoice a token opens, or null: a bad signature (tampered, made up), a time past its expiry, a row revoked,
 * gone or made again (another nonce), an invoice deleted. `count` records an opening.
 */
export async function openShare(deps: AppDeps, token: string, count = false): Promise<SharedInvoice | null> {
  const claims = readShareToken(deps.config.mail.shareSecret, token);
  const now = nowOf(deps);
  if (!claims || claims.expires * 1000 <= now.getTime()) return null;
  const link = (
    await sql<Row>`select * from paylasim_linkleri where id = ${claims.id} and nonce = ${claims.nonce}
      and revoked_at is null and expires_at > ${now}`.execute(deps.db)
  ).rows[0];
  if (!link || Math.floor(new Date(link.expires_at).getTime() / 1000) !== claims.expires) return null;
  const table = String(link.belge_tablosu);
  if (!findTable(table)) return null;
  const payable = PAYABLE.has(table);
  const inv = (
    await sql<Row>`select i.id, i.${sql.ref(numberColumn(table))} as no, to_char(i.fatura_tarihi, 'YYYY-MM-DD') as tarih,
        ${payable ? sql`to_char(i.vade_tarihi, 'YYYY-MM-DD')` : sql`null`} as vade,
        i.odenecek_tutar::text as tutar, ${payable ? sql`i.kalan_odeme_tutari::text` : sql`null`} as kalan,
        coalesce(p.kod, 'TRY') as para, d.name_basic as firma,
        coalesce(nullif(c.unvan, ''), c.cari_hesap_adi) as musteri
      from ${sql.table(table)} i join departments d on d.id = i.department_id
        left join cari_hesap c on c.id = i.cari_hesap_id left join para_birimleri p on p.id = i.para_birimi_id
      where i.id = ${link.belge_id} and i.department_id = ${link.department_id}`.execute(deps.db)
  ).rows[0];
  if (!inv) return null;
  if (count)
    await sql`update paylasim_linkleri set acilma_sayisi = acilma_sayisi + 1, son_acilma = ${now}
      where id = ${link.id}`.execute(deps.db);
  return {
    linkId: Number(link.id),
    departmentId: Number(link.department_id),
    table,
    id: Number(inv.id),
    firma: String(inv.firma),
    no: inv.no,
    tarih: inv.tarih,
    vade: inv.vade,
    musteri: String(inv.musteri ?? ''),
    tutar: String(inv.tutar),
    kalan: inv.kalan,
    paraBirimi: String(inv.para),
    payable: payable && inv.para === 'TRY',
  };
}

/**
 * POST /paylas/{token}/ode: a card payment of what is left of the invoice, through the payment provider (the local
 * card page by default): answers the provider's page to go to. Refused when nothing is left or there is no bank.
 */
export async function startSharePayment(
  deps: AppDeps,
  token: string,
): Promise<{ url: string } | { refused: string }> {
  const inv = await openShare(deps, token);
  if (!inv) return { refused: shareTexts.gone };
  if (!inv.payable) return { refused: shareTexts.notPayable };
  if (!inv.kalan || !D(inv.kalan).gt(0)) return { refused: shareTexts.paid };
  if (!(await collectionBank(deps.db, inv.departmentId))) return { refused: shareTexts.noBank };
  const provider = paymentProvider(deps);
  const merchantOid = `DFT${randomBytes(12).toString('hex').toUpperCase()}`;
  const price = toFixedString(D(inv.kalan), 2);
  const creator = (
    await sql<Row>`select coalesce(l.created_by, d.user_id) as uid, d.email from paylasim_linkleri l
      join departments d on d.id = l.department_id where l.id = ${inv.linkId}`.execute(deps.db)
  ).rows[0];
  const description = `${inv.firma} — ${inv.no ?? 'fatura'} ödemesi`;
  const created = await provider.createPayment({
    merchantOid,
    price,
    description,
    installments: 1,
    email: String(creator?.email ?? ''),
  });
  const now = nowOf(deps);
  await billing.insertPayment(deps.db, {
    id: merchantOid,
    departmentId: inv.departmentId,
    userId: Number(creator.uid),
    tur: 'fatura',
    abonelikId: null,
    kontorPaketiId: null,
    tutar: price,
    taksit: 1,
    saglayici: provider.name,
    tokenHash: hashToken(created.token),
    now,
    expires: addSeconds(now, PAYMENT_TTL_MIN * 60),
  });
  await sql`update odeme_islemleri set fatura_tablosu = ${inv.table}, fatura_id = ${inv.id},
      paylasim_id = ${inv.linkId}, aciklama = ${description} where id = ${merchantOid}`.execute(deps.db);
  return { url: created.iframeUrl };
}
