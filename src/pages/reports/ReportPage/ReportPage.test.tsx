import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok, userInfo, type Handler } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { tokenStore } from '../../../services/http';
import { loadReportPage } from '../routes';

// The generic report page (docs/reports.md) against a fake server: the figures in tr-TR with the totals row, the
// params it sends, field errors, the not-ready state of a report the server does not have, the xlsx download,
// printing, and the "Muhasebe" menu area by package.

configure({ asyncUtilTimeout: 5000 });
await loadReportPage();
beforeEach(resetBrowserState);
afterEach(() => {
  resetBrowserState();
  vi.restoreAllMocks();
});

const KDV1 = {
  columns: [
    { name: 'donem', title: 'Dönem', kind: 'text' },
    { name: 'hesaplanan_kdv', title: 'Hesaplanan KDV', kind: 'money' },
    { name: 'indirilecek_kdv', title: 'İndirilecek KDV', kind: 'money' },
    { name: 'odenecek_kdv', title: 'Ödenecek KDV', kind: 'money' },
  ],
  rows: [
    { donem: 'Şubat 2025', hesaplanan_kdv: '1658.20', indirilecek_kdv: '1458.20', odenecek_kdv: '200.00' },
    { donem: 'Mart 2025', hesaplanan_kdv: '123456.7', indirilecek_kdv: '0.00', odenecek_kdv: '123456.70' },
  ],
  totals: {
    donem: 'Toplam',
    hesaplanan_kdv: '125114.90',
    indirilecek_kdv: '1458.20',
    odenecek_kdv: '123656.70',
  },
};

function session(packageId: 1 | 2 | 3 | 4 | 5, handlers: Record<string, Handler> = {}) {
  tokenStore.set('tok-1');
  const info = userInfo({ packageId, tables: ['cari_hesap', 'satis_fatura', 'alis_fatura', 'kiralar'] });
  return fakeApi({ 'tok-1/getLoggedInUserInfo': () => ok(info), ...handlers });
}

const pad = (n: number) => String(n).padStart(2, '0');

