import { turkishToday } from '../../auth/user-info.service';
import { sql } from 'kysely';
import { amortisman_hesaplari } from '../../catalog/amortisman_hesaplari.table';
import { hatirlaticilar } from '../../catalog/hatirlaticilar.table';
import { kategori } from '../../catalog/kategori.table';
import { kayitli_notlar } from '../../catalog/kayitli_notlar.table';
import { kiralar } from '../../catalog/kiralar.table';
import { kobi_siparis } from '../../catalog/kobi_siparis.table';
import { personel_kartlari } from '../../catalog/personel_kartlari.table';
import { personel_odeme } from '../../catalog/personel_odeme.table';
import { sabit_isletme_giderleri } from '../../catalog/sabit_isletme_giderleri.table';
import { sabit_kiymet_hareketleri } from '../../catalog/sabit_kiymet_hareketleri.table';
import type { TableDef } from '../../catalog/types';
import { insertRow } from '../../tables/table.repository';
import type { Db } from '../database';
import { hooksOf } from '../../tables/table.hooks';

// A few rows of each office table per demo company (issue 11 items 6–8): staff and a salary paid, the rent, the
// month's bills, a reminder due this week, saved notes, the purchase movement and one year's depreciation of each
// fixed-asset card, and (Kobi package) two small-business orders. Names and amounts are invented but realistic
// (2026 Turkish prices); every computed amount comes from the table's hooks (domain/), never typed in. Dates of
// bills and reminders follow the day of the first start. Run by the demo seed for fresh databases and by migration
// 202611260400 for databases seeded before the tables existed.

type Row = Record<string, unknown>;

interface Company {
  vkn: string;
  staff: { ad: string; soyad: string; gorev: string; tc: string; giris: string; brut: string; net: string }[];
  /**
   * The rent; `kiraya_veren` is the landlord's current account (by name, else the company's first). GVK 94/5-a:
   * stopaj only on rent paid to a person (TCKN); Demo Ticaret rents its office from Mustafa Çelik, Örnek Gıda its
   * depot from a company (no stopaj).
   */
  rent: { adi: string; tutar: string; stopaj: string; baslangic: string; kiraya_veren?: string };
  bills: { adi: string; tutar: string; gun: number; fatura?: string }[];
  kobi?: boolean;
}

const COMPANIES: Company[] = [
  {
    vkn: '2910473856', // Demo Ticaret A.Ş.
    staff: [
      {
        ad: 'Elif',
        soyad: 'Kaya',
        gorev: 'Muhasebe Uzmanı',
        tc: '10000000146',
        giris: '2023-04-03',
        brut: '52000.00',
        net: '40120.35',
      },
      {
        ad: 'Murat',
        soyad: 'Demir',
        gorev: 'Satış Temsilcisi',
        tc: '12345678950',
        giris: '2024-09-16',
        brut: '38500.00',
        net: '30412.80',
      },
    ],
    rent: {
      adi: 'Merkez ofis kirası (Kadıköy)',
      tutar: '45000',
      stopaj: '20',
      baslangic: '2025-01-01',
      kiraya_veren: 'Mustafa Çelik',
    },
    bills: [
      { adi: 'Elektrik (Enerjisa)', tutar: '3840.55', gun: 5, fatura: 'EAS2026000184233' },
      { adi: 'İnternet (Türk Telekom)', tutar: '899.90', gun: 12 },
    ],
  },
  {
    vkn: '6482053170', // Örnek Gıda Ltd. Şti.
    staff: [
      {
        ad: 'Hüseyin',
        soyad: 'Çelik',
        gorev: 'Depo Sorumlusu',
        tc: '10000000078',
        giris: '2022-06-01',
        brut: '33000.00',
        net: '26030.00',
      },
    ],
    rent: { adi: 'Depo kirası (İvedik OSB)', tutar: '60000', stopaj: '0', baslangic: '2024-03-01' },
    bills: [
      { adi: 'Doğalgaz (Başkentgaz)', tutar: '5210.40', gun: 8 },
      { adi: 'Su (ASKİ)', tutar: '1275.00', gun: 20 },
    ],
    kobi: true,
  },
];

