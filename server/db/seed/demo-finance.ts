import { sql } from 'kysely';
import { banka_gelen_havale_islemi } from '../../catalog/banka_gelen_havale_islemi.table';
import { firma_cek } from '../../catalog/firma_cek.table';
import { musteri_cek } from '../../catalog/musteri_cek.table';
import { musteri_senet } from '../../catalog/musteri_senet.table';
import { odeme_islemi } from '../../catalog/odeme_islemi.table';
import { tahsilat_islem } from '../../catalog/tahsilat_islem.table';
import type { TableDef } from '../../catalog/types';
import { insertRow } from '../../tables/table.repository';
import type { Db } from '../database';
import { hooksOf } from '../../tables/table.hooks';

// Cash, bank, cheques and notes of the demo companies (issue 11 items 3 and 4; docs/finance.md): per company a
// customer's cheque in the portfolio and one collected, a customer's note due this week, a cheque the company gave,
// a cash receipt against its first sales invoice, a cash payment of its first purchase invoice, an incoming
// transfer for the collected cheque and cash drawn from the bank. Dates are relative to the day the seed runs,
// so the note is always due this week. Every amount goes through the tables' hooks, never typed in. Run by the
// demo seed for fresh databases and by migration 202611260200 for databases seeded before the tables existed.

type Row = Record<string, unknown>;

/** The demo companies by tax number: Demo Ticaret A.Ş. and Örnek Gıda Ltd. Şti. */
const COMPANIES = ['2910473856', '6482053170'];

