import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userInfo } from '../../app/testing/fake-api';
import cariHesap from '../cari_hesap';
import { dismissToast, getToasts } from '../../services/notify';
import { demoTables } from '../../services/tables.fixtures';
import { createMemoryTables, type MemoryTables } from '../../services/tables.memory';
import { adminModeAtom } from '../../state/admin';
import { userInfoAtom } from '../../state/session';
import { EngineProvider } from '../../engine/engine-context';
import { FormPage } from '../../engine/form/FormPage/FormPage';
import { AdminModeToggle } from '../../engine/admin/AdminModeToggle/AdminModeToggle';

// Admin mode (002 §2): technical names, JSON viewers, save-test through the in-memory table client.

const store = getDefaultStore();

function open(tables: MemoryTables) {
  render(
    <EngineProvider tables={tables}>
      <MemoryRouter initialEntries={['/cari-hesaplar', '/cari-hesaplar/ekle']} initialIndex={1}>
        <AdminModeToggle />
        <FormPage def={cariHesap} />
      </MemoryRouter>
    </EngineProvider>,
  );
}

const viewer = (title: string) => screen.getByLabelText(title, { selector: 'pre' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  getToasts().forEach((t) => dismissToast(t.id));
  store.set(userInfoAtom, null);
});

describe('admin mode', () => {
  it('is not offered to a user who is not an admin, even with the stored flag', async () => {
    localStorage.setItem('defter.adminMode', '1');
    store.set(userInfoAtom, userInfo({ isAdmin: false }));
    open(createMemoryTables(demoTables()));
    await screen.findByLabelText('Cari Hesap Adı');
    expect(screen.queryByRole('button', { name: 'Yönetici modu' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Yönetici görünümü' })).toBeNull();
    expect(screen.queryByText('cari_hesap_adi')).toBeNull();
  });

  it('an admin turns it on: technical names beside labels and JSON of metadata, schemas, rules and data', async () => {
    store.set(userInfoAtom, userInfo({ isAdmin: true }));
    open(createMemoryTables(demoTables()));
    const toggle = await screen.findByRole('button', { name: 'Yönetici modu' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await screen.findByLabelText('Cari Hesap Adı');
    expect(screen.queryByText('cari_hesap_adi')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('defter.adminMode')).toBe('1');
    const field = screen.getByLabelText('TC / VKN').closest('[data-field]')!;
    expect(within(field as HTMLElement).getByText('tc')).toHaveClass('df-field__tech');
    await userEvent.type(screen.getByLabelText('Cari Hesap Adı'), 'Deniz Lojistik');
    expect(JSON.parse(viewer('Form verisi').textContent!)).toMatchObject({
      cari_hesap_adi: 'Deniz Lojistik',
    });
    expect(JSON.parse(viewer('Kurallar').textContent!).map((r: { id: string }) => r.id)).toEqual([
      'tc-sirket-sahis',
      'ulke-adres',
    ]);
    expect(JSON.parse(viewer('Kuralların kararı').textContent!).fields.unvan).toEqual({ required: true });
    const columns = JSON.parse(viewer('Sütun bilgileri').textContent!) as { name: string }[];
    expect(columns.map((c) => c.name)).toContain('vergi_daireleri_id');
    expect(JSON.parse(viewer('JSON Schema').textContent!).properties.tc.title).toBe('TC / VKN');
    expect(JSON.parse(viewer('uiSchema').textContent!)['ui:order']).toContain('tc');
    await userEvent.click(toggle);
    expect(screen.queryByRole('complementary', { name: 'Yönetici görünümü' })).toBeNull();
    expect(store.get(adminModeAtom)).toBe(false);
  });

  it('save-test stores the form data under a name in front_test and loads it back later', async () => {
    store.set(userInfoAtom, userInfo({ isAdmin: true }));
    localStorage.setItem('defter.adminMode', '1');
    const tables = createMemoryTables(demoTables());
    open(tables);
    await userEvent.type(await screen.findByLabelText('Cari Hesap Adı'), 'Test Carisi');
    await userEvent.type(screen.getByLabelText('TC / VKN'), '10000000146');
    await userEvent.type(screen.getByLabelText('Adı'), 'Elif');
    expect(screen.getByText('Bu tablo için kayıtlı test yok.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Testi kaydet' }));
    expect(screen.getByText('Lütfen bir test adı giriniz.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Test adı'), 'Şahıs carisi{Enter}');
    await waitFor(() => expect(tables.db.front_test.records).toHaveLength(1));
    expect(tables.db.front_test.records[0]).toMatchObject({ tablo_ismi: 'cari_hesap', name: 'Şahıs carisi' });
    expect(JSON.parse(String(tables.db.front_test.records[0].test_json))).toMatchObject({
      cari_hesap_adi: 'Test Carisi',
      tc: '10000000146',
      name_basic: 'Elif',
    });
    expect(getToasts().map((t) => t.text)).toContain('Test kaydedildi.');
    // The record itself was not saved.
    expect(tables.db.cari_hesap.records).toHaveLength(4);
    cleanup();

    open(tables);
    const name = await screen.findByLabelText('Cari Hesap Adı');
    const tests = await screen.findByRole('combobox', { name: 'Kayıtlı testler' });
    expect(within(tests).getByRole('option', { name: 'Şahıs carisi' })).toBeInTheDocument();
    const list = tables.calls.filter((c) => c.table === 'front_test' && c.method === 'list').at(-1)!;
    expect(list.args[0]).toMatchObject({ filters: { tablo_ismi: { type: 4, filter: 'cari_hesap' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Testi yükle' }));
    expect(name).toHaveValue('Test Carisi');
    expect(screen.getByLabelText('Adı')).toHaveValue('Elif');
    expect(screen.getByLabelText('Adı')).toBeEnabled();
  });

  it('Kural kararları: each decision with the rule id and note that made it, and a search by field', async () => {
    store.set(userInfoAtom, userInfo({ isAdmin: true }));
    localStorage.setItem('defter.adminMode', '1');
    open(createMemoryTables(demoTables()));
    await userEvent.type(await screen.findByLabelText('TC / VKN'), '10000000146');
    type Decision = { rule: string; note?: string; branch: string; kind: string; fields: string[] };
    const decisions = () => JSON.parse(viewer('Kural kararları').textContent!) as Decision[];
    const note = cariHesap.rules!.find((r) => r.id === 'tc-sirket-sahis')!.note;
    expect(note).toBeTruthy();
    expect(decisions()).toContainEqual({
      rule: 'tc-sirket-sahis',
      note,
      branch: 'otherwise',
      kind: 'require',
      fields: ['name_basic', 'surname'],
    });
    expect(decisions()).toContainEqual(
      expect.objectContaining({
        rule: 'ulke-adres',
        branch: 'then',
        kind: 'hide',
        fields: ['sehir_adi', 'ilce_adi'],
      }),
    );
    // The field states stay apart, as the form draws them.
    expect(JSON.parse(viewer('Kuralların kararı').textContent!).fields.unvan).toEqual({ disabled: true });

    // Which rule decided about unvan: the search keeps each decision's rule, note, branch and kind.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Kural kararları içinde ara' }), 'ÜNVAN');
    // "ünvan" is in the rule's note (not a field name: Ü is not U): its decisions, by note.
    expect(decisions().map((d) => [d.rule, d.note])).toEqual([
      ['tc-sirket-sahis', note],
      ['tc-sirket-sahis', note],
    ]);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Kural kararları içinde ara' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Kural kararları içinde ara' }), 'UNVAN');
    expect(decisions().map((d) => [d.rule, d.kind, d.fields])).toEqual([
      ['tc-sirket-sahis', 'disable', ['unvan']],
    ]);
    expect(decisions()[0]).toMatchObject({ note, branch: 'otherwise' });
  });
});
