import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const meta = {
  title: 'Engine/Widgets/PhoneWidget',
  component: FieldPreview,
  args: {
    table: 'front_test_table',
    columns: testColumns('phone'),
    tables: storyTables(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Telefon');
    await expect(input).toHaveAttribute('placeholder', '+90 (###) ### ## ##');
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: {
    columns: testColumns('ulkeler_id', 'phone'),
    formData: { ulkeler_id: 2, phone: '+49 3012 3456789' },
    displays: { ulkeler_id: 'Almanya' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Telefon');
    // The mask follows the form's country (ulkeler.phone_mask).
    await waitFor(() => expect(input).toHaveAttribute('placeholder', '+49 #### #######'));
    await expect(input).toHaveValue('+49 3012 3456789');
  },
};

export const Disabled: Story = {
  args: { formData: { phone: '+90 (216) 555 12 34' }, disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Telefon');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('+90 (216) 555 12 34');
  },
};

export const ReadOnly: Story = {
  args: {
    columns: testColumns('ulkeler_id', 'phone'),
    formData: { ulkeler_id: 2, phone: '+49 3012 3456789' },
    displays: { ulkeler_id: 'Almanya' },
    readonly: true,
  },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: { extraErrors: { phone: { __errors: ['Telefon alanı geçerli değil.'] } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Telefon');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Telefon alanı geçerli değil.'));
  },
};

export const Required: Story = {
  args: { columns: testColumns(['phone', { display_name: 'Telefon*' }]) },
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: testColumns('ulkeler_id', [
      'phone',
      { display_name: 'Şirket Yetkilisinin Cep Telefonu (SMS Doğrulaması İçin)' },
    ]),
    formData: { ulkeler_id: 3 },
    displays: { ulkeler_id: 'Azerbaycan' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Cep Telefonu/);
    await waitFor(() => expect(input).toHaveAttribute('placeholder', '+994 ## ### ## ##'));
    await userEvent.type(input, '501234567');
    await expect(input).toHaveValue('+994 50 123 45 67');
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Telefon');
    await expect(input).toHaveAttribute('placeholder', '+90 (###) ### ## ##');
    await userEvent.type(input, '5321112233');
    await expect(input).toHaveValue('+90 (532) 111 22 33');
    await expect(args.onChange).toHaveBeenLastCalledWith({ phone: '+90 (532) 111 22 33' });
  },
};

export const FilledInteraction: Story = {
  args: {
    columns: testColumns('ulkeler_id', 'phone'),
    formData: { ulkeler_id: 2, phone: '+49 3012 3456789' },
    displays: { ulkeler_id: 'Almanya' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Telefon');
    // The mask follows the form's country (ulkeler.phone_mask).
    await waitFor(() => expect(input).toHaveAttribute('placeholder', '+49 #### #######'));
    await expect(input).toHaveValue('+49 3012 3456789');
    await userEvent.clear(input);
    await userEvent.type(input, '89123');
    await expect(input).toHaveValue('+49 8912 3');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ulkeler_id: 2, phone: '+49 8912 3' });
  },
};

export const RequiredInteraction: Story = {
  args: { columns: testColumns(['phone', { display_name: 'Telefon*' }]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Telefon alanı zorunludur.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Telefon'), '2125551234');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '+90 (212) 555 12 34' });
  },
};
