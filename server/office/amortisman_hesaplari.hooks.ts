import { sql } from 'kysely';
import { depreciationForYear, type DepreciationYear } from '../../domain/assets';
import { CalculationInputError } from '../../domain/money';
import type { HookContext, TableHooks } from '../tables/table.hooks';

// A year's depreciation of a fixed-asset card, computed on every store and update from the card as it is then
// (domain/assets): the values a form sends for the amounts are never taken.

type Row = Record<string, unknown>;
type Outcome = { values: Row } | { errors: Record<string, string[]> };

const empty = (v: unknown) => v === null || v === undefined || v === '';
const fail = (field: string, message: string): Outcome => ({ errors: { [field]: [message] } });

/** Field-level messages of the run (docs/office.md). */
export const depreciationTexts = {
  noDate: 'Sabit kıymetin alış tarihi girilmemiş; amortisman hesaplanamaz.',
  noLife: 'Sabit kıymetin faydalı ömrü girilmemiş; amortisman hesaplanamaz.',
  twice: (year: number) => `Bu sabit kıymetin ${year} yılı amortismanı daha önce hesaplanmış.`,
  notComputable: 'Sabit kıymetin bedeli veya amortisman oranı hesaplamaya uygun değil.',
} as const;

async function compute(row: Row, ctx: HookContext): Promise<Outcome> {
  if (empty(row.sabit_kiymet_karti_id) || empty(row.yil)) return { values: {} };
  const year = Number(row.yil);
  const card = (
    await sql<Row>`select alis_tarihi::text as alis_tarihi, alis_bedeli::text as alis_bedeli, faydali_omur,
        normal_amortisman_oran::text as normal_amortisman_oran, amortisman_yontemi_id
      from sabit_kiymet_kartlari
      where id = ${Number(row.sabit_kiymet_karti_id)} and department_id = ${ctx.departmentId}`.execute(ctx.db)
  ).rows[0];
  if (!card) return { values: {} }; // the relation check answers for a card that is not the company's
  if (empty(card.alis_tarihi)) return fail('sabit_kiymet_karti_id', depreciationTexts.noDate);
  if (empty(card.faydali_omur)) return fail('sabit_kiymet_karti_id', depreciationTexts.noLife);
  const firstYear = Number(String(card.alis_tarihi).slice(0, 4));
  const twice = await sql<{ id: number }>`select id from amortisman_hesaplari
    where department_id = ${ctx.departmentId} and sabit_kiymet_karti_id = ${Number(row.sabit_kiymet_karti_id)}
      and yil = ${year} and id <> ${ctx.id ?? 0} limit 1`.execute(ctx.db);
  if (twice.rows.length) return fail('yil', depreciationTexts.twice(year));
  let result: DepreciationYear;
  try {
    result = depreciationForYear(
      {
        cost: card.alis_bedeli as string | null,
        usefulLife: Number(card.faydali_omur),
        normalRate: card.normal_amortisman_oran as string | null,
        method: (card.amortisman_yontemi_id as number | null) ?? 1,
        firstYear,
      },
      year,
    );
  } catch (err) {
    if (!(err instanceof CalculationInputError)) throw err;
    return fail('sabit_kiymet_karti_id', depreciationTexts.notComputable);
  }
  return {
    values: {
      amortisman_yontemi_id: (card.amortisman_yontemi_id as number | null) ?? 1,
      amortisman_orani: result.amortisman_orani,
      donem_amortismani: result.donem_amortismani,
      birikmis_amortisman: result.birikmis_amortisman,
      net_deger: result.net_deger,
    },
  };
}

/** The hooks of `amortisman_hesaplari`. */
export const amortismanHesaplariHooks: TableHooks = {
  async validate(values, ctx) {
    if (ctx.errors && (ctx.errors.sabit_kiymet_karti_id || ctx.errors.yil)) return {};
    const out = await compute({ ...ctx.old, ...values }, ctx);
    return 'errors' in out ? out.errors : {};
  },
  async beforeWrite(values, ctx) {
    const out = await compute({ ...ctx.old, ...values }, ctx);
    return 'values' in out ? { ...values, ...out.values } : values;
  },
};
