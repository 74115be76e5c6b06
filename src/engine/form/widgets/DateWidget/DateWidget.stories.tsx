import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addDays, nowParts, shortcutValue, toDisplayDate } from '../../../schema/dates';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const meta = {
  title: 'Engine/Widgets/DateWidget',
  component: FieldPreview,
  args: {
    table: 'front_test_table',
    columns: testColumns('islem_tarihi'),
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
    await expect(canvas.getByLabelText('İşlem Tarihi')).toBeVisible();
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { formData: { islem_tarihi: '2026-03-07' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('İşlem Tarihi');
    await expect(input).toHaveValue('07.03.2026');
  },
};

export const Disabled: Story = {
  args: { formData: { islem_tarihi: '2026-03-07' }, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('İşlem Tarihi')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'İşlem Tarihi: Tarih kısayolları' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { formData: { islem_tarihi: '2026-03-07' }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: {
    columns: testColumns('gecerlilik_tarihi'),
    formData: { gecerlilik_tarihi: '2020-01-01' },
    extraErrors: { gecerlilik_tarihi: { __errors: ['Geçerlilik Tarihi geçmiş bir tarih olamaz.'] } },
  },
  play: async ({ canvasElement }) => {
    // Geçerlilik tarihi cannot lie before today (001 §5.1); ErrorInteraction shows the save finding it.
    const input = within(canvasElement).getByLabelText('Geçerlilik Tarihi');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('geçmiş bir tarih olamaz'));
  },
};

export const Required: Story = {
  args: { columns: testColumns(['islem_tarihi', { display_name: 'İşlem Tarihi*' }]) },
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: testColumns([
      'islem_tarihi',
      { display_name: 'Gümrük Beyannamesinin Tescil Edildiği Tarih (İhracat Kayıtlı Teslimler İçin)' },
    ]),
    formData: { islem_tarihi: '2026-12-31' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Gümrük Beyannamesinin/ })).toHaveValue('31.12.2026');
    await expect(
      canvas.getByRole('button', { name: /Gümrük Beyannamesinin.*Tarih kısayolları/ }),
    ).toBeEnabled();
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('İşlem Tarihi');
    await userEvent.type(input, '07032026');
    await expect(input).toHaveValue('07.03.2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ islem_tarihi: '2026-03-07' });
    // The shortcut menu: keyboard only.
    const menuButton = canvas.getByRole('button', { name: 'İşlem Tarihi: Tarih kısayolları' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menuitem', { name: 'Bugün' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const tomorrow = shortcutValue('tomorrow', false);
    await expect(args.onChange).toHaveBeenLastCalledWith({ islem_tarihi: tomorrow });
    await expect(input).toHaveValue(toDisplayDate(tomorrow));
    await expect(menuButton).toHaveFocus();
  },
};

export const FilledInteraction: Story = {
  args: { formData: { islem_tarihi: '2026-03-07' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('İşlem Tarihi');
    await expect(input).toHaveValue('07.03.2026');
    await userEvent.click(canvas.getByRole('button', { name: 'İşlem Tarihi: Tarih kısayolları' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Bir hafta önce' }));
    const weekBefore = addDays(nowParts().date, -7);
    await expect(args.onChange).toHaveBeenLastCalledWith({ islem_tarihi: weekBefore });
    await expect(input).toHaveValue(toDisplayDate(weekBefore));
  },
};

export const ErrorInteraction: Story = {
  args: {
    columns: testColumns('gecerlilik_tarihi'),
    formData: { gecerlilik_tarihi: '2020-01-01' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Geçerlilik tarihi cannot lie before today (001 §5.1).
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Geçerlilik Tarihi geçmiş bir tarih olamaz.')).toBeInTheDocument();
    const input = canvas.getByLabelText('Geçerlilik Tarihi');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('geçmiş bir tarih olamaz'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredInteraction: Story = {
  args: { columns: testColumns(['islem_tarihi', { display_name: 'İşlem Tarihi*' }]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('İşlem Tarihi alanı zorunludur.')).toBeInTheDocument();
    // An impossible date stays as typed and cannot be saved.
    await userEvent.type(canvas.getByLabelText('İşlem Tarihi'), '31022026');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('İşlem Tarihi alanı geçerli değil.')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('İşlem Tarihi'));
    await userEvent.type(canvas.getByLabelText('İşlem Tarihi'), '28022026');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ islem_tarihi: '2026-02-28' });
  },
};
