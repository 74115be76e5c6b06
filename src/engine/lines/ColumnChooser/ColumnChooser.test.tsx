import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceLines } from '../../../../domain/pages/document-lines';
import type { LoggedInUserInfo } from '../../../services/auth';
import { createMemoryTables } from '../../../services/tables.memory';
import { userInfoAtom } from '../../../state/session';
import { PagePreview } from '../../page/PagePreview/PagePreview';
import { chosenColumns, choiceOf, columnsRulesHide, toggleColumn } from '../column-choice';
import { invoiceTables } from '../fixtures/invoice-fixtures';
import { invoicePage } from '../fixtures/invoice-page';

// The line grid's column choice (issue 16): the page's typed-first columns, the rest on demand through
// "Sütunlar", the choice kept per user and line table (kullanici_ayarlari.satirSutunlari on the server).

const sent: unknown[] = [];
vi.mock('../../../services/http', async (original) => ({
  ...(await original<typeof import('../../../services/http')>()),
  call: vi.fn(async (path: string, body: unknown) => {
    sent.push({ path, body });
    return { message: 'success' };
  }),
}));

// The real invoice page's lines: typed-first set and all.
const page = { ...invoicePage, lines: invoiceLines };
const ALL = invoiceLines.columns!;

function session(satirSutunlari?: unknown) {
  getDefaultStore().set(userInfoAtom, {
    user: { id: 7, kullanici_ayarlari: satirSutunlari ? { satirSutunlari } : {} },
    auths: { tables: {} },
    department: {},
    is_admin: false,
    yetki_count: 1,
  } as unknown as LoggedInUserInfo);
}

const header = (column: string) =>
  document.querySelector(`.df-lines__grid .ag-header-cell[col-id="${column}"]`);
const shownColumns = () =>
  [...document.querySelectorAll('.df-lines__grid .ag-header-cell[col-id]')]
    .map((h) => h.getAttribute('col-id'))
    .filter((c) => c && !c.startsWith('__'));

function setup(path = '/satis-faturalari/duzenle/1') {
  const user = userEvent.setup();
  const view = render(
    <PagePreview
      def={page}
      tables={createMemoryTables(invoiceTables())}
      path={path}
      history={['/satis-faturalari']}
    />,
  );
  return { user, ...view };
}

async function loaded() {
  await waitFor(() => expect(header('miktar')).not.toBeNull(), { timeout: 15_000 });
  await waitFor(() =>
    expect(document.querySelector('.df-lines__grid [row-index="2"] [col-id="miktar"]')?.textContent).toBe(
      '1',
    ),
  );
}

describe('column-choice (pure)', () => {
  const typed = ['miktar', 'birim_id', 'kdv_id'];
  const all = ['mal_hizmet', 'miktar', 'birim_id', 'iskonto_orani', 'kdv_id'];
  it('shows the typed-first set, what the user added and not what they took away, in the page’s order', () => {
    expect(chosenColumns(all, typed, null)).toEqual(['miktar', 'birim_id', 'kdv_id']);
    expect(chosenColumns(all, typed, { goster: ['iskonto_orani'], gizle: ['birim_id'] })).toEqual([
      'miktar',
      'iskonto_orani',
      'kdv_id',
    ]);
    expect(chosenColumns(all, undefined, null)).toEqual(all);
    // A stored name the page no longer has is ignored.
    expect(chosenColumns(all, typed, { goster: ['silinmis'], gizle: [] })).toEqual(typed);
  });
  it('keeps a choice as the difference from the typed-first set; the page’s own set again is no choice', () => {
    const one = toggleColumn(typed, all, null, 'iskonto_orani', true);
    expect(one).toEqual({ goster: ['iskonto_orani'], gizle: [] });
    expect(toggleColumn(typed, all, one, 'kdv_id', false)).toEqual({
      goster: ['iskonto_orani'],
      gizle: ['kdv_id'],
    });
    expect(toggleColumn(typed, all, one, 'iskonto_orani', false)).toBeNull();
    expect(choiceOf(typed, all, new Set(all))).toEqual({
      goster: ['mal_hizmet', 'iskonto_orani'],
      gizle: [],
    });
  });
  it('finds the columns the line rules show on some lines only', () => {
    expect([...columnsRulesHide(page.rules ?? [])]).toEqual(
      expect.arrayContaining([
        'tevkifat_kodlari_listesi_id',
        'ozel_matrah_tutari',
        'ihrac_kayitli_fatura_sebebi_id',
      ]),
    );
  });
});

