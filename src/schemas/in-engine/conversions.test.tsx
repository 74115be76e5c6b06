import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColumnMeta } from '../../../domain/api/contract';
import { dismissToast, getToasts } from '../../services/notify';
import { createMemoryTables } from '../../services/tables.memory';
import { conversionSeedAtom } from '../../state/conversion';
import alisSiparis from '../alis_siparis';
import satisSiparis from '../satis_siparis';
import stokKartlari from '../stok_kartlari';
import { EngineProvider } from '../../engine/engine-context';
import { FormPage } from '../../engine/form/FormPage/FormPage';
import type { PageDefinition } from '../../../domain/pages/page.types';
import { buildConversion } from '../../engine/page/conversions/build';
import { ConversionButtons } from '../../engine/page/conversions/ConversionButtons';

// Conversions (001 §2.3, docs/conversions.md): an order's detail offers its conversions; one reads the order and
// its line rows while "Verileriniz işleniyor" shows, opens the target's add page filled with the header and the
// lines that remain, each keeping its order and line id, and reports success after a second.

afterEach(() => {
  getToasts().forEach((t) => dismissToast(t.id));
  vi.useRealTimers();
});

const orderRecord = {
  id: 7,
  cari_hesap_id: [{ source: 3, display: 'Başkent Bilişim' }],
  siparis_numarasi: 'SSP-2026-0007',
  siparis_tarihi: '2026-11-02',
  para_birimi_id: [{ source: 1, display: 'TL' }],
  döviz_kuru: '1.0000',
  description: 'Acil',
  mal_hizmet_json: [
    {
      mal_hizmet_turu_id: 1,
      stok_kartlari_id: 5,
      depo_kartlari_id: 2,
      mal_hizmet: 'Toner',
      miktar: '10.0000',
      birim_id: 1,
      birim_fiyat: '100.0000',
      iskonto_orani: '0.00',
      kdv_id: 9,
      kdv_dahil_buton: '0',
      gonderilen_miktar: '4.0000',
    },
    {
      mal_hizmet_turu_id: 2,
      hizmet_ve_masraf_kartlari_id: 8,
      mal_hizmet: 'Bakım',
      miktar: '2.0000',
      birim_id: 1,
      birim_fiyat: '50.0000',
      kdv_id: 9,
      kdv_dahil_buton: '0',
      gonderilen_miktar: '2.0000',
    },
  ],
};

describe('buildConversion', () => {
  it('turns an order into an invoice: the header, fixed values, and what remains of each line with its ids', () => {
    const [toInvoice] = satisSiparis.conversions!;
    const out = buildConversion(toInvoice, orderRecord, 7, [101, 102])!;
    expect(out).toMatchObject({
      cari_hesap_id: [{ source: 3, display: 'Başkent Bilişim' }],
      siparis_numarasi: 'SSP-2026-0007',
      siparis_tarihi: '2026-11-02',
      fatura_senaryo_id: 1,
      fatura_tipi_id: 2,
    });
    // The service line was sent in full: only the toner's remaining 6 is left to invoice.
    expect(out.mal_hizmet_json).toEqual([
      {
        mal_hizmet_turu_id: 1,
        stok_kartlari_id: 5,
        depo_kartlari_id: 2,
        mal_hizmet: 'Toner',
        miktar: '6',
        birim_id: 1,
        birim_fiyat: '100.0000',
        iskonto_orani: '0.00',
        kdv_id: 9,
        kdv_dahil_buton: '0',
        siparis_id: 7,
        siparis_hizmet_id: 101,
      },
    ]);
  });

  it('leaves nothing to convert from an order sent in full', () => {
    const full = { ...orderRecord, mal_hizmet_json: [{ ...orderRecord.mal_hizmet_json[1] }] };
    expect(buildConversion(alisSiparis.conversions![0], full, 7, [102])).toBeNull();
  });

  it('makes one line of a stock card at its purchase price, entry unit and purchase KDV for a purchase order', () => {
    const toPurchase = stokKartlari.conversions!.find((c) => c.target === 'alis_siparis')!;
    const card = {
      id: 5,
      stok_adi: 'Toner',
      giris_birimi_id: [{ source: 4, display: 'Koli' }],
      cikis_birimi_id: 1,
      alis_fiyati: '80.0000',
      satis_fiyati: '100.0000',
      alis_kdv_orani: [{ source: 7, display: '%10' }],
      satis_kdv_orani: 9,
      kdv_dahil_buton: false,
      para_birimi_id: 1,
      depo_kartlari_id: 2,
    };
    expect(buildConversion(toPurchase, card, 5)).toEqual({
      para_birimi_id: 1,
      mal_hizmet_json: [
        {
          stok_kartlari_id: 5,
          depo_kartlari_id: 2,
          mal_hizmet: 'Toner',
          birim_id: 4,
          birim_fiyat: '80.0000',
          kdv_id: 7,
          kdv_dahil_buton: false,
          mal_hizmet_turu_id: 1,
          miktar: '1',
          iskonto_orani: '0',
        },
      ],
    });
    expect(toPurchase.path).toBe('/alis-satis-yonetimi/siparis/alis-ekle');
    expect(toPurchase.delay).toBe(700);
  });
});

