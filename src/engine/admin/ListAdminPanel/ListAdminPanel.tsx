import { useMemo } from 'react';
import type { ListData, ListParams } from '../../../../domain/api/contract';
import { adminTexts } from '../admin-texts';
import { JsonViewer } from '../JsonViewer/JsonViewer';
import { filterEcho, listColumnsByName, pageEcho, sortEcho } from './list-echo';
import '../AdminPanel/AdminPanel.css';

/**
 * Admin mode under a list (issue 15): the last request in words without SQL (filters, order, page, totals),
 * the list params as sent, the answer's counts and totals, and the column metadata as the server sent it (the
 * list's columns and the query columns the filters may name).
 */
export function ListAdminPanel({ params, data }: { params: ListParams | null; data: ListData | null }) {
  const columns = useMemo(() => listColumnsByName(data), [data]);
  const answer = useMemo(
    () =>
      data && {
        all_records_count: data.all_records_count,
        pages: data.pages,
        records_on_page: data.records.length,
        table_info: data.table_info,
        ...(data.totals ? { totals: data.totals } : {}),
      },
    [data],
  );
  const filters = params ? filterEcho(params, columns) : [];
  return (
    <aside className="df-admin" aria-label={adminTexts.panel}>
      <h2 className="df-admin__title">{adminTexts.panel}</h2>
      {params && (
        <dl className="df-admin__echo">
          <dt>{adminTexts.filterEcho}</dt>
          <dd>
            {filters.length ? (
              <ul aria-label={adminTexts.filterEcho}>
                {filters.map((f, i) => (
                  <li key={i}>{f}</li>
                ))}
              </ul>
            ) : (
              adminTexts.noFilters
            )}
          </dd>
          <dt>{adminTexts.sortEcho}</dt>
          <dd>{sortEcho(params, columns)}</dd>
          <dt>{adminTexts.pageEcho}</dt>
          <dd>{pageEcho(params, data, columns).join(' · ')}</dd>
        </dl>
      )}
      <JsonViewer title={adminTexts.listParams} value={params} open />
      <JsonViewer title={adminTexts.listAnswer} value={answer} />
      <JsonViewer title={adminTexts.listColumns} value={data?.columns ?? null} />
      <JsonViewer title={adminTexts.queryColumns} value={data?.query_columns ?? null} />
    </aside>
  );
}
