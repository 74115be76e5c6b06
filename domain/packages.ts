// Company packages (departments.musteri_paketi_id). The package limits the menu, the routes and the
// tables the server serves (docs/api-contract.md, "Permissions").

export const PACKAGES = {
  onMuhasebe: 1,
  kobi: 2,
  kisitliKobi: 3,
  muhasebe: 4,
  sube: 5,
} as const;
export type PackageId = (typeof PACKAGES)[keyof typeof PACKAGES];

/** Display names, as the spec spells them. */
export const PACKAGE_NAMES: Record<PackageId, string> = {
  1: 'Ön muhasebe',
  2: 'Kobi',
  3: 'Kısıtlı Kobi',
  4: 'Muhasebe',
  5: 'Şube',
};

export const ALL_PACKAGES: PackageId[] = [1, 2, 3, 4, 5];
