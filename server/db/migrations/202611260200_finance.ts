import { sql, type Kysely } from 'kysely';
import { seedDemoFinance } from '../seed/demo-finance';

// Cash and bank transactions, cheques and notes (issue 11 items 3 and 4; docs/finance.md): the eight tables as
// their catalogue entries declared them, the movement views kasa_hareketleri / banka_hareketleri (one row per card
// a transaction moves), and the cards' `bakiye`, which the database keeps equal to the sum of their movements.

const PAPERS = ['musteri_cek', 'firma_cek', 'musteri_senet', 'firma_senet'];
const TRANSACTIONS = [
  'tahsilat_islem',
  'odeme_islemi',
  'banka_gelen_havale_islemi',
  'banka_giden_havale_islem',
];

/**
 * The columns of the eight tables as their catalogue entries declared them on 2026-11-26 (server/catalog/
 * finance-columns.ts), frozen here so that a later migration that adds a column still runs on a fresh database.
 */
const COLUMNS: Record<string, string[]> = {
  musteri_cek: [
    '"cari_hesap_id" bigint references cari_hesap (id)',
    '"cek_numarasi" text',
    '"pozisyon_id" integer',
    '"islem_tarihi" date',
    '"vade_tarihi" date',
    '"bankalar_id" bigint references bankalar (id)',
    '"hesap_no" text',
    '"borclu" text',
    '"sehirler_id" bigint references sehirler (id)',
    '"tutar" numeric(18, 3)',
    '"para_birimi_id" bigint references para_birimleri (id)',
    '"döviz_kuru" numeric(18, 4)',
    '"kur_tarihi" date',
    '"doviz_kuru_kaynagi" text',
    '"doviz_kuru_aciklamasi" text',
    '"dovizli_tutar" numeric(18, 3) not null default 0',
    '"description" text',
  ],
  firma_cek: [
    '"cari_hesap_id" bigint references cari_hesap (id)',
    '"cek_numarasi" text',
    '"pozisyon_id" integer',
    '"islem_tarihi" date',
    '"vade_tarihi" date',
    '"bankalar_id" bigint references bankalar (id)',
    '"hesap_no" text',
    '"borclu" text',
    '"sehirler_id" bigint references sehirler (id)',
    '"tutar" numeric(18, 3)',
    '"para_birimi_id" bigint references para_birimleri (id)',
    '"döviz_kuru" numeric(18, 4)',
    '"kur_tarihi" date',
    '"doviz_kuru_kaynagi" text',
    '"doviz_kuru_aciklamasi" text',
    '"dovizli_tutar" numeric(18, 3) not null default 0',
    '"description" text',
  ],
  musteri_senet: [
    '"cari_hesap_id" bigint references cari_hesap (id)',
    '"senet_no" text',
    '"pozisyon_id" integer',
    '"islem_tarihi" date',
    '"vade_tarihi" date',
    '"borclu" text',
    '"sehirler_id" bigint references sehirler (id)',
    '"tutar" numeric(18, 3)',
    '"para_birimi_id" bigint references para_birimleri (id)',
    '"döviz_kuru" numeric(18, 4)',
    '"kur_tarihi" date',
    '"doviz_kuru_kaynagi" text',
    '"doviz_kuru_aciklamasi" text',
    '"dovizli_tutar" numeric(18, 3) not null default 0',
    '"description" text',
  ],
  firma_senet: [
    '"cari_hesap_id" bigint references cari_hesap (id)',
    '"senet_no" text',
    '"pozisyon_id" integer',
    '"islem_tarihi" date',
    '"vade_tarihi" date',
    '"borclu" text',
    '"sehirler_id" bigint references sehirler (id)',
    '"tutar" numeric(18, 3)',
    '"para_birimi_id" bigint references para_birimleri (id)',
    '"döviz_kuru" numeric(18, 4)',
    '"kur_tarihi" date',
    '"doviz_kuru_kaynagi" text',
    '"doviz_kuru_aciklamasi" text',
    '"dovizli_tutar" numeric(18, 3) not null default 0',
    '"description" text',
  ],
  tahsilat_islem: [
    '"kasa_karti2_id" bigint references kasa_karti (id)',
    '"islem_tipi_id" integer',
    '"islem_tarihi" date',
    '"belge_no" text',
    '"belge_tarihi" date',
    '"kasa_karti_id" bigint references kasa_karti (id)',
    '"banka_karti_id" bigint references banka_karti (id)',
    '"hizmet_ve_masraf_kartlari_id" bigint references hizmet_ve_masraf_kartlari (id)',
    '"cari_hesap_id" bigint references cari_hesap (id)',
    '"tip_id" integer',
    '"satis_fatura_id" bigint references satis_fatura (id)',
    '"musteri_cek_id" bigint references musteri_cek (id)',
    '"firma_senet_id" bigint references firma_senet (id)',
    '"para_birimi_id" bigint references para_birimleri (id)',
    '"döviz_kuru" numeric(18, 4)',
    '"tutar" numeric(18, 3)',
    '"kdv_id" bigint references kdv_oranlari (id)',
    '"kdv_dahil_buton" boolean not null default true',
    '"kdv_tutari" numeric(18, 3) not null default 0',
    '"vergi_tutar" numeric(18, 3) not null default 0',
    '"dovizli_tutar" numeric(18, 3) not null default 0',
    '"aciklama" text',
  ],
  odeme_islemi: [
    '"kasa_karti2_id" bigint references kasa_karti (id)',
    '"islem_tipi_id" integer',
    '"islem_tarihi" date',
    '"belge_no" text',
    '"belge_tarihi" date',
    '"kasa_karti_id" bigint references kasa_karti (id)',
    '"banka_karti_id" bigint references banka_karti (id)',
    '"hizmet_ve_masraf_kartlari_id" bigint references hizmet_ve_masraf_kartlari (id)',
    '"cari_hesap_id" bigint references cari_hesap (id)',
    '"tip_id" integer',
    '"alis_fatura_id" bigint references alis_fatura (id)',
    '"firma_cek_id" bigint references firma_cek (id)',
    '"musteri_senet_id" bigint references musteri_senet (id)',
    '"para_birimi_id" bigint references para_birimleri (id)',
    '"döviz_kuru" numeric(18, 4)',
    '"tutar" numeric(18, 3)',
    '"kdv_id" bigint references kdv_oranlari (id)',
    '"kdv_dahil_buton" boolean not null default true',
    '"kdv_tutari" numeric(18, 3) not null default 0',
    '"vergi_tutar" numeric(18, 3) not null default 0',
    '"dovizli_tutar" numeric(18, 3) not null default 0',
    '"aciklama" text',
  ],
  banka_gelen_havale_islemi: [
    '"banka_karti2_id" bigint references banka_karti (id)',
    '"islem_tipi_id" integer',
    '"islem_tarihi" date',
    '"belge_no" text',
    '"belge_tarihi" date',
    '"kasa_karti_id" bigint references kasa_karti (id)',
    '"banka_karti_id" bigint references banka_karti (id)',
    '"hizmet_ve_masraf_kartlari_id" bigint references hizmet_ve_masraf_kartlari (id)',
    '"cari_hesap_id" bigint references cari_hesap (id)',
    '"tip_id" integer',
    '"satis_fatura_id" bigint references satis_fatura (id)',
    '"musteri_cek_id" bigint references musteri_cek (id)',
    '"firma_senet_id" bigint references firma_senet (id)',
    '"para_birimi_id" bigint references para_birimleri (id)',
    '"döviz_kuru" numeric(18, 4)',
    '"tutar" numeric(18, 3)',
    '"kdv_id" bigint references kdv_oranlari (id)',
    '"kdv_dahil_buton" boolean not null default true',
    '"kdv_tutari" numeric(18, 3) not null default 0',
    '"vergi_tutar" numeric(18, 3) not null default 0',
    '"dovizli_tutar" numeric(18, 3) not null default 0',
    '"aciklama" text',
  ],
  banka_giden_havale_islem: [
    '"banka_karti2_id" bigint references banka_karti (id)',
    '"islem_tipi_id" integer',
    '"islem_tarihi" date',
    '"belge_no" text',
    '"belge_tarihi" date',
    '"kasa_karti_id" bigint references kasa_karti (id)',
    '"banka_karti_id" bigint references banka_karti (id)',
    '"hizmet_ve_masraf_kartlari_id" bigint references hizmet_ve_masraf_kartlari (id)',
    '"cari_hesap_id" bigint references cari_hesap (id)',
    '"tip_id" integer',
    '"alis_fatura_id" bigint references alis_fatura (id)',
    '"firma_cek_id" bigint references firma_cek (id)',
    '"musteri_senet_id" bigint references musteri_senet (id)',
    '"para_birimi_id" bigint references para_birimleri (id)',
    '"döviz_kuru" numeric(18, 4)',
    '"tutar" numeric(18, 3)',
    '"kdv_id" bigint references kdv_oranlari (id)',
    '"kdv_dahil_buton" boolean not null default true',
    '"kdv_tutari" numeric(18, 3) not null default 0',
    '"vergi_tutar" numeric(18, 3) not null default 0',
    '"dovizli_tutar" numeric(18, 3) not null default 0',
    '"aciklama" text',
  ],
};

