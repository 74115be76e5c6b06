import { sql } from 'kysely';
import { calendarDate } from '../../domain/dates';
import { currencyTexts } from '../../domain/messages';
import { D, toFixedString } from '../../domain/money';
import { CURRENCY_CODES, LOCAL_CURRENCY_ID } from '../../domain/money/currency';
import type { AppDeps } from '../app-env';
import { nowOf } from '../auth/auth.clock';
import type { Db } from '../db/database';
import { fetchText, OutsideServiceError } from './outside.fetch';
import { parseTcmbXml, type TcmbBulletin } from './rates.tcmb';

// The exchange rate of a currency on a day (issue 12 item 5; docs/currencies.md). One interface, two
// implementations: the local one answers from the rates stored in `doviz_kurlari` (the demo rates, and every
// bulletin the TCMB client read); the TCMB one reads the central bank's bulletin of that day (today.xml, or the
// archive's YYYYMM/DDMMYYYY.xml), steps back over weekends and holidays (TCMB answers 404 for a day without a
// bulletin) and stores what it read. Both answer the last business day's rate on or before the day, with the
// bulletin's own date, so the form can show which day's rate it filled in.

/** A rate of one unit of a currency in TL. `kur` is the selling rate at the rate column's scale (4). */
export interface ExchangeRate {
  para_birimi_id: number;
  kod: string;
  /** TCMB forex selling rate (döviz satış), 4 decimals: what döviz_kuru gets. */
  kur: string;
  /** TCMB forex buying rate (döviz alış), 4 decimals. */
  alis: string;
  /** The bulletin's date (YYYY-MM-DD): the asked day, or the last business day before it. */
  tarih: string;
  /** ornek: Defter's stored demo rates; tcmb: a bulletin of the central bank. */
  kaynak: 'ornek' | 'tcmb';
}

export interface ExchangeRateService {
  /** The rate of `paraBirimiId` on `date` (YYYY-MM-DD), or null when none is known on or before it. */
  rateOn(paraBirimiId: number, date: string): Promise<ExchangeRate | null>;
}

/** How many days back a day without a bulletin is looked for (the longest Turkish holiday is 9 days). */
export const MAX_DAYS_BACK = 10;

const RATE_SCALE = 4;

interface StoredRow {
  para_birimi_id: string | number;
  tarih: string;
  alis: string;
  satis: string;
  kaynak: 'ornek' | 'tcmb';
}

function answer(row: StoredRow): ExchangeRate {
  const id = Number(row.para_birimi_id);
  return {
    para_birimi_id: id,
    kod: CURRENCY_CODES[id] ?? '',
    kur: toFixedString(D(row.satis), RATE_SCALE),
    alis: toFixedString(D(row.alis), RATE_SCALE),
    tarih: row.tarih,
    kaynak: row.kaynak,
  };
}

/** The newest stored rate on or before `date` (within MAX_DAYS_BACK days). */
async function storedRate(db: Db, paraBirimiId: number, date: string): Promise<ExchangeRate | null> {
  const { rows } = await sql<StoredRow>`
    select para_birimi_id, to_char(tarih, 'YYYY-MM-DD') as tarih, alis::text as alis, satis::text as satis, kaynak
      from doviz_kurlari
     where para_birimi_id = ${paraBirimiId}
       and tarih <= ${date}::date and tarih > ${date}::date - ${MAX_DAYS_BACK}::int
     order by tarih desc limit 1`.execute(db);
  return rows[0] ? answer(rows[0]) : null;
}

/** The local implementation: the stored rates, deterministic, never the network. */
export function localExchangeRates(db: Db): ExchangeRateService {
  return { rateOn: (id, date) => storedRate(db, id, date) };
}

/** The date `days` before `date` (YYYY-MM-DD, calendar arithmetic in UTC). */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** TCMB's address of a day's bulletin: today.xml for today, else the archive's `YYYYMM/DDMMYYYY.xml`. */
export function tcmbUrl(todayUrl: string, date: string, today: string): string {
  if (date === today) return todayUrl;
  const [y, m, d] = date.split('-');
  return new URL(`${y}${m}/${d}${m}${y}.xml`, todayUrl).toString();
}

/** Stores every currency of a bulletin (per one unit) that Defter knows by id. */
async function storeBulletin(db: Db, b: TcmbBulletin): Promise<void> {
  for (const [id, code] of Object.entries(CURRENCY_CODES)) {
    const c = b.currencies.find((x) => x.code === code);
    if (!c?.forexBuying || !c.forexSelling || Number(id) === LOCAL_CURRENCY_ID) continue;
    await sql`insert into doviz_kurlari (para_birimi_id, tarih, alis, satis, kaynak, bulten_no)
      select ${Number(id)}, ${b.date}::date, ${c.forexBuying}::numeric, ${c.forexSelling}::numeric, 'tcmb', ${b.bulletin}
       where exists (select 1 from para_birimleri where id = ${Number(id)})
      on conflict (para_birimi_id, tarih) do update
        set alis = excluded.alis, satis = excluded.satis, kaynak = 'tcmb', bulten_no = excluded.bulten_no`.execute(
      db,
    );
  }
}

