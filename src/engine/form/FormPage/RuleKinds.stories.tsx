import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addDays, localParts } from '../../../../domain/rules';
import { Toaster } from '../../popups/Toaster/Toaster';
import { createMemoryTables, type MemoryTables } from '../../../services/tables.memory';
import { userInfoAtom } from '../../../state/session';
import { PagePreview } from '../../page/PagePreview/PagePreview';
import { toDisplayDate } from '../../schema/dates';
import { demoMessages, rulesDemoPage, rulesDemoTables } from './rules-demo';
import {
  demoSession,
  kindMessages,
  paymentPage,
  quotePage,
  ruleKindsTables,
  smallBusinessPage,
} from './rule-kinds-demo';

// Every rule kind of docs/rules.md on a form, with what the user sees. `parameters.ruleKinds` names the kinds
// a story's play function asserts; RuleKinds.stories.test.tsx checks that together the stories name every
// effect and condition of domain/rules (and that the story's page really uses each one it names).

/** A signed-in user and company (Ayşe Yılmaz of Örnek Ticaret), as the shell puts them after login. */
const withSession: Decorator = (Story) => {
  const store = createStore();
  store.set(userInfoAtom, demoSession);
  return (
    <Provider store={store}>
      <Story />
    </Provider>
  );
};

const meta = {
  title: 'Engine/Rules/Rule kinds',
  component: PagePreview,
  args: {
    def: paymentPage,
    path: '/odeme-ornegi/ekle',
    history: ['/odeme-ornegi'],
    tables: createMemoryTables(ruleKindsTables()),
  },
  render: (args) => (
    <PagePreview {...args}>
      <Toaster />
    </PagePreview>
  ),
} satisfies Meta<typeof PagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const stored = (tables: MemoryTables) => tables.calls.find((c) => c.method === 'store')?.args[0];
const alertTexts = (body: ReturnType<typeof within>) =>
  body.queryAllByRole('alert').map((a: HTMLElement) => a.textContent);

