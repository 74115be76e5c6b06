import { sql, type Kysely } from 'kysely';

/**
 * The demo exchange rates (kaynak 'ornek'; docs/currencies.md): deterministic, from TCMB's bulletin of 08.07.2024
 * (2024/126) each rate moves by 0,06 % a calendar day, on business days only — no row on Saturdays, Sundays and
 * the fixed public holidays (1 Ocak, 23 Nisan, 1 Mayıs, 19 Mayıs, 15 Temmuz, 30 Ağustos, 29 Ekim), as TCMB
 * publishes no bulletin then. 2024-01-01 … 2027-12-31, USD, EUR, CHF, JPY (per one yen) and GBP. Rows already
 * there (a bulletin the TCMB client stored) are kept. Does nothing before the currencies are seeded.
 */
export async function seedDemoRates(db: Kysely<any>): Promise<void> {
  await sql`insert into doviz_kurlari (para_birimi_id, tarih, alis, satis, kaynak)
    select c.id, d::date,
           round(c.alis * (1 + 0.0006 * (d::date - date '2024-07-08')), 4),
           round(c.satis * (1 + 0.0006 * (d::date - date '2024-07-08')), 4),
           'ornek'
      from generate_series(date '2024-01-01', date '2027-12-31', interval '1 day') d
     cross join (values (2, 32.6401, 32.6989), (3, 35.3604, 35.4241), (4, 36.3675, 36.6010),
                        (5, 0.202286, 0.203626), (6, 41.7652, 41.9830)) c(id, alis, satis)
     where extract(isodow from d) < 6
       and to_char(d, 'MM-DD') not in ('01-01', '04-23', '05-01', '05-19', '07-15', '08-30', '10-29')
       and exists (select 1 from para_birimleri p where p.id = c.id)
    on conflict (para_birimi_id, tarih) do nothing`.execute(db);
}
