import type { ColumnMeta } from '../../domain/api/contract';
import type { NumberFormat } from '../../domain/documents/document-number';
import type { PackageId } from '../../domain/packages';

/** A server-side check beyond type and length, answered with a Turkish field error. */
export type ColumnCheck = 'digits' | 'email' | 'tr_iban';

/**
 * One column of the catalogue: the contract's metadata plus server-only settings, which never leave the
 * server (see `publicMeta`).
 */
export interface CatalogColumn extends ColumnMeta {
  /** Extra value check. */
  check?: ColumnCheck;
  /** Never sent to the browser (password hashes). */
  writeOnly?: boolean;
  /** Shown, but never written through the table service (e.g. a company's own package). */
  readOnly?: boolean;
  /**
   * With `readOnly`: an update whose body gives this column another value than the stored one is refused with this
   * field error instead of being ignored (a company's tax number, its identity: changed only through a verified path).
   */
  refuse_change?: string;
  /** Stored lower-cased (e-mail addresses). */
  lowerCase?: boolean;
  /**
   * A stored generated column holding `tr_sort_key(column)` (collation "C"), sorted on instead of computing the
   * key per row; for the display columns of big tables (cari_hesap_adi).
   */
  sort_key_column?: string;
  /**
   * Column of the related table that holds the parent value of a dependent select; defaults to
   * `up_column_name` (ilceler.sehirler_id for cari_hesap.ilceler_id).
   */
  up_filter_column?: string;
  /** False: left out of list answers (a document's lines JSON; its lines are listed from the line table). */
  listed?: boolean;
  /**
   * A select whose default is a row of the related table: the caller's row with this boolean column set (else
   * its first row), among the rows of the parent's value for a dependent select. It is the create form's
   * default and fills a store that leaves the column out (a company's default address).
   */
  default_flag?: string;
  /** A select over a `shared` table that offers and accepts only its global rows (a GİB unit code). */
  global_rows_only?: boolean;
  /**
   * A select that offers and accepts only the related rows whose columns hold these values (an e-Fatura's XSLT
   * templates: `{ xslt_tur_id: 1 }`).
   */
  relation_where?: Record<string, number | string>;
  /**
   * The field error when the chosen row exists in the company but is not one `relation_where` offers, instead of
   * the generic "geçerli bir seçim" text: `{column}` is that row's value (a static select's option text), e.g.
   * `Bu ön ek ({on_ek_kodu}) {on_ek_yeri_id} serisine ait.` (docs/document-numbers.md, "One series each").
   */
  relation_where_message?: string;
}

/**
 * A document whose lines travel inside a header column as JSON (002 §4 "Form modes and rules") and are kept,
 * in the same transaction, as rows of a line table too, so that they can be listed (docs/line-tables.md).
 */
export interface LinesDef {
  /** The header's JSON column (`mal_hizmet_json`). */
  json_column: string;
  /** The line table; its TableDef names this table as `parent`. */
  table: string;
}

/** The header a line table belongs to: its rows are written only through the header's lines column. */
export interface ParentDef {
  table: string;
  /** The line column holding the header's id (`teklifler_id`). */
  column: string;
  /** The line column holding the 1-based position of the line (`sira_no`). */
  order_column: string;
}

/**
 * The document number of a table (docs/document-numbers.md): which column holds it, its shape, and whether a
 * per-company series fills it when the user leaves it empty. The number is unique per company and table (per
 * `unique_per` too: a supplier's invoice numbers are unique per supplier), enforced by a unique index the table's
 * migration creates (`numberIndexSql`), so that two concurrent saves cannot both keep one number.
 */
export interface NumberSeriesDef {
  /** The number column (`fatura_numarasi`). */
  column: string;
  /** `gib`: 3-character prefix + year + 9 digits (invoices); `dashed`: PREFIX-YEAR-0001; `free`: typed text. */
  format: NumberFormat;
  /** The prefix of a company's first number (later ones continue the company's own prefix). */
  prefix: string;
  /** The date column whose year goes into the number (and must agree with a GİB number's year). */
  date_column?: string;
  /** False: the number is typed (a supplier's invoice number): required, checked and unique, never filled. */
  auto?: boolean;
  /** More columns the number is unique within besides the company (`cari_hesap_id`). */
  unique_per?: string[];
  /** The field error of a duplicate when the default texts do not fit (`unique_per` other than the customer). */
  duplicate_message?: string;
}

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
   * `shared`: both in one table — rows with department_id NULL are global reference rows every company reads
   * and nobody writes through the service; rows of the caller's company are its own, written like a company
   * table's; another company's rows behave as missing (units: GİB's codes plus a company's own "Koli").
   */
  scope: 'company' | 'global' | 'shared';
  /** The order of a list that sends no sorts ([column, ascending]); absent = newest first (`id desc`). */
  default_sorts?: [string, boolean][];
  /** Stable number of the table; column ids are `table_id * 1000 + n`. */
  table_id?: number;
  /** Packages that may use the table; absent = every package. */
  packages?: PackageId[];
  /** Only admins (first authWizard entry 0) may use it. */
  adminOnly?: boolean;
  /** Column shown when another table points at this one. */
  display_column: string;
  /** Columns a select search matches besides the display column (e.g. a code). */
  search_columns?: string[];
  /** The business columns (common fields id, own_id, user_id, state, created_at, updated_at, department_id are implied). */
  columns: CatalogColumn[];
  /** Every user may show the row whose id is their own company (departments), whatever their auths. */
  showOwnCompany?: boolean;
  /** Ids listed first in select data (Türkiye, TL…), before the alphabetical rest. */
  select_first?: number[];
  /** Rows listed first in select data when `column` holds `value` (the TL cash and bank cards), then the rest. */
  select_first_when?: { column: string; value: number };
  /**
   * A company table whose rows belong to one user (`user_id`, the writer, who is always the owner):
   * every verb sees only the caller's own rows, and every user gets all verbs on it whatever their auths
   * (notifications, favourites; docs/shell-data.md).
   */
  perUser?: boolean;
  /**
   * Rows that belong to a user across companies (yetki_ver: the companies a user may act in): every read
   * sees only the active rows whose `column` is the caller, in every company, instead of the company's rows.
   */
  userScope?: { column: string };
  /** Only read through the table service (list, show); a dedicated module writes the rows. */
  readOnly?: boolean;
  /** False: records are never created through the table service (companies). */
  creatable?: boolean;
  /** False: records are never deleted through the table service. */
  deletable?: boolean;
  /**
   * A boolean column at most one row holds (per company, or per value of `per`, e.g. each customer): a write
   * that sets it clears it on the others, archived like every update, in the same transaction.
   */
  single_flag?: { column: string; per?: string };
  /**
   * Rows of other company tables that belong to a row of this one (`column` holds its id: a customer's
   * addresses): deleting the row archives and deletes them first, in the same transaction.
   */
  children?: { table: string; column: string }[];
  /** A numbered document: its number column, shape and series (docs/document-numbers.md). */
  number?: NumberSeriesDef;
  /** A document with lines in a JSON column, mirrored as rows of a line table. */
  lines?: LinesDef;
  /** A line table: rows are read here but written only through the header's lines column. */
  parent?: ParentDef;
}
