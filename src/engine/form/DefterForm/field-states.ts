import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldState, RuleDecision } from '../../../../domain/rules';

/** What the rules decided for the form, as the form draws it. */
export interface RuleView {
  fields: Record<string, FieldState>;
  hiddenGroups: string[];
  /** Field → message of the rules' invalid effects. */
  invalid: Record<string, string>;
  /** Which rule made which decision, with its note (admin mode's "Kural kararları"). */
  decisions?: RuleDecision[];
}

/** No rules, nothing decided. */
export const NO_RULES: RuleView = { fields: {}, hiddenGroups: [], invalid: {} };

/** A key that changes only when the schema-relevant part of the rule view does (required, disabled). */
export function fieldStatesKey(fields: Record<string, FieldState>): string {
  const names = Object.keys(fields).sort();
  return names
    .map(
      (n) =>
        `${n}:${fields[n].hidden ? 'h' : ''}${fields[n].required ? 'r' : ''}${fields[n].disabled ? 'd' : ''}`,
    )
    .join('|');
}

/**
 * The schema and uiSchema with the rules applied: required = the catalogue's plus the rules', minus every
 * hidden field (a hidden field is never required); disabled fields get `ui:disabled`. The inputs are left as
 * they are; a field the rules do not name keeps its objects (RJSF skips re-rendering it).
 */
export function applyFieldStates(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  fields: Record<string, FieldState>,
): { schema: RJSFSchema; uiSchema: UiSchema } {
  if (!Object.keys(fields).length) return { schema, uiSchema };
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const ui: UiSchema = { ...uiSchema };
  for (const [name, state] of Object.entries(fields)) {
    if (!(name in props)) continue;
    if (state.hidden) required.delete(name);
    else if (state.required) required.add(name);
    if (state.disabled) ui[name] = { ...(uiSchema[name] as object), 'ui:disabled': true };
  }
  const list = Object.keys(props).filter((n) => required.has(n));
  const next: RJSFSchema = { ...schema };
  if (list.length) next.required = list;
  else delete next.required;
  return { schema: next, uiSchema: ui };
}
