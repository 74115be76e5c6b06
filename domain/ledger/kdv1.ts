import { D, toFixedString, type Dec } from '../money';
import { LEDGER_SCALE, ROLE, dec, type Amount, type RoleEntry } from './index';
import { KDV_ISLEM, type KdvIslem } from './kdv';

// KDV 1 and KDV 2 in GİB's layout from the sums of the ledger's KDV lines, and the month-end KDV voucher (KDV Mahsup
// Fişi). Pure: the server sums `fis_satiri` by KDV kind (server/reports/kdv.report.ts) and hands the sums here, so
// the declaration and the ledger come from the same lines (docs/reports.md, "KDV 1").

const money = (v: Dec) => toFixedString(v, LEDGER_SCALE);

/** The sum of one KDV kind / rate / withholding code of a month (TL, positive on the KDV's side). */
export interface KdvSum {
  islem: KdvIslem;
  oran: string;
  kod?: string | null;
  orani?: string | null;
  /** The code's name (tevkifat_kodlari.ad) for the line's text. */
  ad?: string | null;
  matrah: Amount;
  /** The KDV of the lines: 391's credit (hesaplanan) or 191's debit (indirim) or 360's credit (KDV 2). */
  vergi: Amount;
  /** The withheld KDV the lines name (a purchase's "sorumlu sıfatıyla" part; a sale's buyer part). */
  tevkifat?: Amount;
}

/** One row of the declaration: a section header, a line, or a total (`satir` is a stable key for readers). */
export interface KdvRow {
  bolum: string;
  kalem: string;
  satir: string;
  matrah?: string;
  kdv_orani?: string;
  tevkifat_orani?: string;
  vergi?: string;
  /** A section's heading (`baslik`) or a total line (`toplam`): how the page and the sheet set it off. */
  vurgu?: 'baslik' | 'toplam';
}

/** What KDV 1 of a month comes to. */
export interface Kdv1Result {
  rows: KdvRow[];
  hesaplanan: string;
  indirimler: string;
  devreden: string;
  /** Bu dönemde ödenmesi gereken KDV, or 0. */
  odenecek: string;
  /** Sonraki döneme devreden KDV, or 0. */
  sonrakiDevreden: string;
  /** The net position (indirimler − hesaplanan): positive a carry-forward, negative payable. */
  net: string;
}

/** The lines a declaration sets off as totals. */
const TOTAL_LINES = new Set([
  'matrah_toplami',
  'hesaplanan_kdv',
  'toplam_kdv',
  'indirimler_toplami',
  'odenecek',
  'sonraki_devreden',
]);

const pct = (oran: string) => `%${D(oran).toString().replace('.', ',')}`;
const sortByRate = <T extends { oran: string }>(xs: T[]) =>
  [...xs].sort((a, b) => D(b.oran).comparedTo(D(a.oran)) || 0);

/**
 * KDV 1 of a month (GİB's form, 2024 layout): MATRAH — "Tevkifat Uygulanmayan İşlemler" by rate, "Kısmi Tevkifat
 * Uygulanan İşlemler" by code, rate and ratio (the seller's part), "Diğer İşlemler" (alınan malların iadesi; the
 * 391 lines keyed by hand), Matrah Toplamı, Hesaplanan KDV; İNDİRİMLER — Önceki Dönemden Devreden, Yurtiçi Alımlara
 * İlişkin KDV, Sorumlu Sıfatıyla Beyan Edilerek Ödenen KDV, Satıştan İade … KDV (KDVK 35), the 191 lines keyed by
 * hand, İndirimler Toplamı, the deductible KDV by rate; SONUÇ HESAPLARI — ödenmesi gereken or sonraki döneme devreden.
 * `devreden`: the carry-forward from the month before (what 190 holds, docs/reports.md).
 */
