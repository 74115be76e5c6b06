import type { ListTab, PageDefinition } from '../../../domain/pages/page.types';

// The addresses of a page: every link to a list, add, edit or detail route is built here, from the page's
// route and its segments (`addPath`, `editPath`, `detailPath`), so that no caller spells 'ekle' or 'duzenle'.

const addSegment = (def: PageDefinition) => def.addPath ?? 'ekle';
const editSegment = (def: PageDefinition) => def.editPath ?? 'duzenle';
const detailSegment = (def: PageDefinition) => def.detailPath ?? 'detay';

/** The add route of a page: `route/ekle`, or `route/<addPath>`; a create-only page's route itself. */
export const addLink = (def: PageDefinition): string =>
  def.createOnly ? def.route : `${def.route}/${addSegment(def)}`;

/** The edit route of a record: `route/duzenle/<id>`, or `route/<editPath>/<id>`. */
export const editLink = (def: PageDefinition, id: string | number): string =>
  `${def.route}/${editSegment(def)}/${encodeURIComponent(String(id))}`;

/** The detail route of a record: `route/detay/<id>`, or `route/<detailPath>/<id>`. */
export const detailLink = (def: PageDefinition, id: string | number): string =>
  `${def.route}/${detailSegment(def)}/${encodeURIComponent(String(id))}`;

/** The router's path patterns of a page's add, edit and detail routes. */
export function routePatterns(def: PageDefinition) {
  return {
    add: addLink(def),
    edit: `${def.route}/${editSegment(def)}/:id`,
    detail: `${def.route}/${detailSegment(def)}/:id`,
  };
}

/**
 * The page whose tab shows `def`'s list under the same route, and that tab: `def` then has no list route of
 * its own (its list is `route?tab=<id>`). Null when `def` owns its route's list.
 */
export function listHost(
  def: PageDefinition,
  pages: readonly PageDefinition[],
): { host: PageDefinition; tab: ListTab } | null {
  for (const host of pages) {
    if (host === def || host.route !== def.route) continue;
    const tab = host.tabs?.find((t) => t.page === def.table);
    if (tab) return { host, tab };
  }
  return null;
}

/** The page that lists a create-only page's records: the first page of its table that is not create-only. */
export function listingPageOf(def: PageDefinition, pages: readonly PageDefinition[]): PageDefinition | null {
  if (!def.createOnly) return def;
  return pages.find((p) => p.table === def.table && !p.createOnly) ?? null;
}

/**
 * The address of the list that shows `def`: its route, or its host's route in the tab that shows it; for a
 * create-only page, the list of its table's page (its own route when there is none).
 */
export function listLink(def: PageDefinition, pages: readonly PageDefinition[]): string {
  if (def.createOnly) {
    const listing = listingPageOf(def, pages);
    return listing ? listLink(listing, pages) : def.route;
  }
  const hosted = listHost(def, pages);
  return hosted ? `${def.route}?tab=${encodeURIComponent(hosted.tab.id)}` : def.route;
}

/** Where a page's menu entry (and its home-page shortcut) goes: its list, or a create-only page's form. */
export const entryLink = (def: PageDefinition, pages: readonly PageDefinition[]): string =>
  def.createOnly ? def.route : listLink(def, pages);

/** Which of a page's routes an address is. */
export type PageRouteKind = 'list' | 'create' | 'edit' | 'detail';

/** A page route an address matched: the page, the kind of route, and the record id of an edit or detail route. */
export interface PageRouteMatch {
  def: PageDefinition;
  kind: PageRouteKind;
  id?: string;
}

/**
 * The page route a pathname is (no query): a page's list (the owner's, for pages sharing a route), add, edit
 * or detail route (a create-only page has its add route only); null for any other path.
 */
export function matchPageRoute(pathname: string, pages: readonly PageDefinition[]): PageRouteMatch | null {
  for (const def of pages) {
    if (def.createOnly) {
      if (pathname === def.route) return { def, kind: 'create' };
      continue;
    }
    if (pathname === def.route && !listHost(def, pages)) return { def, kind: 'list' };
    if (pathname === addLink(def)) return { def, kind: 'create' };
    for (const [segment, kind] of [
      [editSegment(def), 'edit'],
      [detailSegment(def), 'detail'],
    ] as const) {
      const prefix = `${def.route}/${segment}/`;
      const raw = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
      if (raw && !raw.includes('/')) return { def, kind, id: decodeURIComponent(raw) };
    }
  }
  return null;
}
