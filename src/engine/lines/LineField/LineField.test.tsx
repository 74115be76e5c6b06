import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calculateDocument } from '../../../../domain/documents';
import { documentTexts, lineTexts } from '../../../../domain/messages';
import { amountAtRate, D } from '../../../../domain/money';
import { ConfirmHost } from '../../popups/ConfirmHost/ConfirmHost';
import { dismissToast, getToasts } from '../../../services/notify';
import type { FieldValues, TableClient } from '../../../services/tables';
import { createMemoryTables, type MemoryTables } from '../../../services/tables.memory';
import { PagePreview } from '../../page/PagePreview/PagePreview';
import { invoiceTables, storedInvoiceLines } from '../fixtures/invoice-fixtures';
import { invoicePage } from '../fixtures/invoice-page';

const header = { fatura_tipi_id: 3, para_birimi_id: 1, döviz_kuru: '1' };

function setup(
  path = '/satis-faturalari/duzenle/1',
  tables: TableClient = createMemoryTables(invoiceTables()),
) {
  const user = userEvent.setup();
  render(
    <PagePreview def={invoicePage} tables={tables} path={path} history={['/satis-faturalari']}>
      <ConfirmHost />
    </PagePreview>,
  );
  return { user, tables };
}

/** The grid cell of a line (0-based) and column. */
const cell = (row: number, column: string) =>
  document.querySelector<HTMLElement>(`.df-lines__grid [row-index="${row}"] [col-id="${column}"]`);
const total = (column: string) =>
  document.querySelector(`[data-total="${column}"]`)?.textContent?.trim() ?? '';
const rows = () => document.querySelectorAll('.df-lines__grid .ag-row').length;
const money = (v: string) =>
  `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(v as never)} ₺`;
const toasts = () => getToasts().map((t) => t.text);
const editor = () => document.activeElement as HTMLInputElement;

async function loaded(lastRow = 2) {
  await waitFor(() => expect(cell(lastRow, 'miktar')?.textContent).toBe('1'), { timeout: 15_000 });
}

