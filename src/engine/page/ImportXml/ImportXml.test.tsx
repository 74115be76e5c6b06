import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { column } from '../../../services/tables.fixtures';
import { createMemoryTables } from '../../../services/tables.memory';
import { EngineProvider } from '../../engine-context';
import { ImportXml } from './ImportXml';

// "XML Yükle" (issue 26; docs/e-documents.md, "Received documents"): each chosen file goes on its own to
// `{table}/inbox/import`, and every document's outcome — stored, already there, refused with the server's reason — is
// listed; a file over 25 MB is refused by the browser before anything is sent.

afterEach(cleanup);

function setup(action: (table: string, path: string, body: unknown) => Record<string, unknown>) {
  const tables = createMemoryTables({
    gelen: {
      display_name: 'Gelen',
      display_column: 'no',
      columns: [column('no', 'No', 'string')],
      records: [],
    },
  });
  const calls: { path: string; names: string[] }[] = [];
  tables.action = async (table, path, body) => {
    const names = body instanceof FormData ? body.getAll('dosya').map((f) => (f as File).name) : [];
    calls.push({ path: `${table}/${path}`, names });
    return action(table, path, body);
  };
  const done = vi.fn();
  render(
    <EngineProvider tables={tables}>
      <ImportXml table="gelen" onDone={done} />
    </EngineProvider>,
  );
  return { calls, done };
}

describe('ImportXml', () => {
  it('sends each file on its own and lists every outcome in Turkish', async () => {
    const answers: Record<string, unknown[]> = {
      'gecerli.xml': [
        { file: 'gecerli.xml', status: 'stored', message: 'Yüklendi: EGB2026000004127 (Ege Büro).' },
      ],
      'tekrar.xml': [
        { file: 'tekrar.xml', status: 'duplicate', message: 'Bu belge zaten yüklü: EGB2026000004127.' },
      ],
      'bozuk.xml': [{ file: 'bozuk.xml', status: 'refused', message: 'XML okunamadı: …' }],
    };
    const { calls, done } = setup((_t, _p, body) => {
      const name = ((body as FormData).get('dosya') as File).name;
      return { sonuclar: answers[name] };
    });
    const input = screen.getByLabelText('XML Yükle') as HTMLInputElement;
    await userEvent.upload(input, [
      new File(['<Invoice/>'], 'gecerli.xml'),
      new File(['<Invoice/>'], 'tekrar.xml'),
      new File(['<Invoice'], 'bozuk.xml'),
    ]);
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls).toEqual([
      { path: 'gelen/inbox/import', names: ['gecerli.xml'] },
      { path: 'gelen/inbox/import', names: ['tekrar.xml'] },
      { path: 'gelen/inbox/import', names: ['bozuk.xml'] },
    ]);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Yüklendi gecerli.xml: Yüklendi: EGB2026000004127 (Ege Büro).',
      'Zaten yüklü tekrar.xml: Bu belge zaten yüklü: EGB2026000004127.',
      'Reddedildi bozuk.xml: XML okunamadı: …',
    ]);
  });

  it('refuses a file over 25 MB without sending it', async () => {
    const { calls } = setup(() => ({ sonuclar: [] }));
    const big = new File(['<'], 'buyuk.xml');
    Object.defineProperty(big, 'size', { value: 60 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('XML Yükle') as HTMLInputElement, big);
    await waitFor(() =>
      expect(screen.getByRole('listitem').textContent).toBe(
        'Reddedildi buyuk.xml: buyuk.xml: dosya çok büyük (60 MB); en fazla 25 MB yüklenebilir.',
      ),
    );
    expect(calls).toEqual([]);
  });
});
