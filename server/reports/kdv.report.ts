import { sql, type Kysely } from 'kysely';
import { ZERO_DEC, dec, monthLabel, monthsBetween, money, tl } from './report.sql';
import { periodParam } from './report.params';
import type { ReportColumn, ReportDef } from './types';

// KDV1 (domestic VAT) and KDV2 (VAT withheld as buyer) from the invoices (issue 14 item 4; docs/reports.md).

const SALES = ['satis_fatura', 'kobi_satis_fatura'] as const;
const PURCHASES = ['alis_fatura', 'kobi_alis_fatura'] as const;
/** The invoice tables with a withholding total (the small-business invoices have none). */
const WITHHOLDING = new Set(['satis_fatura', 'alis_fatura']);

interface MonthSums {
  matrah: string;
  kdv: string;
  tevkifat: string;
}

/** Per month `YYYY-MM` up to `to`: Σ base (goods net of discounts), Σ KDV, Σ withholding, in TL, of a table. */
async function monthly(db: Kysely<any>, table: string, companyId: number, to: string) {
  const tevkifat = WITHHOLDING.has(table) ? sql`sum(${tl('tevkifat_toplami')})` : sql`0`;
  const r = await sql<{ ay: string } & MonthSums>`
    select to_char(t.fatura_tarihi, 'YYYY-MM') as ay,
      sum(${tl('urun_hizmet_toplam_tutar')} + ${tl('toplam_iskonto')})::text as matrah,
      sum(${tl('hesaplanan_kdv')})::text as kdv, (${tevkifat})::text as tevkifat
    from ${sql.table(table)} t
    where t.department_id = ${companyId} and t.fatura_tarihi <= ${to}
    group by 1`.execute(db);
  return r.rows;
}

/** Adds the month sums of several tables. */
async function monthlyOf(db: Kysely<any>, tables: readonly string[], companyId: number, to: string) {
  const out = new Map<
    string,
    { matrah: ReturnType<typeof dec>; kdv: ReturnType<typeof dec>; tevkifat: ReturnType<typeof dec> }
  >();
  for (const table of tables) {
    for (const row of await monthly(db, table, companyId, to)) {
      const at = out.get(row.ay) ?? { matrah: ZERO_DEC, kdv: ZERO_DEC, tevkifat: ZERO_DEC };
      out.set(row.ay, {
        matrah: at.matrah.plus(dec(row.matrah)),
        kdv: at.kdv.plus(dec(row.kdv)),
        tevkifat: at.tevkifat.plus(dec(row.tevkifat)),
      });
    }
  }
  return out;
}

const KDV1_COLUMNS: ReportColumn[] = [
  { name: 'donem', title: 'Dönem', kind: 'text' },
  { name: 'satis_matrahi', title: 'Satışların Matrahı', kind: 'money' },
  { name: 'hesaplanan_kdv', title: 'Hesaplanan KDV', kind: 'money' },
  { name: 'satis_tevkifati', title: 'Alıcının Tevkif Ettiği KDV', kind: 'money' },
  { name: 'alis_matrahi', title: 'Alışların Matrahı', kind: 'money' },
  { name: 'indirilecek_kdv', title: 'İndirilecek KDV', kind: 'money' },
  { name: 'onceki_devreden_kdv', title: 'Önceki Dönemden Devreden KDV', kind: 'money' },
  { name: 'odenecek_kdv', title: 'Ödenecek KDV', kind: 'money' },
  { name: 'sonraki_doneme_devreden_kdv', title: 'Sonraki Döneme Devreden KDV', kind: 'money' },
];

/**
 * KDV1, one row per month of the period: calculated KDV of the sales invoices, what their buyers withheld, the
 * deductible KDV of the purchase invoices, the carry-forward from the months before (every month since the
 * company's first invoice) and the payable or the new carry-forward.
 */
