import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../../services/notify';
import { column } from '../../../services/tables.fixtures';
import { createMemoryTables } from '../../../services/tables.memory';
import { EngineProvider } from '../../engine-context';
import { closeAllModals } from '../modals';
import { ModalHost } from '../modals/ModalHost/ModalHost';
import { registerRecordPage } from '../modals/record-pages';
import { DetailPanel } from './DetailPanel';

// "İrsaliye Yanıtla" (002 §2 "Document viewers", §3 "Waybill reply", §5) and "Tekrar Gönder" on a document the
// outbox gave up (docs/e-documents.md). Page data only: the engine names no table.

type Row = Record<string, unknown>;

const UUID = '5f0c7d2e-8a41-4b6e-9d3a-2c1b0e9f8a77';
const LINES = [
  { sira: '1', mal_hizmet_adi: 'Lazer Toner', miktar: '2', birim_kodu: 'C62' },
  { sira: '2', mal_hizmet_adi: 'Klavye Mouse Seti', miktar: '3.5', birim_kodu: 'C62' },
];

function setup(action: (table: string, path: string, body: Row) => Row, record: Row) {
  const options = (name: string, label: string, list: [number, string][]) => ({
    ...column(name, label, 'select:static'),
    options: list.map(([id, text]) => ({ id: String(id), text })),
  });
  const tables = createMemoryTables(
    {
      demo_irs: {
        display_name: 'e-İrsaliye',
        display_column: 'no',
        columns: [
          column('no', 'No', 'string'),
          options('firma_adres_id', 'Firma Adresi', [
            [3, 'Merkez'],
            [4, 'Depo'],
          ]),
          options('fatura_on_eki_id', 'İrsaliye Ön Eki', [[7, 'ORI']]),
          options('fatura_xslt_id', 'XSLT', [[9, 'Kendi Yanıt Şablonumuz']]),
        ],
        records: [{ id: 1, no: 'IRS2026000000001' }],
      },
      demo_gelen_irs: {
        display_name: 'Gelen',
        display_column: 'document_id',
        columns: [column('document_id', 'Belge', 'string')],
        records: [{ id: 5, document_id: 'IRS2026000000001' }],
      },
    },
    { action },
  );
  vi.spyOn(tables, 'show').mockImplementation(
    async (_t, id) =>
      ({ column_set: [column('document_id', 'Belge', 'string')], record: { id, ...record } }) as never,
  );
  registerRecordPage({
    table: 'demo_gelen_irs',
    route: '/demo-gelen-irs',
    title: 'Gelen',
    eDocument: {
      waybillReply: { table: 'demo_gelen_irs', optionsTable: 'demo_irs' },
      noActionBranches: ['1k', '3k'],
    },
  });
  registerRecordPage({
    table: 'demo_irs',
    route: '/demo-irs',
    title: 'Giden',
    eDocument: { send: true, resend: { column: 'ent_fatura_durumu', values: ['GÖNDERİLEMEDİ'] } },
  });
  return tables;
}

const toastTexts = () => getToasts().map((t) => t.text);

