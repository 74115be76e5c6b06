import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const meta = {
  title: 'Engine/Widgets/DateTimeWidget',
  component: FieldPreview,
  args: {
    table: 'front_test_table',
    columns: testColumns('duzenleme_tarihi'),
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
    await expect(canvas.getByLabelText('Düzenleme Zamanı')).toBeVisible();
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { formData: { duzenleme_tarihi: '2026-03-07T09:30:00' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Düzenleme Zamanı')).toHaveValue('07.03.2026 09:30:00');
  },
};

export const Disabled: Story = {
  args: { formData: { duzenleme_tarihi: '2026-03-07T09:30:00' }, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Düzenleme Zamanı')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { formData: { duzenleme_tarihi: '2026-03-07T09:30:00' }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: {
    formData: { duzenleme_tarihi: '2099-01-01T00:00:00' },
    extraErrors: { duzenleme_tarihi: { __errors: ['Düzenleme Zamanı ileri bir tarih olamaz.'] } },
  },
  play: async ({ canvasElement }) => {
    // Düzenleme tarihi cannot lie after now (001 §5.1); ErrorInteraction shows the save finding it.
    const input = within(canvasElement).getByLabelText('Düzenleme Zamanı');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('ileri bir tarih olamaz'));
  },
};

export const Required: Story = {
  args: { columns: testColumns(['duzenleme_tarihi', { display_name: 'Düzenleme Zamanı*' }]) },
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: testColumns([
      'duzenleme_tarihi',
      { display_name: 'Serbest Meslek Makbuzunun Düzenlendiği Gün ve Saat (Türkiye Saati)' },
    ]),
    formData: { duzenleme_tarihi: '2026-01-02T23:59:59' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Makbuzunun Düzenlendiği/ })).toHaveValue(
      '02.01.2026 23:59:59',
    );
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Düzenleme Zamanı');
    await userEvent.type(input, '07032026093015');
    await expect(input).toHaveValue('07.03.2026 09:30:15');
    await expect(args.onChange).toHaveBeenLastCalledWith({ duzenleme_tarihi: '2026-03-07T09:30:15' });
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ duzenleme_tarihi: '2026-03-07T09:30:15' });
  },
};

export const FilledInteraction: Story = {
  args: { formData: { duzenleme_tarihi: '2026-03-07T09:30:00' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Düzenleme Zamanı')).toHaveValue('07.03.2026 09:30:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Düzenleme Zamanı: Tarih kısayolları' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Dün' }));
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Record<string, string>;
    await expect(last.duzenleme_tarihi).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  },
};

export const ErrorInteraction: Story = {
  args: { formData: { duzenleme_tarihi: '2099-01-01T00:00:00' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Düzenleme tarihi cannot lie after now (001 §5.1).
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Düzenleme Zamanı ileri bir tarih olamaz.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Düzenleme Zamanı')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredInteraction: Story = {
  args: { columns: testColumns(['duzenleme_tarihi', { display_name: 'Düzenleme Zamanı*' }]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Düzenleme Zamanı alanı zorunludur.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Düzenleme Zamanı'), '0703202609');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Düzenleme Zamanı alanı geçerli değil.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
