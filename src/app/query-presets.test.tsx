import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { XSLT_TYPES } from '../../domain/edocs';
import { EngineProvider } from '../engine/engine-context';
import { queryPresetsOf } from '../engine/page/presets';
import xsltPage from '../schemas/xslt';
import { dismissToast, getToasts } from '../services/notify';
import { column } from '../services/tables.fixtures';
import { createMemoryTables } from '../services/tables.memory';
import { FormRoute } from './engine-pages';

// Query presets (docs/form-fields.md "Query presets"): 002 §2's e-SMM warning links to /ayarlar/xslt/yeni?table=smm,
// which opens the new template form on the E-SMM type. The engine reads the page's `queryPresets`; it names no table.

function open(path: string) {
  const tables = createMemoryTables({
    xslt: {
      display_name: 'XSLT Şablonları',
      display_column: 'name_basic',
      columns: [
        column('name_basic', 'Şablon Adı*', 'string'),
        column('xslt_tur_id', 'Şablon Türü*', 'select:static', {
          default: '1',
          options: XSLT_TYPES.map((t) => ({ ...t })),
        }),
      ],
      records: [],
    },
  });
  render(
    <EngineProvider tables={tables}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ayarlar/xslt/yeni" element={<FormRoute def={xsltPage} />} />
          <Route path="/ayarlar/xslt/duzenle/:id" element={<FormRoute def={xsltPage} />} />
        </Routes>
      </MemoryRouter>
    </EngineProvider>,
  );
  return tables;
}

const typeBox = () => screen.findByRole('combobox', { name: /Şablon Türü/ });

afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

describe('query presets', () => {
  it('yeni?table=smm opens the new XSLT template on the E-SMM type', async () => {
    open('/ayarlar/xslt/yeni?table=smm');
    await waitFor(async () => expect(await typeBox()).toHaveValue('E-SMM'));
  });

  it('without the param, or with a value the page does not name, the form keeps its default', async () => {
    open('/ayarlar/xslt/yeni?table=xyz&xslt_tur_id=3');
    await waitFor(async () => expect(await typeBox()).toHaveValue('E-Fatura'));
  });

  it('takes only the params and values the page names', () => {
    const def = { queryPresets: { table: { column: 'xslt_tur_id', values: { smm: '4', irsaliye: '3' } } } };
    expect(queryPresetsOf(def, new URLSearchParams('table=smm'))).toEqual({ xslt_tur_id: '4' });
    expect(queryPresetsOf(def, new URLSearchParams('table=irsaliye&x=1'))).toEqual({ xslt_tur_id: '3' });
    expect(queryPresetsOf(def, new URLSearchParams('table=toString'))).toEqual({});
    expect(queryPresetsOf(def, new URLSearchParams('xslt_tur_id=4'))).toEqual({});
    expect(queryPresetsOf({}, new URLSearchParams('table=smm'))).toEqual({});
  });
});
