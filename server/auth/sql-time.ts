import { sql } from 'kysely';

/** A timestamptz column as epoch milliseconds (a JS number), so services compare times without parsing text. */
export const epochMs = (column: string) =>
  sql<number>`(extract(epoch from ${sql.ref(column)}) * 1000)::float8`;

/** A point in time from the service's clock, as a timestamptz parameter. */
export const at = (time: Date) => sql<Date>`${time.toISOString()}::timestamptz`;
