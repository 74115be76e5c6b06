import { sql, type Kysely } from 'kysely';
import { numberIndexName, numberIndexSql } from '../../tables/table.numbers';
import { separateDuplicates } from './202611260100_document_numbers';

// Document numbers on the rest of the numbered documents (issue 11 item 10, docs/document-numbers.md): the
// waybills, the cash receipts and payments, the cheques and notes. A number kept twice before (in the company,
// and the `unique_per` columns) gets `-<id>` on every copy but the oldest, archived, then the unique index is made.

const NUMBERED: { table: string; column: string; unique_per?: string[] }[] = [
  { table: 'satis_irsaliye', column: 'irsaliye_numarasi' },
  { table: 'alis_irsaliye', column: 'irsaliye_numarasi', unique_per: ['cari_hesap_id'] },
  { table: 'tahsilat_islem', column: 'belge_no' },
  { table: 'odeme_islemi', column: 'belge_no' },
  { table: 'musteri_cek', column: 'cek_numarasi', unique_per: ['bankalar_id'] },
  { table: 'firma_cek', column: 'cek_numarasi', unique_per: ['bankalar_id'] },
  { table: 'musteri_senet', column: 'senet_no', unique_per: ['cari_hesap_id'] },
  { table: 'firma_senet', column: 'senet_no' },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const n of NUMBERED) {
    await separateDuplicates(db, n);
    await numberIndexSql(n.table, n).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const n of NUMBERED)
    await sql`drop index if exists ${sql.id(numberIndexName(n.table, n.column))}`.execute(db);
}
