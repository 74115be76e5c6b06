import type { ColumnMeta } from '../../domain/api/contract';
import type { PackageId } from '../../domain/packages';

/**
 * One table of the catalogue: the server's whole knowledge of it. The generic table service reads only
 * this; column names used in SQL come only from here.
 */
export interface TableDef {
  name: string;
  display_name: string;
  /**
   * `company`: rows carry department_id and every verb is scoped to the caller's company.
   * `global`: shared reference data (provinces, tax offices…), readable by every company, changed by no one
   * through the table service.
   */
  scope: 'company' | 'global';
  /** Packages that may use the table; absent = every package. */
  packages?: PackageId[];
  /** Only admins (first authWizard entry 0) may use it. */
  adminOnly?: boolean;
  /** Column shown when another table points at this one. */
  display_column: string;
  /** The business columns (common fields id, own_id, user_id, state, created_at, updated_at, department_id are implied). */
  columns: ColumnMeta[];
}
