import { PACKAGES } from '../../domain/packages';

/** The packages of the fixed-asset, personnel and office pages (server/catalog/office-columns.ts). */
export const OFFICE_PAGE_PACKAGES = [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube];
