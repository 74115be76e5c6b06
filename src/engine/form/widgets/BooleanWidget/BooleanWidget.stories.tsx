import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createMemoryTables } from '../../../../services/tables.memory';
import { column, demoTables } from '../../../../services/tables.fixtures';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const varsayilan = column('varsayilan', 'Varsayılan Kasa', 'boolean');

const meta = {
  title: 'Engine/Widgets/BooleanWidget',
  component: FieldPreview,
  args: {
    table: 'kasa_karti',
    columns: [varsayilan],
    tables: createMemoryTables(demoTables()),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FieldPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { formData: { varsayilan: '0' } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Varsayılan Kasa' });
    await expect(toggle).not.toBeChecked();
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { formData: { varsayilan: '1' } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Varsayılan Kasa' });
    await expect(toggle).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { formData: { varsayilan: '1' }, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Varsayılan Kasa' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { formData: { varsayilan: '1' }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: {
    formData: { varsayilan: '1' },
    extraErrors: { varsayilan: { __errors: ['Yalnızca bir varsayılan kasa olabilir.'] } },
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Varsayılan Kasa' });
    await expect(toggle).toHaveAccessibleDescription(
      expect.stringContaining('Yalnızca bir varsayılan kasa olabilir.'),
    );
  },
};

export const Required: Story = {
  args: { columns: [column('kdv_dahil_buton', 'KDV Dahil*', 'boolean')], formData: { kdv_dahil_buton: '0' } },
  play: async ({ canvasElement }) => {
    // A switch always holds '1' or '0', so a required switch never blocks the save.
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: [
      column(
        'e_fatura_mukellefi',
        'Müşteri GİB e-Fatura sisteminde kayıtlı mükelleftir (İhracat kayıtlı satış dâhil)',
        'boolean',
      ),
    ],
    formData: { e_fatura_mukellefi: '1' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: /İhracat kayıtlı satış dâhil/ }),
    ).toBeChecked();
  },
};

export const EmptyInteraction: Story = {
  args: { formData: { varsayilan: '0' } },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Varsayılan Kasa' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith({ varsayilan: '1' });
    await expect(within(canvasElement).getByText('Evet')).toBeInTheDocument();
  },
};

export const FilledInteraction: Story = {
  args: { formData: { varsayilan: '1' } },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Varsayılan Kasa' });
    await expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ varsayilan: '0' });
  },
};

export const RequiredInteraction: Story = {
  args: { columns: [column('kdv_dahil_buton', 'KDV Dahil*', 'boolean')], formData: { kdv_dahil_buton: '0' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A switch always holds '1' or '0', so a required switch never blocks the save.
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kdv_dahil_buton: '0' });
  },
};