/** `require` marks the shown account and stops an empty save; the hidden account is never required. */
export const RequireShownOnly: Story = {
  args: { tables: createMemoryTables(ruleKindsTables()) },
  parameters: { ruleKinds: ['require', 'hide', 'clear', 'equals'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const tables = args.tables as MemoryTables;
    const bank = await canvas.findByRole('combobox', { name: 'Banka Kartı' });
    await expect(bank).toBeRequired();
    const bankField = bank.closest<HTMLElement>('[data-field="banka_karti_id"]')!;
    await expect(within(bankField).getByText('*')).toHaveClass('df-required');
    await expect(canvas.queryByRole('combobox', { name: 'Kasa Kartı' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(bank).toHaveAccessibleDescription(expect.stringContaining('Banka Kartı alanı zorunludur.')),
    );
    await expect(alertTexts(body)).toContainEqual(expect.stringContaining('Banka Kartı alanı zorunludur.'));
    await expect(canvas.queryAllByText('Kasa Kartı alanı zorunludur.')).toHaveLength(0);
    await expect(stored(tables)).toBeUndefined();
    // Kasa: the till's card is shown and required, the bank's hidden — and so no longer required.
    await userEvent.click(canvas.getByRole('radio', { name: 'Kasa' }));
    const till = canvas.getByRole('combobox', { name: 'Kasa Kartı' });
    await expect(till).toBeRequired();
    await expect(canvas.queryByRole('combobox', { name: 'Banka Kartı' })).toBeNull();
  },
};

/** `default` from the calendar (today, tomorrow, yesterday, now), a static value, the user and the company. */
export const DefaultsFromCalendarUserAndCompany: Story = {
  args: {
    def: quotePage,
    path: '/teklif-ornegi/ekle',
    history: ['/teklif-ornegi'],
    tables: createMemoryTables(ruleKindsTables()),
  },
  decorators: [withSession],
  parameters: { ruleKinds: ['default', 'show', 'in'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = localParts(new Date()).date;
    const shown = toDisplayDate(today);
    const time = /^\d\d:\d\d:\d\d$/;
    await expect(await canvas.findByRole('combobox', { name: 'Durum' })).toHaveValue('Taslak');
    await expect(canvas.getByRole('textbox', { name: 'Teklif Tarihi' })).toHaveValue(shown);
    await expect(canvas.getByRole('textbox', { name: 'Geçerlilik Tarihi' })).toHaveValue(
      toDisplayDate(addDays(today, 1)),
    );
    await expect((canvas.getByLabelText('Teklif Saati') as HTMLInputElement).value).toMatch(time);
    await expect(
      (canvas.getByRole('textbox', { name: 'Düzenleme Tarihi' }) as HTMLInputElement).value,
    ).toMatch(new RegExp(`^${shown.replace(/\./g, '\\.')} \\d\\d:\\d\\d:\\d\\d$`));
    await expect(canvas.getByLabelText('Hazırlayan')).toHaveValue('Ayşe');
    await expect(canvas.getByLabelText('Hazırlayanın E-postası')).toHaveValue(
      'ayse.yilmaz@ornek-ticaret.com.tr',
    );
    await expect(canvas.getByLabelText('Firma')).toHaveValue('Örnek Ticaret Ltd. Şti.');
    await expect(canvas.getByLabelText('Firma Adresi')).toHaveValue('Atatürk Cad. No: 12, Çankaya / Ankara');
    // A default is a starting value: emptied by the user, it stays empty.
    await userEvent.clear(canvas.getByLabelText('Hazırlayan'));
    await expect(canvas.getByLabelText('Hazırlayan')).toHaveValue('');
    // A conditional default fills when its branch starts to apply: a foreign currency → yesterday's rate date.
    await expect(canvas.queryByRole('textbox', { name: 'Kur Tarihi' })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Para Birimi' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Euro' }));
    await expect(await canvas.findByRole('textbox', { name: 'Kur Tarihi' })).toHaveValue(
      toDisplayDate(addDays(today, -1)),
    );
  },
};

/** `set` from a literal and from another field, a `warn` without reset, number bounds, any / empty. */
export const SetAndWarn: Story = {
  args: {
    def: smallBusinessPage,
    path: '/kobi-odeme-ornegi/ekle',
    history: ['/kobi-odeme-ornegi'],
    tables: createMemoryTables(ruleKindsTables()),
  },
  parameters: { ruleKinds: ['set', 'warn', 'number', 'fieldBound', 'any', 'empty', 'disable', 'enable'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // No currency yet (empty) counts as Türk lirası: the rate is 1 and locked.
    const rate = await canvas.findByLabelText('Döviz Kuru');
    await expect(rate).toHaveValue('1');
    await expect(rate).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Para Birimi' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'ABD doları' }));
    await expect(rate).toBeEnabled();
    await userEvent.clear(rate);
    await userEvent.type(rate, '38,4521');
    await expect(rate).toHaveValue('38.4521');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Para Birimi' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Türk lirası' }));
    await expect(rate).toHaveValue('1');
    await expect(rate).toBeDisabled();
    // More than one instalment sets the flag; one clears it.
    const flag = canvas.getByLabelText('Taksitli');
    await expect(flag).not.toBeChecked();
    await userEvent.type(canvas.getByLabelText('Taksit Sayısı'), '6');
    await expect(flag).toBeChecked();
    await userEvent.clear(canvas.getByLabelText('Taksit Sayısı'));
    await userEvent.type(canvas.getByLabelText('Taksit Sayısı'), '1');
    await expect(flag).not.toBeChecked();
    // Paying more than the price: the spec's warning, and the paid amount is capped at the price.
    await userEvent.type(canvas.getByLabelText('Ürün Tutarı'), '10000');
    await userEvent.type(canvas.getByLabelText('Ödenen Tutar'), '12000');
    await userEvent.tab();
    await waitFor(() => expect(alertTexts(body)).toContainEqual(`Uyarı${kindMessages.overpaid}`));
    await waitFor(() => expect(canvas.getByLabelText('Ödenen Tutar')).toHaveValue('10.000,00'));
  },
};

/** `clearOnChange`: a new customer empties the address; unlike `clear`, it does not come back. */
export const ClearOnChange: Story = {
  args: {
    def: rulesDemoPage,
    path: '/kural-ornegi/ekle',
    history: ['/kural-ornegi'],
    tables: createMemoryTables(rulesDemoTables()),
  },
  parameters: { ruleKinds: ['clearOnChange', 'notEmpty', 'enable', 'disable'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = await canvas.findByLabelText('Adres');
    await expect(address).toBeDisabled();
    const choose = async (name: string) => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Cari Hesap' }));
      await userEvent.click(await canvas.findByRole('option', { name }));
    };
    await choose('Ahmet Çelik');
    await waitFor(() => expect(canvas.getByLabelText('Adres')).toBeEnabled());
    await userEvent.type(canvas.getByLabelText('Adres'), 'Kızılay Mah. Atatürk Blv. No: 5, Çankaya / Ankara');
    await choose('Yıldız Gıda');
    await waitFor(() => expect(canvas.getByLabelText('TC / VKN')).toHaveValue('4840847211'));
    await expect(canvas.getByLabelText('Adres')).toHaveValue('');
    await choose('Ahmet Çelik');
    await waitFor(() => expect(canvas.getByLabelText('TC / VKN')).toHaveValue('10000000146'));
    await expect(canvas.getByLabelText('Adres')).toHaveValue('');
  },
};

