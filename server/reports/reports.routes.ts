import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { AppDeps, AppEnv, Session } from '../app-env';
import { findTable } from '../catalog';
import { contentDisposition } from '../files/files.routes';
import { ok } from '../lib/envelope';
import { AppError, Codes } from '../lib/errors';
import { readParams } from '../lib/body.read';
import { authorize, tableAllowed } from '../tables/table.access';
import { findReport } from './registry';
import { paramError, periodParam } from './report.params';
import { reportWorkbook } from './report.xlsx';
import type { ReportDef } from './types';

/** The `params` of a report call: an object, or a JSON string of one; none is `{}` (server/lib/body.read.ts). */
export const paramsOf = (c: Context<AppEnv>): Promise<Record<string, unknown>> => readParams(c);

/**
 * The caller may run a report when they may list every table it reads that their company's package has (at least
 * one); a report that names no tables is open to every user of the company.
 */
function checkAccess(session: Session, report: ReportDef) {
  if (!report.tables) return;
  const usable = report.tables.map(findTable).filter((t) => t && tableAllowed(session, t));
  if (!usable.length) throw new AppError(Codes.noAuth, 400);
  for (const table of usable) authorize(session, table!, 'list', null);
}

/** The period line of a report file: 'Dönem: 01.11.2026 – 30.11.2026', or the date alone. */
function periodLine(params: Record<string, unknown>): string {
  const tr = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
  try {
    const { from, to } = periodParam(params);
    return `Dönem: ${tr(from)} – ${tr(to)}`;
  } catch {
    const to = typeof params.donem_bitis_tarihi === 'string' ? params.donem_bitis_tarihi.slice(0, 10) : '';
    return /^\d{4}-\d{2}-\d{2}$/.test(to) ? `Tarih: ${tr(to)}` : '';
  }
}

/**
 * `POST /{token}/reports/{name}` (docs/reports.md): body `{params}`, answer the envelope with `data: {columns, rows,
 * totals}`, or with `?format=xlsx` the report as an Excel file. Company-scoped; an unknown name is 404
 * `fail.report.name`, bad params 400 `fail.report.params` with the Turkish message per field.
 */
export function reportRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/reports/:name', async (c) => {
    const session = c.get('session') as Session | undefined;
    if (!session) throw new AppError(Codes.failToken, 400);
    const report = findReport(c.req.param('name') ?? '');
    if (!report) throw new AppError(Codes.reportName, 404);
    const format = c.req.query('format') ?? '';
    if (format !== '' && format !== 'json' && format !== 'xlsx')
      throw paramError('format', 'Dosya biçimi yalnızca xlsx olabilir.');
    checkAccess(session, report);
    const params = await paramsOf(c);
    const result = await report.run({ db: deps.db as Kysely<any>, companyId: session.departmentId, params });
    if (format !== 'xlsx') return ok(c, result);
    const period = periodLine(params);
    const bytes = await reportWorkbook(report.title, period, result);
    const stamp = period
      .replace(/^[^:]*: /, '')
      .replace(/\./g, '-')
      .replace(/ – /, '_');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': contentDisposition(`${report.title}${stamp ? ` ${stamp}` : ''}.xlsx`),
      'Access-Control-Expose-Headers': 'Content-Disposition',
      'Cache-Control': 'private, no-store',
    });
  });
  return r;
}
