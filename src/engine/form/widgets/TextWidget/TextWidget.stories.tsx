import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createMemoryTables } from '../../../../services/tables.memory';
import { column, demoTables } from '../../../../services/tables.fixtures';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const name = column('cari_hesap_adi', 'Cari Hesap Adı*', 'string');
const email = column('email', 'E-posta', 'string');

const meta = {
  title: 'Engine/Widgets/TextWidget',
  component: FieldPreview,
  args: {
    table: 'cari_hesap',
    columns: [name],
    tables: createMemoryTables(demoTables()),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { columns: [email] },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-posta');
    await expect(input).toHaveValue('');
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { formData: { cari_hesap_adi: 'Yıldız Gıda' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Cari Hesap Adı');
    await expect(input).toHaveValue('Yıldız Gıda');
  },
};

export const Disabled: Story = {
  args: { formData: { cari_hesap_adi: 'Ege Tekstil' }, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Cari Hesap Adı')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { formData: { cari_hesap_adi: 'Yıldız Gıda' }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: { extraErrors: { cari_hesap_adi: { __errors: ['Cari Hesap Adı alanı zorunludur.'] } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Cari Hesap Adı');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Cari Hesap Adı alanı zorunludur.'),
    );
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toHaveClass('df-required');
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: [column('unvan', 'Ünvan', 'string', { max_length: 60 })],
    formData: { unvan: 'Çağdaş Şişecilik Gıda İthalat İhracat Sanayi ve Ticaret Limited Şirketi' },
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Ünvan');
    await expect(input).toHaveAttribute('maxLength', '60');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kaydet' }));
    await expect(
      await within(canvasElement).findByText('Ünvan en fazla 60 karakter olmalıdır.'),
    ).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptyInteraction: Story = {
  args: { columns: [email] },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('E-posta');
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'muhasebe@yildizgida.com.tr');
    await expect(args.onChange).toHaveBeenLastCalledWith({ email: 'muhasebe@yildizgida.com.tr' });
  },
};

export const FilledInteraction: Story = {
  args: { formData: { cari_hesap_adi: 'Yıldız Gıda' } },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Cari Hesap Adı');
    await expect(input).toHaveValue('Yıldız Gıda');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith({ cari_hesap_adi: undefined });
  },
};

export const RequiredInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toHaveClass('df-required');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Cari Hesap Adı alanı zorunludur.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
