import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userInfo } from '../../../app/testing/fake-api';
import { ApiError, tokenStore } from '../../../services/http';
import { dismissToast, getToasts } from '../../../services/notify';
import { demoTables } from '../../../services/tables.fixtures';
import { createMemoryTables } from '../../../services/tables.memory';
import { adminModeStoredAtom } from '../../../state/admin';
import { userInfoAtom } from '../../../state/session';
import { EngineProvider } from '../../engine-context';
import { ListPage } from '../ListPage/ListPage';
import { closeAllModals } from '../modals';
import { registerRecordPage } from '../modals/record-pages';
import { ModalHost } from '../modals/ModalHost/ModalHost';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { column } from '../../../services/tables.fixtures';
import { DetailPanel } from './DetailPanel';
import { detailDemoTables } from './detail-demo';

// The record detail panel of 001 §2.1, and the list page's Detay action opening it in the right-side modal.

function setup(id: number) {
  const db = detailDemoTables();
  const tables = createMemoryTables(db);
  render(
    <EngineProvider tables={tables}>
      <DetailPanel table="kobi_siparis" id={id} />
      <ModalHost />
    </EngineProvider>,
  );
  return tables;
}

const valueOf = (name: string) =>
  screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(() => {
  closeAllModals();
  getToasts().forEach((t) => dismissToast(t.id));
  getDefaultStore().set(userInfoAtom, null);
  localStorage.clear();
});

