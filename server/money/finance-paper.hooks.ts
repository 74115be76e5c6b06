import { sql } from 'kysely';
import { isOpen, mayMove, moveRefusal, type PaperKind } from '../../domain/finance';
import {
  amountAtRate,
  CalculationInputError,
  effectiveRate,
  fitsNumeric,
  NUMERIC_PRECISION,
  SCALES,
} from '../../domain/money';
import { createNotification } from '../shell/notifications.repository';
import type { TableHooks } from '../tables/table.hooks';

// Cheques and notes (docs/finance.md, "Positions"): the position moves a paper may make, its TL equivalent at
// 3 decimals, and the notification of its due date (three days before, for the user who keeps it) while it is
// open.

type Row = Record<string, unknown>;
const empty = (v: unknown) => v === null || v === undefined || v === '';

/** Days before the due date the notification shows. */
export const DUE_NOTICE_DAYS = 3;

/** dovizli_tutar of the paper, or the field error that stops it. */
function tlAmount(row: Row): { value: string } | { errors: Record<string, string[]> } {
  try {
    const v = amountAtRate(
      String(row.tutar),
      effectiveRate(row.para_birimi_id as string, row.döviz_kuru as string),
      SCALES.cheque,
    );
    if (!fitsNumeric(v, NUMERIC_PRECISION, SCALES.cheque))
      return { errors: { tutar: ['Tutar, kur ile birlikte çok büyük bir değer oluyor.'] } };
    return { value: v };
  } catch (err) {
    if (!(err instanceof CalculationInputError)) throw err;
    return { errors: { döviz_kuru: ['Döviz Kuru sıfırdan büyük olmalıdır.'] } };
  }
}

const trDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The hooks of one cheque or note table. */
export function paperHooks(kind: PaperKind): TableHooks {
  const cheque = kind.endsWith('_cek');
  const numberColumn = cheque ? 'cek_numarasi' : 'senet_no';
  return {
    async validate(values, ctx) {
      const row = { ...ctx.old, ...values };
      const errors: Record<string, string[]> = {};
      if (ctx.old && 'pozisyon_id' in values && !empty(values.pozisyon_id)) {
        const from = Number(ctx.old.pozisyon_id);
        const to = Number(values.pozisyon_id);
        if (!mayMove(kind, from, to)) errors.pozisyon_id = [moveRefusal(from, to)];
      }
      const rateMissing = !!ctx.errors?.['döviz_kuru'] || empty(row.döviz_kuru);
      if (!empty(row.tutar) && !errors.tutar && !ctx.errors?.tutar && !rateMissing) {
        const out = tlAmount(row);
        if ('errors' in out) Object.assign(errors, out.errors);
      }
      return errors;
    },
    async beforeWrite(values, ctx) {
      const row = { ...ctx.old, ...values };
      if (empty(row.tutar)) return values;
      const out = tlAmount(row);
      return 'value' in out ? { ...values, dovizli_tutar: out.value } : values;
    },
    async afterWrite(_values, ctx) {
      // The notice of the due date: the one not shown yet is replaced; none once the paper is closed.
      await sql`delete from bildirimler where department_id = ${ctx.departmentId}::bigint
        and start_time > now() and (bildirim_json::jsonb)->>'table' = ${kind}
        and (bildirim_json::jsonb)->>'id' = ${String(ctx.id)}`.execute(ctx.db);
      const r =
        await sql<Row>`select ${sql.ref(numberColumn)} as no, to_char(vade_tarihi, 'YYYY-MM-DD') as vade,
          pozisyon_id, tutar::text as tutar, user_id from ${sql.table(kind)}
        where id = ${ctx.id}::bigint and department_id = ${ctx.departmentId}::bigint`.execute(ctx.db);
      const paper = r.rows[0];
      if (!paper || empty(paper.vade) || !isOpen(kind, Number(paper.pozisyon_id))) return;
      const due = String(paper.vade);
      const notice = new Date(`${due}T09:00:00+03:00`);
      notice.setUTCDate(notice.getUTCDate() - DUE_NOTICE_DAYS);
      // A paper already past its due date gets no notice (the list shows it); a due date today or later does.
      if (due < new Date(Date.now() + 3 * 3600 * 1000).toISOString().slice(0, 10)) return;
      await createNotification(ctx.db, {
        departmentId: ctx.departmentId,
        userId: ctx.userId,
        title: cheque ? 'Çek vadesi yaklaşıyor' : 'Senet vadesi yaklaşıyor',
        description: `${String(paper.no)} numaralı ${cheque ? 'çekin' : 'senedin'} vadesi ${trDate(due)}.`,
        startTime: notice.getTime() < Date.now() ? undefined : notice,
        data: { table: kind, id: String(ctx.id) },
      });
    },
  };
}
