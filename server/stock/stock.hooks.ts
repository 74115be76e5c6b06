import { sql } from 'kysely';
import { labelOf, stockTexts, validation } from '../../domain/messages';
import { D, toPlainString } from '../../domain/money';
import { AppError, Codes } from '../lib/errors';
import { dropStockMovements, syncStockMovements } from './movements';
import { MOVEMENT } from '../catalog/stock-columns';
import type { HookContext, TableHooks } from '../tables/table.hooks';

// The behaviour of the stock tables (docs/stock.md): documents that move stock rewrite their movements after
// every save, delete and restore; movements a document made change only with it; the waybill's carrier rules.

type Row = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

const add = (errors: FieldErrors, key: string, message: string) => (errors[key] ??= []).push(message);
const merged = (values: Row, ctx: HookContext): Row => ({ ...(ctx.old ?? {}), ...values });
const isEmptyValue = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/** Defter's wording: a movement a document made is changed by changing the document. */
export const DOCUMENT_MOVEMENT =
  'Belgeden oluşan stok hareketi yalnızca belgesi düzenlenerek değiştirilebilir.';

/** A movement's quantity in the card's exit unit, as the stock report (`stok_bakiyeleri`) counts it. */
const BASE_QTY = sql`case when h.birim_id is not null and h.birim_id = s.giris_birimi_id
    and s.cikis_birimi_id is not null and s.cikis_birimi_id <> s.giris_birimi_id and s.cikis_birim_katsayisi > 0
  then h.miktar * s.cikis_birim_katsayisi else h.miktar end`;

/**
 * The cards a document's outgoing movements (Çıkış) take below zero in their warehouse, each as the warning that
 * names the card, the warehouse and what the warehouse held without this document (the stock report's figure, in
 * the card's exit unit). The document is stored all the same: an invoice is a legal document (docs/stock.md).
 */
export async function stockShortages(db: HookContext['db'], table: string, id: number, departmentId: number) {
  const { rows } = await sql<{
    stok_adi: string | null;
    depo_adi: string | null;
    birim: string | null;
    mevcut: string;
  }>`
    with mine as (
      select distinct stok_kartlari_id, depo_kartlari_id from stok_hareketleri
      where department_id = ${departmentId}::bigint and kaynak_tablo = ${table} and kaynak_id = ${id}::bigint
        and hareket_turu_id = ${MOVEMENT.cikis}
    ), sums as (
      select h.stok_kartlari_id, h.depo_kartlari_id,
        sum(case when h.hareket_turu_id = ${MOVEMENT.cikis} then -(${BASE_QTY}) else ${BASE_QTY} end) as bakiye,
        coalesce(sum(case when h.hareket_turu_id = ${MOVEMENT.cikis} then -(${BASE_QTY}) else ${BASE_QTY} end)
          filter (where h.kaynak_tablo is distinct from ${table} or h.kaynak_id is distinct from ${id}::bigint), 0)
          as mevcut
      from stok_hareketleri h join mine m using (stok_kartlari_id, depo_kartlari_id)
      left join stok_kartlari s on s.id = h.stok_kartlari_id
      where h.department_id = ${departmentId}::bigint
      group by h.stok_kartlari_id, h.depo_kartlari_id
    )
    select s.stok_adi, d.depo_adi, b.name_basic as birim, round(x.mevcut, 4)::text as mevcut
    from sums x
    left join stok_kartlari s on s.id = x.stok_kartlari_id
    left join depo_kartlari d on d.id = x.depo_kartlari_id
    left join birimler b on b.id = coalesce(s.cikis_birimi_id, s.giris_birimi_id)
    where x.bakiye < 0
    order by s.stok_adi, d.depo_adi`.execute(db);
  return rows.map((r) =>
    stockTexts.shortage(r.stok_adi ?? '', r.depo_adi ?? '', toPlainString(D(r.mevcut)), r.birim ?? ''),
  );
}

/** The documents whose movements take goods out (Çıkış): a sale beyond the stock on hand warns. */
const OUTGOING = new Set(['satis_fatura', 'kobi_satis_fatura', 'satis_irsaliye']);

/**
 * Adds the stock movements of a document table to its hooks: rewritten after each store and update (after the
 * lines are stored), dropped before a delete, rewritten after a restore. The one call site of the invoices.
 */
