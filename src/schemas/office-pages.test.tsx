import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findTable } from '../../server/catalog';
import { allColumns, publicMeta, SYSTEM_COLUMNS } from '../../server/catalog/columns';
import { userInfo } from '../app/testing/fake-api';
import { EngineProvider } from '../engine/engine-context';
import { FormPage } from '../engine/form/FormPage/FormPage';
import type { PageDefinition } from '../../domain/pages/page.types';
import { dismissToast, getToasts } from '../services/notify';
import { demoTables } from '../services/tables.fixtures';
import { createMemoryTables, type MemoryTables } from '../services/tables.memory';
import { userInfoAtom } from '../state/session';
import kobiSiparis from './kobi_siparis';
import personelOdeme from './personel_odeme';
import sabitKiymetKartlari from './sabit_kiymet_kartlari';

// Issue 11 items 6–8 in the form: the personnel payment's cash / bank rule (002 §4), the fixed-asset card filled
// from the depreciation list by `show` (002 §7), the small-business order's up-front payment rule (002 §4). The
// columns are the server catalogue's own, so the form sees what the server would answer.

/** A memory table with the catalogue's columns of `table`. */
const fromCatalog = (table: string, records: Record<string, unknown>[] = []) => {
  const def = findTable(table)!;
  return {
    display_name: def.display_name,
    display_column: def.display_column,
    columns: allColumns(def)
      .filter((c) => !SYSTEM_COLUMNS.has(c.name))
      .map(publicMeta),
    records,
  };
};

function tables(): MemoryTables {
  const db = demoTables();
  db.personel_kartlari = fromCatalog('personel_kartlari', [
    { id: 1, personel_adi: 'Elif', personel_soyadi: 'Kaya', adi_soyadi: 'Elif Kaya' },
  ]);
  db.personel_odeme = fromCatalog('personel_odeme');
  db.banka_karti = fromCatalog('banka_karti', [{ id: 1, banka_tanımı: 'İş Bankası Kadıköy' }]);
  db.amortisman_listesi = fromCatalog('amortisman_listesi', [
    { id: 6, name_basic: 'Binek otomobilleri', faydali_omur: 5, normal_amortisman_oran: '20.00' },
    {
      id: 1,
      kod: '1.1.1',
      name_basic: 'Binalar: Beton, kargir, demir, çelik',
      faydali_omur: 50,
      normal_amortisman_oran: '2.00',
    },
  ]);
  db.sabit_kiymet_kartlari = fromCatalog('sabit_kiymet_kartlari');
  db.kdv_oranlari = fromCatalog('kdv_oranlari', [{ id: 9, name_basic: '%20' }]);
  db.birimler = fromCatalog('birimler', [{ id: 1, name_basic: 'Adet', kod: 'C62' }]);
  db.kobi_siparis = fromCatalog('kobi_siparis');
  return createMemoryTables(db);
}

function setup(page: PageDefinition, memory = tables()) {
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

const combo = (name: string) => screen.queryByRole('combobox', { name });

beforeEach(() => {
  localStorage.clear();
  getDefaultStore().set(userInfoAtom, userInfo());
});
afterEach(() => {
  getToasts().forEach((t) => dismissToast(t.id));
  getDefaultStore().set(userInfoAtom, null);
});

describe('personnel payment: kasa_banka decides the card (002 §4)', () => {
  it('asks the bank card by default, the cash card when paid from cash; the TL rate stays hidden', async () => {
    setup(personelOdeme);
    const toggle = await screen.findByRole('switch', { name: 'Kasadan Öde' });
    expect(combo('Banka Kartı')).toBeRequired();
    expect(combo('Kasa Kartı')).toBeNull();
    expect(screen.queryByLabelText('Döviz Kuru')).toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(combo('Kasa Kartı')).toBeRequired());
    expect(combo('Banka Kartı')).toBeNull();
  });
});

describe('fixed-asset card: the depreciation list fills life and rate (002 §7)', () => {
  it('reads the chosen entry with show and copies faydali_omur and normal_amortisman_oran', async () => {
    const memory = setup(sabitKiymetKartlari);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Amortisman Listesi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Binek otomobilleri' }));
    await waitFor(() => expect(screen.getByLabelText('Faydalı Ömür (Yıl)')).toHaveValue('5'));
    expect(memory.calls).toContainEqual({ method: 'show', table: 'amortisman_listesi', args: ['6', '0'] });
    expect(String((screen.getByLabelText('Normal Amortisman Oranı (%)') as HTMLInputElement).value)).toMatch(
      /^20/,
    );
  });
});

describe('small-business order: an up-front payment asks where it was paid from (002 §4)', () => {
  it('shows the cash / bank switch only above zero, then requires the bank card', async () => {
    setup(kobiSiparis);
    const paid = await screen.findByLabelText('Peşin Ödenen Tutar');
    expect(screen.queryByRole('switch', { name: 'Kasadan Öde' })).toBeNull();
    await userEvent.type(paid, '1500');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Kasadan Öde' })).toBeInTheDocument());
    expect(combo('Banka Kartı')).toBeRequired();
    expect(combo('Kasa Kartı')).toBeNull();
  });
});
