import type { PageDefinition } from '../engine/page/types';
import cariHesap from './cari_hesap';
import kasaKarti from './kasa_karti';
import bankaKarti from './banka_karti';

/** Every page definition of the app; the router and the side menu are built from this list. */
export const pages: readonly PageDefinition[] = [cariHesap, kasaKarti, bankaKarti];
