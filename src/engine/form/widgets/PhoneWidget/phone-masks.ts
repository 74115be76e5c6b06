import type { TableClient } from '../../../../services/tables';
import { DEFAULT_PHONE_MASK, PHONE_MASK_COLUMN, phoneMaskOr } from '../../../schema/masks';

/** ulkeler id of Türkiye (docs/reference-data.md): its mask is the spec's default, no call needed. */
export const TURKIYE_ID = '1';

const cache = new WeakMap<TableClient, Map<string, Promise<string>>>();

/**
 * The phone mask of a country (`ulkeler.phone_mask`, read once per country and table client); Türkiye's
 * and any unknown country's is the spec's default '+90 (###) ### ## ##'.
 */
export function countryPhoneMask(tables: TableClient, countryId: unknown): Promise<string> {
  const id = countryId === undefined || countryId === null ? '' : String(countryId);
  if (id === '' || id === TURKIYE_ID) return Promise.resolve(DEFAULT_PHONE_MASK);
  let byId = cache.get(tables);
  if (!byId) cache.set(tables, (byId = new Map()));
  let found = byId.get(id);
  if (!found) {
    found = tables.show('ulkeler', id, '0').then(
      (res) => phoneMaskOr(res.record?.[PHONE_MASK_COLUMN]),
      () => DEFAULT_PHONE_MASK,
    );
    byId.set(id, found);
  }
  return found;
}
