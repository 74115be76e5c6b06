import { hintText } from '../../../schema/hints';
import { useFormValue, type EngineWidgetProps } from '../../form-context';

/** The hint a widget shows now (hints.ts); the rate hint follows the form's currency. */
export function useHint(props: EngineWidgetProps): string | undefined {
  const { hint } = props.options;
  const currency = useFormValue(props.registry.formContext, hint === 'rate' ? 'para_birimi_id' : undefined);
  return hintText(hint, props.value, { para_birimi_id: currency });
}

/** The id of a field's hint (for aria-describedby). */
export const hintId = (id: string) => `${id}__hint`;

/** A hint under a field (001 §5.1), announced with the field. */
export function FieldHint({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <div id={hintId(id)} className="df-hint">
      {text}
    </div>
  );
}
