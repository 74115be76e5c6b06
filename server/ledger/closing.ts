import { sql } from 'kysely';
import { depreciationForYear } from '../../domain/assets';
import { LEDGER_KIND, ROLE, ledgerTexts } from '../../domain/ledger';
import {
  CLOSING_STEP,
  CLOSING_STEPS,
  carryForwardLines,
  closingStep,
  closingTotals,
  closingVoucherLines,
  depreciationShare,
  incomeClosingLines,
  openingVoucherLines,
  provisionLines,
  reflectionLines,
  resultLines,
  unclosableCostAccounts,
  type ClosingLine,
  type ClosingStep,
} from '../../domain/ledger/closing';
import { costOfSales } from '../../domain/ledger/cost-of-sales';
import { CalculationInputError, D, toFixedString, type Dec } from '../../domain/money';
import { trAmount } from '../../domain/money/tr-amount';
import type { Db } from '../db/database';
import { AppError, Codes } from '../lib/errors';
import { accountId, lockLedger } from './accounts';
import { costMovements } from './cost-of-sales';
import { closedUntil, inClosedPeriod, renumberAfterChange, trDate } from './journal';
import { insertVoucher, postingRules } from './posting';

// Period-end and year-end closing (issue 25 item 1; docs/ledger.md, "Closing the books"): each step is previewed as
// the voucher it would post, then posted as a voucher marked with its step (`fis.donem_sonu_adimi`), in one
// transaction under the company's ledger lock. A posted step is undone by deleting its voucher (Fişler, or the page),
// which the table service archives like any voucher. Nothing posts into a closed period.

type Row = Record<string, unknown>;

interface Who {
  departmentId: number;
  userId: number;
}

/** The code of a refused closing request; `explanation` (and `errors` per field) say why, in Turkish. */
export const CLOSING_FAILURE = Codes.closing;

/** Turkish texts of the closing page and its refusals. */
export const closingTexts = {
  badStep: 'Geçerli bir dönem sonu adımı seçiniz.',
  badYear: 'Yıl 2000 ile 2199 arasında olmalıdır.',
  badDate: 'Tarih bir ayın son günü olmalıdır (GG.AA.YYYY).',
  badProvision: 'Vergi karşılığı sıfır veya pozitif bir tutar olmalıdır (en çok 2 ondalık).',
  posted: (fisNo: string) =>
    `Bu adımın fişi zaten kayıtlı (fiş no ${fisNo}). Yeniden oluşturmak için önce fişi siliniz.`,
  later: (title: string, fisNo: string) =>
    `Daha sonraki bir dönem sonu kaydı var: ${title} (fiş no ${fisNo}). Önce onu siliniz.`,
  needsClosing: (year: number) =>
    `${year} yılının kapanış fişi kayıtlı değil; açılış fişi kapanış fişinden oluşur.`,
  needsOpening: (year: number) => `${year} yılının açılış fişi kayıtlı değil; önce açılış fişini kaydediniz.`,
  nothing: 'Bu adım için kaydedilecek tutar yok.',
  openAccounts: (codes: string) =>
    `Gelir tablosu ve maliyet hesaplarında bakiye var (${codes}); önce yansıtma, gelir tablosu kapanışı ve dönem sonucu adımlarını kaydediniz.`,
  unclosable: (codes: string) =>
    `Bu maliyet hesaplarını Defter kapatamaz (${codes}): üretim maliyetlerini (151 / 152) ve 7/B hesaplarını elle kapatınız.`,
  unknownCost: (n: number) =>
    `${n} stok kartı / depo için stokta olmayan mal çıkışı var; bu çıkışların maliyeti hesaplanamadı.`,
  stockGap: (value: string, ledger: string) =>
    `Stokların ortalama maliyetle değeri ${value} TL, 153 hesabının bakiyesi kayıttan sonra ${ledger} TL olacak.`,
} as const;

/** A refusal: the Turkish sentence, on a field when it is about one. */
function refuse(explanation: string, field?: string): AppError {
  return new AppError(CLOSING_FAILURE, 400, {
    explanation,
    ...(field ? { column: field, errors: { [field]: [explanation] } } : {}),
  });
}

