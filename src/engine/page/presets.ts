import type { PageDefinition } from '../../../domain/pages/page.types';

/**
 * The columns a create form starts with from its address's query (the page's `queryPresets`): only the params and
 * values the page names count, so an address cannot set any other column nor any other value.
 */
export function queryPresetsOf(
  def: Pick<PageDefinition, 'queryPresets'>,
  search: URLSearchParams,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [param, preset] of Object.entries(def.queryPresets ?? {})) {
    const raw = search.get(param);
    if (raw === null) continue;
    const value = Object.prototype.hasOwnProperty.call(preset.values, raw) ? preset.values[raw] : undefined;
    if (value !== undefined) out[preset.column] = value;
  }
  return out;
}
