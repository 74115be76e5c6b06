import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { expectDisabled, expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

const meta = {
  title: 'Engine/Widgets/JsonWidget',
  component: FieldPreview,
  args: {
    table: 'front_test_table',
    columns: testColumns('ayarlar'),
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
    await expect(canvas.getByLabelText('Ayarlar')).toBeVisible();
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { formData: { ayarlar: '{"seri":"ABC","iller":["İstanbul","İzmir"]}' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Ayarlar')).toHaveValue(
      '{"seri":"ABC","iller":["İstanbul","İzmir"]}',
    );
  },
};

export const Disabled: Story = {
  args: { formData: { ayarlar: '{"seri":"ABC"}' }, disabled: true },
  play: async ({ canvasElement }) => {
    // Locked, the editor gives way to the tree.
    await expect(within(canvasElement).getByText('"ABC"')).toBeVisible();
    await expectDisabled(canvasElement);
  },
};

export const Viewer: Story = {
  args: {
    columns: testColumns('kayit_ozeti'),
    formData: { kayit_ozeti: '{"olusturan":"Ayşe Yılmaz","satir":3}' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // jsonviewer: a read-only tree, no editor.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('"Ayşe Yılmaz"')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Biçimlendir' })).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { formData: { ayarlar: '{"seri":"ABC","iller":["İstanbul","İzmir"]}' }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: {
    formData: { ayarlar: '{"seri": "ABC",' },
    extraErrors: { ayarlar: { __errors: ['Ayarlar geçerli bir JSON olmalıdır.'] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Biçimlendir' })).toBeDisabled();
    await expect(canvas.getByLabelText('Ayarlar')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = {
  args: { columns: testColumns(['ayarlar', { display_name: 'Ayarlar*' }]) },
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: testColumns('kayit_ozeti'),
    formData: {
      kayit_ozeti: JSON.stringify({
        açıklama: 'Şubat ayı hakediş ödemesi; ıslak imzalı sözleşme gereği ÖTV istisnası uygulanmıştır.',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ÖTV istisnası uygulanmıştır/)).toBeInTheDocument();
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByLabelText('Ayarlar');
    fireEvent.change(text, { target: { value: '{"seri":"ABC","e_fatura":true}' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Biçimlendir' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ayarlar: '{\n  "seri": "ABC",\n  "e_fatura": true\n}',
    });
  },
};

export const FilledInteraction: Story = {
  args: { formData: { ayarlar: '{"seri":"ABC","iller":["İstanbul","İzmir"]}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ağaç görünümü' }));
    await expect(canvas.getByText('"İzmir"')).toBeInTheDocument();
    await expect(canvas.getAllByText('2 öğe', { exact: false })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Metin görünümü' }));
    await expect(canvas.getByLabelText('Ayarlar')).toHaveValue('{"seri":"ABC","iller":["İstanbul","İzmir"]}');
  },
};

export const ErrorInteraction: Story = {
  args: { formData: { ayarlar: '{"seri": "ABC",' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Biçimlendir' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Ayarlar geçerli bir JSON olmalıdır.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Ayarlar')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredInteraction: Story = {
  args: { columns: testColumns(['ayarlar', { display_name: 'Ayarlar*' }]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Ayarlar alanı zorunludur.')).toBeInTheDocument();
    fireEvent.change(canvas.getByLabelText('Ayarlar'), { target: { value: '[]' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ayarlar: '[]' });
  },
};