const col = (name: string, display_name: string, extra: Partial<ColumnMeta> = {}): ColumnMeta =>
  ({ name, display_name, gui_type_name: 'text', db_type_name: 'string', ...extra }) as ColumnMeta;

/** A slim sales invoice form: the order reference and the lines column as JSON. */
const invoicePage: PageDefinition = {
  table: 'satis_fatura',
  route: '/alis-satis-yonetimi/fatura',
  addPath: 'satis-ekle',
  title: 'Satış Faturaları',
  layout: 'page',
  drafts: false,
  groups: [{ id: 'g', columns: ['siparis_numarasi', 'description', 'mal_hizmet_json'] }],
};

/** The user may create invoices and purchase orders, not waybills (another package's, or no auth). */
const auths = {
  tables: {
    satis_siparis: { edits: [1] },
    satis_siparis_hizmet: { lists: [2] },
    satis_fatura: { creates: [3] },
    alis_siparis: { creates: [4] },
  },
};

function setup(order: Record<string, unknown> = {}) {
  const tables = createMemoryTables(
    {
      satis_siparis: {
        display_name: 'Satış Siparişleri',
        display_column: 'siparis_numarasi',
        columns: [
          col('siparis_numarasi', 'Sipariş Numarası'),
          col('mal_hizmet_json', 'Mal / Hizmet', { gui_type_name: 'jsonb', db_type_name: 'jsonb' }),
        ],
        records: [{ ...orderRecord, cari_hesap_id: 3, para_birimi_id: 1, ...order }],
      },
      satis_siparis_hizmet: {
        display_name: 'Satış Siparişi Satırları',
        display_column: 'mal_hizmet',
        columns: [
          col('satis_siparis_id', 'Sipariş', { gui_type_name: 'numeric', db_type_name: 'integer' }),
          col('sira_no', 'Sıra No', { gui_type_name: 'numeric', db_type_name: 'integer' }),
        ],
        records: [
          { id: 102, satis_siparis_id: 7, sira_no: 2 },
          { id: 101, satis_siparis_id: 7, sira_no: 1 },
          { id: 99, satis_siparis_id: 6, sira_no: 1 },
        ],
      },
      satis_fatura: {
        display_name: 'Satış Faturaları',
        display_column: 'fatura_numarasi',
        columns: [
          col('siparis_numarasi', 'Sipariş Numarası'),
          col('description', 'Açıklama'),
          col('mal_hizmet_json', 'Mal / Hizmet', { gui_type_name: 'jsonb', db_type_name: 'jsonb' }),
        ],
        records: [],
      },
    },
    { delay: 30 },
  );
  const store = createStore();
  render(
    <Provider store={store}>
      <EngineProvider tables={tables} auths={auths}>
        <MemoryRouter initialEntries={['/detay']}>
          <Routes>
            <Route path="/detay" element={<ConversionButtons def={satisSiparis} id="7" />} />
            <Route path="/alis-satis-yonetimi/fatura/satis-ekle" element={<FormPage def={invoicePage} />} />
          </Routes>
        </MemoryRouter>
      </EngineProvider>
    </Provider>,
  );
  return { tables, store };
}

