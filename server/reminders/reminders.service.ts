import { bodyId } from '../lib/body.read';
import { sql } from 'kysely';
import { addDays, daysBetween } from '../../domain/recurring/periods';
import { trAmount } from '../../domain/money/tr-amount';
import type { AppDeps, Session } from '../app-env';
import { turkishToday } from '../auth/user-info.service';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { AppError } from '../lib/errors';
import { MailError, type Mailer } from '../mail/mail';
import type { Logger } from '../ops/log';
import { DEFAULT_LINK_DAYS, makeShareLink } from '../share/share.service';

// Payment reminders (issue 28 item 4; docs/mail.md "Reminders"): on the company's schedule — days around an invoice's
// due date (−3, 0, +7 …) — the customer of an invoice with something left to collect gets a mail with the invoice's
// share link. A step is claimed by inserting its row (unique per invoice, step and due date) before the mail goes:
// whichever process claims it sends it, and nothing sends it again.

type Row = Record<string, any>;

export const reminderTexts = {
  saved: 'Hatırlatma ayarları kaydedildi.',
  steps: 'Hatırlatma günleri −30 ile 90 arasında en çok 6 tam sayı olmalıdır (ör. -3, 0, 7).',
  linkDays: 'Bağlantı süresi 1 ile 90 gün arasında olmalıdır.',
  bank: 'Banka Hesabı için geçerli bir seçim yapınız.',
  adminOnly: 'Hatırlatma ayarlarını firmanın yöneticisi değiştirebilir.',
} as const;

/** A step missed (no process ran on its day) is still sent up to this many days late; older ones are skipped. */
export const CATCH_UP_DAYS = 7;

export interface ReminderSettings {
  acik: boolean;
  adimlar: number[];
  link_gun: number;
  banka_karti_id: number | null;
}

const DEFAULTS: ReminderSettings = {
  acik: false,
  adimlar: [-3, 0, 7],
  link_gun: DEFAULT_LINK_DAYS,
  banka_karti_id: null,
};

/** POST /{token}/reminders/settings: the company's schedule (the defaults until saved). */
export async function reminderSettings(deps: AppDeps, session: Session): Promise<ReminderSettings> {
  const r = await sql<Row>`select acik, adimlar, link_gun, banka_karti_id from hatirlatma_ayarlari
    where department_id = ${session.departmentId}`.execute(deps.db);
  const s = r.rows[0];
  return s
    ? {
        acik: !!s.acik,
        adimlar: (s.adimlar as number[]).map(Number),
        link_gun: Number(s.link_gun),
        banka_karti_id: s.banka_karti_id === null ? null : Number(s.banka_karti_id),
      }
    : DEFAULTS;
}

function stepsOf(v: unknown): number[] | null {
  const parts = Array.isArray(v)
    ? v
    : String(v ?? '')
        .split(/[,;\s]+/)
        .filter(Boolean);
  const steps = parts.map((p) => Number(String(p).replace('−', '-')));
  if (steps.length > 6 || steps.some((s) => !Number.isInteger(s) || s < -30 || s > 90)) return null;
  return [...new Set(steps)].sort((a, b) => a - b);
}

/** POST /{token}/reminders/settings/save {acik, adimlar, link_gun, banka_karti_id}: admins of the company. */
export async function saveReminderSettings(deps: AppDeps, session: Session, body: Row) {
  if (!session.isAdmin) throw new AppError(reminderTexts.adminOnly, 400);
  const errors: Record<string, string[]> = {};
  const steps = stepsOf(body.adimlar);
  if (!steps) errors.adimlar = [reminderTexts.steps];
  const days =
    body.link_gun === undefined || body.link_gun === '' ? DEFAULT_LINK_DAYS : Number(body.link_gun);
  if (!Number.isInteger(days) || days < 1 || days > 90) errors.link_gun = [reminderTexts.linkDays];
  let bank: number | null = null;
  if (body.banka_karti_id !== undefined && body.banka_karti_id !== null && body.banka_karti_id !== '') {
    const b = await sql<Row>`select id from banka_karti where id = ${bodyId(body.banka_karti_id)}
      and department_id = ${session.departmentId} and para_birimi_id = 1`.execute(deps.db);
    if (!b.rows[0]) errors.banka_karti_id = [reminderTexts.bank];
    else bank = Number(b.rows[0].id);
  }
  if (Object.keys(errors).length) return { message: 'error', errors };
  const acik = body.acik === true || body.acik === 1 || body.acik === '1' || body.acik === 'true';
  await sql`insert into hatirlatma_ayarlari (department_id, acik, adimlar, link_gun, banka_karti_id, updated_at)
    values (${session.departmentId}, ${acik}, ${JSON.stringify(steps)}::jsonb, ${days}, ${bank}, now())
    on conflict (department_id) do update set acik = excluded.acik, adimlar = excluded.adimlar,
      link_gun = excluded.link_gun, banka_karti_id = excluded.banka_karti_id, updated_at = now()`.execute(
    deps.db,
  );
  return { message: 'success', text: reminderTexts.saved };
}

/** POST /{token}/reminders/list: the company's last 100 reminders. */
export async function listReminders(deps: AppDeps, session: Session) {
  const r =
    await sql<Row>`select h.id, h.belge_id, s.fatura_numarasi, h.adim, to_char(h.vade_tarihi, 'YYYY-MM-DD') as vade,
      h.durum, h.kime, h.sent_at, h.hata
    from hatirlatma_gonderimleri h left join satis_fatura s on s.id = h.belge_id and h.belge_tablosu = 'satis_fatura'
    where h.department_id = ${session.departmentId} order by h.id desc limit 100`.execute(deps.db);
  return r.rows.map((x) => ({ ...x, id: Number(x.id), belge_id: Number(x.belge_id) }));
}