/**
 * The real implementation: TCMB's bulletins over HTTP (`fetch` is fetchText; tests hand in a fake). A day
 * already read from TCMB answers from the table; a 404 (weekend, holiday, a day before 15:30's bulletin) steps
 * one day back; any other failure falls back to the stored rates, so a document can always be saved.
 */
export function tcmbExchangeRates(
  db: Db,
  opts: {
    todayUrl: string;
    timeoutMs: number;
    today: () => string;
    fetch?: (url: string, timeoutMs: number) => Promise<string>;
  },
): ExchangeRateService {
  const get = opts.fetch ?? fetchText;
  return {
    async rateOn(id, date) {
      const today = opts.today();
      const start = date > today ? today : date;
      for (let back = 0; back < MAX_DAYS_BACK; back++) {
        const day = daysBefore(start, back);
        const { rows } = await sql<StoredRow>`
          select para_birimi_id, to_char(tarih, 'YYYY-MM-DD') as tarih, alis::text as alis, satis::text as satis, kaynak
            from doviz_kurlari where para_birimi_id = ${id} and tarih = ${day}::date and kaynak = 'tcmb'`.execute(
          db,
        );
        if (rows[0]) return answer(rows[0]);
        let xml: string;
        try {
          xml = await get(tcmbUrl(opts.todayUrl, day, today), opts.timeoutMs);
        } catch (err) {
          if (err instanceof OutsideServiceError && / 404$/.test(err.message)) continue;
          return storedRate(db, id, date);
        }
        let bulletin: TcmbBulletin;
        try {
          bulletin = parseTcmbXml(xml);
        } catch {
          return storedRate(db, id, date);
        }
        await storeBulletin(db, bulletin);
        // today.xml may still hold the previous business day's bulletin: its own date is what is answered.
        const found = await storedRate(db, id, day);
        if (found && found.kaynak === 'tcmb') return found;
      }
      return storedRate(db, id, date);
    },
  };
}

/** Today in Turkey (YYYY-MM-DD). */
export function turkishToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}

/** The service the configuration chooses (RATES_SOURCE: local by default, tcmb in production). */
export function exchangeRates(deps: AppDeps): ExchangeRateService {
  const cfg = deps.config.services;
  return cfg.rates === 'tcmb'
    ? tcmbExchangeRates(deps.db, {
        todayUrl: cfg.ratesUrl,
        timeoutMs: cfg.timeoutMs,
        today: () => turkishToday(nowOf(deps)),
      })
    : localExchangeRates(deps.db);
}

/** The asked currency and day of GET ?para_birimi_id=&tarih= (or a POST body): parsed, or field errors. */
export function readRateQuery(
  input: Record<string, unknown>,
  today: string,
): { id: number; date: string } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const rawId = input.para_birimi_id;
  const id = typeof rawId === 'number' || typeof rawId === 'string' ? Number(rawId) : NaN;
  if (!Number.isInteger(id) || !CURRENCY_CODES[id]) errors.para_birimi_id = [currencyTexts.currency];
  const rawDate = input.tarih;
  let date = today;
  if (rawDate !== undefined && rawDate !== null && rawDate !== '') {
    const ok =
      typeof rawDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(rawDate) && calendarDate(rawDate) !== null;
    if (ok) date = rawDate;
    else errors.tarih = [currencyTexts.date];
  }
  return Object.keys(errors).length ? { errors } : { id, date };
}

/** What the exchange-rate call answers: the rate, or `{message: 'error', errors}` like a form's save. */
export async function rateAnswer(
  deps: AppDeps,
  input: Record<string, unknown>,
): Promise<ExchangeRate | { message: 'error'; errors: Record<string, string[]> }> {
  const today = turkishToday(nowOf(deps));
  const q = readRateQuery(input, today);
  if ('errors' in q) return { message: 'error', errors: q.errors };
  if (q.id === LOCAL_CURRENCY_ID)
    return {
      para_birimi_id: q.id,
      kod: 'TRY',
      kur: '1.0000',
      alis: '1.0000',
      tarih: q.date,
      kaynak: 'ornek',
    };
  const rate = await exchangeRates(deps).rateOn(q.id, q.date);
  return rate ?? { message: 'error', errors: { döviz_kuru: [currencyTexts.noRate] } };
}
