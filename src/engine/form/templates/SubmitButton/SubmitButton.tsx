import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { texts } from '../../../texts';

/** The form's Kaydet button (disabled, "Kaydediliyor..." while a save runs). */
export function SubmitButton(props: SubmitButtonProps) {
  const { norender, submitText } = getSubmitButtonOptions(props.uiSchema);
  if (norender) return null;
  const saving = Boolean(props.registry.formContext?.saving);
  const blocked = Boolean(props.registry.formContext?.saveBlocked);
  return (
    <div className="df-form__actions">
      <button type="submit" className="df-button df-button--primary" disabled={saving || blocked}>
        {saving ? texts.saving : submitText && submitText !== 'Submit' ? submitText : texts.save}
      </button>
    </div>
  );
}
