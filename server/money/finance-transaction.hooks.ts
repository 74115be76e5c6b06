import { sql } from 'kysely';
import { calculateKdvAmount } from '../../domain/documents/finance.totals';
import { CalculationInputError, fitsNumeric, NUMERIC_PRECISION, SCALES } from '../../domain/money';
import { labelOf } from '../../domain/messages';
import type { Db } from '../db/database';
import { assertRestoredPayment, currencyReady, overpaymentErrors } from './payments';
import { TIP_TARGETS, type Direction } from '../catalog/finance-columns';
import { AppError } from '../lib/errors';
import type { HookContext, TableHooks } from '../tables/table.hooks';

/**
 * A small-business order's payment writes its cash / bank transaction (server/money/kobi-orders.routes.ts,
 * `kobi_siparis_id`): the order holds what was paid, so the movement's money cannot be changed or the row deleted
 * on its own — the order would keep a payment its card no longer shows (docs/payments.md).
 */
export const orderPaymentTexts = {
  edit: 'Bu hareket bir sipariş ödemesidir; tutarı, kartı ve cari hesabı değiştirilemez.',
  remove: 'Bu hareket bir sipariş ödemesidir; tek başına silinemez.',
} as const;
const ORDER_PAYMENT_FIXED = [
  'tutar',
  'para_birimi_id',
  'döviz_kuru',
  'kasa_karti_id',
  'banka_karti_id',
  'cari_hesap_id',
];
/** Equal as the column holds them: "400.00" and 400, "" and null. */
function sameValue(a: unknown, b: unknown): boolean {
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  const na = Number(a);
  const nb = Number(b);
  return Number.isFinite(na) && Number.isFinite(nb) ? na === nb : String(a) === String(b);
}
const isOrderPayment = (old: Record<string, unknown> | undefined) =>
  old?.kobi_siparis_id !== null && old?.kobi_siparis_id !== undefined;

// Cash and bank transactions (docs/finance.md): the counter card and the currencies of the cards, KDV on the
// amount at 3 decimals (domain/documents calculateKdvAmount), and for an incoming transfer the copy of the chosen
// sales invoice or customer cheque (002 §4). The balances of the cards follow from the rows (migration
// 2026112602 00, the views kasa_hareketleri / banka_hareketleri).

type Row = Record<string, unknown>;
type CardColumn = 'kasa_karti2_id' | 'banka_karti2_id';

const empty = (v: unknown) => v === null || v === undefined || v === '';
const str = (v: unknown) => (empty(v) ? null : String(v));

const LABELS: Record<string, string> = {
  tutar: 'Tutar',
  döviz_kuru: 'Döviz Kuru',
  para_birimi_id: 'Para Birimi',
  kdv_id: 'KDV',
};

const CARD_TABLE: Record<string, { table: string; label: string; own: string }> = {
  kasa_karti_id: { table: 'kasa_karti', label: 'Kasa', own: 'kasa_karti2_id' },
  banka_karti_id: { table: 'banka_karti', label: 'Banka', own: 'banka_karti2_id' },
  kasa_karti2_id: { table: 'kasa_karti', label: 'Kasa', own: 'kasa_karti2_id' },
  banka_karti2_id: { table: 'banka_karti', label: 'Banka', own: 'banka_karti2_id' },
};

/** The currency of a card of the caller's company (undefined when it is none of theirs). */
async function cardCurrency(db: Db, column: string, id: unknown, departmentId: number) {
  const { table } = CARD_TABLE[column];
  const r = await sql<{ para_birimi_id: number | null }>`select para_birimi_id from ${sql.table(table)}
    where id = ${Number(id)}::bigint and department_id = ${departmentId}::bigint`.execute(db);
  return r.rows[0] ? Number(r.rows[0].para_birimi_id ?? 1) : undefined;
}

/** The counter card column of a transaction (islem_tipi_id 1 cash, 2 bank), if it is a transfer. */
const counterColumn = (row: Row) =>
  String(row.islem_tipi_id) === '1'
    ? 'kasa_karti_id'
    : String(row.islem_tipi_id) === '2'
      ? 'banka_karti_id'
      : null;

