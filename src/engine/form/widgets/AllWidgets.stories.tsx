import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from '../../popups/Toaster/Toaster';
import testTable from './front_test_table.page';
import { demoTables } from '../../../services/tables.fixtures';
import { createMemoryTables, type MemoryTables } from '../../../services/tables.memory';
import { ModalHost } from '../../page/modals/ModalHost/ModalHost';
import { registerRecordPage } from '../../page/modals/record-pages';
import { PagePreview } from '../../page/PagePreview/PagePreview';

registerRecordPage(testTable);

const meta = {
  title: 'Engine/Widgets/All gui types (test table)',
  component: PagePreview,
  args: {
    def: testTable,
    tables: createMemoryTables(demoTables()),
    path: '/form-deneme/duzenle/1',
    history: ['/form-deneme'],
    children: (
      <>
        <Toaster />
        <ModalHost />
      </>
    ),
  },
} satisfies Meta<typeof PagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every gui type of the contract, loaded from a full record and saved back unchanged. */
export const EditEveryGuiType: Story = {
  args: { tables: createMemoryTables(demoTables()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Form Deneme Tablosu - Düzenle' }, { timeout: 8000 });
    await waitFor(() =>
      expect(canvas.getByLabelText('IBAN')).toHaveValue('TR33 0006 1005 1978 6457 8413 26'),
    );
    await expect(canvas.getByLabelText('Tutar')).toHaveValue('125.430,50');
    await expect(canvas.getByRole('textbox', { name: 'İşlem Tarihi' })).toHaveValue('07.03.2026');
    await expect(canvas.getByLabelText('Dönem Ayı')).toHaveDisplayValue('Mart');
    await expect(canvas.getByRole('radio', { name: 'Kasa' })).toBeChecked();
    await expect(canvas.getByText('sozlesme.pdf')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Durum')).toHaveTextContent('Onaylandı');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    const tables = args.tables as MemoryTables;
    await waitFor(() => expect(tables.calls.some((c) => c.method === 'update')).toBe(true));
    const fields = tables.calls.find((c) => c.method === 'update')!.args[1] as Record<string, unknown>;
    await expect(fields).toMatchObject({
      iban_no: 'TR330006100519786457841326',
      tutar: '125430.5',
      islem_tarihi: '2026-03-07',
      duzenleme_tarihi: '2026-03-07 09:30:00',
      islem_saati: '09:30:00',
      ay: '3',
      aktif: '1',
      kasa_banka: '1',
      hizmet_illeri: '[34,6]',
      teslimat_sirasi: '[35,16,34]',
      belgeler_old: JSON.stringify([
        { disk: 'local', destination_path: 'belgeler/1', file_name: 'sozlesme.pdf' },
      ]),
    });
  },
};

/** A new record: the create template's defaults (₺, rate 1, Türkiye, toggles off). */
export const CreateWithDefaults: Story = {
  args: { path: '/form-deneme/ekle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Form Deneme Tablosu - Yeni Kayıt' }, { timeout: 8000 });
    await waitFor(() => expect(canvas.getByLabelText('Döviz Kuru')).toHaveValue('1'));
    await expect(canvas.getByLabelText('Döviz Kuru')).toHaveAccessibleDescription(
      expect.stringContaining('₺ için döviz kuru 1,00 olmalıdır.'),
    );
    await expect(canvas.getByRole('radio', { name: 'Banka' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findAllByText('Metin alanı zorunludur.')).not.toHaveLength(0);
  },
};
