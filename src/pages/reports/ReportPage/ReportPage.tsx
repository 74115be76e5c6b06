import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { codeText } from '../../../../domain/messages';
import { browserToday, day } from '../../../engine/schema/day';
import { formatAmount, formatDate, formatNumber } from '../../../engine/schema/format';
import { ApiError, call } from '../../../services/http';
import { reportFile, runReport, type ReportColumn, type ReportResult } from '../../../services/reports';
import { detailLink } from '../../../engine/page/paths';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { pagesAtom } from '../../../state/pages';
import { packageIdAtom } from '../../../state/session';
import { NotFoundPage } from '../../shell/NotFoundPage/NotFoundPage';
import { reportInPackage, type ReportPageDef } from '../report-pages';
import { reportTexts as t } from '../texts';
import '../reports.css';

type Params = Record<string, string>;

/** The current month's first and last day, in the browser's time. */
function thisMonth(): { from: string; to: string } {
  const d = day();
  return { from: d.startOf('month').format('YYYY-MM-DD'), to: d.endOf('month').format('YYYY-MM-DD') };
}

/** The first params of a page: the address's query, else this month (and today). */
function initialParams(def: ReportPageDef, query: URLSearchParams): Params {
  const month = thisMonth();
  const out: Params = {};
  if (def.params.includes('period')) {
    out.donem_baslangic_tarihi = query.get('donem_baslangic_tarihi') ?? month.from;
    out.donem_bitis_tarihi = query.get('donem_bitis_tarihi') ?? month.to;
  }
  if (def.params.includes('asOf')) out.donem_bitis_tarihi = query.get('donem_bitis_tarihi') ?? browserToday();
  if (def.params.includes('mizanTuru')) out.mizan_turu_id = query.get('mizan_turu_id') ?? '1';
  if (def.params.includes('cari')) out.cari_hesap_id = query.get('cari_hesap_id') ?? '';
  if (def.params.includes('hesap')) out.hesap = query.get('hesap') ?? '';
  if (def.params.includes('month')) out.ay = query.get('ay') ?? month.from.slice(0, 7);
  if (def.params.includes('allRows')) out.tumu = query.get('tumu') === '1' ? '1' : '';
  return out;
}

/** A report cell in tr-TR: money with 2 decimals, numbers grouped, dates gg.aa.yyyy. */
function cell(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined || value === '') return column.kind === 'text' ? '' : '—';
  if (column.kind === 'money') return formatAmount(value, 2);
  if (column.kind === 'number') return formatNumber(value);
  if (column.kind === 'date') return formatDate(value);
  return String(value);
}

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; result: ReportResult }
  | { kind: 'notReady' }
  | { kind: 'error'; message: string; errors: Record<string, string> };

/** The first Turkish message per field of a `fail.report.params` answer. */
function fieldErrors(data: Record<string, unknown>): Record<string, string> {
  const errors = (data.errors ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]),
  );
}

