import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eDocumentTexts } from '../../../domain/messages';
import smmPage from '../serbest_meslek_makbuzu';
import xsltPage from '../xslt';
import { resetBrowserState } from '../../app/testing/reset';
import { getToasts } from '../../services/notify';
import { demoTables } from '../../services/tables.fixtures';
import { createMemoryTables } from '../../services/tables.memory';
import { EngineProvider } from '../../engine/engine-context';
import type { PageDefinition } from '../../../domain/pages/page.types';
import { queryPresetsOf } from '../../engine/page/presets';
import { useTemplateWarning } from '../../engine/form/FormPage/useTemplateWarning';

// 002 §8: "Smm faturalar için xslt dosyası bulunamadı. …" — a 10-second warning with a button to create the XSLT,
// when the company has no E-SMM template; the button's page (/ayarlar/xslt/yeni?table=smm) starts as an E-SMM one.

afterEach(resetBrowserState);

function Probe({ def }: { def: PageDefinition }) {
  useTemplateWarning(def, 'create');
  return null;
}

function open(templates: { id: number; text: string }[]) {
  const memory = createMemoryTables(demoTables());
  const asked: unknown[] = [];
  const tables = {
    ...memory,
    selectData: async (table: string, column: string) => {
      asked.push([table, column]);
      return { results: templates, pagination: { more: false } };
    },
  };
  render(
    <EngineProvider tables={tables}>
      <Probe def={smmPage} />
    </EngineProvider>,
  );
  return asked;
}

describe('the e-SMM form without an E-SMM template', () => {
  it('warns for 10 seconds with the spec’s text and a button to a new E-SMM template', async () => {
    const asked = open([]);
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(asked).toEqual([['serbest_meslek_makbuzu', 'fatura_xslt_id']]);
    expect(getToasts()[0]).toMatchObject({
      kind: 'warning',
      text: 'Smm faturalar için xslt dosyası bulunamadı. Menuden xslt ayarlarına giderek xslt dosyası oluşturun',
      duration: 10_000,
      action: { label: eDocumentTexts.noSmmXsltAction, to: '/ayarlar/xslt/yeni?table=smm' },
    });
  });

  it('says nothing when the company has a template', async () => {
    const asked = open([{ id: 7, text: 'Kurumsal SMM' }]);
    await waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(getToasts()).toEqual([]);
  });

  it('opens the XSLT page’s new form as an E-SMM template from ?table=smm, and only then', () => {
    const at = (query: string) => new URLSearchParams(query);
    expect(queryPresetsOf(xsltPage, at('table=smm'))).toEqual({ xslt_tur_id: '4' });
    expect(queryPresetsOf(xsltPage, at('table=other'))).toEqual({});
    expect(queryPresetsOf(xsltPage, at(''))).toEqual({});
    expect(queryPresetsOf(smmPage as PageDefinition, at('table=smm'))).toEqual({});
  });
});
