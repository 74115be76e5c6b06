import { atom } from 'jotai';
import type { PageDefinition } from '../../domain/pages/page.types';
import { pages } from '../schemas';
import type { Auths } from '../services/auth';
import { authsAtom, packageIdAtom } from './session';

/** The page registry the router and the menu are built from (replaceable for tests and stories). */
export const pagesAtom = atom<readonly PageDefinition[]>(pages);

/** Whether the company's package includes the page (no `packages` = every package). */
export function pageInPackage(def: PageDefinition, packageId: number | null): boolean {
  if (!def.packages) return true;
  return packageId !== null && (def.packages as number[]).includes(Number(packageId));
}

/** Whether the session may see the page's list: the package includes it and the auths list its table. */
export function pageListable(def: PageDefinition, packageId: number | null, auths: Auths): boolean {
  return pageInPackage(def, packageId) && (auths.tables[def.table]?.lists?.length ?? 0) > 0;
}

/** Whether the session may open a create-only page: the package includes it and the auths may create in its table. */
export function pageCreatable(def: PageDefinition, packageId: number | null, auths: Auths): boolean {
  return pageInPackage(def, packageId) && (auths.tables[def.table]?.creates?.length ?? 0) > 0;
}

/**
 * The pages of the side menu: in the package, listable by the auths (a create-only page: creatable), sorted by
 * `menu.order`.
 */
export function menuPages(
  defs: readonly PageDefinition[],
  packageId: number | null,
  auths: Auths,
): PageDefinition[] {
  return defs
    .filter(
      (d) =>
        d.menu && (d.createOnly ? pageCreatable(d, packageId, auths) : pageListable(d, packageId, auths)),
    )
    .sort((a, b) => a.menu!.order - b.menu!.order);
}

/** The side menu's page entries for the current session. */
export const menuPagesAtom = atom((get) => menuPages(get(pagesAtom), get(packageIdAtom), get(authsAtom)));