/** What a step is asked for: the step, its date (period steps) or its year (year-end steps), the tax provision. */
export interface StepRequest {
  adim: ClosingStep;
  /** The year the year-end belongs to (the açılış and the carry-forward are of the next year). */
  yil: number;
  /** `YYYY-MM-DD`: the period's last day (cost of sales, depreciation); the step's own date otherwise. */
  tarih: string;
  vergiKarsiligi: Dec;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Reads and checks the params of a preview or post (Turkish field errors). */
export function readStepRequest(params: Record<string, unknown>): StepRequest {
  const adim = Number(params.adim);
  const def = closingStep(adim);
  if (!def) throw refuse(closingTexts.badStep, 'adim');
  let provision = D(0);
  const rawProvision = params.vergi_karsiligi;
  if (rawProvision !== undefined && rawProvision !== null && rawProvision !== '') {
    const text = String(rawProvision).trim();
    if (!/^\d{1,15}(\.\d{1,2})?$/.test(text)) throw refuse(closingTexts.badProvision, 'vergi_karsiligi');
    provision = D(text);
  }
  if (def.kind === 'period') {
    const m = ISO.exec(
      String(params.tarih ?? '')
        .trim()
        .slice(0, 10),
    );
    if (!m || Number(m[1]) < 2000 || Number(m[1]) > 2199 || Number(m[2]) < 1 || Number(m[2]) > 12)
      throw refuse(closingTexts.badDate, 'tarih');
    const y = Number(m[1]);
    const mo = Number(m[2]);
    if (Number(m[3]) !== lastDay(y, mo)) throw refuse(closingTexts.badDate, 'tarih');
    return { adim: def.id, yil: y, tarih: m[0], vergiKarsiligi: provision };
  }
  const yil = Number(params.yil);
  if (!Number.isInteger(yil) || yil < 2000 || yil > 2199) throw refuse(closingTexts.badYear, 'yil');
  const tarih = def.kind === 'yearEnd' ? `${yil}-12-31` : `${yil + 1}-01-01`;
  return { adim: def.id, yil, tarih, vergiKarsiligi: provision };
}

/** Net debit per account code of the company's voucher lines dated on or before `to`. */
async function balancesAt(db: Db, departmentId: number, to: string): Promise<Map<string, Dec>> {
  const r = await sql<Row>`select h.hesap_kodu as code, (sum(s.borc) - sum(s.alacak))::text as net
    from fis_satiri s join hesap_plani h on h.id = s.hesap_plani_id
    where s.department_id = ${departmentId}::bigint and s.fis_tarihi <= ${to}::date
    group by h.hesap_kodu`.execute(db);
  const out = new Map<string, Dec>();
  for (const row of r.rows) {
    const net = D(String(row.net));
    if (!net.isZero()) out.set(String(row.code), net);
  }
  return out;
}

/** A posted closing voucher. */
interface Posted {
  id: number;
  adim: ClosingStep;
  tarih: string;
  fisNo: string;
  borc: string;
}

/** The company's closing vouchers dated in [from, to]. */
async function postedSteps(db: Db, departmentId: number, from: string, to: string): Promise<Posted[]> {
  const r = await sql<Row>`select id, donem_sonu_adimi as adim, to_char(fis_tarihi, 'YYYY-MM-DD') as tarih,
      coalesce(fis_no, '') as fis_no, borc_toplami::text as borc
    from fis where department_id = ${departmentId}::bigint and donem_sonu_adimi is not null
      and fis_tarihi between ${from}::date and ${to}::date
    order by fis_tarihi, donem_sonu_adimi, id`.execute(db);
  return r.rows.map((x) => ({
    id: Number(x.id),
    adim: Number(x.adim) as ClosingStep,
    tarih: String(x.tarih),
    fisNo: String(x.fis_no),
    borc: String(x.borc),
  }));
}

/** Names of the codes (the company's rows over the Tekdüzen ones). */
async function names(db: Db, departmentId: number, codes: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!codes.length) return out;
  const r =
    await sql<Row>`select hesap_kodu, hesap_adi from hesap_plani where hesap_kodu = any(${codes}::text[])
    and (department_id is null or department_id = ${departmentId}::bigint) order by department_id nulls first`.execute(
      db,
    );
  for (const row of r.rows) out.set(String(row.hesap_kodu), String(row.hesap_adi));
  return out;
}

/** A table of details beside the voucher (the cost per stock card, the depreciation per asset). */
export interface PreviewDetail {
  columns: { name: string; title: string; kind: 'text' | 'money' | 'number' }[];
  rows: Record<string, unknown>[];
}

