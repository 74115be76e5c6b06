/**
 * Favourites through the table service (spec 000 §7: "favoriler: filter by name"): one row per user,
 * `name` = the user id, `description` = the JSON map. The server keeps each user's rows to themselves.
 *
 *   loadFavourites(auths, userId)          POST /{token}/tables/favoriler         {params: filters {name: {type 4}}}
 *   saveFavourites(auths, userId, row, map) POST /{token}/tables/favoriler/{id}/update | /store  {name, description}
 */
import type { Auths } from '../../../services/auth';
import { ApiError } from '../../../services/http';
import { listParams, listTable, setIdOf, storeRecord, updateRecord } from '../shell-data.api';
import { parseFavourites, type FavouriteMap } from './favourites';

const TABLE = 'favoriler';

/** The user's favourites row (null when none yet) and its map. */
export interface FavouritesRow {
  rowId: number | null;
  map: FavouriteMap;
}

/** Loads the user's favourites (the oldest row, if a second one ever appeared). */
export async function loadFavourites(auths: Auths, userId: number): Promise<FavouritesRow> {
  const data = await listTable<{ id: number; description: unknown }>(
    TABLE,
    listParams(auths, TABLE, {
      page: 1,
      limit: 1,
      sorts: { id: true },
      filters: { name: { type: 4, guiType: 'string', filter: String(userId) } },
    }),
  );
  const row = data.records[0];
  return row ? { rowId: row.id, map: parseFavourites(row.description) } : { rowId: null, map: {} };
}

/** Saves the map: updates the row, or stores the first one; answers the row id. */
export async function saveFavourites(auths: Auths, userId: number, rowId: number | null, map: FavouriteMap) {
  const description = JSON.stringify(map);
  const result =
    rowId === null
      ? await storeRecord(TABLE, { name: String(userId), description }, setIdOf(auths, TABLE, 'creates'))
      : await updateRecord(TABLE, rowId, { description }, setIdOf(auths, TABLE, 'edits'));
  if (result.message !== 'success') throw new ApiError(Object.values(result.errors)[0]?.[0] ?? 'error', 200);
  return result.id;
}
