import { sql, type Kysely } from 'kysely';
import { LEDGER_KIND, ROLE } from '../../domain/ledger';
import { KDV_ISLEM, type KdvIslem } from '../../domain/ledger/kdv';
import { kdv1Declaration, type Kdv1Result, type KdvSum } from '../../domain/ledger/kdv1';
import { D, type Dec } from '../../domain/money';
import { postingRules } from '../ledger/posting';
import { monthEnd } from './report.params';
import { monthsBetween } from './report.sql';

// KDV 1 / KDV 2 from the ledger's own lines (docs/reports.md, "KDV 1"): the voucher lines a document posts carry their
// KDV kind, rate, base and withholding (`fis_satiri.kdv_islem` …, migration 202612070300), so the declaration is their
// sum — whatever table the document was keyed in, a draft counts nothing because it posted nothing, and a line keyed
// by hand on 391 / 191 counts as "Diğerleri". The carry-forward comes from the month-end KDV vouchers (190).

type Row = Record<string, unknown>;
type Db = Kysely<any>;

/** The accounts (with their sub-accounts) of 391, 191 and 190 by the company's rules of the KDV voucher. */
export interface KdvAccounts {
  hesaplanan: number[];
  indirilecek: number[];
  devreden: number[];
  odenecek: number[];
}

/** The ids of an account code and its sub-accounts visible to the company. */
async function tree(db: Db, companyId: number, code: string): Promise<number[]> {
  const r =
    await sql<Row>`select id from hesap_plani where (hesap_kodu = ${code} or hesap_kodu like ${`${code}.%`})
    and (department_id is null or department_id = ${companyId}::bigint)`.execute(db);
  return r.rows.map((x) => Number(x.id));
}

/** 391, 191, 190 and 360 of the company (the rules of kind 20, KDV Mahsup Fişi). */
export async function kdvAccounts(
  db: Db,
  companyId: number,
): Promise<KdvAccounts & { codes: Record<string, string> }> {
  const rules = await postingRules(db as never, companyId, LEDGER_KIND.kdvMahsup);
  const codes = {
    hesaplanan: rules.get(ROLE.hesaplananKdv) ?? '391',
    indirilecek: rules.get(ROLE.indirilecekKdv) ?? '191',
    devreden: rules.get(ROLE.devredenKdv) ?? '190',
    odenecek: rules.get(ROLE.odenecekKdv) ?? '360',
  };
  return {
    codes,
    hesaplanan: await tree(db, companyId, codes.hesaplanan),
    indirilecek: await tree(db, companyId, codes.indirilecek),
    devreden: await tree(db, companyId, codes.devreden),
    odenecek: await tree(db, companyId, codes.odenecek),
  };
}

const ids = (xs: number[]) => sql`${`{${xs.join(',')}}`}::bigint[]`;

/** One month's KDV lines: the tagged sums, and what was keyed by hand on 391 / 191 / 190. */
interface MonthKdv {
  sums: KdvSum[];
  /** 391's net credit / 191's net debit / 190's net debit of lines no document tagged (and no mahsup). */
  digerHesaplanan: Dec;
  digerIndirim: Dec;
  devredenGiris: Dec;
}

const HESAPLANAN_SIDE = [1, 2, 3, 4, 21];

/**
 * The KDV of each month `from` … `to` (month starts / ends), from the voucher lines: the tagged lines by kind, rate
 * and withholding code, and the untagged rest on the KDV accounts (every line on them minus the tagged ones).
 */