afterEach(() => {
  closeAllModals();
  getToasts().forEach((t) => dismissToast(t.id));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('İrsaliye Yanıtla', () => {
  it('answers with the waybill’s lines: KISMEN KABUL needs a refused quantity explained, then calls sendReceiptAdvice', async () => {
    const tables = setup(() => ({ message: 'İrsaliye yanıtı gönderildi (KISMEN KABUL EDİLDİ).' }), {
      document_uuid: UUID,
      yanit_numarasi: null,
      yanit_durumu: 'YANIT BEKLENİYOR',
      irsaliye_satirlari: LINES,
    });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <EngineProvider tables={tables}>
        <DetailPanel table="demo_gelen_irs" id={5} />
        <ModalHost />
      </EngineProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'İrsaliye Yanıtla' }));
    const modal = await screen.findByRole('dialog', { name: 'İrsaliye Yanıtla' });
    // The waybill's lines, all received by default (KABUL).
    expect(within(modal).getByText('Lazer Toner')).toBeTruthy();
    expect(within(modal).getByText('3.5 C62')).toBeTruthy();
    expect(within(modal).getByRole('status')).toHaveTextContent('Yanıt Durumu: KABUL EDİLDİ');
    expect(within(modal).getByLabelText('1. satır Teslim Alınan')).toHaveProperty('disabled', true);
    // The first address and prefix are chosen; the template defaults to GİB's.
    await waitFor(() => expect(within(modal).getByLabelText('Firma Adresi*')).toHaveProperty('value', '3'));
    expect(within(modal).getByLabelText('Ön Ek*')).toHaveProperty('value', '7');
    expect(within(modal).getByLabelText('XSLT Şablonu*')).toHaveProperty('value', '');

    await userEvent.selectOptions(within(modal).getByLabelText('Yanıt Türü'), 'KISMEN KABUL');
    const rejected = within(modal).getByLabelText('1. satır Kabul Edilmeyen');
    await userEvent.clear(rejected);
    await userEvent.type(rejected, '1');
    const short = within(modal).getByLabelText('2. satır Eksik');
    await userEvent.clear(short);
    await userEvent.type(short, '0.5');
    const refusal =
      '1. satır: Reddedilecekse açıklama girilmek zorundadır. En az 3 hane olacak şekilde giriniz.';
    expect(within(modal).getByRole('status')).toHaveTextContent(refusal);
    await userEvent.click(within(modal).getByRole('button', { name: 'Yanıtı Gönder' }));
    await waitFor(() => expect(toastTexts()).toContain(refusal));
    expect(tables.calls.filter((c) => c.method === 'action')).toEqual([]);

    await userEvent.type(within(modal).getByLabelText('1. satır Açıklama'), 'Kutu ezik geldi');
    expect(within(modal).getByRole('status')).toHaveTextContent('Yanıt Durumu: KISMEN KABUL EDİLDİ');
    await userEvent.type(within(modal).getByLabelText('Notlar'), 'Teslim alındı.{enter}Bir koli hasarlı.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Yanıtı Gönder' }));
    await waitFor(() => expect(toastTexts()).toContain('İrsaliye yanıtı gönderildi (KISMEN KABUL EDİLDİ).'));
    const [call] = tables.calls.filter((c) => c.method === 'action');
    expect(call.table).toBe('demo_gelen_irs');
    const [path, body] = call.args as [string, Row];
    expect(path).toBe('inbox/sendReceiptAdvice');
    expect(body).toMatchObject({
      id: 5,
      invoiceUUID: UUID,
      firma_adres: '3',
      fatura_on_eki_id: '7',
      xslt_id: '',
      notlar: 'Teslim alındı.<br>Bir koli hasarlı.',
    });
    expect(String(body.irsaliye_zamani)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.parse(String(body.mal_hizmet))).toEqual([
      {
        mal_hizmet_adi: 'Lazer Toner',
        teslim_alinan_miktar: '2',
        kabul_edilmeyen_miktar: '1',
        gecikme_sikayeti: null,
        fazla_miktar: '0',
        eksik_miktar: '0',
        aciklama: 'Kutu ezik geldi',
      },
      {
        mal_hizmet_adi: 'Klavye Mouse Seti',
        teslim_alinan_miktar: '3.5',
        kabul_edilmeyen_miktar: '0',
        gecikme_sikayeti: null,
        fazla_miktar: '0',
        eksik_miktar: '0.5',
        aciklama: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('RED refuses every line and needs the reasons; a type the lines do not match is refused', async () => {
    const tables = setup(() => ({ message: 'İrsaliye yanıtı gönderildi (REDDEDİLDİ).' }), {
      document_uuid: UUID,
      irsaliye_satirlari: JSON.stringify(LINES),
    });
    vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
    render(
      <EngineProvider tables={tables}>
        <DetailPanel table="demo_gelen_irs" id={5} />
        <ModalHost />
      </EngineProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'İrsaliye Yanıtla' }));
    const modal = await screen.findByRole('dialog', { name: 'İrsaliye Yanıtla' });
    // KISMEN KABUL with every line accepted is a KABUL.
    await userEvent.selectOptions(within(modal).getByLabelText('Yanıt Türü'), 'KISMEN KABUL');
    await userEvent.click(within(modal).getByRole('button', { name: 'Yanıtı Gönder' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        "Satırlara göre yanıt KABUL EDİLDİ olur; seçilen Yanıt Türü KISMEN KABUL EDİLDİ. Satırları ya da Yanıt Türü'nü düzeltiniz.",
      ),
    );
    await userEvent.selectOptions(within(modal).getByLabelText('Yanıt Türü'), 'RED');
    expect(within(modal).getByLabelText('2. satır Kabul Edilmeyen')).toHaveProperty('value', '3.5');
    await userEvent.type(within(modal).getByLabelText('1. satır Açıklama'), 'Sipariş iptal');
    await userEvent.type(within(modal).getByLabelText('2. satır Açıklama'), 'Sipariş iptal');
    expect(within(modal).getByRole('status')).toHaveTextContent('Yanıt Durumu: REDDEDİLDİ');
    await userEvent.click(within(modal).getByRole('button', { name: 'Yanıtı Gönder' }));
    await waitFor(() => expect(toastTexts()).toContain('İrsaliye yanıtı gönderildi (REDDEDİLDİ).'));
    const body = tables.calls.find((c) => c.method === 'action')!.args[1] as Row;
    expect(JSON.parse(String(body.mal_hizmet)).map((l: Row) => l.kabul_edilmeyen_miktar)).toEqual([
      '2',
      '3.5',
    ]);
  });

  it('is not offered once answered', async () => {
    const tables = setup(() => ({}), {
      document_uuid: UUID,
      yanit_numarasi: 'ORI2026000000001',
      yanit_durumu: 'KABUL EDİLDİ',
      irsaliye_satirlari: LINES,
    });
    render(
      <EngineProvider tables={tables}>
        <DetailPanel table="demo_gelen_irs" id={5} />
      </EngineProvider>,
    );
    await waitFor(() => expect(document.querySelector('.df-detail')).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'İrsaliye Yanıtla' })).toBeNull();
  });
});

