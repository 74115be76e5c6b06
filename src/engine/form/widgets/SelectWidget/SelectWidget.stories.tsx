import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryTables } from '../../../../services/tables.memory';
import { cariHesapColumns, demoTables } from '../../../../services/tables.fixtures';
import { FieldPreview } from '../../FieldPreview/FieldPreview';

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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Vergi Dairesi' });
    await userEvent.click(box);
    await expect(canvas.getByText('Yükleniyor...')).toBeInTheDocument();
    await userEvent.type(box, 'kozy');
    const option = await canvas.findByRole('option', { name: 'Kozyatağı Vergi Dairesi Müdürlüğü' });
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenLastCalledWith({ vergi_daireleri_id: 5 });
    await expect(box).toHaveValue('Kozyatağı Vergi Dairesi Müdürlüğü');
  },
};

export const Filled: Story = {
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

export const Disabled: Story = {
  args: { formData: { vergi_daireleri_id: 9 }, disabled: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Vergi Dairesi' });
    await expect(box).toBeDisabled();
    // The text of a bare id is looked up once.
    await waitFor(() => expect(box).toHaveValue('Merter Vergi Dairesi Müdürlüğü'));
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
