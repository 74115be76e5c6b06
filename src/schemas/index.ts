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
import birimler from './birimler';
import vergiler from './vergiler';

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
  birimler,
  vergiler,
];
