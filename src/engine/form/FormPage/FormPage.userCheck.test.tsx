import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmHost } from '../../popups/ConfirmHost/ConfirmHost';
import { ApiError } from '../../../services/http';
import { dismissToast, getToasts } from '../../../services/notify';
import { demoTables } from '../../../services/tables.fixtures';
import { createMemoryTables } from '../../../services/tables.memory';
import { EngineProvider } from '../../engine-context';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { FormPage } from './FormPage';

// The e-Fatura form's registered-user check (002 §8 "E-Fatura kesilemez."; page data `eDocument.userCheck`): a VKN
// that is no e-invoice user gets the dialog offering e-Arşiv, and the form cannot be saved.

const def: PageDefinition = {
  table: 'cari_hesap',
  route: '/faturalar',
  title: 'Faturalar',
  layout: 'page',
  groups: [{ id: 'genel', title: 'Genel Bilgiler', columns: ['cari_hesap_adi', 'tc'] }],
  eDocument: { userCheck: { field: 'tc', table: 'cari_hesap', offer: '/arsiv/ekle' } },
};

const USERS = ['6482053170'];

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function setup(page: PageDefinition = def) {
  const tables = createMemoryTables(demoTables(), {
    action: (_t, path, body) => {
      if (path !== 'isEInvoiceUser') throw new Error(path);
      if (!USERS.includes(String(body.vkn_tckn))) throw new ApiError('E-Fatura kesilemez.', 404);
      return { message: 'success', users: { unvan_ad: 'Örnek Gıda Ltd. Şti.' } };
    },
  });
  render(
    <EngineProvider tables={tables}>
      <MemoryRouter initialEntries={['/faturalar', '/faturalar/ekle']} initialIndex={1}>
        <Routes>
          <Route path="/faturalar/ekle" element={<FormPage def={page} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
      <ConfirmHost />
    </EngineProvider>,
  );
  return tables;
}

afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

describe('the e-Fatura registered-user check', () => {
  it('a user: nothing happens; not a user: the dialog, Kaydet disabled, the warning; e-Arşiv is offered', async () => {
    const tables = setup();
    const tc = await screen.findByLabelText('TC / VKN');
    await userEvent.type(tc, '6482053170');
    await waitFor(() =>
      expect(tables.calls.filter((c) => c.method === 'action').map((c) => c.args[1])).toEqual([
        { vkn_tckn: '6482053170' },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeEnabled();

    await userEvent.clear(tc);
    await userEvent.type(tc, '10000000146');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Fatura kesilmek istenilen kullanıcı GİB E-Fatura sisteminde kayıtlı değildir. E-Arşiv Fatura oluşturmak ister misiniz?',
    );
    expect(
      await screen.findByText('Uyarı: E-Fatura kullanıcı olmadığı için kaydedilemiyor!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'E-Arşiv Fatura Oluştur' }));
    expect(await screen.findByTestId('where', {}, { timeout: 3000 })).toHaveTextContent('/arsiv/ekle');
  });

  it('asks nothing while its `unless` holds (an export e-Fatura goes to customs), and asks once it does not', async () => {
    const tables = setup({
      ...def,
      eDocument: {
        userCheck: { ...def.eDocument!.userCheck!, unless: { field: 'cari_hesap_adi', equals: 'İHRACAT' } },
      },
    });
    await userEvent.type(await screen.findByLabelText(/Cari Hesap Adı/), 'İHRACAT');
    await userEvent.type(screen.getByLabelText('TC / VKN'), '2222222222');
    await new Promise((r) => setTimeout(r, 100));
    expect(tables.calls.filter((c) => c.method === 'action')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeEnabled();
    await userEvent.type(screen.getByLabelText(/Cari Hesap Adı/), ' YOK');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