export function withStockMovements(hooks: TableHooks, table: string): TableHooks {
  return {
    ...hooks,
    async afterWrite(values, ctx) {
      await hooks.afterWrite?.(values, ctx);
      await syncStockMovements(ctx.db, table, ctx.id, ctx);
      if (ctx.warn && OUTGOING.has(table))
        for (const w of await stockShortages(ctx.db, table, ctx.id, ctx.departmentId)) ctx.warn(w);
    },
    async beforeDelete(ctx) {
      await hooks.beforeDelete?.(ctx);
      await dropStockMovements(ctx.db, table, ctx.id, ctx);
    },
    async afterRestore(ctx) {
      await hooks.afterRestore?.(ctx);
      await syncStockMovements(ctx.db, table, ctx.id, ctx);
    },
  };
}

/** The texts of unit conversion (docs/stock.md "Units"). */
export const UNIT_TEXTS = {
  factorRequired: 'Giriş ve çıkış birimi farklı olduğunda Çıkış Birimi Katsayısı zorunludur.',
  factorPositive: 'Çıkış Birimi Katsayısı sıfırdan büyük olmalıdır.',
  foreignUnit: 'Birim, stok kartının giriş veya çıkış birimi olmalıdır.',
} as const;

/** Whether a card (as it will be stored) has an entry unit and a different exit unit. */
const unitsDiffer = (row: Row) =>
  !isEmptyValue(row.giris_birimi_id) &&
  !isEmptyValue(row.cikis_birimi_id) &&
  String(row.giris_birimi_id) !== String(row.cikis_birimi_id);

/**
 * Stock cards: when the entry and exit units differ, the factor (exit units in one entry unit, 1 Koli = 12 Adet)
 * is required and above zero; with one unit it means nothing and is emptied.
 */
export const stockCardHooks: TableHooks = {
  async validate(values, ctx) {
    const errors: FieldErrors = {};
    const row = merged(values, ctx);
    if (ctx.errors?.cikis_birim_katsayisi || !unitsDiffer(row)) return errors;
    const factor = row.cikis_birim_katsayisi;
    if (isEmptyValue(factor)) add(errors, 'cikis_birim_katsayisi', UNIT_TEXTS.factorRequired);
    else if (!D(String(factor)).gt(0)) add(errors, 'cikis_birim_katsayisi', UNIT_TEXTS.factorPositive);
    return errors;
  },
  async beforeWrite(values, ctx) {
    const row = merged(values, ctx);
    if (unitsDiffer(row) || isEmptyValue(row.cikis_birim_katsayisi)) return values;
    return { ...values, cikis_birim_katsayisi: null };
  },
};

/** Stock movements: only the user's own ones are written here; a quantity below zero only for a Dönüşüm. */
export const stockMovementHooks: TableHooks = {
  async validate(values, ctx) {
    const errors: FieldErrors = {};
    if (ctx.old?.kaynak_tablo) {
      add(errors, 'belge_turu_id', DOCUMENT_MOVEMENT);
      return errors;
    }
    const row = merged(values, ctx);
    const miktar = row.miktar;
    if (
      !ctx.errors?.miktar &&
      typeof miktar === 'string' &&
      D(miktar).lt(0) &&
      Number(row.hareket_turu_id) !== MOVEMENT.donusum
    )
      add(errors, 'miktar', validation.minValue('Miktar*', 0));
    // A movement keyed by hand is in one of its card's units (docs/stock.md "Units"): the report converts those.
    if (
      !ctx.errors?.birim_id &&
      !ctx.errors?.stok_kartlari_id &&
      ('birim_id' in values || 'stok_kartlari_id' in values) &&
      !isEmptyValue(row.birim_id) &&
      !isEmptyValue(row.stok_kartlari_id)
    ) {
      const card = await sql<Row>`select giris_birimi_id, cikis_birimi_id from stok_kartlari
        where id = ${Number(row.stok_kartlari_id)}::bigint and department_id = ${ctx.departmentId}::bigint`.execute(
        ctx.db,
      );
      const c = card.rows[0];
      const units = c
        ? [c.giris_birimi_id, c.cikis_birimi_id].filter((u) => !isEmptyValue(u)).map(String)
        : [];
      if (units.length && !units.includes(String(row.birim_id)))
        add(errors, 'birim_id', UNIT_TEXTS.foreignUnit);
    }
    return errors;
  },
  async beforeDelete(ctx) {
    if (ctx.old.kaynak_tablo) throw new AppError(Codes.inUse, 400, { explanation: DOCUMENT_MOVEMENT });
  },
};

/**
 * A JSON list as the forms send it: a list, or an object of entries (`{"0": …, "1": …}`, the multipart way, as
 * the line tables take it); null when it is neither.
 */