/** Creates a table: the common fields, then its columns. */
async function createTable(db: Kysely<any>, name: string) {
  await sql`create table ${sql.table(name)} (
    id bigserial primary key, own_id bigint, user_id bigint, state boolean not null default true,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    department_id bigint not null, ${sql.raw(COLUMNS[name].join(', '))})`.execute(db);
  await sql`create index ${sql.id(`${name}_department_id_idx`)} on ${sql.table(name)} (department_id, id)`.execute(
    db,
  );
}

/** One side of the movement views: the rows a transaction table adds to a card column, with a sign. */
interface Part {
  table: string;
  /** The column of the card the row moves. */
  card: string;
  /** The card table (for its currency). */
  cardTable: string;
  /** +1 money into the card, −1 out of it. */
  sign: 1 | -1;
  /** Only when islem_tipi_id is this (a transfer's counter card). */
  tip?: 1 | 2;
  label: string;
}

const LABELS: Record<string, [string, string]> = {
  tahsilat_islem: ['Kasa Tahsilatı', 'in'],
  odeme_islemi: ['Kasa Ödemesi', 'out'],
  banka_gelen_havale_islemi: ['Gelen Havale', 'in'],
  banka_giden_havale_islem: ['Giden Havale', 'out'],
};

function partsFor(cardTable: 'kasa_karti' | 'banka_karti'): Part[] {
  const out: Part[] = [];
  for (const t of TRANSACTIONS) {
    const [label, dir] = LABELS[t];
    const sign = dir === 'in' ? 1 : -1;
    const own = t.startsWith('banka') ? 'banka_karti' : 'kasa_karti';
    if (own === cardTable) out.push({ table: t, card: `${own}2_id`, cardTable, sign, label });
    out.push({
      table: t,
      card: `${cardTable}_id`,
      cardTable,
      sign: sign === 1 ? -1 : 1,
      tip: cardTable === 'kasa_karti' ? 1 : 2,
      label: `Virman (${label})`,
    });
  }
  return out;
}

