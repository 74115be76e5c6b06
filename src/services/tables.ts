/**
 * The generic table client: one interface, two adapters — this one over HTTP (`call` / `callRaw` of
 * http.ts) and `createMemoryTables` (tables.memory.ts) for tests and stories.
 *
 *   list(t, params)               POST /{token}/tables/{t}                          {params}
 *   show(t, id, set)              POST /{token}/tables/{t}/{id}                     {params:{column_set_id}}
 *   create(t, set)                POST /{token}/tables/{t}/create                   {params:{column_set_id}}
 *   edit(t, id, set)              POST /{token}/tables/{t}/{id}/edit                {params:{column_set_id}}
 *   store(t, fields)              POST /{token}/tables/{t}/store                    multipart
 *   update(t, id, fields)         POST /{token}/tables/{t}/{id}/update              multipart
 *   delete(t, id)                 POST /{token}/tables/{t}/{id}/delete
 *   deleted(t, params)            POST /{token}/tables/{t}/deleted                  {params}
 *   archive(t, id, params)        POST /{token}/tables/{t}/{id}/archive             {params}
 *   restore(t, archiveId)         POST /{token}/tables/{t}/{archiveId}/restore
 *   selectData(t, col, query)     POST /{token}/tables/{t}/getSelectColumnData/{col} (no envelope)
 *   media(t, id, type)            POST /{token}/tables/{t}/downloadMedia            {id, mediaType} (a base64 file)
 *   action(t, path, body)         POST /{token}/tables/{t}/{path}                   body (sendInvoice, inbox/answerInvoice)
 */
import type {
  ColumnSet,
  ListData,
  ListParams,
  SaveResult,
  SelectResult,
  TableInfo,
} from '../../domain/api/contract';
import { call, callFile, callRaw, type FileReply } from './http';

/** A row as the server sends it. */
export type TableRecord = Record<string, unknown>;

/** create / edit / show answers. */
export interface FormLoad {
  column_set: ColumnSet;
  record: TableRecord;
  table_info?: TableInfo;
}

/** The body of getSelectColumnData. */
export interface SelectQuery {
  /** '***' when the user typed nothing. */
  search: string;
  page: number;
  limit: number;
  upColumnName?: string;
  upColumnData?: string | number;
}

/** Encoded store/update fields: every value a string, but new files (`col[]`) (see engine/schema/values.ts). */
export type FieldValues = Record<string, string | Blob[]>;

/** Every verb of the generic table service. */
export interface TableClient {
  list(table: string, params: ListParams): Promise<ListData>;
  show(table: string, id: string | number, columnSetId: string): Promise<FormLoad>;
  create(table: string, columnSetId: string): Promise<FormLoad>;
  edit(table: string, id: string | number, columnSetId: string): Promise<FormLoad>;
  /**
   * `fields` carries column_set_id and every column. `idempotencyKey`: the write is done once per key, a retry
   * gets the first answer (docs/operations.md "Retried requests"; the payment panels send one).
   */
  store(table: string, fields: FieldValues, opts?: { idempotencyKey?: string }): Promise<SaveResult>;
  update(table: string, id: string | number, fields: FieldValues): Promise<SaveResult>;
  delete(table: string, id: string | number): Promise<{ message: string }>;
  deleted(table: string, params: ListParams): Promise<ListData>;
  archive(table: string, id: string | number, params: ListParams): Promise<ListData>;
  restore(table: string, archiveId: string | number): Promise<{ message: string }>;
  selectData(table: string, column: string, query: SelectQuery): Promise<SelectResult>;
  /** An e-document record's file: its XML, its HTML or its PDF (002 §7 downloadMedia); absent: no files. */
  media?(table: string, id: string | number, mediaType: MediaType): Promise<FileReply>;
  /** A table's own call (`POST /{token}/tables/{t}/{path}`, e.g. sendInvoice, inbox/answerInvoice): its data. */
  action?(table: string, path: string, body: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** The files of an e-document record. */
export type MediaType = 'pdf' | 'xml' | 'html';

const seg = (v: string | number) => encodeURIComponent(String(v));
const base = (table: string) => `tables/${seg(table)}`;

/** Multipart body of store/update. */
export function toMultipart(fields: FieldValues): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(key, value);
    else for (const file of value) body.append(key, file, file instanceof File ? file.name : undefined);
  }
  return body;
}

/** The table client over HTTP, the one the app uses. */
export const httpTables: TableClient = {
  list: (t, params) => call<ListData>(base(t), { params }),
  show: (t, id, set) => call<FormLoad>(`${base(t)}/${seg(id)}`, { params: { column_set_id: set } }),
  create: (t, set) => call<FormLoad>(`${base(t)}/create`, { params: { column_set_id: set } }),
  edit: (t, id, set) => call<FormLoad>(`${base(t)}/${seg(id)}/edit`, { params: { column_set_id: set } }),
  store: (t, fields, opts) =>
    call<SaveResult>(
      `${base(t)}/store`,
      toMultipart(fields),
      opts?.idempotencyKey ? { headers: { 'Idempotency-Key': opts.idempotencyKey } } : {},
    ),
  update: (t, id, fields) => call<SaveResult>(`${base(t)}/${seg(id)}/update`, toMultipart(fields)),
  delete: (t, id) => call<{ message: string }>(`${base(t)}/${seg(id)}/delete`),
  deleted: (t, params) => call<ListData>(`${base(t)}/deleted`, { params }),
  archive: (t, id, params) => call<ListData>(`${base(t)}/${seg(id)}/archive`, { params }),
  restore: (t, archiveId) => call<{ message: string }>(`${base(t)}/${seg(archiveId)}/restore`),
  selectData: (t, col, query) => callRaw<SelectResult>(`${base(t)}/getSelectColumnData/${seg(col)}`, query),
  media: (t, id, mediaType) => callFile(`${base(t)}/downloadMedia`, { id, mediaType }),
  action: (t, path, body) => call(`${base(t)}/${path}`, body),
};
