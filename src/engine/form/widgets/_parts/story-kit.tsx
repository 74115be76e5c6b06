import type { Decorator } from '@storybook/react-vite';
import type { ColumnMeta } from '../../../../../domain/api/contract';
import { Toaster } from '../../../popups/Toaster/Toaster';
import { demoTables, frontTestTableColumns } from '../../../../services/tables.fixtures';
import { createMemoryTables } from '../../../../services/tables.memory';

/** Columns of the Storybook test table by name, with optional changes (a `*`, a longer label). */
export function testColumns(...names: (string | [string, Partial<ColumnMeta>])[]): ColumnMeta[] {
  const all = frontTestTableColumns();
  return names.map((n) => {
    const [name, extra] = Array.isArray(n) ? n : [n, {}];
    const c = all.find((x) => x.name === name);
    if (!c) throw new Error(`front_test_table has no column ${name}`);
    return { ...c, ...extra };
  });
}

/** A fresh in-memory database with the test table (and the demo tables it points at). */
export const storyTables = (delay?: number) => createMemoryTables(demoTables(), delay ? { delay } : {});

/** Renders the toasts beside the story, as the shell does (FieldPreview brings the modal host). */
export const withHosts: Decorator = (Story) => (
  <>
    <Story />
    <Toaster />
  </>
);