/** The movement view of a card table; ids are `transaction id × 8 + part` so they stay unique. */
function movementView(cardTable: 'kasa_karti' | 'banka_karti') {
  const parts = partsFor(cardTable).map((p, i) => {
    // The amount in the card's currency: the amount with KDV, or its TL equivalent on a TL card.
    const amount = sql`(case when coalesce(k.para_birimi_id, 1) = coalesce(t.para_birimi_id, 1) then t.vergi_tutar
      else t.dovizli_tutar end)`;
    return sql`select t.id * 8 + ${sql.lit(i)} as id, t.id * 8 + ${sql.lit(i)} as own_id, t.user_id, t.state,
        t.created_at, t.updated_at, t.department_id, t.${sql.ref(p.card)} as ${sql.ref(`${cardTable}_id`)},
        t.islem_tarihi, ${sql.lit(p.label)}::text as islem_turu, t.belge_no, t.cari_hesap_id,
        (case when ${sql.lit(p.sign)} > 0 then ${amount} else 0 end)::numeric(18, 3) as giris,
        (case when ${sql.lit(p.sign)} < 0 then ${amount} else 0 end)::numeric(18, 3) as cikis,
        coalesce(k.para_birimi_id, 1) as para_birimi_id, t.aciklama,
        ${sql.lit(p.table)}::text as kaynak_tablo, t.id::numeric(18, 0) as kaynak_id
      from ${sql.table(p.table)} t join ${sql.table(cardTable)} k on k.id = t.${sql.ref(p.card)}
      ${p.tip ? sql`where t.islem_tipi_id = ${sql.lit(p.tip)}` : sql``}`;
  });
  const view = cardTable === 'kasa_karti' ? 'kasa_hareketleri' : 'banka_hareketleri';
  return sql`create view ${sql.table(view)} as ${sql.join(parts, sql` union all `)}`;
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const t of [...PAPERS, ...TRANSACTIONS]) await createTable(db, t);
  for (const t of PAPERS)
    await sql`create index ${sql.id(`${t}_vade_idx`)} on ${sql.table(t)} (department_id, vade_tarihi)`.execute(
      db,
    );
  for (const t of TRANSACTIONS) {
    const own = t.startsWith('banka') ? 'banka_karti2_id' : 'kasa_karti2_id';
    for (const c of [own, 'kasa_karti_id', 'banka_karti_id'])
      await sql`create index ${sql.id(`${t}_${c}_idx`)} on ${sql.table(t)} (${sql.ref(c)})`.execute(db);
  }
  await sql`alter table kasa_karti add column bakiye numeric(18, 3) not null default 0`.execute(db);
  await sql`alter table banka_karti add column bakiye numeric(18, 3) not null default 0`.execute(db);
  await movementView('kasa_karti').execute(db);
  await movementView('banka_karti').execute(db);

  // A card's balance is computed whenever the card is written (a restore brings back an old row: its balance is
  // the movements' again) and whenever a movement of it changes.
  for (const [card, view] of [
    ['kasa_karti', 'kasa_hareketleri'],
    ['banka_karti', 'banka_hareketleri'],
  ]) {
    await sql
      .raw(
        `create function ${card}_bakiye() returns trigger language plpgsql as $$
      begin
        new.bakiye := coalesce((select sum(h.giris - h.cikis) from ${view} h where h.${card}_id = new.id), 0);
        return new;
      end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${card}_bakiye before insert or update on ${card}
      for each row execute function ${card}_bakiye()`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create function finans_hareket_bakiye() returns trigger language plpgsql as $$
    declare r jsonb;
    begin
      for r in select x from (values (case when tg_op <> 'INSERT' then to_jsonb(old) end),
                                     (case when tg_op <> 'DELETE' then to_jsonb(new) end)) v(x)
               where x is not null loop
        update kasa_karti set bakiye = bakiye
          where id in ((r->>'kasa_karti_id')::bigint, (r->>'kasa_karti2_id')::bigint);
        update banka_karti set bakiye = bakiye
          where id in ((r->>'banka_karti_id')::bigint, (r->>'banka_karti2_id')::bigint);
      end loop;
      return null;
    end $$`,
    )
    .execute(db);
  for (const t of TRANSACTIONS)
    await sql
      .raw(
        `create trigger ${t}_bakiye after insert or update or delete on ${t}
      for each row execute function finans_hareket_bakiye()`,
      )
      .execute(db);

  await seedDemoFinance(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TRANSACTIONS) await sql.raw(`drop trigger ${t}_bakiye on ${t}`).execute(db);
  await sql`drop function finans_hareket_bakiye()`.execute(db);
  await sql`drop view kasa_hareketleri`.execute(db);
  await sql`drop view banka_hareketleri`.execute(db);
  for (const card of ['kasa_karti', 'banka_karti']) {
    await sql.raw(`drop trigger ${card}_bakiye on ${card}`).execute(db);
    await sql.raw(`drop function ${card}_bakiye()`).execute(db);
    await sql.raw(`alter table ${card} drop column bakiye`).execute(db);
  }
  for (const t of [...TRANSACTIONS].reverse()) await sql`drop table ${sql.table(t)}`.execute(db);
  for (const t of [...PAPERS].reverse()) await sql`drop table ${sql.table(t)}`.execute(db);
}
