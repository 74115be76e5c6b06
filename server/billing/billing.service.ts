import { randomBytes } from 'node:crypto';
import { D, round, toFixedString } from '../../domain/money';
import type { AppDeps, Session } from '../app-env';
import { addSeconds, nowOf } from '../auth/auth.clock';
import { hashToken } from '../auth/token.crypto';
import { daysLeft, turkishToday } from '../auth/user-info.service';
import { findUserInfo } from '../auth/user.repository';
import { AppError, Codes } from '../lib/errors';
import { parseId } from '../tables/table.service';
import * as repo from './billing.repository';
import { checkCard } from './card.check';
import { LocalPaymentProvider } from './payment.local';
import { PaytrPaymentProvider } from './payment.paytr';
import { postCardCollection } from '../share/share.collection';
import {
  notificationHash,
  notificationValid,
  type PaymentNotification,
  type PaymentProvider,
} from './payment.provider';

/** Minutes a card form stays open. */
export const PAYMENT_TTL_MIN = 30;
/** KDV rate included in every price (spec 000 §9). */
const KDV_RATE = '0.20';

/** The provider chosen in config (PAYMENT_PROVIDER). */
export function paymentProvider(deps: AppDeps): PaymentProvider {
  return deps.config.services.payment === 'paytr' ? new PaytrPaymentProvider() : new LocalPaymentProvider();
}

/** What /payment/paket/create and /payment/kontor/create answer (spec 002 §7). */
export interface CreatedPayment {
  token: string;
  merchant_id: string;
  /** Amount in TL, 2 decimals. */
  price: string;
  taksit: number;
  /** The page the browser frames. */
  iframe_url: string;
}

/**
 * Starts a card payment for a subscription (`paket`, an abonelik id of the company's own package) or a
 * credit package (`kontor`, a kontor_paketleri id): stores it, asks the provider for a card form token.
 */
export async function createPayment(
  deps: AppDeps,
  session: Session,
  kind: 'paket' | 'kontor',
  rawId: unknown,
): Promise<CreatedPayment> {
  if (session.imitatorUserId) throw new AppError(Codes.paymentImitation, 400);
  const id = parseId(String(rawId ?? ''));
  const company = await repo.findCompany(deps.db, session.departmentId);
  let price: string;
  let description: string;
  let abonelikId: number | null = null;
  let kontorPaketiId: number | null = null;
  if (kind === 'paket') {
    const sub = await repo.findSubscription(deps.db, id);
    if (!sub) throw new AppError('fail.id', 400);
    if (sub.musteri_paketi_id !== company?.musteri_paketi_id) throw new AppError(Codes.paymentPackage, 400);
    [price, description, abonelikId] = [sub.toplam_tutar, `${sub.name_basic} abonelik`, sub.id];
  } else {
    const pkg = await repo.findCreditPackage(deps.db, id);
    if (!pkg) throw new AppError('fail.id', 400);
    [price, description, kontorPaketiId] = [pkg.toplam_tutar, pkg.name_basic, pkg.id];
  }
  const provider = paymentProvider(deps);
  const merchantOid = `DFT${randomBytes(12).toString('hex').toUpperCase()}`;
  const user = await findUserInfo(deps.db, session.userId);
  const created = await provider.createPayment({
    merchantOid,
    price,
    description,
    installments: 1,
    email: user.email,
  });
  const now = nowOf(deps);
  await repo.insertPayment(deps.db, {
    id: merchantOid,
    departmentId: session.departmentId,
    userId: session.userId,
    tur: kind,
    abonelikId,
    kontorPaketiId,
    tutar: price,
    taksit: 1,
    saglayici: provider.name,
    tokenHash: hashToken(created.token),
    now,
    expires: addSeconds(now, PAYMENT_TTL_MIN * 60),
  });
  return {
    token: created.token,
    merchant_id: deps.config.services.merchantId,
    price,
    taksit: 1,
    iframe_url: created.iframeUrl,
  };
}

/** The state of one of the company's payments, by its token: bekliyor, odendi, basarisiz or suresi_doldu. */
export async function paymentStatus(deps: AppDeps, session: Session, token: unknown) {
  const p =
    typeof token === 'string' && token
      ? await repo.findPayment(deps.db, {
          tokenHash: hashToken(token),
          departmentId: session.departmentId,
          now: nowOf(deps),
        })
      : undefined;
  if (!p) throw new AppError('fail.id', 400);
  return { durum: p.durum === 'bekliyor' && p.expired ? 'suresi_doldu' : p.durum };
}

/** The payment page's summary: the company's package, subscription end, days left and credit balance. */
export async function billingSummary(deps: AppDeps, session: Session) {
  const company = await repo.findCompany(deps.db, session.departmentId);
  return {
    musteri_paketi_id: company?.musteri_paketi_id ?? null,
    son_kullanma_tarihi: company?.son_kullanma_tarihi ?? null,
    kalan_gun: daysLeft(company?.son_kullanma_tarihi ?? null, nowOf(deps)),
    kontor_bakiyesi: await repo.creditBalance(deps.db, session.departmentId),
  };
}