describe('the report page', () => {
  it('shows the report in tr-TR figures with its totals row, and runs again with the chosen period', async () => {
    // A report of a period (the muhtasar's page), with a table of the KDV 1 shape: the page draws any report.
    const api = session(1, { 'tok-1/reports/muhtasar': () => ok(KDV1) });
    renderApp('/muhasebe/muhtasar-prim-hizmet');
    expect(
      await screen.findByRole('heading', { name: 'Muhtasar ve Prim Hizmet Çalışma Tablosu' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Muhtasar ve Prim Hizmet Çalışma Tablosu' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Dönem', 'Hesaplanan KDV', 'İndirilecek KDV', 'Ödenecek KDV']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Şubat 2025', '1.658,20', '1.458,20', '200,00']);
    expect(within(rows[2]).getAllByRole('cell')[1]).toHaveTextContent('123.456,70');
    expect(
      within(rows[3])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Toplam', '125.114,90', '1.458,20', '123.656,70']);
    // The first run asks for this month.
    const d = new Date();
    const ym = `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
    expect(api.sent('tok-1/reports/muhtasar')[0].body.params).toMatchObject({
      donem_baslangic_tarihi: `${ym}-01`,
    });

    const from = screen.getByLabelText('Dönem Başlangıç Tarihi');
    const to = screen.getByLabelText('Dönem Bitiş Tarihi');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-02-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Raporla' }));
    await waitFor(() => expect(api.sent('tok-1/reports/muhtasar')).toHaveLength(2));
    expect(api.sent('tok-1/reports/muhtasar')[1].body).toEqual({
      params: { donem_baslangic_tarihi: '2025-02-01', donem_bitis_tarihi: '2025-03-31' },
    });
  });

  it('shows the server’s Turkish message at the field it refuses', async () => {
    session(1, {
      'tok-1/reports/muhtasar': () =>
        fail('fail.report.params', 400, {
          column: 'donem_bitis_tarihi',
          errors: { donem_bitis_tarihi: ['Dönem Bitiş Tarihi, Dönem Başlangıç Tarihi’nden önce olamaz.'] },
        }),
    });
    renderApp('/muhasebe/muhtasar-prim-hizmet');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dönem Bitiş Tarihi, Dönem Başlangıç Tarihi’nden önce olamaz.',
    );
    expect(screen.getByLabelText('Dönem Bitiş Tarihi')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a report the server does not have yet is not ready', async () => {
    session(4, { 'tok-1/reports/mizan': () => fail('fail.report.name', 404) });
    renderApp('/muhasebe/mizan');
    expect(await screen.findByRole('heading', { name: 'Bu rapor henüz hazır değil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Excel'e Aktar" })).toBeNull();
  });

  it('answers the 404 page for a ledger report outside the company’s package', async () => {
    session(1);
    renderApp('/muhasebe/mizan');
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });

  it('downloads the xlsx the server answers, under the server’s file name, and prints', async () => {
    const api = session(1, { 'tok-1/reports/kdv1': () => ok(KDV1) });
    const json = globalThis.fetch;
    const files: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = input instanceof Request ? input : new Request(input, init);
        if (!req.url.includes('format=xlsx')) return json(input, init);
        files.push(req.url);
        return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="KDV 1.xlsx"; filename*=UTF-8''${encodeURIComponent('KDV 1 Çalışma.xlsx')}`,
          },
        });
      }),
    );
    const created = vi.fn((b: Blob) => `blob:${b.size}`);
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    window.print = print;

    renderApp('/muhasebe/kdv1');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: "Excel'e Aktar" }));
    await waitFor(() => expect(clicked).toEqual(['KDV 1 Çalışma.xlsx']));
    expect(files[0]).toMatch(/\/api\/v1\/tok-1\/reports\/kdv1\?format=xlsx$/);
    expect(created.mock.calls[0][0].size).toBe(4);
    expect(api.sent('tok-1/reports/kdv1')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('lists the customer’s statement after a customer is chosen', async () => {
    const api = session(2, {
      'tok-1/tables/cari_hesap': () =>
        ok({ records: [{ id: 7, cari_hesap_adi: 'Ege Zeytincilik' }], all_records_count: 1 }),
      'tok-1/reports/cari-ekstre': () =>
        ok({
          columns: [
            { name: 'tarih', title: 'Tarih', kind: 'date' },
            { name: 'belge_turu', title: 'Belge Türü', kind: 'text' },
            { name: 'belge_no', title: 'Belge No', kind: 'text' },
            { name: 'bakiye', title: 'Bakiye', kind: 'money' },
          ],
          rows: [
            {
              tarih: '2025-03-05',
              belge_turu: 'Satış Faturası',
              belge_no: 'SAT2025000000001',
              bakiye: '2400',
              kaynak_tablo: 'satis_fatura',
              kaynak_id: 12,
            },
          ],
          totals: { belge_turu: 'Toplam', bakiye: '2400.00' },
        }),
    });
    renderApp('/cari-ekstre');
    expect(await screen.findByText('Ekstre için bir cari hesap seçiniz.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Raporla' })).toBeDisabled();
    await userEvent.selectOptions(
      await screen.findByLabelText('Cari Hesap'),
      await screen.findByRole('option', { name: 'Ege Zeytincilik' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Raporla' }));
    const table = await screen.findByRole('table', { name: 'Cari Hesap Ekstresi' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '05.03.2025Satış FaturasıSAT20250000000012.400,00',
    );
    // The document number opens the invoice.
    expect(within(table).getByRole('link', { name: 'SAT2025000000001' })).toHaveAttribute(
      'href',
      '/alis-satis-yonetimi/fatura/satis-detay/12',
    );
    expect(api.sent('tok-1/reports/cari-ekstre')[0].body.params).toMatchObject({ cari_hesap_id: '7' });
  });
});

describe('the statements’ geçici vergi period', () => {
  it('fills the period with the cumulative quarter of its year', async () => {
    const api = session(4, { 'tok-1/reports/gelir': () => ok(KDV1) });
    renderApp('/muhasebe/gelir?donem_baslangic_tarihi=2026-04-01&donem_bitis_tarihi=2026-04-30');
    await screen.findByRole('table', { name: 'Gelir Tablosu' });
    await userEvent.selectOptions(screen.getByLabelText('Geçici Vergi Dönemi'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Raporla' }));
    await waitFor(() => expect(api.sent('tok-1/reports/gelir')).toHaveLength(2));
    expect(api.sent('tok-1/reports/gelir')[1].body.params).toEqual({
      donem_baslangic_tarihi: '2026-01-01',
      donem_bitis_tarihi: '2026-06-30',
    });
  });
});

describe('a monthly form (Form Ba)', () => {
  it('asks for one month (Ay) and sends it as `ay`', async () => {
    const FORM = {
      columns: [
        { name: 'unvan', title: 'Adı Soyadı / Unvanı', kind: 'text' },
        { name: 'belge_sayisi', title: 'Belge Sayısı', kind: 'number' },
        { name: 'tutar', title: 'Mal ve Hizmet Toplam Tutarı (KDV Hariç)', kind: 'money' },
      ],
      rows: [{ unvan: 'Anadolu Kırtasiye', belge_sayisi: 1, tutar: '23565.00' }],
      totals: { belge_sayisi: 1, tutar: '23565.00' },
    };
    const api = session(4, { 'tok-1/reports/form-ba': () => ok(FORM) });
    renderApp('/muhasebe/form-ba');
    const table = await screen.findByRole('table', { name: /Form Ba/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('23.565,00');
    const d = new Date();
    expect(api.sent('tok-1/reports/form-ba')[0].body.params).toEqual({
      ay: `${d.getFullYear()}-${pad(d.getMonth() + 1)}`,
    });
    const month = screen.getByLabelText('Ay');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-01');
    await userEvent.click(screen.getByRole('button', { name: 'Raporla' }));
    await waitFor(() => expect(api.sent('tok-1/reports/form-ba')).toHaveLength(2));
    expect(api.sent('tok-1/reports/form-ba')[1].body.params).toEqual({ ay: '2026-01' });
  });
});

describe('Mutabakat (issue 24 item 4)', () => {
  it('lists the cards that differ, says so when none does, and sends tumu for every card', async () => {
    const COLUMNS = [
      { name: 'kart_turu', title: 'Kart Türü', kind: 'text' },
      { name: 'kart_adi', title: 'Kart', kind: 'text' },
      { name: 'hesap_kodu', title: 'Muhasebe Hesabı', kind: 'text' },
      { name: 'kart_bakiyesi', title: 'Kart Bakiyesi (TL)', kind: 'money' },
      { name: 'muhasebe_bakiyesi', title: 'Muhasebe Bakiyesi (TL)', kind: 'money' },
      { name: 'fark', title: 'Fark', kind: 'money' },
    ];
    const row = {
      kart_turu: 'Kasa',
      kart_adi: 'Merkez Kasa',
      hesap_kodu: '100.01.0001',
      kart_bakiyesi: '2750.00',
      muhasebe_bakiyesi: '-2250.00',
      fark: '5000.00',
    };
    const api = session(4, {
      'tok-1/reports/mutabakat': (body: { params: { tumu?: string } }) =>
        ok(
          body.params.tumu === '1'
            ? {
                columns: COLUMNS,
                rows: [row],
                totals: { kart_adi: 'Farkı olan kart sayısı: 1', fark: '5000.00' },
              }
            : {
                columns: COLUMNS,
                rows: [],
                totals: { kart_adi: 'Kartlar ile muhasebe kayıtları uyumlu.', fark: '0.00' },
              },
        ),
    });
    renderApp('/muhasebe/mutabakat');
    const table = await screen.findByRole('table', { name: /Mutabakat/ });
    expect(table).toHaveTextContent(
      'Farkı olan kart yok: kasa, banka ve cari hesap bakiyeleri muhasebe hesaplarına eşit.',
    );
    expect(table).toHaveTextContent('Kartlar ile muhasebe kayıtları uyumlu.');
    expect(api.sent('tok-1/reports/mutabakat')[0].body.params).toEqual({ tumu: '' });
    await userEvent.click(screen.getByLabelText('Farkı olmayan kartları da göster'));
    await userEvent.click(screen.getByRole('button', { name: 'Raporla' }));
    await waitFor(() => expect(api.sent('tok-1/reports/mutabakat')).toHaveLength(2));
    expect(api.sent('tok-1/reports/mutabakat')[1].body.params).toEqual({ tumu: '1' });
    await waitFor(() =>
      expect(screen.getByRole('table', { name: /Mutabakat/ })).toHaveTextContent('Merkez Kasa'),
    );
    const rows = within(screen.getByRole('table', { name: /Mutabakat/ })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('100.01.0001');
    expect(rows[1]).toHaveTextContent('-2.250,00');
    expect(rows[1]).toHaveTextContent('5.000,00');
  });
});

describe('the Muhasebe menu area', () => {
  it('lists the ledger reports for the Muhasebe package, and only the document reports for Ön muhasebe', async () => {
    session(4, { 'tok-1/reports/kdv1': () => ok(KDV1) });
    const view = renderApp('/muhasebe/kdv1');
    // The side menu's Muhasebe group: its tables (none in this session), then the reports.
    const area = within(await screen.findByRole('list', { name: 'Muhasebe' }));
    expect(area.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Mizan', '/muhasebe/mizan'],
      ['Bilanço', '/muhasebe/bilanco'],
      ['Gelir Tablosu', '/muhasebe/gelir'],
      ['Yevmiye Defteri', '/muhasebe/yevmiye'],
      ['Büyük Defter', '/muhasebe/buyuk-defter'],
      ['Mutabakat', '/muhasebe/mutabakat'],
      ['KDV 1', '/muhasebe/kdv1'],
      ['KDV 2', '/muhasebe/kdv2'],
      ['Muhtasar ve Prim Hizmet', '/muhasebe/muhtasar-prim-hizmet'],
      ['Form Ba', '/muhasebe/form-ba'],
      ['Form Bs', '/muhasebe/form-bs'],
      ['Cari Hesap Ekstresi', '/cari-ekstre'],
      ['Alacak Yaşlandırma', '/alacak-yaslandirma'],
    ]);
    view.unmount();
    resetBrowserState();
    session(1, { 'tok-1/reports/kdv1': () => ok(KDV1) });
    renderApp('/muhasebe/kdv1');
    const other = within(await screen.findByRole('list', { name: 'Muhasebe' }));
    expect(other.queryByRole('link', { name: /Mizan/ })).toBeNull();
    expect(other.getByRole('link', { name: /KDV 1/ })).toHaveAttribute('href', '/muhasebe/kdv1');
  });
});

describe('KDV 1 in GİB’s layout and the KDV Mahsup Fişi (issue 24)', () => {
  const KDV1_GIB = {
    columns: [
      { name: 'bolum', title: 'Bölüm', kind: 'text' },
      { name: 'kalem', title: 'İşlem Türü', kind: 'text' },
      { name: 'matrah', title: 'Matrah', kind: 'money' },
      { name: 'kdv_orani', title: 'KDV Oranı', kind: 'text' },
      { name: 'tevkifat_orani', title: 'Tevkifat Oranı', kind: 'text' },
      { name: 'vergi', title: 'Vergi', kind: 'money' },
    ],
    rows: [
      { bolum: 'MATRAH', kalem: 'Tevkifat Uygulanmayan İşlemler', satir: 'tevkifatsiz', vurgu: 'baslik' },
      {
        bolum: '',
        kalem: 'Yurtiçi Teslim ve Hizmetler',
        satir: 'teslim:20',
        matrah: '4891.00',
        kdv_orani: '%20',
        vergi: '978.20',
      },
      {
        bolum: '',
        kalem: 'Hesaplanan Katma Değer Vergisi',
        satir: 'hesaplanan_kdv',
        vergi: '1182.20',
        vurgu: 'toplam',
      },
    ],
    totals: { bolum: 'Şubat 2025', kalem: 'Sonraki Döneme Devreden KDV', vergi: '276.00' },
  };

  it('asks for a month, sets off the section headings and totals, leaves a heading’s figures blank', async () => {
    const api = session(1, { 'tok-1/reports/kdv1': () => ok(KDV1_GIB) });
    renderApp('/muhasebe/kdv1');
    const table = await screen.findByRole('table', { name: 'KDV 1 Beyannamesi' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveClass('report-table__heading');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['MATRAH', 'Tevkifat Uygulanmayan İşlemler', '', '', '', '']);
    expect(rows[2]).toHaveTextContent('Yurtiçi Teslim ve Hizmetler4.891,00%20978,20');
    expect(rows[3]).toHaveClass('report-table__total');
    expect(rows[4]).toHaveTextContent('Şubat 2025Sonraki Döneme Devreden KDV');
    const d = new Date();
    expect(api.sent('tok-1/reports/kdv1')[0].body.params).toEqual({
      ay: `${d.getFullYear()}-${pad(d.getMonth() + 1)}`,
    });
    expect(screen.queryByLabelText('Dönem Başlangıç Tarihi')).toBeNull();
  });

  it('previews the month’s KDV voucher beside KDV 1, then posts it and says its number', async () => {
    const preview = {
      donem: '2026-01',
      donem_adi: 'Ocak 2026',
      fis_tarihi: '2026-01-31',
      lines: [
        { hesap_kodu: '391', hesap_adi: 'Hesaplanan KDV', borc: '3260.00', alacak: '0.00' },
        { hesap_kodu: '191', hesap_adi: 'İndirilecek KDV', borc: '0.00', alacak: '1100.00' },
        { hesap_kodu: '360', hesap_adi: 'Ödenecek Vergi ve Fonlar', borc: '0.00', alacak: '2160.00' },
      ],
      borc_toplami: '3260.00',
      alacak_toplami: '3260.00',
      kdv1: { odenecek: '2160.00', sonraki_devreden: '0.00', devreden: '0.00' },
      posted: null,
      kapali: false,
    };
    const posted = { ...preview, posted: { fis_id: 9, fis_no: '2026/000042', yevmiye_no: 42, guncel: true } };
    tokenStore.set('tok-1');
    const info = userInfo({ packageId: 4, tables: ['fis'] });
    const api = fakeApi({
      'tok-1/getLoggedInUserInfo': () => ok(info),
      'tok-1/ledger/kdv-mahsup/preview': () => ok(preview),
      'tok-1/ledger/kdv-mahsup': () => ok(posted),
    });
    renderApp('/muhasebe/kdv-mahsup?ay=2026-01');
    expect(await screen.findByRole('heading', { name: 'KDV Mahsup Fişi' })).toBeInTheDocument();
    const menu = within(await screen.findByRole('list', { name: 'Muhasebe' }));
    expect(menu.getByRole('link', { name: 'KDV Mahsup Fişi' })).toHaveAttribute(
      'href',
      '/muhasebe/kdv-mahsup',
    );
    expect(screen.getByRole('button', { name: 'Fişi Kaydet' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    const table = await screen.findByRole('table', { name: 'KDV Mahsup Fişi' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Hesap KoduHesap AdıBorçAlacak',
      '391Hesaplanan KDV3.260,000,00',
      '191İndirilecek KDV0,001.100,00',
      '360Ödenecek Vergi ve Fonlar0,002.160,00',
      'Toplam3.260,003.260,00',
    ]);
    expect(screen.getByTestId('kdv1-odenecek')).toHaveTextContent('2.160,00');
    expect(api.sent('tok-1/ledger/kdv-mahsup/preview')[0].body).toEqual({ donem: '2026-01' });
    await userEvent.click(screen.getByRole('button', { name: 'Fişi Kaydet' }));
    expect(await screen.findByText('KDV mahsup fişi kaydedildi: 2026/000042')).toBeInTheDocument();
    expect(api.sent('tok-1/ledger/kdv-mahsup')[0].body).toEqual({ donem: '2026-01' });
    expect(screen.getByRole('button', { name: 'Fişi Yeniden Kaydet' })).toBeEnabled();
  });

  it('shows the closed period’s refusal and does not offer to post a closed month', async () => {
    tokenStore.set('tok-1');
    const info = userInfo({ packageId: 4, tables: ['fis'] });
    fakeApi({
      'tok-1/getLoggedInUserInfo': () => ok(info),
      'tok-1/ledger/kdv-mahsup/preview': () =>
        ok({
          donem: '2026-01',
          donem_adi: 'Ocak 2026',
          fis_tarihi: '2026-01-31',
          lines: [{ hesap_kodu: '391', hesap_adi: 'Hesaplanan KDV', borc: '10.00', alacak: '0.00' }],
          borc_toplami: '10.00',
          alacak_toplami: '10.00',
          kdv1: { odenecek: '10.00', sonraki_devreden: '0.00', devreden: '0.00' },
          posted: null,
          kapali: true,
        }),
    });
    renderApp('/muhasebe/kdv-mahsup?ay=2026-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Önizle' }));
    expect(await screen.findByText('Bu ay kapanmış bir döneme ait; fiş kaydedilemez.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fişi Kaydet' })).toBeDisabled();
  });
});
