import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ColumnMeta } from '../../../../domain/api/contract';
import { calculateDocument } from '../../../../domain/documents';
import { amountInWords } from '../../../../domain/words';
import { Toaster } from '../../popups/Toaster/Toaster';
import { invoiceLines, salesLineRules } from '../../../../domain/pages/document-lines';
import { createMemoryTables } from '../../../services/tables.memory';
import { FieldPreview } from '../../form/FieldPreview/FieldPreview';
import { invoiceHeaderColumns, invoiceTables, storedInvoiceLines } from '../fixtures/invoice-fixtures';

// The document line grid (LineTableWidget → LineField) in the engine's form, over the sales invoice fixtures:
// the header fields the calculation reads, the lines column and the totals it writes (not drawn).

/** Header columns of the invoice without the ones these stories do not need (customer, number, date). */
function headerColumns(changes: Partial<ColumnMeta> = {}): ColumnMeta[] {
  return invoiceHeaderColumns()
    .filter((c) => !['cari_hesap_id', 'fatura_numarasi', 'fatura_tarihi'].includes(c.name))
    .map((c) => (c.name === 'mal_hizmet_json' ? { ...c, ...changes } : c));
}

/** A sales invoice in Türk lirası. */
const header = { fatura_tipi_id: 2, para_birimi_id: 1, döviz_kuru: '1' };
/** The stored TEVKIFAT invoice's header and three lines. */
const stored = { ...header, fatura_tipi_id: 3, mal_hizmet_json: JSON.stringify(storedInvoiceLines()) };

const meta = {
  title: 'Engine/Widgets/LineTableWidget',
  component: FieldPreview,
  args: {
    table: 'satis_fatura',
    columns: headerColumns(),
    tables: createMemoryTables(invoiceTables()),
    lines: invoiceLines,
    rules: salesLineRules,
    formData: header,
    onChange: fn(),
    onSubmit: fn(),
  },
  render: (args) => (
    <>
      <FieldPreview {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Call = [Record<string, unknown>];

/** The grid cell of a line (0-based) and column. */
const cell = (root: HTMLElement, row: number, column: string) =>
  root.querySelector<HTMLElement>(`.df-lines__grid [row-index="${row}"] [col-id="${column}"]`);
const rows = (root: HTMLElement) => root.querySelectorAll('.df-lines__grid .ag-row').length;
const total = (root: HTMLElement, column: string) =>
  root.querySelector(`[data-total="${column}"]`)?.textContent?.trim() ?? '';
const money = (v: string) =>
  `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(v as never)} ₺`;
const focused = (root: HTMLElement) => root.ownerDocument.activeElement as HTMLElement;

/** Waits until the grid shows `count` lines (the grid's code and first layout take a moment). */
async function loaded(root: HTMLElement, count: number) {
  await waitFor(() => expect(rows(root)).toBe(count), { timeout: 15_000 });
}

/** Starts editing a cell the way a clerk does: focus it and type (the first key opens the editor). */
async function typeInto(root: HTMLElement, row: number, column: string, text: string) {
  await userEvent.click(cell(root, row, column)!);
  await userEvent.keyboard(text[0]);
  await waitFor(() => expect(['INPUT', 'TEXTAREA']).toContain(focused(root).tagName));
  if (text.length > 1) await userEvent.keyboard(text.slice(1));
}

/** Chooses an option of the open select editor with the keyboard, once its list has settled. */
async function pick(body: Canvas, name: string) {
  const list = await body.findByRole('listbox');
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
  const options = within(list).getAllByRole('option');
  const index = options.findIndex((o) => o.textContent === name);
  await expect(index).toBeGreaterThanOrEqual(0);
  await userEvent.keyboard('{ArrowDown}'.repeat(index + 1) + '{Enter}');
}

/** The last data the form changed to. */
const lastData = (onChange: unknown) => {
  const calls = (onChange as { mock: { calls: Call[] } }).mock.calls;
  return calls[calls.length - 1]?.[0] ?? {};
};

/** A new invoice: one blank line (counted on screen, not sent), every total zero. */
export const Empty: Story = {
  // The invoice header around the grid has defaults (type, currency, rate): the grid is what is empty.
  parameters: { emptyWithin: '[data-field="mal_hizmet_json"]' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 1);
    // The field is a group named by its label and described by the grid's keys.
    await expect(
      canvas.getByRole('group', { name: 'Mal / Hizmet', description: /Son hücrede Tab yeni satır ekler/ }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('1 satır')).toBeInTheDocument();
    await expect(cell(canvasElement, 0, 'mal_hizmet')?.textContent).toBe('');
    await expect(cell(canvasElement, 0, 'miktar')?.textContent).toBe('1');
    await expect(total(canvasElement, 'odenecek_tutar')).toBe(money('0.00'));
    await expect(canvas.getByRole('button', { name: 'Satır Ekle' })).toBeEnabled();
  },
};

/** The stored TEVKIFAT invoice: three lines, the totals of domain/documents, the payable amount in words. */
export const Filled: Story = {
  args: { formData: stored },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 3);
    const expected = calculateDocument({ ...stored, lines: storedInvoiceLines() }).totals;
    await waitFor(() => expect(total(canvasElement, 'odenecek_tutar')).toBe(money(expected.odenecek_tutar)));
    await expect(total(canvasElement, 'hesaplanan_kdv')).toBe(money(expected.hesaplanan_kdv));
    await expect(total(canvasElement, 'tevkifat_toplami')).toBe(money(expected.tevkifat_toplami));
    await expect(canvas.getByText('3 satır')).toBeInTheDocument();
    await expect(cell(canvasElement, 0, 'stok_kartlari_id')?.textContent).toContain(
      'A4 Fotokopi Kağıdı 80 gr',
    );
    await waitFor(() =>
      expect(cell(canvasElement, 2, 'tevkifat_kodlari_listesi_id')?.textContent).toContain('613'),
    );
    await expect(
      canvas.getByText(new RegExp(amountInWords(expected.odenecek_tutar, 'TRY'))),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const sent = (args.onSubmit as unknown as { mock: { calls: Call[] } }).mock.calls[0][0];
    await expect(JSON.parse(String(sent.mal_hizmet_json))).toHaveLength(3);
    await expect(sent).toMatchObject({ odenecek_tutar: expected.odenecek_tutar, tevkifat_toplami: '900.00' });
  },
};

/** Keyed entry: the totals follow every keystroke; Tab commits the cell into the form with the totals. */
export const KeyboardEntry: Story = {
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement, 1);
    await typeInto(canvasElement, 0, 'miktar', '3');
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(cell(canvasElement, 0, 'miktar')?.textContent).toBe('3'));
    await userEvent.keyboard('{Escape}');
    await typeInto(canvasElement, 0, 'birim_fiyat', '1250');
    // 3 × 1.250,00 and KDV 20 %: 4.500,00 before the cell is committed.
    await waitFor(() => expect(total(canvasElement, 'odenecek_tutar')).toBe(money('4500.00')));
    await expect(total(canvasElement, 'hesaplanan_kdv')).toBe(money('750.00'));
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(cell(canvasElement, 0, 'birim_fiyat')?.textContent).toBe('1.250,00'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(lastData(args.onChange)).toMatchObject({ odenecek_tutar: '4500.00' }));
    const lines = JSON.parse(String(lastData(args.onChange).mal_hizmet_json)) as Record<string, unknown>[];
    await expect(lines).toEqual([expect.objectContaining({ miktar: '3', birim_fiyat: '1250' })]);
    await expect(within(canvasElement).getByText('1 satır')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/YALNIZ DÖRT BİN BEŞ YÜZ TL/)).toBeInTheDocument();
  },
};

