/**
 * The top bar's customer-account search (spec 000 §7):
 *
 *   searchCustomers(auths, term)   POST /{token}/tables/cari_hesap
 *     {params: {page: 1, limit: 100, column_array_id, column_array_id_query, sorts: {},
 *               filters: {cari_hesap_adi: {type: 1, guiType: 'string', filter: term}}}}
 */
import type { Auths } from '../../../services/auth';
import { listParams, listTable } from '../shell-data.api';

/** A found current account. */
export interface CustomerHit {
  id: number;
  cari_hesap_adi: string;
  tc?: string | null;
  unvan?: string | null;
}

/** Results per search (spec 000 §9). */
export const CUSTOMER_SEARCH_LIMIT = 100;

/** The accounts whose name contains `term` (Turkish case-insensitive on the server). */
export async function searchCustomers(auths: Auths, term: string): Promise<CustomerHit[]> {
  const data = await listTable<CustomerHit>(
    'cari_hesap',
    listParams(auths, 'cari_hesap', {
      page: 1,
      limit: CUSTOMER_SEARCH_LIMIT,
      sorts: {},
      filters: { cari_hesap_adi: { type: 1, guiType: 'string', filter: term } },
    }),
  );
  return data.records;
}
