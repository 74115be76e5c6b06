import { randomUUID } from 'node:crypto';
import { codeOf, KAMU_ODEME_KANALLARI, KAMU_ODEME_SEKILLERI, profileAllowsType } from '../../domain/edocs';
import { documentHooks } from '../documents/document.hooks';
import { invoiceDocument } from '../documents/document.spec';
import { integratorFor } from './integrator';
import { AppError } from '../lib/errors';
import type { HookContext, TableHooks } from '../tables/table.hooks';

// The behaviour of the e-invoice forms (e_fatura, e_arsiv_fatura; docs/e-documents.md, "The forms"): the invoice
// calculation of the sales invoice (document.hooks), the ETTN given on store, every save a draft again (002 §4), a
// sent document no longer editable, the scenario of the table and a type that scenario allows (GİB), and the
// payment info `kamu_json` made of its fields.

type Row = Record<string, unknown>;

/** The scenarios of each table (fatura_senaryolari ids): e-Fatura TEMEL, TICARİ, KAMU, İHRACAT; e-Arşiv EARSIV. */
const SCENARIOS: Record<string, number[]> = { e_fatura: [1, 2, 4, 5], e_arsiv_fatura: [3] };
/** fatura_senaryolari id of İhracat (IHRACAT). */
export const EXPORT_SCENARIO = 5;

export const eInvoiceTexts = {
  sent: 'Gönderilmiş e-belge değiştirilemez; yalnızca taslaklar düzenlenebilir.',
  sentDelete: 'Gönderilmiş e-belge silinemez; yalnızca taslaklar silinebilir.',
  archiveScenario: 'e-Arşiv faturasının senaryosu e-Arşiv Fatura olmalıdır.',
  notArchive: 'e-Arşiv senaryosundaki fatura e-Arşiv Fatura ekranından düzenlenir.',
  scenario: (name: string) => `${name} senaryosunda e-Fatura düzenlenmiyor.`,
  pair: (scenario: string, type: string) => `${scenario} senaryosunda ${type} tipinde fatura düzenlenemez.`,
  /** 002 §8: the receiver is not a registered e-invoice user (the form offers e-Arşiv). */
  notUser: 'Uyarı: E-Fatura kullanıcı olmadığı için kaydedilemiyor!',
} as const;

/**
 * The receiver's VKN / TCKN of an e-Fatura being saved: the header's TC / VKN, else its customer's (what the XML
 * will say, docs/e-documents.md "Customer fill").
 */
async function receiverOf(values: Row, ctx: HookContext): Promise<string | null> {
  const own = String(valueOf(values, ctx, 'tc') ?? '').trim();
  if (own) return own;
  const customerId = valueOf(values, ctx, 'cari_hesap_id');
  if (customerId === null || customerId === undefined || customerId === '') return null;
  const customer = await ctx.db
    .selectFrom('cari_hesap')
    .select('tc')
    .where('id', '=', Number(customerId))
    .where('department_id', '=', ctx.departmentId)
    .executeTakeFirst();
  return String(customer?.tc ?? '').trim() || null;
}

const valueOf = (values: Row, ctx: HookContext, name: string) =>
  name in values ? values[name] : ctx.old?.[name];

async function lookup(ctx: HookContext, table: string, id: unknown) {
  if (id === null || id === undefined || id === '') return undefined;
  return ctx.db
    .selectFrom(table)
    .select(['name_basic', 'kod'])
    .where('id', '=', Number(id))
    .executeTakeFirst() as Promise<{ name_basic: string; kod: string } | undefined>;
}

