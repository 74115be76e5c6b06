import { useAtomValue } from 'jotai';
import { useId, useRef, useState } from 'react';
import { codeTexts, quickFormTexts, ui } from '../../../../domain/messages';
import { toast } from '../../../services/notify';
import { isAdminAtom } from '../../../state/session';
import { useAuths, useTables } from '../../engine-context';
import { newPaymentKey } from '../DetailPanel/payment-parts';
import { parseTrAmount } from '../DetailPanel/PaymentPanel';
import type { QuickFormDefinition } from '../../../../domain/pages/page.types';

// The quick add form above a list (001 §2.2 item 6: the stock-card quick form; docs/payments.md): the fields of
// `def`, an admin-only test-data selector that fills them, and "Kaydet". It stores one record through the table
// API (the same rules as the full form, on the server) with an Idempotency-Key per click, then clears and lets the
// list refresh. Shown only to a session that may create records of the table.

const label = (l: string) => l.replace(/\*$/, '');

export function QuickForm(props: { def: QuickFormDefinition; table: string; onSaved?: () => void }) {
  const { def } = props;
  const tables = useTables();
  const auths = useAuths();
  const admin = useAtomValue(isAdminAtom);
  const uid = useId();
  const empty = () => Object.fromEntries(def.fields.map((f) => [f.name, '']));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [sample, setSample] = useState('');
  const [saving, setSaving] = useState(false);
  const key = useRef(newPaymentKey());
  const creates = auths.tables?.[props.table]?.creates;
  if (auths.tables && !creates?.length) return null;

  const save = async () => {
    const fields: Record<string, string> = { ...def.defaults };
    for (const f of def.fields) {
      const raw = (values[f.name] ?? '').trim();
      if (!raw) {
        if (f.required) {
          toast.error(quickFormTexts.required(label(f.label)), { title: ui.errorToastTitle });
          return;
        }
        continue;
      }
      const v = f.money ? parseTrAmount(raw) : raw;
      if (v === null) {
        toast.error(quickFormTexts.badAmount(label(f.label)), { title: ui.errorToastTitle });
        return;
      }
      fields[f.name] = v;
    }
    fields.column_set_id = String(creates?.[0] ?? '0');
    setSaving(true);
    try {
      const r = await tables.store(props.table, fields, { idempotencyKey: key.current });
      key.current = newPaymentKey();
      if (r.message === 'success') {
        toast.success(ui.saved);
        setValues(empty());
        setSample('');
        props.onSaved?.();
      } else {
        toast.error(Object.values(r.errors).flat().join(' '), { title: ui.errorToastTitle });
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (message !== 'network' && message !== 'fail.idempotency.pending') key.current = newPaymentKey();
      toast.error(codeTexts[message] ?? (message || ui.unknownError), { title: ui.errorToastTitle });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="df-payment df-quick-form" aria-label={def.title}>
      <h2 className="df-quick-form__title">{def.title}</h2>
      {admin && def.samples.length > 0 && (
        <label className="df-payment__field">
          <span>{quickFormTexts.sample}</span>
          <select
            value={sample}
            onChange={(e) => {
              setSample(e.target.value);
              const chosen = def.samples[Number(e.target.value)];
              if (chosen) setValues({ ...empty(), ...chosen.values });
            }}
          >
            <option value="">{quickFormTexts.samplePlaceholder}</option>
            {def.samples.map((s, i) => (
              <option key={s.label} value={String(i)}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {def.fields.map((f) => (
        <label key={f.name} className="df-payment__field" htmlFor={`${uid}-${f.name}`}>
          <span>{f.label}</span>
          <input
            id={`${uid}-${f.name}`}
            inputMode={f.money ? 'decimal' : undefined}
            placeholder={f.money ? '0,00' : undefined}
            value={values[f.name] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
          />
        </label>
      ))}
      <button
        type="button"
        className="df-button df-button--primary"
        disabled={saving}
        onClick={() => void save()}
      >
        {ui.save}
      </button>
    </section>
  );
}
