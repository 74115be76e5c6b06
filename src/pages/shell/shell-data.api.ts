/**
 * The table-service calls of the shell's data tools, through `call` of services/http.ts. Store and update
 * send JSON, which the server takes as well as multipart (docs/api-contract.md, "Be liberal").
 *
 *   listTable(t, params)          POST /{token}/tables/{t}              {params}
 *   updateRecord(t, id, fields)   POST /{token}/tables/{t}/{id}/update  {column_set_id, ...fields}
 *   storeRecord(t, fields)        POST /{token}/tables/{t}/store        {column_set_id, ...fields}
 */
import type { ListData, ListParams, SaveResult } from '../../../domain/api/contract';
import type { Auths, AuthVerb } from '../../services/auth';
import { call } from '../../services/http';

/** The first column-set id the session holds for a verb on a table ("0" when none; spec 000 §6). */
export function setIdOf(auths: Auths, table: string, verb: AuthVerb): string {
  return auths.tables[table]?.[verb]?.[0] ?? '0';
}

/** True when the session may list the table. */
export const mayList = (auths: Auths, table: string) => (auths.tables[table]?.lists?.length ?? 0) > 0;

/** The list params with the column arrays of the session's auths. */
export function listParams(auths: Auths, table: string, params: ListParams): ListParams {
  return {
    column_array_id: setIdOf(auths, table, 'lists'),
    column_array_id_query: setIdOf(auths, table, 'queries'),
    sorts: {},
    ...params,
  };
}

/** One page of a table. */
export const listTable = <R = Record<string, unknown>>(table: string, params: ListParams) =>
  call<ListData<R>>(`tables/${encodeURIComponent(table)}`, { params });

/** Updates the named fields of a record. */
export const updateRecord = (
  table: string,
  id: number | string,
  fields: Record<string, unknown>,
  set = '0',
) =>
  call<SaveResult>(`tables/${encodeURIComponent(table)}/${encodeURIComponent(String(id))}/update`, {
    column_set_id: set,
    ...fields,
  });

/** Stores a new record. */
export const storeRecord = (table: string, fields: Record<string, unknown>, set = '0') =>
  call<SaveResult>(`tables/${encodeURIComponent(table)}/store`, { column_set_id: set, ...fields });

const istanbul = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the contract writes datetimes: 'YYYY-MM-DD HH:mm:ss' in Turkish time. */
export function turkishDateTime(at: Date): string {
  const p = Object.fromEntries(istanbul.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
