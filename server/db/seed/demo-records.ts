import type { Db } from '../database';
import type { DemoCompanies } from './demo-ids';
/** Placeholder: demo current accounts, cash cards and bank cards. */
export async function seedDemoRecords(_db: Db, _companies: DemoCompanies): Promise<void> {}
