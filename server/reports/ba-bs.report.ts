import { sql, type Kysely } from 'kysely';
import { trAmount } from '../../domain/money/tr-amount';
import { baBsLines, baBsThresholdOn, type BaBsDocument } from '../../domain/tax';
import { findTable } from '../catalog';
import { dec, money, ZERO_DEC } from './report.sql';
import { paramError, periodParam } from './report.params';
import type { ReportColumn, ReportDef } from './types';

// Form Ba and Form Bs (issue 25 item 6; docs/ba-bs.md): per month and counterparty, the purchases (Ba) and sales
// (Bs) whose KDV-excluded total reaches the threshold of 396 Sıra No.lu VUK Genel Tebliği (domain/tax/ba-bs.ts).
// The amount of a document is its KDV base in TL — the Σ of its lines' `kdv_matrahi` (goods and services net of
// discounts, with the taxes that are part of the KDV base), at the document's rate — the figure the KDV 1 declares
// per line (issue 24 posts it with each KDV line), so the forms and the KDV return agree invoice by invoice.

/** A table of invoices that go into a form; `issued`: an e-document counts once it is sent (not a draft). */
interface Source {
  table: string;
  issued?: boolean;
}

/**
 * Bs: every invoice the company issues (an İade invoice it issues for goods it returns included — the form follows
 * the issuer, as the tebliğ says for returns); e-Fatura / e-Arşiv once sent, a commercial e-Fatura its receiver
 * rejected (RED) is void. Ba: every invoice it receives (keyed as a purchase invoice; incoming e-invoices are keyed
 * so too, docs/ledger.md). Receipts (e-SMM, e-MM) are not invoices and stay out (docs/ba-bs.md).
 */
const SOURCES: Record<'ba' | 'bs', readonly Source[]> = {
  bs: [
    { table: 'satis_fatura' },
    { table: 'kobi_satis_fatura' },
    { table: 'e_fatura', issued: true },
    { table: 'e_arsiv_fatura', issued: true },
  ],
  ba: [{ table: 'alis_fatura' }, { table: 'kobi_alis_fatura' }],
};

/** The documents of one form in [from, to]: counterparty and KDV-excluded TL amount each. */
async function documents(
  db: Kysely<any>,
  companyId: number,
  form: 'ba' | 'bs',
  from: string,
  to: string,
): Promise<BaBsDocument[]> {
  const out: BaBsDocument[] = [];
  for (const s of SOURCES[form]) {
    const exists = await sql<{ t: string | null }>`select to_regclass(${s.table}) as t`.execute(db);
    if (!exists.rows[0]?.t) continue;
    const lines = findTable(s.table)?.lines?.table;
    const parent = lines ? findTable(lines)?.parent?.column : undefined;
    if (!lines || !parent) continue;
    const base = sql`(select coalesce(sum(l.kdv_matrahi), 0) from ${sql.table(lines)} l
      where l.${sql.ref(parent)} = t.id and l.department_id = t.department_id)`;
    const issued = s.issued
      ? sql`and coalesce(t.e_fatura_durumu_id, 1) <> 1 and coalesce(t.ent_ticari_fatura_durumu, '') <> 'RED'`
      : sql``;
    const r = await sql<{ vkn: string | null; name: string | null; country: string | null; amount: string }>`
      select c.tc as vkn, c.cari_hesap_adi as name, coalesce(u.name_basic, 'Türkiye') as country,
        (case when coalesce(t.para_birimi_id, 1) = 1 then ${base}
          else round(${base} * coalesce(t."döviz_kuru", 1), 2) end)::text as amount
      from ${sql.table(s.table)} t
        join cari_hesap c on c.id = t.cari_hesap_id and c.department_id = t.department_id
        left join ulkeler u on u.id = c.ulkeler_id
      where t.department_id = ${companyId}::bigint and t.fatura_tarihi between ${from}::date and ${to}::date
        ${issued}
      order by t.fatura_tarihi, t.id`.execute(db);
    for (const row of r.rows)
      out.push({
        vkn: String(row.vkn ?? ''),
        name: String(row.name ?? ''),
        country: String(row.country ?? ''),
        amount: row.amount,
      });
  }
  return out;
}

const COLUMNS: ReportColumn[] = [
  { name: 'sira_no', title: 'Sıra No', kind: 'number' },
  { name: 'unvan', title: 'Adı Soyadı / Unvanı', kind: 'text' },
  { name: 'ulke', title: 'Ülkesi', kind: 'text' },
  { name: 'vkn', title: 'VKN / TCKN', kind: 'text' },
  { name: 'belge_sayisi', title: 'Belge Sayısı', kind: 'number' },
  { name: 'tutar', title: 'Mal ve Hizmet Toplam Tutarı (KDV Hariç)', kind: 'money' },
];

/** The month of the params: `ay` (`YYYY-MM`) or a period that is exactly one calendar month. */
function monthOf(params: Record<string, unknown>): { from: string; to: string } {
  const { from, to } = periodParam(params);
  const first = `${from.slice(0, 7)}-01`;
  const last = periodParam({ ay: from.slice(0, 7) }).to;
  if (from !== first || to !== last)
    throw paramError(
      params.ay ? 'ay' : 'donem_bitis_tarihi',
      'Form Ba / Bs bir takvim ayı için düzenlenir; dönem ayın ilk gününden son gününe olmalıdır.',
    );
  return { from, to };
}

const form = (kind: 'ba' | 'bs'): ReportDef => ({
  name: kind === 'ba' ? 'form-ba' : 'form-bs',
  title:
    kind === 'ba'
      ? 'Form Ba (Mal ve Hizmet Alımlarına İlişkin Bildirim Formu)'
      : 'Form Bs (Mal ve Hizmet Satışlarına İlişkin Bildirim Formu)',
  tables:
    kind === 'ba'
      ? ['alis_fatura', 'kobi_alis_fatura']
      : ['satis_fatura', 'kobi_satis_fatura', 'e_fatura', 'e_arsiv_fatura'],
  async run({ db, companyId, params }) {
    const { from, to } = monthOf(params);
    const threshold = baBsThresholdOn(from);
    if (!threshold)
      throw paramError('ay', 'Bu dönem için Form Ba / Bs bildirim haddi tanımlı değildir (2010 ve sonrası).');
    const lines = baBsLines(await documents(db, companyId, kind, from, to), threshold.amount);
    let total = ZERO_DEC;
    let count = 0;
    for (const l of lines) {
      total = total.plus(dec(l.amount));
      count += l.count;
    }
    return {
      columns: COLUMNS,
      rows: lines.map((l, i) => ({
        sira_no: i + 1,
        unvan: l.name,
        ulke: l.country,
        vkn: l.vkn,
        belge_sayisi: l.count,
        tutar: l.amount,
      })),
      totals: {
        unvan: `Toplam (bildirim haddi ${trAmount(money(dec(threshold.amount)))} TL, ${threshold.source})`,
        belge_sayisi: count,
        tutar: money(total),
      },
    };
  },
});

/** Form Ba: purchases per counterparty at or above the threshold. */
export const formBa = form('ba');
/** Form Bs: sales per counterparty at or above the threshold. */
export const formBs = form('bs');
