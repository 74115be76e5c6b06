import { randomUUID } from 'node:crypto';
import { HKS_SCENARIO, KUNYE_LENGTH } from '../../domain/edocs/waybill';
import { isValidTckn } from '../../domain/identity';
import { validation } from '../../domain/messages';
import { D, round, sum, toFixedString } from '../../domain/money';
import { AppError } from '../lib/errors';
import { eInvoiceTexts } from './e-invoice.hooks';
import { waybillCarrierHooks } from '../stock/stock.hooks';
import type { HookContext, TableHooks } from '../tables/table.hooks';

// The behaviour of the e-İrsaliye form (e_irsaliye; docs/e-documents.md "e-İrsaliye"): the waybill's carrier rules
// (stock.hooks, without the stock: the sales waybill moves the goods), the ETTN given on store, every save a draft
// again (002 §4), a sent waybill locked, the drivers' TCKN checked (GİB refuses a wrong one), the Hal Tipi
// scenario's künye number on every line, the paper waybill of a Matbudan one, and `toplam_tutar` from the lines.

type Row = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

export const eWaybillTexts = {
  kunye: (line: number) =>
    `${line}. satır: Hal Tipi İrsaliyede ${KUNYE_LENGTH} karakterlik künye numarası zorunludur.`,
  driverTckn: (i: number) => `${i}. Şoför T.C. Kimlik No geçerli değil.`,
  noLines: 'İrsaliyede en az bir satır olmalıdır.',
} as const;

const MATBUDAN = 2;
const add = (errors: FieldErrors, key: string, message: string) => (errors[key] ??= []).push(message);
const merged = (values: Row, ctx: HookContext): Row => ({ ...(ctx.old ?? {}), ...values });
const empty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

function listOf(v: unknown): Row[] {
  if (Array.isArray(v)) return v as Row[];
  if (v && typeof v === 'object') return Object.values(v as Row) as Row[];
  return [];
}

/** A line's amount: quantity × unit price at 2 decimals (0 without a price). */
function lineAmount(line: Row): string {
  if (empty(line.birim_fiyat) || empty(line.miktar)) return '0.00';
  try {
    return toFixedString(round(D(String(line.miktar)).times(D(String(line.birim_fiyat))), 2), 2);
  } catch {
    return '0.00';
  }
}

export const eWaybillHooks: TableHooks = {
  async beforeDelete(ctx) {
    if (Number(ctx.old.e_fatura_durumu_id ?? 1) !== 1) throw new AppError(eInvoiceTexts.sentDelete, 400);
  },
  async validate(values, ctx) {
    if (ctx.old && Number(ctx.old.e_fatura_durumu_id ?? 1) !== 1)
      return { e_fatura_durumu_id: [eInvoiceTexts.sent] };
    const errors: FieldErrors = (await waybillCarrierHooks.validate?.(values, ctx)) ?? {};
    const row = merged(values, ctx);
    // GİB checks a driver's TCKN (its check digits), not only its eleven digits.
    if (Number(row.tasiyici_turu_id ?? 1) === 2 && !errors.sofor_bilgileri && !ctx.errors?.sofor_bilgileri)
      listOf(row.sofor_bilgileri).forEach((d, i) => {
        if (!isValidTckn(String(d?.tc ?? '').trim()))
          add(errors, 'sofor_bilgileri', eWaybillTexts.driverTckn(i + 1));
      });
    if (Number(row.irsaliye_tipi_id ?? 1) === MATBUDAN)
      for (const [c, label] of [
        ['matbu_irsaliye_numarasi', 'Matbu İrsaliye Numarası'],
        ['matbu_irsaliye_tarihi', 'Matbu İrsaliye Tarihi'],
      ])
        if (empty(row[c]) && !ctx.errors?.[c]?.length) add(errors, c, validation.required(label));
    if ('mal_hizmet_json' in values || !ctx.old) {
      const lines = listOf(values.mal_hizmet_json);
      if (!lines.length && !ctx.errors?.mal_hizmet_json)
        add(errors, 'mal_hizmet_json', eWaybillTexts.noLines);
      if (Number(row.senaryo_id ?? 1) === HKS_SCENARIO)
        lines.forEach((l, i) => {
          if (String(l?.kunye_numarasi ?? '').trim().length !== KUNYE_LENGTH)
            add(errors, 'mal_hizmet_json', eWaybillTexts.kunye(i + 1));
        });
    }
    return errors;
  },
  async beforeWrite(values, ctx) {
    let out: Row = { ...values, e_fatura_durumu_id: 1 };
    if (ctx.id === undefined) out.ettn = randomUUID();
    if (waybillCarrierHooks.beforeWrite) out = await waybillCarrierHooks.beforeWrite(out, ctx);
    const row = merged(out, ctx);
    if (Number(row.irsaliye_tipi_id ?? 1) !== MATBUDAN)
      out = { ...out, matbu_irsaliye_numarasi: null, matbu_irsaliye_tarihi: null };
    if (Number(row.senaryo_id ?? 1) !== HKS_SCENARIO && 'mal_hizmet_json' in out)
      out.mal_hizmet_json = listOf(out.mal_hizmet_json).map((l) => ({ ...l, kunye_numarasi: null }));
    if ('mal_hizmet_json' in out) {
      const lines = listOf(out.mal_hizmet_json).map((l) => ({ ...l, tutar: lineAmount(l) }));
      out.mal_hizmet_json = lines;
      out.toplam_tutar = toFixedString(sum(lines.map((l) => D(l.tutar))), 2);
    } else if (ctx.id === undefined) out.toplam_tutar = '0.00';
    return out;
  },
};
