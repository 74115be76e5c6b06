import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const meta = {
  title: 'Engine/Widgets/TimeWidget',
  component: FieldPreview,
  args: {
    table: 'front_test_table',
    columns: testColumns('islem_saati'),
    tables: storyTables(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('İşlem Saati')).toBeVisible();
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { formData: { islem_saati: '09:30:00' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('İşlem Saati');
    await expect(input).toHaveValue('09:30:00');
  },
};

export const Disabled: Story = {
  args: { formData: { islem_saati: '09:30:00' }, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('İşlem Saati')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { formData: { islem_saati: '09:30:00' }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: { extraErrors: { islem_saati: { __errors: ['İşlem Saati alanı geçerli değil.'] } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('İşlem Saati');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('İşlem Saati alanı geçerli değil.'),
    );
  },
};

export const Required: Story = {
  args: { columns: testColumns(['islem_saati', { display_name: 'İşlem Saati*' }]) },
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: testColumns([
      'islem_saati',
      { display_name: 'Sevkiyatın Depodan Çıkış Saati (Taşıyıcı Teslim Aldığında)' },
    ]),
    formData: { islem_saati: '23:59:59' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Depodan Çıkış Saati/)).toHaveValue('23:59:59');
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('İşlem Saati');
    await userEvent.type(input, '143005');
    await expect(input).toHaveValue('14:30:05');
    await expect(args.onChange).toHaveBeenLastCalledWith({ islem_saati: '14:30:05' });
  },
};

export const FilledInteraction: Story = {
  args: { formData: { islem_saati: '09:30:00' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('İşlem Saati');
    await expect(input).toHaveValue('09:30:00');
    await userEvent.clear(input);
    // Hours stop at 23, minutes and seconds at 59.
    await userEvent.type(input, '2975');
    await expect(input).not.toHaveValue('29:75');
  },
};

export const RequiredInteraction: Story = {
  args: { columns: testColumns(['islem_saati', { display_name: 'İşlem Saati*' }]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('İşlem Saati alanı zorunludur.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('İşlem Saati'), '080000');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ islem_saati: '08:00:00' });
  },
};
