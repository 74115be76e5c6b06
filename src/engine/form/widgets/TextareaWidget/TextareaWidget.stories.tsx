import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createMemoryTables } from '../../../../services/tables.memory';
import { column, demoTables } from '../../../../services/tables.fixtures';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const adres = column('adres', 'Adres', 'text');
const aciklama = column('description', 'Açıklama*', 'text');
const longAddress =
  'Barbaros Mahallesi, Kardelen Sokak, Palladium Tower No:2/1 Kat:14 Daire:58, Ataşehir / İstanbul — ' +
  'teslimatlar hafta içi 09:00-17:00 arasında güvenlik görevlisine bırakılabilir; ıslak imzalı irsaliye şarttır.';

const meta = {
  title: 'Engine/Widgets/TextareaWidget',
  component: FieldPreview,
  args: {
    table: 'cari_hesap',
    columns: [adres],
    tables: createMemoryTables(demoTables()),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 / 1000')).toBeInTheDocument();
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { formData: { adres: 'Kızılay Mah. Atatürk Bulvarı No:12 Çankaya / Ankara' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Adres')).toHaveValue(
      'Kızılay Mah. Atatürk Bulvarı No:12 Çankaya / Ankara',
    );
    await expect(canvas.getByText('51 / 1000')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { formData: { adres: 'Nilüfer / Bursa' }, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Adres')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { formData: { adres: 'Kızılay Mah. Atatürk Bulvarı No:12 Çankaya / Ankara' }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: { columns: [aciklama], extraErrors: { description: { __errors: ['Açıklama alanı zorunludur.'] } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Açıklama');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Açıklama alanı zorunludur.'));
  },
};

export const Required: Story = {
  args: { columns: [aciklama] },
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: [column('adres', 'Adres', 'text', { max_length: 120 })],
    formData: { adres: longAddress.slice(0, 120) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Adres');
    await expect(input).toHaveAttribute('maxLength', '120');
    await expect(canvas.getByText('120 / 120')).toBeInTheDocument();
    await userEvent.type(input, 'ğüşiöç');
    await expect(input).toHaveValue(longAddress.slice(0, 120));
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 / 1000')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Adres'), 'Konak / İzmir');
    await expect(canvas.getByText('13 / 1000')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith({ adres: 'Konak / İzmir' });
  },
};

export const RequiredInteraction: Story = {
  args: { columns: [aciklama] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Açıklama alanı zorunludur.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
