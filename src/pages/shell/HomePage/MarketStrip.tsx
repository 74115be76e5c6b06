import { useEffect, useState } from 'react';
import { marketDateText, marketService, type MarketTicker } from '../../../services/market';
import { visibleTickers } from '../../tools/LockScreen/LockInfo';

/** Defter's wording. */
export const marketStripTitle = 'Döviz kurları (TCMB satış)';

/**
 * The central bank's selling rates on the home page, always with the day they are of (issue 16: a rate without
 * its date is a trap); nothing while the service has none.
 */
export function MarketStrip() {
  const [tickers, setTickers] = useState<MarketTicker[] | null>(null);
  useEffect(() => {
    let live = true;
    marketService.getTickers().then(
      (t) => live && setTickers(t),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const shown = visibleTickers(tickers ?? []);
  if (shown.length === 0) return null;
  const date = shown.find((t) => t.date)?.date;
  return (
    <section className="market-strip" aria-label={marketStripTitle}>
      <h2 className="market-strip__title">{marketStripTitle}</h2>
      <ul className="market-strip__list">
        {shown.map((t) => (
          <li key={t.code} className="market-strip__item">
            <span className="muted">{t.name}</span> <strong>{t.value}</strong>
          </li>
        ))}
      </ul>
      {date && <p className="market-strip__date muted">{marketDateText(date)}</p>}
    </section>
  );
}
