import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userInfo } from '../app/testing/fake-api';
import { EngineProvider } from '../engine/engine-context';
import { FormPage } from '../engine/form/FormPage/FormPage';
import type { PageDefinition } from '../../domain/pages/page.types';
import { dismissToast, getToasts } from '../services/notify';
import { column, demoTables, relation } from '../services/tables.fixtures';
import { createMemoryTables, type MemoryTables } from '../services/tables.memory';
import { userInfoAtom } from '../state/session';
import { invoiceGroups } from './invoice.groups';
import { invoiceAddressRules } from './invoice.rules';
import satisFatura from './satis_fatura';

// The invoice header's address rules (002 §4) in the form: what the clerk sees happen to the address when the
// customer changes, what a chosen address fills, and what the server receives.

/** The sales invoice page without its line grid (the rules under test are the header's). */
const page: PageDefinition = {
  table: 'satis_fatura',
  route: satisFatura.route,
  title: satisFatura.title,
  layout: 'page',
  groups: [
    ...invoiceGroups.filter((g) => g.id === 'cari' || g.id === 'adres'),
    { id: 'fatura', title: 'Fatura Bilgileri', columns: ['fatura_numarasi'] },
  ],
  rules: invoiceAddressRules,
};

/** The memory database: the demo customers (1 Yıldız Gıda, 2 Ahmet Çelik) with their addresses. */
function tables(): MemoryTables {
  const db = demoTables();
  db.satis_fatura = {
    display_name: 'Satış Faturaları',
    display_column: 'fatura_numarasi',
    columns: [
      relation('cari_hesap_id', 'Cari Hesap*', 'cari_hesap', {}, 'cari_hesap_adi'),
      relation('adres_id', 'Adres*', 'adres', { up_column_name: 'cari_hesap_id' }, 'adres_basligi'),
      relation('ulkeler_id', 'Ülke', 'ulkeler'),
      relation('sehirler_id', 'İl', 'sehirler'),
      relation('ilceler_id', 'İlçe', 'ilceler', { up_column_name: 'sehirler_id' }),
      column('sehirler_input', 'Şehir', 'string'),
      column('ilceler_input', 'İlçe / Bölge', 'string'),
      column('mahalle_adi', 'Mahalle', 'string'),
      column('sokak_adi', 'Cadde / Sokak', 'string'),
      column('bina_adi', 'Bina Adı', 'string'),
      column('bina_no', 'Bina No', 'string'),
      column('kapi_no', 'Kapı No', 'string'),
      column('posta_kodu', 'Posta Kodu', 'string'),
      column('fatura_numarasi', 'Fatura Numarası*', 'string'),
    ],
    records: [],
  };
  db.adres = {
    display_name: 'Cari Hesap Adresleri',
    display_column: 'adres_basligi',
    columns: [
      relation('cari_hesap_id', 'Cari Hesap*', 'cari_hesap', {}, 'cari_hesap_adi'),
      column('adres_basligi', 'Adres Başlığı*', 'string'),
      relation('ulkeler_id', 'Ülke', 'ulkeler'),
      relation('sehirler_id', 'İl', 'sehirler'),
      relation('ilceler_id', 'İlçe', 'ilceler', { up_column_name: 'sehirler_id' }),
      column('sehir_adi', 'Şehir', 'string'),
      column('ilce_adi', 'İlçe / Bölge', 'string'),
      column('mahalle_adi', 'Mahalle', 'string'),
      column('sokak_adi', 'Cadde / Sokak', 'string'),
      column('bina_adi', 'Bina Adı', 'string'),
      column('bina_no', 'Bina No', 'string'),
      column('kapi_no', 'Kapı No', 'string'),
      column('posta_kodu', 'Posta Kodu', 'string'),
    ],
    records: [
      {
        id: 10,
        cari_hesap_id: 1,
        adres_basligi: 'Merkez',
        ulkeler_id: 1,
        sehirler_id: 34,
        ilceler_id: 3405,
        mahalle_adi: 'Barbaros',
        sokak_adi: 'Kardelen Sokak',
        bina_no: '2',
        kapi_no: '1',
        posta_kodu: '34746',
      },
      {
        id: 11,
        cari_hesap_id: 1,
        adres_basligi: 'Kemalpaşa Depo',
        ulkeler_id: 1,
        sehirler_id: 35,
        ilceler_id: 3501,
        mahalle_adi: 'Alsancak',
        sokak_adi: 'Kıbrıs Şehitleri Caddesi',
        bina_adi: 'Ege Plaza',
        bina_no: '140',
        posta_kodu: '35220',
      },
      {
        id: 12,
        cari_hesap_id: 2,
        adres_basligi: 'Berlin Ofis',
        ulkeler_id: 2,
        sehir_adi: 'Berlin',
        ilce_adi: 'Mitte',
        sokak_adi: 'Friedrichstraße',
        bina_no: '43',
      },
    ],
  };
  return createMemoryTables(db);
}

