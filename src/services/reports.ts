/**
 * The report calls (docs/reports.md).
 *
 *   runReport(name, params)      POST /api/v1/{token}/reports/{name}              {params} → {columns, rows, totals}
 *   reportFile(name, params)     POST /api/v1/{token}/reports/{name}?format=xlsx  {params} → the xlsx file
 */
import { ApiError, call, fileNameOf, http, tokenStore } from './http';

/** A column of a report answer. */
export interface ReportColumn {
  name: string;
  title: string;
  kind: 'text' | 'money' | 'number' | 'date';
}

/** A report answer: money as decimal strings. */
export interface ReportResult {
  columns: ReportColumn[];
  rows: Record<string, unknown>[];
  totals: Record<string, unknown>;
}

/** Runs a report; an error envelope throws ApiError (`fail.report.name`, `fail.report.params` with `errors`). */
export const runReport = (name: string, params: Record<string, unknown>) =>
  call<ReportResult>(`reports/${encodeURIComponent(name)}`, { params });

/** The report as an Excel file: its bytes and the name the server gave it. */
export async function reportFile(
  name: string,
  params: Record<string, unknown>,
): Promise<{ fileName: string; blob: Blob }> {
  const token = tokenStore.get();
  if (!token) throw new ApiError('fail.token', 400);
  let res: Response;
  try {
    res = await http(`${encodeURIComponent(token)}/reports/${encodeURIComponent(name)}`, {
      json: { params },
      searchParams: { format: 'xlsx' },
    });
  } catch (err) {
    throw new ApiError('network', 0, { cause: String(err) });
  }
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('json')) {
    const reply = (await res.json().catch(() => null)) as {
      code?: number;
      data?: Record<string, unknown>;
    } | null;
    throw new ApiError(String(reply?.data?.message ?? `HTTP ${res.status}`), res.status, reply?.data ?? {});
  }
  return {
    fileName: fileNameOf(res.headers.get('content-disposition')) || `${name}.xlsx`,
    blob: await res.blob(),
  };
}
