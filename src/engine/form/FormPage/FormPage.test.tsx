import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../services/http';
import { historyAtom } from '../../../state/history';
import { dismissToast, getToasts } from '../../../services/notify';
import { demoTables } from '../../../services/tables.fixtures';
import { createMemoryTables, type MemoryTables } from '../../../services/tables.memory';
import { EngineProvider } from '../../engine-context';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { FormPage } from './FormPage';

const def: PageDefinition = {
  table: 'cari_hesap',
  route: '/cari-hesaplar',
  title: 'Cari Hesaplar',
  layout: 'page',
  groups: [
    { id: 'genel', title: 'Genel Bilgiler', columns: ['cari_hesap_adi', 'tc', 'vergi_daireleri_id'] },
    { id: 'adres', title: 'Adres', columns: ['ulkeler_id', 'sehirler_id', 'ilceler_id'] },
  ],
};

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function setup(path: string, opts: { tables?: MemoryTables; history?: string[]; auths?: object } = {}) {
  const tables = opts.tables ?? createMemoryTables(demoTables());
  const entries = [...(opts.history ?? ['/cari-hesaplar']), path];
  render(
    <EngineProvider tables={tables} auths={opts.auths}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/cari-hesaplar/ekle" element={<FormPage def={def} />} />
          <Route path="/cari-hesaplar/duzenle/:id" element={<EditRoute />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </EngineProvider>,
  );
  return tables;
}
function EditRoute() {
  const id = useLocation().pathname.split('/').pop();
  return <FormPage def={def} id={id} />;
}
const toasts = () => getToasts().map((t) => [t.kind, t.text]);

describe('FormPage', () => {
  afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

  it('create: loads the template with the permitted column set, in the definition’s groups', async () => {
    const tables = setup('/cari-hesaplar/ekle', { auths: { tables: { cari_hesap: { creates: ['7'] } } } });
    expect(await screen.findByRole('group', { name: 'Genel Bilgiler' })).toBeInTheDocument();
    expect(tables.calls[0]).toEqual({ method: 'create', table: 'cari_hesap', args: ['7'] });
    expect(screen.getByRole('heading', { name: 'Cari Hesaplar - Yeni Kayıt' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Adres' })).toContainElement(
      screen.getByRole('combobox', { name: 'İlçe' }),
    );
    // The template's default (Türkiye) shows its text.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ülke' })).toHaveValue('Türkiye'));
    expect(screen.getByRole('combobox', { name: 'Cari Tipi' })).toHaveValue('Müşteri');
  });

  it('create: shows the server’s field errors under their fields and one toast that sums them up', async () => {
    const tables = setup('/cari-hesaplar/ekle');
    await userEvent.type(await screen.findByLabelText('Cari Hesap Adı'), 'Anadolu Yapı');
    await userEvent.type(screen.getByLabelText('TC / VKN'), '1234567890');
    const box = screen.getByRole('combobox', { name: 'Vergi Dairesi' });
    await userEvent.type(box, 'fatih');
    await userEvent.click(await screen.findByRole('option', { name: 'Fatih Vergi Dairesi Müdürlüğü' }));
    tables.rejectNextSave({
      tc: ['TC / VKN alanı geçerli değil.', 'ikinci mesaj'],
      email: ['E-posta alanı geçerli değil.'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('TC / VKN alanı geçerli değil.')).toBeInTheDocument();
    expect(screen.getByLabelText('TC / VKN')).toHaveAccessibleDescription(
      expect.stringContaining('TC / VKN alanı geçerli değil.'),
    );
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('E-posta alanı geçerli değil.');
    expect(screen.queryByText('ikinci mesaj')).toBeNull();
    expect(toasts()).toEqual([['error', '2 alan eksik']]);
    await waitFor(() => expect(screen.getByLabelText('TC / VKN')).toHaveFocus());
    expect(screen.queryByTestId('where')).toBeNull();
    // Editing the field takes its server error away.
    await userEvent.type(screen.getByLabelText('TC / VKN'), '1');
    expect(screen.queryByText('TC / VKN alanı geçerli değil.')).toBeNull();
    expect(screen.getByText('E-posta alanı geçerli değil.')).toBeInTheDocument();
  });

  it('create: an empty save names each required field under it, shows ONE toast and focuses the first', async () => {
    const tables = setup('/cari-hesaplar/ekle');
    await userEvent.click(await screen.findByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Cari Hesap Adı alanı zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('TC / VKN alanı zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Vergi Dairesi alanı zorunludur.')).toBeInTheDocument();
    expect(toasts()).toEqual([['error', '3 alan eksik']]);
    await waitFor(() => expect(screen.getByLabelText('Cari Hesap Adı')).toHaveFocus());
    // A second try replaces the toast rather than stacking another.
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(toasts()).toEqual([['error', '3 alan eksik']]);
    expect(tables.calls.some((c) => c.method === 'store')).toBe(false);
  });

  it('create: the error toast of a stopped save goes away when the form then saves', async () => {
    setup('/cari-hesaplar/ekle');
    await userEvent.click(await screen.findByRole('button', { name: 'Kaydet' }));
    expect(toasts()).toEqual([['error', '3 alan eksik']]);
    await userEvent.type(screen.getByLabelText('Cari Hesap Adı'), 'Anadolu Yapı');
    await userEvent.type(screen.getByLabelText('TC / VKN'), '1234567890');
    await userEvent.click(screen.getByRole('combobox', { name: 'Vergi Dairesi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maltepe Vergi Dairesi Müdürlüğü' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/cari-hesaplar$/);
    expect(toasts()).toEqual([['success', 'Başarıyla kaydedildi.']]);
  });

  it('create: Enter saves as multipart fields, toasts "Başarıyla kaydedildi." and goes back', async () => {
    const tables = setup('/cari-hesaplar/ekle');
    await userEvent.type(await screen.findByLabelText('Cari Hesap Adı'), 'Anadolu Yapı');
    await userEvent.type(screen.getByLabelText('TC / VKN'), '1234567890');
    await userEvent.click(screen.getByRole('combobox', { name: 'Vergi Dairesi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maltepe Vergi Dairesi Müdürlüğü' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'İl' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bursa' }));
    await userEvent.type(screen.getByLabelText('Cari Hesap Adı'), '{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/cari-hesaplar$/);
    const store = tables.calls.find((c) => c.method === 'store')!;
    expect(store.args[0]).toMatchObject({
      column_set_id: '0',
      cari_hesap_adi: 'Anadolu Yapı',
      tc: '1234567890',
      vergi_daireleri_id: '4',
      ulkeler_id: '1',
      sehirler_id: '16',
      ilceler_id: '',
      cari_tipi: '1',
      email: '',
      adres: '',
    });
    expect(store.args[0]).not.toHaveProperty('department_id');
    expect(getToasts().find((t) => t.text === 'Başarıyla kaydedildi.')).toMatchObject({
      kind: 'success',
      duration: 7000,
    });
    expect(tables.db.cari_hesap.records.some((r) => r.cari_hesap_adi === 'Anadolu Yapı')).toBe(true);
  });

  it('create: a save that stands with warnings (stock beyond what is on hand) shows each warning', async () => {
    const tables = createMemoryTables(demoTables());
    const store = tables.store;
    const warning = 'Lazer Yazıcı Toneri (Merkez Depo): Depoda yeterli stok yok (mevcut: 3 Adet).';
    tables.store = async (...args) => {
      const res = await store(...args);
      return res.message === 'success' ? { ...res, warnings: [warning] } : res;
    };
    setup('/cari-hesaplar/ekle', { tables });
    await userEvent.type(await screen.findByLabelText('Cari Hesap Adı'), 'Anadolu Yapı');
    await userEvent.type(screen.getByLabelText('TC / VKN'), '1234567890');
    await userEvent.click(screen.getByRole('combobox', { name: 'Vergi Dairesi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maltepe Vergi Dairesi Müdürlüğü' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/cari-hesaplar$/);
    expect(toasts()).toEqual([
      ['success', 'Başarıyla kaydedildi.'],
      ['warning', warning],
    ]);
  });

  it('create: goes to the redirect of the definition when it has one', async () => {
    const tables = createMemoryTables(demoTables());
    render(
      <EngineProvider tables={tables}>
        <MemoryRouter initialEntries={['/cari-hesaplar/ekle']}>
          <Routes>
            <Route
              path="/cari-hesaplar/ekle"
              element={<FormPage def={{ ...def, table: 'kasa_karti', redirect: '/kasa' }} />}
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </EngineProvider>,
    );
    await userEvent.type(await screen.findByLabelText('Kasa Tanımı'), 'Şube Kasası{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent('/kasa');
  });

  it('edit: prefills relations from [{source, display}] without asking for their texts', async () => {
    const tables = setup('/cari-hesaplar/duzenle/1', { auths: { tables: { cari_hesap: { edits: ['3'] } } } });
    expect(await screen.findByLabelText('Cari Hesap Adı')).toHaveValue('Yıldız Gıda');
    expect(screen.getByRole('heading', { name: 'Cari Hesaplar - Düzenle' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vergi Dairesi' })).toHaveValue(
      'Kozyatağı Vergi Dairesi Müdürlüğü',
    );
    expect(screen.getByRole('combobox', { name: 'İl' })).toHaveValue('İstanbul');
    expect(screen.getByRole('combobox', { name: 'İlçe' })).toHaveValue('Ataşehir');
    expect(tables.calls).toEqual([{ method: 'edit', table: 'cari_hesap', args: ['1', '3'] }]);
    await userEvent.clear(screen.getByLabelText('Cari Hesap Adı'));
    await userEvent.type(screen.getByLabelText('Cari Hesap Adı'), 'Yıldız Gıda A.Ş.');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByTestId('where');
    const update = tables.calls.find((c) => c.method === 'update')!;
    expect(update.args[0]).toBe('1');
    expect(update.args[1]).toMatchObject({
      column_set_id: '3',
      cari_hesap_adi: 'Yıldız Gıda A.Ş.',
      vergi_daireleri_id: '5',
      ilceler_id: '3405',
    });
  });

  it('edit: changing the province clears the district before saving', async () => {
    const tables = setup('/cari-hesaplar/duzenle/1');
    await userEvent.click(await screen.findByRole('combobox', { name: 'İl' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ankara' }));
    expect(screen.getByRole('combobox', { name: 'İlçe' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByTestId('where');
    expect(tables.calls.find((c) => c.method === 'update')!.args[1]).toMatchObject({
      sehirler_id: '6',
      ilceler_id: '',
    });
  });

  it.each([
    ['fail.id', 'Kayıt bulunamadı.'],
    ['no.auth', 'Bu işlem için yetkiniz bulunmamaktadır.'],
  ])(
    'edit: %s on load toasts "%s", goes back and drops the page from the history tabs',
    async (code, text) => {
      const store = getDefaultStore();
      store.set(historyAtom, [
        { path: '/cari-hesaplar', title: 'Cari Hesaplar', visited: 1 },
        { path: '/cari-hesaplar/duzenle/99', title: 'Cari Hesaplar - Düzenle', visited: 2 },
      ]);
      const tables = createMemoryTables(demoTables());
      tables.failNext('edit', new ApiError(code, 400));
      setup('/cari-hesaplar/duzenle/99', { tables });
      expect(await screen.findByTestId('where')).toHaveTextContent(/^\/cari-hesaplar$/);
      expect(toasts()).toContainEqual(['error', text]);
      expect(store.get(historyAtom).map((t) => t.path)).toEqual(['/cari-hesaplar']);
    },
  );

  it('edit: a missing record opened directly replaces the page with the list', async () => {
    setup('/cari-hesaplar/duzenle/99', { history: [] });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/cari-hesaplar$/);
    expect(toasts()).toContainEqual(['error', 'Kayıt bulunamadı.']);
  });
});
