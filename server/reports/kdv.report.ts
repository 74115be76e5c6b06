import type { KdvRow } from '../../domain/ledger/kdv1';
import { kdv2Declaration } from '../../domain/ledger/kdv1';
import { D } from '../../domain/money';
import { paramError, periodParam } from './report.params';
import { monthLabel } from './report.sql';
import { kdv1Of, kdv2Documents, kdv2SumsOf, withholdingNames } from './kdv.sums';
import type { ReportColumn, ReportDef } from './types';

// KDV 1 (domestic VAT) and KDV 2 (VAT withheld as a buyer) of a month, in GİB's layout, from the ledger's KDV lines
// (docs/reports.md, "KDV 1", "KDV 2"; the sums: kdv.sums.ts, the layout: domain/ledger/kdv1.ts).

/** The tables whose documents post KDV (the access check: a user who may list one of them of the package). */
const SALES = ['satis_fatura', 'kobi_satis_fatura'] as const;
const PURCHASES = ['alis_fatura', 'kobi_alis_fatura'] as const;

/** The month of a KDV report: `ay`, or a period inside one month (the declarations are monthly, KDVK 39). */
export function monthParam(params: Record<string, unknown>): string {
  const { from, to } = periodParam(params);
  if (from.slice(0, 7) !== to.slice(0, 7))
    throw paramError(
      'donem_bitis_tarihi',
      'KDV beyannamesi aylık verilir; dönem tek bir ayın içinde olmalıdır.',
    );
  return from.slice(0, 7);
}

const COLUMNS: ReportColumn[] = [
  { name: 'bolum', title: 'Bölüm', kind: 'text' },
  { name: 'kalem', title: 'İşlem Türü', kind: 'text' },
  { name: 'matrah', title: 'Matrah', kind: 'money' },
  { name: 'kdv_orani', title: 'KDV Oranı', kind: 'text' },
  { name: 'tevkifat_orani', title: 'Tevkifat Oranı', kind: 'text' },
  { name: 'vergi', title: 'Vergi', kind: 'money' },
];

/** Rows for the report table: a section's name only on its first row. */
const tableRows = (rows: readonly KdvRow[]) =>
  rows.map((r, i) => ({
    ...r,
    bolum: i > 0 && rows[i - 1].bolum === r.bolum ? '' : r.bolum,
    bolum_adi: r.bolum,
  }));

/**
 * KDV 1 of a month in GİB's layout (matrah by rate, kısmi tevkifat by code, diğer işlemler, indirimler, the result).
 * Totals: the result line (ödenecek or sonraki döneme devreden) with the month.
 */
export const kdv1: ReportDef = {
  name: 'kdv1',
  title: 'KDV 1 Beyannamesi',
  tables: [...SALES, ...PURCHASES],
  async run({ db, companyId, params }) {
    const ym = monthParam(params);
    const r = await kdv1Of(db, companyId, ym);
    const payable = D(r.odenecek).gt(0);
    return {
      columns: COLUMNS,
      rows: tableRows(r.rows),
      totals: {
        bolum: monthLabel(ym),
        kalem: payable ? 'Ödenmesi Gereken KDV' : 'Sonraki Döneme Devreden KDV',
        vergi: payable ? r.odenecek : r.sonrakiDevreden,
      },
      summary: {
        ay: ym,
        hesaplanan: r.hesaplanan,
        indirimler: r.indirimler,
        devreden: r.devreden,
        odenecek: r.odenecek,
        sonraki_devreden: r.sonrakiDevreden,
      },
    };
  },
};

/**
 * KDV 2 of a month: "Tevkifat Uygulanan İşlemler" by code, rate and ratio (base and withheld KDV), the payable, then
 * the documents it comes from (date, number, seller, VKN / TCKN).
 */
export const kdv2: ReportDef = {
  name: 'kdv2',
  title: 'KDV 2 Beyannamesi',
  tables: ['alis_fatura'],
  async run({ db, companyId, params }) {
    const ym = monthParam(params);
    const names = await withholdingNames(db);
    const sums = (await kdv2SumsOf(db, companyId, ym)).map((s) => ({
      ...s,
      ad: s.kod ? (names.get(s.kod) ?? null) : null,
    }));
    const decl = kdv2Declaration(sums);
    const docs = await kdv2Documents(db, companyId, ym);
    const tr = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
    const heading: KdvRow[] = docs.length
      ? [
          {
            bolum: 'BELGELER',
            kalem: 'Tevkifat Uygulanan Alış Belgeleri',
            satir: 'belgeler',
            vurgu: 'baslik',
          },
        ]
      : [];
    const documentRows: KdvRow[] = docs.map((d, i) => ({
      bolum: 'BELGELER',
      kalem: [tr(String(d.tarih)), d.belge_no, d.satici, d.vkn ? `(${String(d.vkn)})` : null, d.kodlar]
        .filter(Boolean)
        .join(' '),
      satir: `belge:${i + 1}`,
      matrah: D(String(d.matrah)).toFixed(2),
      vergi: D(String(d.vergi)).toFixed(2),
      kaynak_tablo: d.kaynak_tablo,
      kaynak_id: d.kaynak_id,
    }));
    return {
      columns: COLUMNS,
      rows: tableRows([...decl.rows, ...heading, ...documentRows]),
      totals: { bolum: monthLabel(ym), kalem: 'Ödenmesi Gereken KDV', vergi: decl.odenecek },
      summary: { ay: ym, odenecek: decl.odenecek, belge_sayisi: docs.length },
    };
  },
};
