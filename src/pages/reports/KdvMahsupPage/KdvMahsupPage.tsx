import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { codeText } from '../../../../domain/messages';
import { day } from '../../../engine/schema/day';
import { formatAmount, formatDate } from '../../../engine/schema/format';
import { ApiError } from '../../../services/http';
import { postKdvMahsup, previewKdvMahsup, type KdvMahsup } from '../../../services/reports';
import { packageIdAtom } from '../../../state/session';
import { NotFoundPage } from '../../shell/NotFoundPage/NotFoundPage';
import { reportInPackage, type ReportPageDef } from '../report-pages';
import { reportTexts as t } from '../texts';
import '../reports.css';

/** The page's Turkish texts (docs/ledger.md, "KDV Mahsup Fişi"). */
export const kdvMahsupTexts = {
  preview: 'Önizle',
  post: 'Fişi Kaydet',
  repost: 'Fişi Yeniden Kaydet',
  account: 'Hesap Kodu',
  accountName: 'Hesap Adı',
  borc: 'Borç',
  alacak: 'Alacak',
  total: 'Toplam',
  date: 'Fiş Tarihi',
  payable: 'KDV 1 – Ödenmesi Gereken KDV',
  carried: 'KDV 1 – Sonraki Döneme Devreden KDV',
  previous: 'KDV 1 – Önceki Dönemden Devreden KDV',
  posted: (no: string) => `Kayıtlı fiş: ${no}`,
  stale: 'Kayıtlı fiş güncel değil; belgeler değişmiş. Fişi yeniden kaydediniz.',
  current: 'Kayıtlı fiş güncel.',
  saved: (no: string) => `KDV mahsup fişi kaydedildi: ${no}`,
  closed: 'Bu ay kapanmış bir döneme ait; fiş kaydedilemez.',
  nothing: 'Bu ay için mahsup edilecek KDV yok.',
  failed: 'Fiş hazırlanamadı.',
} as const;

const errorText = (err: unknown) => {
  const e = err instanceof ApiError ? err : null;
  if (!e) return kdvMahsupTexts.failed;
  const errors = (e.data.errors ?? {}) as Record<string, unknown>;
  const first = Object.values(errors)[0];
  if (Array.isArray(first) && first.length) return String(first[0]);
  if (typeof e.data.explanation === 'string') return e.data.explanation;
  return codeText(e.message, e.data) ?? kdvMahsupTexts.failed;
};

/**
 * The KDV Mahsup Fişi of a month (issue 24 item 2): "Önizle" shows the voucher the month's balances give (391 against
 * 191 and the carry-forward in 190; the rest to 190 or 360) beside KDV 1's result; "Fişi Kaydet" posts it (again:
 * replaces it). A month in a closed period is previewed only.
 */
export function KdvMahsupPage({ def }: { def: ReportPageDef }) {
  const packageId = useAtomValue(packageIdAtom);
  const [query] = useSearchParams();
  const [ay, setAy] = useState(() => query.get('ay') ?? day().format('YYYY-MM'));
  const [preview, setPreview] = useState<KdvMahsup | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  if (!reportInPackage(def, packageId)) return <NotFoundPage />;
  const k = kdvMahsupTexts;

  const show = async () => {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      setPreview(await previewKdvMahsup(ay));
    } catch (err) {
      setPreview(null);
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const post = async () => {
    setBusy(true);
    setError('');
    try {
      const saved = await postKdvMahsup(ay);
      setPreview(saved);
      setNotice(k.saved(saved.posted?.fis_no ?? ''));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="report-page" aria-labelledby="report-title">
      <h1 id="report-title">{def.title}</h1>
      <form
        className="report-page__filters"
        aria-label="Fiş dönemi"
        onSubmit={(e) => {
          e.preventDefault();
          void show();
        }}
      >
        <div className="report-page__field">
          <label htmlFor="kdv-mahsup-ay">{t.month}</label>
          <input id="kdv-mahsup-ay" type="month" value={ay} onChange={(e) => setAy(e.target.value)} />
        </div>
        <div className="report-page__actions">
          <button type="submit" className="btn" disabled={busy || !ay}>
            {k.preview}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy || !preview || preview.kapali || preview.donem !== ay || !preview.lines.length}
            onClick={() => void post()}
          >
            {preview?.posted ? k.repost : k.post}
          </button>
        </div>
      </form>
      {error && (
        <p className="report-page__error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="report-page__notice" role="status">
          {notice}
        </p>
      )}
      {preview && (
        <>
          <dl className="report-page__summary">
            <div>
              <dt>{k.date}</dt>
              <dd>{formatDate(preview.fis_tarihi)}</dd>
            </div>
            <div>
              <dt>{k.previous}</dt>
              <dd>{formatAmount(preview.kdv1.devreden, 2)}</dd>
            </div>
            <div>
              <dt>{k.payable}</dt>
              <dd data-testid="kdv1-odenecek">{formatAmount(preview.kdv1.odenecek, 2)}</dd>
            </div>
            <div>
              <dt>{k.carried}</dt>
              <dd data-testid="kdv1-devreden">{formatAmount(preview.kdv1.sonraki_devreden, 2)}</dd>
            </div>
          </dl>
          {preview.kapali && <p className="muted">{k.closed}</p>}
          {preview.posted && (
            <p className="muted" role="status">
              {k.posted(preview.posted.fis_no ?? '')} — {preview.posted.guncel ? k.current : k.stale}
            </p>
          )}
          {preview.lines.length === 0 ? (
            <p className="muted">{k.nothing}</p>
          ) : (
            <div className="report-page__table-wrap" role="region" aria-label={def.title} tabIndex={0}>
              <table className="report-table" aria-label={def.title}>
                <thead>
                  <tr>
                    <th scope="col">{k.account}</th>
                    <th scope="col">{k.accountName}</th>
                    <th scope="col" className="num">
                      {k.borc}
                    </th>
                    <th scope="col" className="num">
                      {k.alacak}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.lines.map((l, i) => (
                    <tr key={i}>
                      <td>{l.hesap_kodu}</td>
                      <td>{l.hesap_adi}</td>
                      <td className="num">{formatAmount(l.borc, 2)}</td>
                      <td className="num">{formatAmount(l.alacak, 2)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <td colSpan={2}>{k.total}</td>
                    <td className="num">{formatAmount(preview.borc_toplami, 2)}</td>
                    <td className="num">{formatAmount(preview.alacak_toplami, 2)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
