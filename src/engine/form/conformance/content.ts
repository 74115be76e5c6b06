import { act, fireEvent } from '@testing-library/react';

/** What a rendered form shows: the texts and controls a user of the form depends on. */
export interface FormContent {
  titles: string[];
  descriptions: string[];
  options: string[];
  controls: Record<string, number>;
}

const norm = (s: string | null | undefined) =>
  (s ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s*\*$/, '')
    .trim();

const ENTRY =
  'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=submit]):not([type=button]):not([type=file]):not([id$="-key"]), textarea, select';

/** Where a checkbox or radio label is an option rather than a field's title. */
const GROUP = '.checkboxes, .field-radio-group, [role=radiogroup], [role=group]';

function texts(root: Element, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((e) => norm(e.textContent)).filter(Boolean);
}

/**
 * The options of the form's listboxes: those drawn inside it, and those of each combobox's popup, which the engine
 * draws in the popup layer (a portal on the page, outside the form) and only while it is open — so each combobox is
 * opened in turn (opening one closes the other) and its list, found by `aria-controls`, read at once.
 */
function listboxOptions(root: Element): string[] {
  const seen = new Set<Element>(root.querySelectorAll('[role=option]'));
  for (const box of root.querySelectorAll<HTMLElement>('[role=combobox]')) {
    if (box.hasAttribute('disabled')) continue;
    if (box.getAttribute('aria-expanded') !== 'true') act(() => void fireEvent.click(box));
    const list = root.ownerDocument.getElementById(box.getAttribute('aria-controls') ?? '');
    list?.querySelectorAll('[role=option]').forEach((o) => seen.add(o));
  }
  return [...seen].map((e) => norm(e.textContent)).filter(Boolean);
}

/**
 * The content of a rendered form: titles (labels, legends, `…__title`), descriptions and help (`…__description`,
 * `…__help`), options (native options, the listbox options of every combobox opened once, the labels of radio and
 * checkbox groups) and how many controls of each kind (entries, checkboxes, radios, files, additional-property key
 * inputs, and RJSF's add / remove / move / copy / clear buttons by their ids).
 */
export function formContent(root: Element): FormContent {
  const labels = [...root.querySelectorAll('label')];
  const inGroup = (l: Element) =>
    Boolean(l.closest(GROUP) && l.querySelector('input[type=checkbox], input[type=radio]'));
  const titles = [
    ...labels
      .filter((l) => !inGroup(l))
      .map((l) => norm(l.textContent))
      .filter(Boolean),
    ...texts(root, 'legend'),
    ...texts(root, '[id$="__title"]:not(legend):not(label)'),
  ];
  const descriptions = [...texts(root, '[id$="__description"]'), ...texts(root, '[id$="__help"]')];
  const options = [
    // (The options of a disabled select cannot be opened, as a locked combobox's cannot: not counted.)
    ...[...root.querySelectorAll('select:not(:disabled) option')]
      .filter((o) => (o as HTMLOptionElement).value !== '')
      .map((o) => norm(o.textContent)),
    ...listboxOptions(root),
    ...labels.filter(inGroup).map((l) => norm(l.textContent)),
  ].filter(Boolean);
  const count = (selector: string) => root.querySelectorAll(selector).length;
  const controls: Record<string, number> = {
    entry: count(ENTRY),
    checkbox: count('input[type=checkbox], [role=switch]:not(input), [role=checkbox]:not(input)'),
    radio: count('input[type=radio], [role=radio]:not(input)'),
    file: count('input[type=file]'),
    key: count('input[id$="-key"]'),
  };
  // RJSF's buttons carry an id ending in their kind (`buttonId(id, 'add')`, the optional-data controls' ids).
  for (const b of root.querySelectorAll('button[id*="__"]')) {
    const kind = b.id.slice(b.id.lastIndexOf('__') + 2);
    controls[kind] = (controls[kind] ?? 0) + 1;
  }
  return { titles, descriptions, options, controls };
}

/** What `ours` loses against `core`: every text missing (as often as core shows it) and every control short. */
export function losses(core: FormContent, ours: FormContent): string[] {
  const out: string[] = [];
  const missing = (kind: 'titles' | 'descriptions' | 'options') => {
    const left = [...ours[kind]];
    for (const t of core[kind]) {
      const i = left.indexOf(t);
      if (i >= 0) left.splice(i, 1);
      else out.push(`${kind.replace(/s$/, '')} "${t}"`);
    }
  };
  missing('titles');
  missing('descriptions');
  missing('options');
  for (const [kind, n] of Object.entries(core.controls))
    if ((ours.controls[kind] ?? 0) < n) out.push(`control ${kind}: ${ours.controls[kind] ?? 0} of ${n}`);
  return out;
}