/** KDV, amount with KDV and TL equivalent; or the field error that stops them. */
function amounts(row: Row): { values: Row } | { errors: Record<string, string[]> } {
  try {
    const r = calculateKdvAmount({
      tutar: str(row.tutar) ?? '0',
      kdv_id: str(row.kdv_id),
      kdv_dahil_buton: row.kdv_dahil_buton === true || String(row.kdv_dahil_buton) === '1' ? '1' : '0',
      para_birimi_id: str(row.para_birimi_id),
      döviz_kuru: str(row.döviz_kuru),
      scale: SCALES.finance,
    });
    for (const v of Object.values(r)) {
      if (!fitsNumeric(v, NUMERIC_PRECISION, SCALES.finance))
        return { errors: { tutar: ['Tutar, KDV ve kur ile birlikte çok büyük bir değer oluyor.'] } };
    }
    return { values: { ...r } };
  } catch (err) {
    if (!(err instanceof CalculationInputError)) throw err;
    const reason = err.message.slice(err.field.length + 2).replace(/ \([\s\S]*\)$/, '');
    return { errors: { [err.field]: [`${labelOf(LABELS[err.field] ?? err.field)} ${reason}.`] } };
  }
}

/** The referenced sales invoice or customer cheque an incoming transfer copies (002 §4), or undefined. */
async function referenced(db: Db, row: Row, departmentId: number): Promise<Row | undefined> {
  const tip = String(row.tip_id ?? '');
  if (tip === '1' && !empty(row.satis_fatura_id)) {
    // A foreign invoice is collected at the rate of the transfer's day (docs/currencies.md), kept by the database
    // once migration 202611280710 is in (an older one upgrading runs this code before it).
    const byDay = await currencyReady(db);
    const day = empty(row.islem_tarihi) ? null : String(row.islem_tarihi).slice(0, 10);
    const rate = byDay
      ? sql`coalesce(case when coalesce(f.para_birimi_id, 1) <> 1 then gun_kuru(f.para_birimi_id, ${day}::date) end,
          f.döviz_kuru)`
      : sql`f.döviz_kuru`;
    const remaining = byDay ? sql`when coalesce(f.para_birimi_id, 1) <> 1 then f.kalan_odeme_tutari` : sql``;
    const r =
      await sql<Row>`select f.fatura_numarasi as belge_no, to_char(f.fatura_tarihi, 'YYYY-MM-DD') as belge_tarihi,
        f.para_birimi_id, (${rate})::text as döviz_kuru,
        -- What is left to collect (docs/payments.md): a foreign invoice's remaining amount is in its currency;
        -- a TL one's the payable while nothing was paid, else the TL remainder at the invoice's rate, cut (never
        -- rounded up) to the kuruş.
        (case ${remaining} when f.kalan_odeme_tutari >= f.dovizli_tutar then f.odenecek_tutar
          else trunc(f.kalan_odeme_tutari / nullif(f.döviz_kuru, 0), 2) end)::text as tutar,
        (select case when count(distinct h.kdv_id) = 1 then min(h.kdv_id) end from satis_fatura_hizmet h
          where h.satis_fatura_id = f.id) as kdv_id
      from satis_fatura f where f.id = ${Number(row.satis_fatura_id)}::bigint
        and f.department_id = ${departmentId}::bigint`.execute(db);
    return r.rows[0];
  }
  if (tip === '2' && !empty(row.musteri_cek_id)) {
    const r =
      await sql<Row>`select c.cek_numarasi as belge_no, to_char(c.vade_tarihi, 'YYYY-MM-DD') as belge_tarihi,
        c.para_birimi_id, c.döviz_kuru::text as döviz_kuru, c.tutar::text as tutar, 5 as kdv_id
      from musteri_cek c where c.id = ${Number(row.musteri_cek_id)}::bigint
        and c.department_id = ${departmentId}::bigint`.execute(db);
    return r.rows[0];
  }
  return undefined;
}

/** The customer of the document the transaction points at (tip_id's target), if it has one. */
async function targetCustomer(db: Db, row: Row, direction: Direction, departmentId: number) {
  const target = TIP_TARGETS[direction].find((t) => t.id === String(row.tip_id ?? ''));
  if (!target || empty(row[target.column])) return undefined;
  const r = await sql<{ cari_hesap_id: number | null }>`select cari_hesap_id from ${sql.table(target.table)}
    where id = ${Number(row[target.column])}::bigint and department_id = ${departmentId}::bigint`.execute(db);
  return r.rows[0]?.cari_hesap_id ?? undefined;
}

/** Whether this write chose (or changed) the document the transaction points at. */
function targetChanged(values: Row, ctx: HookContext, direction: Direction) {
  const cols = ['tip_id', ...TIP_TARGETS[direction].map((t) => t.column)];
  if (!ctx.old) return true;
  return cols.some((c) => c in values && String(values[c] ?? '') !== String(ctx.old?.[c] ?? ''));
}

