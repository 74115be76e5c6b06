import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../popups/ConfirmHost/ConfirmHost';
import { ApiError } from '../../../services/http';
import { dismissToast, getToasts } from '../../../services/notify';
import { column } from '../../../services/tables.fixtures';
import { createMemoryTables } from '../../../services/tables.memory';
import type { FileReply } from '../../../services/http';
import type { MediaType } from '../../../services/tables';
import { userInfoAtom } from '../../../state/session';
import { EngineProvider } from '../../engine-context';
import { closeAllModals } from '../modals';
import { ModalHost } from '../modals/ModalHost/ModalHost';
import { registerRecordPage } from '../modals/record-pages';
import { DetailPanel } from './DetailPanel';

// The e-document viewers' integrator actions (002 §4 "Viewer actions"; docs/e-documents.md): a draft's "Gönder"
// behind the spec's confirmation, and the KABUL / RED dialog of an unanswered commercial invoice. Page data only.

const SEND_CONFIRM =
  'Faturadaki tüm bilgilerin doğruluğundan sorumlu olduğunuzu hatırlatırız. Tutarları ve diğer bilgileri kontrol ettiniz mi? İşleme devam etmek istediğinize emin misiniz?';

function setup(
  action: (table: string, path: string, body: Record<string, unknown>) => Record<string, unknown>,
  media?: (table: string, id: string | number, type: MediaType) => FileReply,
) {
  const status = [
    { id: '1', text: 'Taslak' },
    { id: '2', text: 'Giden' },
  ];
  const tables = createMemoryTables(
    {
      demo_giden: {
        display_name: 'Giden',
        display_column: 'no',
        columns: [
          column('no', 'No', 'string'),
          { ...column('durum', 'Durum', 'select:static'), options: status },
        ],
        records: [
          { id: 1, no: 'TASLAK-1', durum: '1' },
          { id: 2, no: 'DEF2026000000001', durum: '2' },
        ],
      },
      demo_gelen: {
        display_name: 'Gelen',
        display_column: 'document_id',
        columns: [
          column('document_id', 'Belge', 'string'),
          column('document_uuid', 'ETTN', 'string'),
          column('document_profile', 'Senaryo', 'string'),
          column('response_code', 'Yanıt', 'string'),
        ],
        records: [
          {
            id: 5,
            document_id: 'DEF2026000000009',
            document_uuid: '1b7e2c9a-4a51-4d3c-9a0e-0f5a3c2d1e11',
            document_profile: 'TICARIFATURA',
            response_code: 'CEVAP VERİLMEDİ',
          },
          { id: 6, document_id: 'DEF2026000000010', document_profile: 'TEMELFATURA', response_code: null },
        ],
      },
    },
    { action, ...(media ? { media } : {}) },
  );
  return tables;
}

/** The logged-in user's branch name (firma_sube_adi), as getLoggedInUserInfo gives it. */
const asBranch = (branch: string | null) =>
  getDefaultStore().set(userInfoAtom, { user: { firma_sube_adi: branch } } as never);

afterEach(() => {
  getDefaultStore().set(userInfoAtom, null);
  closeAllModals();
  getToasts().forEach((t) => dismissToast(t.id));
});