export function kdv1Declaration(sums: readonly KdvSum[], devreden: Amount): Kdv1Result {
  const rows: KdvRow[] = [];
  const of = (islem: KdvIslem) => sums.filter((s) => s.islem === islem);
  const total = (xs: readonly KdvSum[], k: 'matrah' | 'vergi' | 'tevkifat') =>
    xs.reduce((a, s) => a.plus(dec(s[k])), D(0));
  const head = (bolum: string, kalem: string, satir: string) =>
    rows.push({ bolum, kalem, satir, vurgu: 'baslik' });

  head('MATRAH', 'Tevkifat Uygulanmayan İşlemler', 'tevkifatsiz');
  for (const s of sortByRate(of(KDV_ISLEM.teslim).map((x) => ({ ...x, oran: x.oran }))))
    rows.push({
      bolum: 'MATRAH',
      kalem: 'Yurtiçi Teslim ve Hizmetler',
      satir: `teslim:${s.oran}`,
      matrah: money(dec(s.matrah)),
      kdv_orani: pct(s.oran),
      vergi: money(dec(s.vergi)),
    });
  head('MATRAH', 'Kısmi Tevkifat Uygulanan İşlemler', 'kismi');
  for (const s of of(KDV_ISLEM.kismiTevkifat))
    rows.push({
      bolum: 'MATRAH',
      kalem: [s.kod, s.ad].filter(Boolean).join(' - ') || 'Kısmi Tevkifat',
      satir: `kismi:${s.kod ?? ''}:${s.oran}:${s.orani ?? ''}`,
      matrah: money(dec(s.matrah)),
      kdv_orani: pct(s.oran),
      tevkifat_orani: s.orani ?? '',
      vergi: money(dec(s.vergi)),
    });
  head('MATRAH', 'Diğer İşlemler', 'diger');
  const returned = of(KDV_ISLEM.alinanMalIadesi);
  if (returned.length)
    rows.push({
      bolum: 'MATRAH',
      kalem: 'Alınan Malların İadesi, Gerçekleşmeyen İşlemler',
      satir: 'alinan_mal_iadesi',
      matrah: money(total(returned, 'matrah')),
      vergi: money(total(returned, 'vergi')),
    });
  const other = of(KDV_ISLEM.digerHesaplanan);
  if (other.length)
    rows.push({
      bolum: 'MATRAH',
      kalem: 'Diğerleri',
      satir: 'diger_hesaplanan',
      matrah: money(total(other, 'matrah')),
      vergi: money(total(other, 'vergi')),
    });
  const matrahSide = sums.filter((s) =>
    (
      [
        KDV_ISLEM.teslim,
        KDV_ISLEM.kismiTevkifat,
        KDV_ISLEM.alinanMalIadesi,
        KDV_ISLEM.digerHesaplanan,
      ] as number[]
    ).includes(s.islem),
  );
  const hesaplanan = total(matrahSide, 'vergi');
  rows.push({
    bolum: 'MATRAH',
    kalem: 'Matrah Toplamı',
    satir: 'matrah_toplami',
    matrah: money(total(matrahSide, 'matrah')),
  });
  rows.push({
    bolum: 'MATRAH',
    kalem: 'Hesaplanan Katma Değer Vergisi',
    satir: 'hesaplanan_kdv',
    vergi: money(hesaplanan),
  });
  rows.push({
    bolum: 'MATRAH',
    kalem: 'Daha Önce İndirim Konusu Yapılan KDV’nin İlavesi',
    satir: 'ilave',
    vergi: money(D(0)),
  });
  rows.push({
    bolum: 'MATRAH',
    kalem: 'Toplam Katma Değer Vergisi',
    satir: 'toplam_kdv',
    vergi: money(hesaplanan),
  });

  const purchases = of(KDV_ISLEM.yurticiAlim);
  const sorumlu = total(purchases, 'tevkifat');
  const yurtici = total(purchases, 'vergi').minus(sorumlu);
  const iade = total(of(KDV_ISLEM.satisIade), 'vergi');
  const digerIndirim = total(of(KDV_ISLEM.digerIndirim), 'vergi');
  const carried = dec(devreden);
  const indirimler = carried.plus(yurtici).plus(sorumlu).plus(iade).plus(digerIndirim);
  const line = (kalem: string, satir: string, v: Dec) =>
    rows.push({ bolum: 'İNDİRİMLER', kalem, satir, vergi: money(v) });
  line('Önceki Dönemden Devreden İndirilecek KDV', 'devreden', carried);
  line('Yurtiçi Alımlara İlişkin KDV', 'yurtici_alim', yurtici);
  line('Sorumlu Sıfatıyla Beyan Edilerek Ödenen KDV', 'sorumlu', sorumlu);
  line(
    'Satıştan İade Edilen, İşlemi Gerçekleşmeyen veya İşleminden Vazgeçilen Mal ve Hizmetler Nedeniyle İndirilecek KDV',
    'satis_iade',
    iade,
  );
  if (!digerIndirim.isZero()) line('Diğer İndirimler', 'diger_indirim', digerIndirim);
  line('İndirimler Toplamı', 'indirimler_toplami', indirimler);
  head('İNDİRİMLER', 'Bu Döneme Ait İndirilecek KDV Tutarının Oranlara Göre Dağılımı', 'dagilim');
  const byRate = new Map<string, { matrah: Dec; vergi: Dec }>();
  for (const s of purchases) {
    const key = D(s.oran).toString();
    const at = byRate.get(key) ?? { matrah: D(0), vergi: D(0) };
    byRate.set(key, { matrah: at.matrah.plus(dec(s.matrah)), vergi: at.vergi.plus(dec(s.vergi)) });
  }
  for (const [oran, v] of [...byRate].sort((a, b) => D(b[0]).comparedTo(D(a[0])) || 0))
    rows.push({
      bolum: 'İNDİRİMLER',
      kalem: 'KDV Oranı',
      satir: `dagilim:${oran}`,
      matrah: money(v.matrah),
      kdv_orani: pct(oran),
      vergi: money(v.vergi),
    });

  const net = indirimler.minus(hesaplanan);
  const odenecek = net.lt(0) ? net.neg() : D(0);
  const sonraki = net.gt(0) ? net : D(0);
  rows.push({
    bolum: 'SONUÇ HESAPLARI',
    kalem: 'Tecil Edilecek Katma Değer Vergisi',
    satir: 'tecil',
    vergi: money(D(0)),
  });
  rows.push({
    bolum: 'SONUÇ HESAPLARI',
    kalem: 'Bu Dönemde Ödenmesi Gereken Katma Değer Vergisi',
    satir: 'odenecek',
    vergi: money(odenecek),
  });
  rows.push({
    bolum: 'SONUÇ HESAPLARI',
    kalem: 'Sonraki Döneme Devreden Katma Değer Vergisi',
    satir: 'sonraki_devreden',
    vergi: money(sonraki),
  });
  const bedel = total(
    sums.filter((s) => s.islem === KDV_ISLEM.teslim || s.islem === KDV_ISLEM.kismiTevkifat),
    'matrah',
  );
  rows.push({
    bolum: 'DİĞER BİLGİLER',
    kalem: 'Teslim ve Hizmetlerin Karşılığını Teşkil Eden Bedel (aylık)',
    satir: 'bedel_aylik',
    matrah: money(bedel),
  });
  for (const r of rows) if (TOTAL_LINES.has(r.satir)) r.vurgu = 'toplam';
  return {
    rows,
    hesaplanan: money(hesaplanan),
    indirimler: money(indirimler),
    devreden: money(carried),
    odenecek: money(odenecek),
    sonrakiDevreden: money(sonraki),
    net: money(net),
  };
}