/** The hooks of one transaction table: `card` is its own card column, `direction` in (receipt) or out. */
export function financeTransactionHooks(
  card: CardColumn,
  direction: Direction,
  opts: { copiesTarget?: boolean } = {},
): TableHooks {
  /** The values to write: the copy of an incoming transfer's document, the document's customer. */
  const resolve = async (values: Row, ctx: HookContext): Promise<Row> => {
    let write: Row = { ...values };
    if (opts.copiesTarget && targetChanged(values, ctx, direction)) {
      const source = await referenced(ctx.db, { ...ctx.old, ...values }, ctx.departmentId);
      if (source) {
        // The rate the user typed is the bank's (what it credited): kept; the day's rate only fills an empty or
        // TL-default one (issue 24; docs/payments.md, "Payments in another currency").
        const typed = values['döviz_kuru'];
        const keepRate =
          !empty(typed) &&
          String(values.para_birimi_id ?? source.para_birimi_id) === String(source.para_birimi_id) &&
          Number(typed) !== 1;
        const copy: Row = {
          para_birimi_id: source.para_birimi_id,
          döviz_kuru: keepRate ? typed : source.döviz_kuru,
        };
        for (const c of ['belge_no', 'belge_tarihi', 'tutar']) if (empty(values[c])) copy[c] = source[c];
        if (source.kdv_id !== null && source.kdv_id !== undefined) copy.kdv_id = source.kdv_id;
        copy.kdv_dahil_buton = true;
        write = { ...write, ...copy };
      }
    }
    // A receipt or payment for a document is its customer's: the document's customer is written.
    const customer = await targetCustomer(ctx.db, { ...ctx.old, ...write }, direction, ctx.departmentId);
    if (customer !== undefined && customer !== null) write.cari_hesap_id = Number(customer);
    return write;
  };
  return {
    async beforeDelete(ctx) {
      if (isOrderPayment(ctx.old)) throw new AppError(orderPaymentTexts.remove, 400);
    },
    async validate(values, ctx) {
      const row = { ...ctx.old, ...values };
      const errors: Record<string, string[]> = {};
      if (isOrderPayment(ctx.old)) {
        const changed = ORDER_PAYMENT_FIXED.filter((c) => c in values && !sameValue(values[c], ctx.old?.[c]));
        if (changed.length) return { [changed[0]]: [orderPaymentTexts.edit] };
      }
      const counter = counterColumn(row);
      if (counter && !empty(row[counter]) && counter.replace('_id', '') === card.replace('2_id', '')) {
        if (String(row[counter]) === String(row[card]))
          errors[counter] = [
            `Karşı ${CARD_TABLE[counter].label.toLocaleLowerCase('tr-TR')}, işlemin ${CARD_TABLE[counter].label.toLocaleLowerCase('tr-TR')} kartıyla aynı olamaz.`,
          ];
      }
      // The cards' currency: a card in a foreign currency moves only in that currency; a TL card takes any
      // currency at its TL equivalent (dovizli_tutar).
      const currency = Number(row.para_birimi_id ?? 1) || 1;
      for (const col of [card, counter].filter((c): c is string => !!c && !empty(row[c]))) {
        const cardCur = await cardCurrency(ctx.db, col, row[col], ctx.departmentId);
        if (cardCur !== undefined && cardCur !== 1 && cardCur !== currency && !errors[col])
          errors.para_birimi_id = [
            `${CARD_TABLE[col].label} kartının para birimi ile işlemin para birimi aynı olmalıdır.`,
          ];
      }
      const rateMissing = !!ctx.errors?.['döviz_kuru'] || empty(row.döviz_kuru);
      if (!empty(row.tutar) && !ctx.errors?.tutar && !rateMissing) {
        const out = amounts(row);
        if ('errors' in out) Object.assign(errors, out.errors);
      }
      // Never more than the document still owes (docs/payments.md): checked under a lock on the document.
      if (!Object.keys(errors).length && !Object.keys(ctx.errors ?? {}).length) {
        const resolved = { ...ctx.old, ...(await resolve(values, ctx)) };
        const out = empty(resolved.tutar) ? undefined : amounts(resolved);
        if (out && 'values' in out)
          Object.assign(
            errors,
            await overpaymentErrors(
              ctx.db,
              ctx.table.name,
              { ...resolved, ...out.values },
              String(out.values.dovizli_tutar),
              ctx,
            ),
          );
      }
      return errors;
    },
    async beforeWrite(values, ctx) {
      const write = await resolve(values, ctx);
      const row = { ...ctx.old, ...write };
      if (empty(row.tutar)) return write;
      const out = amounts(row);
      return 'values' in out ? { ...write, ...out.values } : write;
    },
    // A payment brought back from the archive counts again: never above what its document owes.
    async afterRestore(ctx) {
      await assertRestoredPayment(ctx.db, ctx.table.name, ctx.id, ctx.departmentId);
    },
  };
}
