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
  /** Figures the report states besides its table (KDV 1's result …). */
  summary?: Record<string, unknown>;
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

/** A line of the KDV Mahsup Fişi (issue 24). */
export interface KdvMahsupLine {
  hesap_kodu: string;
  hesap_adi: string;
  borc: string;
  alacak: string;
}

/** The KDV Mahsup Fişi of a month: its lines, KDV 1's result, the voucher posted for it (docs/ledger.md). */
export interface KdvMahsup {
  donem: string;
  donem_adi: string;
  fis_tarihi: string;
  lines: KdvMahsupLine[];
  borc_toplami: string;
  alacak_toplami: string;
  kdv1: { odenecek: string; sonraki_devreden: string; devreden: string };
  posted: { fis_id: number; fis_no: string | null; yevmiye_no: number | null; guncel: boolean } | null;
  kapali: boolean;
}

/** POST /{token}/ledger/kdv-mahsup/preview {donem}: what the month's voucher is (nothing written). */
export const previewKdvMahsup = (donem: string) => call<KdvMahsup>('ledger/kdv-mahsup/preview', { donem });

/** POST /{token}/ledger/kdv-mahsup {donem}: posts (or replaces) the month's voucher. */
export const postKdvMahsup = (donem: string) => call<KdvMahsup>('ledger/kdv-mahsup', { donem });
