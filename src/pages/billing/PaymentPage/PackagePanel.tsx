import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { accountTexts } from '../../../../domain/messages';
import { formatDate } from '../../../engine/schema/format';
import { getUserInfo } from '../../../services/auth';
import {
  billingSummary,
  createPayment,
  type BillingSummary,
  type CreatedPayment,
} from '../../../services/billing';
import { toast } from '../../../services/notify';
import { departmentAtom, userInfoAtom } from '../../../state/session';
import { toastFailure } from '../../accounts/errors';
import { billingTexts as texts } from '../texts';
import { CardPanel } from './CardPanel';
import { PaymentOptions, type Choice } from './PaymentOptions';

const dayFormat = new Intl.NumberFormat('tr-TR');

/**
 * Paketiniz: the company's package, subscription end, days left (red under 7) and credits, with the sub-tabs
 * Kart Bilgileri (the provider's card form) and Ödeme Seçenekleri (what to pay).
 */
export function PackagePanel() {
  const department = useAtomValue(departmentAtom);
  const setInfo = useSetAtom(userInfoAtom);
  const [summary, setSummary] = useState<BillingSummary | null>(null);
  const [sub, setSub] = useState<'card' | 'options'>('options');
  const [payment, setPayment] = useState<{ created: CreatedPayment; choice: Choice } | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(() => {
    billingSummary().then(setSummary, () => undefined);
  }, []);
  useEffect(refresh, [refresh]);

  async function choose(choice: Choice) {
    setBusy(true);
    try {
      setPayment({ created: await createPayment(choice.kind, choice.id), choice });
      setSub('card');
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  }

  async function ended(state: 'odendi' | 'basarisiz' | 'suresi_doldu') {
    setPayment(null);
    if (state !== 'odendi') {
      toast.warning(state === 'basarisiz' ? texts.failed : texts.timedOut);
      setSub('options');
      return;
    }
    toast.success(texts.paid);
    refresh();
    setSub('options');
    // A renewed subscription gives the content back (the gate reads the new days left).
    getUserInfo().then(setInfo, () => undefined);
  }

  const days = summary?.kalan_gun ?? department?.kalan_gun ?? null;
  const lastDay = summary?.son_kullanma_tarihi ?? department?.son_kullanma_tarihi ?? null;
  const tabs = [
    ['card', accountTexts.cardInfo],
    ['options', accountTexts.paymentOptions],
  ] as const;

  return (
    <div>
      <dl className="billing-summary">
        <div>
          <dt>{texts.package}</dt>
          <dd>{department?.paket_adi ?? '—'}</dd>
        </div>
        <div>
          <dt>{texts.lastDay}</dt>
          <dd>{lastDay ? formatDate(lastDay) : '—'}</dd>
        </div>
        <div>
          <dt>{texts.daysLeft}</dt>
          <dd className={days !== null && days < 7 ? 'is-danger' : undefined}>
            {days === null ? '—' : texts.days(dayFormat.format(days))}
          </dd>
        </div>
        <div>
          <dt>{texts.credits}</dt>
          <dd>{summary ? dayFormat.format(summary.kontor_bakiyesi) : '—'}</dd>
        </div>
      </dl>
      <div role="tablist" aria-label={accountTexts.packageTab} className="billing-tabs billing-tabs--sub">
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={sub === id}
            className="billing-tab"
            onClick={() => setSub(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={sub === 'card' ? accountTexts.cardInfo : accountTexts.paymentOptions}>
        {sub === 'card' ? (
          <CardPanel
            payment={payment}
            onEnd={(s) => void ended(s)}
            onCancel={() => {
              setPayment(null);
              setSub('options');
            }}
            onOptions={() => setSub('options')}
          />
        ) : (
          <PaymentOptions
            packageId={department?.musteri_paketi_id ?? null}
            onChoose={(c) => void choose(c)}
            busy={busy}
          />
        )}
      </div>
    </div>
  );
}