/** Amount in kuruş (digits), as providers count it. */
export const kurus = (price: string) => D(price).times(100).toFixed(0);

/** A payment as the card page shows it, or undefined when the token is unknown, used or expired. */
export async function openPayment(deps: AppDeps, token: string) {
  const p = await repo.findPayment(deps.db, { tokenHash: hashToken(token), now: nowOf(deps) });
  return p && p.durum === 'bekliyor' && !p.expired ? p : undefined;
}

/**
 * The local provider's card step: checks the card; a good card is charged (notionally) and the provider's
 * notification is delivered to `handleNotification`, exactly as a real provider would post it.
 */
export async function payWithCard(
  deps: AppDeps,
  token: string,
  input: Record<string, unknown>,
): Promise<{ ok: true } | { errors: Record<string, string> } | { gone: true }> {
  const payment = await openPayment(deps, token);
  if (!payment) return { gone: true };
  const checked = checkCard(input, nowOf(deps));
  if ('errors' in checked) return checked;
  if (checked.card.declined) return { errors: { kart_no: 'Kartınız bankanız tarafından reddedildi.' } };
  const fields = { merchant_oid: payment.id, status: 'success' as const, total_amount: kurus(payment.tutar) };
  await handleNotification(deps, {
    ...fields,
    hash: notificationHash(deps.config.services.paymentSecret, fields),
    masked_pan: `**** **** **** ${checked.card.last4}`,
  });
  return { ok: true };
}

const KNOWN_STATUSES = new Set(['success', 'failed']);

/**
 * The provider's notification (POST /odeme/bildirim, or the local provider in-process): checks the hash and
 * the amount, then, once per payment, extends the subscription or books the credits, writes the invoice
 * (KDV 20 % included) and books a yearly package's 250 credits. A repeated notification changes nothing.
 */
export async function handleNotification(deps: AppDeps, n: PaymentNotification): Promise<void> {
  if (
    !n ||
    typeof n.merchant_oid !== 'string' ||
    !KNOWN_STATUSES.has(n.status) ||
    !/^\d{1,12}$/.test(String(n.total_amount ?? '')) ||
    !notificationValid(deps.config.services.paymentSecret, n)
  ) {
    throw new AppError('Geçersiz ödeme bildirimi.', 400);
  }
  const now = nowOf(deps);
  const today = turkishToday(now);
  await deps.db.transaction().execute(async (trx) => {
    const p = await repo.findPayment(trx, { id: n.merchant_oid, now, lock: true });
    if (!p) throw new AppError('Geçersiz ödeme bildirimi.', 400);
    if (p.durum !== 'bekliyor') return;
    if (n.status !== 'success') {
      await repo.setPaymentState(
        trx,
        p.id,
        'basarisiz',
        now,
        String(n.failed_reason_msg ?? '').slice(0, 500),
      );
      return;
    }
    if (kurus(p.tutar) !== n.total_amount) throw new AppError('Ödeme tutarı siparişle uyuşmuyor.', 400);
    await repo.setPaymentState(trx, p.id, 'odendi', now);
    // An invoice paid through its share link: the collection, once (docs/mail.md, "Share links").
    if (p.tur === 'fatura') {
      await postCardCollection(
        trx,
        p,
        { table: String(p.fatura_tablosu), id: Number(p.fatura_id) },
        typeof n.masked_pan === 'string' ? n.masked_pan.slice(0, 25) : null,
        now,
      );
      return;
    }
    const toplam = D(p.tutar);
    const matrah = round(toplam.dividedBy(D(KDV_RATE).plus(1)), 2);
    let period: { start: string; end: string } | null = null;
    let credits = 0;
    if (p.tur === 'paket') {
      const sub = await repo.findSubscription(trx, p.abonelik_id!);
      if (!sub) throw new AppError('Geçersiz ödeme bildirimi.', 400);
      period = await repo.extendSubscription(trx, p.department_id, sub.periyot_id, today);
      credits = sub.kontor;
    } else {
      credits = (await repo.findCreditPackage(trx, p.kontor_paketi_id!))?.kontor ?? 0;
    }
    const invoice = await repo.insertInvoice(trx, {
      departmentId: p.department_id,
      userId: p.user_id,
      today,
      aciklama: p.aciklama,
      abonelikId: p.abonelik_id,
      kontorPaketiId: p.kontor_paketi_id,
      start: period?.start ?? null,
      end: period?.end ?? null,
      matrah: toFixedString(matrah, 2),
      kdv: toFixedString(toplam.minus(matrah), 2),
      toplam: toFixedString(toplam, 2),
      kontor: credits,
      kartNo: typeof n.masked_pan === 'string' ? n.masked_pan.slice(0, 25) : null,
      odemeId: p.id,
    });
    if (credits > 0) {
      await repo.addCredits(trx, {
        departmentId: p.department_id,
        miktar: credits,
        aciklama: p.tur === 'paket' ? 'Yıllık abonelik hediyesi' : 'Kontör satın alma',
        invoiceId: invoice.id,
      });
    }
  });
}
