/**
 * Checks on a rendered story's DOM, shared by the stories' play functions (jsdom and Chromium) and the `storybook`
 * project's afterEach (Chromium). They read roles, labels and the form's own field markers (`data-field`, the
 * field template's is-disabled / is-readonly), not a widget's internals, so they survive a widget's rewrite.
 */

/** The name a control is known by: its label, aria-label or id. */
function nameOf(el: Element): string {
  const id = el.getAttribute('id');
  const label = id ? el.ownerDocument.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
  return (label?.textContent || el.getAttribute('aria-label') || id || el.tagName).trim();
}

/**
 * What an "Empty" story still shows: a text box, text area or select holding a value, a ticked check box, or chosen
 * items (list items inside a field: a multiselect's chips, a sortable selection). A radio group (the fast toggle) is
 * exempt: one of its two sides is always on, and with nothing stored it shows the first.
 */
export function emptyProblems(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const el of root.querySelectorAll('input, textarea, select')) {
    const input = el as HTMLInputElement;
    if (['hidden', 'button', 'submit', 'reset', 'radio'].includes(input.type)) continue;
    if (input.type === 'checkbox') {
      if (input.checked) problems.push(`${nameOf(el)}: ticked`);
    } else if (input.value !== '') problems.push(`${nameOf(el)}: "${input.value}"`);
  }
  for (const item of root.querySelectorAll(
    '[data-field] li:not([role="option"]), [data-field] [role="listitem"]',
  ))
    problems.push(`${item.closest('[data-field]')?.getAttribute('data-field')}: chose "${item.textContent}"`);
  return problems;
}

const looks = [
  'background-color',
  'color',
  'border-top-style',
  'border-top-color',
  'opacity',
  'cursor',
  'outline-style',
] as const;

/** How a field and everything in it is drawn, element by element. */
function lookOf(field: Element): string[] {
  return [field, ...field.querySelectorAll('*')].map((el) => {
    const style = getComputedStyle(el);
    return looks.map((p) => style.getPropertyValue(p)).join(' ');
  });
}

/** A copy of the field beside it in another state: editable, disabled or read-only. */
function lookAs(field: Element, state: 'editable' | 'disabled' | 'readonly'): string[] {
  const copy = field.cloneNode(true) as Element;
  copy.classList.remove('is-disabled', 'is-readonly');
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    el.removeAttribute('id');
    el.removeAttribute('disabled');
    el.removeAttribute('readonly');
  }
  if (state !== 'editable') copy.classList.add(state === 'disabled' ? 'is-disabled' : 'is-readonly');
  if (state === 'disabled')
    for (const el of copy.querySelectorAll('input, textarea, select, button'))
      el.setAttribute('disabled', '');
  if (state === 'readonly')
    for (const el of copy.querySelectorAll('input, textarea')) el.setAttribute('readonly', '');
  field.after(copy);
  try {
    return lookOf(copy);
  } finally {
    copy.remove();
  }
}

/**
 * Disabled or read-only fields that look like the same field editable, or like each other (browser only: it reads
 * computed styles). No such field at all is a problem too: the story would not show the state its name says.
 */
export function lookProblems(root: ParentNode): string[] {
  const fields = [...root.querySelectorAll('[data-field].is-disabled, [data-field].is-readonly')];
  if (!fields.length) return ['no disabled or read-only field'];
  const problems: string[] = [];
  for (const field of fields) {
    const name = field.getAttribute('data-field');
    const state = field.classList.contains('is-disabled') ? 'disabled' : 'readonly';
    const other = state === 'disabled' ? 'readonly' : 'disabled';
    const own = lookOf(field).join('|');
    if (own === lookAs(field, 'editable').join('|')) problems.push(`${name}: ${state} looks editable`);
    if (own === lookAs(field, other).join('|')) problems.push(`${name}: ${state} looks ${other}`);
  }
  return problems;
}
