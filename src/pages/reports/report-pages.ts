import { PACKAGES, type PackageId } from '../../../domain/packages';

// The report pages (docs/reports.md): one generic page renders each from this data — the report's name on the
// server (`POST /{token}/reports/{name}`), its route, title and the filter fields it asks for.

/** A filter field of a report page. */
export type ReportParam =
  /** Dönem Başlangıç Tarihi and Dönem Bitiş Tarihi. */
  | 'period'
  /** Mizan Türü (mizan_turu_id: 1 Dönemsel, 2 Aylık). */
  | 'mizanTuru'
  /** One date: Tarih (`donem_bitis_tarihi`, the day the report is taken on). */
  | 'asOf'
  /** The customer account (`cari_hesap_id`). */
  | 'cari'
  /** An account code of the chart (`hesap`, e.g. 120 or 120.01.0001): the büyük defter's account. */
  | 'hesap'
  /** One calendar month (`ay`, `YYYY-MM`): the monthly forms (Ba / Bs). */
  | 'month'
  /** Geçici Vergi Dönemi: fills the period with a cumulative quarter of its year (the statements). */
  | 'geciciVergi'
  /** A checkbox: every row, not only those that need attention (`tumu` '1': the Mutabakat's cards that agree). */
  | 'allRows';

/** One report page. */
export interface ReportPageDef {
  name: string;
  route: string;
  title: string;
  /** The side menu's label. */
  menu: string;
  params: readonly ReportParam[];
  /** Packages whose menu and route have the page; absent: every package. */
  packages?: readonly PackageId[];
  /**
   * The tables the report reads: the menu shows the page when the user may list one of them (the server checks
   * all); absent: the package decides alone.
   */
  tables?: readonly string[];
  /** The table's text when the report has no rows (default: nothing in the period). */
  empty?: string;
  /** A page of its own instead of the generic report table (the KDV Mahsup Fişi: preview, then post). */
  page?: 'kdvMahsup';
}

const INVOICE_PACKAGES = [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube];
const LEDGER_PACKAGES = [PACKAGES.muhasebe];
const SALES_AND_PURCHASES = ['satis_fatura', 'kobi_satis_fatura', 'alis_fatura', 'kobi_alis_fatura'];
/** What a customer statement reads (server/reports/statement.report.ts). */
const STATEMENT_TABLES = [
  ...SALES_AND_PURCHASES,
  'tahsilat_islem',
  'banka_gelen_havale_islemi',
  'odeme_islemi',
  'banka_giden_havale_islem',
  'musteri_cek',
  'musteri_senet',
  'firma_cek',
  'firma_senet',
];