interface Ctx {
  db: Db;
  departmentId: number;
  userId: number;
}

/** Inserts a row after the table's own `beforeWrite` (the computed amounts). */
async function put(c: Ctx, table: TableDef, values: Row): Promise<number> {
  const meta = { departmentId: c.departmentId, userId: c.userId };
  const write = (await hooksOf(table)?.beforeWrite?.(values, { db: c.db, table, ...meta })) ?? values;
  return insertRow(c.db, table, write, meta);
}

const first = async (db: Db, query: ReturnType<typeof sql<{ id: number }>>) =>
  (await query.execute(db)).rows[0]?.id ?? null;

/** The day `days` from today, as YYYY-MM-DD (the database's date: the seed's and the tests' clock agree). */
// Days count from today in Türkiye (as the rest of the demo does, demo-shell.ts), not the database's UTC date: between
// 21:00 and 24:00 UTC the two differ, and the calendar shows Türkiye's days.
const day = async (db: Db, days: number) =>
  (await sql<{ d: string }>`select (${turkishToday(new Date())}::date + ${days}::int)::text as d`.execute(db))
    .rows[0].d;

/** Adds the demo office rows to each demo company that exists and has none yet. */
export async function seedDemoOffice(db: Db): Promise<void> {
  for (const co of COMPANIES) {
    const company = (
      await sql<{ id: string; user_id: string | null; n: number }>`
        select d.id, (select u.id from users u where u.department_id = d.id order by u.id limit 1) as user_id,
          (select count(*)::int from personel_kartlari p where p.department_id = d.id) as n
        from departments d where d.vergi_no = ${co.vkn} order by d.id limit 1`.execute(db)
    ).rows[0];
    if (!company || !company.user_id || company.n > 0) continue;
    const c: Ctx = { db, departmentId: Number(company.id), userId: Number(company.user_id) };
    const dept = c.departmentId;
    const kasa = await first(
      db,
      sql`select id from kasa_karti where department_id = ${dept} order by id limit 1`,
    );
    const banka = await first(
      db,
      sql`select id from banka_karti where department_id = ${dept} order by id limit 1`,
    );
    const cari = await first(
      db,
      sql`select id from cari_hesap where department_id = ${dept} order by id limit 1`,
    );
    const today = await day(db, 0);
    const month = today.slice(0, 7);

    // Staff, and last month's salaries paid from the bank (today an advance of 1.000,00 from cash for the first).
    const staff: number[] = [];
    for (const s of co.staff) {
      staff.push(
        await put(c, personel_kartlari, {
          personel_adi: s.ad,
          personel_soyadi: s.soyad,
          tc: s.tc,
          gorevi: s.gorev,
          ise_giris_tarihi: s.giris,
          brut_ucret: s.brut,
          net_ucret: s.net,
        }),
      );
    }
    for (const [i, s] of co.staff.entries()) {
      if (banka)
        await put(c, personel_odeme, {
          personel_kartlari_id: staff[i],
          odeme_turu_id: 1,
          islem_tarihi: `${month}-01`,
          tutar: s.net,
          para_birimi_id: 1,
          döviz_kuru: '1',
          dovizli_tutar: s.net,
          kasa_banka: false,
          banka_karti_id: banka,
          description: 'Önceki ayın maaşı',
        });
    }
    if (kasa)
      await put(c, personel_odeme, {
        personel_kartlari_id: staff[0],
        odeme_turu_id: 2,
        islem_tarihi: today,
        // Within what the demo cash box holds (2.750,00): since issue 24 the payment moves the cash card as it moves
        // 100.01.x, and a cash box never has a credit balance (docs/ledger.md "Sub-ledgers and the ledger").
        tutar: '1000',
        para_birimi_id: 1,
        döviz_kuru: '1',
        dovizli_tutar: '1000',
        kasa_banka: true,
        kasa_karti_id: kasa,
      });

    const landlord = co.rent.kiraya_veren
      ? await first(
          db,
          sql`select id from cari_hesap where department_id = ${dept} and cari_hesap_adi = ${co.rent.kiraya_veren}
            order by id limit 1`,
        )
      : null;
    await put(c, kiralar, {
      kira_adi: co.rent.adi,
      kira_turu_id: 1,
      cari_hesap_id: landlord ?? cari,
      baslangic_tarihi: co.rent.baslangic,
      odeme_gunu: 5,
      tutar: co.rent.tutar,
      para_birimi_id: 1,
      stopaj_orani: co.rent.stopaj,
    });
    for (const b of co.bills) {
      await put(c, sabit_isletme_giderleri, {
        gider_adi: b.adi,
        fatura_numarasi: b.fatura ?? null,
        tutar: b.tutar,
        para_birimi_id: 1,
        döviz_kuru: '1',
        son_odeme_tarihi: `${month}-${String(b.gun).padStart(2, '0')}`,
        odendi: false,
      });
    }

    await put(c, hatirlaticilar, {
      title: 'KDV beyannamesini kontrol et',
      hatirlatici_tarih: `${await day(db, 2)} 10:00:00`,
      description: 'Beyanname öncesi alış ve satış faturalarını mutabakat için gözden geçir.',
      tamamlandi: false,
    });

    const kat = await put(c, kategori, { name_basic: 'Fatura Notları' });
    await put(c, kayitli_notlar, {
      not_basligi: 'Vade notu',
      not: 'Ödeme vadesi fatura tarihinden itibaren 30 gündür.',
      kategori_id: kat,
    });
    await put(c, kayitli_notlar, {
      not_basligi: 'Banka bilgisi',
      not: 'Ödemelerinizi fatura numarası açıklamasıyla şirket hesabımıza yapabilirsiniz.',
      kategori_id: kat,
    });

    // Each fixed-asset card's purchase, and the depreciation of last year.
    const cards = await sql<{ id: number; alis_tarihi: string | null; alis_bedeli: string | null }>`
      select id, alis_tarihi::text as alis_tarihi, alis_bedeli::text as alis_bedeli from sabit_kiymet_kartlari
      where department_id = ${dept} order by id`.execute(db);
    const lastYear = Number(today.slice(0, 4)) - 1;
    for (const card of cards.rows) {
      if (!card.alis_tarihi) continue;
      await put(c, sabit_kiymet_hareketleri, {
        sabit_kiymet_karti_id: card.id,
        hareket_turu_id: 1,
        belge_tarihi: card.alis_tarihi,
        tutar: card.alis_bedeli,
        para_birimi_id: 1,
        description: 'Alış',
      });
      if (Number(card.alis_tarihi.slice(0, 4)) <= lastYear)
        await put(c, amortisman_hesaplari, { sabit_kiymet_karti_id: card.id, yil: lastYear });
    }

    if (co.kobi && cari) {
      await put(c, kobi_siparis, {
        cari_hesap_id: cari,
        urun_adi: 'Zeytinyağı 5 L (20 teneke)',
        kobi_alinan_satilan: true,
        tutar: '18000',
        kdv_id: 3,
        kdv_dahil_buton: true,
        vade_tarihi: today,
        kobi_taksit_sayisi: 0,
        kobi_odenen_tutar: '18000',
        kasa_banka: false,
        banka_karti_id: banka,
      });
      await put(c, kobi_siparis, {
        cari_hesap_id: cari,
        urun_adi: 'Soğuk oda raf sistemi',
        kobi_alinan_satilan: false,
        tutar: '36000',
        kdv_id: 9,
        kdv_dahil_buton: true,
        vade_baslangi: today,
        vade_tarihi: await day(db, 30),
        kobi_taksit_sayisi: 3,
        kobi_odenen_tutar: '6000',
        kasa_banka: true,
        kasa_karti_id: kasa,
      });
    }
  }
}
