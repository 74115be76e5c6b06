import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { codeText } from '../../../../domain/messages';
import { day } from '../../../engine/schema/day';
import { formatAmount, formatDate, formatNumber } from '../../../engine/schema/format';
import {
  closingStatus,
  postClosingStep,
  previewClosingStep,
  type ClosingPreview,
  type ClosingStatus,
  type ClosingStepState,
  type StepParams,
} from '../../../services/closing';
import { ApiError } from '../../../services/http';
import { httpTables } from '../../../services/tables';
import { packageIdAtom } from '../../../state/session';
import { NotFoundPage } from '../../shell/NotFoundPage/NotFoundPage';
import { ledgerPageInPackage, LEDGER_PAGES } from '../ledger-pages';
import { closingTexts as t } from '../texts';
import '../../reports/reports.css';
import '../ledger.css';

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** The last day of a month, `YYYY-MM-DD`. */
const monthEnd = (y: number, m: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;

/** The Turkish sentence of a refused call. */
function failure(err: unknown): string {
  const e = err instanceof ApiError ? err : null;
  if (!e) return t.failed;
  const data = e.data as { explanation?: unknown; errors?: Record<string, unknown> };
  if (typeof data.explanation === 'string') return data.explanation;
  const first = Object.values(data.errors ?? {})[0];
  if (Array.isArray(first) && first.length) return String(first[0]);
  return codeText(e.message, e.data) ?? t.failed;
}

/**
 * Dönem Sonu İşlemleri (issue 25 item 1; docs/ledger.md, "Closing the books"): the year's period-end runs (cost of
 * sales, depreciation, at a month's end) and its year-end steps in order, each previewed as the voucher it would
 * post, then posted; a posted step is undone by deleting its voucher.
 */
export function ClosingPage() {
  const packageId = useAtomValue(packageIdAtom);
  const [year, setYear] = useState(() => day().year() - 1);
  const [status, setStatus] = useState<ClosingStatus | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [month, setMonth] = useState(12);
  const [provision, setProvision] = useState('');
  const [preview, setPreview] = useState<{ params: StepParams; data: ClosingPreview } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);

  const load = useCallback(async (y: number) => {
    setError('');
    try {
      setStatus(await closingStatus(y));
    } catch (err) {
      setStatus(null);
      setError(failure(err));
    }
  }, []);

  useEffect(() => {
    void load(year);
  }, [load, year]);

  const def = LEDGER_PAGES.find((p) => p.route === '/muhasebe/donem-sonu')!;
  if (!ledgerPageInPackage(def, packageId)) return <NotFoundPage />;

  const paramsOf = (s: ClosingStepState): StepParams =>
    s.tur === 'period'
      ? { adim: s.adim, tarih: monthEnd(year, month) }
      : {
          adim: s.adim,
          yil: year,
          ...(s.adim === 5 && provision.trim() ? { vergi_karsiligi: provision.trim() } : {}),
        };

  const show = async (params: StepParams) => {
    setBusy(true);
    setNotice('');
    setError('');
    try {
      setPreview({ params, data: await previewClosingStep(params) });
    } catch (err) {
      setPreview(null);
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };

  const post = async () => {
    if (!preview) return;
    setBusy(true);
    setError('');
    try {
      const r = await postClosingStep(preview.params);
      setNotice(t.posted(r.preview.kayitli?.fis_no ?? ''));
      setPreview(null);
      await load(year);
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (fisId: number) => {
    setBusy(true);
    setError('');
    try {
      await httpTables.delete('fis', fisId);
      setNotice(t.deleted);
      setConfirming(null);
      setPreview(null);
      await load(year);
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };

  const vouchers = (s: ClosingStepState) =>
    s.fisler.length ? (
      <ul className="closing-page__vouchers">
        {s.fisler.map((f) => (
          <li key={f.fis_id}>
            {t.voucher(f.fis_no, formatDate(f.tarih), formatAmount(f.tutar, 2))}{' '}
            {confirming === f.fis_id ? (
              <>
                <span>{t.confirmDelete}</span>{' '}
                <button
                  type="button"
                  className="btn btn--danger"
                  disabled={busy}
                  onClick={() => void remove(f.fis_id)}
                >
                  {t.yes}
                </button>{' '}
                <button type="button" className="btn" onClick={() => setConfirming(null)}>
                  {t.no}
                </button>
              </>
            ) : (
              <button type="button" className="btn" disabled={busy} onClick={() => setConfirming(f.fis_id)}>
                {t.deleteVoucher}
              </button>
            )}
          </li>
        ))}
      </ul>
    ) : (
      <span className="muted">{t.waiting}</span>
    );

  const steps = (kind: ClosingStepState['tur']) => (status?.adimlar ?? []).filter((s) => s.tur === kind);
  const row = (s: ClosingStepState) => (
    <tr key={s.adim}>
      <th scope="row">{s.baslik}</th>
      <td>{s.hesaplar}</td>
      <td>{s.tarih ? formatDate(s.tarih) : ''}</td>
      <td>{vouchers(s)}</td>
      <td>
        <button
          type="button"
          className="btn"
          disabled={busy}
          aria-label={`${s.baslik} ${t.preview}`}
          onClick={() => void show(paramsOf(s))}
        >
          {t.preview}
        </button>
      </td>
    </tr>
  );
  const table = (title: string, list: ClosingStepState[], extra?: ReactNode) => (
    <section className="closing-page__section" aria-label={title}>
      <h2>{title}</h2>
      {extra}
      {/* Scrolls sideways inside itself on a narrow screen (390 px), never the page; its Önizle buttons take the focus. */}
      <div className="report-page__table-wrap">
        <table className="report-table closing-page__steps">
          <thead>
            <tr>
              <th scope="col">{t.step}</th>
              <th scope="col">{t.accounts}</th>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.vouchers}</th>
              <th scope="col">
                <span className="visually-hidden">{t.preview}</span>
              </th>
            </tr>
          </thead>
          <tbody>{list.map(row)}</tbody>
        </table>
      </div>
    </section>
  );

  return (
    <section className="report-page closing-page" aria-labelledby="closing-title">
      <h1 id="closing-title">{t.title}</h1>
      <div className="report-page__filters">
        <div className="report-page__field">
          <label htmlFor="closing-year">{t.year}</label>
          <input
            id="closing-year"
            type="number"
            min={2000}
            max={2199}
            value={year}
            onChange={(e) => {
              const y = Number(e.target.value);
              if (Number.isInteger(y) && y >= 2000 && y <= 2199) {
                setYear(y);
                setPreview(null);
              }
            }}
          />
        </div>
      </div>
      {notice && (
        <p className="closing-page__notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="report-page__error" role="alert">
          {error}
        </p>
      )}
      {status && !status.guncel && (
        <p className="report-page__error" role="alert">
          {t.stale(status.yil)}
        </p>
      )}
      {status && (
        <>
          {table(
            t.periodSection,
            steps('period'),
            <div className="report-page__field">
              <label htmlFor="closing-month">{t.periodEnd}</label>
              <select id="closing-month" value={month} onChange={(e) => setMonth(Number(e.target.value))}>
                {MONTHS.map((m, i) => (
                  <option key={m} value={i + 1}>
                    {formatDate(monthEnd(year, i + 1))} ({m})
                  </option>
                ))}
              </select>
            </div>,
          )}
          {table(
            t.yearEndSection(year),
            steps('yearEnd'),
            <div className="report-page__field">
              <label htmlFor="closing-provision">{t.provision}</label>
              <input
                id="closing-provision"
                inputMode="decimal"
                placeholder="0.00"
                value={provision}
                onChange={(e) => setProvision(e.target.value)}
              />
            </div>,
          )}
          {table(t.nextYearSection(year + 1), steps('nextYear'))}
        </>
      )}
      {preview && <Preview data={preview.data} busy={busy} onPost={() => void post()} />}
    </section>
  );
}

/** The voucher a step would post (or the one it posted), its details and why it cannot post. */
function Preview({ data, busy, onPost }: { data: ClosingPreview; busy: boolean; onPost: () => void }) {
  return (
    <section className="closing-page__preview" aria-label={t.previewTitle}>
      <h2>
        {t.previewTitle}: {data.aciklama}
      </h2>
      {data.engel && (
        <p className="report-page__error" role="alert">
          {data.engel}
        </p>
      )}
      {data.uyarilar.map((w) => (
        <p key={w} className="closing-page__warning">
          {w}
        </p>
      ))}
      <div className="report-page__table-wrap" role="region" aria-label={data.aciklama} tabIndex={0}>
        <table className="report-table" aria-label={data.aciklama}>
          <thead>
            <tr>
              <th scope="col">{t.code}</th>
              <th scope="col">{t.account}</th>
              <th scope="col">{t.description}</th>
              <th scope="col" className="num">
                {t.debit}
              </th>
              <th scope="col" className="num">
                {t.credit}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.satirlar.length === 0 ? (
              <tr>
                <td colSpan={5} className="muted">
                  {t.noLines}
                </td>
              </tr>
            ) : (
              data.satirlar.map((l, i) => (
                <tr key={i}>
                  <td>{l.hesap_kodu}</td>
                  <td>{l.hesap_adi}</td>
                  <td>{l.aciklama}</td>
                  <td className="num">{formatAmount(l.borc, 2)}</td>
                  <td className="num">{formatAmount(l.alacak, 2)}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={3}>{t.total}</td>
              <td className="num">{formatAmount(data.toplam.borc, 2)}</td>
              <td className="num">{formatAmount(data.toplam.alacak, 2)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {data.detay && data.detay.rows.length > 0 && (
        <div className="report-page__table-wrap" role="region" aria-label={t.details} tabIndex={0}>
          <table className="report-table" aria-label={t.details}>
            <thead>
              <tr>
                {data.detay.columns.map((c) => (
                  <th key={c.name} scope="col" className={c.kind === 'text' ? undefined : 'num'}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.detay.rows.map((r, i) => (
                <tr key={i}>
                  {data.detay!.columns.map((c) => (
                    <td key={c.name} className={c.kind === 'text' ? undefined : 'num'}>
                      {c.kind === 'money'
                        ? formatAmount(r[c.name], 2)
                        : c.kind === 'number'
                          ? formatNumber(r[c.name])
                          : String(r[c.name] ?? '')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="report-page__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy || Boolean(data.engel)}
          onClick={onPost}
        >
          {t.post}
        </button>
      </div>
    </section>
  );
}