/** `invalid`: a withholding invoice with KDV 0 % is in error under the field and is not sent until fixed. */
export const InvalidCombination: Story = {
  args: {
    def: rulesDemoPage,
    path: '/kural-ornegi/ekle',
    history: ['/kural-ornegi'],
    tables: createMemoryTables(rulesDemoTables()),
  },
  parameters: { ruleKinds: ['invalid', 'all', 'equals'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const tables = args.tables as MemoryTables;
    const choose = async (name: string, option: string) => {
      await userEvent.click(canvas.getByRole('combobox', { name }));
      await userEvent.click(await canvas.findByRole('option', { name: option }));
    };
    await userEvent.type(await canvas.findByLabelText('TC / VKN'), '4840847211');
    await userEvent.type(canvas.getByLabelText('Ünvan'), 'Yıldız Gıda Sanayi ve Ticaret A.Ş.');
    await choose('Fatura Tipi', 'Tevkifat');
    await choose('KDV', '%0');
    const kdv = canvas.getByRole('combobox', { name: 'KDV' });
    await expect(kdv).toHaveAccessibleDescription(expect.stringContaining(demoMessages.zeroKdv));
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(alertTexts(body)).toContainEqual(expect.stringContaining(demoMessages.zeroKdv)),
    );
    await expect(stored(tables)).toBeUndefined();
  },
};

