import { useSearchParams } from 'react-router-dom';
import { accountTexts } from '../../../../domain/messages';
import { billingTexts as texts } from '../texts';
import { InvoicesPanel } from './InvoicesPanel';
import { PackagePanel } from './PackagePanel';
import '../billing.css';

/** The page's tabs by their `tab` query value (the spec's first/second convention). */
export const PAYMENT_TABS = [
  ['first', accountTexts.packageTab],
  ['second', texts.invoicesTab],
] as const;

/**
 * The subscription and payment page (002 §2): tabs Paketiniz (sub-tabs Kart Bilgileri and Ödeme Seçenekleri)
 * and the invoices, chosen by the `tab` query parameter. It replaces the content once the subscription has
 * ended (`expired`), and is the /abonelik page otherwise.
 */
export function PaymentPage({ expired = false }: { expired?: boolean }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'second' ? 'second' : 'first';
  return (
    <section className="billing">
      <h1 className="page__title">{texts.title}</h1>
      {expired && (
        <p role="alert" className="billing-expired">
          {texts.expired}
        </p>
      )}
      <div role="tablist" aria-label={texts.title} className="billing-tabs">
        {PAYMENT_TABS.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className="billing-tab"
            onClick={() =>
              setParams((p) => {
                const next = new URLSearchParams(p);
                next.set('tab', id);
                return next;
              })
            }
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab === 'first' ? accountTexts.packageTab : texts.invoicesTab}>
        {tab === 'first' ? <PackagePanel /> : <InvoicesPanel />}
      </div>
    </section>
  );
}