/** What a step would post. */
export interface StepPreview {
  adim: ClosingStep;
  baslik: string;
  tarih: string;
  aciklama: string;
  satirlar: { hesap_kodu: string; hesap_adi: string; aciklama: string; borc: string; alacak: string }[];
  toplam: { borc: string; alacak: string };
  detay: PreviewDetail | null;
  /** Notes the accountant should read (uncosted goods, a stock value that differs from 153). */
  uyarilar: string[];
  /** Why it cannot be posted now (a later step, a closed period, nothing to post), or null. */
  engel: string | null;
  /** The step's voucher when it is posted already. */
  kayitli: { fis_id: number; fis_no: string } | null;
}

/** The text of a step's voucher: '<title> <year>' for the year-end steps, '<title> <dd.mm.yyyy>' for the others. */
function voucherText(step: ClosingStep, req: StepRequest): string {
  const def = closingStep(step)!;
  if (def.kind === 'period') return `${def.title} ${trDate(req.tarih)}`;
  if (def.kind === 'nextYear') return `${def.title} ${req.yil + 1}`;
  return `${def.title} ${req.yil}`;
}

interface Computed {
  lines: (ClosingLine & { aciklama?: string })[];
  detail: PreviewDetail | null;
  warnings: string[];
  blocker: string | null;
}

/** Cost of sales up to `to`, after the company's previous runs: 621 / 153 (620 / 152 for products). */
async function computeCostOfSales(db: Db, who: Who, to: string, cuts: string[]): Promise<Computed> {
  const stock = (await postingRules(db, who.departmentId, LEDGER_KIND.alis)).get(ROLE.stok) ?? '153';
  const cost = stock.startsWith('152') ? '620' : '621';
  const r = costOfSales(await costMovements(db, who.departmentId, to), cuts, to);
  const cards = await sql<Row>`select s.id, s.stok_kodu, s.stok_adi from stok_kartlari s
    where s.department_id = ${who.departmentId}::bigint`.execute(db);
  const warehouses = await sql<Row>`select id, depo_adi from depo_kartlari
    where department_id = ${who.departmentId}::bigint`.execute(db);
  const card = new Map(
    cards.rows.map((c) => [Number(c.id), `${c.stok_kodu ?? ''} ${c.stok_adi ?? ''}`.trim()]),
  );
  const depo = new Map(warehouses.rows.map((w) => [Number(w.id), String(w.depo_adi ?? '')]));
  const warnings: string[] = [];
  if (r.unknownCost.length) warnings.push(closingTexts.unknownCost(r.unknownCost.length));
  const ledger153 = [...(await balancesAt(db, who.departmentId, to)).entries()]
    .filter(([c]) => c === stock || c.startsWith(`${stock}.`))
    .reduce((s, [, v]) => s.plus(v), D(0))
    .minus(D(r.total));
  if (!ledger153.eq(D(r.closingValue)))
    warnings.push(closingTexts.stockGap(trAmount(r.closingValue), trAmount(toFixedString(ledger153, 2))));
  const total = D(r.total);
  const lines: ClosingLine[] = total.isZero()
    ? []
    : total.gt(0)
      ? [
          { code: cost, borc: r.total, alacak: '0.00' },
          { code: stock, borc: '0.00', alacak: r.total },
        ]
      : [
          { code: stock, borc: toFixedString(total.neg(), 2), alacak: '0.00' },
          { code: cost, borc: '0.00', alacak: toFixedString(total.neg(), 2) },
        ];
  return {
    lines,
    warnings,
    blocker: null,
    detail: {
      columns: [
        { name: 'stok', title: 'Stok', kind: 'text' },
        { name: 'depo', title: 'Depo', kind: 'text' },
        { name: 'devir_miktar', title: 'Dönem Başı Miktar', kind: 'number' },
        { name: 'devir_tutar', title: 'Dönem Başı Tutar', kind: 'money' },
        { name: 'giris_miktar', title: 'Giriş Miktarı', kind: 'number' },
        { name: 'giris_tutar', title: 'Giriş Tutarı', kind: 'money' },
        { name: 'birim_maliyet', title: 'Ortalama Birim Maliyet', kind: 'number' },
        { name: 'cikis_miktar', title: 'Çıkış Miktarı', kind: 'number' },
        { name: 'maliyet', title: 'Satışların Maliyeti', kind: 'money' },
        { name: 'kalan_miktar', title: 'Dönem Sonu Miktar', kind: 'number' },
        { name: 'kalan_tutar', title: 'Dönem Sonu Tutar', kind: 'money' },
      ],
      rows: r.rows.map((x) => ({
        stok: card.get(x.card) ?? String(x.card),
        depo: depo.get(x.warehouse) ?? String(x.warehouse),
        devir_miktar: x.openingQty,
        devir_tutar: x.openingValue,
        giris_miktar: D(x.receiptQty).plus(D(x.uncostedQty)).toFixed(4),
        giris_tutar: x.receiptValue,
        birim_maliyet: x.unitCost,
        cikis_miktar: x.issueQty,
        maliyet: x.cost,
        kalan_miktar: x.closingQty,
        kalan_tutar: x.closingValue,
      })),
    },
  };
}

