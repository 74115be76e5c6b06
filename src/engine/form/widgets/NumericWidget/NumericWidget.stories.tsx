import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createMemoryTables } from '../../../../services/tables.memory';
import { column, demoTables } from '../../../../services/tables.fixtures';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const miktar = column('miktar', 'Miktar*', 'numeric', { max_length: 14, scale: 4, value_kind: 'quantity' });
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Miktar')).toBeVisible();
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { columns: [tutar], formData: { tutar: '125430.5' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Tutar');
    await expect(input).toHaveValue('125.430,50');
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

export const ReadOnly: Story = {
  args: { columns: [tutar], formData: { tutar: '125430.5' }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
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
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
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

export const DigitsAndRateHint: Story = {
  args: {
    columns: [
      column('para_birimi_id', 'Para Birimi', 'numeric'),
      column('kobi_taksit_sayisi', 'Taksit Sayısı', 'numeric', {
        db_type_name: 'integer',
        value_kind: 'instalments',
      }),
      column('döviz_kuru', 'Döviz Kuru', 'numeric', { scale: 4, value_kind: 'exchange_rate' }),
    ],
    formData: { para_birimi_id: '1', döviz_kuru: '1' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // kobi_taksit_sayisi: at most 3 digits, no decimals (001 §5.1).
    const taksit = canvas.getByLabelText('Taksit Sayısı');
    await userEvent.type(taksit, '12,345');
    await expect(taksit).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ kobi_taksit_sayisi: '123' }),
    );
    // With ₺ the rate must be 1,00.
    await expect(canvas.getByLabelText('Döviz Kuru')).toHaveAccessibleDescription(
      expect.stringContaining('₺ için döviz kuru 1,00 olmalıdır.'),
    );
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Miktar');
    await userEvent.type(input, '12,5');
    await expect(input).toHaveValue('12.5');
    await expect(args.onChange).toHaveBeenLastCalledWith({ miktar: '12.5' });
    await userEvent.type(input, 'a');
    await expect(input).toHaveValue('12.5');
  },
};

export const FilledInteraction: Story = {
  args: { columns: [tutar], formData: { tutar: '125430.5' } },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Tutar');
    await expect(input).toHaveValue('125.430,50');
    await userEvent.clear(input);
    // tr-TR while typing: grouping dots appear, a typed dot is the decimal comma, a third decimal is refused.
    await userEvent.type(input, '1234567.891');
    await expect(input).toHaveValue('1.234.567,89');
    await expect(args.onChange).toHaveBeenLastCalledWith({ tutar: '1234567.89' });
    await userEvent.clear(input);
    await userEvent.type(input, '12,5');
    await expect(args.onChange).toHaveBeenLastCalledWith({ tutar: '12.5' });
    await userEvent.tab();
    await expect(input).toHaveValue('12,50');
  },
};

export const RequiredInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Miktar alanı zorunludur.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Miktar'), '3,25');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ miktar: '3.25' });
  },
};
