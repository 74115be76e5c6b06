// The favourites map of spec 000 §3: `favoriler.description` holds a JSON map keyed by link plus table
// name, each entry {type: create|list|detail|edit, link, table_name, id, state}.
import { matchPageRoute } from '../../../engine/page/paths';
import type { PageDefinition } from '../../../../domain/pages/page.types';

/** The kinds of shortcut a favourite is. */
export type FavouriteType = 'create' | 'list' | 'detail' | 'edit';

/** One favourite. */
export interface Favourite {
  type: FavouriteType;
  link: string;
  table_name: string;
  /** The record of a detail or edit favourite; null otherwise. */
  id: string | number | null;
  state: boolean;
}

/** The stored map. */
export type FavouriteMap = Record<string, Favourite>;

const TYPES: readonly FavouriteType[] = ['create', 'list', 'detail', 'edit'];

/** The key of a favourite in the map: its link plus its table name. */
export const favouriteKey = (f: Pick<Favourite, 'link' | 'table_name'>) => `${f.link}${f.table_name}`;

function isFavourite(v: unknown): v is Favourite {
  const f = v as Favourite | null;
  return (
    typeof f === 'object' &&
    f !== null &&
    TYPES.includes(f.type) &&
    typeof f.link === 'string' &&
    f.link.startsWith('/') &&
    !f.link.startsWith('//') &&
    typeof f.table_name === 'string'
  );
}

/** Reads `description` (a JSON object or its text); malformed entries are left out, switched-off ones too. */
export function parseFavourites(raw: unknown): FavouriteMap {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: FavouriteMap = {};
  for (const f of Object.values(value as Record<string, unknown>)) {
    if (isFavourite(f) && f.state !== false) out[favouriteKey(f)] = { ...f, id: f.id ?? null, state: true };
  }
  return out;
}

/** The favourite a route would be: a page's list, add, edit or detail route; null for any other route. */
export function favouriteOf(pathname: string, pages: readonly PageDefinition[]): Favourite | null {
  const at = matchPageRoute(pathname, pages);
  if (!at) return null;
  const id = at.id === undefined ? null : /^\d+$/.test(at.id) ? Number(at.id) : at.id;
  return { type: at.kind, link: pathname, table_name: at.def.table, id, state: true };
}

/** The map with `f` added, or removed when it is there already. */
export function toggleFavourite(map: FavouriteMap, f: Favourite): FavouriteMap {
  const key = favouriteKey(f);
  const next = { ...map };
  if (next[key]) delete next[key];
  else next[key] = f;
  return next;
}