/** Chooses an option of the open select with the keyboard, once its list has settled. */
async function pick(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  const list = await screen.findByRole('listbox');
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
  const options = within(list).getAllByRole('option');
  const index = options.findIndex((o) =>
    typeof name === 'string' ? o.textContent === name : name.test(o.textContent ?? ''),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  await user.keyboard('{ArrowDown}'.repeat(index + 1) + '{Enter}');
}

/** Starts editing a cell the way a clerk does: focus it and type. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, row: number, column: string, text: string) {
  await user.click(cell(row, column)!);
  await user.keyboard(text[0]);
  await waitFor(() => expect(editor().tagName).toBe('INPUT'));
  if (text.length > 1) await user.keyboard(text.slice(1));
}

describe('LineField (the line grid, totals panel and add-tax dialog)', () => {
  // The grid's chunk (AG Grid) is loaded lazily; load it once before the tests so none pays for it.
  beforeAll(() => import('./LineField'), 30_000);
  // jsdom lays nothing out: AG Grid hides a popup editor whose cell has an empty rectangle, so cells get one.
  const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
    x: 10,
    y: 10,
    top: 10,
    left: 10,
    bottom: 50,
    right: 210,
    width: 200,
    height: 40,
    toJSON: () => ({}),
  }));
  afterAll(() => rect.mockRestore());
  afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

  it('shows the stored lines and totals equal to calculateDocument, the payable amount in words', async () => {
    setup();
    await loaded();
    const expected = calculateDocument({ ...header, lines: storedInvoiceLines() }).totals;
    expect(total('urun_hizmet_toplam_tutar')).toBe(money(expected.urun_hizmet_toplam_tutar));
    expect(total('hesaplanan_kdv')).toBe(money(expected.hesaplanan_kdv));
    expect(total('tevkifat_toplami')).toBe(money(expected.tevkifat_toplami));
    expect(total('vergiler_dahil_toplam_tutar')).toBe(money(expected.vergiler_dahil_toplam_tutar));
    expect(total('odenecek_tutar')).toBe(money(expected.odenecek_tutar));
    expect(screen.getByText(/YALNIZ SEKİZ BİN DOKUZ YÜZ ALTMIŞ ÜÇ TL KIRK KR/)).toBeInTheDocument();
    expect(cell(0, 'stok_kartlari_id')?.textContent).toContain('A4 Fotokopi Kağıdı 80 gr');
    expect(cell(2, 'diger_vergiler')?.textContent).toContain('Katma Değer Vergisi Tevkifatı 9/10');
  });

  it('moves the totals with every keystroke, commits on Tab, and Esc cancels an edit', async () => {
    const { user } = setup();
    await loaded();
    await typeInto(user, 0, 'miktar', '2');
    // 2 × 135.50 less 10 % = 243.90 instead of 1219.50: the total follows the keystroke.
    await waitFor(() => expect(total('urun_hizmet_toplam_tutar')).toBe(money('7271.00')));
    await user.keyboard('0');
    await waitFor(() => expect(total('urun_hizmet_toplam_tutar')).toBe(money('9710.00')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(total('urun_hizmet_toplam_tutar')).toBe(money('8355.00')));
    expect(cell(0, 'miktar')?.textContent).toBe('10');

    await typeInto(user, 0, 'miktar', '20');
    await user.keyboard('{Tab}');
    await waitFor(() => expect(cell(0, 'miktar')?.textContent).toBe('20'));
    expect(total('urun_hizmet_toplam_tutar')).toBe(money('9710.00'));
    // Tab went on to the next editable cell: the unit's select is open for editing.
    await waitFor(() => expect(editor().getAttribute('role')).toBe('combobox'));
    await user.keyboard('{Escape}');
  });

  it('shows the discount amount (read-only), its reason and the traceability number; discount columns are 150 px', async () => {
    const { user, tables } = setup();
    await loaded();
    // 10 × 135.50 with 10 % off: the discount is −135.50, computed by the calculator.
    expect(cell(0, 'iskonto_tutari')?.textContent).toBe('-135,50');
    for (const c of ['iskonto_orani', 'iskonto_arttirim', 'iskonto_tutari', 'iskonto_arttirim_nedeni'])
      expect(document.querySelector<HTMLElement>(`.ag-header-cell[col-id="${c}"]`)?.style.width, c).toBe(
        '150px',
      );
    await user.click(cell(0, 'iskonto_tutari')!);
    await user.keyboard('5');
    expect(editor().tagName).not.toBe('INPUT');
    expect(cell(0, 'iskonto_tutari')?.textContent).toBe('-135,50');

    await typeInto(user, 0, 'iskonto_arttirim_nedeni', 'Sadakat indirimi');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cell(0, 'iskonto_arttirim_nedeni')?.textContent).toBe('Sadakat indirimi'));
    await typeInto(user, 0, 'kunye_numarasi', 'KNY-2026-0001');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cell(0, 'kunye_numarasi')?.textContent).toBe('KNY-2026-0001'));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect((tables as MemoryTables).calls.some((c) => c.method === 'update')).toBe(true));
    const fields = (tables as MemoryTables).calls.find((c) => c.method === 'update')!.args[1] as FieldValues;
    const [first] = JSON.parse(String(fields.mal_hizmet_json)) as Record<string, unknown>[];
    expect(first).toMatchObject({
      iskonto_arttirim_nedeni: 'Sadakat indirimi',
      kunye_numarasi: 'KNY-2026-0001',
    });
    // The discount amount is the server's to compute: never sent.
    expect(first).not.toHaveProperty('iskonto_tutari');
  });

  it('Enter moves down to the same column of the next line', async () => {
    const { user } = setup();
    await loaded();
    await typeInto(user, 0, 'iskonto_orani', '5');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cell(0, 'iskonto_orani')?.textContent).toBe('5'));
    await waitFor(() => expect(document.activeElement).toBe(cell(1, 'iskonto_orani')));
  });

  it('Tab on the last cell of a keyed line adds a line and goes on in its first cell', async () => {
    const { user } = setup();
    await loaded();
    expect(rows()).toBe(3);
    // Space flips a yes/no cell at rest; F2 opens the last editable cell (the traceability number) of the last line.
    await user.click(cell(2, 'kdv_dahil_buton')!);
    await user.keyboard(' ');
    await waitFor(() => expect(cell(2, 'kdv_dahil_buton')?.textContent).toBe('Dahil'));
    await user.click(cell(2, 'kunye_numarasi')!);
    await user.keyboard('{F2}');
    await waitFor(() => expect(editor().tagName).toBe('INPUT'));
    await user.keyboard('{Tab}');
    await waitFor(() => expect(rows()).toBe(4));
    // The first cell of the new line is a select: its editor opens as a popup over the cell.
    await waitFor(() =>
      expect(
        document
          .querySelector('.df-lines__grid [row-index="3"] .ag-cell-popup-editing')
          ?.getAttribute('col-id'),
      ).toBe('mal_hizmet_turu_id'),
    );
    expect(editor().getAttribute('role')).toBe('combobox');
    // The new line is blank until a cell of it changes: it is not sent, but the counter counts what is shown.
    expect(screen.getByText('4 satır')).toBeInTheDocument();
  });

  it('adds, reorders (Alt+↓) and removes lines (Ctrl+Delete, the × button); the last removal leaves a blank line', async () => {
    const { user } = setup();
    await loaded();
    await user.click(cell(0, 'mal_hizmet')!);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(cell(1, 'mal_hizmet')?.textContent).toBe('A4 Fotokopi Kağıdı 80 gr'));
    expect(cell(0, 'mal_hizmet')?.textContent).toBe('Yazılım Bakım Hizmeti');
    expect(total('odenecek_tutar')).toBe(money('8963.40'));
    await user.keyboard('{Control>}{Delete}{/Control}');
    await waitFor(() => expect(rows()).toBe(2));
    expect(total('urun_hizmet_toplam_tutar')).toBe(money('7000.00'));
    await user.click(screen.getByRole('button', { name: '1. satırı sil' }));
    await user.click(screen.getByRole('button', { name: '1. satırı sil' }));
    await waitFor(() => expect(rows()).toBe(1));
    expect(cell(0, 'mal_hizmet')?.textContent).toBe('');
    expect(total('odenecek_tutar')).toBe(money('0.00'));
    // One row on screen says "1 satır" (not "0 satır").
    expect(screen.getByText('1 satır')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Satır Ekle' }));
    await waitFor(() => expect(rows()).toBe(2));
    expect(screen.getByText('2 satır')).toBeInTheDocument();
  });

  it('switches the cards with the line type and fills unit, price, KDV and KDV-included from the service card', async () => {
    const { user, tables } = setup();
    await loaded();
    await typeInto(user, 0, 'mal_hizmet_turu_id', 'Hiz');
    await pick(user, 'Hizmet / Masraf');
    await user.keyboard('{Tab}');
    await waitFor(() => expect(cell(0, 'stok_kartlari_id')?.textContent).toBe(''));
    expect(cell(0, 'depo_kartlari_id')).toHaveClass('df-line-cell--disabled');
    expect(cell(0, 'hizmet_ve_masraf_kartlari_id')).not.toHaveClass('df-line-cell--disabled');
    await typeInto(user, 0, 'hizmet_ve_masraf_kartlari_id', 'Temiz');
    await pick(user, 'Temizlik Hizmeti');
    await user.keyboard('{Tab}');
    await waitFor(() => expect(cell(0, 'birim_fiyat')?.textContent).toBe('5.000,00'));
    expect(cell(0, 'birim_id')?.textContent).toBe('Saat');
    expect(cell(0, 'kdv_dahil_buton')?.textContent).toBe('Hariç');
    expect(cell(0, 'mal_hizmet')?.textContent).toBe('Temizlik Hizmeti');
    expect(
      (tables as MemoryTables).calls.some(
        (c) => c.method === 'show' && c.table === 'hizmet_ve_masraf_kartlari',
      ),
    ).toBe(true);
  });

  it('opens the fixed-asset card on a type-3 line and fills exit unit, net value, KDV and KDV-included from it', async () => {
    const { user, tables } = setup();
    await loaded();
    expect(cell(0, 'sabit_kiymet_karti_id')).toHaveClass('df-line-cell--disabled');
    await typeInto(user, 0, 'mal_hizmet_turu_id', 'Sabit');
    await pick(user, 'Sabit Kıymet');
    await user.keyboard('{Tab}');
    // The stock and warehouse go and close; the fixed-asset card opens and is required.
    await waitFor(() => expect(cell(0, 'stok_kartlari_id')?.textContent).toBe(''));
    expect(cell(0, 'depo_kartlari_id')).toHaveClass('df-line-cell--disabled');
    expect(cell(0, 'sabit_kiymet_karti_id')).not.toHaveClass('df-line-cell--disabled');

    await typeInto(user, 0, 'sabit_kiymet_karti_id', 'Mobil');
    await pick(user, 'Ofis Mobilya Takımı');
    await user.keyboard('{Tab}');
    // A sales invoice: the exit unit (Adet, not the entry unit Paket), the net value, KDV %10, included.
    await waitFor(() => expect(cell(0, 'birim_fiyat')?.textContent).toBe('50.400,00'));
    expect(cell(0, 'birim_id')?.textContent).toBe('Adet');
    expect(cell(0, 'kdv_id')?.textContent).toBe('%10');
    expect(cell(0, 'kdv_dahil_buton')?.textContent).toBe('Dahil');
    expect(cell(0, 'mal_hizmet')?.textContent).toBe('Ofis Mobilya Takımı');
    expect(
      (tables as MemoryTables).calls.some((c) => c.method === 'show' && c.table === 'sabit_kiymet_kartlari'),
    ).toBe(true);
  });

  it('refuses KDV 0 % on a withholding invoice with the spec warning', async () => {
    const { user } = setup();
    await loaded();
    await typeInto(user, 0, 'kdv_id', '%0');
    await pick(user, '%0');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toasts()).toContain(documentTexts.zeroKdvOnWithholding));
    expect(getToasts().find((t) => t.text === documentTexts.zeroKdvOnWithholding)?.title).toBe(
      lineTexts.zeroKdvTitle,
    );
    await waitFor(() => expect(cell(0, 'kdv_id')?.textContent).toContain('Bu alan zorunludur.'));
  });

  it('adds other taxes in the dialog: withholding only on a Tevkifat invoice', async () => {
    const tables = createMemoryTables(invoiceTables());
    tables.db.satis_fatura.records[0].fatura_tipi_id = 2;
    tables.db.satis_fatura.records[0].mal_hizmet_json = JSON.stringify(storedInvoiceLines().slice(0, 2));
    const { user } = setup('/satis-faturalari/duzenle/1', tables);
    await loaded(1);
    await user.click(cell(0, 'diger_vergiler')!);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Diğer Vergiler (1. satır)' });
    const tax = within(dialog).getByLabelText('Vergi 1');
    await user.type(tax, 'Tevkif');
    await pick(user, /Katma Değer Vergisi Tevkifatı/);
    await waitFor(() => expect(toasts()).toContain(documentTexts.withholdingNeedsType));
    expect(within(dialog).getByLabelText('Vergi 1')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Vergi 1'), 'ÖTV 3.L');
    await pick(user, /ÖTV 3\.LİSTE/);
    await user.type(within(dialog).getByLabelText('Oran (%) 1'), '0');
    expect(within(dialog).getByText(/ÖTV istisna sebebi seçilmelidir/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cell(0, 'diger_vergiler')?.textContent).toContain('ÖTV 3.LİSTE %0');
    await waitFor(() =>
      expect(cell(0, 'otv_istisna_muafiyet_sebebi_id')?.textContent).toContain('101 - İhracat İstisnası'),
    );
  });

  it('edits the two editable totals only after the warning (Onayla) and sends the override flag', async () => {
    const { user, tables } = setup();
    await loaded();
    expect(screen.queryByLabelText('Ödenecek Tutar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Toplamları Düzenle' }));
    expect(await screen.findByText(lineTexts.totalsEditWarning)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByLabelText('Ödenecek Tutar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Toplamları Düzenle' }));
    await user.click(await screen.findByRole('button', { name: 'Onayla' }));
    const payable = await screen.findByLabelText('Ödenecek Tutar');
    expect(screen.getByLabelText('Vergiler Dahil Toplam Tutar')).toBeInTheDocument();
    expect(screen.queryByLabelText('Hesaplanan KDV')).toBeNull();
    await user.clear(payable);
    await user.type(payable, '8963,5');
    await waitFor(() =>
      expect(screen.getByText(/YALNIZ SEKİZ BİN DOKUZ YÜZ ALTMIŞ ÜÇ TL ELLİ KR/)).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect((tables as MemoryTables).calls.some((c) => c.method === 'update')).toBe(true));
    const fields = (tables as MemoryTables).calls.find((c) => c.method === 'update')!.args[1] as FieldValues;
    expect(fields).toMatchObject({
      toplam_duzenlendi: '1',
      odenecek_tutar: '8963.5',
      hesaplanan_kdv: '1643.90',
      // The server derives the amount at the rate from the payable it stores: the typed one.
      dovizli_tutar: '8963.50',
    });
  });

  it('says under a typed total that the server refuses more than a rounding correction', async () => {
    const { user } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Toplamları Düzenle' }));
    await user.click(await screen.findByRole('button', { name: 'Onayla' }));
    const payable = await screen.findByLabelText('Ödenecek Tutar');
    await user.clear(payable);
    await user.type(payable, '8962,4');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(payable);
    await user.type(payable, '9000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ödenecek Tutar hesaplanan tutardan en fazla 1,00 farklı olabilir (hesaplanan: 8.963,40).',
    );
  });

  it('sends the amount at the rate of an overridden payable on a foreign-currency invoice', async () => {
    const db = invoiceTables();
    Object.assign(db.satis_fatura.records[0], { para_birimi_id: 2, döviz_kuru: '32.5' });
    const tables = createMemoryTables(db);
    const { user } = setup('/satis-faturalari/duzenle/1', tables);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Toplamları Düzenle' }));
    await user.click(await screen.findByRole('button', { name: 'Onayla' }));
    const payable = await screen.findByLabelText('Ödenecek Tutar');
    await user.clear(payable);
    await user.type(payable, '8963,5');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(tables.calls.some((c) => c.method === 'update')).toBe(true));
    const fields = tables.calls.find((c) => c.method === 'update')!.args[1] as FieldValues;
    // 8 963,50 USD × 32,5 — not the 8 963,40 of the lines × 32,5 (291 310,50), which the server refuses.
    expect(fields).toMatchObject({
      toplam_duzenlendi: '1',
      odenecek_tutar: '8963.5',
      dovizli_tutar: '291313.75',
    });
    expect(fields.dovizli_tutar).toBe(amountAtRate('8963.5', D('32.5'), 2));
  });

  it('sends the lines as JSON with the totals of the lines, and shows the server line errors on their cells', async () => {
    const memory = createMemoryTables(invoiceTables());
    let sent: FieldValues | null = null;
    const tables: TableClient = {
      ...memory,
      update: async (_t, _id, fields) => {
        sent = fields;
        return {
          message: 'error',
          errors: { mal_hizmet_json: ['2. satır, Birim: Birim için geçerli bir seçim yapınız.'] },
          line_errors: {
            mal_hizmet_json: [{ index: 1, errors: { birim_id: ['Birim için geçerli bir seçim yapınız.'] } }],
          },
        };
      },
    };
    const { user } = setup('/satis-faturalari/duzenle/1', tables);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(sent).not.toBeNull());
    const lines = JSON.parse(String(sent!.mal_hizmet_json)) as Record<string, unknown>[];
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({
      hizmet_ve_masraf_kartlari_id: 1,
      diger_vergiler: [{ id: 19, oran: '9' }],
    });
    expect(sent!).toMatchObject({
      odenecek_tutar: '8963.40',
      tevkifat_toplami: '900.00',
      toplam_duzenlendi: '0',
    });
    await waitFor(() =>
      expect(cell(1, 'birim_id')?.textContent).toContain('Birim için geçerli bir seçim yapınız.'),
    );
    expect(cell(1, 'birim_id')).toHaveClass('df-line-cell--error');
    await act(async () => undefined);
  });
});
