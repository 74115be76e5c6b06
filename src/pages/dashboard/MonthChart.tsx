import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One group of the chart: sales or purchases, this month and the same month a year before (TL). */
export interface MonthBar {
  name: string;
  current: number;
  lastYear: number;
}

const compact = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });
const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/**
 * The month comparison as bars (recharts, SVG): its own chunk, loaded when the dashboard draws it, so that no other
 * page carries the charting library. The figures themselves are beside it as links; the chart only draws them.
 */
export default function MonthChart({
  data,
  labels,
  title,
}: {
  data: MonthBar[];
  labels: { current: string; lastYear: string };
  title: string;
}) {
  return (
    <div className="dash-chart" role="img" aria-label={title}>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="name" stroke="var(--muted)" tickLine={false} />
          <YAxis
            stroke="var(--muted)"
            tickFormatter={(v: number) => compact.format(v)}
            width={56}
            tickLine={false}
          />
          <Tooltip
            formatter={(v) => money.format(Number(v))}
            contentStyle={{
              background: 'var(--surface)',
              border: '1px solid var(--border)',
              color: 'var(--text)',
            }}
            cursor={{ fill: 'var(--surface-2)' }}
          />
          <Legend wrapperStyle={{ color: 'var(--text)' }} itemSorter="dataKey" />
          <Bar dataKey="current" name={labels.current} fill="var(--primary)" radius={[3, 3, 0, 0]} />
          <Bar dataKey="lastYear" name={labels.lastYear} fill="var(--accent)" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