/** The customer accounts of the company for the statement's select, by name. */
function useCustomers(enabled: boolean) {
  const [options, setOptions] = useState<{ id: string; text: string }[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    call<{ records?: Record<string, unknown>[] }>('tables/cari_hesap', {
      params: { page: 1, limit: 1000, column_array_id: '0', sorts: { cari_hesap_adi: true } },
    })
      .then((d) => {
        if (live)
          setOptions(
            (d.records ?? []).map((r) => ({ id: String(r.id), text: String(r.cari_hesap_adi ?? r.id) })),
          );
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [enabled]);
  return options;
}

/**
 * The one report page (docs/reports.md): the filter fields its definition asks for, the report as a table in tr-TR
 * figures with its totals row, "Excel'e Aktar" (the server's xlsx) and "Yazdır" (the browser's print, with the
 * print stylesheet of reports.css). A report the server does not have yet shows that it is not ready.
 */
export function ReportPage({ def }: { def: ReportPageDef }) {
  const packageId = useAtomValue(packageIdAtom);
  const [query] = useSearchParams();
  const [params, setParams] = useState<Params>(() => initialParams(def, query));
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [exportError, setExportError] = useState('');
  const [quarter, setQuarter] = useState('');
  const customers = useCustomers(def.params.includes('cari'));
  const needsCari =
    (def.params.includes('cari') && !params.cari_hesap_id) ||
    (def.params.includes('hesap') && !params.hesap?.trim());

  const run = useCallback(
    async (p: Params) => {
      setState({ kind: 'loading' });
      try {
        setState({ kind: 'done', result: await runReport(def.name, p) });
      } catch (err) {
        const e = err instanceof ApiError ? err : new ApiError(String(err), 0);
        if (e.message === 'fail.report.name') return setState({ kind: 'notReady' });
        const errors = fieldErrors(e.data);
        setState({
          kind: 'error',
          message: Object.values(errors)[0] ?? codeText(e.message, e.data) ?? t.failed,
          errors,
        });
      }
    },
    [def.name],
  );

  useEffect(() => {
    if (!needsCari) void run(params);
    // The first run only: later runs come from "Raporla".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!reportInPackage(def, packageId)) return <NotFoundPage />;

  const set = (name: string) => (e: { target: { value: string } }) =>
    setParams((p) => ({ ...p, [name]: e.target.value }));
  const errors = state.kind === 'error' ? state.errors : {};
  const field = (name: string, label: string, input: ReactNode) => (
    <div className="report-page__field">
      <label htmlFor={`report-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <span className="field__error" id={`report-${name}-error`}>
          {errors[name]}
        </span>
      )}
    </div>
  );
  const dateInput = (name: string, label: string) =>
    field(
      name,
      label,
      <input
        id={`report-${name}`}
        type="date"
        value={params[name] ?? ''}
        onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `report-${name}-error` : undefined}
      />,
    );

  const download = async () => {
    setExportError('');
    try {
      const file = await reportFile(def.name, params);
      const url = URL.createObjectURL(file.blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = file.fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      setExportError(
        (e && (Object.values(fieldErrors(e.data))[0] ?? codeText(e.message, e.data))) || t.exportFailed,
      );
    }
  };

  const result = state.kind === 'done' ? state.result : null;
  return (
    <section className="report-page" aria-labelledby="report-title">
      <h1 id="report-title">{def.title}</h1>
      {state.kind === 'notReady' ? (
        <div className="report-page__not-ready" role="status">
          <h2>{t.notReadyTitle}</h2>
          <p>{t.notReady}</p>
        </div>
      ) : (
        <>
          <form
            className="report-page__filters"
            aria-label="Rapor filtresi"
            onSubmit={(e) => {
              e.preventDefault();
              void run(params);
            }}
          >
            {def.params.includes('cari') &&
              field(
                'cari_hesap_id',
                t.cari,
                <select
                  id="report-cari_hesap_id"
                  value={params.cari_hesap_id ?? ''}
                  onChange={set('cari_hesap_id')}
                >
                  <option value="">{t.cariPlaceholder}</option>
                  {params.cari_hesap_id && !customers.some((c) => c.id === params.cari_hesap_id) && (
                    <option value={params.cari_hesap_id}>{params.cari_hesap_id}</option>
                  )}
                  {customers.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.text}
                    </option>
                  ))}
                </select>,
              )}
            {def.params.includes('hesap') &&
              field(
                'hesap',
                t.hesap,
                <input
                  id="report-hesap"
                  type="text"
                  inputMode="decimal"
                  placeholder={t.hesapPlaceholder}
                  value={params.hesap ?? ''}
                  onChange={set('hesap')}
                />,
              )}
            {def.params.includes('month') &&
              field(
                'ay',
                t.month,
                <input
                  id="report-ay"
                  type="month"
                  value={params.ay ?? ''}
                  onChange={set('ay')}
                  aria-invalid={errors.ay ? true : undefined}
                  aria-describedby={errors.ay ? 'report-ay-error' : undefined}
                />,
              )}
            {def.params.includes('geciciVergi') &&
              field(
                'gecici_vergi',
                t.geciciVergi,
                <select
                  id="report-gecici_vergi"
                  value={quarter}
                  onChange={(e) => {
                    const q = e.target.value;
                    setQuarter(q);
                    if (!q) return;
                    // The geçici vergi periods are cumulative from 1 January of the period's year.
                    const y = (params.donem_bitis_tarihi || params.donem_baslangic_tarihi || '').slice(0, 4);
                    if (!/^\d{4}$/.test(y)) return;
                    const end = ['', '03-31', '06-30', '09-30', '12-31'][Number(q)];
                    setParams((p) => ({
                      ...p,
                      donem_baslangic_tarihi: `${y}-01-01`,
                      donem_bitis_tarihi: `${y}-${end}`,
                    }));
                  }}
                >
                  {t.geciciVergiDonemleri.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.text}
                    </option>
                  ))}
                </select>,
              )}
            {def.params.includes('period') && dateInput('donem_baslangic_tarihi', t.from)}
            {def.params.includes('period') && dateInput('donem_bitis_tarihi', t.to)}
            {def.params.includes('asOf') && dateInput('donem_bitis_tarihi', t.asOf)}
            {def.params.includes('mizanTuru') &&
              field(
                'mizan_turu_id',
                t.mizanTuru,
                <select
                  id="report-mizan_turu_id"
                  value={params.mizan_turu_id}
                  onChange={set('mizan_turu_id')}
                >
                  {t.mizanTurleri.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.text}
                    </option>
                  ))}
                </select>,
              )}
            {def.params.includes('allRows') && (
              <div className="report-page__field">
                <label htmlFor="report-tumu">
                  <input
                    id="report-tumu"
                    type="checkbox"
                    checked={params.tumu === '1'}
                    onChange={(e) => setParams((p) => ({ ...p, tumu: e.target.checked ? '1' : '' }))}
                  />{' '}
                  {t.allRows}
                </label>
              </div>
            )}
            <div className="report-page__actions">
              <button type="submit" className="btn btn--primary" disabled={needsCari}>
                {t.run}
              </button>
              <button type="button" className="btn" onClick={() => void download()} disabled={!result}>
                {t.excel}
              </button>
              <button type="button" className="btn" onClick={() => window.print()} disabled={!result}>
                {t.print}
              </button>
            </div>
          </form>
          {exportError && (
            <p className="report-page__error" role="alert">
              {exportError}
            </p>
          )}
          {needsCari && state.kind === 'idle' && (
            <p className="muted">{def.params.includes('hesap') ? t.chooseHesap : t.chooseCari}</p>
          )}
          {state.kind === 'loading' && (
            <p className="muted" role="status">
              {t.loading}
            </p>
          )}
          {state.kind === 'error' && (
            <p className="report-page__error" role="alert">
              {state.message}
            </p>
          )}
          {result && <ReportTable title={def.title} result={result} empty={def.empty} />}
        </>
      )}
    </section>
  );
}

/**
 * A row's document number as a link to the document's detail page, when the row names its source
 * (`kaynak_tablo`, `kaynak_id`: the statement's movements) and a page shows that table.
 */
function documentLink(row: Record<string, unknown>, text: string, pages: readonly PageDefinition[]) {
  const table = row.kaynak_tablo;
  const id = row.kaynak_id;
  const def = typeof table === 'string' ? pages.find((p) => p.table === table) : undefined;
  if (!def || id === undefined || id === null || !text) return text;
  return <Link to={detailLink(def, String(id))}>{text}</Link>;
}

/** The report's rows and its totals row. */
function ReportTable({ title, result, empty }: { title: string; result: ReportResult; empty?: string }) {
  const pages = useAtomValue(pagesAtom);
  const align = (c: ReportColumn) => (c.kind === 'money' || c.kind === 'number' ? 'num' : undefined);
  return (
    // A wide report scrolls inside its box; the box takes the focus so the keyboard can scroll it (axe-core).
    <div className="report-page__table-wrap" role="region" aria-label={title} tabIndex={0}>
      <table className="report-table" aria-label={title}>
        <thead>
          <tr>
            {result.columns.map((c) => (
              <th key={c.name} scope="col" className={align(c)}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.rows.length === 0 ? (
            <tr>
              <td colSpan={result.columns.length} className="muted">
                {empty ?? t.empty}
              </td>
            </tr>
          ) : (
            result.rows.map((row, i) => (
              // A declaration's layout (KDV 1): `vurgu` marks a section's heading or a total line.
              <tr
                key={i}
                className={
                  row.vurgu === 'baslik'
                    ? 'report-table__heading'
                    : row.vurgu === 'toplam'
                      ? 'report-table__total'
                      : undefined
                }
              >
                {result.columns.map((c) => (
                  <td key={c.name} className={align(c)}>
                    {row.vurgu === 'baslik' && row[c.name] === undefined
                      ? ''
                      : c.name === 'belge_no'
                        ? documentLink(row, cell(c, row[c.name]), pages)
                        : cell(c, row[c.name])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            {result.columns.map((c) => (
              <td key={c.name} className={align(c)}>
                {result.totals[c.name] === undefined ? '' : cell(c, result.totals[c.name])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