const trDate = (d: string) => d.split('-').reverse().join('.');

/** The reminder's words for a step (negative: before the due date). */
export function reminderMail(o: {
  firma: string;
  musteri: string;
  no: string;
  tarih: string;
  vade: string;
  kalan: string;
  adim: number;
  link: string;
}) {
  const when =
    o.adim < 0
      ? `vadesi ${-o.adim} gün sonra (${trDate(o.vade)}) dolacaktır`
      : o.adim === 0
        ? `vadesi bugün (${trDate(o.vade)}) dolmaktadır`
        : `vadesi ${o.adim} gün önce (${trDate(o.vade)}) dolmuştur`;
  return {
    subject: `Ödeme hatırlatması: ${o.no} numaralı fatura`,
    text: `Sayın ${o.musteri},

${o.firma} tarafından ${trDate(o.tarih)} tarihinde düzenlenen ${o.no} numaralı faturanın ${trAmount(o.kalan)} ₺ tutarındaki ödemesinin ${when}.

Faturayı görüntülemek ve kartla ödemek için:
${o.link}

Ödemenizi yaptıysanız bu e-postayı dikkate almayınız.

${o.firma}`,
  };
}

export interface ReminderRunOptions {
  db: Db;
  now: Date;
  mailer: Mailer;
  config: Config;
  logger?: Logger;
}

/**
 * One round at `now`: for every company with reminders on, every sales invoice with something left to collect whose
 * latest step's day has come (within CATCH_UP_DAYS) and that has not been claimed is mailed once. Returns the mails
 * sent.
 */
export async function runReminders(o: ReminderRunOptions): Promise<number> {
  const today = turkishToday(o.now);
  const companies = await sql<Row>`select h.department_id, h.adimlar, h.link_gun, d.name_basic as firma
    from hatirlatma_ayarlari h join departments d on d.id = h.department_id where h.acik and d.state`.execute(
    o.db,
  );
  let sent = 0;
  for (const co of companies.rows) {
    const steps = (co.adimlar as number[]).map(Number).sort((a, b) => a - b);
    if (!steps.length) continue;
    // Invoices whose due date puts one of the steps within the last CATCH_UP_DAYS days.
    const from = addDays(today, -Math.max(...steps) - CATCH_UP_DAYS);
    const to = addDays(today, -Math.min(...steps));
    const invoices =
      await sql<Row>`select i.id, i.fatura_numarasi as no, to_char(i.fatura_tarihi, 'YYYY-MM-DD') as tarih,
        to_char(i.vade_tarihi, 'YYYY-MM-DD') as vade, i.kalan_odeme_tutari::text as kalan, c.email,
        coalesce(nullif(c.unvan, ''), c.cari_hesap_adi) as musteri, i.user_id
      from satis_fatura i join cari_hesap c on c.id = i.cari_hesap_id
      where i.department_id = ${co.department_id} and i.kalan_odeme_tutari > 0 and i.para_birimi_id = 1
        and i.vade_tarihi between ${from} and ${to} and coalesce(c.email, '') <> ''
      order by i.vade_tarihi, i.id`.execute(o.db);
    for (const inv of invoices.rows) {
      const since = daysBetween(inv.vade, today);
      const step = steps.filter((s) => s <= since && since - s <= CATCH_UP_DAYS).at(-1);
      if (step === undefined) continue;
      const claim = await sql<Row>`insert into hatirlatma_gonderimleri
          (department_id, belge_tablosu, belge_id, adim, vade_tarihi, durum, kime, deneme)
        values (${co.department_id}, 'satis_fatura', ${inv.id}, ${step}, ${inv.vade}, 'gonderiliyor', ${inv.email}, 1)
        on conflict (belge_tablosu, belge_id, adim, vade_tarihi) do nothing returning id`.execute(o.db);
      const id = claim.rows[0]?.id;
      if (!id) continue;
      try {
        const link = await makeShareLink({ config: o.config } as AppDeps, o.db, {
          departmentId: Number(co.department_id),
          userId: inv.user_id === null ? null : Number(inv.user_id),
          table: 'satis_fatura',
          id: Number(inv.id),
          days: Number(co.link_gun),
          now: o.now,
        });
        const receipt = await o.mailer.send({
          to: inv.email,
          kind: 'hatirlatma',
          departmentId: Number(co.department_id),
          ...reminderMail({
            firma: String(co.firma),
            musteri: String(inv.musteri ?? ''),
            no: String(inv.no),
            tarih: String(inv.tarih),
            vade: String(inv.vade),
            kalan: String(inv.kalan),
            adim: step,
            link: link.url,
          }),
        });
        await sql`update hatirlatma_gonderimleri set durum = 'gonderildi', message_id = ${receipt.messageId},
            sent_at = ${o.now} where id = ${id}`.execute(o.db);
        sent++;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        o.logger?.warn({ invoice: Number(inv.id), step, err: message }, 'reminders: mail not sent');
        // Refused for good: kept as hata (never retried). Otherwise the claim goes, and a later round tries again —
        // nothing was sent, so that is no second mail.
        if (err instanceof MailError && err.permanent)
          await sql`update hatirlatma_gonderimleri set durum = 'hata', hata = ${message} where id = ${id}`.execute(
            o.db,
          );
        else await sql`delete from hatirlatma_gonderimleri where id = ${id}`.execute(o.db);
      }
    }
  }
  return sent;
}
