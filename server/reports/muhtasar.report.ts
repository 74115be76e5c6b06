import { sql } from 'kysely';
import { ZERO_DEC, dec, monthLabel, monthsBetween, money } from './report.sql';
import { monthEnd, periodParam } from './report.params';
import type { ReportColumn, ReportDef } from './types';

// Muhtasar ve prim hizmet working paper: income-tax withholding by month and payment type code (issue 14 item 4).
// What the tables hold decides what is exact and what approximated (docs/reports.md, "muhtasar").

const COLUMNS: ReportColumn[] = [
  { name: 'donem', title: 'Dönem', kind: 'text' },
  { name: 'odeme_turu_kodu', title: 'Ödeme Türü Kodu', kind: 'text' },
  { name: 'odeme_turu', title: 'Ödeme Türü', kind: 'text' },
  { name: 'adet', title: 'Adet', kind: 'number' },
  { name: 'gayrisafi_tutar', title: 'Gayrisafi Tutar', kind: 'money' },
  { name: 'kesinti_tutari', title: 'Vergi Kesintisi', kind: 'money' },
  { name: 'aciklama', title: 'Açıklama', kind: 'text' },
];

/** GİB's payment type codes of the declaration that Defter's tables can fill. */
const CODES = {
  wage: { code: '011', name: 'Ücret Ödemeleri' },
  rent: { code: '041', name: 'Kira Ödemeleri (GVK 94/5-a)' },
};

/** Wages and bonuses among the personnel payment kinds (server/catalog/personel_odeme.table.ts). */
const WAGE_KINDS = [1, 3];

/**
 * Muhtasar: per month of the period, rents with withholding (each rent contract active in the month, its monthly
 * gross rent and `stopaj_tutari`, TL contracts), wages and bonuses paid (`personel_odeme`, TL amount; no payroll, so
 * no tax figure). The e-SMMs the company issues are not in it: their GV stopajı is withheld and declared by the
 * customer (the company books it on 193 as tax paid in advance; docs/reports.md).
 */
export const muhtasar: ReportDef = {
  name: 'muhtasar',
  title: 'Muhtasar ve Prim Hizmet Çalışma Tablosu',
  tables: ['kiralar', 'personel_odeme'],
  async run({ db, companyId, params }) {
    const { from, to } = periodParam(params);
    const rents = (
      await sql<{ baslangic: string; bitis: string | null; tutar: string; stopaj: string }>`
        select to_char(baslangic_tarihi, 'YYYY-MM-DD') as baslangic, to_char(bitis_tarihi, 'YYYY-MM-DD') as bitis,
          tutar::text as tutar, coalesce(stopaj_tutari, 0)::text as stopaj
        from kiralar where department_id = ${companyId} and coalesce(para_birimi_id, 1) = 1
          and coalesce(stopaj_tutari, 0) > 0 and baslangic_tarihi <= ${to}
          and (bitis_tarihi is null or bitis_tarihi >= ${from})`.execute(db)
    ).rows;
    const wages = new Map(
      (
        await sql<{ ay: string; adet: string; tutar: string }>`
          select to_char(islem_tarihi, 'YYYY-MM') as ay, count(*)::text as adet, sum(dovizli_tutar)::text as tutar
          from personel_odeme where department_id = ${companyId} and islem_tarihi between ${from} and ${to}
            and odeme_turu_id in (${sql.join(WAGE_KINDS)})
          group by 1`.execute(db)
      ).rows.map((r) => [r.ay, r]),
    );

    const rows: Record<string, unknown>[] = [];
    let count = 0;
    let gross = ZERO_DEC;
    let withheld = ZERO_DEC;
    for (const ym of monthsBetween(from, to)) {
      const start = `${ym}-01`;
      const end = monthEnd(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)));
      const active = rents.filter((r) => r.baslangic <= end && (r.bitis === null || r.bitis >= start));
      if (active.length) {
        const g = active.reduce((a, r) => a.plus(dec(r.tutar)), ZERO_DEC);
        const w = active.reduce((a, r) => a.plus(dec(r.stopaj)), ZERO_DEC);
        rows.push({
          donem: monthLabel(ym),
          odeme_turu_kodu: CODES.rent.code,
          odeme_turu: CODES.rent.name,
          adet: active.length,
          gayrisafi_tutar: money(g),
          kesinti_tutari: money(w),
          aciklama: 'Kira sözleşmelerinin aylık brüt kirası ve stopajı',
        });
        count += active.length;
        gross = gross.plus(g);
        withheld = withheld.plus(w);
      }
      const wage = wages.get(ym);
      if (wage) {
        rows.push({
          donem: monthLabel(ym),
          odeme_turu_kodu: CODES.wage.code,
          odeme_turu: CODES.wage.name,
          adet: Number(wage.adet),
          gayrisafi_tutar: money(dec(wage.tutar)),
          kesinti_tutari: null,
          aciklama: 'Ödenen maaş ve primler; gelir vergisi kesintisi bordrodan girilmelidir',
        });
        count += Number(wage.adet);
        gross = gross.plus(dec(wage.tutar));
      }
    }
    return {
      columns: COLUMNS,
      rows,
      totals: {
        donem: 'Toplam',
        adet: count,
        gayrisafi_tutar: money(gross),
        kesinti_tutari: money(withheld),
      },
    };
  },
};
