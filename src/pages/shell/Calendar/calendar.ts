/**
 * The calendar's data (spec 000 §3 "Calendar sources"): the six e-document tables (and the due dates of cheques
 * and notes, issue 11), each asked only for the
 * shown month — a between filter (type 4) on its date field, limit 100000 per table (spec 000 §9).
 *
 *   fetchMonth(auths, month)   POST /{token}/tables/{table}   {params: filters {date: {type 4, filter, filter2}}}
 */
import type { Auths } from '../../../services/auth';
import { listParams, listTable, mayList } from '../shell-data.api';

/** One source table of the calendar: its date and id fields, and the list a click opens. */
export interface CalendarSource {
  table: string;
  dateField: string;
  /** The document's UUID (ETTN), shown in the event's title; absent for records that have none (reminders). */
  idField?: string;
  /** The document's number, shown on the event when it has one. */
  numberField: string;
  label: string;
  /** The list a click opens (with `?tab=` for the incoming tables, shown in the Gelen tab). */
  route: string;
  /**
   * The status column of an outgoing document (e_fatura_durumu_id, listed as `{col}__id`): 1 opens the
   * Taslak tab (`?tab=first`), 2 the Giden tab (`?tab=second`).
   */
  statusField?: string;
}

/**
 * The spec's six e-document sources (routes: the e-document lists, 000 §2 "Menu links", src/schemas/e_*.ts), then
 * the reminders and the fixed expenses' due dates (issue 11).
 */
export const CALENDAR_SOURCES: readonly CalendarSource[] = [
  {
    table: 'e_fatura',
    dateField: 'fatura_tarihi',
    idField: 'ettn',
    numberField: 'e_fatura_numarasi',
    label: 'e-Fatura',
    route: '/e-donusum/fatura',
    statusField: 'e_fatura_durumu_id',
  },
  {
    table: 'gelen_efatura',
    dateField: 'document_issue_date',
    idField: 'document_uuid',
    numberField: 'document_id',
    label: 'Gelen e-Fatura',
    route: '/e-donusum/fatura?tab=third',
  },
  {
    table: 'e_arsiv_fatura',
    dateField: 'fatura_tarihi',
    idField: 'ettn',
    numberField: 'e_fatura_numarasi',
    label: 'e-Arşiv',
    route: '/e-donusum/arsiv',
    statusField: 'e_fatura_durumu_id',
  },
  {
    table: 'e_irsaliye',
    dateField: 'irsaliye_tarihi',
    idField: 'ettn',
    numberField: 'irsaliye_numarasi',
    label: 'e-İrsaliye',
    route: '/e-donusum/irsaliye',
    statusField: 'e_fatura_durumu_id',
  },
  {
    table: 'gelen_eirsaliye',
    dateField: 'document_issue_date',
    idField: 'document_uuid',
    numberField: 'document_id',
    label: 'Gelen e-İrsaliye',
    route: '/e-donusum/irsaliye?tab=third',
  },
  {
    table: 'serbest_meslek_makbuzu',
    dateField: 'duzenleme_tarihi',
    idField: 'ettn',
    numberField: 'makbuz_numarasi',
    label: 'e-SMM',
    route: '/e-donusum/smm',
  },
  // Issue 11 item 7 (docs/office.md): the user's reminders and the fixed operating expenses' last days of payment.
  {
    table: 'hatirlaticilar',
    dateField: 'hatirlatici_tarih',
    numberField: 'title',
    label: 'Hatırlatıcı',
    route: '/buro-yonetimi/hatirlaticilar',
  },
  {
    table: 'sabit_isletme_giderleri',
    dateField: 'son_odeme_tarihi',
    numberField: 'gider_adi',
    label: 'Son ödeme',
    route: '/buro-yonetimi/sabit-isletme-giderleri',
  },
  // Issue 11 item 4: the due dates of cheques and notes (docs/finance.md, "Due dates").
  ...(
    [
      ['musteri_cek', 'cek_numarasi', 'Müşteri Çeki', '/finans-yonetimi/cek'],
      ['firma_cek', 'cek_numarasi', 'Firma Çeki', '/finans-yonetimi/cek?tab=second'],
      ['musteri_senet', 'senet_no', 'Müşteri Senedi', '/finans-yonetimi/senet'],
      ['firma_senet', 'senet_no', 'Firma Senedi', '/finans-yonetimi/senet?tab=second'],
    ] as const
  ).map(([table, numberField, label, route]) => ({
    table,
    dateField: 'vade_tarihi',
    idField: 'id',
    numberField,
    label,
    route,
  })),
];

