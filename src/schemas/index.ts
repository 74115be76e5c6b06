import type { PageDefinition } from '../../domain/pages/page.types';
import cariHesap from './cari_hesap';
import kasaKarti from './kasa_karti';
import bankaKarti from './banka_karti';
import teklifler from './teklifler';
import satisFatura from './satis_fatura';
import alisFatura from './alis_fatura';
import stokKartlari from './stok_kartlari';
import depoKartlari from './depo_kartlari';
import hizmetVeMasrafKartlari from './hizmet_ve_masraf_kartlari';
import sabitKiymetKartlari from './sabit_kiymet_kartlari';
import birimler from './birimler';
import vergiler from './vergiler';
import firmaAdres from './firma_adres';
import adres from './adres';
import eFatura from './e_fatura';
import gelenEfatura from './gelen_efatura';
import eArsivFatura from './e_arsiv_fatura';
import eIrsaliye from './e_irsaliye';
import gelenEirsaliye from './gelen_eirsaliye';
import serbestMeslekMakbuzu from './serbest_meslek_makbuzu';
// Issue 13 item 1 (h/edoc-receipts): the producer receipt's form.
import eMustahsilMakbuzu from './e_mustahsil_makbuzu';
import kobiSatisFatura from './kobi_satis_fatura';
import kobiAlisFatura from './kobi_alis_fatura';
import hizliFisFatura from './hizli_fis_fatura';
import xslt from './xslt';
// Issue 11 items 2 and 5 (h/stock): waybills, stock movements and the stock report.
import alisIrsaliye from './alis_irsaliye';
import satisIrsaliye from './satis_irsaliye';
import stokHareketleri from './stok_hareketleri';
import stokBakiyeleri from './stok_bakiyeleri';
// Issue 11 items 6–8 (h/office).
import sabitKiymetHareketleri from './sabit_kiymet_hareketleri';
import amortismanHesaplari from './amortisman_hesaplari';
import amortismanListesi from './amortisman_listesi';
import personelKartlari from './personel_kartlari';
import personelOdeme from './personel_odeme';
import kiralar from './kiralar';
import sabitIsletmeGiderleri from './sabit_isletme_giderleri';
import hatirlaticilar from './hatirlaticilar';
import kayitliNotlar from './kayitli_notlar';
import kategori from './kategori';
import kobiSiparis from './kobi_siparis';
// Issue 13 item 1: the e-document forms' number prefixes.
import faturaOnEkleri from './fatura_on_ekleri';
// Issue 11 items 3 and 4: cash and bank transactions, card movements, cheques and notes (docs/finance.md).
import tahsilatIslem from './tahsilat_islem';
import odemeIslemi from './odeme_islemi';
import bankaGelenHavaleIslemi from './banka_gelen_havale_islemi';
import bankaGidenHavaleIslem from './banka_giden_havale_islem';
import kasaHareketleri from './kasa_hareketleri';
import bankaHareketleri from './banka_hareketleri';
import musteriCek from './musteri_cek';
import firmaCek from './firma_cek';
import musteriSenet from './musteri_senet';
import firmaSenet from './firma_senet';
// Issue 11 (h/orders).
import alisSiparis from './alis_siparis';
import satisSiparis from './satis_siparis';
// Issue 14 (h/ledger): the chart of accounts and vouchers.
import hesapPlani from './hesap_plani';
import fis from './fis';
import donemKapanislari from './donem_kapanislari';

/** Every page definition of the app; the router and the side menu are built from this list. */
export const pages: readonly PageDefinition[] = [
  cariHesap,
  kasaKarti,
  bankaKarti,
  // Issue 4: quotes, invoices, stock and service cards, units and taxes.
  teklifler,
  satisFatura,
  alisFatura,
  stokKartlari,
  depoKartlari,
  hizmetVeMasrafKartlari,
  sabitKiymetKartlari,
  birimler,
  vergiler,
  // The company's and the current accounts' addresses (the invoices' firma_adres_id and adres_id).
  firmaAdres,
  adres,
  // Issue 5: the e-document lists the menu, the calendar and Ctrl+M open (forms come with the e-document issues).
  eFatura,
  gelenEfatura,
  eArsivFatura,
  eIrsaliye,
  gelenEirsaliye,
  serbestMeslekMakbuzu,
  eMustahsilMakbuzu,
  // The Kobi package's small-business invoices and its quick receipt (a create-only page of kobi_satis_fatura,
  // after the table's own page, which lists and edits what it saves).
  kobiSatisFatura,
  kobiAlisFatura,
  hizliFisFatura,
  // The e-document XSLT templates (/ayarlar/xslt).
  xslt,
  // Issue 11 items 2 and 5 (h/stock): waybills (/alis-satis-yonetimi/irsaliye), stock movements and report.
  alisIrsaliye,
  satisIrsaliye,
  stokHareketleri,
  stokBakiyeleri,
  // Issue 11 items 6–8 (h/office): fixed-asset movements and depreciation, personnel, office, Kobi orders.
  sabitKiymetHareketleri,
  amortismanHesaplari,
  amortismanListesi,
  personelKartlari,
  personelOdeme,
  kiralar,
  sabitIsletmeGiderleri,
  hatirlaticilar,
  kayitliNotlar,
  kategori,
  kobiSiparis,
  // Issue 13 item 1: the e-document number prefixes (/ayarlar/fatura-on-ekleri).
  faturaOnEkleri,
  // Issue 11 items 3 and 4 (finance): /finans-yonetimi/kasa, /banka, /cek, /senet and the cards' movement tabs.
  tahsilatIslem,
  odemeIslemi,
  bankaGelenHavaleIslemi,
  bankaGidenHavaleIslem,
  kasaHareketleri,
  bankaHareketleri,
  musteriCek,
  firmaCek,
  musteriSenet,
  firmaSenet,
  // Issue 11 (h/orders): purchase and sales orders (/alis-satis-yonetimi/siparis, tabs first and second).
  alisSiparis,
  satisSiparis,
  // Issue 14 (h/ledger): /muhasebe/hesap-plani, /muhasebe/fisler.
  hesapPlani,
  fis,
  donemKapanislari,
];