/**
 * Depreciation for the period (ara dönem, geçici vergi) up to `to`: per fixed-asset card in use, the year's amount
 * of its schedule (domain/assets) spread over its months in the year, less what the year's earlier runs took (the
 * same share at their date) and the depreciation run of the year (`amortisman_hesaplari`, posted on 31 December)
 * when it is dated by then. 770 (the rule's expense account) per asset / 257.
 */
async function computeDepreciation(db: Db, who: Who, to: string, earlier: string[]): Promise<Computed> {
  const rules = await postingRules(db, who.departmentId, LEDGER_KIND.amortisman);
  const expense = rules.get(ROLE.amortismanGideri) ?? '770';
  const accumulated = rules.get(ROLE.birikmisAmortisman) ?? '257';
  const year = Number(to.slice(0, 4));
  const month = Number(to.slice(5, 7));
  const lastRunMonth = earlier.length ? Number(earlier.sort()[earlier.length - 1].slice(5, 7)) : 0;
  const cards = await sql<Row>`select k.id, k.sabit_kiymet_kodu as kod, k.sabit_kiymet_adi as adi,
      to_char(k.alis_tarihi, 'YYYY-MM-DD') as alis, k.alis_bedeli::text as bedel, k.faydali_omur,
      k.normal_amortisman_oran::text as oran, k.amortisman_yontemi_id as yontem,
      (select coalesce(sum(a.donem_amortismani), 0)::text from amortisman_hesaplari a
        where a.sabit_kiymet_karti_id = k.id and a.department_id = k.department_id and a.yil = ${year}::int
          and make_date(a.yil::int, 12, 31) <= ${to}::date) as kayitli
    from sabit_kiymet_kartlari k
    where k.department_id = ${who.departmentId}::bigint and k.alis_tarihi is not null
      and k.alis_tarihi <= ${to}::date and k.faydali_omur is not null and coalesce(k.alis_bedeli, 0) > 0
      and not exists (select 1 from sabit_kiymet_hareketleri m where m.sabit_kiymet_karti_id = k.id
        and m.department_id = k.department_id and m.hareket_turu_id::int in (2, 3)
        and m.belge_tarihi <= ${to}::date)
    order by k.sabit_kiymet_kodu, k.id`.execute(db);
  const lines: (ClosingLine & { aciklama?: string })[] = [];
  const rows: Record<string, unknown>[] = [];
  let total = D(0);
  for (const c of cards.rows) {
    const acquired = String(c.alis);
    let yearAmount: Dec;
    try {
      yearAmount = D(
        depreciationForYear(
          {
            cost: c.bedel as string,
            usefulLife: Number(c.faydali_omur),
            normalRate: (c.oran as string | null) ?? null,
            method: (c.yontem as number | null) ?? 1,
            firstYear: Number(acquired.slice(0, 4)),
          },
          year,
        ).donem_amortismani,
      );
    } catch (err) {
      if (err instanceof CalculationInputError) continue;
      throw err;
    }
    const acquiredMonth = Number(acquired.slice(0, 4)) === year ? Number(acquired.slice(5, 7)) : null;
    const due = depreciationShare(yearAmount, acquiredMonth, month);
    const before = lastRunMonth ? depreciationShare(yearAmount, acquiredMonth, lastRunMonth) : D(0);
    const registered = D(String(c.kayitli));
    const amount = due.minus(before).minus(registered);
    rows.push({
      sabit_kiymet: `${c.kod ?? ''} ${c.adi ?? ''}`.trim(),
      yillik: toFixedString(yearAmount, 2),
      donem_sonuna_kadar: toFixedString(due, 2),
      onceki: toFixedString(before.plus(registered), 2),
      tutar: toFixedString(amount, 2),
    });
    if (amount.isZero()) continue;
    total = total.plus(amount);
    const text = `${c.kod ?? ''} ${c.adi ?? ''}`.trim();
    lines.push(
      amount.gt(0)
        ? { code: expense, borc: toFixedString(amount, 2), alacak: '0.00', aciklama: text }
        : { code: expense, borc: '0.00', alacak: toFixedString(amount.neg(), 2), aciklama: text },
    );
  }
  if (!total.isZero())
    lines.push(
      total.gt(0)
        ? { code: accumulated, borc: '0.00', alacak: toFixedString(total, 2) }
        : { code: accumulated, borc: toFixedString(total.neg(), 2), alacak: '0.00' },
    );
  return {
    lines,
    warnings: [],
    blocker: null,
    detail: {
      columns: [
        { name: 'sabit_kiymet', title: 'Sabit Kıymet', kind: 'text' },
        { name: 'yillik', title: 'Yıllık Amortisman', kind: 'money' },
        { name: 'donem_sonuna_kadar', title: 'Dönem Sonuna Kadar', kind: 'money' },
        { name: 'onceki', title: 'Daha Önce Kayıtlı', kind: 'money' },
        { name: 'tutar', title: 'Bu Dönem', kind: 'money' },
      ],
      rows,
    },
  };
}

