// The generic pages against the real server (in process, on a fresh migrated and seeded database): the
// same HTTP client the app uses, only `fetch` is routed into the Hono app instead of the network.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN, tablesApi } from '../../../server/tables/table.test-kit';
import { createTestContext, type TestContext } from '../../../server/test/harness';
import { tokenStore } from '../../services/http';
import { dismissToast, getToasts } from '../../services/notify';
import cariHesap from '../cari_hesap';
import bankaKarti from '../banka_karti';
import { EngineProvider } from '../../engine/engine-context';
import { DetailPanel } from '../../engine/page/DetailPanel/DetailPanel';
import { closeAllModals } from '../../engine/page/modals';
import { ModalHost } from '../../engine/page/modals/ModalHost/ModalHost';
import { PagePreview } from '../../engine/page/PagePreview/PagePreview';
import type { PageDefinition } from '../../../domain/pages/page.types';
import { httpTables } from '../../services/tables';

let t: TestContext;
let api: ReturnType<typeof tablesApi>;

beforeAll(async () => {
  t = await createTestContext();
  const token = await t.login(DEMO_ADMIN);
  api = tablesApi(t, token);
  tokenStore.set(token);
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    return t.app.fetch(input instanceof Request ? input : new Request(input, init));
  });
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  tokenStore.clear();
  await t?.close();
});

const show = (def: PageDefinition, path: string, history: string[] = [def.route]) =>
  render(<PagePreview def={def} tables={httpTables} path={path} history={history} />);