function listOf(v: unknown): unknown[] | null {
  if (v === null || v === undefined) return [];
  if (Array.isArray(v)) return v;
  if (typeof v === 'object') return Object.values(v as Row);
  return null;
}

/** The carrier type whose goods travel with the company's own drivers (002 §4). */
const OWN_DRIVERS = 2;
const NAME_MAX = 50;
const PLATE_MAX = 15;

/** The driver list (002 §3: JSON list of isim, soyisim, tc; §5: 50 characters each, tc 11 digits). */
function checkDrivers(value: unknown, errors: FieldErrors) {
  const key = 'sofor_bilgileri';
  const list = listOf(value);
  if (list === null) return add(errors, key, validation.invalid('Şoför Bilgileri'));
  if (!list.length) return add(errors, key, validation.required('Şoför Bilgileri'));
  list.forEach((d, i) => {
    const driver = (typeof d === 'object' && d !== null ? d : {}) as Row;
    for (const [field, name] of [
      ['isim', 'Adı'],
      ['soyisim', 'Soyadı'],
    ] as const) {
      const label = `${i + 1}. Şoför ${name}`;
      const v = driver[field];
      if (isEmptyValue(v)) add(errors, key, validation.required(label));
      else if (String(v).trim().length > NAME_MAX) add(errors, key, validation.maxLength(label, NAME_MAX));
    }
    const tc = driver.tc;
    const label = `${i + 1}. Şoför T.C. Kimlik No`;
    if (isEmptyValue(tc)) add(errors, key, validation.required(label));
    else if (!/^\d{11}$/.test(String(tc).trim())) add(errors, key, `${labelOf(label)} 11 haneli olmalıdır.`);
  });
}

/** Trailer plates: a JSON list of texts of at most 15 characters. */
function checkPlates(value: unknown, errors: FieldErrors) {
  const list = listOf(value);
  if (list === null) return add(errors, 'dorse_plaka', validation.invalid('Dorse Plakaları'));
  list.forEach((p, i) => {
    const label = `${i + 1}. Dorse Plakası`;
    if (typeof p !== 'string' || !p.trim()) add(errors, 'dorse_plaka', validation.required(label));
    else if (p.trim().length > PLATE_MAX) add(errors, 'dorse_plaka', validation.maxLength(label, PLATE_MAX));
  });
}

/**
 * The carrier rules of a waybill (002 §4) — carrier type 2 takes the driver list (the carrier's VKN and title are
 * cleared), any other type requires the carrier's VKN and title (the driver list is emptied). Shared by the
 * purchase / sales waybills and the e-İrsaliye (which moves no stock; docs/e-documents.md "e-İrsaliye").
 */
export const waybillCarrierHooks: TableHooks = {
  async validate(values, ctx) {
    const errors: FieldErrors = {};
    const row = merged(values, ctx);
    if (Number(row.tasiyici_turu_id ?? 1) === OWN_DRIVERS) {
      if (!ctx.errors?.sofor_bilgileri) checkDrivers(row.sofor_bilgileri, errors);
    } else {
      for (const [c, label] of [
        ['tasiyici_vkn', 'Taşıyıcı VKN / TCKN'],
        ['tasiyici_unvan', 'Taşıyıcı Unvanı'],
      ])
        if (isEmptyValue(row[c]) && !ctx.errors?.[c]?.length) add(errors, c, validation.required(label));
    }
    if (!ctx.errors?.dorse_plaka) checkPlates(row.dorse_plaka, errors);
    return errors;
  },
  async beforeWrite(values, ctx) {
    const row = merged(values, ctx);
    // The lists are stored as lists, whichever way they came.
    const out: Row = { ...values };
    if ('dorse_plaka' in values)
      out.dorse_plaka = listOf(values.dorse_plaka)?.length ? listOf(values.dorse_plaka) : null;
    // What the other carrier type keeps is emptied, whatever the request sent (002 §4).
    if (Number(row.tasiyici_turu_id ?? 1) === OWN_DRIVERS) {
      if ('sofor_bilgileri' in values) out.sofor_bilgileri = listOf(values.sofor_bilgileri);
      return { ...out, tasiyici_vkn: null, tasiyici_unvan: null };
    }
    return { ...out, sofor_bilgileri: null };
  },
};

/** Purchase and sales waybills: the carrier rules and the stock they move. */
export function waybillHooks(table: string): TableHooks {
  return withStockMovements(waybillCarrierHooks, table);
}
