import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { vknCheckDigit } from '../../domain/identity';
import cariHesap from '../../src/schemas/cari_hesap';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Issue 3 end to end: the form engine's behaviours in the running app, in Debian's Chromium against the real
// server on a fresh embedded database, as the demo admin. The current-account form's rules (tc length → person
// or company, country → selects or free text, cleared values coming back) and the server refusing a save that
// breaks a rule-made requirement; drafts (paste draft, last saved, previous record, clear); admin mode
// (technical names, JSON viewers, save-test into front_test and back); the select's edit/create buttons opening
// the related table's form in the centre modal; the record detail panel in the right-side modal.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  // E2E_STATIC_DIR serves another build than dist/ (while others rebuild dist/ on a shared checkout).
  defter = await startDefter(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {});
  ({ browser, page, errors } = await openBrowser());
  await page.goto(`${defter.url}/login`);
  await submitLogin(page, 'demo@defter.local');
  await page.waitForURL(`${defter.url}/`);
});

afterEach((ctx) => screenshotOnFailure(page, ctx));

afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

/** A valid 10-digit tax number (VKN) and 11-digit citizen id (TCKN, the widely published test number). */
const VKN = `912345678${vknCheckDigit('912345678')}`;
const TCKN = '10000000146';

const toast = (text: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
/** A form field's input by its exact label. */
const field = (label: string, scope: Page | Locator = page) => scope.getByLabel(label, { exact: true });
const combo = (label: string, scope: Page | Locator = page) =>
  scope.getByRole('combobox', { name: label, exact: true });
/** The box of one field (label, widget, hint, error) — `data-field` is its column. */
const box = (column: string, scope: Page | Locator = page) =>
  scope.locator(`.df-field[data-field="${column}"]`);
const required = (l: Locator) => l.getAttribute('aria-required');

/** Types into a select and picks the option. */
async function choose(label: string, search: string, option: string | RegExp, scope: Page | Locator = page) {
  await combo(label, scope).fill(search);
  await scope.getByRole('option', { name: option }).first().click();
  await expect.poll(() => combo(label, scope).inputValue()).not.toBe('');
}

async function openCreateForm(route = '/cari-hesaplar') {
  await page.goto(`${defter.url}${route}/ekle`);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).waitFor();
}

/** The session token the page uses, for checking what the server stored. */
const token = () => page.evaluate(() => localStorage.getItem('defter.token'));