/** The "Muhasebe" area's reports, in menu order. */
export const REPORT_PAGES: readonly ReportPageDef[] = [
  {
    name: 'mizan',
    route: '/muhasebe/mizan',
    title: 'Mizan',
    menu: 'Mizan',
    params: ['period', 'mizanTuru'],
    packages: LEDGER_PACKAGES,
  },
  {
    name: 'bilanco',
    route: '/muhasebe/bilanco',
    title: 'Bilanço',
    menu: 'Bilanço',
    params: ['period', 'geciciVergi'],
    packages: LEDGER_PACKAGES,
  },
  {
    name: 'gelir',
    route: '/muhasebe/gelir',
    title: 'Gelir Tablosu',
    menu: 'Gelir Tablosu',
    params: ['period', 'geciciVergi'],
    packages: LEDGER_PACKAGES,
  },
  {
    name: 'yevmiye',
    route: '/muhasebe/yevmiye',
    title: 'Yevmiye Defteri',
    menu: 'Yevmiye Defteri',
    params: ['period'],
    packages: LEDGER_PACKAGES,
  },
  {
    name: 'buyuk-defter',
    route: '/muhasebe/buyuk-defter',
    title: 'Büyük Defter',
    menu: 'Büyük Defter',
    params: ['hesap', 'period'],
    packages: LEDGER_PACKAGES,
  },
  {
    // Issue 24 item 4: every cash, bank and customer / supplier card against its sub-accounts (docs/ledger.md).
    name: 'mutabakat',
    route: '/muhasebe/mutabakat',
    title: 'Mutabakat',
    menu: 'Mutabakat',
    params: ['allRows'],
    packages: LEDGER_PACKAGES,
    empty: 'Farkı olan kart yok: kasa, banka ve cari hesap bakiyeleri muhasebe hesaplarına eşit.',
  },
  {
    name: 'kdv1',
    route: '/muhasebe/kdv1',
    title: 'KDV 1 Beyannamesi',
    menu: 'KDV 1',
    // Issue 24: a declaration is monthly (KDVK 39), in GİB's layout.
    params: ['month'],
    packages: INVOICE_PACKAGES,
    tables: SALES_AND_PURCHASES,
  },
  {
    name: 'kdv2',
    route: '/muhasebe/kdv2',
    title: 'KDV 2 Beyannamesi',
    menu: 'KDV 2',
    params: ['month'],
    packages: INVOICE_PACKAGES,
    tables: ['alis_fatura'],
  },
  {
    // Issue 24 item 2: the month-end KDV voucher (391 / 191 / 190 / 360), previewed then posted.
    name: 'kdv-mahsup',
    route: '/muhasebe/kdv-mahsup',
    title: 'KDV Mahsup Fişi',
    menu: 'KDV Mahsup Fişi',
    params: ['month'],
    packages: LEDGER_PACKAGES,
    tables: ['fis'],
    page: 'kdvMahsup',
  },
  {
    name: 'muhtasar',
    route: '/muhasebe/muhtasar-prim-hizmet',
    title: 'Muhtasar ve Prim Hizmet Çalışma Tablosu',
    menu: 'Muhtasar ve Prim Hizmet',
    params: ['period'],
    packages: INVOICE_PACKAGES,
    tables: ['kiralar', 'personel_odeme', 'serbest_meslek_makbuzu'],
  },
  {
    name: 'form-ba',
    route: '/muhasebe/form-ba',
    title: 'Form Ba (Mal ve Hizmet Alımlarına İlişkin Bildirim Formu)',
    menu: 'Form Ba',
    params: ['month'],
    packages: INVOICE_PACKAGES,
    tables: ['alis_fatura', 'kobi_alis_fatura'],
  },
  {
    name: 'form-bs',
    route: '/muhasebe/form-bs',
    title: 'Form Bs (Mal ve Hizmet Satışlarına İlişkin Bildirim Formu)',
    menu: 'Form Bs',
    params: ['month'],
    packages: INVOICE_PACKAGES,
    tables: ['satis_fatura', 'kobi_satis_fatura', 'e_fatura', 'e_arsiv_fatura'],
  },
  {
    name: 'cari-ekstre',
    route: '/cari-ekstre',
    title: 'Cari Hesap Ekstresi',
    menu: 'Cari Hesap Ekstresi',
    params: ['cari', 'period'],
    tables: STATEMENT_TABLES,
  },
  {
    name: 'yaslandirma',
    route: '/alacak-yaslandirma',
    title: 'Alacak Yaşlandırma',
    menu: 'Alacak Yaşlandırma',
    params: ['asOf'],
    tables: STATEMENT_TABLES,
  },
];

/** Whether a company of `packageId` has the page (its route answers; else the 404 page). */
export const reportInPackage = (def: ReportPageDef, packageId: number | null | undefined) =>
  !def.packages || (packageId != null && (def.packages as readonly number[]).includes(packageId));

/** The report pages the menu shows: in the package, and a table of each the auths let the user list. */
export const reportPagesOf = (
  packageId: number | null | undefined,
  auths: { tables?: Record<string, { lists?: unknown[] } | undefined> },
) =>
  REPORT_PAGES.filter(
    (p) =>
      reportInPackage(p, packageId) &&
      (!p.tables || p.tables.some((t) => (auths.tables?.[t]?.lists?.length ?? 0) > 0)),
  );
