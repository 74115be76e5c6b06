import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localParts, addDays } from '../../../domain/rules';
import { userInfo } from '../../app/testing/fake-api';
import cariHesap from '../cari_hesap';
import { dismissToast, getToasts } from '../../services/notify';
import { demoTables } from '../../services/tables.fixtures';
import { createMemoryTables, type MemoryTables } from '../../services/tables.memory';
import { userInfoAtom } from '../../state/session';
import { EngineProvider } from '../../engine/engine-context';
import type { PageDefinition } from '../../../domain/pages/page.types';
import { FormPage } from '../../engine/form/FormPage/FormPage';
import { demoMessages, rulesDemoPage, rulesDemoTables } from '../../engine/form/FormPage/rules-demo';

// The form with the page's rules (domain/rules): what the user sees change, and what the server receives.

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function setup(def: PageDefinition, tables: MemoryTables) {
  const entries = [def.route, `${def.route}/ekle`];
  render(
    <EngineProvider tables={tables}>
      <MemoryRouter initialEntries={entries} initialIndex={1}>
        <Routes>
          <Route path={`${def.route}/ekle`} element={<FormPage def={def} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </EngineProvider>,
  );
  return tables;
}

const toasts = () => getToasts().map((t) => [t.kind, t.title, t.text]);
const choose = async (name: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

beforeEach(() => {
  localStorage.clear();
  getDefaultStore().set(userInfoAtom, userInfo());
});
afterEach(() => {
  getToasts().forEach((t) => dismissToast(t.id));
  getDefaultStore().set(userInfoAtom, null);
});

describe('cari_hesap: tc decides company or person', () => {
  it('requires, disables, clears — and gives the names back when the user flips back before saving', async () => {
    setup(cariHesap, createMemoryTables(demoTables()));
    const tc = await screen.findByLabelText('TC / VKN');
    // No tc yet: a company.
    expect(screen.getByLabelText('Ünvan')).toBeRequired();
    expect(screen.getByLabelText('Adı')).toBeDisabled();
    await userEvent.type(tc, '10000000146');
    expect(screen.getByLabelText('Adı')).toBeEnabled();
    expect(screen.getByLabelText('Adı')).toBeRequired();
    expect(screen.getByLabelText('Soyadı')).toBeRequired();
    expect(screen.getByLabelText('Ünvan')).toBeDisabled();
    expect(screen.getByLabelText('Ünvan')).not.toBeRequired();
    await userEvent.type(screen.getByLabelText('Adı'), 'Elif');
    await userEvent.type(screen.getByLabelText('Soyadı'), 'Şahin');
    await userEvent.type(tc, '{Backspace}');
    expect(screen.getByLabelText('Adı')).toHaveValue('');
    expect(screen.getByLabelText('Adı')).toBeDisabled();
    expect(screen.getByLabelText('Soyadı')).toHaveValue('');
    expect(screen.getByLabelText('Ünvan')).toBeEnabled();
    await userEvent.type(tc, '6');
    expect(screen.getByLabelText('Adı')).toHaveValue('Elif');
    expect(screen.getByLabelText('Soyadı')).toHaveValue('Şahin');
  });

  it('a requirement the rules add stops the save with the field’s Turkish message', async () => {
    const tables = setup(cariHesap, createMemoryTables(demoTables()));
    await userEvent.type(await screen.findByLabelText('Cari Hesap Adı'), 'Anadolu Yapı');
    await userEvent.type(screen.getByLabelText('TC / VKN'), '1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ünvan alanı zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('İl alanı zorunludur.')).toBeInTheDocument();
    expect(toasts()).toEqual([['error', 'Hata', '4 alan eksik']]);
    expect(tables.calls.some((c) => c.method === 'store')).toBe(false);
  });
});

describe('cari_hesap: the country decides selects or free text', () => {
  it('hides the other pair (never required while hidden) and restores typed text on the way back', async () => {
    setup(cariHesap, createMemoryTables(demoTables()));
    await screen.findByLabelText('Cari Hesap Adı');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ülke' })).toHaveValue('Türkiye'));
    expect(screen.getByRole('combobox', { name: 'İl' })).toBeRequired();
    expect(screen.queryByLabelText('Şehir')).toBeNull();
    await choose('Ülke', 'Almanya');
    expect(screen.queryByRole('combobox', { name: 'İl' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'İlçe' })).toBeNull();
    expect(screen.getByLabelText('Şehir')).toBeRequired();
    expect(screen.getByLabelText('İlçe / Bölge')).toBeRequired();
    await userEvent.type(screen.getByLabelText('Şehir'), 'Köln');
    await choose('Ülke', 'Türkiye');
    expect(screen.queryByLabelText('Şehir')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'İl' })).toBeInTheDocument();
    await choose('Ülke', 'Almanya');
    expect(screen.getByLabelText('Şehir')).toHaveValue('Köln');
  });
});

describe('every rule kind on a document-like form', () => {
  it('fills defaults from the calendar, the user and the company, and sends them', async () => {
    const tables = setup(rulesDemoPage, createMemoryTables(rulesDemoTables()));
    await userEvent.type(await screen.findByLabelText('TC / VKN'), '4840847211');
    await userEvent.type(screen.getByLabelText('Ünvan'), 'Yıldız Gıda Sanayi ve Ticaret A.Ş.');
    expect(screen.getByRole('combobox', { name: 'Fatura Tipi' })).toHaveValue('Satış');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(tables.calls.some((c) => c.method === 'store')).toBe(true));
    const fields = tables.calls.find((c) => c.method === 'store')!.args[0] as Record<string, string>;
    const today = localParts(new Date()).date;
    expect(fields).toMatchObject({
      fatura_tipi_id: '2',
      fatura_tarihi: today,
      gecerlilik_tarihi: addDays(today, 1),
      hazirlayan: 'Ayşe',
      firma: 'Örnek Ticaret Ltd. Şti.',
      taksitli: '0',
      name_basic: '',
    });
  });

  it('choosing a customer fills tc, title, names and tax office, enables the address and clears it on a change', async () => {
    const tables = setup(rulesDemoPage, createMemoryTables(rulesDemoTables()));
    await screen.findByLabelText('TC / VKN');
    expect(screen.getByLabelText('Adres')).toBeDisabled();
    await choose('Cari Hesap', 'Ahmet Çelik');
    await waitFor(() => expect(screen.getByLabelText('TC / VKN')).toHaveValue('10000000146'));
    expect(tables.calls).toContainEqual({ method: 'show', table: 'cari_hesap', args: ['2', '0'] });
    expect(screen.getByLabelText('Adı')).toHaveValue('Ahmet');
    expect(screen.getByLabelText('Soyadı')).toHaveValue('Çelik');
    expect(screen.getByLabelText('Ünvan')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Vergi Dairesi' })).toHaveValue(
      'Çankaya Vergi Dairesi Müdürlüğü',
    );
    expect(screen.getByLabelText('Adres')).toBeEnabled();
    expect(screen.getByLabelText('Adres')).toBeRequired();
    await userEvent.type(screen.getByLabelText('Adres'), 'Kızılay Mah. No: 5');
    await choose('Cari Hesap', 'Yıldız Gıda');
    await waitFor(() =>
      expect(screen.getByLabelText('Ünvan')).toHaveValue('Yıldız Gıda Sanayi ve Ticaret A.Ş.'),
    );
    expect(screen.getByLabelText('TC / VKN')).toHaveValue('4840847211');
    expect(screen.getByLabelText('Adı')).toHaveValue('');
    expect(screen.getByLabelText('Adı')).toBeDisabled();
    expect(screen.getByLabelText('Adres')).toHaveValue('');
  });

  it('shows a group and requires its fields for one type; warns and resets when leaving the special base', async () => {
    setup(rulesDemoPage, createMemoryTables(rulesDemoTables()));
    await screen.findByLabelText('TC / VKN');
    expect(screen.queryByRole('group', { name: 'İade Bilgileri' })).toBeNull();
    await choose('Fatura Tipi', 'İade');
    const iade = screen.getByRole('group', { name: 'İade Bilgileri' });
    expect(within(iade).getByLabelText('İade Fatura Numarası')).toBeRequired();
    expect(screen.queryByLabelText('Özel Matrah Tutarı')).toBeNull();
    await choose('Fatura Tipi', 'Özel Matrah');
    expect(screen.queryByRole('group', { name: 'İade Bilgileri' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Özel Matrah Tutarı'), '150');
    await choose('Fatura Tipi', 'Satış');
    expect(toasts()).toContainEqual(['warning', 'Uyarı', demoMessages.specialBase]);
    expect(screen.queryByLabelText('Özel Matrah Tutarı')).toBeNull();
    await choose('Fatura Tipi', 'Özel Matrah');
    expect(screen.getByLabelText('Özel Matrah Tutarı')).toHaveValue('');
  });

  it('sets a value from another and refuses an invalid combination before sending', async () => {
    const tables = setup(rulesDemoPage, createMemoryTables(rulesDemoTables()));
    const count = await screen.findByLabelText('Taksit Sayısı');
    expect(screen.getByLabelText('Taksitli')).not.toBeChecked();
    await userEvent.type(count, '6');
    expect(screen.getByLabelText('Taksitli')).toBeChecked();
    await userEvent.clear(count);
    await userEvent.type(count, '1');
    expect(screen.getByLabelText('Taksitli')).not.toBeChecked();
    await userEvent.type(screen.getByLabelText('TC / VKN'), '4840847211');
    await userEvent.type(screen.getByLabelText('Ünvan'), 'Yıldız Gıda');
    await choose('Fatura Tipi', 'Tevkifat');
    await choose('KDV', '%0');
    expect(screen.getByRole('combobox', { name: 'KDV' })).toHaveAccessibleDescription(demoMessages.zeroKdv);
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(toasts()).toContainEqual(['error', 'Hata', demoMessages.zeroKdv]);
    expect(tables.calls.some((c) => c.method === 'store')).toBe(false);
    await choose('KDV', '%20');
    expect(screen.queryByText(demoMessages.zeroKdv)).toBeNull();
  });
});
