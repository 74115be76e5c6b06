import { sql, type Kysely } from 'kysely';
import { seedDepreciationList } from '../seed/depreciation-list';
import { seedDemoOffice } from '../seed/demo-office';

// Issue 11 items 6–8 (docs/office.md): the depreciation list, fixed-asset movements and the yearly depreciation
// run, personnel cards and payments, rents, fixed operating expenses, reminders, note categories, saved notes and
// the Kobi package's small-business orders; the fixed-asset card's list entry and method. Amounts are
// numeric(18, scale) as the catalogue says (2 for documents and orders, 3 for cash and bank, 3 for instalments).

const COMMON = sql.raw(`id bigserial primary key,
  own_id bigint,
  user_id bigint,
  state boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  department_id bigint not null`);

const TABLES: [string, string][] = [
  [
    'sabit_kiymet_hareketleri',
    `sabit_kiymet_karti_id bigint not null references sabit_kiymet_kartlari (id),
     hareket_turu_id integer not null check (hareket_turu_id between 1 and 4),
     belge_tarihi date not null,
     belge_no text,
     cari_hesap_id bigint references cari_hesap (id),
     tutar numeric(18, 2),
     para_birimi_id integer references para_birimleri (id),
     description text`,
  ],
  [
    'amortisman_hesaplari',
    `sabit_kiymet_karti_id bigint not null references sabit_kiymet_kartlari (id),
     yil integer not null check (yil between 1950 and 2100),
     amortisman_yontemi_id integer,
     amortisman_orani numeric(18, 2),
     donem_amortismani numeric(18, 2),
     birikmis_amortisman numeric(18, 2),
     net_deger numeric(18, 2),
     description text`,
  ],
  [
    'personel_kartlari',
    `personel_adi text not null,
     personel_soyadi text not null,
     adi_soyadi text,
     tc text,
     personel_sicil_numarasi text,
     gorevi text,
     ise_giris_tarihi date,
     isten_cikis_tarihi date,
     telefon text,
     iban_no text,
     brut_ucret numeric(18, 2),
     net_ucret numeric(18, 2),
     description text`,
  ],
  [
    'personel_odeme',
    `personel_kartlari_id bigint not null references personel_kartlari (id),
     odeme_turu_id integer not null,
     islem_tarihi date not null,
     tutar numeric(18, 3) not null,
     para_birimi_id integer not null references para_birimleri (id),
     "döviz_kuru" numeric(18, 4) not null default 1,
     dovizli_tutar numeric(18, 3) not null,
     kasa_banka boolean not null default false,
     kasa_karti_id bigint references kasa_karti (id),
     banka_karti_id bigint references banka_karti (id),
     description text`,
  ],
  [
    'kiralar',
    `kira_adi text not null,
     kira_turu_id integer not null,
     cari_hesap_id bigint references cari_hesap (id),
     baslangic_tarihi date not null,
     bitis_tarihi date,
     odeme_gunu integer,
     tutar numeric(18, 3) not null,
     para_birimi_id integer not null references para_birimleri (id),
     stopaj_orani numeric(18, 2),
     stopaj_tutari numeric(18, 3),
     net_tutar numeric(18, 3),
     description text`,
  ],
  [
    'sabit_isletme_giderleri',
    `gider_adi text not null,
     hizmet_ve_masraf_kartlari_id bigint references hizmet_ve_masraf_kartlari (id),
     cari_hesap_id bigint references cari_hesap (id),
     fatura_numarasi text,
     tutar numeric(18, 3) not null,
     para_birimi_id integer not null references para_birimleri (id),
     "döviz_kuru" numeric(18, 4) not null default 1,
     son_odeme_tarihi date not null,
     odendi boolean not null default false,
     description text`,
  ],
  [
    'hatirlaticilar',
    `title text not null,
     hatirlatici_tarih timestamptz not null,
     description text,
     tamamlandi boolean not null default false`,
  ],
  ['kategori', `name_basic text not null, description text`],
  [
    'kayitli_notlar',
    `not_basligi text not null,
     "not" text not null,
     kategori_id bigint references kategori (id)`,
  ],
  [
    'kobi_siparis',
    `cari_hesap_id bigint not null references cari_hesap (id),
     urun_adi text not null,
     kobi_alinan_satilan boolean not null default false,
     tutar numeric(18, 2) not null,
     kdv_id integer references kdv_oranlari (id),
     kdv_dahil_buton boolean not null default true,
     kdv_tutari numeric(18, 2),
     vergi_tutar numeric(18, 2),
     vade_baslangi date,
     vade_tarihi date not null,
     kobi_taksit_sayisi integer,
     taksitli boolean not null default false,
     kobi_taksit_tutari numeric(18, 3),
     kobi_taksit integer,
     kobi_odenen_tutar numeric(18, 2),
     kobi_odenmis_tutar numeric(18, 2),
     kobi_odendi boolean not null default false,
     kasa_banka boolean not null default false,
     kasa_karti_id bigint references kasa_karti (id),
     banka_karti_id bigint references banka_karti (id),
     description text`,
  ],
];

export async function up(db: Kysely<any>): Promise<void> {
  // The depreciation list is shared (docs/table-service.md, "Scope"): the Ministry's rows have no company.
  await sql`create table amortisman_listesi (
    id serial primary key,
    own_id bigint,
    user_id bigint,
    state boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    department_id bigint,
    kod text,
    name_basic text not null,
    faydali_omur integer not null,
    normal_amortisman_oran numeric(18, 2))`.execute(db);
  await sql`create index amortisman_listesi_department_id_idx on amortisman_listesi (department_id, id)`.execute(
    db,
  );
  await sql`alter table sabit_kiymet_kartlari
    add column amortisman_listesi_id integer references amortisman_listesi (id),
    add column amortisman_yontemi_id integer default 1 check (amortisman_yontemi_id in (1, 2))`.execute(db);
  for (const [name, columns] of TABLES) {
    await sql`create table ${sql.table(name)} (${COMMON}, ${sql.raw(columns)})`.execute(db);
    await sql`create index ${sql.id(`${name}_department_id_idx`)} on ${sql.table(name)} (department_id, id)`.execute(
      db,
    );
  }
  // One depreciation of a card per year (the hooks answer it in Turkish first).
  await sql`create unique index amortisman_hesaplari_kart_yil_key
    on amortisman_hesaplari (department_id, sabit_kiymet_karti_id, yil)`.execute(db);
  // The calendar asks these by date for a month.
  await sql`create index hatirlaticilar_tarih_idx on hatirlaticilar (department_id, user_id, hatirlatici_tarih)`.execute(
    db,
  );
  await sql`create index sabit_isletme_giderleri_tarih_idx
    on sabit_isletme_giderleri (department_id, son_odeme_tarihi)`.execute(db);
  // The invoices' saved note (its text fills the description on the form, 002 §7).
  for (const table of ['satis_fatura', 'alis_fatura'])
    await sql`alter table ${sql.table(table)} add column kayitli_notlar_id bigint references kayitli_notlar (id)`.execute(
      db,
    );
  await seedDepreciationList(db);
  await seedDemoOffice(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['satis_fatura', 'alis_fatura'])
    await sql`alter table ${sql.table(table)} drop column kayitli_notlar_id`.execute(db);
  for (const [name] of [...TABLES].reverse()) await sql`drop table ${sql.table(name)}`.execute(db);
  await sql`alter table sabit_kiymet_kartlari
    drop column amortisman_listesi_id, drop column amortisman_yontemi_id`.execute(db);
  await sql`drop table amortisman_listesi`.execute(db);
}
