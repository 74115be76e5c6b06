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
  | 'cari';

/** One report page. */
export interface ReportPageDef {
  name: string;
  route: string;
  title: string;
  /** The side menu's label. */
  menu: string;
  params: readonly ReportParam[];
  /** Packages whose menu shows the page; absent: every package. */
  packages?: readonly PackageId[];
}

const INVOICE_PACKAGES = [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube];
const LEDGER_PACKAGES = [PACKAGES.muhasebe];

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
    params: ['period'],
    packages: LEDGER_PACKAGES,
  },
  {
    name: 'gelir',
    route: '/muhasebe/gelir',
    title: 'Gelir Tablosu',
    menu: 'Gelir Tablosu',
    params: ['period'],
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
    params: ['period'],
    packages: LEDGER_PACKAGES,
  },
  {
    name: 'kdv1',
    route: '/muhasebe/kdv1',
    title: 'KDV 1 Beyannamesi Çalışma Tablosu',
    menu: 'KDV 1',
    params: ['period'],
    packages: INVOICE_PACKAGES,
  },
  {
    name: 'kdv2',
    route: '/muhasebe/kdv2',
    title: 'KDV 2 Beyannamesi Çalışma Tablosu',
    menu: 'KDV 2',
    params: ['period'],
    packages: INVOICE_PACKAGES,
  },
  {
    name: 'muhtasar',
    route: '/muhasebe/muhtasar-prim-hizmet',
    title: 'Muhtasar ve Prim Hizmet Çalışma Tablosu',
    menu: 'Muhtasar ve Prim Hizmet',
    params: ['period'],
    packages: INVOICE_PACKAGES,
  },
  {
    name: 'cari-ekstre',
    route: '/cari-ekstre',
    title: 'Cari Hesap Ekstresi',
    menu: 'Cari Hesap Ekstresi',
    params: ['cari', 'period'],
  },
  {
    name: 'yaslandirma',
    route: '/alacak-yaslandirma',
    title: 'Alacak Yaşlandırma',
    menu: 'Alacak Yaşlandırma',
    params: ['asOf'],
  },
];

/** The report pages a company of `packageId` sees in its menu. */
export const reportPagesOf = (packageId: number | null | undefined) =>
  REPORT_PAGES.filter(
    (p) => !p.packages || (packageId != null && (p.packages as readonly number[]).includes(packageId)),
  );
