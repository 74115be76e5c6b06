import type { Auths } from '../../services/auth';
import type { FigureLink } from '../../../domain/api/dashboard';
import { detailLink, listLink } from '../../engine/page/paths';
import type { PageDefinition } from '../../../domain/pages/page.types';
import { withFilters } from '../../engine/page/url-filters';
import { pageListable } from '../../state/pages';

/** The page that lists a table for the session (in its package, its list permitted), or undefined. */
export function listingPage(
  table: string,
  pages: readonly PageDefinition[],
  packageId: number | null,
  auths: Auths,
): PageDefinition | undefined {
  return pages.find((p) => p.table === table && !p.createOnly && pageListable(p, packageId, auths));
}

/** The list address of a figure: its table's list with the figure's filters (`?filters=`), or null. */
export function figureHref(
  link: FigureLink,
  pages: readonly PageDefinition[],
  packageId: number | null,
  auths: Auths,
): string | null {
  const page = listingPage(link.table, pages, packageId, auths);
  return page ? withFilters(listLink(page, pages), link.filters) : null;
}

/** The detail address of one record of a table, or null when the session has no page for it. */
export function recordHref(
  table: string,
  id: number,
  pages: readonly PageDefinition[],
  packageId: number | null,
  auths: Auths,
): string | null {
  const page = listingPage(table, pages, packageId, auths);
  return page ? detailLink(page, id) : null;
}
