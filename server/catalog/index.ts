import { bankalar } from './bankalar.table';
import { banka_karti } from './banka_karti.table';
import { banka_subeleri } from './banka_subeleri.table';
import { cari_hesap } from './cari_hesap.table';
import { departments } from './departments.table';
import { front_test } from './front_test.table';
import { ilceler } from './ilceler.table';
import { kasa_karti } from './kasa_karti.table';
import { musteri_paketleri } from './musteri_paketleri.table';
import { para_birimleri } from './para_birimleri.table';
import { sehirler } from './sehirler.table';
import { ulkeler } from './ulkeler.table';
import { users } from './users.table';
import { vergi_daireleri } from './vergi_daireleri.table';
// Issue 4: stock, services, quotes and invoices with their line tables and lookups.
import { alis_fatura } from './alis_fatura.table';
import { alis_fatura_hizmet } from './alis_fatura_hizmet.table';
import { birimler } from './birimler.table';
import { depo_kartlari } from './depo_kartlari.table';
import { fatura_senaryolari } from './fatura_senaryolari.table';
import { fatura_tipleri } from './fatura_tipleri.table';
import { hizmet_ve_masraf_kartlari } from './hizmet_ve_masraf_kartlari.table';
import { sabit_kiymet_kartlari } from './sabit_kiymet_kartlari.table';
import { istisna_kodlari } from './istisna_kodlari.table';
import { kdv_oranlari } from './kdv_oranlari.table';
import { mal_hizmet_turleri } from './mal_hizmet_turleri.table';
import { satis_fatura } from './satis_fatura.table';
import { satis_fatura_hizmet } from './satis_fatura_hizmet.table';
import { stok_kartlari } from './stok_kartlari.table';
import { stok_turleri } from './stok_turleri.table';
import { teklifler } from './teklifler.table';
import { teklifler_mal_hizmet } from './teklifler_mal_hizmet.table';
import { tevkifat_kodlari } from './tevkifat_kodlari.table';
import { vergiler } from './vergiler.table';
// Issue 5 (shell data): notifications, favourites, announcements and the calendar's e-document tables.
import { bildirimler } from './bildirimler.table';
import { duyurular } from './duyurular.table';
import { e_arsiv_fatura } from './e_arsiv_fatura.table';
import { e_fatura } from './e_fatura.table';
import { e_irsaliye } from './e_irsaliye.table';
import { e_irsaliye_mal_hizmet } from './e_irsaliye_mal_hizmet.table';
import { favoriler } from './favoriler.table';
import { gelen_efatura } from './gelen_efatura.table';
import { gelen_eirsaliye } from './gelen_eirsaliye.table';
import { serbest_meslek_makbuzu } from './serbest_meslek_makbuzu.table';
// Issue 13 item 1 (h/edoc-receipts): the receipt forms' e-MM table and the receipts' line tables.
import { e_mustahsil_makbuzu } from './e_mustahsil_makbuzu.table';
import { e_mustahsil_malhizmet } from './e_mustahsil_malhizmet.table';
import { serbest_meslek_malhizmet } from './serbest_meslek_malhizmet.table';
// Issue 5 (accounts and billing): authority records, the price lists and the subscription invoices.
import { abonelik } from './abonelik.table';
import { fatura_abonelik } from './fatura_abonelik.table';
import { kontor_paketleri } from './kontor_paketleri.table';
import { yetki_ver } from './yetki_ver.table';
// Addresses of the company and of current accounts (the invoice's firma_adres_id and adres_id).
import { adres } from './adres.table';
import { firma_adres } from './firma_adres.table';
// The Kobi package's small-business invoices (/satis-faturalar, /alis-faturalar, /hizli-fis-fatura).
import { kobi_alis_fatura } from './kobi_alis_fatura.table';
import { kobi_alis_fatura_hizmet } from './kobi_alis_fatura_hizmet.table';
import { kobi_satis_fatura } from './kobi_satis_fatura.table';
import { kobi_satis_fatura_hizmet } from './kobi_satis_fatura_hizmet.table';
// e-Document rendering: the company's XSLT templates (/ayarlar/xslt).
import { xslt } from './xslt.table';
// Issue 11 items 2 and 5 (h/stock): stock movements, the stock report and purchase / sales waybills.
import { alis_irsaliye } from './alis_irsaliye.table';
import { alis_irsaliye_hizmet } from './alis_irsaliye_hizmet.table';
import { satis_irsaliye } from './satis_irsaliye.table';
import { satis_irsaliye_hizmet } from './satis_irsaliye_hizmet.table';
import { stok_bakiyeleri } from './stok_bakiyeleri.table';
import { stok_hareketleri } from './stok_hareketleri.table';
// Issue 11 items 6–8 (h/office): fixed-asset movements and depreciation, personnel, office, reminders, notes,
// small-business orders (ids 450–469, docs/office.md).
import { amortisman_hesaplari } from './amortisman_hesaplari.table';
import { amortisman_listesi } from './amortisman_listesi.table';
import { hatirlaticilar } from './hatirlaticilar.table';
import { kategori } from './kategori.table';
import { kayitli_notlar } from './kayitli_notlar.table';
import { kiralar } from './kiralar.table';
import { kobi_siparis } from './kobi_siparis.table';
import { personel_kartlari } from './personel_kartlari.table';
import { personel_odeme } from './personel_odeme.table';
import { sabit_isletme_giderleri } from './sabit_isletme_giderleri.table';
import { sabit_kiymet_hareketleri } from './sabit_kiymet_hareketleri.table';
// Issue 11 items 3 and 4: cash and bank transactions, their movement views, cheques and notes (docs/finance.md).
import { banka_gelen_havale_islemi } from './banka_gelen_havale_islemi.table';
import { banka_giden_havale_islem } from './banka_giden_havale_islem.table';
import { banka_hareketleri } from './banka_hareketleri.table';
import { firma_cek } from './firma_cek.table';
import { firma_senet } from './firma_senet.table';
import { kasa_hareketleri } from './kasa_hareketleri.table';
import { musteri_cek } from './musteri_cek.table';
import { musteri_senet } from './musteri_senet.table';
import { odeme_islemi } from './odeme_islemi.table';
import { tahsilat_islem } from './tahsilat_islem.table';
// Issue 11 (h/orders): purchase and sales orders.
import { alis_siparis } from './alis_siparis.table';
import { alis_siparis_hizmet } from './alis_siparis_hizmet.table';
import { satis_siparis } from './satis_siparis.table';
import { satis_siparis_hizmet } from './satis_siparis_hizmet.table';
import type { TableDef } from './types';
// Issue 13 item 1 (the e-document forms): the e-invoices' line tables and the document number prefixes.
import { e_arsiv_mal_hizmet } from './e_arsiv_mal_hizmet.table';
import { e_fatura_mal_hizmet } from './e_fatura_mal_hizmet.table';
import { fatura_on_ekleri } from './fatura_on_ekleri.table';
import { hesap_plani } from './hesap_plani.table';
import { fis, fis_satiri } from './fis.table';
import { muhasebe_kurallari } from './muhasebe_kurallari.table';
import { donem_kapanislari } from './donem_kapanislari.table';