/** kamu_json of 002 §3 from the payment fields (null when none is filled). */
function paymentJson(row: Row): Row | null {
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
  const out = {
    odeme_sekli: codeOf(KAMU_ODEME_SEKILLERI, row.kamu_odeme_sekli_id),
    kamu_odeme_sekli_id: text(row.kamu_odeme_sekli_id),
    odeme_kanali: codeOf(KAMU_ODEME_KANALLARI, row.kamu_odeme_kanali_id),
    kamu_odeme_kanali_id: text(row.kamu_odeme_kanali_id),
    iban: text(row.kamu_iban),
    aciklama: text(row.kamu_aciklama),
    unvan: text(row.kamu_unvan),
    vkn: text(row.kamu_vkn),
    il: text(row.kamu_il),
    ulke: text(row.kamu_ulke),
  };
  return Object.values(out).some((v) => v !== null) ? out : null;
}

const PAYMENT_FIELDS = [
  'kamu_odeme_sekli_id',
  'kamu_odeme_kanali_id',
  'kamu_iban',
  'kamu_aciklama',
  'kamu_unvan',
  'kamu_vkn',
  'kamu_il',
  'kamu_ulke',
];

export function eInvoiceHooks(table: 'e_fatura' | 'e_arsiv_fatura'): TableHooks {
  const document = documentHooks(invoiceDocument);
  return {
    async beforeDelete(ctx) {
      if (Number(ctx.old.e_fatura_durumu_id ?? 1) !== 1) throw new AppError(eInvoiceTexts.sentDelete, 400);
    },
    async validate(values, ctx) {
      const errors: Record<string, string[]> = {};
      if (ctx.old && Number(ctx.old.e_fatura_durumu_id ?? 1) !== 1) {
        return { e_fatura_durumu_id: [eInvoiceTexts.sent] };
      }
      const scenarioId = valueOf(values, ctx, 'fatura_senaryo_id');
      const typeId = valueOf(values, ctx, 'fatura_tipi_id');
      const scenario = ctx.errors?.fatura_senaryo_id
        ? undefined
        : await lookup(ctx, 'fatura_senaryolari', scenarioId);
      const type = ctx.errors?.fatura_tipi_id ? undefined : await lookup(ctx, 'fatura_tipleri', typeId);
      if (scenario && !SCENARIOS[table].includes(Number(scenarioId))) {
        errors.fatura_senaryo_id = [
          table === 'e_arsiv_fatura'
            ? eInvoiceTexts.archiveScenario
            : Number(scenarioId) === 3
              ? eInvoiceTexts.notArchive
              : eInvoiceTexts.scenario(scenario.name_basic),
        ];
      } else if (scenario && type && !profileAllowsType(scenario.kod, type.kod)) {
        errors.fatura_tipi_id = [eInvoiceTexts.pair(scenario.name_basic, type.name_basic)];
      }
      const more = (await document.validate?.(values, ctx)) ?? {};
      for (const [k, v] of Object.entries(more)) (errors[k] ??= []).push(...v);
      // An e-Fatura goes only to a registered e-invoice user (docs/e-documents.md, "Integrator"): asked last, once
      // the form is otherwise valid, since it is the integrator's question.
      // An export invoice (İhracat, 5) goes to GİB's customs administration, not to the buyer abroad: no check.
      if (
        table === 'e_fatura' &&
        Number(scenarioId) !== EXPORT_SCENARIO &&
        !Object.keys(errors).length &&
        !Object.keys(ctx.errors ?? {}).length
      ) {
        const receiver = await receiverOf(values, ctx);
        if (receiver && !(await integratorFor(ctx.db).isEInvoiceUser(receiver)))
          errors.tc = [eInvoiceTexts.notUser];
      }
      return errors;
    },
    async beforeWrite(values, ctx) {
      let out: Row = { ...values, e_fatura_durumu_id: 1 };
      if (ctx.id === undefined) out.ettn = randomUUID();
      if (ctx.id === undefined || PAYMENT_FIELDS.some((f) => f in values)) {
        const row = { ...(ctx.old ?? {}), ...values };
        out.kamu_json = paymentJson(row);
      }
      if (document.beforeWrite) out = await document.beforeWrite(out, ctx);
      return out;
    },
  };
}
