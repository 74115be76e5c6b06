import { sql } from 'kysely';
import type { TableHooks } from '../tables/table.hooks';

/**
 * A company's own unit ("Koli") keeps the GİB code of the GİB unit it stands for (`gib_birim_id`, a global row),
 * so that e-documents carry a valid unit code; its name must differ from every unit the company sees (GİB's and
 * its own), Turkish case-insensitively.
 */
export const birimlerHooks: TableHooks = {
  async validate(values, ctx): Promise<Record<string, string[]>> {
    if (typeof values.name_basic !== 'string') return {};
    const r = await sql`select 1 from birimler
      where tr_lower(name_basic) = tr_lower(${values.name_basic})
        and (department_id is null or department_id = ${ctx.departmentId}) and id <> ${ctx.id ?? 0}`.execute(
      ctx.db,
    );
    return r.rows.length ? { name_basic: ['Bu adla bir birim zaten tanımlı.'] } : {};
  },

  async beforeWrite(values, ctx) {
    if (values.gib_birim_id === undefined || values.gib_birim_id === null) return values;
    const r = await sql<{ kod: string }>`select kod from birimler
      where id = ${Number(values.gib_birim_id)} and department_id is null`.execute(ctx.db);
    return r.rows[0] ? { ...values, kod: r.rows[0].kod } : values;
  },
};
