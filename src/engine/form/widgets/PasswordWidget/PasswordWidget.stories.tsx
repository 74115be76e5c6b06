import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const meta = {
  title: 'Engine/Widgets/PasswordWidget',
  component: FieldPreview,
  args: {
    table: 'front_test_table',
    columns: testColumns('sifre'),
    tables: storyTables(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Şifre');
    await expect(input).toHaveAttribute('type', 'password');
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { formData: { sifre: 'Ankara1923!' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Şifre')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { formData: { sifre: 'Ankara1923!' }, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Şifre')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Şifreyi göster' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { formData: { sifre: 'Ankara1923!' }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: { extraErrors: { sifre: { __errors: ['Şifre 8 ile 24 karakter arasında olmalıdır.'] } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Şifre');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('8 ile 24 karakter'));
  },
};

export const Required: Story = {
  args: { columns: testColumns(['sifre', { display_name: 'Şifre*' }]) },
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: testColumns(['sifre', { display_name: 'Yönetici Onay Şifresi (Büyük/Küçük Harf Duyarlıdır)' }]),
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/Yönetici Onay Şifresi/);
    await userEvent.type(input, 'ĞüŞiÖç-İstanbul-2026-Çok-Uzun');
    // At most 24 characters.
    await expect(args.onChange).toHaveBeenLastCalledWith({ sifre: 'ĞüŞiÖç-İstanbul-2026-Çok' });
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Şifre');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, ' Gizli Şifre1 ');
    // Passwords are sent as typed: spaces stay.
    await expect(args.onChange).toHaveBeenLastCalledWith({ sifre: ' Gizli Şifre1 ' });
  },
};

export const FilledInteraction: Story = {
  args: { formData: { sifre: 'Ankara1923!' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Şifre');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi göster' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Ankara1923!');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi gizle' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const RequiredInteraction: Story = {
  args: { columns: testColumns(['sifre', { display_name: 'Şifre*' }]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Şifre alanı zorunludur.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Şifre'), 'kısa');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Şifre en az 8 karakter olmalıdır.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