/** POSTs to the API as the signed-in user; answers the envelope's `data`. */
async function api<T = Record<string, unknown>>(path: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${defter.url}/api/v1/${await token()}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

type Row = Record<string, unknown>;

/** The id of a select's option by its text, as getSelectColumnData gives it. */
async function optionId(table: string, column: string, text: string, match: RegExp | string = text) {
  const res = await fetch(
    `${defter.url}/api/v1/${await token()}/tables/${table}/getSelectColumnData/${column}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search: text, page: 1, limit: 50 }),
    },
  );
  const hit = ((await res.json()) as { results: { id: number; text: string }[] }).results.find((o) =>
    typeof match === 'string' ? o.text === match : match.test(o.text),
  );
  if (!hit) throw new Error(`no option ${text} of ${table}.${column}`);
  return String(hit.id);
}
const listParams = (filters: Row = {}, limit = 10) => ({
  params: { page: 1, limit, column_array_id: '0', column_array_id_query: '0', sorts: {}, filters },
});
const list = (table: string, filters: Row = {}, limit = 10) =>
  api<{ records: Row[] }>(`tables/${table}`, listParams(filters, limit)).then((d) => d.records);
const byName = (name: string) =>
  list('cari_hesap', { cari_hesap_adi: { type: 4, guiType: 'string', filter: name } });

describe('rules of the current-account form', () => {
  it('an 11-digit TC opens and requires the name, a 10-digit one the title; cleared values come back', async () => {
    await openCreateForm();
    const tc = field('TC / VKN');
    const unvan = field('Ünvan');
    const ad = field('Adı');
    const soyad = field('Soyadı');

    // No TC yet counts as a company: title required, name and surname locked.
    await page.getByText('Şahıslar için 11 haneli T.C. kimlik numarası, şirketler için 10 haneli').waitFor();
    expect(await unvan.isEditable()).toBe(true);
    expect(await required(unvan)).toBe('true');
    expect(await ad.isDisabled()).toBe(true);
    expect(await soyad.isDisabled()).toBe(true);

    await unvan.fill('Deniz Kabuğu Turizm Ltd. Şti.');
    await tc.fill(TCKN);
    // 11 digits: a person.
    await page.getByText('11 haneli numara T.C. kimlik numarasıdır: ad ve soyad girilir.').waitFor();
    await expect.poll(() => ad.isEditable()).toBe(true);
    expect(await soyad.isEditable()).toBe(true);
    expect(await required(ad)).toBe('true');
    expect(await required(soyad)).toBe('true');
    expect(await unvan.isDisabled()).toBe(true);
    expect(await unvan.inputValue()).toBe('');
    expect(await required(unvan)).toBeNull();
    await ad.fill('Ayşe');
    await soyad.fill('Yılmaz');

    // One digit less: a company again; the title comes back, the name and surname are locked and cleared.
    await tc.press('End');
    await tc.press('Backspace');
    expect(await tc.inputValue()).toBe(TCKN.slice(0, 10));
    await page.getByText('10 haneli numara vergi numarasıdır: ünvan girilir.').waitFor();
    await expect.poll(() => unvan.inputValue()).toBe('Deniz Kabuğu Turizm Ltd. Şti.');
    expect(await unvan.isEditable()).toBe(true);
    expect(await required(unvan)).toBe('true');
    expect(await ad.isDisabled()).toBe(true);
    expect(await ad.inputValue()).toBe('');
    expect(await soyad.inputValue()).toBe('');

    // The digit back: the name and surname the rule cleared come back, the title goes again.
    await tc.press('End');
    await tc.press('6');
    await expect.poll(() => ad.inputValue()).toBe('Ayşe');
    expect(await soyad.inputValue()).toBe('Yılmaz');
    expect(await unvan.inputValue()).toBe('');
    expect(await unvan.isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a country other than Türkiye hides the province and district selects and shows free text', async () => {
    await openCreateForm();
    // Türkiye is the default: the selects, required; no free-text city.
    await expect.poll(() => combo('Ülke').inputValue()).toBe('Türkiye');
    expect(await required(combo('İl'))).toBe('true');
    expect(await required(combo('İlçe'))).toBe('true');
    expect(await field('Şehir').count()).toBe(0);
    expect(await field('İlçe / Bölge').count()).toBe(0);
    await choose('İl', 'giresun', 'Giresun');
    await choose('İlçe', 'bulancak', 'Bulancak');

    await choose('Ülke', 'almanya', 'Almanya');
    await field('Şehir').waitFor();
    expect(await required(field('Şehir'))).toBe('true');
    expect(await required(field('İlçe / Bölge'))).toBe('true');
    expect(await combo('İl').count()).toBe(0);
    expect(await combo('İlçe').count()).toBe(0);
    await field('Şehir').fill('Berlin');
    await field('İlçe / Bölge').fill('Kreuzberg');

    // Back to Türkiye: the selects come back with the province and district chosen before; the free text goes.
    await choose('Ülke', 'türkiye', 'Türkiye');
    await expect.poll(() => combo('İl').inputValue()).toBe('Giresun');
    await expect.poll(() => combo('İlçe').inputValue()).toBe('Bulancak');
    expect(await field('Şehir').count()).toBe(0);
    // And abroad again: the free text the rule cleared comes back too.
    await choose('Ülke', 'almanya', 'Almanya');
    await expect.poll(() => field('Şehir').inputValue()).toBe('Berlin');
    expect(await field('İlçe / Bölge').inputValue()).toBe('Kreuzberg');
    expect(errors).toEqual([]);
  });

  it('shows the required error of a rule-required field under the field, and saves what the rules leave', async () => {
    await openCreateForm();
    await field('Cari Hesap Adı').fill('Ayşe Yılmaz Danışmanlık');
    await field('Ünvan').fill('Bu ünvan silinecek');
    await field('TC / VKN').fill(TCKN);
    await choose('Vergi Dairesi', 'giresun', /Giresun Vergi Dairesi/);
    await choose('İl', 'giresun', 'Giresun');
    await choose('İlçe', 'bulancak', 'Bulancak');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    // The browser runs the rules: Adı and Soyadı are required for a person.
    await box('name_basic').getByText('Adı alanı zorunludur.').waitFor();
    await box('surname').getByText('Soyadı alanı zorunludur.').waitFor();
    expect(await field('Adı').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(/\/ekle$/);

    await field('Adı').fill('Ayşe');
    await field('Soyadı').fill('Yılmaz');
    const saved = page.waitForResponse((r) => r.url().endsWith('/tables/cari_hesap/store'));
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    expect(((await (await saved).json()) as { data: Row }).data.message).toBe('success');
    await toast('Başarıyla kaydedildi.').waitFor();
    await page.waitForURL(/\/cari-hesaplar$/);
    // Stored as a person: the title the rule cleared was not stored.
    const [row] = await byName('Ayşe Yılmaz Danışmanlık');
    expect(row).toMatchObject({ tc: TCKN, name_basic: 'Ayşe', surname: 'Yılmaz' });
    expect(row.unvan ?? '').toBe('');
  });

  it('the server refuses a save that breaks a rule-made requirement, and the form shows its Turkish error', async () => {
    const office = await optionId('cari_hesap', 'vergi_daireleri_id', 'giresun', /Giresun Vergi Dairesi/);
    // Straight to the API: a person without name and surname, a company without title, abroad without city.
    const person = await api<{ message: string; errors: Record<string, string[]> }>(
      'tables/cari_hesap/store',
      {
        column_set_id: '0',
        cari_hesap_adi: 'Kuralsız Şahıs',
        tc: TCKN,
        vergi_daireleri_id: office,
        sehirler_id: await optionId('cari_hesap', 'sehirler_id', 'Giresun'),
        ilceler_id: '',
      },
    );
    expect(person.message).toBe('error');
    expect(person.errors.name_basic).toEqual(['Adı alanı zorunludur.']);
    expect(person.errors.surname).toEqual(['Soyadı alanı zorunludur.']);
    expect(person.errors.ilceler_id).toEqual(['İlçe alanı zorunludur.']);
    expect(person.errors.unvan).toBeUndefined();
    const abroad = await api<{ message: string; errors: Record<string, string[]> }>(
      'tables/cari_hesap/store',
      {
        column_set_id: '0',
        cari_hesap_adi: 'Kuralsız Şirket',
        tc: VKN,
        vergi_daireleri_id: office,
        ulkeler_id: await optionId('cari_hesap', 'ulkeler_id', 'Almanya'),
      },
    );
    expect(abroad.message).toBe('error');
    expect(abroad.errors.unvan).toEqual(['Ünvan alanı zorunludur.']);
    expect(abroad.errors.sehir_adi).toEqual(['Şehir alanı zorunludur.']);
    expect(abroad.errors.ilce_adi).toEqual(['İlçe / Bölge alanı zorunludur.']);
    // Not the selects the rule hides, though the form would require them at home.
    expect(abroad.errors.sehirler_id).toBeUndefined();
    expect(await byName('Kuralsız Şahıs')).toEqual([]);
    expect(await byName('Kuralsız Şirket')).toEqual([]);

    // In the form: a client that does not run the rules (here: the request loses Soyadı on the way) gets the
    // server's error under the field and as a toast; nothing is stored.
    await openCreateForm();
    await field('Cari Hesap Adı').fill('Sunucu Kuralı Şahıs');
    await field('TC / VKN').fill(TCKN);
    await field('Adı').fill('Mehmet');
    await field('Soyadı').fill('Kaya');
    await choose('Vergi Dairesi', 'giresun', /Giresun Vergi Dairesi/);
    await choose('İl', 'giresun', 'Giresun');
    await choose('İlçe', 'bulancak', 'Bulancak');
    await page.route('**/tables/cari_hesap/store', (route) =>
      route.continue({ postData: withoutPart(route.request(), 'surname') }),
    );
    try {
      const answer = page.waitForResponse((r) => r.url().endsWith('/tables/cari_hesap/store'));
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
      const body = ((await (await answer).json()) as { data: Row }).data;
      expect(body).toMatchObject({ message: 'error', errors: { surname: ['Soyadı alanı zorunludur.'] } });
    } finally {
      await page.unroute('**/tables/cari_hesap/store');
    }
    await box('surname').getByText('Soyadı alanı zorunludur.').waitFor();
    await toast('Soyadı alanı zorunludur.').waitFor();
    expect(page.url()).toMatch(/\/ekle$/);
    expect(await byName('Sunucu Kuralı Şahıs')).toEqual([]);
    // The error stays until the field changes; then the save goes through.
    await field('Soyadı').fill('Kayalı');
    expect(await box('surname').getByText('Soyadı alanı zorunludur.').count()).toBe(0);
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.waitForURL(/\/cari-hesaplar$/);
    expect(await byName('Sunucu Kuralı Şahıs')).toMatchObject([{ surname: 'Kayalı' }]);
    expect(errors).toEqual([]);
  });
});

/** A multipart request body without the part named `name` (bytes kept as they are). */
function withoutPart(request: Request, name: string): Buffer {
  const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')?.[1];
  const body = request.postDataBuffer();
  if (!boundary || !body) throw new Error('not a multipart request');
  const text = body.toString('latin1');
  const parts = text.split(`--${boundary}`);
  const kept = parts.filter((p) => !p.includes(`name="${name}"\r\n`));
  expect(kept.length).toBe(parts.length - 1);
  return Buffer.from(kept.join(`--${boundary}`), 'latin1');
}

describe('drafts of a create form', () => {
  beforeEach(async () => {
    await page.goto(`${defter.url}/`);
    // Each test starts without drafts of its own table.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('defter.form.')) localStorage.removeItem(key);
    });
  });

  const buttons = () => page.getByRole('toolbar', { name: 'Form işlemleri' });
  const button = (name: string) => buttons().getByRole('button', { name });

  it('paste draft, fetch last saved data, previous record and clear', async () => {
    await openCreateForm();
    // Nothing remembered yet.
    expect(await button('Taslağı Yapıştır').isDisabled()).toBe(true);
    expect(await button('Son Kaydedileni Getir').isDisabled()).toBe(true);

    await field('Cari Hesap Adı').fill('Taslak Zeytincilik');
    await field('TC / VKN').fill(VKN);
    await field('Ünvan').fill('Taslak Zeytincilik Tarım Ürünleri A.Ş.');
    await choose('Cari Tipi', 'tedarik', 'Tedarikçi');
    // A province and district far down their lists (Zonguldak is the last of 81 provinces).
    await choose('İl', 'zonguldak', 'Zonguldak');
    await choose('İlçe', 'ereğli', 'Ereğli');

    // Leave (the side menu) and come back: a new, empty form; the draft can be pasted.
    await page.getByRole('link', { name: 'Cari Hesaplar' }).first().click();
    await page.waitForURL(/\/cari-hesaplar$/);
    await page.getByRole('link', { name: 'Ekle', exact: true }).click();
    await page.waitForURL(/\/cari-hesaplar\/ekle$/);
    await button('Taslağı Yapıştır').waitFor();
    expect(await field('Cari Hesap Adı').inputValue()).toBe('');
    await button('Taslağı Yapıştır').click();
    await expect.poll(() => field('Cari Hesap Adı').inputValue()).toBe('Taslak Zeytincilik');
    expect(await field('TC / VKN').inputValue()).toBe(VKN);
    expect(await field('Ünvan').inputValue()).toBe('Taslak Zeytincilik Tarım Ürünleri A.Ş.');
    expect(await combo('Cari Tipi').inputValue()).toBe('Tedarikçi');
    await expect.poll(() => combo('İl').inputValue()).toBe('Zonguldak');
    await expect.poll(() => combo('İlçe').inputValue()).toBe('Ereğli');

    // Clear: back to the defaults (customer, Türkiye), nothing typed.
    await button('Formu Temizle').click();
    await expect.poll(() => field('Cari Hesap Adı').inputValue()).toBe('');
    expect(await field('TC / VKN').inputValue()).toBe('');
    expect(await field('Ünvan').inputValue()).toBe('');
    expect(await combo('Cari Tipi').inputValue()).toBe('Müşteri');
    expect(await combo('Ülke').inputValue()).toBe('Türkiye');
    expect(await combo('İl').inputValue()).toBe('');

    // Previous record: the first record of the list (its default order), as new data.
    const [first] = await list('cari_hesap', {}, 1);
    await button('Önceki Kayıt').click();
    await expect.poll(() => field('Cari Hesap Adı').inputValue()).toBe(first.cari_hesap_adi);
    expect(await field('TC / VKN').inputValue()).toBe(first.tc);
    expect(page.url()).toMatch(/\/ekle$/);
    await page.goto(`${defter.url}/cari-hesaplar`);
    await page.locator('.ag-row .ag-cell[col-id="cari_hesap_adi"]').first().waitFor();
    expect(await page.locator('.ag-row .ag-cell[col-id="cari_hesap_adi"]').first().textContent()).toBe(
      first.cari_hesap_adi,
    );

    // The draft is still there; pasted and saved, it becomes the last saved data.
    await openCreateForm();
    await button('Taslağı Yapıştır').click();
    await expect.poll(() => field('Cari Hesap Adı').inputValue()).toBe('Taslak Zeytincilik');
    await choose('Vergi Dairesi', 'zonguldak', /Zonguldak/);
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await toast('Başarıyla kaydedildi.').waitFor();
    await page.waitForURL(/\/cari-hesaplar$/);
    const [stored] = await byName('Taslak Zeytincilik');
    expect(stored).toMatchObject({
      tc: VKN,
      unvan: 'Taslak Zeytincilik Tarım Ürünleri A.Ş.',
      cari_tipi: 'Tedarikçi',
    });

    // A new create form: the saved draft is gone, the last saved data comes back with its select texts.
    await openCreateForm();
    expect(await button('Taslağı Yapıştır').isDisabled()).toBe(true);
    await button('Son Kaydedileni Getir').click();
    await expect.poll(() => field('Cari Hesap Adı').inputValue()).toBe('Taslak Zeytincilik');
    expect(await field('Ünvan').inputValue()).toBe('Taslak Zeytincilik Tarım Ürünleri A.Ş.');
    await expect.poll(() => combo('İl').inputValue()).toBe('Zonguldak');
    await expect.poll(() => combo('İlçe').inputValue()).toBe('Ereğli');
    await expect.poll(() => combo('Vergi Dairesi').inputValue()).toMatch(/Zonguldak/);
    // The previous record is now the one just saved (the newest).
    await button('Formu Temizle').click();
    await expect.poll(() => field('Cari Hesap Adı').inputValue()).toBe('');
    await button('Önceki Kayıt').click();
    await expect.poll(() => field('Cari Hesap Adı').inputValue()).toBe('Taslak Zeytincilik');
    expect(errors).toEqual([]);
  });

  it('has no draft controls on the company addresses (002 §2)', async () => {
    await openCreateForm('/ayarlar/firma-adresleri');
    await field('Adres Başlığı').waitFor();
    expect(await buttons().count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Taslağı Yapıştır' }).count()).toBe(0);
  });
});

describe('admin mode', () => {
  const toggle = () => page.getByRole('banner').getByRole('button', { name: 'Yönetici modu' });
  const panel = () => page.getByRole('complementary', { name: 'Yönetici görünümü' });
  /** Opens a JSON viewer and answers its parsed content. */
  async function viewer(title: string): Promise<unknown> {
    const body = panel().getByLabel(title, { exact: true });
    if (!(await body.isVisible())) await panel().getByText(title, { exact: true }).click();
    return JSON.parse((await body.textContent()) ?? '');
  }

  afterEach(async () => {
    if ((await toggle().getAttribute('aria-pressed')) === 'true') await toggle().click();
  });

  it('shows technical names beside labels and the JSON of columns, schemas, rules and form data', async () => {
    await openCreateForm();
    expect(await page.locator('.df-field__tech').count()).toBe(0);
    expect(await panel().count()).toBe(0);
    expect(await toggle().getAttribute('aria-pressed')).toBe('false');
    await toggle().click();
    expect(await toggle().getAttribute('aria-pressed')).toBe('true');

    // Technical names beside the labels.
    await box('cari_hesap_adi')
      .locator('.df-field__label')
      .getByText('cari_hesap_adi', { exact: true })
      .waitFor();
    expect(await box('tc').locator('.df-field__label').textContent()).toContain('tc');
    expect(await box('vergi_daireleri_id').locator('.df-field__label').textContent()).toBe(
      'Vergi Dairesi*vergi_daireleri_id',
    );

    // Form data follows what the user types.
    await field('Cari Hesap Adı').fill('Yönetici Denemesi');
    await field('TC / VKN').fill(TCKN);
    await expect
      .poll(() => viewer('Form verisi'))
      .toMatchObject({ cari_hesap_adi: 'Yönetici Denemesi', tc: TCKN, ulkeler_id: 1, cari_tipi: '1' });

    // The server's column metadata of the create column set.
    const columns = (await viewer('Sütun bilgileri')) as Row[];
    expect(columns.find((c) => c.name === 'tc')).toMatchObject({ display_name: 'TC / VKN*' });
    expect(columns.find((c) => c.name === 'ilceler_id')).toMatchObject({ up_column_name: 'sehirler_id' });
    // The JSON Schema with what the rules require now (a person: name and surname, not the title).
    const schema = (await viewer('JSON Schema')) as { properties: Row; required: string[] };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['tc', 'unvan', 'sehir_adi']));
    expect(schema.required).toEqual(expect.arrayContaining(['cari_hesap_adi', 'tc', 'vergi_daireleri_id']));
    const ui = (await viewer('uiSchema')) as Row;
    expect(ui['ui:order']).toEqual(expect.arrayContaining(['cari_hesap_adi', 'tc']));
    // The page's rules as data, and what they decided.
    expect(await viewer('Kurallar')).toEqual(cariHesap.rules);
    const decided = (await viewer('Kuralların kararı')) as { fields: Record<string, Row> };
    expect(decided.fields.name_basic).toMatchObject({ required: true });
    expect(decided.fields.unvan).toMatchObject({ disabled: true });
    expect(decided.fields.sehir_adi).toMatchObject({ hidden: true });

    // Off again: the names and the panel go.
    await toggle().click();
    expect(await panel().count()).toBe(0);
    expect(await page.locator('.df-field__tech').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('save-test stores the form data as a named front_test record and loads it back later', async () => {
    await openCreateForm();
    await toggle().click();
    await panel().waitFor();
    await field('Cari Hesap Adı').fill('Test Kaydı Şahıs');
    await field('TC / VKN').fill(TCKN);
    await field('Adı').fill('Zeynep');
    await field('Soyadı').fill('Öztürk');
    await choose('İl', 'zonguldak', 'Zonguldak');
    const saveTest = panel().getByRole('region', { name: 'Test kaydı' });
    // A name is required.
    await saveTest.getByRole('button', { name: 'Testi kaydet' }).click();
    await saveTest.getByText('Lütfen bir test adı giriniz.').waitFor();
    expect(await saveTest.getByText('Bu tablo için kayıtlı test yok.').count()).toBe(1);
    await saveTest.getByLabel('Test adı').fill('Şahıs — Giresun');
    await saveTest.getByRole('button', { name: 'Testi kaydet' }).click();
    await toast('Test kaydedildi.').waitFor();

    // Stored on the server, in the company's front_test, under this table.
    const [test] = await list('front_test', {
      tablo_ismi: { type: 4, guiType: 'string', filter: 'cari_hesap' },
    });
    expect(test).toMatchObject({ tablo_ismi: 'cari_hesap', name: 'Şahıs — Giresun' });
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Row;
    expect(json(test.test_json)).toMatchObject({
      cari_hesap_adi: 'Test Kaydı Şahıs',
      tc: TCKN,
      name_basic: 'Zeynep',
      surname: 'Öztürk',
    });
    // With the texts of the chosen selects, so that the load shows them without looking them up.
    expect(Object.values(json(test.test_json_2))).toEqual(expect.arrayContaining(['Türkiye', 'Zonguldak']));

    // Later, on a new form (nothing typed): load it back.
    await page.goto(`${defter.url}/`);
    await openCreateForm();
    expect(await field('Cari Hesap Adı').inputValue()).toBe('');
    const tests = panel().getByRole('region', { name: 'Test kaydı' });
    const chooser = tests.getByLabel('Kayıtlı testler');
    await chooser.waitFor();
    expect(await chooser.locator('option').allTextContents()).toEqual(['Şahıs — Giresun']);
    await tests.getByRole('button', { name: 'Testi yükle' }).click();
    await expect.poll(() => field('Cari Hesap Adı').inputValue()).toBe('Test Kaydı Şahıs');
    expect(await field('TC / VKN').inputValue()).toBe(TCKN);
    expect(await field('Adı').inputValue()).toBe('Zeynep');
    expect(await field('Soyadı').inputValue()).toBe('Öztürk');
    expect(await combo('İl').inputValue()).toBe('Zonguldak');
    // The rules apply to the loaded data: a person, so the title is locked.
    expect(await field('Ünvan').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("a select's edit and create buttons", () => {
  const customer = () => box('cari_hesap_id');
  const modal = (name: string | RegExp) => page.getByRole('dialog', { name });

  it('edit with nothing chosen warns; create opens the related form in the centre modal and selects the new record', async () => {
    await openCreateForm('/cari-hesaplar/adresler');
    expect(await combo('Cari Hesap').inputValue()).toBe('');
    await customer().getByRole('button', { name: 'Seçili kaydı düzenle' }).click();
    await toast('Lütfen öncelikle bir değer seçiniz.').waitFor();
    expect(await toast('Lütfen öncelikle bir değer seçiniz.').textContent()).toContain('Hata!');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await customer().getByRole('button', { name: 'Yeni kayıt ekle' }).click();
    const create = modal('Cari Hesaplar - Yeni Kayıt');
    await create.waitFor();
    // The centre modal: the related table's page form, with its rules and its own save.
    const at = await create.boundingBox();
    const viewport = page.viewportSize()!;
    expect(Math.abs(at!.x + at!.width / 2 - viewport.width / 2)).toBeLessThan(40);
    await create.getByRole('button', { name: 'Tam ekran' }).waitFor();
    await field('Cari Hesap Adı', create).fill('Modal Kırtasiye');
    await field('TC / VKN', create).fill(VKN);
    expect(await field('Adı', create).isDisabled()).toBe(true);
    await field('Ünvan', create).fill('Modal Kırtasiye Ltd. Şti.');
    await choose('Vergi Dairesi', 'giresun', /Giresun Vergi Dairesi/, create);
    await choose('İl', 'giresun', 'Giresun', create);
    await choose('İlçe', 'bulancak', 'Bulancak', create);
    await create.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await toast('Başarıyla kaydedildi.').waitFor();
    await create.waitFor({ state: 'detached' });

    // The address form stays, with the new account chosen.
    expect(page.url()).toMatch(/\/cari-hesaplar\/adresler\/ekle$/);
    await expect.poll(() => combo('Cari Hesap').inputValue()).toBe('Modal Kırtasiye');
    const [stored] = await byName('Modal Kırtasiye');
    expect(stored).toMatchObject({ tc: VKN, unvan: 'Modal Kırtasiye Ltd. Şti.' });

    // Edit opens the chosen record; a change there shows in the select.
    await customer().getByRole('button', { name: 'Seçili kaydı düzenle' }).click();
    const edit = modal('Cari Hesaplar - Düzenle');
    await expect.poll(() => field('Cari Hesap Adı', edit).inputValue()).toBe('Modal Kırtasiye');
    await field('Cari Hesap Adı', edit).fill('Modal Kırtasiye ve Ofis');
    await edit.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => combo('Cari Hesap').inputValue()).toBe('Modal Kırtasiye ve Ofis');
    expect(page.url()).toMatch(/\/cari-hesaplar\/adresler\/ekle$/);

    // And the address saves against it.
    await field('Adres Başlığı').fill('Merkez Ofis');
    await choose('İl', 'giresun', 'Giresun');
    await choose('İlçe', 'bulancak', 'Bulancak');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.waitForURL(/\/cari-hesaplar\/adresler$/);
    const addresses = await list('adres', {
      adres_basligi: { type: 4, guiType: 'string', filter: 'Merkez Ofis' },
    });
    // (The list gives the relation's text.)
    expect(addresses.map((a) => a.cari_hesap_id)).toContain('Modal Kırtasiye ve Ofis');
    expect(errors).toEqual([]);
  });
});

describe('the record detail panel', () => {
  it('opens from a list row in the right-side modal; a relation opens in the centre modal', async () => {
    const [first] = await list('cari_hesap', {}, 1);
    await page.goto(`${defter.url}/cari-hesaplar`);
    const actions = page.locator('.ag-row:has(.ag-cell[col-id="__actions"])').first();
    await actions.getByRole('button', { name: 'Detay' }).click();
    const panel = page.getByRole('dialog', { name: 'Cari Hesaplar - Detay' });
    await panel.waitFor();
    // At the right edge of the window.
    const at = await panel.boundingBox();
    expect(Math.abs(at!.x + at!.width - page.viewportSize()!.width)).toBeLessThan(2);
    // Labels without the required `*`, the record's values, relations by their text.
    const row = (label: string) =>
      panel
        .locator('.df-detail__row')
        .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
    await row('Cari Hesap Adı').waitFor();
    expect(await panel.getByText('Cari Hesap Adı*').count()).toBe(0);
    expect(await row('Cari Hesap Adı').getByRole('definition').textContent()).toBe(first.cari_hesap_adi);
    expect(await row('TC / VKN').getByRole('definition').textContent()).toBe(first.tc);
    const office = row('Vergi Dairesi').getByRole('button');
    const officeName = (await office.textContent()) ?? '';
    expect(officeName).toMatch(/Vergi Dairesi|V\.D\./i);

    await office.click();
    const related = page.getByRole('dialog', { name: officeName });
    await related.waitFor();
    await related.getByRole('definition').first().waitFor();
    expect(await related.locator('.df-detail__row').count()).toBeGreaterThan(1);
    // Escape closes the top modal first, then the panel.
    await page.keyboard.press('Escape');
    await related.waitFor({ state: 'detached' });
    expect(await panel.isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Kapat' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
