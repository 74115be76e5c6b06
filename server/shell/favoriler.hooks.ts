import { validation } from '../../domain/messages';
import type { TableHooks } from '../tables/table.hooks';

const LABEL = 'Favoriler';
/** Shortcuts one user may keep, and the size of their JSON text. */
const MAX_ENTRIES = 500;
const MAX_JSON = 64 * 1024;

const isMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Favourites: `description` must be a JSON map (link + table name → shortcut; spec 000 §3) of a sane size;
 * `name` is always the owner's user id, set by the server on store.
 */
export const favorilerHooks: TableHooks = {
  async validate(values): Promise<Record<string, string[]>> {
    if (!('description' in values) || values.description === null) return {};
    const map = values.description;
    if (!isMap(map) || Object.keys(map).length > MAX_ENTRIES || JSON.stringify(map).length > MAX_JSON)
      return { description: [validation.invalid(LABEL)] };
    return {};
  },

  async beforeWrite(values, ctx) {
    const out = { ...values };
    if ('description' in out && out.description === null) out.description = {};
    if (ctx.id === undefined) out.name = String(ctx.userId);
    return out;
  },
};
