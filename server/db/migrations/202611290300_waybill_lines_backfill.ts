import { sql, type Kysely } from 'kysely';
import { linesOfXml } from '../../edocs/waybill.service';

// Issue 13, "İrsaliye Yanıtla" (docs/e-documents.md, "e-İrsaliye"): the reply dialog lists the received waybill's
// lines from `gelen_eirsaliye.irsaliye_satirlari`, which the inbox fills on delivery. A row whose XML is stored but
// whose lines are not (stored by an older inbox, or by hand) gets them from its XML's DespatchLines. A document whose
// outbox job (`giden_kutusu`) was given up before this version gets the status on which its viewer offers "Tekrar
// Gönder" (GÖNDERİLEMEDİ).

type Row = Record<string, any>;

const has = async (db: Kysely<any>, table: string, column: string) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
      where table_name = ${table} and column_name = ${column}`.execute(db)
  ).rows[0].n > 0;

export async function up(db: Kysely<any>): Promise<void> {
  // Guard (docs/operations.md): run on the schema that has what it reads.
  if (
    (await has(db, 'gelen_eirsaliye', 'irsaliye_satirlari')) &&
    (await has(db, 'gelen_eirsaliye', 'xml_icerik'))
  ) {
    const rows = await sql<Row>`select id, xml_icerik from gelen_eirsaliye
      where irsaliye_satirlari is null and xml_icerik is not null`.execute(db);
    for (const r of rows.rows)
      await sql`update gelen_eirsaliye set irsaliye_satirlari = ${JSON.stringify(linesOfXml(String(r.xml_icerik)))}::jsonb
        where id = ${r.id}`.execute(db);
  }
  if (await has(db, 'giden_kutusu', 'durum')) {
    const failed = await sql<Row>`select belge_tablosu, belge_id, department_id from giden_kutusu
      where durum = 'hata'`.execute(db);
    for (const j of failed.rows)
      if (await has(db, String(j.belge_tablosu), 'ent_fatura_durumu'))
        await sql`update ${sql.table(String(j.belge_tablosu))} set ent_fatura_durumu = 'GÖNDERİLEMEDİ'
          where id = ${j.belge_id} and department_id = ${j.department_id}`.execute(db);
  }
}

export async function down(): Promise<void> {
  // Data only: the lines and statuses stay.
}
