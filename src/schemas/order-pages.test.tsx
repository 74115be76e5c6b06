import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { findTable } from '../../server/catalog';
import { allColumns, publicMeta, SYSTEM_COLUMNS } from '../../server/catalog/columns';
import { withLineTable } from '../../server/tables/table.lines';
import { EngineProvider } from '../engine/engine-context';
import { FormPage } from '../engine/form/FormPage/FormPage';
import { addLink, routePatterns } from '../engine/page/paths';
import type { PageDefinition } from '../../domain/pages/page.types';
import { invoiceTables } from '../engine/lines/fixtures/invoice-fixtures';
import { dismissToast, getToasts } from '../services/notify';
import { createMemoryTables } from '../services/tables.memory';
import alisSiparis from './alis_siparis';
import satisSiparis from './satis_siparis';

// The order pages (issue 11 item 1, docs/orders.md) over the catalogue's own columns: the form shows the spec's
// groups, the line grid and the order number the server proposes before the save (docs/document-numbers.md: the
// create answer carries it, here the memory table's default); a saved order goes to its tab of the list.

afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

/** The columns of a catalogue table as the create answer carries them (the lines column with its line table). */
function columnsOf(table: string, proposed: string) {
  const def = findTable(table)!;
  const meta = Object.fromEntries(
    allColumns(def)
      .filter((c) => !SYSTEM_COLUMNS.has(c.name))
      .map((c) => [c.name, publicMeta(c)]),
  );
  const withLines = withLineTable(def, meta);
  return Object.values(withLines).map((c) =>
    c.name === 'siparis_numarasi' ? { ...c, default: proposed } : c,
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function open(def: PageDefinition, proposed: string, only?: string[]) {
  const db = invoiceTables();
  db[def.table] = {
    display_name: def.title,
    display_column: 'siparis_numarasi',
    columns: columnsOf(def.table, proposed).filter((c) => !only || only.includes(c.name)),
    records: [],
  };
  const tables = createMemoryTables(db);
  render(
    <EngineProvider tables={tables}>
      <MemoryRouter initialEntries={['/', addLink(def)]} initialIndex={1}>
        <Routes>
          <Route path={routePatterns(def).add} element={<FormPage def={def} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </EngineProvider>,
  );
  return tables;
}

describe('the order forms', () => {
  it('show the spec’s groups, the line grid and the proposed order number before the save', async () => {
    expect(addLink(satisSiparis)).toBe('/alis-satis-yonetimi/siparis/satis-ekle');
    open(satisSiparis, 'SSP-2026-0004');
    expect(await screen.findByLabelText('Sipariş Numarası')).toHaveValue('SSP-2026-0004');
    for (const title of ['Cari Bilgileri', 'Sipariş Bilgileri', 'Fiş-Kalem Ekleme', 'Açıklamalar'])
      expect(screen.getByText(title)).toBeInTheDocument();
    for (const label of ['Sipariş Tarihi', 'Teslim Tarihi', 'Sipariş Durumu', 'Cari Hesap'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    // The line grid of the order (Fiş-Kalem Ekleme) with its add-line button.
    expect(
      await screen.findByRole('button', { name: 'Satır Ekle' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it.each([
    [alisSiparis, 'ASP-2026-0003', '/alis-satis-yonetimi/siparis?tab=first'],
    [satisSiparis, 'SSP-2026-0004', '/alis-satis-yonetimi/siparis?tab=second'],
  ])('$table: saved with the proposed number, then its tab of the list opens', async (def, number, list) => {
    const slim: PageDefinition = {
      ...def,
      layout: 'page',
      lines: undefined,
      rules: undefined,
      groups: [{ id: 'siparis', title: 'Sipariş Bilgileri', columns: ['siparis_numarasi'] }],
    };
    const tables = open(slim, number, ['siparis_numarasi']);
    await userEvent.type(await screen.findByLabelText('Sipariş Numarası'), '{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent(list);
    expect(tables.db[def.table].records.map((r) => r.siparis_numarasi)).toEqual([number]);
  });
});