describe('the e-document actions', () => {
  it('sends a draft only after "Evet & Gönder"; "İptal" says "İptal edildi"; a sent one has no Gönder', async () => {
    // The engine reads the draft status from `e_fatura_durumu_id`; here the demo table names it so.
    const tables = setup(() => ({ message: 'Fatura gönderildi.' }));
    registerRecordPage({
      table: 'demo_giden',
      route: '/demo-giden',
      title: 'Giden',
      eDocument: { send: true },
    });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const showSpy = vi.spyOn(tables, 'show').mockImplementation(
      async (_t, id) =>
        ({
          column_set: [column('no', 'No', 'string')],
          record: { id, no: String(id), e_fatura_durumu_id: id === 1 ? 'Taslak' : 'Giden' },
        }) as never,
    );
    render(
      <EngineProvider tables={tables}>
        <DetailPanel table="demo_giden" id={1} />
        <ModalHost />
        <ConfirmHost />
      </EngineProvider>,
    );
    const send = await screen.findByRole('button', { name: 'Gönder' });
    await userEvent.click(send);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(SEND_CONFIRM);
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('İptal edildi'));
    expect(tables.calls.filter((c) => c.method === 'action')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Evet & Gönder' }));
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Fatura gönderildi.'));
    expect(tables.calls.filter((c) => c.method === 'action').map((c) => [c.table, ...c.args])).toEqual([
      ['demo_giden', 'sendInvoice', { id: 1, column_set_id: '0' }],
    ]);
    // A sent record (Giden) offers no Gönder.
    cleanup();
    render(
      <EngineProvider tables={tables}>
        <DetailPanel table="demo_giden" id={2} />
      </EngineProvider>,
    );
    await waitFor(() => expect(showSpy).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(document.querySelector('.df-detail')).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Gönder' })).toBeNull();
    showSpy.mockRestore();
    vi.unstubAllGlobals();
  });

  it('answers an unanswered TICARIFATURA: RED with its reason; the server’s refusal is shown', async () => {
    let refuse = true;
    const tables = setup((_t, _p, body) => {
      if (refuse) {
        refuse = false;
        throw new ApiError('RED yanıtı için en az 3 karakterlik bir açıklama yazınız.', 400);
      }
      return { message: body.responseCode === 'RED' ? 'Fatura reddedildi.' : 'Fatura kabul edildi.' };
    });
    registerRecordPage({
      table: 'demo_gelen',
      route: '/demo-gelen',
      title: 'Gelen',
      eDocument: { answerTable: 'demo_giden' },
    });
    vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
    render(
      <EngineProvider tables={tables}>
        <DetailPanel table="demo_gelen" id={5} />
        <ModalHost />
      </EngineProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Yanıtla' }));
    const modal = await screen.findByRole('dialog', { name: 'Faturaya Yanıt Ver' });
    await userEvent.selectOptions(within(modal).getByLabelText('Yanıt'), 'RED');
    await userEvent.click(within(modal).getByRole('button', { name: 'Yanıtı Gönder' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.text)).toContain(
        'RED yanıtı için en az 3 karakterlik bir açıklama yazınız.',
      ),
    );
    await userEvent.type(within(modal).getByLabelText('Açıklama'), 'Fiyatlar hatalı');
    await userEvent.click(within(modal).getByRole('button', { name: 'Yanıtı Gönder' }));
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Fatura reddedildi.'));
    expect(tables.calls.filter((c) => c.method === 'action').map((c) => [c.table, ...c.args])[1]).toEqual([
      'demo_giden',
      'inbox/answerInvoice',
      {
        invoiceUUID: '1b7e2c9a-4a51-4d3c-9a0e-0f5a3c2d1e11',
        responseCode: 'RED',
        responseExplanation: 'Fiyatlar hatalı',
      },
    ]);
    vi.unstubAllGlobals();
  });

  it('offers no answer to a TEMELFATURA', async () => {
    const tables = setup(() => ({}));
    registerRecordPage({
      table: 'demo_gelen',
      route: '/demo-gelen',
      title: 'Gelen',
      eDocument: { answerTable: 'demo_giden' },
    });
    render(
      <EngineProvider tables={tables}>
        <DetailPanel table="demo_gelen" id={6} />
      </EngineProvider>,
    );
    await screen.findByText('DEF2026000000010');
    expect(screen.queryByRole('button', { name: 'Yanıtla' })).toBeNull();
  });

  it('hides Gönder and Yanıtla from branches 1k / 3k (any case), and on an approved (Onaylandı) record', async () => {
    const tables = setup(() => ({}));
    const eDocument = {
      send: true,
      answerTable: 'demo_giden',
      noActionBranches: ['1k', '3k'],
      approved: { columns: ['durum_metni'], values: ['Onaylandı'] },
    };
    registerRecordPage({ table: 'demo_giden', route: '/demo-giden', title: 'Giden', eDocument });
    registerRecordPage({ table: 'demo_gelen', route: '/demo-gelen', title: 'Gelen', eDocument });
    const show = vi.spyOn(tables, 'show').mockImplementation(
      async (_t, id) =>
        ({
          column_set: [column('no', 'No', 'string')],
          record: {
            id,
            no: `Belge ${id}`,
            e_fatura_durumu_id: 'Taslak',
            document_profile: 'TICARIFATURA',
            response_code: 'CEVAP VERİLMEDİ',
            durum_metni: id === 9 ? 'Onaylandı' : 'Bekliyor',
          },
        }) as never,
    );
    const open = async (id: number) => {
      cleanup();
      render(
        <EngineProvider tables={tables}>
          <DetailPanel table="demo_giden" id={id} />
        </EngineProvider>,
      );
      await waitFor(() => expect(document.querySelector('.df-detail')).not.toBeNull());
    };
    const buttons = () =>
      ['Gönder', 'Yanıtla'].filter((name) => screen.queryByRole('button', { name }) !== null);

    asBranch('Merkez');
    await open(1);
    expect(buttons()).toEqual(['Gönder', 'Yanıtla']);
    for (const branch of ['1k', '3K', ' 3k ']) {
      asBranch(branch);
      await open(1);
      expect(buttons(), branch).toEqual([]);
    }
    asBranch('1t');
    await open(1);
    expect(buttons()).toEqual(['Gönder', 'Yanıtla']);
    asBranch(null);
    await open(9);
    expect(buttons()).toEqual([]);
    show.mockRestore();
  });
});

describe('the viewer’s preview', () => {
  const file = (name: string, text: string, mime: string): FileReply => ({
    fileName: name,
    mime,
    bytes: new TextEncoder().encode(text),
  });
  const NO_PDF =
    'PDF oluşturulamıyor: sunucuda Chromium kurulu değil. Belgeyi HTML olarak görüntüleyebilir ya da indirebilirsiniz (kurulum: README, "Tests").';

  const mount = async (media: (t: string, id: string | number, type: MediaType) => FileReply) => {
    const tables = setup(() => ({}), media);
    registerRecordPage({
      table: 'demo_giden',
      route: '/demo-giden',
      title: 'Giden',
      media: true,
      eDocument: { preview: { empty: 'E-Fatura bulunamadı.' } },
    });
    render(
      <EngineProvider tables={tables}>
        <DetailPanel table="demo_giden" id={2} />
      </EngineProvider>,
    );
    return tables;
  };

  it('shows the PDF in a frame (a blob: URL of the server’s file)', async () => {
    const created = vi.fn(() => 'blob:http://localhost/onizleme-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const tables = await mount((_t, _id, type) =>
      file(`DEF2026000000001.${type}`, '%PDF-1.7 …', 'application/pdf'),
    );
    const frame = await screen.findByTitle('DEF2026000000001.pdf - Önizleme');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:http://localhost/onizleme-1');
    expect(tables.calls.filter((c) => c.method === 'media').map((c) => c.args)).toEqual([[2, 'pdf']]);
    vi.unstubAllGlobals();
  });

  it('without Chromium shows the HTML sandboxed with the server’s message; nothing at all: the empty state', async () => {
    await mount((_t, _id, type) => {
      if (type === 'pdf') throw new ApiError(NO_PDF, 400);
      return file('DEF2026000000001.html', '<html><body><h1>e-FATURA</h1></body></html>', 'text/html');
    });
    const frame = await screen.findByTitle('DEF2026000000001.html - Önizleme');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>e-FATURA</h1>');
    expect(screen.getByRole('status')).toHaveTextContent(NO_PDF);
    cleanup();
    await mount(() => {
      throw new ApiError('fail.id', 400);
    });
    expect(await screen.findByText('E-Fatura bulunamadı.')).toBeTruthy();
  });
});
