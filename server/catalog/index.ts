import { bankalar } from './bankalar.table';
import { banka_karti } from './banka_karti.table';
import { banka_subeleri } from './banka_subeleri.table';
import { cari_hesap } from './cari_hesap.table';
import { departments } from './departments.table';
import { ilceler } from './ilceler.table';
import { kasa_karti } from './kasa_karti.table';
import { musteri_paketleri } from './musteri_paketleri.table';
import { para_birimleri } from './para_birimleri.table';
import { sehirler } from './sehirler.table';
import { ulkeler } from './ulkeler.table';
import { users } from './users.table';
import { vergi_daireleri } from './vergi_daireleri.table';
import type { TableDef } from './types';

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
];

const byName = new Map(tables.map((t) => [t.name, t]));

/** Every table of the catalogue. */
export function allTables(): readonly TableDef[] {
  return tables;
}

/** The table of that name, or undefined (callers answer no.auth / not found). */
export function findTable(name: string): TableDef | undefined {
  return byName.get(name);
}