describe('Tekrar Gönder', () => {
  it('is offered on a document the outbox gave up, and calls outbox/resend', async () => {
    const tables = setup(() => ({ message: 'Belge tekrar gönderime alındı.' }), {
      no: 'IRS2026000000001',
      e_fatura_durumu_id: 'Giden',
      ent_fatura_durumu: 'GÖNDERİLEMEDİ',
    });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <EngineProvider tables={tables}>
        <DetailPanel table="demo_irs" id={1} />
      </EngineProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Tekrar Gönder' }));
    await waitFor(() => expect(toastTexts()).toContain('Belge tekrar gönderime alındı.'));
    expect(tables.calls.filter((c) => c.method === 'action').map((c) => [c.table, ...c.args])).toEqual([
      ['demo_irs', 'outbox/status', { id: 1 }],
      ['demo_irs', 'outbox/resend', { id: 1 }],
    ]);
    expect(screen.queryByRole('button', { name: 'Gönder' })).toBeNull();
  });

  it('shows the reason the outbox gave the job up (its last_error, the integrator’s message as is)', async () => {
    const error = 'Belge GİB şema (XSD) kontrolünden geçmedi: cvc-complex-type.2.4.a: Invalid content.';
    const tables = setup(
      (_t, path) => (path === 'outbox/status' ? { durum: 'hata', deneme_sayisi: 1, last_error: error } : {}),
      { e_fatura_durumu_id: 'Giden', ent_fatura_durumu: 'GÖNDERİLEMEDİ' },
    );
    render(
      <EngineProvider tables={tables}>
        <DetailPanel table="demo_irs" id={1} />
      </EngineProvider>,
    );
    const note = await screen.findByRole('note', { name: 'Gönderilememe nedeni' });
    expect(note).toHaveTextContent(`Gönderilememe nedeni: ${error}`);
    expect(tables.calls.filter((c) => c.method === 'action').map((c) => [c.table, ...c.args])).toEqual([
      ['demo_irs', 'outbox/status', { id: 1 }],
    ]);
  });

  it('is not offered while the document waits or once it is sent', async () => {
    for (const status of ['GIB GONDERIMI BEKLENIYOR', 'BASARIYLA TAMAMLANDI']) {
      cleanup();
      const tables = setup(() => ({}), { e_fatura_durumu_id: 'Giden', ent_fatura_durumu: status });
      render(
        <EngineProvider tables={tables}>
          <DetailPanel table="demo_irs" id={1} />
        </EngineProvider>,
      );
      await waitFor(() => expect(document.querySelector('.df-detail')).not.toBeNull());
      expect(screen.queryByRole('button', { name: 'Tekrar Gönder' }), status).toBeNull();
      expect(screen.queryByRole('note'), status).toBeNull();
      expect(tables.calls.filter((c) => c.method === 'action' && c.args[0] === 'outbox/status')).toEqual([]);
    }
  });
});