export async function monthlyKdv(
  db: Db,
  companyId: number,
  acc: KdvAccounts,
  from: string,
  to: string,
): Promise<Map<string, MonthKdv>> {
  const all = [...acc.hesaplanan, ...acc.indirilecek, ...acc.devreden];
  // Signed on the KDV's own side: credit for hesaplanan (391) and KDV 2 (360), debit for indirim (191).
  const tagged = await sql<Row>`select to_char(s.fis_tarihi, 'YYYY-MM') as ay, s.kdv_islem::int as islem,
      coalesce(s.kdv_orani, 0)::text as oran, s.tevkifat_kodu as kod, s.tevkifat_orani as orani,
      sum(case when s.kdv_islem = any(${`{${HESAPLANAN_SIDE.join(',')}}`}::int[])
        then s.alacak - s.borc else s.borc - s.alacak end)::text as vergi,
      sum(coalesce(s.kdv_matrahi, 0) * case when (s.alacak > 0) = (s.kdv_islem = any(${`{${HESAPLANAN_SIDE.join(',')}}`}::int[]))
        then 1 else -1 end)::text as matrah,
      sum(coalesce(s.kdv_tevkifat, 0) * case when (s.alacak > 0) = (s.kdv_islem = any(${`{${HESAPLANAN_SIDE.join(',')}}`}::int[]))
        then 1 else -1 end)::text as tevkifat,
      sum(case when s.hesap_plani_id = any(${ids(acc.hesaplanan)}) then s.alacak - s.borc else 0 end)::text as on391,
      sum(case when s.hesap_plani_id = any(${ids(acc.indirilecek)}) then s.borc - s.alacak else 0 end)::text as on191,
      sum(case when s.hesap_plani_id = any(${ids(acc.devreden)}) then s.borc - s.alacak else 0 end)::text as on190
    from fis_satiri s
    where s.department_id = ${companyId}::bigint and s.fis_tarihi between ${from}::date and ${to}::date
      and s.kdv_islem is not null
    group by 1, 2, 3, 4, 5`.execute(db);
  const totals = await sql<Row>`select to_char(s.fis_tarihi, 'YYYY-MM') as ay,
      sum(case when s.hesap_plani_id = any(${ids(acc.hesaplanan)}) then s.alacak - s.borc else 0 end)::text as on391,
      sum(case when s.hesap_plani_id = any(${ids(acc.indirilecek)}) then s.borc - s.alacak else 0 end)::text as on191,
      sum(case when s.hesap_plani_id = any(${ids(acc.devreden)}) then s.borc - s.alacak else 0 end)::text as on190
    from fis_satiri s
    where s.department_id = ${companyId}::bigint and s.fis_tarihi between ${from}::date and ${to}::date
      and s.hesap_plani_id = any(${ids(all)})
    group by 1`.execute(db);
  const out = new Map<string, MonthKdv>();
  const at = (ay: string) => {
    let m = out.get(ay);
    if (!m) out.set(ay, (m = { sums: [], digerHesaplanan: D(0), digerIndirim: D(0), devredenGiris: D(0) }));
    return m;
  };
  for (const t of totals.rows) {
    const m = at(String(t.ay));
    m.digerHesaplanan = m.digerHesaplanan.plus(D(String(t.on391)));
    m.digerIndirim = m.digerIndirim.plus(D(String(t.on191)));
    m.devredenGiris = m.devredenGiris.plus(D(String(t.on190)));
  }
  for (const r of tagged.rows) {
    const m = at(String(r.ay));
    m.digerHesaplanan = m.digerHesaplanan.minus(D(String(r.on391)));
    m.digerIndirim = m.digerIndirim.minus(D(String(r.on191)));
    m.devredenGiris = m.devredenGiris.minus(D(String(r.on190)));
    if (Number(r.islem) === KDV_ISLEM.mahsup) continue;
    m.sums.push({
      islem: Number(r.islem) as KdvIslem,
      oran: D(String(r.oran)).toString(),
      kod: (r.kod as string | null) ?? null,
      orani: (r.orani as string | null) ?? null,
      matrah: String(r.matrah),
      vergi: String(r.vergi),
      tevkifat: String(r.tevkifat),
    });
  }
  return out;
}

/** The months of the company's KDV vouchers (kdv_mahsup rows that have a voucher), `YYYY-MM`. */
async function lastMahsupBefore(db: Db, companyId: number, ym: string): Promise<string | null> {
  const r = await sql<Row>`select max(k.donem) as donem from kdv_mahsup k
    where k.department_id = ${companyId}::bigint and k.donem < ${ym}
      and exists (select 1 from fis f where f.kaynak_tablo = 'kdv_mahsup' and f.kaynak_id = k.id)`.execute(
    db,
  );
  return (r.rows[0]?.donem as string | null) ?? null;
}

const firstDay = (ym: string) => `${ym}-01`;
const lastDay = (ym: string) => monthEnd(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)));

/** What 190 holds at the end of a day (every line on it, the KDV vouchers' included). */
async function devredenBalance(db: Db, companyId: number, acc: KdvAccounts, day: string): Promise<Dec> {
  if (!acc.devreden.length) return D(0);
  const r = await sql<Row>`select coalesce(sum(s.borc - s.alacak), 0)::text as b from fis_satiri s
    where s.department_id = ${companyId}::bigint and s.fis_tarihi <= ${day}::date
      and s.hesap_plani_id = any(${ids(acc.devreden)})`.execute(db);
  return D(String(r.rows[0].b));
}

/** A month's tagged sums with the untagged rest as "Diğerleri" / "Diğer İndirimler". */
const withOthers = (m: MonthKdv | undefined): KdvSum[] => {
  if (!m) return [];
  const out = [...m.sums];
  if (!m.digerHesaplanan.isZero())
    out.push({
      islem: KDV_ISLEM.digerHesaplanan,
      oran: '0',
      matrah: '0',
      vergi: m.digerHesaplanan.toString(),
    });
  if (!m.digerIndirim.isZero())
    out.push({ islem: KDV_ISLEM.digerIndirim, oran: '0', matrah: '0', vergi: m.digerIndirim.toString() });
  return out;
};

/**
 * KDV 1 of month `ym`. The carry-forward ("Önceki Dönemden Devreden") is what 190 holds after the latest KDV voucher
 * before the month, carried through the months after it as GİB carries it (a month's "Sonraki Döneme Devreden" is
 * the next one's "Önceki Dönemden Devreden"), plus what was keyed on 190 by hand (an opening voucher) in those months.
 * With every month's KDV voucher posted this is exactly 190's balance, so KDV 1's result equals the ledger's net
 * KDV position (191 + 190 − 391) before the month's voucher.
 */