/** The lines of a step from the ledger as it stands. */
async function compute(db: Db, who: Who, req: StepRequest, posted: Posted[]): Promise<Computed> {
  const none: Computed = { lines: [], detail: null, warnings: [], blocker: null };
  switch (req.adim) {
    case CLOSING_STEP.maliyet:
      return computeCostOfSales(
        db,
        who,
        req.tarih,
        (await allPosted(db, who.departmentId, CLOSING_STEP.maliyet)).filter((d) => d < req.tarih),
      );
    case CLOSING_STEP.amortisman:
      return computeDepreciation(
        db,
        who,
        req.tarih,
        posted.filter((p) => p.adim === CLOSING_STEP.amortisman && p.tarih < req.tarih).map((p) => p.tarih),
      );
    case CLOSING_STEP.yansitma: {
      const balances = await balancesAt(db, who.departmentId, req.tarih);
      const stuck = unclosableCostAccounts(balances);
      return {
        ...none,
        lines: reflectionLines(balances),
        blocker: stuck.length ? closingTexts.unclosable(stuck.join(', ')) : null,
      };
    }
    case CLOSING_STEP.gelirKapanis:
      return { ...none, lines: incomeClosingLines(await balancesAt(db, who.departmentId, req.tarih)) };
    case CLOSING_STEP.vergiKarsiligi:
      return {
        ...none,
        lines: provisionLines(req.vergiKarsiligi, await balancesAt(db, who.departmentId, req.tarih)),
      };
    case CLOSING_STEP.donemSonucu:
      return { ...none, lines: resultLines(await balancesAt(db, who.departmentId, req.tarih)).lines };
    case CLOSING_STEP.kapanis: {
      const { lines, open } = closingVoucherLines(await balancesAt(db, who.departmentId, req.tarih));
      return { ...none, lines, blocker: open.length ? closingTexts.openAccounts(open.join(', ')) : null };
    }
    case CLOSING_STEP.acilis: {
      const closing = posted.find((p) => p.adim === CLOSING_STEP.kapanis && p.tarih === `${req.yil}-12-31`);
      if (!closing) return { ...none, blocker: closingTexts.needsClosing(req.yil) };
      const closed = await postedLines(db, who.departmentId, closing.id);
      return {
        ...none,
        lines: openingVoucherLines(closed.map(({ code, borc, alacak }) => ({ code, borc, alacak }))),
      };
    }
    case CLOSING_STEP.devir: {
      if (!posted.some((p) => p.adim === CLOSING_STEP.acilis && p.tarih === req.tarih))
        return { ...none, blocker: closingTexts.needsOpening(req.yil + 1) };
      return { ...none, lines: carryForwardLines(await balancesAt(db, who.departmentId, req.tarih)) };
    }
  }
  return none;
}

