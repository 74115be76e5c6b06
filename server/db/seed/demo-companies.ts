import type { Db } from '../database';
import type { DemoCompanies } from './demo-ids';
/** Placeholder: the two demo companies and their users. */
export async function seedDemoCompanies(_db: Db): Promise<DemoCompanies> {
  return { demo: { departmentId: 0, adminUserId: 0 }, ornek: { departmentId: 0, userId: 0 } };
}
