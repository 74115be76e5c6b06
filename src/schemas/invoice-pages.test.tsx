import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineProvider } from '../engine/engine-context';
import { FormPage } from '../engine/form/FormPage/FormPage';
import { addLink, editLink, routePatterns } from '../engine/page/paths';
import type { PageDefinition } from '../../domain/pages/page.types';
import { dismissToast, getToasts } from '../services/notify';
import { column, demoTables } from '../services/tables.fixtures';
import { createMemoryTables } from '../services/tables.memory';
import alisFatura from './alis_fatura';
import satisFatura from './satis_fatura';

// 002 §2, "Redirects after a successful save": alis_fatura to /alis-satis-yonetimi/fatura?tab=first,
// satis_fatura to the same path with tab=second — from their own add and edit routes. The header is cut down
// to the invoice number (the rules and the line grid have suites of their own).

afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

const slim = (def: PageDefinition): PageDefinition => ({
  ...def,
  layout: 'page',
  lines: undefined,
  rules: undefined,
  groups: [{ id: 'fatura', title: 'Fatura Bilgileri', columns: ['fatura_numarasi'] }],
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Edit({ def }: { def: PageDefinition }) {
  return <FormPage def={def} id={useParams().id} />;
}

function open(def: PageDefinition, path: string) {
  const db = demoTables();
  db[def.table] = {
    display_name: def.title,
    display_column: 'fatura_numarasi',
    columns: [column('fatura_numarasi', 'Fatura Numarası*', 'string')],
    records: [{ id: 7, fatura_numarasi: 'FTR2026000000007' }],
  };
  const tables = createMemoryTables(db);
  const paths = routePatterns(def);
  render(
    <EngineProvider tables={tables}>
      <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
        <Routes>
          <Route path={paths.add} element={<FormPage def={def} />} />
          <Route path={paths.edit} element={<Edit def={def} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </EngineProvider>,
  );
  return tables;
}

describe('the invoice forms', () => {
  it.each([
    [alisFatura, '/alis-satis-yonetimi/fatura/alis-ekle', '/alis-satis-yonetimi/fatura?tab=first'],
    [satisFatura, '/alis-satis-yonetimi/fatura/satis-ekle', '/alis-satis-yonetimi/fatura?tab=second'],
  ])('$table: a new invoice at $1 is saved, then the list opens at $2', async (def, path, list) => {
    expect(addLink(def)).toBe(path);
    const tables = open(slim(def), path);
    await userEvent.type(await screen.findByLabelText('Fatura Numarası'), 'FTR2026000000010{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent(list);
    expect(tables.db[def.table].records.some((r) => r.fatura_numarasi === 'FTR2026000000010')).toBe(true);
  });

  it('goes to the sales tab after editing a sales invoice at satis-duzenle/{id}', async () => {
    const path = editLink(satisFatura, 7);
    expect(path).toBe('/alis-satis-yonetimi/fatura/satis-duzenle/7');
    const tables = open(slim(satisFatura), path);
    const number = await screen.findByLabelText('Fatura Numarası');
    expect(number).toHaveValue('FTR2026000000007');
    await userEvent.clear(number);
    await userEvent.type(number, 'FTR2026000000008{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent('/alis-satis-yonetimi/fatura?tab=second');
    expect(tables.calls.find((c) => c.method === 'update')?.args[0]).toBe('7');
  });
});
