import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const meta = {
  title: 'Engine/Widgets/PlainWidget',
  component: FieldPreview,
  args: {
    table: 'front_test_table',
    columns: testColumns('durum'),
    tables: storyTables(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const out = within(canvasElement).getByLabelText('Durum');
    await expect(out.tagName).toBe('OUTPUT');
    await expect(out).toHaveTextContent('—');
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { formData: { durum: 'Onaylandı' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Durum')).toHaveTextContent('Onaylandı');
    // Read-only: nothing to type into; the value goes back unchanged.
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { formData: { durum: 'Onaylandı' }, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Durum')).toHaveTextContent('Onaylandı');
  },
};

export const ReadOnly: Story = {
  args: { formData: { durum: 'Onaylandı' }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: { formData: { durum: 'Beklemede' }, extraErrors: { durum: { __errors: ['Durum değiştirilemez.'] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Durum')).toHaveAccessibleDescription(
      expect.stringContaining('Durum değiştirilemez.'),
    );
  },
};

export const Required: Story = {
  args: { columns: testColumns(['durum', { display_name: 'Durum*' }]), formData: { durum: 'İcrada' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toHaveClass('df-required');
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: testColumns(['durum', { display_name: 'Entegratör Durumu' }]),
    formData: {
      durum: 'DOKÜMAN ENTEGRATÖR TARAFINDAN İŞLENİYOR — GİB’E GÖNDERİM BEKLENİYOR (ZARF İŞLENİYOR)',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Entegratör Durumu')).toHaveTextContent(
      'DOKÜMAN ENTEGRATÖR TARAFINDAN İŞLENİYOR',
    );
  },
};

export const FilledInteraction: Story = {
  args: { formData: { durum: 'Onaylandı' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Durum')).toHaveTextContent('Onaylandı');
    // Read-only: nothing to type into; the value goes back unchanged.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ durum: 'Onaylandı' });
  },
};

export const RequiredInteraction: Story = {
  args: { columns: testColumns(['durum', { display_name: 'Durum*' }]), formData: { durum: 'İcrada' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toHaveClass('df-required');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ durum: 'İcrada' });
  },
};
