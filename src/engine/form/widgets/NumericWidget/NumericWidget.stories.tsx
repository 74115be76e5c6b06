import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createMemoryTables } from '../../../../services/tables.memory';
import { column, demoTables } from '../../../../services/tables.fixtures';
import { FieldPreview } from '../../FieldPreview/FieldPreview';

const miktar = column('miktar', 'Miktar*', 'numeric', { max_length: 14, scale: 4 });
const tutar = column('tutar', 'Tutar', 'money', { scale: 2 });

const meta = {
  title: 'Engine/Widgets/NumericWidget',
  component: FieldPreview,
  args: {
    table: 'satis_siparis_hizmet',
    columns: [miktar],
    tables: createMemoryTables(demoTables()),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Miktar');
    await userEvent.type(input, '12,5');
    await expect(input).toHaveValue('12.5');
    await expect(args.onChange).toHaveBeenLastCalledWith({ miktar: '12.5' });
    await userEvent.type(input, 'a');
    await expect(input).toHaveValue('12.5');
  },
};

export const Filled: Story = {
  args: { columns: [tutar], formData: { tutar: '125430.5' } },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Tutar');
    await expect(input).toHaveValue('125.430,50');
    await userEvent.click(input);
    await expect(input).toHaveValue('125430.5');
    await userEvent.type(input, '5');
    await expect(args.onChange).toHaveBeenLastCalledWith({ tutar: '125430.55' });
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('125430.55');
  },
};

export const Disabled: Story = {
  args: { columns: [tutar], formData: { tutar: '2500' }, disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Tutar');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('2.500,00');
  },
};

export const Error: Story = {
  args: {
    extraErrors: { miktar: { __errors: ['Miktar en az 1 değerini almalıdır.'] } },
    formData: { miktar: '0' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Miktar');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Miktar en az 1 değerini almalıdır.'),
    );
  },
};

export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Miktar alanı zorunludur.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Miktar'), '3,25');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ miktar: '3.25' });
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: [
      column(
        'toplam_odenecek_tutar',
        'Vergiler Dahil Toplam Ödenecek Tutar (Türk Lirası Karşılığı)',
        'money',
        { scale: 2 },
      ),
    ],
    formData: { toplam_odenecek_tutar: '12345678901234567.89' },
  },
  play: async ({ canvasElement }) => {
    // Far beyond a float's precision: the string survives untouched.
    await expect(within(canvasElement).getByLabelText(/Toplam Ödenecek Tutar/)).toHaveValue(
      '12.345.678.901.234.567,89',
    );
  },
};