describe('DetailPanel', () => {
  it('lists labels without the *, leaves hidden, banned and image columns out', async () => {
    const tables = setup(7);
    expect(await screen.findByText('Ürün Adı', { selector: 'dt' })).toBeInTheDocument();
    expect(tables.calls[0]).toEqual({ method: 'show', table: 'kobi_siparis', args: [7, '0'] });
    expect(screen.queryByText('Ürün Adı*')).toBeNull();
    for (const label of ['Gizli Not', 'Yasaklı', 'Görsel']) expect(screen.queryByText(label)).toBeNull();
    expect(screen.queryByText('görünmemeli')).toBeNull();
    expect(valueOf('Ürün Adı')).toHaveTextContent('Endüstriyel Mikser');
    expect(valueOf('Vade Tarihi')).toHaveTextContent('15.01.2026');
  });

  it('shows money with ₺, the spec’s words and tags, and the lines as a collapsible numbered list', async () => {
    setup(7);
    await screen.findByText('Tutar', { selector: 'dt' });
    expect(valueOf('Tutar')).toHaveTextContent('₺12.500,00');
    expect(valueOf('Alınan / Satılan')).toHaveTextContent('Satılan');
    expect(valueOf('Ödeme Yeri')).toHaveTextContent('Banka');
    expect(valueOf('KDV')).toHaveTextContent('Dahil');
    expect(valueOf('Taksitli')).toHaveTextContent('Hayır');
    // Sold: the paid state is a collection.
    expect(within(valueOf('Ödeme Durumu')).getByText('Tahsilat Tamamlandı')).toHaveClass('df-tag--success');
    expect(within(valueOf('Pozisyon')).getByText('İcrada')).toHaveClass('df-tag--danger');
    const lines = valueOf('Mal / Hizmet').querySelector('details')!;
    expect(lines).not.toHaveAttribute('open');
    expect(within(lines).getByText('2 kalem')).toBeInTheDocument();
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. ₺1.000,00', '2. ₺250,50']);
  });

  it('offers files for download and shows an HTML document in a sandbox that runs no script', async () => {
    tokenStore.set('tok');
    setup(7);
    // The server's download route under the session token (docs/table-service.md, "Files").
    const link = await screen.findByRole('link', { name: 'fatura.pdf' });
    expect(link).toHaveAttribute('href', '/api/v1/tok/files/41/fatura.pdf');
    expect(link).toHaveAttribute('download', 'fatura.pdf');
    expect(valueOf('Fatura Dosyası')).toHaveTextContent('eski-arsiv.pdf');
    expect(screen.queryByRole('link', { name: 'eski-arsiv.pdf' })).toBeNull();
    const frame = screen.getByTitle('Belge');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('Sayın müşterimiz');
  });

  it('says collection or payment as the page of the record’s table says (page data, no table names)', async () => {
    const db = detailDemoTables();
    const invoice = (name: string) => ({
      display_name: name,
      display_column: 'fatura_numarasi',
      columns: [
        column('fatura_numarasi', 'Fatura No*', 'string'),
        column('tahsilat_tamamlandi', 'Durum', 'boolean'),
      ],
      records: [{ id: 1, fatura_numarasi: 'DMO2026000000009', tahsilat_tamamlandi: '0' }],
    });
    db.demo_giden = invoice('Giden Belgeler');
    db.demo_gelen = invoice('Gelen Belgeler');
    registerRecordPage({
      table: 'demo_giden',
      route: '/demo-giden',
      title: 'Giden',
      paidState: 'collection',
    });
    const tables = createMemoryTables(db);
    render(
      <EngineProvider tables={tables}>
        <section aria-label="giden">
          <DetailPanel table="demo_giden" id={1} />
        </section>
        <section aria-label="gelen">
          <DetailPanel table="demo_gelen" id={1} />
        </section>
      </EngineProvider>,
    );
    const giden = screen.getByRole('region', { name: 'giden' });
    const gelen = screen.getByRole('region', { name: 'gelen' });
    expect(await within(giden).findByText('Tahsilat Yapılmadı')).toHaveClass('df-tag--danger');
    // No page, and nothing on the record says it was sold: a payment.
    expect(await within(gelen).findByText('Ödeme Yapılmadı')).toHaveClass('df-tag--danger');
  });

  it('a bought, unpaid order shows "Ödeme Yapılmadı" and "Alınan"', async () => {
    setup(8);
    await screen.findByText('Ödeme Durumu', { selector: 'dt' });
    expect(within(valueOf('Ödeme Durumu')).getByText('Ödeme Yapılmadı')).toHaveClass('df-tag--danger');
    expect(valueOf('Alınan / Satılan')).toHaveTextContent('Alınan');
    expect(valueOf('Pozisyon')).toHaveTextContent('—');
  });

  it('opens a related record in the centre modal', async () => {
    setup(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Yıldız Gıda' }));
    const modal = await screen.findByRole('dialog', { name: 'Yıldız Gıda' });
    await waitFor(() =>
      expect(within(modal).getByText('TC / VKN', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        '4840847211',
      ),
    );
  });

  it('shows the technical names in admin mode', async () => {
    getDefaultStore().set(userInfoAtom, userInfo({ isAdmin: true }));
    getDefaultStore().set(adminModeStoredAtom, '1');
    setup(7);
    const label = await screen.findByText('Tutar', { selector: 'dt' });
    expect(within(label).getByText('tutar')).toHaveClass('df-field__tech');
  });
});

describe('the list page’s Detay action', () => {
  it('offers an e-document’s files on its page’s word (media): views the HTML sandboxed, downloads the others', async () => {
    const db = detailDemoTables();
    db.demo_efatura = {
      display_name: 'Faturalar',
      display_column: 'fatura_numarasi',
      columns: [column('fatura_numarasi', 'Fatura No*', 'string')],
      records: [{ id: 4, fatura_numarasi: 'DMO2026000000004' }],
    };
    registerRecordPage({ table: 'demo_efatura', route: '/demo-efatura', title: 'Faturalar', media: true });
    const html = '<html><body><h1>DMO2026000000004</h1><script>parent.alert(1)</script></body></html>';
    const files = {
      html: {
        fileName: 'DMO2026000000004.html',
        mime: 'text/html; charset=utf-8',
        bytes: new TextEncoder().encode(html),
      },
      xml: {
        fileName: 'DMO2026000000004.xml',
        mime: 'application/xml',
        bytes: new TextEncoder().encode('<Invoice/>'),
      },
    };
    const tables = createMemoryTables(db, {
      media: (_t, _id, type) => {
        if (type === 'pdf') throw new ApiError('PDF oluşturulamıyor: sunucuda Chromium kurulu değil.', 400);
        return files[type];
      },
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:defter/1');
    URL.revokeObjectURL = vi.fn();
    render(
      <EngineProvider tables={tables}>
        <DetailPanel table="demo_efatura" id={4} />
        <DetailPanel table="kobi_siparis" id={7} />
        <ModalHost />
      </EngineProvider>,
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'Belge' });
    // A page without `media` has no such buttons.
    expect(screen.getAllByRole('toolbar')).toHaveLength(1);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'XML indir' }));
    await waitFor(() => expect(saved).toEqual(['DMO2026000000004.xml']));
    expect(getToasts().map((t) => t.text)).toContain('XML oluşturuldu.');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'PDF indir' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.text)).toContain(
        'PDF oluşturulamıyor: sunucuda Chromium kurulu değil.',
      ),
    );
    expect(saved).toEqual(['DMO2026000000004.xml']);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Görüntüle' }));
    const modal = await screen.findByRole('dialog', { name: 'DMO2026000000004 - Görüntüle' });
    const frame = modal.querySelector('iframe')!;
    // Shown, never run: no scripts, no origin of the app.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(html);
    expect(tables.calls.filter((c) => c.method === 'media').map((c) => c.args)).toEqual([
      [4, 'xml'],
      [4, 'pdf'],
      [4, 'html'],
    ]);
    click.mockRestore();
  });

  const def: PageDefinition = { table: 'cari_hesap', route: '/cari-hesaplar', title: 'Cari Hesaplar' };

  it('opens the row’s record in the right-side modal', async () => {
    const tables = createMemoryTables(demoTables());
    render(
      <EngineProvider tables={tables}>
        <MemoryRouter initialEntries={['/cari-hesaplar']}>
          <Routes>
            <Route path="/cari-hesaplar" element={<ListPage def={def} />} />
          </Routes>
          <ModalHost />
        </MemoryRouter>
      </EngineProvider>,
    );
    await screen.findByText('Yıldız Gıda');
    const row = screen.getByText('Ege Tekstil').closest('[role="row"]') as HTMLElement;
    const rowIndex = row.getAttribute('row-index');
    const actions = [...document.querySelectorAll(`[role="row"][row-index="${rowIndex}"]`)].find((r) =>
      within(r as HTMLElement).queryByRole('button', { name: 'Detay' }),
    ) as HTMLElement;
    await userEvent.click(within(actions).getByRole('button', { name: 'Detay' }));
    const modal = await screen.findByRole('dialog', { name: 'Cari Hesaplar - Detay' });
    await waitFor(() =>
      expect(within(modal).getByText('Ünvan', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'Ege Tekstil Limited Şirketi',
      ),
    );
    expect(tables.calls.at(-1)).toEqual({ method: 'show', table: 'cari_hesap', args: ['3', '0'] });
  });
});
