import { amountCurrency, formatDate, formatMoney } from '../../../schema/format';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria, useFormValue } from '../../form-context';
import { widgetTexts } from '../_parts/texts';

/**
 * The text a read-only field shows: money with its currency's symbol (₺ unless `currency` says otherwise),
 * dates DD.MM.YYYY, else the value; '—' when empty.
 */
export function plainText(value: unknown, money?: boolean, currency = 'TRY'): string {
  if (value === undefined || value === null || value === '') return widgetTexts.empty;
  const s = String(value);
  if (money) return formatMoney(s, currency);
  if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2})?/.test(s)) return formatDate(s, s.length > 10);
  return s;
}

/** plain text: a read-only display of the value (labelled like any field, never sent back edited). */
export function PlainWidget(props: EngineWidgetProps) {
  const { id, value, options, name, registry } = props;
  const paraBirimi = useFormValue(registry?.formContext, options.money ? 'para_birimi_id' : undefined);
  const currency = amountCurrency(String(name ?? id), { para_birimi_id: paraBirimi });
  return (
    <output id={id} className="df-plain" aria-describedby={inputAria(props)['aria-describedby']}>
      {plainText(value, options.money, currency)}
    </output>
  );
}