/** Today in Türkiye plus `days`, as YYYY-MM-DD. */
function day(days: number): string {
  const d = new Date(Date.now() + 3 * 3600 * 1000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Stores a row as the table service would: validate, beforeWrite, insert, afterWrite (notifications). */
async function put(db: Db, table: TableDef, values: Row, meta: { departmentId: number; userId: number }) {
  const ctx = { db, table, ...meta };
  const errors = (await hooksOf(table)?.validate?.(values, ctx)) ?? {};
  if (Object.keys(errors).length) throw new Error(`demo finance ${table.name}: ${JSON.stringify(errors)}`);
  const toWrite = (await hooksOf(table)?.beforeWrite?.(values, ctx)) ?? values;
  const id = await insertRow(db, table, toWrite, meta);
  await hooksOf(table)?.afterWrite?.(toWrite, { ...ctx, id });
  return id;
}

async function first(db: Db, query: ReturnType<typeof sql<Row>>): Promise<Row | undefined> {
  return (await query.execute(db)).rows[0];
}

/** Seeds the finance demo of every demo company that has cards and none of it yet. */
export async function seedDemoFinance(db: Db): Promise<void> {
  for (const vkn of COMPANIES) {
    const company = await first(
      db,
      sql<Row>`select d.id, (select k.user_id from kasa_karti k where k.department_id = d.id order by k.id limit 1)
          as user_id from departments d where d.vergi_no = ${vkn} order by d.id limit 1`,
    );
    if (!company?.user_id) continue;
    const dept = Number(company.id);
    const done = await first(db, sql<Row>`select 1 from musteri_cek where department_id = ${dept} limit 1`);
    if (done) continue;
    const meta = { departmentId: dept, userId: Number(company.user_id) };
    const kasa = await first(
      db,
      sql<Row>`select id from kasa_karti where department_id = ${dept} and coalesce(para_birimi_id, 1) = 1 order by id limit 1`,
    );
    const banka = await first(
      db,
      sql<Row>`select id from banka_karti where department_id = ${dept} and coalesce(para_birimi_id, 1) = 1 order by id limit 1`,
    );
    const customers = (
      await sql<Row>`select id, cari_hesap_adi from cari_hesap where department_id = ${dept} order by id limit 3`.execute(
        db,
      )
    ).rows;
    const sale = await first(
      db,
      sql<Row>`select id, cari_hesap_id, fatura_numarasi, odenecek_tutar::text as tutar from satis_fatura
        where department_id = ${dept} and coalesce(para_birimi_id, 1) = 1 order by id limit 1`,
    );
    const purchase = await first(
      db,
      sql<Row>`select id, cari_hesap_id, fatura_numarasi from alis_fatura
        where department_id = ${dept} and coalesce(para_birimi_id, 1) = 1 order by id limit 1`,
    );
    if (!kasa || !banka || customers.length === 0) continue;
    const c = (i: number) => customers[i % customers.length].id;
    const paper = { para_birimi_id: 1, döviz_kuru: '1', sehirler_id: 34 };

    await put(
      db,
      musteri_cek,
      {
        ...paper,
        cari_hesap_id: c(0),
        cek_numarasi: '0048213',
        pozisyon_id: 1,
        islem_tarihi: day(-6),
        vade_tarihi: day(24),
        bankalar_id: null,
        borclu: String(customers[0].cari_hesap_adi),
        tutar: '18500.000',
        description: 'Portföyde bekleyen müşteri çeki',
      },
      meta,
    );
    const collected = await put(
      db,
      musteri_cek,
      {
        ...paper,
        cari_hesap_id: c(1),
        cek_numarasi: '0031977',
        pozisyon_id: 5,
        islem_tarihi: day(-40),
        vade_tarihi: day(-10),
        borclu: String(customers[1 % customers.length].cari_hesap_adi),
        tutar: '7250.000',
        description: 'Vadesinde bankadan tahsil edildi',
      },
      meta,
    );
    await put(
      db,
      musteri_senet,
      {
        ...paper,
        cari_hesap_id: c(2),
        senet_no: 'S-2026-014',
        pozisyon_id: 1,
        islem_tarihi: day(-25),
        vade_tarihi: day(3),
        borclu: String(customers[2 % customers.length].cari_hesap_adi),
        tutar: '4800.000',
        description: 'Bu hafta vadesi gelen senet',
      },
      meta,
    );
    await put(
      db,
      firma_cek,
      {
        ...paper,
        cari_hesap_id: purchase?.cari_hesap_id ?? c(0),
        cek_numarasi: '1200457',
        pozisyon_id: 10,
        islem_tarihi: day(-3),
        vade_tarihi: day(30),
        tutar: '12000.000',
        description: 'Tedarikçiye verilen çek',
      },
      meta,
    );

    const tx = {
      para_birimi_id: 1,
      döviz_kuru: '1',
      kdv_id: 5,
      kdv_dahil_buton: true,
      islem_tarihi: day(-2),
    };
    if (sale) {
      await put(
        db,
        tahsilat_islem,
        {
          ...tx,
          kasa_karti2_id: kasa.id,
          islem_tipi_id: 4,
          cari_hesap_id: sale.cari_hesap_id,
          tip_id: 1,
          satis_fatura_id: sale.id,
          belge_no: `TH-${String(sale.fatura_numarasi).slice(-4)}`,
          tutar: '1500.000',
          aciklama: `${String(sale.fatura_numarasi)} numaralı faturanın nakit tahsilatı`,
        },
        meta,
      );
    }
    if (purchase) {
      await put(
        db,
        odeme_islemi,
        {
          ...tx,
          kasa_karti2_id: kasa.id,
          islem_tipi_id: 4,
          cari_hesap_id: purchase.cari_hesap_id,
          tip_id: 1,
          alis_fatura_id: purchase.id,
          belge_no: `OD-${String(purchase.fatura_numarasi).slice(-4)}`,
          tutar: '750.000',
          aciklama: `${String(purchase.fatura_numarasi)} numaralı faturanın nakit ödemesi`,
        },
        meta,
      );
    }
    await put(
      db,
      banka_gelen_havale_islemi,
      {
        ...tx,
        islem_tarihi: day(-10),
        banka_karti2_id: banka.id,
        islem_tipi_id: 4,
        cari_hesap_id: c(1),
        tip_id: 2,
        musteri_cek_id: collected,
        aciklama: 'Çek tahsilatı',
      },
      meta,
    );
    await put(
      db,
      tahsilat_islem,
      {
        ...tx,
        islem_tarihi: day(-1),
        kasa_karti2_id: kasa.id,
        islem_tipi_id: 2,
        banka_karti_id: banka.id,
        belge_no: 'VRM-001',
        tutar: '2000.000',
        aciklama: 'Bankadan kasaya nakit çekildi',
      },
      meta,
    );
  }
}
