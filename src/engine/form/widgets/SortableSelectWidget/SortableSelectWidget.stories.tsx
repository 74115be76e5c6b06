import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const meta = {
  title: 'Engine/Widgets/SortableSelectWidget',
  component: FieldPreview,
  args: {
    table: 'front_test_table',
    columns: testColumns('teslimat_sirasi'),
    tables: storyTables(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

// Each story gets data of its own: a story that reorders must not leave its order to the next one (in one
// Chromium page the stories share the module).
const filled = () => ({
  formData: { teslimat_sirasi: [35, 16, 34] },
  displays: {
    'teslimat_sirasi#35': 'İzmir',
    'teslimat_sirasi#16': 'Bursa',
    'teslimat_sirasi#34': 'İstanbul',
  },
});
const cities = ['Adana', 'Ankara', 'Antalya', 'Bursa', 'İstanbul', 'İzmir', 'Konya'];
/** The chosen cities in their order, read from the list's items (not the widget's class names). */
const order = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => cities.find((c) => li.textContent?.includes(c)));

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Teslimat Güzergâhı' })).toBeVisible();
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: filled(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(order(canvasElement)).toEqual(['İzmir', 'Bursa', 'İstanbul']));
  },
};

export const Disabled: Story = {
  args: { ...filled(), disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Teslimat Güzergâhı' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'İzmir aşağı taşı' })).toBeNull();
    await expect(canvas.getAllByRole('listitem')[0]).not.toHaveAttribute('tabindex');
  },
};

export const ReadOnly: Story = {
  args: { ...filled(), readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: {
    ...filled(),
    extraErrors: { teslimat_sirasi: { __errors: ['Teslimat Güzergâhı için geçerli bir seçim yapınız.'] } },
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Teslimat Güzergâhı' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(expect.stringContaining('geçerli bir seçim yapınız'));
  },
};

export const Required: Story = {
  args: { columns: testColumns(['teslimat_sirasi', { display_name: 'Teslimat Güzergâhı*' }]) },
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: testColumns([
      'teslimat_sirasi',
      { display_name: 'Soğuk Zincir Araçlarının Uğrayacağı Şehirlerin Sırası' },
    ]),
    formData: { teslimat_sirasi: [42, 1, 7, 35, 16, 6, 34] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(order(canvasElement)).toEqual([
        'Konya',
        'Adana',
        'Antalya',
        'İzmir',
        'Bursa',
        'Ankara',
        'İstanbul',
      ]),
    );
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Teslimat Güzergâhı' });
    await userEvent.click(box);
    await userEvent.click(await canvas.findByRole('option', { name: 'Bursa' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Adana' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ teslimat_sirasi: [16, 1] });
    await expect(order(canvasElement)).toEqual(['Bursa', 'Adana']);
  },
};

export const FilledInteraction: Story = {
  args: filled(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(order(canvasElement)).toEqual(['İzmir', 'Bursa', 'İstanbul']));
    // Keyboard: Alt + ↑ moves the focused item up.
    const items = canvas.getAllByRole('listitem');
    items[2].focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ teslimat_sirasi: [35, 34, 16] }));
    await expect(canvas.getByText('İstanbul: 2. sıra (3 seçim)')).toBeInTheDocument();
    // Buttons.
    await userEvent.click(canvas.getByRole('button', { name: 'İzmir aşağı taşı' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ teslimat_sirasi: [34, 35, 16] }));
    await expect(order(canvasElement)).toEqual(['İstanbul', 'İzmir', 'Bursa']);
    // Dragging (dnd-kit, pointer and touch) is tested in SortableSelectWidget.test.tsx.
  },
};

export const RequiredInteraction: Story = {
  args: { columns: testColumns(['teslimat_sirasi', { display_name: 'Teslimat Güzergâhı*' }]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Teslimat Güzergâhı alanı zorunludur.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Teslimat Güzergâhı' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Konya' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Antalya' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ teslimat_sirasi: [42, 7] });
  },
};
