import { randomUUID } from 'node:crypto';
import {
  calculateFreelanceReceipt,
  calculateProducerReceipt,
  type FreelanceReceiptLineInput,
  type ProducerReceiptLineInput,
} from '../../domain/documents';
import { documentTexts, validation } from '../../domain/messages';
import { CalculationInputError } from '../../domain/money';
import { ZERO_KDV_ID } from '../../domain/tax';
import { atScale } from '../documents/document.calculate';
import { AppError } from '../lib/errors';
import { applyLineRules } from '../tables/page.rules';
import { lineErrorKey, lineTableOf, linesRejected } from '../tables/table.lines';
import { allColumns, isRequired } from '../catalog/columns';
import { eInvoiceTexts } from './e-invoice.hooks';
import type { ReceiptTable } from '../catalog/e-receipt-columns';
import type { TableDef } from '../catalog/types';
import type { HookContext, TableHooks } from '../tables/table.hooks';

// The behaviour of the receipt forms (serbest_meslek_makbuzu, e_mustahsil_makbuzu; docs/e-documents.md "e-SMM ve
// e-MM formları"): every line and total computed on the server by domain's receipt calculators (what the form's
// values say is never trusted), the ETTN given on store, every save a draft again (002 §4), a sent receipt locked,
// and the receiver's identity GİB asks for (a VKN with a title, a TCKN with first and family name).

type Row = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

export const receiptTexts = {
  title: 'VKN ile düzenlenen makbuzda Ünvan zorunludur.',
  withholdingCode: 'KDV tevkifatı olan satırda Tevkifat Kodu zorunludur.',
  exemption: 'KDV %0 olan satırda KDV İstisna / Muafiyet Sebebi zorunludur.',
} as const;

/** The header total column → the calculator's total (same names). */
export const RECEIPT_TOTALS: Record<ReceiptTable, string[]> = {
  serbest_meslek_makbuzu: [
    'brut_ucret',
    'gv_stopaj_tutari',
    'net_ucret',
    'kdv_tutari',
    'kdv_tevkifat_tutari',
    'tahsil_edilen_kdv',
    'net_tahsilat',
  ],
  e_mustahsil_makbuzu: [
    'urun_hizmet_toplam_tutar',
    'gv_stopaj_tutari',
    'mera_fonu_tutari',
    'sgk_prim_kesintisi_tutari',
    'borsa_tescil_ucreti_tutari',
    'diger_vergiler_toplami',
    'odenecek_tutar',
  ],
};

const empty = (v: unknown) => v === null || v === undefined || v === '';
const add = (errors: FieldErrors, key: string, message: string) => (errors[key] ??= []).push(message);
const linesOf = (v: unknown): Row[] =>
  Array.isArray(v) ? v.filter((r): r is Row => typeof r === 'object' && r !== null) : [];
const valueOf = (values: Row, ctx: HookContext, name: string) =>
  name in values ? values[name] : ctx.old?.[name];

/** What the receipt calculator makes of the lines: amounts per line and the totals, or the cells it refused. */
export function computeReceipt(
  table: ReceiptTable,
  lines: Row[],
): { lines: Row[]; totals: Record<string, string> } {
  if (table === 'serbest_meslek_makbuzu') {
    const r = calculateFreelanceReceipt({ lines: lines as FreelanceReceiptLineInput[] });
    return { lines: r.lines as unknown as Row[], totals: r.totals as unknown as Record<string, string> };
  }
  const r = calculateProducerReceipt({ lines: lines as ProducerReceiptLineInput[] });
  return { lines: r.lines as unknown as Row[], totals: r.totals as unknown as Record<string, string> };
}

interface Outcome {
  errors: FieldErrors;
  write: Row;
}