/** A read-only form: the lines and totals show, nothing adds, removes or edits a line. */
export const Disabled: Story = {
  args: { formData: stored, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 3);
    await expect(canvas.queryByRole('button', { name: 'Satır Ekle' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '1. satırı sil' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Toplamları Düzenle' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '1. satırın diğer vergileri' })).toBeNull();
    await userEvent.click(cell(canvasElement, 0, 'miktar')!);
    await userEvent.keyboard('5');
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('.df-lines__grid input')).toBeNull();
    await expect(cell(canvasElement, 0, 'miktar')?.textContent).toBe('10');
  },
};

export const ReadOnly: Story = {
  args: { formData: stored, readonly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 3);
    await expect(canvas.getByText('3 satır')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Satır Ekle' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '1. satırı sil' })).toBeNull();
    await expect(cell(canvasElement, 0, 'miktar')?.textContent).toBe('10');
  },
};

/** The server refused the lines: the field's error under the grid, each line error on its cell until changed. */
export const Error: Story = {
  args: {
    formData: stored,
    extraErrors: {
      mal_hizmet_json: { __errors: ['2. satır, Birim: Birim için geçerli bir seçim yapınız.'] },
    },
    lineErrors: {
      mal_hizmet_json: [{ index: 1, errors: { birim_id: ['Birim için geçerli bir seçim yapınız.'] } }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await loaded(canvasElement, 3);
    await expect(
      canvas.getByRole('group', {
        name: 'Mal / Hizmet',
        description: /2\. satır, Birim: Birim için geçerli/,
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(cell(canvasElement, 1, 'birim_id')?.textContent).toContain(
        'Birim için geçerli bir seçim yapınız.',
      ),
    );
    await expect(cell(canvasElement, 1, 'birim_id')).toHaveClass('df-line-cell--error');
    await expect(cell(canvasElement, 0, 'birim_id')).not.toHaveClass('df-line-cell--error');
    await typeInto(canvasElement, 1, 'birim_id', 'Ade');
    await pick(body, 'Adet');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cell(canvasElement, 1, 'birim_id')?.textContent).toBe('Adet'));
    await expect(cell(canvasElement, 1, 'birim_id')).not.toHaveClass('df-line-cell--error');
  },
};

/** A required lines column: marked, an invoice without lines is not saved; a line left with empty required cells says so. */
export const Required: Story = {
  args: { columns: headerColumns({ display_name: 'Mal / Hizmet*' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 1);
    const field = canvasElement.querySelector<HTMLElement>('[data-field="mal_hizmet_json"]')!;
    await expect(within(field).getByText('*')).toHaveClass('df-required');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await within(field).findByText('Mal / Hizmet alanı zorunludur.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A stock line (type 1) needs its stock card and depot: leaving the line without them marks both cells.
    await typeInto(canvasElement, 0, 'mal_hizmet', 'Kargo');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Satır Ekle' }));
    await loaded(canvasElement, 2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(cell(canvasElement, 0, 'stok_kartlari_id')?.textContent).toContain('Bu alan zorunludur.'),
    );
    await expect(cell(canvasElement, 0, 'depo_kartlari_id')?.textContent).toContain('Bu alan zorunludur.');
    await expect(cell(canvasElement, 0, 'miktar')?.textContent).not.toContain('Bu alan zorunludur.');
  },
};

const longText =
  'Çağdaş Işıklandırma İçin Güneş Enerjili Öğrenci Yurdu Bahçe Aydınlatma Direği, Şişli Şantiyesi Teslim';

/** A long Turkish description and a large amount: the cell keeps every letter, the amount in words is long. */
export const LongTurkishText: Story = {
  args: {
    formData: {
      ...header,
      mal_hizmet_json: JSON.stringify([
        {
          ...storedInvoiceLines()[1],
          mal_hizmet: 'Yazılım Bakım Hizmeti',
          miktar: '1250',
          birim_fiyat: '98765.43',
        },
      ]),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 1);
    await typeInto(canvasElement, 0, 'mal_hizmet', longText);
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(cell(canvasElement, 0, 'mal_hizmet')?.textContent).toBe(longText));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(JSON.parse(String(lastData(args.onChange).mal_hizmet_json))[0].mal_hizmet).toBe(longText),
    );
    // 1250 × 98.765,43, KDV included: the payable amount is the lines' amount, in Turkish words.
    const payable = String(lastData(args.onChange).odenecek_tutar);
    await expect(payable).toBe('123456787.50');
    await expect(canvas.getByText(new RegExp(amountInWords(payable, 'TRY')))).toBeInTheDocument();
    await expect(
      canvas.getByText(/YÜZ YİRMİ ÜÇ MİLYON DÖRT YÜZ ELLİ ALTI BİN YEDİ YÜZ SEKSEN YEDİ TL ELLİ KR/),
    ).toBeInTheDocument();
  },
};

/**
 * Line rules (scope `line`): the row's own type enables, requires and clears its cards; the header's invoice
 * type (`of: 'header'`) shows the withholding code column on a Tevkifat invoice only.
 */
export const LineRules: Story = {
  args: { formData: { ...stored, fatura_tipi_id: 2 } },
  parameters: { ruleKinds: ['line', 'ofHeader', 'equals', 'hide', 'disable', 'clear'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await loaded(canvasElement, 3);
    const grid = within(canvasElement.querySelector<HTMLElement>('.df-lines__grid')!);
    await expect(grid.queryByRole('columnheader', { name: 'Tevkifat Kodu' })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Fatura Tipi' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Tevkifat' }));
    await waitFor(() =>
      expect(grid.getByRole('columnheader', { name: 'Tevkifat Kodu' })).toBeInTheDocument(),
    );
    // The first line is a stock line; as a service line its stock card and depot are emptied and closed.
    await expect(cell(canvasElement, 0, 'depo_kartlari_id')?.textContent).toContain('Merkez Depo');
    await typeInto(canvasElement, 0, 'mal_hizmet_turu_id', 'Hiz');
    await pick(body, 'Hizmet / Masraf');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cell(canvasElement, 0, 'stok_kartlari_id')?.textContent).toBe(''));
    await expect(cell(canvasElement, 0, 'depo_kartlari_id')?.textContent).toBe('');
    await expect(cell(canvasElement, 0, 'depo_kartlari_id')).toHaveClass('df-line-cell--disabled');
    await expect(cell(canvasElement, 0, 'hizmet_ve_masraf_kartlari_id')).not.toHaveClass(
      'df-line-cell--disabled',
    );
  },
};
