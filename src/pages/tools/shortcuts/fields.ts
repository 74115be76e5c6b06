// Writing into form fields from outside React: the calculator paste (Ctrl+U, field menu) and clearing
// (Ctrl+Backspace, field menu).

/** A text-like field the tools may write into. */
export type EditableField = HTMLInputElement | HTMLTextAreaElement;

const CLEARABLE_TYPES = new Set([
  'text',
  'search',
  'tel',
  'url',
  'email',
  'number',
  'password',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);
const PASTABLE_TYPES = new Set(['text', 'search', 'tel', 'url', 'number']);

/** The field `target` is (or is inside), when it is an enabled, writable text-like input or textarea. */
export function editableField(target: EventTarget | Element | null): EditableField | null {
  if (!(target instanceof Element)) return null;
  const el = target.closest('input, textarea');
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return null;
  if (el.disabled || el.readOnly) return null;
  if (el instanceof HTMLInputElement && !CLEARABLE_TYPES.has(el.type)) return null;
  return el;
}

/** Whether a calculator result may be pasted into the field (text and number fields, not dates or e-mail). */
export function canPaste(field: EditableField): boolean {
  return field instanceof HTMLTextAreaElement || PASTABLE_TYPES.has(field.type);
}

/**
 * Sets the field's value the way typing does: through the native value setter, then an `input` event,
 * so that React (and RJSF, masks) see the change.
 */
export function setFieldValue(field: EditableField, value: string) {
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function isNumeric(field: EditableField): boolean {
  const mode = field.getAttribute('inputmode');
  return (
    (field instanceof HTMLInputElement && field.type === 'number') || mode === 'decimal' || mode === 'numeric'
  );
}

/**
 * Pastes a calculator result (Turkish form, '1234,5'): a numeric field gets it as its whole value; a text
 * field gets it at the caret, replacing the selection. A number input takes the dot form.
 */
export function pasteIntoField(field: EditableField, text: string) {
  if (field instanceof HTMLInputElement && field.type === 'number') {
    setFieldValue(field, text.replace(',', '.'));
    return;
  }
  if (isNumeric(field)) {
    setFieldValue(field, text);
    return;
  }
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  setFieldValue(field, field.value.slice(0, start) + text + field.value.slice(end));
  const caret = start + text.length;
  field.setSelectionRange?.(caret, caret);
}

/** Empties the field. */
export function clearField(field: EditableField) {
  setFieldValue(field, '');
}

/** Full page loads, as an object so that tests can replace them (jsdom cannot reload). */
export const pageReload = {
  /** Reloads the current page. */
  reload() {
    window.location.reload();
  },
};