describe('generic pages on the real server', () => {
  it('lists the company’s current accounts with relation texts, and filters them on the server', async () => {
    show(cariHesap, '/cari-hesaplar', []);
    expect(await screen.findByText('Anadolu Kırtasiye', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText('İstanbul').length).toBeGreaterThan(0);
    const header = document.querySelector('[role="columnheader"][col-id="cari_hesap_adi"]')!;
    await userEvent.click(header.querySelector('.ag-header-cell-filter-button') as HTMLElement);
    const form = await screen.findByRole('form', { name: 'Cari Hesap Adı filtresi' });
    await userEvent.type(within(form).getByLabelText('Değer'), 'boğaziçi{Enter}');
    await waitFor(() => expect(screen.getByText('Toplam 1 kayıt')).toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText('Anadolu Kırtasiye')).toBeNull());
    expect(screen.getByText('Boğaziçi Lojistik')).toBeInTheDocument();
    expect(screen.getByText('Toplam 1 kayıt')).toBeInTheDocument();
  });

  it('creates a current account through the form: real metadata, select data and a multipart store', async () => {
    show(cariHesap, '/cari-hesaplar/ekle');
    await userEvent.type(
      await screen.findByLabelText('Cari Hesap Adı', {}, { timeout: 10_000 }),
      'Marmara Ambalaj',
    );
    await userEvent.type(screen.getByLabelText('TC / VKN'), '4540536920');
    // A VKN: the page rules of cari_hesap want the company's title.
    await userEvent.type(screen.getByLabelText('Ünvan'), 'Marmara Ambalaj Sanayi A.Ş.');
    const vd = screen.getByRole('combobox', { name: 'Vergi Dairesi' });
    await userEvent.type(vd, 'kozyatağı');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Kozyatağı Vergi Dairesi Müdürlüğü' }, { timeout: 5000 }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'İl' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'İl' }), 'izmir');
    await userEvent.click(await screen.findByRole('option', { name: 'İzmir' }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'İlçe' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'İlçe' }), 'bornova');
    await userEvent.click(await screen.findByRole('option', { name: 'Bornova' }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/cari-hesaplar$/), {
      timeout: 10_000,
    });
    expect(getToasts().map((x) => x.text)).toContain('Başarıyla kaydedildi.');
    const list = await api.list('cari_hesap', {
      filters: { cari_hesap_adi: { type: 4, filter: 'Marmara Ambalaj' } },
    });
    expect(list.json.data.records).toHaveLength(1);
    expect(list.json.data.records[0]).toMatchObject({
      tc: '4540536920',
      vergi_daireleri_id: 'Kozyatağı Vergi Dairesi Müdürlüğü',
      sehirler_id: 'İzmir',
      ilceler_id: 'Bornova',
      ulkeler_id: 'Türkiye',
      cari_tipi: 'Müşteri',
    });
    getToasts().forEach((x) => dismissToast(x.id));
  });

  it('shows the server’s field errors under the fields and one toast', async () => {
    show(cariHesap, '/cari-hesaplar/ekle');
    await userEvent.type(
      await screen.findByLabelText('Cari Hesap Adı', {}, { timeout: 10_000 }),
      'Hatalı Cari',
    );
    await userEvent.type(screen.getByLabelText('TC / VKN'), '12345ABCDE');
    await userEvent.type(screen.getByRole('combobox', { name: 'Vergi Dairesi' }), 'kozyatağı');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Kozyatağı Vergi Dairesi Müdürlüğü' }, { timeout: 5000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const tc = screen.getByLabelText('TC / VKN');
    await waitFor(() => expect(tc).toHaveAttribute('aria-invalid', 'true'), { timeout: 10_000 });
    const message = tc
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .find(Boolean)!;
    expect(message).toMatch(/TC \/ VKN/);
    const invalid = document.querySelectorAll('form [aria-invalid="true"]').length;
    expect(getToasts().map((x) => x.text)).toEqual([invalid === 1 ? message : `${invalid} alan eksik`]);
    expect(screen.getByTestId('address')).toHaveTextContent('/cari-hesaplar/ekle');
    getToasts().forEach((x) => dismissToast(x.id));
  });

  it('edits a bank card: relations prefilled from the edit load, dependent branch kept', async () => {
    const rows = (await api.list('banka_karti', { sorts: { id: true } })).json.data.records;
    const card = rows[0];
    show(bankaKarti, `/banka/duzenle/${card.id}`);
    expect(await screen.findByLabelText('Banka Tanımı', {}, { timeout: 10_000 })).toHaveValue(
      card['banka_tanımı'],
    );
    expect(screen.getByRole('combobox', { name: 'Banka' })).toHaveValue(card.bankalar_id);
    expect(screen.getByRole('combobox', { name: 'Şube' })).toHaveValue(card.banka_sube_id);
    await userEvent.clear(screen.getByLabelText('Açıklama'));
    await userEvent.type(screen.getByLabelText('Açıklama'), 'Maaş ödemeleri bu hesaptan yapılır.');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/banka$/), {
      timeout: 10_000,
    });
    const after = (await api.edit('banka_karti', card.id)).json.data.record;
    expect(after.description).toBe('Maaş ödemeleri bu hesaptan yapılır.');
    expect(after.banka_sube_id).toEqual([{ source: card.banka_sube_id__id, display: card.banka_sube_id }]);
  });

  it('shows a record’s detail panel: relations by their text, opened by their id in the centre modal', async () => {
    const rows = (await api.list('cari_hesap', { sorts: { id: true }, limit: 100 })).json.data.records;
    const cari = rows.find((r: Record<string, unknown>) => r.vergi_daireleri_id__id)!;
    render(
      <EngineProvider tables={httpTables}>
        <DetailPanel table="cari_hesap" id={cari.id} />
        <ModalHost />
      </EngineProvider>,
    );
    const office = await screen.findByRole('button', { name: cari.vergi_daireleri_id }, { timeout: 10_000 });
    expect(screen.getByText('Cari Tipi', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      cari.cari_tipi,
    );
    // No common field the server fills itself is listed.
    expect(screen.queryByText('Şirket', { selector: 'dt' })).toBeNull();
    await userEvent.click(office);
    const modal = await screen.findByRole('dialog', { name: cari.vergi_daireleri_id });
    // The tax office's own show, read by the id beside the text.
    await waitFor(() =>
      expect(
        within(modal).getByText('Vergi Dairesi Adı', { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent(cari.vergi_daireleri_id),
    );
    closeAllModals();
  });
});