describe('ColumnChooser in the line grid', () => {
  beforeAll(() => import('../LineField/LineField'), 30_000);
  // jsdom lays nothing out: AG Grid hides a popup editor whose cell has an empty rectangle, so cells get one.
  const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
    x: 10,
    y: 10,
    top: 10,
    left: 10,
    bottom: 50,
    right: 210,
    width: 200,
    height: 40,
    toJSON: () => ({}),
  }));
  afterAll(() => rect.mockRestore());
  afterEach(() => {
    sent.length = 0;
    getDefaultStore().set(userInfoAtom, null);
  });

  it('shows the typed-first columns, the rest on demand; a column is shown and kept on the server per line table', async () => {
    session();
    const { user, unmount } = setup();
    await loaded();
    // The typed-first columns; besides them the service card (the invoice has service lines, which require it)
    // and the withholding code (a Tevkifat invoice): columns its lines need come by themselves.
    const needed = ['hizmet_ve_masraf_kartlari_id', 'tevkifat_kodlari_listesi_id'];
    expect(shownColumns()).toEqual(
      ALL.filter((c) => invoiceLines.typedFirst!.includes(c) || needed.includes(c)),
    );
    for (const c of ['iskonto_orani', 'kunye_numarasi', 'diger_vergiler', 'vergi_tutar'])
      expect(header(c), c).toBeNull();

    const button = screen.getByRole('button', { name: /^Sütunlar/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Gösterilecek sütunlar' });
    // The focus is in the panel, on its first box that may change; required columns are shown and cannot be taken away.
    const boxes = within(panel).getAllByRole('checkbox');
    expect(boxes[0]).toBeDisabled(); // Mal / Hizmet Türü: required on every line
    expect(document.activeElement).toBe(boxes.find((b) => !(b as HTMLInputElement).disabled));
    const miktar = within(panel).getByRole('checkbox', { name: /^Miktar/ });
    expect(miktar).toBeChecked();
    expect(miktar).toBeDisabled();
    // The withholding code is not the user's to choose: it comes with Tevkifat invoices.
    expect(within(panel).queryByRole('checkbox', { name: /Tevkifat/ })).toBeNull();

    await user.click(within(panel).getByRole('checkbox', { name: /^İskonto Oranı/ }));
    await waitFor(() => expect(header('iskonto_orani')).not.toBeNull());
    expect(sent).toEqual([
      {
        path: 'profile/settings',
        body: {
          kullanici_ayarlari: {
            satirSutunlari: { satis_fatura_hizmet: { goster: ['iskonto_orani'], gizle: [] } },
          },
        },
      },
    ]);
    // Esc closes the panel and gives the focus back to its button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Gösterilecek sütunlar' })).toBeNull();
    expect(document.activeElement).toBe(button);

    // Drawn again (another visit of the form): the choice stays.
    unmount();
    setup();
    await loaded();
    expect(header('iskonto_orani')).not.toBeNull();
  });

  it('reads the stored choice of the session user; "Tümünü göster" and "Varsayılan sütunlar" by keyboard', async () => {
    session({ satis_fatura_hizmet: { goster: ['kunye_numarasi'], gizle: ['mal_hizmet'] } });
    const { user } = setup();
    await loaded();
    expect(header('kunye_numarasi')).not.toBeNull();
    expect(header('mal_hizmet')).toBeNull();

    screen.getByRole('button', { name: /^Sütunlar/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Tümünü göster' }));
    await waitFor(() => expect(shownColumns()).toEqual(ALL.filter((c) => header(c) !== null)));
    for (const c of ['iskonto_orani', 'diger_vergiler', 'kunye_numarasi', 'mal_hizmet', 'vergi_tutar'])
      expect(header(c), c).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Varsayılan sütunlar' }));
    await waitFor(() => expect(header('kunye_numarasi')).toBeNull());
    expect(header('mal_hizmet')).not.toBeNull();
    expect(sent.at(-1)).toEqual({
      path: 'profile/settings',
      body: { kullanici_ayarlari: { satirSutunlari: { satis_fatura_hizmet: null } } },
    });
  });

  it('shows a hidden column by itself when a line needs it (the service card of a service line)', async () => {
    session();
    const { user } = setup('/satis-faturalari/ekle');
    await waitFor(() => expect(header('miktar')).not.toBeNull(), { timeout: 15_000 });
    expect(header('hizmet_ve_masraf_kartlari_id')).toBeNull();
    const type = () =>
      document.querySelector<HTMLElement>('.df-lines__grid [row-index="0"] [col-id="mal_hizmet_turu_id"]')!;
    await user.click(type());
    await user.keyboard('H');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    const options = within(list).getAllByRole('option');
    const at = options.findIndex((o) => o.textContent === 'Hizmet / Masraf');
    await user.keyboard('{ArrowDown}'.repeat(at + 1) + '{Enter}');
    await user.keyboard('{Tab}');
    await waitFor(() => expect(header('hizmet_ve_masraf_kartlari_id')).not.toBeNull());
    // Back to a stock line: the service card is not needed, and not chosen, so it goes again.
    await user.click(type());
    await user.keyboard('S');
    const again = await screen.findByRole('listbox');
    await waitFor(() => expect(again).not.toHaveAttribute('aria-busy'));
    const stock = within(again)
      .getAllByRole('option')
      .findIndex((o) => o.textContent === 'Stok');
    await user.keyboard('{ArrowDown}'.repeat(stock + 1) + '{Enter}');
    await user.keyboard('{Tab}');
    await waitFor(() => expect(header('hizmet_ve_masraf_kartlari_id')).toBeNull());
  });
});