/**
 * KDV 2 of a month (GİB's form): "Tevkifat Uygulanan İşlemler" by code, rate and ratio — the base, and the KDV the
 * company withheld as a buyer (KDVK 9; 360) — and the payable.
 */
export function kdv2Declaration(sums: readonly KdvSum[]): { rows: KdvRow[]; odenecek: string } {
  const rows: KdvRow[] = [
    { bolum: 'MATRAH', kalem: 'Tevkifat Uygulanan İşlemler', satir: 'tevkifat', vurgu: 'baslik' },
  ];
  let total = D(0);
  let base = D(0);
  for (const s of sums.filter((x) => x.islem === KDV_ISLEM.sorumlu)) {
    rows.push({
      bolum: 'MATRAH',
      kalem: [s.kod, s.ad].filter(Boolean).join(' - ') || 'Tevkifat',
      satir: `kdv2:${s.kod ?? ''}:${s.oran}:${s.orani ?? ''}`,
      matrah: money(dec(s.matrah)),
      kdv_orani: pct(s.oran),
      tevkifat_orani: s.orani ?? '',
      vergi: money(dec(s.vergi)),
    });
    total = total.plus(dec(s.vergi));
    base = base.plus(dec(s.matrah));
  }
  rows.push({ bolum: 'MATRAH', kalem: 'Matrah Toplamı', satir: 'matrah_toplami', matrah: money(base) });
  rows.push({ bolum: 'SONUÇ', kalem: 'Ödenmesi Gereken KDV', satir: 'odenecek', vergi: money(total) });
  for (const r of rows) if (TOTAL_LINES.has(r.satir)) r.vurgu = 'toplam';
  return { rows, odenecek: money(total) };
}

/** The balances a KDV Mahsup Fişi closes at the month's end (before it): 391 credit, 191 debit, 190 debit. */
export interface KdvBalances {
  hesaplanan: Amount;
  indirilecek: Amount;
  devreden: Amount;
}

/**
 * The KDV Mahsup Fişi of a month: borç 391 with its balance, alacak 191 with its balance and 190 with the
 * carry-forward used; the rest is the new carry-forward (borç 190, "Sonraki Döneme Devreden") or the payable (alacak
 * 360, "Ödenecek KDV") — KDVK 29 (indirim), 41 (beyan). Every line is tagged 30 (a mahsup: no taxable event).
 * The two 190 lines stay apart (the old carry-forward out, the new one in), as an accountant keys them.
 */
export function kdvMahsupEntries(b: KdvBalances): RoleEntry[] {
  const h = dec(b.hesaplanan);
  const i = dec(b.indirilecek);
  const d = dec(b.devreden);
  const net = i.plus(d).minus(h);
  const tag = { islem: KDV_ISLEM.mahsup, oran: '0', matrah: '0.00', tevkifat: '0.00' };
  const side = (role: RoleEntry['role'], v: Dec, debit: boolean): RoleEntry[] => {
    if (v.isZero()) return [];
    // A negative balance turns the side (a 191 in credit is debited to close it).
    const dr = v.gt(0) === debit;
    const abs = money(v.abs());
    return [{ role, kdv: tag, borc: dr ? abs : '0.00', alacak: dr ? '0.00' : abs }];
  };
  return [
    ...side(ROLE.hesaplananKdv, h, true),
    ...(net.gt(0) ? side(ROLE.devredenKdv, net, true) : []),
    ...side(ROLE.indirilecekKdv, i, false),
    ...side(ROLE.devredenKdv, d, false),
    ...(net.lt(0) ? side(ROLE.odenecekKdv, net.neg(), false) : []),
  ];
}
