import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TableClient } from '../../../services/tables';
import { relation } from '../../../services/tables.fixtures';
import { EngineProvider } from '../../engine-context';
import { translate } from '../../schema/translate';
import type { FormValues } from '../../schema/values';
import { DefterForm } from '../DefterForm/DefterForm';

// A hand-written JSON Schema (admin mode, a custom page) in the engine's own form, DefterForm, in Turkish: fixed
// lists choose locally, arrays and additional properties add, move and remove, titles and descriptions show.

const calls: string[] = [];
const noServer = new Proxy({} as TableClient, {
  get: (_, verb: string) => () => {
    calls.push(verb);
    return Promise.reject(new Error('no server'));
  },
});

function Page(props: {
  tables?: TableClient;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  data?: FormValues;
  onData: (d: FormValues) => void;
}) {
  const [data, setData] = useState<FormValues>(props.data ?? {});
  return (
    <EngineProvider tables={props.tables ?? noServer}>
      <DefterForm
        schema={props.schema}
        uiSchema={props.uiSchema ?? {}}
        formData={data}
        onChange={(d) => {
          props.onData(d);
          setData(d);
        }}
        onSubmit={() => undefined}
      />
    </EngineProvider>
  );
}

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls[fn.mock.calls.length - 1][0] as FormValues;

describe('a hand-written schema in DefterForm', () => {
  it('picks an enum option and a oneOf option from their own lists, keeping the values’ types', async () => {
    const onData = vi.fn();
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        adet: { type: 'number', title: 'Adet', enum: [1, 2, 3] },
        renk: {
          type: 'string',
          title: 'Renk',
          oneOf: [
            { const: 'k', title: 'Kırmızı', description: 'Sıcak bir renk' },
            { const: 'm', title: 'Mavi' },
          ],
        },
      },
    };
    calls.length = 0;
    render(<Page schema={schema} onData={onData} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Adet' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3']);
    await userEvent.click(screen.getByRole('option', { name: '2' }));
    // (RJSF starts a oneOf of constants on its first option.)
    expect(last(onData)).toEqual({ adet: 2, renk: 'k' });
    expect(screen.getByRole('combobox', { name: 'Adet' })).toHaveValue('2');

    await userEvent.click(screen.getByRole('combobox', { name: 'Renk' }));
    await userEvent.click(screen.getByRole('option', { name: 'Mavi' }));
    expect(last(onData)).toEqual({ adet: 2, renk: 'm' });
    expect(screen.queryByText('Sıcak bir renk')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Renk' }));
    await userEvent.click(screen.getByRole('option', { name: 'Kırmızı' }));
    expect(last(onData)).toEqual({ adet: 2, renk: 'k' });
    // The chosen option's description, as RJSF shows it.
    expect(screen.getByText('Sıcak bir renk')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('chooses several values of an array of unique enum items', async () => {
    const onData = vi.fn();
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        iller: {
          type: 'array',
          title: 'İller',
          uniqueItems: true,
          items: { type: 'string', enum: ['06', '34', '35'] },
        },
      },
    };
    const uiSchema: UiSchema = { iller: { items: { 'ui:enumNames': ['Ankara', 'İstanbul', 'İzmir'] } } };
    calls.length = 0;
    render(<Page schema={schema} uiSchema={uiSchema} onData={onData} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'İller' }));
    await userEvent.click(screen.getByRole('option', { name: 'İzmir' }));
    await userEvent.click(screen.getByRole('option', { name: 'Ankara' }));
    expect(last(onData)).toEqual({ iller: ['35', '06'] });
    expect(calls).toEqual([]);
  });

  it('adds, moves and removes items of an array of strings, with Turkish buttons', async () => {
    const onData = vi.fn();
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        etiketler: {
          type: 'array',
          title: 'Etiketler',
          description: 'Kayıt etiketleri',
          items: { type: 'string' },
        },
      },
    };
    render(<Page schema={schema} onData={onData} />);
    expect(screen.getByText('Etiketler')).toBeInTheDocument();
    expect(screen.getByText('Kayıt etiketleri')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await userEvent.type(screen.getByRole('textbox'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await userEvent.type(screen.getAllByRole('textbox')[1], 'b');
    expect(last(onData)).toEqual({ etiketler: ['a', 'b'] });
    await userEvent.click(screen.getAllByRole('button', { name: 'Yukarı taşı' })[1]);
    expect(last(onData)).toEqual({ etiketler: ['b', 'a'] });
    await userEvent.click(screen.getAllByRole('button', { name: 'Kaldır' })[0]);
    expect(last(onData)).toEqual({ etiketler: ['a'] });
  });

  it('adds an item to an array of objects, with its title and fields', async () => {
    const onData = vi.fn();
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        kisiler: {
          type: 'array',
          title: 'Kişiler',
          items: { type: 'object', title: 'Kişi', properties: { ad: { type: 'string', title: 'Ad' } } },
        },
      },
    };
    render(<Page schema={schema} onData={onData} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(screen.getByText('Kişiler')).toBeInTheDocument();
    const item = screen.getByRole('group', { name: /^Kişi\*?$/ });
    await userEvent.type(within(item).getByLabelText('Ad'), 'Ayşe');
    expect(last(onData)).toEqual({ kisiler: [{ ad: 'Ayşe' }] });
  });

  it('adds, renames and removes an additional property', async () => {
    const onData = vi.fn();
    const schema: RJSFSchema = {
      type: 'object',
      title: 'Ek bilgiler',
      description: 'Serbest anahtar / değer çiftleri',
      additionalProperties: { type: 'string' },
    };
    render(<Page schema={schema} onData={onData} />);
    expect(screen.getByText('Ek bilgiler')).toBeInTheDocument();
    expect(screen.getByText('Serbest anahtar / değer çiftleri')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(last(onData)).toEqual({ newKey: 'Yeni değer' });
    const key = screen.getByLabelText('newKey anahtarı');
    await userEvent.clear(key);
    await userEvent.type(key, 'vergi_dairesi');
    await userEvent.tab();
    expect(last(onData)).toEqual({ vergi_dairesi: 'Yeni değer' });
    await userEvent.clear(screen.getByLabelText('vergi_dairesi'));
    await userEvent.type(screen.getByLabelText('vergi_dairesi'), 'Kadıköy');
    expect(last(onData)).toEqual({ vergi_dairesi: 'Kadıköy' });
    await userEvent.click(screen.getByRole('button', { name: 'Kaldır' }));
    expect(last(onData)).toEqual({});
  });

  it('keeps the server-backed select for an engine column (its options name a table)', async () => {
    const onData = vi.fn();
    const asked: string[] = [];
    const server = {
      selectData: (table: string, column: string) => {
        asked.push(`${table}#${column}`);
        return Promise.resolve({ results: [{ id: 7, text: 'Kadıköy V.D.' }], pagination: { more: false } });
      },
    } as unknown as TableClient;
    const { schema, uiSchema } = translate(
      [relation('vergi_daireleri_id', 'Vergi Dairesi', 'vergi_daireleri')],
      {
        table: 'cari_hesaplar',
        layout: 'stacked',
      },
    );
    render(<Page tables={server} schema={schema} uiSchema={uiSchema} onData={onData} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Vergi Dairesi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kadıköy V.D.' }));
    expect(asked).toEqual(['cari_hesaplar#vergi_daireleri_id']);
    expect(last(onData)).toEqual({ vergi_daireleri_id: 7 });
  });
});