/** RequireShownOnly, then the record saved with the till. */
export const RequireShownOnlySaveInteraction: Story = {
  args: { tables: createMemoryTables(ruleKindsTables()) },
  // Saves the form: ends on the list page.
  parameters: { saves: true, ruleKinds: ['require', 'hide', 'clear', 'equals'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const tables = args.tables as MemoryTables;
    const bank = await canvas.findByRole('combobox', { name: 'Banka Kartı' });
    await expect(bank).toBeRequired();
    const bankField = bank.closest<HTMLElement>('[data-field="banka_karti_id"]')!;
    await expect(within(bankField).getByText('*')).toHaveClass('df-required');
    await expect(canvas.queryByRole('combobox', { name: 'Kasa Kartı' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(bank).toHaveAccessibleDescription(expect.stringContaining('Banka Kartı alanı zorunludur.')),
    );
    await expect(alertTexts(body)).toContainEqual(expect.stringContaining('Banka Kartı alanı zorunludur.'));
    await expect(canvas.queryAllByText('Kasa Kartı alanı zorunludur.')).toHaveLength(0);
    await expect(stored(tables)).toBeUndefined();
    // Kasa: the till's card is shown and required, the bank's hidden — and so no longer required.
    await userEvent.click(canvas.getByRole('radio', { name: 'Kasa' }));
    const till = canvas.getByRole('combobox', { name: 'Kasa Kartı' });
    await expect(till).toBeRequired();
    await expect(canvas.queryByRole('combobox', { name: 'Banka Kartı' })).toBeNull();
    await userEvent.click(till);
    await userEvent.click(await canvas.findByRole('option', { name: 'Merkez Kasa' }));
    await userEvent.type(canvas.getByLabelText('Tutar'), '1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await body.findByText('Başarıyla kaydedildi.')).toBeInTheDocument();
    await expect(stored(tables)).toMatchObject({ kasa_banka: '1', kasa_karti_id: '1', tutar: '1500' });
    await expect((stored(tables) as Record<string, unknown>).banka_karti_id ?? '').toBe('');
  },
};

/** DefaultsFromCalendarUserAndCompany, then the defaults as saved. */
export const DefaultsFromCalendarUserAndCompanySaveInteraction: Story = {
  args: {
    def: quotePage,
    path: '/teklif-ornegi/ekle',
    history: ['/teklif-ornegi'],
    tables: createMemoryTables(ruleKindsTables()),
  },
  decorators: [withSession],
  // Saves the form: ends on the list page.
  parameters: { saves: true, ruleKinds: ['default', 'show', 'in'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const tables = args.tables as MemoryTables;
    const today = localParts(new Date()).date;
    const shown = toDisplayDate(today);
    const time = /^\d\d:\d\d:\d\d$/;
    await expect(await canvas.findByRole('combobox', { name: 'Durum' })).toHaveValue('Taslak');
    await expect(canvas.getByRole('textbox', { name: 'Teklif Tarihi' })).toHaveValue(shown);
    await expect(canvas.getByRole('textbox', { name: 'Geçerlilik Tarihi' })).toHaveValue(
      toDisplayDate(addDays(today, 1)),
    );
    await expect((canvas.getByLabelText('Teklif Saati') as HTMLInputElement).value).toMatch(time);
    await expect(
      (canvas.getByRole('textbox', { name: 'Düzenleme Tarihi' }) as HTMLInputElement).value,
    ).toMatch(new RegExp(`^${shown.replace(/\./g, '\\.')} \\d\\d:\\d\\d:\\d\\d$`));
    await expect(canvas.getByLabelText('Hazırlayan')).toHaveValue('Ayşe');
    await expect(canvas.getByLabelText('Hazırlayanın E-postası')).toHaveValue(
      'ayse.yilmaz@ornek-ticaret.com.tr',
    );
    await expect(canvas.getByLabelText('Firma')).toHaveValue('Örnek Ticaret Ltd. Şti.');
    await expect(canvas.getByLabelText('Firma Adresi')).toHaveValue('Atatürk Cad. No: 12, Çankaya / Ankara');
    // A default is a starting value: emptied by the user, it stays empty.
    await userEvent.clear(canvas.getByLabelText('Hazırlayan'));
    await expect(canvas.getByLabelText('Hazırlayan')).toHaveValue('');
    // A conditional default fills when its branch starts to apply: a foreign currency → yesterday's rate date.
    await expect(canvas.queryByRole('textbox', { name: 'Kur Tarihi' })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Para Birimi' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Euro' }));
    await expect(await canvas.findByRole('textbox', { name: 'Kur Tarihi' })).toHaveValue(
      toDisplayDate(addDays(today, -1)),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await body.findByText('Başarıyla kaydedildi.')).toBeInTheDocument();
    await expect(stored(tables)).toMatchObject({
      durum: '1',
      teklif_tarihi: today,
      gecerlilik_tarihi: addDays(today, 1),
      kur_tarihi: addDays(today, -1),
      duzenleme_tarihi: expect.stringMatching(new RegExp(`^${today} \\d\\d:\\d\\d:\\d\\d$`)),
      teklif_saati: expect.stringMatching(time),
      hazirlayan: '',
      firma: 'Örnek Ticaret Ltd. Şti.',
    });
  },
};

/** InvalidCombination, then fixed and saved. */
export const InvalidCombinationSaveInteraction: Story = {
  args: {
    def: rulesDemoPage,
    path: '/kural-ornegi/ekle',
    history: ['/kural-ornegi'],
    tables: createMemoryTables(rulesDemoTables()),
  },
  // Saves the form: ends on the list page.
  parameters: { saves: true, ruleKinds: ['invalid', 'all', 'equals'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const tables = args.tables as MemoryTables;
    const choose = async (name: string, option: string) => {
      await userEvent.click(canvas.getByRole('combobox', { name }));
      await userEvent.click(await canvas.findByRole('option', { name: option }));
    };
    await userEvent.type(await canvas.findByLabelText('TC / VKN'), '4840847211');
    await userEvent.type(canvas.getByLabelText('Ünvan'), 'Yıldız Gıda Sanayi ve Ticaret A.Ş.');
    await choose('Fatura Tipi', 'Tevkifat');
    await choose('KDV', '%0');
    const kdv = canvas.getByRole('combobox', { name: 'KDV' });
    await expect(kdv).toHaveAccessibleDescription(expect.stringContaining(demoMessages.zeroKdv));
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(alertTexts(body)).toContainEqual(expect.stringContaining(demoMessages.zeroKdv)),
    );
    await expect(stored(tables)).toBeUndefined();
    await choose('KDV', '%20');
    await expect(kdv).not.toHaveAccessibleDescription(expect.stringContaining(demoMessages.zeroKdv));
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(await body.findByText('Başarıyla kaydedildi.')).toBeInTheDocument();
    await expect(stored(tables)).toMatchObject({ fatura_tipi_id: '3', kdv_id: '9' });
  },
};