// The catalogue: one file per table in this folder, registered here.
const tables: TableDef[] = [
  ulkeler,
  sehirler,
  ilceler,
  vergi_daireleri,
  para_birimleri,
  bankalar,
  musteri_paketleri,
  departments,
  users,
  banka_subeleri,
  cari_hesap,
  kasa_karti,
  banka_karti,
  front_test,
];

tables.push(
  birimler,
  vergiler,
  kdv_oranlari,
  fatura_tipleri,
  fatura_senaryolari,
  mal_hizmet_turleri,
  istisna_kodlari,
  tevkifat_kodlari,
  stok_turleri,
  depo_kartlari,
  stok_kartlari,
  hizmet_ve_masraf_kartlari,
  sabit_kiymet_kartlari,
  teklifler,
  teklifler_mal_hizmet,
  satis_fatura,
  satis_fatura_hizmet,
  alis_fatura,
  alis_fatura_hizmet,
);

tables.push(
  bildirimler,
  favoriler,
  duyurular,
  e_fatura,
  gelen_efatura,
  e_arsiv_fatura,
  e_irsaliye,
  e_irsaliye_mal_hizmet,
  gelen_eirsaliye,
  serbest_meslek_makbuzu,
);

tables.push(yetki_ver, abonelik, kontor_paketleri, fatura_abonelik);

tables.push(firma_adres, adres);

tables.push(kobi_satis_fatura, kobi_satis_fatura_hizmet, kobi_alis_fatura, kobi_alis_fatura_hizmet);

tables.push(xslt);

// Issue 11 items 2 and 5 (h/stock).
tables.push(
  alis_irsaliye,
  alis_irsaliye_hizmet,
  satis_irsaliye,
  satis_irsaliye_hizmet,
  stok_hareketleri,
  stok_bakiyeleri,
);

// Issue 11 items 6–8 (h/office).
tables.push(
  amortisman_listesi,
  sabit_kiymet_hareketleri,
  amortisman_hesaplari,
  personel_kartlari,
  personel_odeme,
  kiralar,
  sabit_isletme_giderleri,
  hatirlaticilar,
  kategori,
  kayitli_notlar,
  kobi_siparis,
);
// Issue 13 item 1: the e-document forms.
tables.push(fatura_on_ekleri, e_fatura_mal_hizmet, e_arsiv_mal_hizmet);

// Issue 11 items 3 and 4 (finance): cheques and notes first, the transactions point at them.
tables.push(
  musteri_cek,
  firma_cek,
  musteri_senet,
  firma_senet,
  tahsilat_islem,
  odeme_islemi,
  banka_gelen_havale_islemi,
  banka_giden_havale_islem,
  kasa_hareketleri,
  banka_hareketleri,
);
// Issue 11 (h/orders): purchase and sales orders.
tables.push(alis_siparis, alis_siparis_hizmet, satis_siparis, satis_siparis_hizmet);

// Issue 14 (h/ledger): the chart of accounts, vouchers and posting rules.
tables.push(hesap_plani, muhasebe_kurallari, fis, fis_satiri, donem_kapanislari);

// Issue 13 item 1 (h/edoc-receipts): e-SMM lines, the e-MM and its lines.
tables.push(serbest_meslek_malhizmet, e_mustahsil_makbuzu, e_mustahsil_malhizmet);

const byName = new Map(tables.map((t) => [t.name, t]));

/**
 * Adds tables to the catalogue after the lists above: what a test fixture uses to register a table the way a
 * line here does (docs/adding-a-table.md). A name already in the catalogue is refused.
 */
export function registerTables(...defs: TableDef[]): void {
  for (const def of defs) {
    if (byName.has(def.name)) throw new Error(`catalogue table ${def.name} is registered already`);
    tables.push(def);
    byName.set(def.name, def);
  }
}

/** Every table of the catalogue. */
export function allTables(): readonly TableDef[] {
  return tables;
}

/** The table of that name, or undefined (callers answer no.auth / not found). */
export function findTable(name: string): TableDef | undefined {
  return byName.get(name);
}
