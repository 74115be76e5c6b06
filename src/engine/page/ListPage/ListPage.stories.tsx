import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmHost } from '../../popups/ConfirmHost/ConfirmHost';
import { Toaster } from '../../popups/Toaster/Toaster';
import { demoTables } from '../../../services/tables.fixtures';
import { createMemoryTables } from '../../../services/tables.memory';
import { PagePreview } from '../PagePreview/PagePreview';
import type { PageDefinition } from '../../../../domain/pages/page.types';

const cariHesap: PageDefinition = {
  table: 'cari_hesap',
  route: '/cari-hesaplar',
  title: 'Cari Hesaplar',
  listColumns: [
    'cari_hesap_adi',
    'cari_tipi',
    'tc',
    'vergi_daireleri_id',
    'phone',
    'sehirler_id',
    'ilceler_id',
  ],
};
const tahsilat: PageDefinition = {
  table: 'tahsilat_islem',
  route: '/tahsilatlar',
  title: 'Tahsilatlar',
  listColumns: ['belge_no', 'cari_hesap_id', 'islem_tarihi', 'tutar', 'kdv_dahil_buton', 'aciklama'],
};

const meta = {
  title: 'Engine/Pages/ListPage',
  component: PagePreview,
  args: { def: cariHesap, path: '/cari-hesaplar', tables: createMemoryTables(demoTables()) },
  render: (args) => (
    <PagePreview {...args}>
      <Toaster />
      <ConfirmHost />
    </PagePreview>
  ),
} satisfies Meta<typeof PagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CariHesaplar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Yıldız Gıda')).toBeInTheDocument();
    await expect(canvas.getByText('Müşteri ve Tedarikçi')).toBeInTheDocument();
    await expect(canvas.getByText('Toplam 4 kayıt')).toBeInTheDocument();
  },
};

export const MoneyDatesAndBooleans: Story = {
  args: { def: tahsilat, path: '/tahsilatlar', tables: createMemoryTables(demoTables()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('₺1.250.000,50')).toBeInTheDocument();
    await expect(canvas.getByText('28.02.2026')).toBeInTheDocument();
    await expect(canvas.getAllByText('Evet')).toHaveLength(2);
    await expect(canvas.getByText('Hayır')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  // The empty check looks at the list itself; the pager's page size (25) is a setting, not a value of the list.
  parameters: { emptyWithin: '.ag-root-wrapper' },
  args: {
    tables: createMemoryTables({ ...demoTables(), cari_hesap: { ...demoTables().cari_hesap, records: [] } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // AG Grid's no-rows overlay; in Chromium its screen-reader announcement carries the same words.
    const shown = (await canvas.findAllByText('Veri bulunamadı')).filter((el) => !el.closest('[aria-live]'));
    await expect(shown).toHaveLength(1);
    await expect(shown[0]).toBeVisible();
    await expect(canvas.getByText('Toplam 0 kayıt')).toBeInTheDocument();
  },
};

export const DeleteWithConfirmation: Story = {
  args: { tables: createMemoryTables(demoTables()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const row = () => canvas.getByText('Ege Tekstil').closest('[role="row"]') as HTMLElement;
    await canvas.findByText('Ege Tekstil');
    await userEvent.click(within(row()).getByRole('button', { name: 'Sil' }));
    const dialog = await body.findByRole('dialog', {
      name: 'Seçili veriyi silmek istediğinize emin misiniz!',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await expect(await body.findByText('Silmekten vazgeçildi.')).toBeInTheDocument();
    await userEvent.click(within(row()).getByRole('button', { name: 'Sil' }));
    await userEvent.click(await body.findByRole('button', { name: 'Evet' }));
    await expect(await body.findByText('Silme işlemi başarıyla gerçekleşti.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Ege Tekstil')).toBeNull());
  },
};
