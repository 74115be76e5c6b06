import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { shellTexts } from '../../../../domain/messages';
import { reportError } from '../../../services/errorLog';
import { authsAtom } from '../../../state/session';
import { Dialog } from '../../tools/Dialog/Dialog';
import { turkishDateTime } from '../shell-data.api';
import { dataTexts } from '../shell-data.texts';
import {
  addMonths,
  byDay,
  EVENTS_PER_DAY,
  fetchMonth,
  monthGrid,
  type CalendarEvent,
  type CalendarSource,
  type Month,
} from './calendar';

const WEEKDAYS = ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'];
const monthName = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  weekday: 'long',
  timeZone: 'UTC',
});
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

// Spec 000 §8: a calendar fetch error is only logged, never shown.
function logFailure(source: CalendarSource, err: unknown) {
  console.error(`[takvim] ${source.table} yüklenemedi`, err);
  reportError({
    message: `Takvim: ${source.table} yüklenemedi`,
    table_name: source.table,
    response: String(err),
    error: err,
  });
}

/** The calendar dialog: a month of e-documents, 2 a day then "Tümünü görüntüle..."; a click opens the list. */
export function CalendarDialog({ onClose, initialMonth }: { onClose: () => void; initialMonth?: Month }) {
  const auths = useAtomValue(authsAtom);
  const navigate = useNavigate();
  const today = turkishDateTime(new Date()).slice(0, 10);
  const [month, setMonth] = useState<Month>(initialMonth ?? today.slice(0, 7));
  const [events, setEvents] = useState<{ month: Month; list: CalendarEvent[] } | null>(null);
  const [openDay, setOpenDay] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void fetchMonth(auths, month, logFailure).then((list) => live && setEvents({ month, list }));
    return () => {
      live = false;
    };
  }, [auths, month]);

  const days = useMemo(() => byDay(events?.month === month ? events.list : []), [events, month]);
  const loading = events?.month !== month;
  const go = (e: CalendarEvent) => {
    onClose();
    void navigate(e.link);
  };
  const eventButton = (e: CalendarEvent) => (
    <button key={e.key} type="button" className="calendar__event" title={e.title} onClick={() => go(e)}>
      {e.text}
    </button>
  );
  const change = (delta: number) => {
    setOpenDay(null);
    setMonth((m) => addMonths(m, delta));
  };

  return (
    <Dialog title={dataTexts.calendar} onClose={onClose} className="calendar-dialog">
      <div className="calendar__nav">
        <button
          type="button"
          className="btn btn--icon"
          aria-label={dataTexts.previousMonth}
          onClick={() => change(-1)}
        >
          ‹
        </button>
        <h3 className="calendar__month" aria-live="polite">
          {monthName.format(utc(`${month}-01`))}
        </h3>
        <button
          type="button"
          className="btn btn--icon"
          aria-label={dataTexts.nextMonth}
          onClick={() => change(1)}
        >
          ›
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setOpenDay(null);
            setMonth(today.slice(0, 7));
          }}
        >
          {dataTexts.thisMonth}
        </button>
        {loading && (
          <span className="muted" role="status">
            {dataTexts.calendarLoading}
          </span>
        )}
      </div>
      <table className="calendar" aria-label={monthName.format(utc(`${month}-01`))}>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, w) => (
            <tr key={w}>
              {week.map((date, i) => {
                if (!date) return <td key={i} className="calendar__day is-outside" />;
                const list = days.get(date) ?? [];
                return (
                  <td
                    key={date}
                    className={date === today ? 'calendar__day is-today' : 'calendar__day'}
                    aria-label={dataTexts.dayEvents(dayName.format(utc(date)), list.length)}
                    data-date={date}
                  >
                    <span className="calendar__number">{Number(date.slice(8))}</span>
                    {list.slice(0, EVENTS_PER_DAY).map(eventButton)}
                    {list.length > EVENTS_PER_DAY && (
                      <button
                        type="button"
                        className="calendar__more btn--link"
                        onClick={() => setOpenDay(date)}
                      >
                        {shellTexts.showAll}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {openDay && (
        <section className="calendar__all" aria-label={dayName.format(utc(openDay))}>
          <h4>{dayName.format(utc(openDay))}</h4>
          <div className="calendar__all-list">{(days.get(openDay) ?? []).map(eventButton)}</div>
        </section>
      )}
    </Dialog>
  );
}
