import { useEffect, useState } from 'react';

const ZONE = 'Europe/Istanbul';
const timeFormat = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: ZONE });
const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ZONE,
});

/** The lock screen's clock and date (tr-TR, Europe/Istanbul), updated every second. */
export function LockClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="lock__clock">
      <time className="lock__time" dateTime={now.toISOString()}>
        {timeFormat.format(now)}
      </time>
      <p className="lock__date">{dateFormat.format(now)}</p>
    </div>
  );
}