function decide(table: ReceiptTable, def: TableDef, values: Row, ctx: HookContext): Outcome {
  const json = def.lines!.json_column;
  const header = { ...(ctx.old ?? {}), ...values };
  const errors: FieldErrors = {};
  const lineTable = lineTableOf(def)!;
  const lineColumns = new Map(allColumns(lineTable).map((c) => [c.name, c]));
  const lines = applyLineRules(def, header, linesOf(header[json]), errors);
  const key = (i: number, column: string) => lineErrorKey(json, i, column);
  // The catalogue's required line cells (the line rules check them too when the page has rules).
  const required = [...lineColumns.values()].filter((c) => isRequired(c) && !c.readOnly && !c.computed);
  lines.forEach((line, i) => {
    for (const c of required)
      if (empty(line[c.name]) && !errors[key(i, c.name)])
        add(errors, key(i, c.name), validation.requiredOnLine);
    if (table !== 'serbest_meslek_makbuzu') return;
    // What GİB needs (the page's line rules say the same; these hold for any caller).
    const code = key(i, 'tevkifat_kodlari_listesi_id');
    if (Number(line.kdv_tevkifat_orani ?? 0) > 0 && empty(line.tevkifat_kodlari_listesi_id) && !errors[code])
      add(errors, code, receiptTexts.withholdingCode);
    const exemption = key(i, 'kdv_istisna_muafiyet_sebebi_id');
    if (
      Number(line.kdv_id) === ZERO_KDV_ID &&
      empty(line.kdv_istisna_muafiyet_sebebi_id) &&
      !errors[exemption]
    )
      add(errors, exemption, receiptTexts.exemption);
  });
  // Every line on its own first, so that each refused cell is named.
  lines.forEach((line, i) => {
    try {
      computeReceipt(table, [line]);
    } catch (err) {
      if (!(err instanceof CalculationInputError)) throw err;
      const m = /^lines\[\d+\]\.([^.[]+)/.exec(err.field);
      const column = m?.[1] ?? json;
      const label = lineColumns.get(column)?.display_name ?? column;
      const reason = err.message
        .slice(err.field.length + 2)
        .replace(/ \([\s\S]*\)$/, '')
        .trim();
      add(errors, m ? key(i, column) : json, documentTexts.notCalculable(label, reason));
    }
  });
  if (Object.keys(errors).length) return { errors, write: {} };
  const result = computeReceipt(table, lines);
  const computed = [...lineColumns.values()].filter((c) => c.computed && !c.readOnly);
  const stored = lines.map((line, i) => {
    const out: Row = { ...line };
    for (const c of computed)
      if (c.name in result.lines[i]) out[c.name] = atScale(c, result.lines[i][c.name]);
    return out;
  });
  const write: Row = { [json]: stored };
  for (const column of RECEIPT_TOTALS[table]) write[column] = result.totals[column];
  return { errors, write };
}

/** GİB's party rules on the receiver: a VKN needs a title, a TCKN a first and a family name. */
function identityErrors(values: Row, ctx: HookContext): FieldErrors {
  const errors: FieldErrors = {};
  if (ctx.errors?.tc) return errors;
  const tc = String(valueOf(values, ctx, 'tc') ?? '').trim();
  if (tc.length === 10 && empty(valueOf(values, ctx, 'unvan'))) add(errors, 'unvan', receiptTexts.title);
  if (tc.length === 11)
    for (const [column, label] of [
      ['name_basic', 'Adı'],
      ['surname', 'Soyadı'],
    ])
      if (empty(valueOf(values, ctx, column))) add(errors, column, validation.required(label));
  return errors;
}

/** The hooks of a receipt table. */
export function eReceiptHooks(table: ReceiptTable): TableHooks {
  const outcomes = new WeakMap<object, Outcome>();
  const outcome = (values: Row, ctx: HookContext) => {
    let o = outcomes.get(values);
    if (!o) outcomes.set(values, (o = decide(table, ctx.table, values, ctx)));
    return o;
  };
  return {
    async beforeDelete(ctx) {
      if (Number(ctx.old.e_fatura_durumu_id ?? 1) !== 1) throw new AppError(eInvoiceTexts.sentDelete, 400);
    },
    async validate(values, ctx) {
      if (ctx.old && Number(ctx.old.e_fatura_durumu_id ?? 1) !== 1)
        return { e_fatura_durumu_id: [eInvoiceTexts.sent] };
      const errors = identityErrors(values, ctx);
      const json = ctx.table.lines!.json_column;
      if (ctx.errors?.[json] || linesRejected(values)) return errors;
      const lines = linesOf(valueOf(values, ctx, json));
      if (!lines.length) {
        // Refused whenever lines are sent (or an empty list); a header stored without its lines column is the
        // first step of writing them one at a time (the e-MM page's line-by-line mode, docs/line-tables.md).
        if (json in values) add(errors, json, documentTexts.noLines);
        return errors;
      }
      for (const [k, v] of Object.entries(outcome(values, ctx).errors)) (errors[k] ??= []).push(...v);
      return errors;
    },
    async beforeWrite(values, ctx) {
      const out: Row = { ...values, e_fatura_durumu_id: 1 };
      if (ctx.id === undefined) out.ettn = randomUUID();
      // Every save recomputes from the lines (sent, else stored): the amounts are the calculator's only.
      const json = ctx.table.lines!.json_column;
      if (linesOf(valueOf(values, ctx, json)).length) Object.assign(out, outcome(values, ctx).write);
      return out;
    },
  };
}
