import type { Kysely } from 'kysely';

/** How a report column's values are shown: money and number in tr-TR figures, date as gg.aa.yyyy. */
export type ReportColumnKind = 'text' | 'money' | 'number' | 'date';

/** One column of a report answer. */
export interface ReportColumn {
  name: string;
  title: string;
  kind: ReportColumnKind;
}

/** What a report run answers (`data` of `POST /{token}/reports/{name}`): money as decimal strings. */
export interface ReportResult {
  columns: ReportColumn[];
  rows: Record<string, unknown>[];
  totals: Record<string, unknown>;
  /** Figures a report states besides its table (KDV 1's result, …), by name; decimal strings. */
  summary?: Record<string, unknown>;
}

/** What a report runs on: the database, the caller's company, the request's `params`. */
export interface ReportContext {
  db: Kysely<any>;
  companyId: number;
  params: Record<string, unknown>;
}

/**
 * A report of `POST /{token}/reports/{name}` (docs/reports.md). `tables`: the catalogue tables it reads; the caller
 * must be allowed to list those its company's package has (absent: any logged-in user of the company).
 */
export interface ReportDef {
  name: string;
  title: string;
  tables?: readonly string[];
  run(ctx: ReportContext): Promise<ReportResult>;
}
