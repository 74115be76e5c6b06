import { useEffect, useState } from 'react';
import { ui } from '../../../../domain/messages';
import { formatMoney } from '../../../engine/schema/format';
import { httpTables, type TableRecord } from '../../../services/tables';
import { toastFailure } from '../../accounts/errors';
import { billingTexts as texts } from '../texts';

/** The subscription list limit of the spec (002 §9). */
export const SUBSCRIPTION_LIMIT = 10;

/** What the user chose to pay. */
export interface Choice {
  kind: 'paket' | 'kontor';
  id: number;
  name: string;
  price: string;
}

const features = (r: TableRecord): string[] => {
  const v = typeof r.abonelik_json === 'string' ? JSON.parse(r.abonelik_json) : r.abonelik_json;
  return Array.isArray(v) ? v.map(String) : [];
};

/**
 * Ödeme Seçenekleri: a weekly, monthly (or yearly) choice selects the subscriptions of the company's package
 * from `abonelik` (limit 10), each with its features and price including KDV; below, the credit packages.
 */
export function PaymentOptions({
  packageId,
  onChoose,
  busy,
}: {
  packageId: number | null;
  onChoose: (choice: Choice) => void;
  busy: boolean;
}) {
  const [period, setPeriod] = useState('2');
  const [options, setOptions] = useState<TableRecord[] | null>(null);
  const [credits, setCredits] = useState<TableRecord[]>([]);

  useEffect(() => {
    if (packageId === null) return;
    let live = true;
    setOptions(null);
    httpTables
      .list('abonelik', {
        page: 1,
        limit: SUBSCRIPTION_LIMIT,
        sorts: { toplam_tutar: true },
        filters: {
          musteri_paketi_id: { type: 1, guiType: 'select', filter: [packageId] },
          periyot_id: { type: 1, guiType: 'select:static', filter: [Number(period)] },
        },
      })
      .then(
        (d) => live && setOptions(d.records),
        (err: unknown) => {
          if (live) setOptions([]);
          toastFailure(err);
        },
      );
    return () => {
      live = false;
    };
  }, [packageId, period]);

  useEffect(() => {
    let live = true;
    httpTables
      .list('kontor_paketleri', { page: 1, limit: SUBSCRIPTION_LIMIT, sorts: { kontor: true } })
      .then((d) => live && setCredits(d.records), toastFailure);
    return () => {
      live = false;
    };
  }, []);

  const offer = (r: TableRecord, kind: Choice['kind']) => (
    <li key={`${kind}-${String(r.id)}`} className="billing-offer">
      <strong>{String(r.name_basic)}</strong>
      <span className="billing-offer__price">
        {formatMoney(r.toplam_tutar)} <small>{texts.vatIncluded}</small>
      </span>
      {kind === 'paket' && (
        <ul className="billing-offer__features">
          {features(r).map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="btn btn--primary"
        disabled={busy}
        aria-label={`${String(r.name_basic)}: ${texts.buy}`}
        onClick={() =>
          onChoose({ kind, id: Number(r.id), name: String(r.name_basic), price: String(r.toplam_tutar) })
        }
      >
        {texts.buy}
      </button>
    </li>
  );

  return (
    <div>
      <fieldset className="billing-periods">
        <legend>{texts.period}</legend>
        {Object.entries(texts.periods).map(([id, label]) => (
          <label key={id}>
            <input
              type="radio"
              name="periyot"
              value={id}
              checked={period === id}
              onChange={() => setPeriod(id)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {options === null ? (
        <p role="status">{ui.loading}</p>
      ) : options.length === 0 ? (
        <p>{texts.noOptions}</p>
      ) : (
        <ul className="billing-offers" aria-label={texts.periods[period]}>
          {options.map((r) => offer(r, 'paket'))}
        </ul>
      )}
      {credits.length > 0 && (
        <>
          <h3>{texts.creditPackages}</h3>
          <ul className="billing-offers" aria-label={texts.creditPackages}>
            {credits.map((r) => offer(r, 'kontor'))}
          </ul>
        </>
      )}
    </div>
  );
}
