import { labelOf } from '../../domain/messages';
import { D } from '../../domain/money';
import { allColumns } from '../catalog/columns';
import { ORDER_STATE } from '../catalog/order-columns';
import type { TableHooks } from '../tables/table.hooks';
import { lineErrorKey, lineTableOf } from '../tables/table.lines';
import { documentHooks } from './document.hooks';
import type { DocumentSpec } from './document.spec';

// The behaviour of purchase and sales orders (docs/orders.md) on top of the document hooks: the delivery date is
// not before the order date, a line never sends more than it orders, and the order's state follows its lines
// (Açık → Kısmen Teslim Edildi → Tamamlandı) unless the user cancelled it (İptal Edildi).

type Row = Record<string, unknown>;

const dateText = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v.slice(0, 10) : null;
const amount = (v: unknown) => {
  try {
    return v === null || v === undefined || v === '' ? D(0) : D(String(v));
  } catch {
    return D(0);
  }
};

/** The state the lines give: every line sent in full → done, something sent → partial, else open. */
export function orderStateOf(lines: Row[]): number {
  const ordered = lines.filter((l) => amount(l.miktar).gt(0));
  if (ordered.length && ordered.every((l) => amount(l.gonderilen_miktar).gte(amount(l.miktar))))
    return ORDER_STATE.done;
  return lines.some((l) => amount(l.gonderilen_miktar).gt(0)) ? ORDER_STATE.partial : ORDER_STATE.open;
}

/** The hooks of an order table: the document's, then the order's own checks and state. */
export function orderHooks(spec: DocumentSpec): TableHooks {
  const doc = documentHooks(spec);
  return {
    async validate(values, ctx) {
      const errors = { ...(await doc.validate!(values, ctx)) };
      const final = (c: string) => (c in values ? values[c] : ctx.old?.[c]);
      const ordered = dateText(final('siparis_tarihi'));
      const due = dateText(final('teslim_tarihi'));
      if (ordered && due && due < ordered && !ctx.errors?.teslim_tarihi)
        (errors.teslim_tarihi ??= []).push('Teslim Tarihi sipariş tarihinden önce olamaz.');
      const json = ctx.table.lines!.json_column;
      const sent =
        lineTableOf(ctx.table) &&
        allColumns(lineTableOf(ctx.table)!).find((c) => c.name === 'gonderilen_miktar');
      if (sent && Array.isArray(values[json]))
        (values[json] as Row[]).forEach((line, i) => {
          if (amount(line.gonderilen_miktar).gt(amount(line.miktar)))
            (errors[lineErrorKey(json, i, 'gonderilen_miktar')] ??= []).push(
              `${labelOf(sent.display_name)} sipariş miktarından büyük olamaz.`,
            );
        });
      return errors;
    },
    async beforeWrite(values, ctx) {
      const out = await doc.beforeWrite!(values, ctx);
      const json = ctx.table.lines!.json_column;
      const state = Number(
        'siparis_durumu' in out ? out.siparis_durumu : (ctx.old?.siparis_durumu ?? ORDER_STATE.open),
      );
      if (state === ORDER_STATE.cancelled) return out;
      const lines = (json in out ? out[json] : json in values ? values[json] : ctx.old?.[json]) as
        Row[] | undefined;
      const derived = orderStateOf(Array.isArray(lines) ? lines : []);
      return !ctx.old || derived !== Number(ctx.old.siparis_durumu) || 'siparis_durumu' in out
        ? { ...out, siparis_durumu: derived }
        : out;
    },
  };
}
