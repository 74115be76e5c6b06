import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const meta = {
  title: 'Engine/Widgets/MultiSelectWidget',
  component: FieldPreview,
  args: {
    table: 'front_test_table',
    columns: testColumns('hizmet_illeri'),
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
    await expect(canvas.getByRole('combobox', { name: 'Hizmet Verilen İller' })).toBeVisible();
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: {
    formData: { hizmet_illeri: [34, 6] },
    displays: { 'hizmet_illeri#34': 'İstanbul', 'hizmet_illeri#6': 'Ankara' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('list', { name: 'Hizmet Verilen İller: 2 seçim' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['İstanbul×', 'Ankara×']);
  },
};

export const Disabled: Story = {
  args: { formData: { hizmet_illeri: [35] }, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Hizmet Verilen İller' })).toBeDisabled();
    // A value without a known text is looked up once.
    await waitFor(() => expect(canvas.getByText('İzmir')).toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: 'İzmir kaldır' })).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: {
    formData: { hizmet_illeri: [34, 6] },
    displays: { 'hizmet_illeri#34': 'İstanbul', 'hizmet_illeri#6': 'Ankara' },
    readonly: true,
  },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: {
    extraErrors: { hizmet_illeri: { __errors: ['Hizmet Verilen İller için geçerli bir seçim yapınız.'] } },
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Hizmet Verilen İller' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(expect.stringContaining('geçerli bir seçim yapınız'));
  },
};

export const Required: Story = {
  args: { columns: testColumns(['hizmet_illeri', { display_name: 'Hizmet Verilen İller*' }]) },
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: testColumns([
      'hizmet_illeri',
      { display_name: 'Şubenin Sevkiyat Yaptığı ve Tahsilat Yetkisi Bulunan İller' },
    ]),
    formData: { hizmet_illeri: [34, 35, 6, 16, 1, 7, 42] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Antalya')).toBeInTheDocument());
    await expect(
      canvas.getByRole('list', { name: /Tahsilat Yetkisi Bulunan İller: 7 seçim/ }),
    ).toBeInTheDocument();
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Hizmet Verilen İller' });
    await userEvent.click(box);
    await userEvent.click(await canvas.findByRole('option', { name: 'İzmir' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Ankara' }));
    // The list stays open for more picks; picked options are marked.
    await expect(canvas.getByRole('option', { name: 'İzmir' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith({ hizmet_illeri: [35, 6] });
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ hizmet_illeri: [35, 6] });
  },
};

export const FilledInteraction: Story = {
  args: {
    formData: { hizmet_illeri: [34, 6] },
    displays: { 'hizmet_illeri#34': 'İstanbul', 'hizmet_illeri#6': 'Ankara' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('list', { name: 'Hizmet Verilen İller: 2 seçim' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['İstanbul×', 'Ankara×']);
    await userEvent.click(canvas.getByRole('button', { name: 'İstanbul kaldır' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ hizmet_illeri: [6] });
    // Backspace in the empty search removes the last one; none left is empty.
    canvas.getByRole('combobox').focus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ hizmet_illeri: undefined });
  },
};

export const RequiredInteraction: Story = {
  args: { columns: testColumns(['hizmet_illeri', { display_name: 'Hizmet Verilen İller*' }]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Hizmet Verilen İller alanı zorunludur.')).toBeInTheDocument();
    const box = canvas.getByRole('combobox', { name: 'Hizmet Verilen İller' });
    await userEvent.click(box);
    await userEvent.type(box, 'kon');
    await canvas.findByRole('option', { name: 'Konya' });
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ hizmet_illeri: [42] });
  },
};