/** Rows per table and month (spec 000 §9); the server may answer fewer per page. */
export const CALENDAR_LIMIT = 100_000;
/** Events shown in a day before "Tümünü görüntüle..." (spec 000 §9). */
export const EVENTS_PER_DAY = 2;

/** One document on the calendar. */
export interface CalendarEvent {
  key: string;
  date: string;
  text: string;
  title: string;
  source: CalendarSource;
  /** Where a click goes: the source's list, in the tab of the document's status. */
  link: string;
}

/** A month as 'YYYY-MM'. */
export type Month = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of a month, as the contract's dates. */
export function monthRange(month: Month): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}

/** The month `delta` months after `month`. */
export function addMonths(month: Month, delta: number): Month {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The weeks of a month, Monday first; days outside the month are null. */
export function monthGrid(month: Month): (string | null)[][] {
  const [y, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const lead = (first + 6) % 7;
  const days = Number(monthRange(month).to.slice(8));
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: days }, (_, i) => `${month}-${pad(i + 1)}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The events of a month grouped by day ('YYYY-MM-DD' → events in source order). */
export function byDay(events: CalendarEvent[]): Map<string, CalendarEvent[]> {
  const out = new Map<string, CalendarEvent[]>();
  for (const e of events) out.set(e.date, [...(out.get(e.date) ?? []), e]);
  return out;
}

const textOf = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const STATUS_TABS: Record<string, string> = { '1': 'first', '2': 'second' };

/** The list an event opens: its source's route, in the tab of its status when the source has one. */
export function eventLink(source: CalendarSource, record: Record<string, unknown>): string {
  if (!source.statusField) return source.route;
  const tab = STATUS_TABS[textOf(record[`${source.statusField}__id`] ?? record[source.statusField])];
  return tab ? `${source.route}?tab=${tab}` : source.route;
}

/**
 * The events of the shown month from every source the session may list. A failing table is left out and
 * reported to `onError` (spec 000 §8: calendar fetch errors are only logged).
 */
export async function fetchMonth(
  auths: Auths,
  month: Month,
  onError: (source: CalendarSource, err: unknown) => void,
): Promise<CalendarEvent[]> {
  const { from, to } = monthRange(month);
  const sources = CALENDAR_SOURCES.filter((s) => mayList(auths, s.table));
  const answers = await Promise.allSettled(
    sources.map((s) =>
      listTable(
        s.table,
        listParams(auths, s.table, {
          page: 1,
          limit: CALENDAR_LIMIT,
          sorts: { [s.dateField]: true },
          filters: { [s.dateField]: { type: 4, guiType: 'date', filter: from, filter2: to } },
        }),
      ),
    ),
  );
  const events: CalendarEvent[] = [];
  answers.forEach((a, i) => {
    const s = sources[i];
    if (a.status === 'rejected') return onError(s, a.reason);
    for (const r of a.value.records) {
      const date = textOf(r[s.dateField]).slice(0, 10);
      if (date < from || date > to) continue;
      const id = s.idField ? textOf(r[s.idField]) : '';
      const number = textOf(r[s.numberField]);
      const unvan = textOf(r.unvan);
      events.push({
        key: `${s.table}:${textOf(r.id)}`,
        date,
        text: `${s.label} ${number || id.slice(0, 8)}`,
        title: [s.label, number, unvan, id && `ETTN ${id}`].filter(Boolean).join(' · '),
        source: s,
        link: eventLink(s, r),
      });
    }
  });
  return events;
}
