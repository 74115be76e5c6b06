import type { PageDefinition } from '../engine/page/types';
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
import kobiSatisFatura from './kobi_satis_fatura';
import kobiAlisFatura from './kobi_alis_fatura';
import hizliFisFatura from './hizli_fis_fatura';
import xslt from './xslt';
// Issue 11 (h/orders).
import alisSiparis from './alis_siparis';
import satisSiparis from './satis_siparis';

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
  // The Kobi package's small-business invoices and its quick receipt (a create-only page of kobi_satis_fatura,
  // after the table's own page, which lists and edits what it saves).
  kobiSatisFatura,
  kobiAlisFatura,
  hizliFisFatura,
  // The e-document XSLT templates (/ayarlar/xslt).
  xslt,
  // Issue 11 (h/orders): purchase and sales orders (/alis-satis-yonetimi/siparis, tabs first and second).
  alisSiparis,
  satisSiparis,
];
