import { sql } from 'kysely';
import { rentAmounts, rentWithheld } from '../../domain/office';
import { CalculationInputError } from '../../domain/money';
import type { HookContext, TableHooks } from '../tables/table.hooks';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function amounts(row: Row) {
  try {
    return rentAmounts(str(row.tutar), str(row.stopaj_orani));
  } catch (err) {
    if (err instanceof CalculationInputError) return null;
    throw err;
  }
}

/** Defter's wording: a stopaj rate given for a rent paid to a company, which GVK 94/5-a does not withhold. */
export const RENT_TO_COMPANY =
  'Kiraya veren bir şirket (VKN): stopaj yalnızca gerçek kişiye ödenen kiradan kesilir (GVK 94/5-a). Stopaj uygulanmadı.';

/** The writes (by transaction) whose stopaj rate was set to 0 for a company landlord. */
const droppedRate = new WeakSet<object>();

/** The TCKN / VKN of the landlord (a current account of the company), or null. */
async function landlordTaxId(ctx: HookContext, id: unknown): Promise<string | null> {
  const n = Number(id);
  if (id === null || id === undefined || id === '' || !Number.isSafeInteger(n) || n <= 0) return null;
  const { rows } = await sql<{ tc: string | null }>`select tc from cari_hesap
    where id = ${n}::bigint and department_id = ${ctx.departmentId}::bigint`.execute(ctx.db);
  return rows[0]?.tc ?? null;
}

/**
 * The hooks of `kiralar`: the withholding and the net rent (domain/office) — none when the landlord is a company
 * (VKN), GVK 94/5-a withholds only rent paid to a person (TCKN) —, an end date not before the start.
 */
export const kiralarHooks: TableHooks = {
  async validate(values, ctx): Promise<Record<string, string[]>> {
    const row = { ...ctx.old, ...values };
    const start = str(row.baslangic_tarihi).slice(0, 10);
    const end = str(row.bitis_tarihi).slice(0, 10);
    if (start && end && end < start)
      return { bitis_tarihi: ['Bitiş tarihi başlangıç tarihinden önce olamaz.'] };
    return {};
  },
  async beforeWrite(values, ctx) {
    const row = { ...ctx.old, ...values };
    const withheld = rentWithheld(await landlordTaxId(ctx, row.cari_hesap_id));
    const rate = withheld ? values : { ...values, stopaj_orani: '0' };
    // A rate the user gave that the law drops: the save says so (afterWrite, `ctx.warn`).
    if (!withheld && Number(row.stopaj_orani) > 0) droppedRate.add(ctx.db);
    const out = amounts({ ...row, ...rate });
    return out ? { ...rate, stopaj_tutari: out.stopaj_tutari, net_tutar: out.net_tutar } : rate;
  },
  async afterWrite(_values, ctx) {
    if (droppedRate.delete(ctx.db)) ctx.warn?.(RENT_TO_COMPANY);
  },
};
