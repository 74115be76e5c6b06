import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** The common fields of every business row (ARCHITECTURE.md, "Data"). */
function commonFields<T extends string>(t: CreateTableBuilder<T, never>) {
  return t
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('own_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('state', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('department_id', 'bigint', (c) => c.notNull());
}

type Period = 1 | 2 | 3;
const PERIOD_NAMES: Record<Period, string> = { 1: 'Haftalık', 2: 'Aylık', 3: 'Yıllık' };

/** Prices in TL including 20 % KDV (spec 000 §9), per package: weekly, monthly, yearly. */
const PRICES: Record<number, [string, string, string]> = {
  1: ['149.00', '499.00', '4990.00'],
  2: ['199.00', '699.00', '6990.00'],
  3: ['99.00', '349.00', '3490.00'],
  4: ['349.00', '1199.00', '11990.00'],
  5: ['79.00', '249.00', '2490.00'],
};

const PACKAGE_NAMES: Record<number, string> = {
  1: 'Ön muhasebe',
  2: 'Kobi',
  3: 'Kısıtlı Kobi',
  4: 'Muhasebe',
  5: 'Şube',
};

/** What each package offers (the abonelik_json feature list shown on the payment page). */
const FEATURES: Record<number, string[]> = {
  1: [
    'Sınırsız cari hesap',
    'Satış ve alış faturaları',
    'Kasa ve banka hesapları',
    'Çek ve senet takibi',
    'Teklif ve sipariş yönetimi',
  ],
  2: [
    'Hızlı fiş ve fatura',
    'Taksitli satış ve ödeme takibi',
    'Kasa ve banka hesapları',
    'E-Fatura ve E-Arşiv',
    '3 kullanıcı',
  ],
  3: ['Hızlı fiş ve fatura', 'Kasa ve banka hesapları', '1 kullanıcı'],
  4: [
    'Tekdüzen hesap planı ve yevmiye fişleri',
    'Mizan, bilanço ve gelir tablosu',
    'KDV ve muhtasar beyanname raporları',
    'E-Fatura, E-Arşiv, E-İrsaliye ve E-SMM',
    'Sınırsız kullanıcı',
  ],
  5: ['Merkez firmaya bağlı şube hesabı', 'Satış ve alış faturaları', 'Kasa ve banka hesapları'],
};

/** Credits a yearly package brings (spec 002 §9). */
const YEARLY_CREDITS = 250;

/** Credit (kontör) packages for e-documents: [credits, TL price incl. 20 % KDV]. */
const CREDIT_PACKAGES: [number, string][] = [
  [100, '150.00'],
  [500, '600.00'],
  [1000, '1000.00'],
];

/**
 * Subscriptions and payments (docs/accounts-billing.md): the price list (abonelik, kontor_paketleri), the
 * company's subscription invoices (fatura_abonelik), card payments (odeme_islemleri), the credit ledger
 * (kontor_hareketleri) and the answers of outside services kept in the database (dis_servis_onbellek).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('abonelik')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('musteri_paketi_id', 'integer', (c) => c.notNull().references('musteri_paketleri.id'))
    .addColumn('periyot_id', 'integer', (c) => c.notNull())
    .addColumn('toplam_tutar', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('abonelik_json', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('kontor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  const rows = Object.entries(PRICES).flatMap(([pkg, prices]) =>
    ([1, 2, 3] as Period[]).map((period) => ({
      name_basic: `${PACKAGE_NAMES[Number(pkg)]} ${PERIOD_NAMES[period]}`,
      musteri_paketi_id: Number(pkg),
      periyot_id: period,
      toplam_tutar: prices[period - 1],
      abonelik_json: JSON.stringify(
        period === 3 ? [...FEATURES[Number(pkg)], `${YEARLY_CREDITS} kontör hediye`] : FEATURES[Number(pkg)],
      ),
      kontor: period === 3 ? YEARLY_CREDITS : 0,
    })),
  );
  await db.insertInto('abonelik').values(rows).execute();

  await db.schema
    .createTable('kontor_paketleri')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('kontor', 'integer', (c) => c.notNull())
    .addColumn('toplam_tutar', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('state', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db
    .insertInto('kontor_paketleri')
    .values(
      CREDIT_PACKAGES.map(([kontor, toplam_tutar]) => ({
        name_basic: `${kontor} Kontör`,
        kontor,
        toplam_tutar,
      })),
    )
    .execute();

  // One payment per card form: the provider's token is stored hashed; card data never reaches the database.
  await db.schema
    .createTable('odeme_islemleri')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('department_id', 'bigint', (c) => c.notNull().references('departments.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('tur', 'text', (c) => c.notNull())
    .addColumn('abonelik_id', 'integer', (c) => c.references('abonelik.id'))
    .addColumn('kontor_paketi_id', 'integer', (c) => c.references('kontor_paketleri.id'))
    .addColumn('tutar', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('taksit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('durum', 'text', (c) => c.notNull().defaultTo('bekliyor'))
    .addColumn('saglayici', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hata', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('odeme_islemleri_department_idx')
    .on('odeme_islemleri')
    .columns(['department_id', 'created_at'])
    .execute();

  await sql`create sequence fatura_abonelik_no_seq`.execute(db);
  await commonFields(db.schema.createTable('fatura_abonelik'))
    .addColumn('fatura_no', 'text', (c) => c.notNull().unique())
    .addColumn('fatura_tarihi', 'date', (c) => c.notNull())
    .addColumn('aciklama', 'text', (c) => c.notNull())
    .addColumn('abonelik_id', 'integer', (c) => c.references('abonelik.id'))
    .addColumn('kontor_paketi_id', 'integer', (c) => c.references('kontor_paketleri.id'))
    .addColumn('donem_baslangic', 'date')
    .addColumn('donem_bitis', 'date')
    .addColumn('matrah', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('kdv_tutari', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('toplam_tutar', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('kontor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('kart_no', 'text')
    .addColumn('odeme_id', 'text', (c) => c.notNull().unique().references('odeme_islemleri.id'))
    .execute();
  await db.schema
    .createIndex('fatura_abonelik_department_idx')
    .on('fatura_abonelik')
    .columns(['department_id', 'id'])
    .execute();

  // The company's credits: the balance is the sum; e-documents will book their use as negative rows.
  await db.schema
    .createTable('kontor_hareketleri')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('department_id', 'bigint', (c) => c.notNull().references('departments.id'))
    .addColumn('miktar', 'integer', (c) => c.notNull())
    .addColumn('aciklama', 'text', (c) => c.notNull())
    .addColumn('fatura_abonelik_id', 'bigint', (c) => c.references('fatura_abonelik.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('kontor_hareketleri_department_idx')
    .on('kontor_hareketleri')
    .column('department_id')
    .execute();

  // Answers of outside services (exchange rates, weather) shared by every server process.
  await db.schema
    .createTable('dis_servis_onbellek')
    .addColumn('anahtar', 'text', (c) => c.primaryKey())
    .addColumn('veri', 'jsonb')
    .addColumn('fetched_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'dis_servis_onbellek',
    'kontor_hareketleri',
    'fatura_abonelik',
    'odeme_islemleri',
    'kontor_paketleri',
    'abonelik',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await sql`drop sequence if exists fatura_abonelik_no_seq`.execute(db);
}