export async function kdv1Of(db: Db, companyId: number, ym: string): Promise<Kdv1Result & { ay: string }> {
  const acc = await kdvAccounts(db, companyId);
  const last = await lastMahsupBefore(db, companyId, ym);
  let start: string;
  let carried: Dec;
  if (last) {
    carried = await devredenBalance(db, companyId, acc, lastDay(last));
    start = monthsBetween(firstDay(last), lastDay(ym))[1] ?? ym;
  } else {
    const f = await sql<Row>`select to_char(min(fis_tarihi), 'YYYY-MM') as ay from fis
      where department_id = ${companyId}::bigint`.execute(db);
    start = (f.rows[0]?.ay as string | null) ?? ym;
    if (start > ym) start = ym;
    carried = D(0);
  }
  const months = await monthlyKdv(db, companyId, acc, firstDay(start), lastDay(ym));
  for (const month of monthsBetween(firstDay(start), lastDay(ym))) {
    const m = months.get(month);
    const devreden = carried.plus(m?.devredenGiris ?? D(0));
    if (month === ym) {
      const names = await withholdingNames(db);
      const sums = withOthers(m).map((x) => (x.kod ? { ...x, ad: names.get(x.kod) ?? null } : x));
      return { ...kdv1Declaration(sums, devreden.toString()), ay: ym };
    }
    const r = kdv1Declaration(withOthers(m), devreden.toString());
    carried = D(r.sonrakiDevreden);
  }
  return { ...kdv1Declaration([], carried.toString()), ay: ym };
}

/** KDV 2 of month `ym`: the lines tagged as withheld by the company (360). */
export async function kdv2SumsOf(db: Db, companyId: number, ym: string): Promise<KdvSum[]> {
  const r = await sql<Row>`select coalesce(s.kdv_orani, 0)::text as oran, s.tevkifat_kodu as kod,
      s.tevkifat_orani as orani, (select k.ad from tevkifat_kodlari k where k.kod = s.tevkifat_kodu limit 1) as ad,
      sum(s.alacak - s.borc)::text as vergi,
      sum(coalesce(s.kdv_matrahi, 0) * case when s.alacak > 0 then 1 else -1 end)::text as matrah
    from fis_satiri s
    where s.department_id = ${companyId}::bigint and s.fis_tarihi between ${firstDay(ym)}::date and ${lastDay(ym)}::date
      and s.kdv_islem = ${KDV_ISLEM.sorumlu}
    group by 1, 2, 3 order by 2, 1 desc`.execute(db);
  return r.rows.map((x) => ({
    islem: KDV_ISLEM.sorumlu,
    oran: D(String(x.oran)).toString(),
    kod: (x.kod as string | null) ?? null,
    orani: (x.orani as string | null) ?? null,
    ad: (x.ad as string | null) ?? null,
    matrah: String(x.matrah),
    vergi: String(x.vergi),
  }));
}

/** The documents of KDV 2 of a month: each voucher with withheld KDV, its seller and number. */
export async function kdv2Documents(db: Db, companyId: number, ym: string): Promise<Row[]> {
  const r = await sql<Row>`select to_char(f.fis_tarihi, 'YYYY-MM-DD') as tarih, max(s.belge_no) as belge_no,
      f.kaynak_tablo, f.kaynak_id,
      (select c.cari_hesap_adi from fis_satiri x join hesap_plani h on h.id = x.hesap_plani_id
         join cari_hesap c on c.id = h.kaynak_id and h.kaynak_tablo = 'cari_hesap'
       where x.fisler_id = f.id limit 1) as satici,
      (select c.tc from fis_satiri x join hesap_plani h on h.id = x.hesap_plani_id
         join cari_hesap c on c.id = h.kaynak_id and h.kaynak_tablo = 'cari_hesap'
       where x.fisler_id = f.id limit 1) as vkn,
      string_agg(distinct s.tevkifat_kodu, ', ') as kodlar,
      sum(coalesce(s.kdv_matrahi, 0))::text as matrah, sum(s.alacak - s.borc)::text as vergi
    from fis_satiri s join fis f on f.id = s.fisler_id
    where s.department_id = ${companyId}::bigint and s.fis_tarihi between ${firstDay(ym)}::date and ${lastDay(ym)}::date
      and s.kdv_islem = ${KDV_ISLEM.sorumlu}
    group by f.id order by f.fis_tarihi, f.id`.execute(db);
  return r.rows;
}

/** The names of the withholding codes (for KDV 1's "Kısmi Tevkifat" lines). */
export async function withholdingNames(db: Db): Promise<Map<string, string>> {
  const r = await sql<Row>`select kod, min(ad) as ad from tevkifat_kodlari group by kod`.execute(db);
  return new Map(r.rows.map((x) => [String(x.kod), String(x.ad)]));
}