/** The dates of every posted voucher of one step of the company. */
async function allPosted(db: Db, departmentId: number, step: ClosingStep): Promise<string[]> {
  const r = await sql<Row>`select to_char(fis_tarihi, 'YYYY-MM-DD') as d from fis
    where department_id = ${departmentId}::bigint and donem_sonu_adimi = ${step}::int order by fis_tarihi`.execute(
    db,
  );
  return r.rows.map((x) => String(x.d));
}

/**
 * The step's posted voucher (same step and date), and a closing voucher that must be deleted first: for a period step
 * (cost of sales, depreciation) a later run of the same step or the year-end of its year under way; for a year-end
 * step a later step of the year-end (the next one on the same day, or any year-end step after its date).
 */
async function conflicts(
  db: Db,
  departmentId: number,
  req: StepRequest,
  posted: Posted[],
): Promise<{ same: Posted | null; later: Posted | null }> {
  const def = closingStep(req.adim)!;
  const same = posted.find((p) => p.adim === req.adim && p.tarih === req.tarih) ?? null;
  if (def.kind === 'period') {
    const r = await sql<Row>`select id, donem_sonu_adimi as adim, to_char(fis_tarihi, 'YYYY-MM-DD') as tarih,
        coalesce(fis_no, '') as fis_no, borc_toplami::text as borc from fis
      where department_id = ${departmentId}::bigint and fis_tarihi >= ${req.tarih}::date
        and (donem_sonu_adimi = ${req.adim}::int and fis_tarihi > ${req.tarih}::date
          or donem_sonu_adimi in (3, 4, 5, 6, 7) and fis_tarihi <= ${`${req.yil}-12-31`}::date)
      order by fis_tarihi, id limit 1`.execute(db);
    const x = r.rows[0];
    const later = x
      ? {
          id: Number(x.id),
          adim: Number(x.adim) as ClosingStep,
          tarih: String(x.tarih),
          fisNo: String(x.fis_no),
          borc: String(x.borc),
        }
      : null;
    return { same, later };
  }
  const later =
    posted.find((p) => {
      const pDef = closingStep(p.adim)!;
      if (pDef.kind === 'period' || p === same) return false;
      return p.tarih > req.tarih || (p.tarih === req.tarih && pDef.rank > def.rank);
    }) ?? null;
  return { same, later };
}

/** The closing vouchers that matter for a request: its year and the next. */
function windowOf(req: StepRequest): { from: string; to: string } {
  return { from: `${req.yil}-01-01`, to: `${req.yil + 1}-12-31` };
}

/** The lines of a posted voucher, as closing lines with their own texts. */
async function postedLines(db: Db, departmentId: number, fisId: number): Promise<Computed['lines']> {
  const r = await sql<Row>`select h.hesap_kodu as code, s.borc::text as borc, s.alacak::text as alacak,
      s.description from fis_satiri s join hesap_plani h on h.id = s.hesap_plani_id
    where s.fisler_id = ${fisId}::bigint and s.department_id = ${departmentId}::bigint order by s.sira_no`.execute(
    db,
  );
  return r.rows.map((x) => ({
    code: String(x.code),
    borc: D(String(x.borc)).toFixed(2),
    alacak: D(String(x.alacak)).toFixed(2),
    ...(x.description ? { aciklama: String(x.description) } : {}),
  }));
}

/** Previews a step: the voucher it would post from the ledger as it stands, and whether it may post now. */
export async function previewStep(db: Db, who: Who, req: StepRequest): Promise<StepPreview> {
  const { from, to } = windowOf(req);
  const posted = await postedSteps(db, who.departmentId, from, to);
  const { same, later } = await conflicts(db, who.departmentId, req, posted);
  // A posted step shows its voucher as it stands; an open one what it would post now.
  const computed: Computed = same
    ? { lines: await postedLines(db, who.departmentId, same.id), detail: null, warnings: [], blocker: null }
    : await compute(db, who, req, posted);
  const codes = [...new Set(computed.lines.map((l) => l.code))];
  const named = await names(db, who.departmentId, codes);
  const text = voucherText(req.adim, req);
  const until = await closedUntil(db, who.departmentId);
  let blocker = computed.blocker;
  if (!blocker && same) blocker = closingTexts.posted(same.fisNo);
  if (!blocker && later) blocker = closingTexts.later(closingStep(later.adim)!.title, later.fisNo);
  if (!blocker && inClosedPeriod(until, req.tarih)) blocker = ledgerTexts.locked(trDate(until!));
  if (!blocker && !computed.lines.length) blocker = closingTexts.nothing;
  return {
    adim: req.adim,
    baslik: closingStep(req.adim)!.title,
    tarih: req.tarih,
    aciklama: text,
    satirlar: computed.lines.map((l) => ({
      hesap_kodu: l.code,
      hesap_adi: named.get(l.code) ?? '',
      aciklama: l.aciklama ?? text,
      borc: l.borc,
      alacak: l.alacak,
    })),
    toplam: closingTotals(computed.lines),
    detay: computed.detail,
    uyarilar: computed.warnings,
    engel: blocker,
    kayitli: same ? { fis_id: same.id, fis_no: same.fisNo } : null,
  };
}

