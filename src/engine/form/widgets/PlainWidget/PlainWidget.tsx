import { formatDate, formatMoney } from '../../../schema/format';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { widgetTexts } from '../_parts/texts';

/** The text a read-only field shows: money with ₺, dates DD.MM.YYYY, else the value; '—' when empty. */
export function plainText(value: unknown, money?: boolean): string {
  if (value === undefined || value === null || value === '') return widgetTexts.empty;
  const s = String(value);
  if (money) return formatMoney(s);
  if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2})?/.test(s)) return formatDate(s, s.length > 10);
  return s;
}

/** plain text: a read-only display of the value (labelled like any field, never sent back edited). */
export function PlainWidget(props: EngineWidgetProps) {
  const { id, value, options } = props;
  return (
    <output id={id} className="df-plain" aria-describedby={inputAria(props)['aria-describedby']}>
      {plainText(value, options.money)}
    </output>
  );
}
