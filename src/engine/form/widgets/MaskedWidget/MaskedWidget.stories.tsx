import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const meta = {
  title: 'Engine/Widgets/MaskedWidget',
  component: FieldPreview,
  args: {
    table: 'front_test_table',
    columns: testColumns('tc'),
    tables: storyTables(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('TC / VKN');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('10 haneli vergi numarası'));
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { columns: testColumns('iban_no'), formData: { iban_no: 'TR330006100519786457841326' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('IBAN');
    // Shown in groups of four; kept compact.
    await expect(input).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('TR ile başlar'));
  },
};

export const Disabled: Story = {
  args: { formData: { tc: '10000000146' }, disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('TC / VKN');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('10000000146');
  },
};

export const ReadOnly: Story = {
  args: {
    columns: testColumns('iban_no'),
    formData: { iban_no: 'TR330006100519786457841326' },
    readonly: true,
  },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: {
    formData: { tc: '1111111111' },
    extraErrors: { tc: { __errors: ['TC / VKN alanı geçerli değil.'] } },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('TC / VKN');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('TC / VKN alanı geçerli değil.'));
  },
};

export const Required: Story = {
  args: { columns: testColumns(['tc', { display_name: 'TC / VKN*' }]) },
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: testColumns([
      'fatura_numarasi',
      { display_name: 'Gelir İdaresi Başkanlığı e-Fatura Numarası (Ön Ek + Yıl + Sıra Numarası)' },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/e-Fatura Numarası/);
    await userEvent.type(input, 'abc2026000000001999');
    // 16 characters, letters upper-cased (ASCII, so a Turkish keyboard's i gives I).
    await expect(input).toHaveValue('ABC2026000000001');
    await expect(args.onChange).toHaveBeenLastCalledWith({ fatura_numarasi: 'ABC2026000000001' });
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('TC / VKN');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('10 haneli vergi numarası'));
    await userEvent.type(input, '4840a847211x99');
    // Digits only, at most 11: letters and the rest are refused as they are typed.
    await expect(input).toHaveValue('48408472119');
    await expect(args.onChange).toHaveBeenLastCalledWith({ tc: '48408472119' });
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('T.C. kimlik numarasıdır'));
  },
};

export const FilledInteraction: Story = {
  args: { columns: testColumns('iban_no'), formData: { iban_no: 'TR330006100519786457841326' } },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('IBAN');
    // Shown in groups of four; kept compact.
    await expect(input).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('TR ile başlar'));
    await userEvent.clear(input);
    await expect(input).toHaveAttribute('placeholder', expect.stringMatching(/^TR00 0000/));
    await userEvent.type(input, 'tr12 0001 0');
    await expect(input).toHaveValue('TR12 0001 0');
    await expect(args.onChange).toHaveBeenLastCalledWith({ iban_no: 'TR1200010' });
  },
};

export const RequiredInteraction: Story = {
  args: { columns: testColumns(['tc', { display_name: 'TC / VKN*' }]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('TC / VKN alanı zorunludur.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('TC / VKN'), '123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('TC / VKN en az 10 karakter olmalıdır.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('TC / VKN'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ tc: '1234567890' });
  },
};
