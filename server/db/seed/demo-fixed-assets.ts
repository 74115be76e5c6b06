import { sql } from 'kysely';
import { fixedAssetNetValue, straightLineRate } from '../../../domain/assets';
import type { Db } from '../database';

// Demo fixed-asset cards of both demo companies (002 §2 /sabit-kiymet-yonetimi/kart). Names, dates and prices
// are invented but realistic (2026 Turkish prices); useful lives follow the Ministry's depreciation list (VUK
// 333: vehicles, furniture 5 years, computers 4); the rate and the net value come from domain/assets. Run by the
// demo seed for fresh databases and by migration 202611240100 for databases seeded before the table existed.

interface Card {
  kod: string;
  adi: string;
  tarih: string;
  bedel: string;
  omur: number;
  birikmis: string;
  /** GİB unit code (birimler.kod). */
  birim: string;
}

/** Cards per company, by the company's tax number (departments.vergi_no). */
const CARDS: Record<string, Card[]> = {
  // Demo Ticaret A.Ş.
  '2910473856': [
    {
      kod: 'SK-001',
      adi: 'Ford Transit Custom Kamyonet (34 DMT 214)',
      tarih: '2024-03-15',
      bedel: '1450000.00',
      omur: 5,
      birikmis: '580000.00',
      birim: 'C62',
    },
    {
      kod: 'SK-002',
      adi: 'Dizüstü Bilgisayar (Muhasebe)',
      tarih: '2025-01-10',
      bedel: '48500.00',
      omur: 4,
      birikmis: '12125.00',
      birim: 'C62',
    },
    {
      kod: 'SK-003',
      adi: 'Ofis Mobilya Takımı',
      tarih: '2023-09-01',
      bedel: '126000.00',
      omur: 5,
      birikmis: '75600.00',
      birim: 'SET',
    },
  ],
  // Örnek Gıda Ltd. Şti.
  '6482053170': [
    {
      kod: 'SK-001',
      adi: 'Soğuk Hava Deposu Soğutma Ünitesi',
      tarih: '2022-06-20',
      bedel: '780000.00',
      omur: 10,
      birikmis: '312000.00',
      birim: 'C62',
    },
    {
      kod: 'SK-002',
      adi: 'Akülü Forklift (2,5 ton)',
      tarih: '2024-02-05',
      bedel: '925000.00',
      omur: 5,
      birikmis: '370000.00',
      birim: 'C62',
    },
  ],
};

/** Adds the demo fixed-asset cards to each demo company that exists and has none yet. */
export async function seedDemoFixedAssets(db: Db): Promise<void> {
  for (const [vkn, cards] of Object.entries(CARDS)) {
    const company = await sql<{ id: string; user_id: string | null; cards: number }>`
      select d.id, (select u.id from users u where u.department_id = d.id order by u.id limit 1) as user_id,
        (select count(*)::int from sabit_kiymet_kartlari s where s.department_id = d.id) as cards
      from departments d where d.vergi_no = ${vkn} order by d.id limit 1`.execute(db);
    const row = company.rows[0];
    if (!row || row.cards > 0) continue;
    for (const card of cards) {
      await sql`
        insert into sabit_kiymet_kartlari (user_id, department_id, sabit_kiymet_adi, sabit_kiymet_kodu,
          giris_birimi_id, cikis_birimi_id, alis_tarihi, alis_bedeli, faydali_omur, normal_amortisman_oran,
          birikmis_amortisman, net_deger, kdv_id, kdv_dahil_buton)
        with b as (select id from birimler where kod = ${card.birim} order by id limit 1)
        select ${row.user_id}, ${row.id}, ${card.adi}, ${card.kod}, b.id, b.id, ${card.tarih}::date,
          ${card.bedel}::numeric, ${card.omur}, ${straightLineRate(card.omur)}::numeric,
          ${card.birikmis}::numeric, ${fixedAssetNetValue(card.bedel, card.birikmis)}::numeric, 9, false
        from b`.execute(db);
    }
    // The business rows' own_id is their id (ARCHITECTURE.md, "Data").
    await sql`update sabit_kiymet_kartlari set own_id = id where own_id is null`.execute(db);
  }
}
