import { PACKAGES } from '../../domain/packages';
import { SCALES } from '../../domain/money';
import { decimal } from './document-columns';
import type { CatalogColumn } from './types';

// Shared pieces of the fixed-asset, personnel and office tables (ids 450–469; docs/office.md).

/** The packages of the fixed-asset, personnel and office pages: every package with a back office. */
export const OFFICE_PACKAGES = [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube];

/** A cash or bank amount: 3 decimals (002 §9 "Rounding": finance), never below zero. */
export const financeAmount = (
  id: number,
  name: string,
  display_name: string,
  extra: Partial<CatalogColumn> = {},
) =>
  decimal(id, name, display_name, SCALES.finance, {
    gui_type_name: 'money',
    format: 'money',
    min: 0,
    ...extra,
  });
