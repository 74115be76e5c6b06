import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryTables } from '../../../../services/tables.memory';
import { cariHesapColumns, demoTables } from '../../../../services/tables.fixtures';
import { setRates } from '../../../../services/rates';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns, withHosts } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const cols = cariHesapColumns();
const pick = (...names: string[]) => cols.filter((c) => names.includes(c.name));
const vergiDairesi = pick('vergi_daireleri_id');

const meta = {
  title: 'Engine/Widgets/SelectWidget',
  component: FieldPreview,
  args: {
    table: 'cari_hesap',
    columns: vergiDairesi,
    tables: createMemoryTables(demoTables(), { delay: 30 }),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  // Slow enough answers that "Yükleniyor..." can be seen whatever the machine's load.
  args: { tables: createMemoryTables(demoTables(), { delay: 300 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Vergi Dairesi' })).toBeVisible();
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: {
    tables: createMemoryTables(demoTables()),
    formData: { vergi_daireleri_id: 2 },
    displays: { vergi_daireleri_id: 'Çankaya Vergi Dairesi Müdürlüğü' },
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Vergi Dairesi' });
    await expect(box).toHaveValue('Çankaya Vergi Dairesi Müdürlüğü');
  },
};

export const Disabled: Story = {
  args: { formData: { vergi_daireleri_id: 9 }, disabled: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Vergi Dairesi' });
    await expect(box).toBeDisabled();
    // The text of a bare id is looked up once.
    await waitFor(() => expect(box).toHaveValue('Merter Vergi Dairesi Müdürlüğü'));
  },
};

export const ReadOnly: Story = {
  args: {
    tables: createMemoryTables(demoTables()),
    formData: { vergi_daireleri_id: 2 },
    displays: { vergi_daireleri_id: 'Çankaya Vergi Dairesi Müdürlüğü' },
    readonly: true,
  },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: { extraErrors: { vergi_daireleri_id: { __errors: ['Vergi Dairesi alanı zorunludur.'] } } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Vergi Dairesi' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(expect.stringContaining('Vergi Dairesi alanı zorunludur.'));
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    formData: { vergi_daireleri_id: 6 },
    displays: { vergi_daireleri_id: 'Boğaziçi Kurumlar Vergi Dairesi Müdürlüğü' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Vergi Dairesi' })).toHaveValue(
      'Boğaziçi Kurumlar Vergi Dairesi Müdürlüğü',
    );
  },
};

export const DependentSelect: Story = {
  args: { columns: pick('sehirler_id', 'ilceler_id'), layout: 'special' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ilce = canvas.getByRole('combobox', { name: 'İlçe' });
    await userEvent.click(ilce);
    const hint = await canvas.findByRole('option', { name: 'Lütfen önce İl seçiniz.' });
    await expect(hint).toHaveAttribute('aria-disabled', 'true');
    const il = canvas.getByRole('combobox', { name: 'İl' });
    await userEvent.click(il);
    await userEvent.click(await canvas.findByRole('option', { name: 'İstanbul' }));
    await userEvent.click(ilce);
    await userEvent.click(await canvas.findByRole('option', { name: 'Kadıköy' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sehirler_id: 34, ilceler_id: 3401 });
    await userEvent.click(il);
    await userEvent.click(await canvas.findByRole('option', { name: 'Ankara' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sehirler_id: 6, ilceler_id: undefined });
    await expect(ilce).toHaveValue('');
  },
};

/** The test table's selects with the buttons of 001 §5.1. */
const buttonColumns = testColumns('kasa_karti_id', 'para_birimi_id', 'döviz_kuru');

export const RecordButtons: Story = {
  decorators: [withHosts],
  args: { table: 'front_test_table', columns: buttonColumns, tables: storyTables(), layout: 'special' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const box = canvas.getByRole('combobox', { name: 'Kasa Kartı' });
    // Nothing chosen: editing is refused with the spec's message.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Seçili kaydı düzenle' })[0]);
    await expect(await canvas.findByText('Lütfen öncelikle bir değer seçiniz.')).toBeInTheDocument();
    await expect(canvas.getByText('Hata!')).toBeInTheDocument();
    // Create: the related table's form in the centre modal; saving chooses the new record.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Yeni kayıt ekle' })[0]);
    const dialog = await page.findByRole('dialog', { name: 'Kasa - Yeni Kayıt' });
    await userEvent.type(
      await within(dialog).findByLabelText('Kasa Tanımı', {}, { timeout: 8000 }),
      'Şube Kasası',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ kasa_karti_id: 3 }));
    await waitFor(() => expect(box).toHaveValue('Şube Kasası'));
    // Edit: the chosen record in the modal; its new name shows in the select.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Seçili kaydı düzenle' })[0]);
    const edit = await page.findByRole('dialog', { name: 'Kasa - Düzenle' });
    const name = await within(edit).findByLabelText('Kasa Tanımı');
    await waitFor(() => expect(name).toHaveValue('Şube Kasası'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Şube Kasası (Kadıköy)');
    await userEvent.click(within(edit).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(box).toHaveValue('Şube Kasası (Kadıköy)'));
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

export const ExchangeRate: Story = {
  decorators: [withHosts],
  beforeEach: () => {
    setRates({
      '6': { code: 'USD', ALIS: '32.1012', SATIS: '32.2543' },
      '3': { code: 'EUR', ALIS: '35.0011', SATIS: '35.1234' },
    });
    return () => setRates(null);
  },
  args: {
    table: 'front_test_table',
    columns: buttonColumns,
    tables: storyTables(),
    layout: 'special',
    formData: { para_birimi_id: 3, döviz_kuru: '1' },
    displays: { para_birimi_id: 'Euro' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rate = canvas.getByLabelText('Döviz Kuru');
    // The TCMB selling rate (SATIS) of the chosen currency.
    await userEvent.click(canvas.getByRole('button', { name: 'Güncel kuru getir' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ döviz_kuru: '35.1234' })),
    );
    await expect(rate).toHaveValue('35.1234');
    // ₺: the rate is 1.
    const currency = canvas.getByRole('combobox', { name: 'Para Birimi' });
    await userEvent.click(currency);
    await userEvent.click(await canvas.findByRole('option', { name: 'Türk lirası' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Güncel kuru getir' }));
    await waitFor(() => expect(rate).toHaveValue('1'));
    await expect(rate).toHaveAccessibleDescription(
      expect.stringContaining('₺ için döviz kuru 1,00 olmalıdır.'),
    );
    // A currency without a rate in the stored object: a warning, nothing changes.
    await userEvent.click(currency);
    await userEvent.click(await canvas.findByRole('option', { name: 'İngiliz sterlini' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Güncel kuru getir' }));
    await expect(await canvas.findByText('Bu para birimi için güncel kur bulunamadı.')).toBeInTheDocument();
    await expect(rate).toHaveValue('1');
  },
};

export const EmptyInteraction: Story = {
  // Slow enough answers that "Yükleniyor..." can be seen whatever the machine's load.
  args: { tables: createMemoryTables(demoTables(), { delay: 300 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Vergi Dairesi' });
    await userEvent.click(box);
    await expect(canvas.getByText('Yükleniyor...')).toBeInTheDocument();
    await userEvent.type(box, 'kozy');
    const option = await canvas.findByRole(
      'option',
      { name: 'Kozyatağı Vergi Dairesi Müdürlüğü' },
      { timeout: 5000 },
    );
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenLastCalledWith({ vergi_daireleri_id: 5 });
    await expect(box).toHaveValue('Kozyatağı Vergi Dairesi Müdürlüğü');
  },
};

export const FilledInteraction: Story = {
  args: {
    tables: createMemoryTables(demoTables()),
    formData: { vergi_daireleri_id: 2 },
    displays: { vergi_daireleri_id: 'Çankaya Vergi Dairesi Müdürlüğü' },
  },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Vergi Dairesi' });
    await expect(box).toHaveValue('Çankaya Vergi Dairesi Müdürlüğü');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Temizle' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ vergi_daireleri_id: undefined });
  },
};

export const RequiredInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Vergi Dairesi alanı zorunludur.')).toBeInTheDocument();
    const box = canvas.getByRole('combobox', { name: 'Vergi Dairesi' });
    await userEvent.click(box);
    await userEvent.type(box, 'büyük');
    await canvas.findByRole('option', { name: 'Büyük Mükellefler Vergi Dairesi Başkanlığı' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ vergi_daireleri_id: 10 });
  },
};
