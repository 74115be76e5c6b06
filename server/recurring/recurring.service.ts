import { bodyId } from '../lib/body.read';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import {
  addDays,
  daysBetween,
  periodDate,
  planErrors,
  type RecurrencePlan,
} from '../../domain/recurring/periods';
import type { AppDeps, Session } from '../app-env';
import { computeAuths } from '../auth/auths';
import { turkishToday } from '../auth/user-info.service';
import { allTables, findTable } from '../catalog';
import type { TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { integratorFor, type Integrator } from '../edocs/integrator';
import { sendInvoice, type SendTable } from '../edocs/send.service';
import { AppError, Codes } from '../lib/errors';
import type { Logger } from '../ops/log';
import { findStoredRow } from '../tables/table.repository';
import { parseId, store } from '../tables/table.service';
import { writableColumns } from '../tables/table.validate';

// Recurring invoices (issue 28 item 3; docs/mail.md "Recurring invoices"). A plan copies its source invoice once per
// period: the period's invoice, its run row and the plan's next period are written in ONE transaction, under the
// plan's row lock taken `for update skip locked` — so with any number of processes, a crash or a restart, each
// period is made exactly once, and a period missed while no process ran is made at the next round.

type Row = Record<string, any>;

/** The tables "Tekrarla" is offered on. */
export const RECURRING_SOURCES = ['satis_fatura', 'e_fatura', 'e_arsiv_fatura'] as const;
export type RecurringSource = (typeof RECURRING_SOURCES)[number];

export const recurringTexts = {
  created: 'Tekrarlayan fatura planı oluşturuldu.',
  stopped: 'Tekrarlayan fatura planı durduruldu.',
  source: 'Tekrarlanacak fatura bulunamadı.',
  islem: 'İşlem taslak ya da gönder olmalıdır.',
  noRights: 'Planı oluşturan kullanıcının bu firmada fatura oluşturma yetkisi yok.',
  late: (days: number) =>
    `Dönem ${days} gün gecikmeyle işlendi: fatura 7 gün içinde düzenlenir (VUK md. 231/5), bu yüzden gönderilmedi; taslak olarak oluşturuldu.`,
} as const;

/** How late (days after its period's date) a period may still be sent; later ones are made as drafts (VUK 231/5). */
export const SEND_LATE_DAYS = 7;

/** Columns of a source that a period's invoice does not copy: its number, identity, state, references, links. */
const NOT_COPIED = new Set([
  'fatura_numarasi',
  'e_fatura_numarasi',
  'ettn',
  'e_fatura_durumu_id',
  'fatura_tarihi',
  'vade_tarihi',
  'irsaliye_numarasi',
  'irsaliye_tarihi',
  'siparis_numarasi',
  'siparis_tarihi',
  'iade_fatura_numarasi',
  'iade_fatura_tarihi',
  'satis_irsaliye_id',
  'kalan_odeme_tutari',
  'tahsilat_tamamlandi',
  'fatura_saati',
  'internet_odeme_tarihi',
  'internet_gonderim_tarihi',
]);
/** Line cells not copied: the links of a converted line to its order or waybill. */
const LINE_LINKS = ['id', 'siparis_id', 'siparis_hizmet_id', 'irsaliye_id', 'irsaliye_hizmet_id'];

/** The session a plan's runs act with: its maker's rights in its company (none when they are gone). */
export async function planSession(db: Db, userId: number, departmentId: number): Promise<Session | null> {
  const r = await sql<Row>`select y.id, y.auths, y.is_admin, d.musteri_paketi_id from yetki_ver y
      join departments d on d.id = y.department_id join users u on u.id = y.target_user_id
    where y.target_user_id = ${userId} and y.department_id = ${departmentId} and y.state and d.state and u.state
    order by y.id limit 1`.execute(db);
  const g = r.rows[0];
  if (!g) return null;
  const packageId = Number(g.musteri_paketi_id ?? 0);
  return {
    tokenId: 0,
    userId,
    departmentId,
    packageId,
    auths: computeAuths(allTables(), packageId, { auths: g.auths, is_admin: g.is_admin }),
    isAdmin: !!g.is_admin,
  };
}

const dateOf = (v: unknown) =>
  v instanceof Date ? turkishToday(v) : typeof v === 'string' ? v.slice(0, 10) : null;

/** The VKN / TCKN of an invoice's receiver: the header's (e-invoices), else its customer's. */
async function receiverVkn(db: Db, source: Row): Promise<string | null> {
  const own = String(source.tc ?? '').trim();
  if (own) return own;
  const r = await sql<Row>`select tc from cari_hesap where id = ${source.cari_hesap_id ?? 0}`.execute(db);
  return String(r.rows[0]?.tc ?? '').trim() || null;
}

/**
 * The table a period's invoice goes to: a draft of the source's own table; sent, an e-Fatura when the receiver is a
 * registered e-invoice user now, else an e-Arşiv invoice (asked at every run: a customer may become one).
 */
async function targetOf(
  db: Db,
  integrator: Integrator,
  plan: Row,
  source: Row,
): Promise<'satis_fatura' | 'e_fatura' | 'e_arsiv_fatura'> {
  if (plan.islem === 'taslak' && plan.kaynak_tablo === 'satis_fatura') return 'satis_fatura';
  const vkn = await receiverVkn(db, source);
  return vkn && (await integrator.isEInvoiceUser(vkn)) ? 'e_fatura' : 'e_arsiv_fatura';
}

/** The company's default prefix of e-Fatura (1) or e-Arşiv (2), else its first. */
async function defaultPrefix(db: Db, departmentId: number, place: 1 | 2): Promise<number | null> {
  const r = await sql<Row>`select id from fatura_on_ekleri where department_id = ${departmentId}
      and on_ek_yeri_id = ${place} and state order by varsayilan desc, id limit 1`.execute(db);
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

/** The body that stores period `date`'s invoice in `target` from the source record. */
async function copyBody(db: Db, source: Row, sourceTable: TableDef, target: TableDef, date: string) {
  const columns = new Set(writableColumns(target).map((c) => c.name));
  const body: Row = {};
  for (const [k, v] of Object.entries(source))
    if (columns.has(k) && !NOT_COPIED.has(k) && v !== null) body[k] = v;
  const json = sourceTable.lines!.json_column;
  const lines = Array.isArray(source[json]) ? (source[json] as Row[]) : [];
  body[target.lines!.json_column] = lines.map((line) => {
    const copy = { ...line };
    for (const k of LINE_LINKS) delete copy[k];
    return copy;
  });
  body.fatura_tarihi = date;
  // A due date keeps its distance from the invoice date.
  const from = dateOf(source.fatura_tarihi);
  const due = dateOf(source.vade_tarihi);
  if (columns.has('vade_tarihi') && from && due) body.vade_tarihi = addDays(date, daysBetween(from, due));
  if (target.name !== sourceTable.name && target.name !== 'satis_fatura') {
    // A sales invoice sent as an e-invoice: the receiver's identity from its current account (002 §4's fill).
    const c = (
      await sql<Row>`select tc, unvan, name_basic, surname, vergi_daireleri_id, cari_hesap_adi from cari_hesap
        where id = ${source.cari_hesap_id ?? 0}`.execute(db)
    ).rows[0];
    if (c) {
      for (const k of ['tc', 'name_basic', 'surname', 'vergi_daireleri_id'])
        if (c[k] !== null && c[k] !== '') body[k] = c[k];
      body.unvan = c.unvan || c.cari_hesap_adi || [c.name_basic, c.surname].filter(Boolean).join(' ');
    }
  }
  if (target.name === 'e_arsiv_fatura') {
    body.fatura_senaryo_id = 3;
    body.gonderim_sekli_id ??= '1';
    body.fatura_saati = '09:00';
  } else if (target.name === 'e_fatura' && ![1, 2, 4, 5].includes(Number(body.fatura_senaryo_id))) {
    body.fatura_senaryo_id = 1;
  }
  if (target.name !== 'satis_fatura' && (target.name !== sourceTable.name || !body.fatura_on_eki_id))
    body.fatura_on_eki_id = await defaultPrefix(
      db,
      Number(source.department_id),
      target.name === 'e_fatura' ? 1 : 2,
    );
  return body;
}

/** A plan as its settings come from a request (numbers and dates checked by domain/recurring). */
function planOf(body: Row): RecurrencePlan & { errors: Record<string, string> } {
  const int = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const p: RecurrencePlan = {
    periyot: body.periyot as RecurrencePlan['periyot'],
    aralik: int(body.aralik) ?? 1,
    ayin_gunu: int(body.ayin_gunu),
    baslangic_tarihi: text(body.baslangic_tarihi) ?? '',
    bitis_tarihi: text(body.bitis_tarihi),
    adet: int(body.adet),
  };
  return { ...p, errors: planErrors(p) };
}

/**
 * POST /{token}/recurring/create: "Tekrarla" on a sales invoice or e-invoice (kaynak_tablo, kaynak_id, periyot,
 * aralik, ayin_gunu, baslangic_tarihi, bitis_tarihi | adet, islem taslak | gonder). Needs the right to create the
 * source's kind; field errors as the table service answers them.
 */
export async function createPlan(deps: AppDeps, session: Session, body: Row) {
  const table = String(body.kaynak_tablo ?? '');
  if (!(RECURRING_SOURCES as readonly string[]).includes(table)) throw new AppError(Codes.tableName, 400);
  if (!session.auths.tables[table]?.creates) throw new AppError(Codes.noAuth, 400);
  const id = parseId(String(body.kaynak_id ?? ''));
  const def = findTable(table)!;
  const source = await findStoredRow(deps.db, def, id, session.departmentId);
  if (!source) throw new AppError(recurringTexts.source, 400);
  const plan = planOf(body);
  const errors: Record<string, string[]> = Object.fromEntries(
    Object.entries(plan.errors).map(([k, v]) => [k, [v]]),
  );
  const islem = String(body.islem ?? 'taslak');
  if (islem !== 'taslak' && islem !== 'gonder') errors.islem = [recurringTexts.islem];
  if (Object.keys(errors).length) return { message: 'error' as const, errors };
  const first = periodDate(plan, 0);
  const row = await deps.db
    .insertInto('tekrarlayan_faturalar')
    .values({
      department_id: session.departmentId,
      user_id: session.userId,
      kaynak_tablo: table,
      kaynak_id: id,
      kaynak_no: String(source.e_fatura_numarasi ?? source.fatura_numarasi ?? '') || null,
      periyot: plan.periyot,
      aralik: plan.aralik,
      ayin_gunu: plan.ayin_gunu,
      baslangic_tarihi: plan.baslangic_tarihi,
      bitis_tarihi: plan.bitis_tarihi,
      adet: plan.adet,
      islem,
      durum: first ? 'aktif' : 'tamamlandi',
      sonraki_tarih: first,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { message: 'success' as const, text: recurringTexts.created, id: Number(row.id) };
}

/** POST /{token}/recurring/list {kaynak_tablo?, kaynak_id?}: the company's plans, each with its runs. */
export async function listPlans(deps: AppDeps, session: Session, body: Row) {
  let q = deps.db
    .selectFrom('tekrarlayan_faturalar')
    .selectAll()
    .select(sql<string>`to_char(baslangic_tarihi, 'YYYY-MM-DD')`.as('baslangic'))
    .select(sql<string>`to_char(sonraki_tarih, 'YYYY-MM-DD')`.as('sonraki'))
    .where('department_id', '=', session.departmentId)
    .orderBy('id', 'desc');
  if (body.kaynak_tablo) q = q.where('kaynak_tablo', '=', String(body.kaynak_tablo));
  if (body.kaynak_id) q = q.where('kaynak_id', '=', bodyId(body.kaynak_id));
  const plans = await q.limit(200).execute();
  const runs = plans.length
    ? await deps.db
        .selectFrom('tekrar_calismalari')
        .select(['id', 'plan_id', 'donem_no', 'belge_tablosu', 'belge_id', 'belge_no', 'durum', 'aciklama'])
        .select(sql<string>`to_char(donem_tarihi, 'YYYY-MM-DD')`.as('donem_tarihi'))
        .where(
          'plan_id',
          'in',
          plans.map((p) => p.id),
        )
        .orderBy('donem_no')
        .execute()
    : [];
  return plans.map((p) => ({
    id: Number(p.id),
    kaynak_tablo: p.kaynak_tablo,
    kaynak_id: Number(p.kaynak_id),
    kaynak_no: p.kaynak_no,
    periyot: p.periyot,
    aralik: p.aralik,
    ayin_gunu: p.ayin_gunu,
    baslangic_tarihi: p.baslangic,
    bitis_tarihi: p.bitis_tarihi ? dateOf(p.bitis_tarihi) : null,
    adet: p.adet,
    islem: p.islem,
    durum: p.durum,
    sonraki_tarih: p.sonraki,
    son_hata: p.son_hata,
    calismalar: runs
      .filter((r) => Number(r.plan_id) === Number(p.id))
      .map((r) => ({ ...r, id: Number(r.id), plan_id: Number(r.plan_id), belge_id: Number(r.belge_id) })),
  }));
}

/** POST /{token}/recurring/stop {id}: no more periods are made. */
export async function stopPlan(deps: AppDeps, session: Session, body: Row) {
  const r = await deps.db
    .updateTable('tekrarlayan_faturalar')
    .set({ durum: 'durduruldu', updated_at: sql`now()` })
    .where('id', '=', bodyId(body.id))
    .where('department_id', '=', session.departmentId)
    .where('durum', '=', 'aktif')
    .executeTakeFirst();
  if (!Number(r.numUpdatedRows)) throw new AppError(Codes.failId, 400);
  return { message: 'success', text: recurringTexts.stopped };
}

export interface RecurringRunOptions {
  db: Db;
  /** The rounds' clock: the Turkish day of it is "today". */
  now: Date;
  integrator?: Integrator;
  logger?: Logger;
  /** Validate the XML before sending (default true). */
  validate?: boolean;
}

/** One due plan: claims it (skip locked) and makes its next period; false when no plan was due. */
async function runOnePeriod(o: RecurringRunOptions, today: string, skip: Set<number>): Promise<boolean> {
  const db = o.db;
  // Which plan, and what its invoice needs from outside the transaction (the integrator's answer, a database read:
  // PGlite has one connection, so nothing may wait on the outer handle while a transaction holds it).
  const due = (
    await sql<Row>`select id from tekrarlayan_faturalar where durum = 'aktif' and sonraki_tarih <= ${today}
      and (bekle_until is null or bekle_until <= ${o.now})
      and not (id = any(${[...skip, 0]}::bigint[])) order by sonraki_tarih, id limit 1`.execute(db)
  ).rows[0];
  if (!due) return false;
  const planRow = (await sql<Row>`select * from tekrarlayan_faturalar where id = ${due.id}`.execute(db))
    .rows[0];
  const sourceDef = findTable(planRow.kaynak_tablo)!;
  const source = await findStoredRow(db, sourceDef, Number(planRow.kaynak_id), Number(planRow.department_id));
  const integrator = o.integrator ?? integratorFor(db);
  let result: { runId: number; send: boolean } | null = null;
  try {
    if (!source) throw new AppError(recurringTexts.source, 400);
    const session = await planSession(db, Number(planRow.user_id), Number(planRow.department_id));
    let target = await targetOf(db, integrator, planRow, source);
    const date = dateOf(planRow.sonraki_tarih)!;
    const late = daysBetween(date, today);
    const send = planRow.islem === 'gonder' && late <= SEND_LATE_DAYS;
    if (!send && planRow.kaynak_tablo === 'satis_fatura' && planRow.islem === 'gonder')
      target = 'satis_fatura';
    if (!session?.auths.tables[target]?.creates) throw new AppError(recurringTexts.noRights, 400);
    const targetDef = findTable(target)!;
    const body = await copyBody(db, source, sourceDef, targetDef, date);
    result = await db.transaction().execute(async (trx) => {
      // The plan, locked; another process holding it skips it (and finds the period made when it looks again).
      const plan = (
        await sql<Row>`select * from tekrarlayan_faturalar where id = ${due.id} and durum = 'aktif'
          and sonraki_tarih <= ${today} for update skip locked`.execute(trx)
      ).rows[0];
      if (!plan || Number(plan.sonraki_donem) !== Number(planRow.sonraki_donem)) return null;
      const k = Number(plan.sonraki_donem);
      const stored = await store({ db: trx, session }, target, body);
      if (stored.message !== 'success') {
        const first = Object.entries(stored.errors ?? {})[0];
        throw new AppError(first ? `${first[0]}: ${String(first[1])}` : Codes.value, 400);
      }
      const number = (
        await sql<Row>`select ${sql.ref(targetDef.number?.column ?? 'e_fatura_numarasi')} as no
          from ${sql.table(target)} where id = ${stored.id}`.execute(trx)
      ).rows[0]?.no;
      const run = await sql<{ id: number }>`insert into tekrar_calismalari
          (plan_id, department_id, donem_no, donem_tarihi, belge_tablosu, belge_id, belge_no, durum, aciklama,
            calistiran)
        values (${plan.id}, ${plan.department_id}, ${k}, ${date}, ${target}, ${stored.id}, ${number ?? null},
          ${send ? 'gonderilecek' : 'taslak'},
          ${planRow.islem === 'gonder' && !send ? recurringTexts.late(late) : null}, ${`${hostname()}:${process.pid}`})
        returning id`.execute(trx);
      const next = periodDate(
        {
          periyot: plan.periyot,
          aralik: plan.aralik,
          ayin_gunu: plan.ayin_gunu,
          baslangic_tarihi: dateOf(plan.baslangic_tarihi)!,
          bitis_tarihi: plan.bitis_tarihi ? dateOf(plan.bitis_tarihi) : null,
          adet: plan.adet,
        },
        k + 1,
      );
      await sql`update tekrarlayan_faturalar set sonraki_donem = ${k + 1}, sonraki_tarih = ${next},
          durum = ${next ? 'aktif' : 'tamamlandi'}, son_hata = null, bekle_until = null, updated_at = now()
        where id = ${plan.id}`.execute(trx);
      return { runId: Number(run.rows[0].id), send };
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    o.logger?.warn({ plan: Number(due.id), err: message }, 'recurring: period not made; retried in an hour');
    await sql`update tekrarlayan_faturalar set son_hata = ${message},
        bekle_until = ${new Date(o.now.getTime() + 3_600_000)}, updated_at = now()
      where id = ${due.id}`.execute(db);
    return true;
  }
  // Another process holds the plan: it makes this period; this round leaves the plan to it.
  if (!result) skip.add(Number(due.id));
  else if (result.send) await sendRun(o, result.runId);
  return true;
}

/**
 * Sends a made period's e-invoice (outside the period's transaction: the XML is validated for a second or two).
 * The run is claimed with a lease first, so two processes never send one; a refusal leaves the draft and says why.
 */
async function sendRun(o: RecurringRunOptions, runId: number): Promise<void> {
  const db = o.db;
  const claimed =
    await sql<Row>`update tekrar_calismalari set claimed_until = ${new Date(o.now.getTime() + 120_000)}
    where id = ${runId} and durum = 'gonderilecek' and (claimed_until is null or claimed_until < ${o.now})
    returning id, plan_id, department_id, belge_tablosu, belge_id`.execute(db);
  const run = claimed.rows[0];
  if (!run) return;
  const plan = (
    await sql<Row>`select user_id from tekrarlayan_faturalar where id = ${run.plan_id}`.execute(db)
  ).rows[0];
  try {
    const sent = await sendInvoice({
      db,
      table: run.belge_tablosu as SendTable,
      id: Number(run.belge_id),
      departmentId: Number(run.department_id),
      userId: Number(plan?.user_id ?? 0),
      integrator: o.integrator ?? integratorFor(db),
      validate: o.validate,
    });
    await sql`update tekrar_calismalari set durum = 'gonderildi', belge_no = ${sent.number}, claimed_until = null
      where id = ${runId}`.execute(db);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Already sent (the process died after sending, before marking): it is sent.
    const state = (
      await sql<Row>`select e_fatura_durumu_id, e_fatura_numarasi from ${sql.table(run.belge_tablosu)}
        where id = ${run.belge_id}`.execute(db)
    ).rows[0];
    if (state && Number(state.e_fatura_durumu_id) !== 1)
      await sql`update tekrar_calismalari set durum = 'gonderildi', belge_no = ${state.e_fatura_numarasi},
          claimed_until = null where id = ${runId}`.execute(db);
    else
      await sql`update tekrar_calismalari set durum = 'hata', aciklama = ${message}, claimed_until = null
        where id = ${runId}`.execute(db);
  }
}

/**
 * One round of recurring invoices at `now`: every period due by today (Turkish day) is made, oldest first — a
 * plan several periods behind is caught up period by period — and periods made but not yet sent are sent.
 * Returns how many periods it made.
 */
export async function runRecurring(o: RecurringRunOptions): Promise<number> {
  const today = turkishToday(o.now);
  let made = 0;
  const skip = new Set<number>();
  for (let guard = 0; guard < 1000 && (await runOnePeriod(o, today, skip)); guard++) made++;
  const pending = await sql<Row>`select id from tekrar_calismalari where durum = 'gonderilecek'
    and (claimed_until is null or claimed_until < ${o.now}) order by id limit 50`.execute(o.db);
  for (const r of pending.rows) await sendRun(o, Number(r.id));
  return made;
}
