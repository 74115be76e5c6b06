import { sql, type Kysely } from 'kysely';
import { seedDemoRates } from '../seed/demo-rates';

// Exchange rates as data (issue 12 item 5; docs/currencies.md): one row per currency and bulletin date, the TCMB
// forex buying (alis) and selling (satis) rate of ONE unit (JPY per one yen). The local rate service answers
// from it; the TCMB client stores every bulletin it reads here (kaynak 'tcmb'), so a rate once read stays.
// Public data: no department_id. A database seeded before this migration gets the demo rates now.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table doviz_kurlari (
    id bigserial primary key,
    para_birimi_id bigint not null references para_birimleri (id),
    tarih date not null,
    alis numeric(18, 6) not null check (alis > 0),
    satis numeric(18, 6) not null check (satis > 0),
    kaynak text not null default 'ornek' check (kaynak in ('ornek', 'tcmb')),
    bulten_no text,
    created_at timestamptz not null default now(),
    unique (para_birimi_id, tarih)
  )`.execute(db);
  await seedDemoRates(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table doviz_kurlari`.execute(db);
}
