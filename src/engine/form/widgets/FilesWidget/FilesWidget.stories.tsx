import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns, withHosts } from '../_parts/story-kit';
import { expectEmpty, expectReadOnly, expectRequired } from '../_parts/story-states';

/** A small real PDF header, a PNG signature and text pretending to be a PDF. */
const pdf = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
  return new File([bytes], name, { type: 'application/pdf' });
};
const fakePdf = () => new File(['MZ this is not a pdf'], 'fatura.pdf', { type: 'application/pdf' });
const stored = {
  id: 12,
  file_name: 'sozlesme.pdf',
  mime: 'application/pdf',
  size: 18_204,
  disk: 'database',
  destination_path: 'files/12',
};

const meta = {
  title: 'Engine/Widgets/FilesWidget',
  component: FieldPreview,
  decorators: [withHosts],
  args: {
    table: 'front_test_table',
    columns: testColumns('belgeler'),
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
    const input = canvas.getByLabelText('Belgeler');
    await expect(input).toHaveAttribute('accept', '.pdf,.png,.jpeg,.jpg');
    await expect(canvas.getByText('Dosya yok')).toBeInTheDocument();
    await expectEmpty(canvasElement);
  },
};

export const Filled: Story = {
  args: { formData: { belgeler: [stored] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('sozlesme.pdf')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { formData: { belgeler: [stored] }, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Belgeler')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'sozlesme.pdf dosyasını kaldır' })).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { formData: { belgeler: [stored] }, readonly: true },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
  },
};

export const Error: Story = {
  args: { extraErrors: { belgeler: { __errors: ['Lütfen geçerli bir dosya formatı seçiniz.'] } } },
  play: async ({ canvasElement }) => {
    // ErrorInteraction shows the widget refusing a file by its content and by its size.
    const input = within(canvasElement).getByLabelText('Belgeler');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Lütfen geçerli bir dosya formatı seçiniz.'),
    );
  },
};

export const Required: Story = {
  args: { columns: testColumns(['belgeler', { display_name: 'Belgeler*' }]) },
  play: async ({ canvasElement }) => {
    await expectRequired(canvasElement);
  },
};

export const LongTurkishText: Story = {
  args: {
    columns: testColumns('images'),
    formData: {
      images: [
        {
          disk: 'local',
          destination_path: 'resimler',
          file_name: 'Çağdaş Şişecilik Fabrika Girişi Ön Cephe Görünümü.png',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Resimler')).toHaveAttribute('accept', '.png,.jpeg,.jpg');
    await expect(canvas.getByText(/300×300 kırpılır/)).toBeInTheDocument();
    await expect(
      canvas.getByText('Çağdaş Şişecilik Fabrika Girişi Ön Cephe Görünümü.png'),
    ).toBeInTheDocument();
  },
};

export const EmptyInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Belgeler');
    await expect(input).toHaveAttribute('accept', '.pdf,.png,.jpeg,.jpg');
    await expect(canvas.getByText('Dosya yok')).toBeInTheDocument();
    const file = pdf('Fatura Ağustos.pdf');
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ belgeler: [file] }));
    await expect(canvas.getByText('Fatura Ağustos.pdf')).toBeInTheDocument();
  },
};

export const FilledInteraction: Story = {
  args: { formData: { belgeler: [stored] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('sozlesme.pdf')).toBeInTheDocument();
    const added = pdf('ek.pdf');
    await userEvent.upload(canvas.getByLabelText('Belgeler'), added);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ belgeler: [stored, added] }));
    await userEvent.click(canvas.getByRole('button', { name: 'sozlesme.pdf dosyasını kaldır' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ belgeler: [added] });
  },
};

export const ErrorInteraction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Belgeler');
    // The extension says PDF, the content does not: refused by its magic bytes.
    await userEvent.upload(input, fakePdf());
    const widget = within(canvasElement.querySelector<HTMLElement>('.df-files')!);
    const alert = await widget.findByRole('alert');
    await expect(alert).toHaveTextContent('Lütfen geçerli bir dosya formatı seçiniz.');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Lütfen geçerli bir dosya formatı seçiniz.'),
    );
    // Over 5,000,000 bytes.
    await userEvent.upload(input, pdf('büyük.pdf', 5_000_001));
    await waitFor(() => expect(widget.getByRole('alert')).toHaveTextContent('Dosya boyutu 5MB geçemez.'));
    // …and as a toast titled 'Hata!'.
    await expect(canvas.getAllByText('Dosya boyutu 5MB geçemez.')).toHaveLength(2);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RequiredInteraction: Story = {
  args: { columns: testColumns(['belgeler', { display_name: 'Belgeler*' }]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Belgeler alanı zorunludur.')).toBeInTheDocument();
    const file = pdf('imzali.pdf');
    await userEvent.upload(canvas.getByLabelText('Belgeler'), file);
    await waitFor(() => expect(canvas.getByText('imzali.pdf')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ belgeler: [file] });
  },
};
