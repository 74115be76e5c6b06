import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '../../../services/notify';
import { demoTables } from '../../../services/tables.fixtures';
import { createMemoryTables, type MemoryTables } from '../../../services/tables.memory';
import { EngineProvider } from '../../engine-context';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { DRAFT_SAVE_MS } from './useDrafts';
import { readStored } from './drafts';
import { FormPage } from './FormPage';

// Drafts and the create form's buttons (002 §2): previous record, clear, paste draft, fetch last saved data.

const def: PageDefinition = {
  table: 'cari_hesap',
  route: '/cari-hesaplar',
  title: 'Cari Hesaplar',
  groups: [
    {
      id: 'genel',
      title: 'Genel Bilgiler',
      columns: ['cari_hesap_adi', 'tc', 'vergi_daireleri_id', 'unvan'],
    },
    { id: 'adres', title: 'Adres', columns: ['ulkeler_id', 'sehirler_id', 'ilceler_id'] },
  ],
};

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}
function Edit({ page }: { page: PageDefinition }) {
  return <FormPage def={page} id={useParams().id} />;
}

function open(tables: MemoryTables, path = `${def.route}/ekle`, page = def) {
  render(
    <EngineProvider tables={tables}>
      <MemoryRouter initialEntries={[page.route, path]} initialIndex={1}>
        <Routes>
          <Route path={`${page.route}/ekle`} element={<FormPage def={page} />} />
          <Route path={`${page.route}/duzenle/:id`} element={<Edit page={page} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </EngineProvider>,
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const toasts = () => getToasts().map((t) => [t.kind, t.title, t.text]);
const waitForDraft = () => act(() => new Promise((r) => setTimeout(r, DRAFT_SAVE_MS + 50)));

beforeEach(() => localStorage.clear());
afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

describe('drafts', () => {
  it('remembers unsaved create data and pastes it into the next create form', async () => {
    const tables = createMemoryTables(demoTables());
    open(tables);
    expect(await screen.findByRole('toolbar', { name: 'Form işlemleri' })).toBeInTheDocument();
    expect(button('Taslağı Yapıştır')).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Cari Hesap Adı'), 'Karadeniz Fındık');
    await userEvent.click(screen.getByRole('combobox', { name: 'Vergi Dairesi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fatih Vergi Dairesi Müdürlüğü' }));
    await waitForDraft();
    expect(readStored('draft', 'cari_hesap')?.data).toMatchObject({ cari_hesap_adi: 'Karadeniz Fındık' });
    // With the chosen option's text: a paste shows it without looking it up (a look-up reads one page only).
    expect(Object.values(readStored('draft', 'cari_hesap')!.displays)).toContain(
      'Fatih Vergi Dairesi Müdürlüğü',
    );
    cleanup();

    open(tables);
    const name = await screen.findByLabelText('Cari Hesap Adı');
    expect(name).toHaveValue('');
    // Opening a form without typing keeps the draft.
    await waitForDraft();
    expect(readStored('draft', 'cari_hesap')?.data).toMatchObject({ cari_hesap_adi: 'Karadeniz Fındık' });
    await userEvent.click(button('Taslağı Yapıştır'));
    expect(name).toHaveValue('Karadeniz Fındık');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Vergi Dairesi' })).toHaveValue(
        'Fatih Vergi Dairesi Müdürlüğü',
      ),
    );
  });

  it('a save forgets the draft; "fetch last saved data" brings the saved data into a new form', async () => {
    const tables = createMemoryTables(demoTables());
    open(tables);
    await userEvent.type(await screen.findByLabelText('Cari Hesap Adı'), 'Anadolu Yapı');
    expect(button('Son Kaydedileni Getir')).toBeDisabled();
    await userEvent.type(screen.getByLabelText('TC / VKN'), '1234567890');
    await userEvent.click(screen.getByRole('combobox', { name: 'Vergi Dairesi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maltepe Vergi Dairesi Müdürlüğü' }));
    await userEvent.click(button('Kaydet'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/cari-hesaplar');
    await waitForDraft();
    expect(readStored('draft', 'cari_hesap')).toBeNull();
    cleanup();

    open(tables);
    await screen.findByLabelText('Cari Hesap Adı');
    expect(button('Taslağı Yapıştır')).toBeDisabled();
    await userEvent.click(button('Son Kaydedileni Getir'));
    expect(screen.getByLabelText('Cari Hesap Adı')).toHaveValue('Anadolu Yapı');
    expect(screen.getByLabelText('TC / VKN')).toHaveValue('1234567890');
  });

  it('"previous record" loads the first listed record as new data; "clear" goes back to the defaults', async () => {
    const tables = createMemoryTables(demoTables());
    open(tables);
    await screen.findByLabelText('Cari Hesap Adı');
    await userEvent.click(button('Önceki Kayıt'));
    await waitFor(() => expect(screen.getByLabelText('Cari Hesap Adı')).toHaveValue('Şükrü Işık'));
    const list = tables.calls.find((c) => c.method === 'list')!;
    expect(list.args[0]).toMatchObject({ page: 1, limit: 1 });
    expect(screen.getByRole('combobox', { name: 'İl' })).toHaveValue('Adana');
    await userEvent.click(button('Formu Temizle'));
    expect(screen.getByLabelText('Cari Hesap Adı')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'İl' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ülke' })).toHaveValue('Türkiye'));
    // Saving now creates a new record: nothing carries the old id.
    expect(tables.calls.some((c) => c.method === 'update')).toBe(false);
  });

  it('"previous record" with no record warns "Bulunamadı / Daha önce eklenmiş kayıt bulunamadı"', async () => {
    const db = demoTables();
    db.cari_hesap.records = [];
    open(createMemoryTables(db));
    await screen.findByLabelText('Cari Hesap Adı');
    await userEvent.click(button('Önceki Kayıt'));
    await waitFor(() =>
      expect(toasts()).toContainEqual(['warning', 'Bulunamadı', 'Daha önce eklenmiş kayıt bulunamadı']),
    );
  });

  it('has no draft controls when editing, or when a page turns them off', async () => {
    const tables = createMemoryTables(demoTables());
    open(tables, `${def.route}/duzenle/1`);
    await screen.findByLabelText('Cari Hesap Adı');
    expect(screen.queryByRole('toolbar', { name: 'Form işlemleri' })).toBeNull();
    cleanup();

    const users: PageDefinition = { table: 'kasa_karti', route: '/kasa', title: 'Kasa', drafts: false };
    open(tables, '/kasa/ekle', users);
    await screen.findByLabelText('Kasa Tanımı');
    expect(screen.queryByRole('toolbar', { name: 'Form işlemleri' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Kasa Tanımı'), 'Yeni');
    await waitForDraft();
    expect(readStored('draft', 'kasa_karti')).toBeNull();
  });
});
