import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { column } from '../../../services/tables.fixtures';
import { translate } from '../../schema/translate';
import type { FormValues } from '../../schema/values';
import { DefterForm } from './DefterForm';
import { isPlainSchema } from './EngineForm';

const columns = [
  column('unvan', 'Ünvan*', 'string'),
  column('email', 'E-posta', 'string'),
  column('aciklama', 'Açıklama', 'text'),
];

/** A page around the form: it stores what the form reports and, like a rule, may change the data itself. */
function Page({ onSubmit, onData }: { onSubmit: (d: FormValues) => void; onData?: (d: FormValues) => void }) {
  const [{ schema, uiSchema }] = useState(() => translate(columns, { table: 't', layout: 'stacked' }));
  const [data, setData] = useState<FormValues>({});
  return (
    <>
      <DefterForm
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        onChange={(d) => {
          onData?.(d);
          setData(d);
        }}
        onSubmit={onSubmit}
      />
      <button type="button" onClick={() => setData((d) => ({ ...d, email: 'kural@firma.com.tr' }))}>
        kural
      </button>
      <button type="button" onClick={() => setData({})}>
        temizle
      </button>
    </>
  );
}

describe('the engine’s form (RJSF with the shortcuts for flat forms)', () => {
  it('keeps every typed character and reports the whole data on each change', async () => {
    const onData = vi.fn();
    const onSubmit = vi.fn();
    render(<Page onSubmit={onSubmit} onData={onData} />);
    await userEvent.type(screen.getByLabelText('Ünvan'), 'Şişli İnşaat');
    await userEvent.type(screen.getByLabelText('E-posta'), 'a@b.tr');
    expect(screen.getByLabelText('Ünvan')).toHaveValue('Şişli İnşaat');
    expect(onData).toHaveBeenLastCalledWith({ unvan: 'Şişli İnşaat', email: 'a@b.tr' });
    await userEvent.type(screen.getByLabelText('Açıklama'), 'x');
    await userEvent.type(screen.getByLabelText('E-posta'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ unvan: 'Şişli İnşaat', email: 'a@b.tr', aciklama: 'x' }),
    );
  });

  it('clears a field’s error once the user types in it, and keeps the errors of the others', async () => {
    const twoRequired = [column('unvan', 'Ünvan*', 'string'), column('email', 'E-posta*', 'string')];
    function Two() {
      const [{ schema, uiSchema }] = useState(() =>
        translate(twoRequired, { table: 't', layout: 'stacked' }),
      );
      const [data, setData] = useState<FormValues>({});
      return (
        <DefterForm
          schema={schema}
          uiSchema={uiSchema}
          formData={data}
          onChange={setData}
          onSubmit={() => {}}
        />
      );
    }
    render(<Two />);
    await userEvent.type(screen.getByLabelText('Ünvan'), '{Enter}');
    expect(await screen.findByText('Ünvan alanı zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('E-posta alanı zorunludur.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Ünvan'), 'A');
    expect(screen.queryByText('Ünvan alanı zorunludur.')).not.toBeInTheDocument();
    expect(screen.getByText('E-posta alanı zorunludur.')).toBeInTheDocument();
  });

  it('shows what the page itself sets (a rule, a clear) and keeps typing on top of it', async () => {
    const onSubmit = vi.fn();
    render(<Page onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Ünvan'), 'Ege');
    await userEvent.click(screen.getByRole('button', { name: 'kural' }));
    expect(screen.getByLabelText('E-posta')).toHaveValue('kural@firma.com.tr');
    expect(screen.getByLabelText('Ünvan')).toHaveValue('Ege');
    await userEvent.type(screen.getByLabelText('Ünvan'), ' Gıda');
    expect(screen.getByLabelText('E-posta')).toHaveValue('kural@firma.com.tr');
    await userEvent.click(screen.getByRole('button', { name: 'temizle' }));
    expect(screen.getByLabelText('Ünvan')).toHaveValue('');
    expect(screen.getByLabelText('E-posta')).toHaveValue('');
  });

  it('takes the shortcuts only for schemas RJSF derives nothing from', () => {
    const { schema } = translate(columns, { table: 't', layout: 'stacked' });
    expect(isPlainSchema(schema)).toBe(true);
    const withDefault: RJSFSchema = { type: 'object', properties: { a: { type: 'string', default: 'x' } } };
    const conditional: RJSFSchema = { type: 'object', properties: { a: { type: 'string' } }, if: {} };
    const nested: RJSFSchema = { type: 'object', properties: { a: { type: 'object' } } };
    const choice: RJSFSchema = { type: 'object', properties: { a: { oneOf: [] } } };
    for (const s of [withDefault, conditional, nested, choice]) expect(isPlainSchema(s)).toBe(false);
  });
});