export const kdv1: ReportDef = {
  name: 'kdv1',
  title: 'KDV 1 Beyannamesi Çalışma Tablosu',
  tables: [...SALES, ...PURCHASES],
  async run({ db, companyId, params }) {
    const { from, to } = periodParam(params);
    const sales = await monthlyOf(db, SALES, companyId, to);
    const purchases = await monthlyOf(db, PURCHASES, companyId, to);
    const first = [...sales.keys(), ...purchases.keys(), from.slice(0, 7)].sort()[0];
    const zero = { matrah: ZERO_DEC, kdv: ZERO_DEC, tevkifat: ZERO_DEC };
    let carried = ZERO_DEC;
    const rows: Record<string, unknown>[] = [];
    const sum = { sm: ZERO_DEC, hk: ZERO_DEC, st: ZERO_DEC, am: ZERO_DEC, ik: ZERO_DEC, ok: ZERO_DEC };
    let openingCarried = ZERO_DEC;
    for (const ym of monthsBetween(`${first}-01`, to)) {
      const s = sales.get(ym) ?? zero;
      const p = purchases.get(ym) ?? zero;
      const net = s.kdv.minus(s.tevkifat).minus(p.kdv).minus(carried);
      const payable = net.gt(0) ? net : ZERO_DEC;
      const next = net.lt(0) ? net.neg() : ZERO_DEC;
      if (ym >= from.slice(0, 7)) {
        if (!rows.length) openingCarried = carried;
        rows.push({
          donem: monthLabel(ym),
          satis_matrahi: money(s.matrah),
          hesaplanan_kdv: money(s.kdv),
          satis_tevkifati: money(s.tevkifat),
          alis_matrahi: money(p.matrah),
          indirilecek_kdv: money(p.kdv),
          onceki_devreden_kdv: money(carried),
          odenecek_kdv: money(payable),
          sonraki_doneme_devreden_kdv: money(next),
        });
        sum.sm = sum.sm.plus(s.matrah);
        sum.hk = sum.hk.plus(s.kdv);
        sum.st = sum.st.plus(s.tevkifat);
        sum.am = sum.am.plus(p.matrah);
        sum.ik = sum.ik.plus(p.kdv);
        sum.ok = sum.ok.plus(payable);
      }
      carried = next;
    }
    return {
      columns: KDV1_COLUMNS,
      rows,
      totals: {
        donem: 'Toplam',
        satis_matrahi: money(sum.sm),
        hesaplanan_kdv: money(sum.hk),
        satis_tevkifati: money(sum.st),
        alis_matrahi: money(sum.am),
        indirilecek_kdv: money(sum.ik),
        onceki_devreden_kdv: money(openingCarried),
        odenecek_kdv: money(sum.ok),
        sonraki_doneme_devreden_kdv: money(carried),
      },
    };
  },
};

const KDV2_COLUMNS: ReportColumn[] = [
  { name: 'fatura_tarihi', title: 'Fatura Tarihi', kind: 'date' },
  { name: 'fatura_numarasi', title: 'Fatura Numarası', kind: 'text' },
  { name: 'cari_hesap_adi', title: 'Satıcı', kind: 'text' },
  { name: 'vkn', title: 'VKN / TCKN', kind: 'text' },
  { name: 'tevkifat_kodlari', title: 'Tevkifat Kodu', kind: 'text' },
  { name: 'matrah', title: 'Matrah', kind: 'money' },
  { name: 'hesaplanan_kdv', title: 'KDV', kind: 'money' },
  { name: 'tevkifat_tutari', title: 'Tevkif Edilen KDV', kind: 'money' },
];

/**
 * KDV2: the purchase invoices of the period with withholding (`tevkifat_toplami` > 0) — the VAT the company, as
 * buyer, withheld and pays itself — one row per invoice with its lines' withholding codes, in TL.
 */
export const kdv2: ReportDef = {
  name: 'kdv2',
  title: 'KDV 2 Beyannamesi Çalışma Tablosu',
  tables: ['alis_fatura'],
  async run({ db, companyId, params }) {
    const { from, to } = periodParam(params);
    const r = await sql<Record<string, string>>`
      select to_char(t.fatura_tarihi, 'YYYY-MM-DD') as fatura_tarihi, t.fatura_numarasi, c.cari_hesap_adi,
        c.tc as vkn,
        (select string_agg(distinct k.kod, ', ' order by k.kod) from alis_fatura_hizmet l
          join tevkifat_kodlari k on k.id = l.tevkifat_kodlari_listesi_id
          where l.alis_fatura_id = t.id and l.kdv_tevkifat_tutari > 0) as tevkifat_kodlari,
        (${tl('urun_hizmet_toplam_tutar')} + ${tl('toplam_iskonto')})::text as matrah,
        ${tl('hesaplanan_kdv')}::text as hesaplanan_kdv, ${tl('tevkifat_toplami')}::text as tevkifat_tutari
      from alis_fatura t left join cari_hesap c on c.id = t.cari_hesap_id
      where t.department_id = ${companyId} and t.fatura_tarihi between ${from} and ${to}
        and t.tevkifat_toplami > 0
      order by t.fatura_tarihi, t.id`.execute(db);
    const total = (k: string) => money(r.rows.reduce((a, x) => a.plus(dec(x[k])), ZERO_DEC));
    return {
      columns: KDV2_COLUMNS,
      rows: r.rows.map((x) => ({ ...x, tevkifat_kodlari: x.tevkifat_kodlari ?? '' })),
      totals: {
        fatura_numarasi: `${r.rows.length} fatura`,
        matrah: total('matrah'),
        hesaplanan_kdv: total('hesaplanan_kdv'),
        tevkifat_tutari: total('tevkifat_tutari'),
      },
    };
  },
};
