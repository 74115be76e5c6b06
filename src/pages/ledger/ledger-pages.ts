import { PACKAGES, type PackageId } from '../../../domain/packages';

// The Muhasebe area's own pages that are not reports (docs/ledger.md "Closing the books", docs/e-defter.md): their
// routes and menu entries; the side menu lists them after the reports.

export interface LedgerPageDef {
  route: string;
  menu: string;
  packages: readonly PackageId[];
  /** The menu shows the page when the user may list one of these tables. */
  tables: readonly string[];
}

export const LEDGER_PAGES: readonly LedgerPageDef[] = [
  {
    route: '/muhasebe/donem-sonu',
    menu: 'Dönem Sonu İşlemleri',
    packages: [PACKAGES.muhasebe],
    tables: ['fis'],
  },
];

/** Whether a company of `packageId` has the page. */
export const ledgerPageInPackage = (def: LedgerPageDef, packageId: number | null | undefined) =>
  packageId != null && (def.packages as readonly number[]).includes(packageId);

/** The pages the menu shows: in the package, and a table of each the auths let the user list. */
export const ledgerPagesOf = (
  packageId: number | null | undefined,
  auths: { tables?: Record<string, { lists?: unknown[] } | undefined> },
) =>
  LEDGER_PAGES.filter(
    (p) =>
      ledgerPageInPackage(p, packageId) && p.tables.some((t) => (auths.tables?.[t]?.lists?.length ?? 0) > 0),
  );
