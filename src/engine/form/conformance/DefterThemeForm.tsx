import { withTheme, type FormProps } from '@rjsf/core';
import type { TableClient } from '../../../services/tables';
import { EngineProvider } from '../../engine-context';
import { createDefterTheme } from '../theme';

const ThemedForm = withTheme(createDefterTheme());

/** Every server call a hand-written schema made (it should make none): table#column of each selectData. */
export const serverCalls: string[] = [];

const noServer = new Proxy({} as TableClient, {
  get: (_, verb: string) => (table: string, column: string) => {
    serverCalls.push(`${verb} ${table}#${column}`);
    return Promise.resolve({ results: [], pagination: { more: false } });
  },
});

/**
 * RJSF's `Form` with the Defter theme (what an admin's or a custom page's hand-written schema gets), under an
 * engine whose table client only records calls: a standard schema must never reach the server.
 */
export function DefterThemeForm(props: FormProps) {
  return (
    <EngineProvider tables={noServer}>
      <ThemedForm {...props} />
    </EngineProvider>
  );
}
