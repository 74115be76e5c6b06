import { sql } from 'kysely';
import { PREFIX_KIND_OF_TABLE, prefixKindName } from '../../domain/edocs';
import type { HookContext, TableHooks } from '../tables/table.hooks';

// One number series each (issue 26, item 6; docs/document-numbers.md, "One series each"): a prefix (`fatura_on_ekleri`)
// belongs to one kind of document, so its code is used once in a company — an e-Arşiv "ARS" and an e-Fatura "ARS"
// would number two series ARS2026000000001 each. A prefix documents were numbered or drafted with keeps its code and
// kind (changing them would move those documents into another series).

type Row = Record<string, unknown>;

export const prefixTexts = {
  taken: (code: string, kind: unknown) => `Bu ön ek (${code}) ${prefixKindName(kind)} serisine ait.`,
  inUse: 'Bu ön ekle düzenlenmiş belgeler var; ön ekin kodu ve serisi değiştirilemez.',
} as const;

/** The tables whose `fatura_on_eki_id` names a prefix. */
const PREFIXED_TABLES = Object.keys(PREFIX_KIND_OF_TABLE).filter((t) => t !== 'gelen_eirsaliye');

const valueOf = (values: Row, ctx: HookContext, name: string) =>
  name in values ? values[name] : ctx.old?.[name];

/** Whether a document of the company names the prefix `id`. */
async function prefixInUse(ctx: HookContext, id: number): Promise<boolean> {
  for (const table of PREFIXED_TABLES) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
      where department_id = ${ctx.departmentId} and fatura_on_eki_id = ${id}`.execute(ctx.db);
    if (r.rows[0].n > 0) return true;
  }
  return false;
}

export const prefixHooks: TableHooks = {
  async validate(values, ctx) {
    const errors: Record<string, string[]> = {};
    if (ctx.errors?.on_ek_kodu?.length) return errors;
    const code = String(valueOf(values, ctx, 'on_ek_kodu') ?? '')
      .trim()
      .toLocaleUpperCase('tr');
    if (!code) return errors;
    const other = (
      await sql<Row>`select on_ek_yeri_id from fatura_on_ekleri
        where department_id = ${ctx.departmentId} and upper(on_ek_kodu) = ${code}
          and id <> ${ctx.id ?? 0} order by id limit 1`.execute(ctx.db)
    ).rows[0];
    if (other) errors.on_ek_kodu = [prefixTexts.taken(code, other.on_ek_yeri_id)];
    if (ctx.id !== undefined && ctx.old) {
      const changed = (name: string) =>
        name in values && String(values[name] ?? '') !== String(ctx.old?.[name] ?? '');
      const moved = changed('on_ek_kodu') ? 'on_ek_kodu' : changed('on_ek_yeri_id') ? 'on_ek_yeri_id' : null;
      if (moved && !errors[moved] && (await prefixInUse(ctx, ctx.id))) errors[moved] = [prefixTexts.inUse];
    }
    return errors;
  },
};
