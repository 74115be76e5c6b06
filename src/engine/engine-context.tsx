import { useAtomValue } from 'jotai';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { authsAtom } from '../state/session';
import type { AuthVerb } from '../services/auth';
import { httpTables, type TableClient } from '../services/tables';

/** The permission lists of one table (first id = the column set / column array to send). */
export type AuthKind = AuthVerb;
/** The `auths` of getLoggedInUserInfo (only the part the engine reads). */
export interface EngineAuths {
  tables?: Record<string, Partial<Record<AuthKind, (string | number)[]>> | undefined>;
}

interface EngineValue {
  tables: TableClient;
  auths?: EngineAuths;
}

const EngineContext = createContext<EngineValue>({ tables: httpTables });

/** Supplies the table client (HTTP by default; the memory client in tests and stories) and, optionally, auths. */
export function EngineProvider(props: { tables?: TableClient; auths?: EngineAuths; children: ReactNode }) {
  const { tables = httpTables, auths } = props;
  const value = useMemo(() => ({ tables, auths }), [tables, auths]);
  return <EngineContext.Provider value={value}>{props.children}</EngineContext.Provider>;
}

/** The table client of the nearest EngineProvider (httpTables without one). */
export const useTables = () => useContext(EngineContext).tables;

/** The auths of the nearest EngineProvider, else the session's (src/state/session.ts). */
export function useAuths(): EngineAuths {
  const session = useAtomValue(authsAtom);
  return useContext(EngineContext).auths ?? session;
}

/** The first permitted column set id of `kind` on `table`; "0" when the session names none. */
export function useColumnSetId(table: string, kind: AuthKind): string {
  const first = useAuths().tables?.[table]?.[kind]?.[0];
  return first === undefined ? '0' : String(first);
}
