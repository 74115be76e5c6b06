import { sql, type Kysely } from 'kysely';
import { DEMO_CARRIER_ADDRESS } from '../seed/demo-ewaybills';

// Issue 13 (docs/e-documents.md, "e-İrsaliye"): the carrier company's address on an e-İrsaliye, written as the
// DespatchAdvice's CarrierParty/PostalAddress (before, the company's own address stood there). The demo waybill
// carried by Marmara Lojistik gets its carrier's address (a fresh database: the demo seed writes it).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table e_irsaliye
    add column if not exists tasiyici_sehirler_id bigint references sehirler (id),
    add column if not exists tasiyici_ilceler_id bigint references ilceler (id),
    add column if not exists tasiyici_mahalle_adi text,
    add column if not exists tasiyici_sokak_adi text,
    add column if not exists tasiyici_bina_no text,
    add column if not exists tasiyici_posta_kodu text`.execute(db);
  const a = DEMO_CARRIER_ADDRESS;
  await sql`update e_irsaliye set
      tasiyici_sehirler_id = (select id from sehirler where id = ${a.il}),
      tasiyici_ilceler_id = (select id from ilceler where sehirler_id = ${a.il} and name_basic = ${a.ilce} limit 1),
      tasiyici_mahalle_adi = ${a.mahalle}, tasiyici_sokak_adi = ${a.sokak}, tasiyici_bina_no = ${a.bina_no},
      tasiyici_posta_kodu = ${a.posta}
    where tasiyici_vkn = ${a.vkn} and tasiyici_sehirler_id is null and e_fatura_durumu_id = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table e_irsaliye drop column if exists tasiyici_sehirler_id,
    drop column if exists tasiyici_ilceler_id, drop column if exists tasiyici_mahalle_adi,
    drop column if exists tasiyici_sokak_adi, drop column if exists tasiyici_bina_no,
    drop column if exists tasiyici_posta_kodu`.execute(db);
}