function setup(memory = tables()) {
  render(
    <EngineProvider tables={memory}>
      <MemoryRouter initialEntries={[page.route, `${page.route}/ekle`]} initialIndex={1}>
        <Routes>
          <Route path={`${page.route}/ekle`} element={<FormPage def={page} />} />
          <Route path="*" element={<div />} />
        </Routes>
      </MemoryRouter>
    </EngineProvider>,
  );
  return memory;
}

const combo = (name: string) => screen.getByRole('combobox', { name });
const choose = async (name: string, option: string) => {
  await userEvent.click(combo(name));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const stored = (memory: MemoryTables) =>
  memory.calls.find((c) => c.method === 'store')?.args[0] as Record<string, string> | undefined;

beforeEach(() => {
  localStorage.clear();
  getDefaultStore().set(userInfoAtom, userInfo());
});
afterEach(() => {
  getToasts().forEach((t) => dismissToast(t.id));
  getDefaultStore().set(userInfoAtom, null);
});

describe('invoice header: the customer decides the address', () => {
  it('keeps the address disabled until a customer is chosen, then enables and requires it', async () => {
    setup();
    await screen.findByLabelText('Fatura Numarası');
    expect(combo('Adres')).toBeDisabled();
    await choose('Cari Hesap', 'Yıldız Gıda');
    await waitFor(() => expect(combo('Adres')).toBeEnabled());
    expect(combo('Adres')).toBeRequired();
  });

  it("offers only the chosen customer's addresses, and picking one fills the address parts", async () => {
    const memory = setup();
    await screen.findByLabelText('Fatura Numarası');
    await choose('Cari Hesap', 'Yıldız Gıda');
    await waitFor(() => expect(combo('Adres')).toBeEnabled());
    await userEvent.click(combo('Adres'));
    await screen.findByRole('option', { name: 'Kemalpaşa Depo' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Merkez', 'Kemalpaşa Depo']);
    await userEvent.click(screen.getByRole('option', { name: 'Kemalpaşa Depo' }));
    await waitFor(() => expect(screen.getByLabelText('Mahalle')).toHaveValue('Alsancak'));
    expect(memory.calls).toContainEqual({ method: 'show', table: 'adres', args: ['11', '0'] });
    expect(screen.getByLabelText('Cadde / Sokak')).toHaveValue('Kıbrıs Şehitleri Caddesi');
    expect(screen.getByLabelText('Bina Adı')).toHaveValue('Ege Plaza');
    expect(screen.getByLabelText('Bina No')).toHaveValue('140');
    expect(screen.getByLabelText('Posta Kodu')).toHaveValue('35220');
    await waitFor(() => expect(combo('İl')).toHaveValue('İzmir'));
    await waitFor(() => expect(combo('İlçe')).toHaveValue('Konak'));
    expect(screen.queryByLabelText('Şehir')).toBeNull();
  });

  it('clears the address and the parts it filled when the customer changes; an address abroad fills the city text', async () => {
    setup();
    await screen.findByLabelText('Fatura Numarası');
    await choose('Cari Hesap', 'Yıldız Gıda');
    await waitFor(() => expect(combo('Adres')).toBeEnabled());
    await choose('Adres', 'Merkez');
    await waitFor(() => expect(screen.getByLabelText('Mahalle')).toHaveValue('Barbaros'));
    await choose('Cari Hesap', 'Ahmet Çelik');
    await waitFor(() => expect(combo('Adres')).toHaveValue(''));
    expect(screen.getByLabelText('Mahalle')).toHaveValue('');
    expect(screen.getByLabelText('Posta Kodu')).toHaveValue('');
    await choose('Adres', 'Berlin Ofis');
    await waitFor(() => expect(screen.getByLabelText('Şehir')).toHaveValue('Berlin'));
    expect(screen.getByLabelText('İlçe / Bölge')).toHaveValue('Mitte');
    expect(screen.getByLabelText('Cadde / Sokak')).toHaveValue('Friedrichstraße');
    expect(screen.queryByRole('combobox', { name: 'İl' })).toBeNull();
  });

  it('refuses to save without an address, and sends the address with its parts', async () => {
    const memory = setup();
    await userEvent.type(await screen.findByLabelText('Fatura Numarası'), 'DMO2026000000901');
    await choose('Cari Hesap', 'Yıldız Gıda');
    await waitFor(() => expect(combo('Adres')).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Adres alanı zorunludur.')).toBeInTheDocument();
    expect(stored(memory)).toBeUndefined();
    await choose('Adres', 'Kemalpaşa Depo');
    await waitFor(() => expect(screen.getByLabelText('Mahalle')).toHaveValue('Alsancak'));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(stored(memory)).toBeDefined());
    expect(stored(memory)).toMatchObject({
      cari_hesap_id: '1',
      adres_id: '11',
      ulkeler_id: '1',
      sehirler_id: '35',
      ilceler_id: '3501',
      mahalle_adi: 'Alsancak',
      bina_adi: 'Ege Plaza',
      posta_kodu: '35220',
      sehirler_input: '',
    });
  });
});
