// The page `npm run bench:form` opens in Chromium: production React, the engine's real form pipeline
// (translate → DefterForm with the Defter theme; useRecordForm with the page's rules for the rule form).
import CoreForm from '@rjsf/core';
import coreValidator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ColumnMeta } from '../../domain/api/contract';
import { EngineProvider } from '../../src/engine/engine-context';
import { DefterForm } from '../../src/engine/form/DefterForm/DefterForm';
import { useRecordForm } from '../../src/engine/form/useRecordForm';
import type { PageDefinition } from '../../domain/pages/page.types';
import { translate } from '../../src/engine/schema/translate';
import type { FormValues } from '../../src/engine/schema/values';
import { demoTables } from '../../src/services/tables.fixtures';
import { createMemoryTables } from '../../src/services/tables.memory';
import { benchColumns, benchRules, textColumns } from './generate';

function PlainForm({ columns }: { columns: ColumnMeta[] }) {
  const [{ schema, uiSchema }] = useState(() => translate(columns, { table: 'bench', layout: 'page' }));
  const [data, setData] = useState<FormValues>({});
  return (
    <DefterForm schema={schema} uiSchema={uiSchema} formData={data} onChange={setData} onSubmit={() => {}} />
  );
}

/** The reference: react-jsonschema-form's own core theme, controlled, over the same number of text fields. */
function CoreReference({ columns }: { columns: ColumnMeta[] }) {
  const [schema] = useState<RJSFSchema>(() => ({
    type: 'object',
    properties: Object.fromEntries(columns.map((c) => [c.name, { type: 'string', title: c.display_name }])),
  }));
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <CoreForm
      schema={schema}
      formData={data}
      validator={coreValidator}
      onChange={(e) => setData(e.formData)}
    />
  );
}

function RuleForm({ def }: { def: PageDefinition }) {
  const form = useRecordForm(def);
  if (!form.loaded) return null;
  return (
    <DefterForm
      schema={form.loaded.schema}
      uiSchema={form.loaded.uiSchema}
      formData={form.formData}
      displays={form.displays}
      rules={form.ruleView}
      extraErrors={form.extraErrors}
      onChange={form.change}
      onSubmit={form.submit}
    />
  );
}

const now = () => performance.now();
/** Style and layout are part of what the user waits for. */
const settle = () => void document.body.offsetHeight;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Waits until `n` fields are drawn (the rule form loads its template first, in microtasks). */
function fieldsDrawn(container: HTMLElement, n: number, selector: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => container.querySelectorAll(selector).length >= n;
    if (done()) return resolve();
    const mo = new MutationObserver(() => {
      if (!done()) return;
      mo.disconnect();
      resolve();
    });
    mo.observe(container, { childList: true, subtree: true });
  });
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** Types `text` into an input one character at a time; the time of each keystroke until React has committed. */
async function typeInto(input: HTMLInputElement, text: string): Promise<number[]> {
  const times: number[] = [];
  for (const ch of text) {
    const t0 = now();
    input.focus();
    setValue.call(input, input.value + ch);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, data: ch, inputType: 'insertText' }));
    // React flushes a discrete event's update before the next task; a microtask turn lets it finish.
    await Promise.resolve();
    settle();
    times.push(now() - t0);
    await new Promise((r) => setTimeout(r, 0));
  }
  return times;
}

/** Which form: the engine's plain form, the engine's form with rules, or RJSF's core theme as a reference. */
type Kind = 'plain' | 'rules' | 'core';

interface Result {
  fields: number;
  rules: number;
  mountMs: number;
  keystrokeMs: { median: number; mean: number; max: number; count: number };
  typed: string;
}

async function run(kind: Kind, fields: number, rules: number): Promise<Result> {
  const container = document.createElement('div');
  document.getElementById('root')!.replaceChildren(container);
  const root: Root = createRoot(container);
  const columns = benchColumns(fields);
  const db = demoTables();
  const def: PageDefinition = {
    table: 'bench',
    route: '/bench',
    title: 'Bench',
    layout: 'page',
    rules: rules ? benchRules(columns, rules) : undefined,
  };
  db.bench = { display_name: 'Bench', display_column: 'f1', columns, records: [] };
  const tables = createMemoryTables(db);
  const ui =
    kind === 'core' ? (
      <CoreReference columns={columns} />
    ) : kind === 'plain' ? (
      <PlainForm columns={columns} />
    ) : (
      <EngineProvider tables={tables}>
        <MemoryRouter>
          <RuleForm def={def} />
        </MemoryRouter>
      </EngineProvider>
    );
  const t0 = now();
  flushSync(() => root.render(ui));
  await fieldsDrawn(
    container,
    Math.floor(fields * 0.8),
    kind === 'core' ? 'input[id^="root_f"]' : '.df-field',
  );
  settle();
  const mountMs = now() - t0;
  const target = container.querySelector<HTMLInputElement>(`#root_${textColumns(columns)[0]}`)!;
  const typed = 'Yıldız Gıda Sanayi ve Ticaret A.Ş. İstanbul Şişli Çağlayan';
  // Warm-up (first-use code paths), then the measured keystrokes on a fresh value.
  await typeInto(target, 'abc');
  setValue.call(target, '');
  target.dispatchEvent(new InputEvent('input', { bubbles: true }));
  await new Promise((r) => setTimeout(r, 20));
  const times = await typeInto(target, typed);
  if (target.value !== typed) throw new Error(`typed "${target.value}", expected "${typed}"`);
  root.unmount();
  return {
    fields,
    rules,
    mountMs,
    keystrokeMs: { median: median(times), mean: mean(times), max: Math.max(...times), count: times.length },
    typed: target.value,
  };
}

declare global {
  interface Window {
    __benchForm: (kind: Kind, fields: number, rules: number) => Promise<Result>;
  }
}
window.__benchForm = run;
