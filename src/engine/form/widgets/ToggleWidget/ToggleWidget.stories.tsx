import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const meta = {
  title: 'Engine/Widgets/ToggleWidget',
  component: FieldPreview,
  args: {
    table: 'front_test_table',
    columns: testColumns('kasa_banka'),
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
    const group = canvas.getByRole('radiogroup', { name: 'Ödeme Yeri' });
    // Nothing stored reads as '0': Banka (001 §5.1: pay from 1 Kasa, 0 Banka).
    await expect(within(group).getByRole('radio', { name: 'Banka' })).toBeChecked();
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { formData: { kasa_banka: '1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kasa = canvas.getByRole('radio', { name: 'Kasa' });
    await expect(kasa).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { formData: { kasa_banka: '1' }, disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { formData: { kasa_banka: '1' }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: { extraErrors: { kasa_banka: { __errors: ['Kasa kartı seçilmediği için kasadan ödenemez.'] } } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Ödeme Yeri' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(expect.stringContaining('kasadan ödenemez'));
  },
};

export const Required: Story = {
  args: {
    columns: testColumns(['kasa_banka', { display_name: 'Ödeme Yeri*' }]),
    formData: { kasa_banka: '0' },
  },
  play: async ({ canvasElement }) => {
    // A toggle always holds '1' or '0', so a required one never blocks the save.
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: [
      {
        ...testColumns('kasa_banka')[0],
        name: 'kobi_alinan_satilan',
        display_name: 'Küçük İşletme Siparişinin Yönü (Alınan Ürün ya da Satılan Ürün)',
      },
    ],
    formData: { kobi_alinan_satilan: '1' },
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: /Siparişinin Yönü/ });
    await expect(within(group).getByRole('radio', { name: 'Satılan' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Alınan' })).not.toBeChecked();
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Ödeme Yeri' });
    // Nothing stored reads as '0': Banka (001 §5.1: pay from 1 Kasa, 0 Banka).
    await expect(within(group).getByRole('radio', { name: 'Banka' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Kasa' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ kasa_banka: '1' });
  },
};

export const FilledInteraction: Story = {
  args: { formData: { kasa_banka: '1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const kasa = canvas.getByRole('radio', { name: 'Kasa' });
    await expect(kasa).toBeChecked();
    kasa.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ kasa_banka: '0' });
  },
};

export const RequiredInteraction: Story = {
  args: {
    columns: testColumns(['kasa_banka', { display_name: 'Ödeme Yeri*' }]),
    formData: { kasa_banka: '0' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A toggle always holds '1' or '0', so a required one never blocks the save.
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kasa_banka: '0' });
  },
};
