// dayjs, set up once for the engine: strict parsing of typed dates (customParseFormat) and the Turkish locale
// (month and day names). The design card's date library (docs/design-system.md, "Libraries").
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import tr from 'dayjs/locale/tr';

dayjs.extend(customParseFormat);

/** A dayjs date in the Turkish locale. */
export const day = (value?: string | Date, format?: string, strict?: boolean) =>
  (format ? dayjs(value, format, strict) : dayjs(value)).locale(tr);

/** The Turkish month names, January first (dayjs's tr locale). */
export const TR_MONTHS: readonly string[] = tr.months as string[];

/** The browser's today as YYYY-MM-DD. */
export const browserToday = () => day().format('YYYY-MM-DD');
