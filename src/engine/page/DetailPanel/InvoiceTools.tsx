import { useCallback, useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { codeTexts, ui } from '../../../../domain/messages';
import { ApiError } from '../../../services/http';
import {
  invoiceTools,
  type FieldErrors,
  type RecurringPlan,
  type ShareLinkRow,
} from '../../../services/invoice-tools';
import { toast } from '../../../services/notify';

// "Paylaş" and "Tekrarla" under an invoice's detail (issue 28 items 3–4; docs/mail.md): a signed link to the
// invoice's public page, and a recurring plan with its runs. Page data (`invoiceTools`) turns them on; the engine
// names no table.

const failed = (err: unknown) =>
  toast.error(
    err instanceof ApiError
      ? (codeTexts[err.message] ?? err.message)
      : err instanceof Error
        ? err.message
        : ui.unknownError,
  );
const trDate = (d: string | null) => (d ? d.slice(0, 10).split('-').reverse().join('.') : '—');
const RUN_STATES: Record<string, string> = {
  taslak: 'Taslak',
  gonderilecek: 'Gönderilecek',
  gonderildi: 'Gönderildi',
  hata: 'Gönderilemedi',
};
const PLAN_STATES: Record<string, string> = {
  aktif: 'Aktif',
  durduruldu: 'Durduruldu',
  tamamlandi: 'Tamamlandı',
};

function ShareSection({ table, id }: { table: string; id: string | number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [links, setLinks] = useState<ShareLinkRow[]>([]);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => invoiceTools.shares(table, id).then(setLinks, failed), [table, id]);
  useEffect(() => {
    void load();
  }, [load]);
  const make = async () => {
    setBusy(true);
    try {
      const r = await invoiceTools.share(table, id);
      if (r.message === 'success' && r.url) {
        setUrl(r.url);
        toast.success(r.text);
        await navigator.clipboard?.writeText(r.url).catch(() => {});
        await load();
      } else if (r.message === 'error') toast.error(Object.values(r.errors)[0]?.[0] ?? ui.unknownError);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (linkId: number) => {
    try {
      const r = await invoiceTools.revoke(linkId);
      if (r.message === 'success') toast.success(r.text);
      await load();
    } catch (err) {
      failed(err);
    }
  };
  return (
    <section className="df-tools__section" aria-labelledby="df-share-title">
      <div className="df-tools__head">
        <h3 id="df-share-title">Paylaşım Bağlantısı</h3>
        <button type="button" className="btn btn--primary" onClick={make} disabled={busy}>
          Paylaş
        </button>
      </div>
      {url && (
        <div className="df-tools__link">
          <label htmlFor="df-share-url">Bağlantı</label>
          <input id="df-share-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
      {links.length > 0 && (
        <ul className="df-tools__list" aria-label="Paylaşım bağlantıları">
          {links.map((l) => (
            <li key={l.id}>
              <span>
                {trDate(l.created_at)} · son gün {trDate(l.expires_at)} · {l.durum} · {l.acilma_sayisi} kez
                açıldı
              </span>
              {l.durum === 'Geçerli' && (
                <button type="button" className="btn btn--link" onClick={() => revoke(l.id)}>
                  İptal Et
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RepeatSection({ table, id }: { table: string; id: string | number }) {
  const [open, setOpen] = useState(false);
  const [plans, setPlans] = useState<RecurringPlan[]>([]);
  const [form, setForm] = useState<Record<string, string>>({
    periyot: 'aylik',
    aralik: '1',
    ayin_gunu: '',
    baslangic_tarihi: '',
    bitis: 'adet',
    adet: '12',
    bitis_tarihi: '',
    islem: 'taslak',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const load = useCallback(() => invoiceTools.plans(table, id).then(setPlans, failed), [table, id]);
  useEffect(() => {
    void load();
  }, [load]);
  const set = (k: string) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = await invoiceTools.repeat({
        kaynak_tablo: table,
        kaynak_id: id,
        periyot: form.periyot,
        aralik: form.aralik,
        ayin_gunu: form.periyot === 'aylik' ? form.ayin_gunu : '',
        baslangic_tarihi: form.baslangic_tarihi,
        adet: form.bitis === 'adet' ? form.adet : '',
        bitis_tarihi: form.bitis === 'tarih' ? form.bitis_tarihi : '',
        islem: form.islem,
      });
      if (r.message === 'error') return setErrors(r.errors);
      setErrors({});
      setOpen(false);
      toast.success(r.text);
      await load();
    } catch (err) {
      failed(err);
    }
  };
  const stop = async (planId: number) => {
    try {
      const r = await invoiceTools.stop(planId);
      if (r.message === 'success') toast.success(r.text);
      await load();
    } catch (err) {
      failed(err);
    }
  };
  const err = (k: string) =>
    errors[k] ? (
      <p className="field__error" id={`df-rep-${k}-error`}>
        {errors[k][0]}
      </p>
    ) : null;
  const field = (k: string, label: string, input: ReactElement) => (
    <div className="field">
      <label htmlFor={`df-rep-${k}`}>{label}</label>
      {input}
      {err(k)}
    </div>
  );
  return (
    <section className="df-tools__section" aria-labelledby="df-repeat-title">
      <div className="df-tools__head">
        <h3 id="df-repeat-title">Tekrarlayan Fatura</h3>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          Tekrarla
        </button>
      </div>
      {open && (
        <form className="df-tools__form" onSubmit={submit} noValidate aria-label="Tekrarla">
          {field(
            'periyot',
            'Periyot',
            <select id="df-rep-periyot" value={form.periyot} onChange={set('periyot')}>
              <option value="aylik">Aylık</option>
              <option value="haftalik">Haftalık</option>
            </select>,
          )}
          {field(
            'aralik',
            form.periyot === 'aylik' ? 'Kaç ayda bir' : 'Kaç haftada bir',
            <input id="df-rep-aralik" inputMode="numeric" value={form.aralik} onChange={set('aralik')} />,
          )}
          {form.periyot === 'aylik' &&
            field(
              'ayin_gunu',
              'Ayın Günü',
              <input
                id="df-rep-ayin_gunu"
                inputMode="numeric"
                placeholder="Başlangıç günü"
                value={form.ayin_gunu}
                onChange={set('ayin_gunu')}
              />,
            )}
          {field(
            'baslangic_tarihi',
            'Başlangıç Tarihi',
            <input
              id="df-rep-baslangic_tarihi"
              type="date"
              value={form.baslangic_tarihi}
              onChange={set('baslangic_tarihi')}
            />,
          )}
          {field(
            'bitis',
            'Bitiş',
            <select id="df-rep-bitis" value={form.bitis} onChange={set('bitis')}>
              <option value="adet">Tekrar sayısıyla</option>
              <option value="tarih">Bitiş tarihiyle</option>
              <option value="yok">Süresiz</option>
            </select>,
          )}
          {form.bitis === 'adet' &&
            field(
              'adet',
              'Tekrar Sayısı',
              <input id="df-rep-adet" inputMode="numeric" value={form.adet} onChange={set('adet')} />,
            )}
          {form.bitis === 'tarih' &&
            field(
              'bitis_tarihi',
              'Bitiş Tarihi',
              <input
                id="df-rep-bitis_tarihi"
                type="date"
                value={form.bitis_tarihi}
                onChange={set('bitis_tarihi')}
              />,
            )}
          {field(
            'islem',
            'İşlem',
            <select id="df-rep-islem" value={form.islem} onChange={set('islem')}>
              <option value="taslak">Taslak olarak oluştur</option>
              <option value="gonder">Oluştur ve gönder (e-Fatura / e-Arşiv)</option>
            </select>,
          )}
          <button type="submit" className="btn btn--primary">
            Kaydet
          </button>
        </form>
      )}
      {plans.map((p) => (
        <div key={p.id} className="df-tools__plan">
          <p>
            <strong>
              {p.aralik > 1
                ? `${p.aralik} ${p.periyot === 'aylik' ? 'ayda' : 'haftada'} bir`
                : p.periyot === 'aylik'
                  ? 'Her ay'
                  : 'Her hafta'}
            </strong>{' '}
            · {p.islem === 'gonder' ? 'gönderilir' : 'taslak'} · {PLAN_STATES[p.durum] ?? p.durum}
            {p.sonraki_tarih && <> · sonraki {trDate(p.sonraki_tarih)}</>}
            {p.durum === 'aktif' && (
              <button type="button" className="btn btn--link" onClick={() => stop(p.id)}>
                Durdur
              </button>
            )}
          </p>
          {p.son_hata && <p className="field__error">{p.son_hata}</p>}
          {p.calismalar.length > 0 && (
            <table className="df-tools__runs" aria-label="Oluşturulan faturalar">
              <thead>
                <tr>
                  <th scope="col">Dönem</th>
                  <th scope="col">Belge</th>
                  <th scope="col">Durum</th>
                </tr>
              </thead>
              <tbody>
                {p.calismalar.map((r) => (
                  <tr key={r.id}>
                    <td>{trDate(r.donem_tarihi)}</td>
                    <td>{r.belge_no ?? `#${r.belge_id}`}</td>
                    <td title={r.aciklama ?? undefined}>{RUN_STATES[r.durum] ?? r.durum}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
    </section>
  );
}

/** The tools an invoice page's data asks for, under its detail. */
export function InvoiceTools(props: {
  table: string;
  id: string | number;
  def: { share?: boolean; recurring?: boolean };
}) {
  return (
    <div className="df-tools">
      {props.def.share && <ShareSection table={props.table} id={props.id} />}
      {props.def.recurring && <RepeatSection table={props.table} id={props.id} />}
    </div>
  );
}
