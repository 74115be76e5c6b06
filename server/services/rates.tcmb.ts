import { D, toPlainString } from '../../domain/money';

/** One currency of a TCMB bulletin, rates per ONE unit as exact decimal strings (null when not quoted). */
export interface TcmbCurrency {
  code: string;
  /** Turkish name as the bulletin spells it ('ABD DOLARI'). */
  name: string;
  /** The bulletin's quotation unit (100 for JPY and IRR); the rates below are already divided by it. */
  unit: number;
  forexBuying: string | null;
  forexSelling: string | null;
  banknoteBuying: string | null;
  banknoteSelling: string | null;
}

/** A parsed today.xml: the bulletin date (YYYY-MM-DD), its number and the currencies. */
export interface TcmbBulletin {
  date: string;
  bulletin: string;
  currencies: TcmbCurrency[];
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function tag(block: string, name: string): string | null {
  // `<X>v</X>`, `<X></X>` and `<X/>` all occur in real bulletins.
  const m = new RegExp(`<${name}\\s*(?:/>|>([\\s\\S]*?)</${name}>)`).exec(block);
  const v = m?.[1]?.trim();
  return v ? decode(v) : null;
}

function attr(open: string, name: string): string | null {
  const m = new RegExp(`\\b${name}="([^"]*)"`).exec(open);
  return m ? decode(m[1]).trim() : null;
}

function perUnit(value: string | null, unit: number): string | null {
  if (value === null || !/^\d+(\.\d+)?$/.test(value)) return null;
  const v = D(value).dividedBy(unit);
  return v.isZero() ? null : toPlainString(v);
}

/**
 * Parses the central bank's daily XML (https://www.tcmb.gov.tr/kurlar/today.xml): `Tarih_Date` with
 * `Tarih="dd.mm.yyyy"` and `Bulten_No`, and one `Currency` per currency (`CurrencyCode`, `Unit`, `Isim`,
 * `ForexBuying`, `ForexSelling`, `BanknoteBuying`, `BanknoteSelling`). Throws on anything else.
 */
export function parseTcmbXml(xml: string): TcmbBulletin {
  const root = /<Tarih_Date\b([^>]*)>/.exec(xml);
  const tarih = root ? attr(root[1], 'Tarih') : null;
  const dm = tarih ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(tarih) : null;
  if (!root || !dm) throw new Error('TCMB: Tarih_Date bulunamadı');
  const currencies: TcmbCurrency[] = [];
  for (const m of xml.matchAll(/<Currency\b([^>]*)>([\s\S]*?)<\/Currency>/g)) {
    const code = (attr(m[1], 'CurrencyCode') ?? attr(m[1], 'Kod') ?? '').toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) continue;
    const unitText = tag(m[2], 'Unit') ?? '1';
    const unit = /^\d{1,6}$/.test(unitText) && Number(unitText) > 0 ? Number(unitText) : 1;
    currencies.push({
      code,
      name: (tag(m[2], 'Isim') ?? code).replace(/\s+/g, ' '),
      unit,
      forexBuying: perUnit(tag(m[2], 'ForexBuying'), unit),
      forexSelling: perUnit(tag(m[2], 'ForexSelling'), unit),
      banknoteBuying: perUnit(tag(m[2], 'BanknoteBuying'), unit),
      banknoteSelling: perUnit(tag(m[2], 'BanknoteSelling'), unit),
    });
  }
  if (!currencies.some((c) => c.code === 'USD' && c.forexSelling))
    throw new Error('TCMB: USD satış kuru bulunamadı');
  return { date: `${dm[3]}-${dm[2]}-${dm[1]}`, bulletin: attr(root[1], 'Bulten_No') ?? '', currencies };
}