describe('the conversion buttons', () => {
  it('offer the order’s conversions and fill the target’s add page through shared state', async () => {
    const { tables, store } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Satış Faturasına Dönüştür',
      'Alış Siparişine Dönüştür',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Satış Faturasına Dönüştür' }));
    // While the order is read (the memory server answers after 30 ms), the buttons wait and the notice shows.
    expect(await screen.findByText('Verileriniz işleniyor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Satış Faturasına Dönüştür' })).toBeDisabled();
    // The target opens with the order's header and the remaining line, keeping the order and line ids.
    expect(await screen.findByLabelText('Sipariş Numarası')).toHaveValue('SSP-2026-0007');
    expect(screen.getByLabelText('Açıklama')).toHaveValue('Acil');
    const lines = JSON.parse((screen.getByLabelText('Mal / Hizmet') as HTMLTextAreaElement).value);
    expect(lines).toEqual([expect.objectContaining({ miktar: '6', siparis_id: 7, siparis_hizmet_id: 101 })]);
    // The order was read with its edit load, then its line rows in order, filtered to it.
    const list = tables.calls.find((c) => c.method === 'list' && c.table === 'satis_siparis_hizmet')!;
    expect(list.args[0]).toMatchObject({
      limit: 10000,
      sorts: { sira_no: true },
      filters: { satis_siparis_id: { type: 1, filter: ['7'] } },
    });
    // Taken once: the state is empty again.
    expect(store.get(conversionSeedAtom)).toBeNull();
    // Success is reported a second after the target opens.
    await act(() => new Promise((r) => setTimeout(r, 1100)));
    expect(getToasts().map((t) => t.text)).toContain('Veriler aktarıldı. Kontrol edip kaydediniz.');
  });

  it('refuse to convert a cancelled order: the message, and no target opens', async () => {
    const { tables, store } = setup({ siparis_durumu: 4 });
    await userEvent.click(screen.getByRole('button', { name: 'Satış Faturasına Dönüştür' }));
    await vi.waitFor(() =>
      expect(getToasts().map((t) => t.text)).toContain(
        'İptal edilen sipariş (SSP-2026-0007) faturaya veya irsaliyeye dönüştürülemez.',
      ),
    );
    expect(screen.queryByLabelText('Sipariş Numarası')).toBeNull();
    expect(store.get(conversionSeedAtom)).toBeNull();
    expect(tables.calls.some((c) => c.table === 'satis_siparis_hizmet')).toBe(false);
    // The button is free again.
    expect(screen.getByRole('button', { name: 'Satış Faturasına Dönüştür' })).toBeEnabled();
  });

  it('refuse to order a cancelled sales order from a supplier, and open no purchase order', async () => {
    const { tables, store } = setup({ siparis_durumu: 4 });
    await userEvent.click(screen.getByRole('button', { name: 'Alış Siparişine Dönüştür' }));
    await vi.waitFor(() =>
      expect(getToasts().map((t) => t.text)).toContain(
        'İptal edilen sipariş (SSP-2026-0007) alış siparişine dönüştürülemez.',
      ),
    );
    expect(store.get(conversionSeedAtom)).toBeNull();
    expect(tables.calls.some((c) => c.table === 'satis_siparis_hizmet')).toBe(false);
  });
});