/**
 * Posts a step: under the company's ledger lock, computes it again from the ledger as it stands (what was previewed,
 * unless the books changed in between) and writes its voucher marked with the step; refused with the preview's
 * reason when it may not post. Call it inside a transaction.
 */
export async function postStep(
  db: Db,
  who: Who,
  req: StepRequest,
): Promise<{ fis_id: number; preview: StepPreview }> {
  await lockLedger(db, who.departmentId);
  const preview = await previewStep(db, who, req);
  if (preview.engel) {
    const until = await closedUntil(db, who.departmentId);
    if (inClosedPeriod(until, req.tarih))
      throw new AppError(Codes.periodClosed, 400, { explanation: ledgerTexts.locked(trDate(until!)) });
    throw refuse(preview.engel);
  }
  const lines = [];
  for (const l of preview.satirlar) {
    const id = await accountId(db, who.departmentId, l.hesap_kodu);
    if (id === null) throw refuse(`Hesap ${l.hesap_kodu} hesap planında yok.`);
    lines.push({
      hesap_plani_id: id,
      description: l.aciklama,
      borc: l.borc,
      alacak: l.alacak,
      belge_tipi_id: 8,
      belge_aciklamasi: preview.baslik,
      belge_no: null,
      belge_tarihi: req.tarih,
    });
  }
  const fisId = await insertVoucher(
    db,
    who,
    { fis_turu_id: 1, fis_tarihi: req.tarih, description: preview.aciklama },
    lines,
  );
  await sql`update fis set donem_sonu_adimi = ${req.adim}::int where id = ${fisId}::bigint`.execute(db);
  await renumberAfterChange(db, who.departmentId, null, req.tarih);
  const no = await sql<Row>`select fis_no from fis where id = ${fisId}::bigint`.execute(db);
  return {
    fis_id: fisId,
    preview: {
      ...preview,
      engel: null,
      kayitli: { fis_id: fisId, fis_no: String(no.rows[0]?.fis_no ?? '') },
    },
  };
}

/** One step's state on the page. */
export interface StepState {
  adim: ClosingStep;
  baslik: string;
  hesaplar: string;
  tur: 'period' | 'yearEnd' | 'nextYear';
  tarih: string | null;
  fisler: { fis_id: number; fis_no: string; tarih: string; tutar: string }[];
}

/** The year's closing: every step with its posted vouchers (period steps: each run of the year). */
export async function closingStatus(db: Db, who: Who, yil: number) {
  const posted = await postedSteps(db, who.departmentId, `${yil}-01-01`, `${yil + 1}-01-01`);
  const steps: StepState[] = CLOSING_STEPS.map((s) => {
    const mine = posted.filter((p) => {
      if (p.adim !== s.id) return false;
      if (s.kind === 'nextYear') return p.tarih === `${yil + 1}-01-01`;
      return p.tarih <= `${yil}-12-31`;
    });
    return {
      adim: s.id,
      baslik: s.title,
      hesaplar: s.accounts,
      tur: s.kind,
      tarih: s.kind === 'period' ? null : s.kind === 'yearEnd' ? `${yil}-12-31` : `${yil + 1}-01-01`,
      fisler: mine.map((p) => ({ fis_id: p.id, fis_no: p.fisNo, tarih: p.tarih, tutar: p.borc })),
    };
  });
  // After the kapanış, a voucher dated in the year that it did not close leaves balances behind: the year-end is
  // stale and must be posted again.
  const closing = posted.find((p) => p.adim === CLOSING_STEP.kapanis);
  let guncel = true;
  if (closing) {
    const after = await balancesAt(db, who.departmentId, `${yil}-12-31`);
    guncel = after.size === 0;
  }
  return { yil, adimlar: steps, guncel };
}
