import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const meta = {
  title: 'Engine/Widgets/MonthWidget',
  component: FieldPreview,
  args: {
    table: 'front_test_table',
    columns: testColumns('ay'),
    tables: storyTables(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Dönem Ayı');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Ay seçiniz',
      'Ocak',
      'Şubat',
      'Mart',
      'Nisan',
      'Mayıs',
      'Haziran',
      'Temmuz',
      'Ağustos',
      'Eylül',
      'Ekim',
      'Kasım',
      'Aralık',
    ]);
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { formData: { ay: '3' } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Dönem Ayı');
    await expect(select).toHaveDisplayValue('Mart');
  },
};

export const Disabled: Story = {
  args: { formData: { ay: '12' }, disabled: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Dönem Ayı');
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Aralık');
  },
};

export const ReadOnly: Story = {
  args: { formData: { ay: '3' }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: { extraErrors: { ay: { __errors: ['Dönem Ayı için geçerli bir seçim yapınız.'] } } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Dönem Ayı');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(expect.stringContaining('geçerli bir seçim yapınız'));
  },
};

export const Required: Story = {
  args: { columns: testColumns(['ay', { display_name: 'Dönem Ayı*' }]) },
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: testColumns([
      'ay',
      { display_name: 'Aylık Mizan Dönemi (Cari Yılın Seçilen Ayının 1’i ile 31’i Arası)' },
    ]),
    formData: { ay: 2 as unknown as string },
  },
  play: async ({ canvasElement }) => {
    // A month loaded as a number still shows its name.
    await expect(within(canvasElement).getByLabelText(/Aylık Mizan Dönemi/)).toHaveDisplayValue('Şubat');
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Dönem Ayı');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Ay seçiniz',
      'Ocak',
      'Şubat',
      'Mart',
      'Nisan',
      'Mayıs',
      'Haziran',
      'Temmuz',
      'Ağustos',
      'Eylül',
      'Ekim',
      'Kasım',
      'Aralık',
    ]);
    await userEvent.selectOptions(select, 'Ağustos');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ay: '8' });
  },
};

export const FilledInteraction: Story = {
  args: { formData: { ay: '3' } },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Dönem Ayı');
    await expect(select).toHaveDisplayValue('Mart');
    await userEvent.selectOptions(select, 'Aralık');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ay: '12' });
    await userEvent.selectOptions(select, 'Ay seçiniz');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ay: undefined });
  },
};

export const RequiredInteraction: Story = {
  args: { columns: testColumns(['ay', { display_name: 'Dönem Ayı*' }]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Dönem Ayı alanı zorunludur.')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Dönem Ayı'), 'Ocak');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ay: '1' });
  },
};
