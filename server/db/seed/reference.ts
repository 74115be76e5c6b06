import type { Db } from '../database';
/** Placeholder: real reference data (provinces, districts, tax offices, countries, currencies, banks). */
export async function seedReference(_db: Db): Promise<void> {}
