import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from '../../popups/Toaster/Toaster';
import { demoTables } from '../../../services/tables.fixtures';
import { createMemoryTables } from '../../../services/tables.memory';
import { PagePreview } from '../../page/PagePreview/PagePreview';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { pageOf } from '../../page/modals/record-pages';
import { demoMessages, rulesDemoPage, rulesDemoTables } from './rules-demo';

const cariHesap: PageDefinition = {
  table: 'cari_hesap',
  route: '/cari-hesaplar',
  title: 'Cari Hesaplar',
  layout: 'page',
  groups: [
    {
      id: 'genel',
      title: 'Genel Bilgiler',
      columns: ['cari_hesap_adi', 'cari_tipi', 'tc', 'vergi_daireleri_id', 'unvan', 'name_basic', 'surname'],
    },
    { id: 'iletisim', title: 'İletişim', columns: ['phone', 'email'] },
    {
      id: 'adres',
      title: 'Adres',
      columns: [
        'ulkeler_id',
        'sehirler_id',
        'ilceler_id',
        'mahalle_adi',
        'sokak_adi',
        'bina_no',
        'kapi_no',
        'posta_kodu',
        'adres',
      ],
    },
    { id: 'diger', title: 'Diğer', columns: ['description'] },
  ],
};
const bankaKarti: PageDefinition = {
  table: 'banka_karti',
  route: '/banka',
  title: 'Banka',
  layout: 'special',
  groups: [
    {
      id: 'banka',
      title: 'Banka Bilgileri',
      columns: ['banka_tanımı', 'bankalar_id', 'banka_sube_id', 'para_birimi_id'],
    },
    { id: 'hesap', title: 'Hesap Bilgileri', columns: ['iban_no', 'hesap_numarasi'] },
  ],
};

const meta = {
  title: 'Engine/Pages/FormPage',
  component: PagePreview,
  args: {
    def: cariHesap,
    path: '/cari-hesaplar/ekle',
    history: ['/cari-hesaplar'],
    tables: createMemoryTables(demoTables()),
  },
  render: (args) => (
    <PagePreview {...args}>
      <Toaster />
    </PagePreview>
  ),
} satisfies Meta<typeof PagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

// The create form as it opens: every field empty, nothing saved (the canvas shows this state).
export const Create: Story = {
  args: { tables: createMemoryTables(demoTables()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Cari Hesap Adı')).toHaveValue('');
    await expect(canvas.getByLabelText('TC / VKN')).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Vergi Dairesi' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Kaydet' })).toBeEnabled();
    await expect(canvas.getByTestId('address')).toHaveTextContent('/cari-hesaplar/ekle');
  },
};

