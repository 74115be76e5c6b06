import { useEffect, useState, type FormEvent } from 'react';
import { codeTexts, ui } from '../../../../domain/messages';
import { ApiError, call } from '../../../services/http';
import { toast } from '../../../services/notify';

// "Ödeme Hatırlatmaları" on /firma for the company's admins (issue 28 item 4; docs/mail.md "Reminders"): on or off,
// the days around an invoice's due date the customer is mailed on, and how long the mail's share link lasts.

interface Settings {
  acik: boolean;
  adimlar: number[];
  link_gun: number;
}

export function ReminderSection() {
  const [s, setS] = useState<{ acik: boolean; adimlar: string; link_gun: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    call<Settings>('reminders/settings').then(
      (r) => setS({ acik: r.acik, adimlar: r.adimlar.join(', '), link_gun: String(r.link_gun) }),
      () => setS(null),
    );
  }, []);
  if (!s) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await call<{ message: string; text?: string; errors?: Record<string, string[]> }>(
        'reminders/settings/save',
        s,
      );
      if (r.errors) setErrors(r.errors);
      else {
        setErrors({});
        toast.success(r.text ?? ui.saved);
      }
    } catch (err) {
      toast.error(err instanceof ApiError ? (codeTexts[err.message] ?? err.message) : ui.unknownError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card settings-card" onSubmit={submit} noValidate aria-labelledby="reminder-title">
      <h2 id="reminder-title">Ödeme Hatırlatmaları</h2>
      <div className="field field--check">
        <input
          id="reminder-on"
          type="checkbox"
          checked={s.acik}
          onChange={(e) => setS({ ...s, acik: e.target.checked })}
        />
        <label htmlFor="reminder-on">Vadesi gelen faturalar için müşteriye e-posta gönder</label>
      </div>
      <div className="field">
        <label htmlFor="reminder-steps">Hatırlatma Günleri</label>
        <input
          id="reminder-steps"
          value={s.adimlar}
          aria-describedby="reminder-steps-hint"
          aria-invalid={errors.adimlar ? true : undefined}
          onChange={(e) => setS({ ...s, adimlar: e.target.value })}
        />
        <p id="reminder-steps-hint" className="muted">
          Vade tarihine göre gün: eksi önce, 0 vade günü, artı sonra (ör. -3, 0, 7). Her gün için bir kez
          gönderilir.
        </p>
        {errors.adimlar && <p className="field__error">{errors.adimlar[0]}</p>}
      </div>
      <div className="field">
        <label htmlFor="reminder-days">Bağlantı Süresi (gün)</label>
        <input
          id="reminder-days"
          inputMode="numeric"
          value={s.link_gun}
          aria-invalid={errors.link_gun ? true : undefined}
          onChange={(e) => setS({ ...s, link_gun: e.target.value })}
        />
        {errors.link_gun && <p className="field__error">{errors.link_gun[0]}</p>}
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        Kaydet
      </button>
    </form>
  );
}