// Keyed and saved: ends on the list page the save goes back to.
export const CreateSaveInteraction: Story = {
  args: { tables: createMemoryTables(demoTables()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByLabelText('Cari Hesap Adı'), 'Karadeniz Fındık');
    await userEvent.type(canvas.getByLabelText('TC / VKN'), '5830455622');
    await userEvent.type(canvas.getByLabelText('Ünvan'), 'Karadeniz Fındık Gıda Sanayi ve Ticaret A.Ş.');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Vergi Dairesi' }));
    await userEvent.click(
      await canvas.findByRole('option', { name: 'Boğaziçi Kurumlar Vergi Dairesi Müdürlüğü' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await body.findByText('Başarıyla kaydedildi.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent(/^\/cari-hesaplar$/));
  },
};

export const Edit: Story = {
  args: { path: '/cari-hesaplar/duzenle/2', tables: createMemoryTables(demoTables()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Cari Hesap Adı')).toHaveValue('Ahmet Çelik');
    await expect(canvas.getByRole('combobox', { name: 'Vergi Dairesi' })).toHaveValue(
      'Çankaya Vergi Dairesi Müdürlüğü',
    );
    await expect(canvas.getByRole('combobox', { name: 'İlçe' })).toHaveValue('Çankaya');
  },
};

const rejecting = createMemoryTables(demoTables());
export const ServerFieldErrors: Story = {
  args: { path: '/banka/duzenle/1', history: ['/banka'], def: bankaKarti, tables: rejecting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const iban = await canvas.findByLabelText('IBAN');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'TR12 0001 0000 0000 0000 0000 01');
    rejecting.rejectNextSave({ iban_no: ['IBAN seçilen bankaya ait değil.'] });
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(iban).toHaveAccessibleDescription(expect.stringContaining('IBAN seçilen bankaya ait değil.')),
    );
    const alerts = await body.findAllByRole('alert');
    await expect(alerts.map((a) => a.textContent)).toContainEqual(
      expect.stringContaining('IBAN seçilen bankaya ait değil.'),
    );
    await expect(canvas.getByTestId('address')).toHaveTextContent('/banka/duzenle/1');
  },
};

export const DependentSelects: Story = {
  args: {
    def: bankaKarti,
    path: '/banka/ekle',
    history: ['/banka'],
    tables: createMemoryTables(demoTables()),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Şube' }));
    await expect(await canvas.findByRole('option', { name: 'Lütfen önce Banka seçiniz.' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Banka' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Türkiye İş Bankası A.Ş.' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Şube' }));
    await expect(await canvas.findByRole('option', { name: 'Levent Ticari Şubesi' })).toBeInTheDocument();
    await expect(canvas.queryByRole('option', { name: 'Ankara Kızılay Şubesi' })).toBeNull();
  },
};

/**
 * The rules of cari_hesap: tc decides company or person; a value cleared by a rule comes back on a flip. The page is
 * the app's own, read from the page registry .storybook/preview.ts hands the engine (the engine names no page).
 */
export const RulesCompanyOrPerson: Story = {
  args: { def: pageOf('cari_hesap')!, tables: createMemoryTables(demoTables()) },
  parameters: { ruleKinds: ['length', 'disable', 'clear'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tc = await canvas.findByLabelText('TC / VKN');
    await expect(canvas.getByLabelText('Adı')).toBeDisabled();
    await userEvent.type(tc, '10000000146');
    await userEvent.type(canvas.getByLabelText('Adı'), 'Elif');
    await expect(canvas.getByLabelText('Ünvan')).toBeDisabled();
    await userEvent.type(tc, '{Backspace}');
    await expect(canvas.getByLabelText('Adı')).toHaveValue('');
    await userEvent.type(tc, '6');
    await expect(canvas.getByLabelText('Adı')).toHaveValue('Elif');
  },
};

/** Fill from a related record: choosing a customer copies tc, title, names and tax office (002 §4). */
export const FillFromRelated: Story = {
  args: {
    def: rulesDemoPage,
    path: '/kural-ornegi/ekle',
    history: ['/kural-ornegi'],
    tables: createMemoryTables(rulesDemoTables()),
  },
  parameters: { ruleKinds: ['fill', 'enable', 'notEmpty'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Cari Hesap' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Ege Tekstil' }));
    await waitFor(() => expect(canvas.getByLabelText('Ünvan')).toHaveValue('Ege Tekstil Limited Şirketi'));
    await expect(canvas.getByLabelText('TC / VKN')).toHaveValue('3250566851');
    await expect(canvas.getByLabelText('Adres')).toBeEnabled();
  },
};

/** Groups shown by a rule, and a warning that resets a value when its condition starts to hold. */
export const GroupsAndWarning: Story = {
  args: {
    def: rulesDemoPage,
    path: '/kural-ornegi/ekle',
    history: ['/kural-ornegi'],
    tables: createMemoryTables(rulesDemoTables()),
  },
  parameters: {
    ruleKinds: ['showGroups', 'hideGroups', 'show', 'hide', 'warn', 'equals', 'all', 'not', 'notEmpty'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const type = await canvas.findByRole('combobox', { name: 'Fatura Tipi' });
    await expect(canvas.queryByRole('group', { name: 'İade Bilgileri' })).toBeNull();
    await userEvent.click(type);
    await userEvent.click(await canvas.findByRole('option', { name: 'İade' }));
    await expect(canvas.getByRole('group', { name: 'İade Bilgileri' })).toBeInTheDocument();
    await userEvent.click(type);
    await userEvent.click(await canvas.findByRole('option', { name: 'Özel Matrah' }));
    await userEvent.type(canvas.getByLabelText('Özel Matrah Tutarı'), '250');
    await userEvent.click(type);
    await userEvent.click(await canvas.findByRole('option', { name: 'Satış' }));
    await expect(await body.findByText(demoMessages.specialBase)).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Özel Matrah Tutarı')).toBeNull();
  },
};
