import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  AGEING_BUCKETS,
  type AgeingRow,
  type BalanceRow,
  type DashboardData,
  type Figure,
} from '../../../domain/api/dashboard';
import { codeTexts } from '../../../domain/messages';
import { chunk, chunkComponent } from '../../engine/chunk';
import type { PageDefinition } from '../../../domain/pages/page.types';
import { formatDate, formatMoney } from '../../engine/schema/format';
import { TR_MONTHS } from '../../engine/schema/day';
import type { Auths } from '../../services/auth';
import { loadDashboard } from '../../services/dashboard';
import { ApiError } from '../../services/http';
import { pagesAtom } from '../../state/pages';
import { authsAtom, packageIdAtom } from '../../state/session';
import { REPORT_PAGES } from '../reports/report-pages';
import { figureHref, listingPage, recordHref } from './figure-links';
import { BUCKET_LABELS, EDOC_KIND_LABELS, dashboardTexts as T } from './texts';
import './dashboard.css';

// The dashboard (issue 28 item 1; docs/dashboard.md): what is owed, what is due, cash, the month against last
// year, e-documents waiting and the month's KDV. Every figure links to the list of the rows it is made of.

/** The chart's chunk: recharts is loaded only when a dashboard draws it. */
const loadChart = chunk(() => import('./MonthChart'));
const MonthChart = chunkComponent(
  loadChart,
  (m) => m.default,
  <div className="dash-chart dash-chart--loading" aria-hidden="true" />,
);

type Where = { pages: readonly PageDefinition[]; packageId: number | null; auths: Auths };

function useWhere() {
  return {
    pages: useAtomValue(pagesAtom),
    packageId: useAtomValue(packageIdAtom),
    auths: useAtomValue(authsAtom),
  };
}

/** An amount in its currency ('₺1.234,50', '$12,00'). */
const money = (amount: string, code = 'TRY') => formatMoney(amount, code || 'TRY');

/** A figure as a link to its list (plain text when the session has no page for it). */
function FigureLink({
  f,
  where,
  children,
  label,
}: {
  f: Figure;
  where: Where;
  children: ReactNode;
  label?: string;
}) {
  const href = figureHref(f.link, where.pages, where.packageId, where.auths);
  if (!href) return <>{children}</>;
  return (
    <Link to={href} aria-label={label}>
      {children}
    </Link>
  );
}

/** The page title of a table ("Satış Faturaları"), for the rows of a part that spans tables. */
function titleOf(table: string, where: Where): string {
  const page = listingPage(table, where.pages, where.packageId, where.auths);
  return page?.title ?? table;
}

function Card({
  title,
  note,
  children,
  wide,
}: {
  title: string;
  note?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const id = `dash-${title.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase()}`;
  return (
    <section className={wide ? 'dash-card dash-card--wide' : 'dash-card'} aria-labelledby={id}>
      <h3 id={id} className="dash-card__title">
        {title}
      </h3>
      {note && <p className="dash-card__note muted">{note}</p>}
      {children}
    </section>
  );
}

function Ageing({ title, rows, where }: { title: string; rows: AgeingRow[]; where: Where }) {
  const many = new Set(rows.map((r) => r.table)).size > 1;
  return (
    <Card title={title} wide>
      {rows.length === 0 ? (
        <p className="muted">{T.noOpen}</p>
      ) : (
        <div className="dash-scroll">
          <table className="dash-table">
            <caption className="dash-hidden">{T.ageingCaption(title)}</caption>
            <thead>
              <tr>
                <th scope="col">{T.currency}</th>
                {AGEING_BUCKETS.map((b) => (
                  <th key={b} scope="col" className="num">
                    {BUCKET_LABELS[b]}
                  </th>
                ))}
                <th scope="col" className="num">
                  {T.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.table}:${r.currency.id}`}>
                  <th scope="row">
                    {r.currency.code}
                    {many && <span className="muted"> · {titleOf(r.table, where)}</span>}
                  </th>
                  {AGEING_BUCKETS.map((b) => (
                    <td key={b} className={b === 'not_due' ? 'num' : 'num dash-overdue'}>
                      {r.buckets[b].count === 0 ? (
                        <span className="muted">—</span>
                      ) : (
                        <FigureLink
                          f={r.buckets[b]}
                          where={where}
                          label={`${title}, ${BUCKET_LABELS[b]}: ${money(r.buckets[b].amount, r.currency.code)}`}
                        >
                          {money(r.buckets[b].amount, r.currency.code)}
                        </FigureLink>
                      )}
                    </td>
                  ))}
                  <td className="num">
                    <strong>
                      <FigureLink
                        f={r.total}
                        where={where}
                        label={`${title}, ${T.total}: ${money(r.total.amount, r.currency.code)}`}
                      >
                        {money(r.total.amount, r.currency.code)}
                      </FigureLink>
                    </strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function Balances({ cash, bank, where }: { cash?: BalanceRow[]; bank?: BalanceRow[]; where: Where }) {
  const part = (label: string, rows: BalanceRow[]) => (
    <div className="dash-balance">
      <h4 className="dash-balance__title">{label}</h4>
      {rows.length === 0 ? (
        <p className="muted">{T.noCards}</p>
      ) : (
        <ul className="dash-list">
          {rows.map((r) => (
            <li key={r.currency.id}>
              <span className="muted">{r.currency.code}</span>{' '}
              <FigureLink
                f={r.figure}
                where={where}
                label={`${label} ${r.currency.code}: ${money(r.figure.amount, r.currency.code)}`}
              >
                <strong>{money(r.figure.amount, r.currency.code)}</strong>
              </FigureLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <Card title={T.cashAndBank}>
      <div className="dash-balances">
        {cash && part(T.cash, cash)}
        {bank && part(T.bank, bank)}
      </div>
    </Card>
  );
}

const monthName = (day: string) => `${TR_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

function Months({ d, where }: { d: DashboardData; where: Where }) {
  const months = d.months ?? [];
  const labels = { current: monthName(d.month.from), lastYear: monthName(d.month.lastYearFrom) };
  const bars = (['sales', 'purchases'] as const)
    .map((kind) => {
      const of = months.filter((m) => m.kind === kind);
      if (!of.length) return null;
      return {
        name: kind === 'sales' ? T.sales : T.purchases,
        current: of.reduce((s, m) => s + Number(m.current.amount), 0),
        lastYear: of.reduce((s, m) => s + Number(m.lastYear.amount), 0),
      };
    })
    .filter((b) => b !== null);
  return (
    <Card title={T.months} note={T.monthsNote} wide>
      <div className="dash-months">
        <MonthChart data={bars} labels={labels} title={T.chartLabel} />
        <div className="dash-scroll">
          <table className="dash-table">
            <caption className="dash-hidden">{T.chartLabel}</caption>
            <thead>
              <tr>
                <td />
                <th scope="col" className="num">
                  {labels.current}
                </th>
                <th scope="col" className="num">
                  {labels.lastYear}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.table}>
                  <th scope="row">{titleOf(m.table, where)}</th>
                  <td className="num">
                    <FigureLink
                      f={m.current}
                      where={where}
                      label={`${titleOf(m.table, where)}, ${labels.current}: ${money(m.current.amount)}`}
                    >
                      {money(m.current.amount)}
                    </FigureLink>
                  </td>
                  <td className="num">
                    <FigureLink
                      f={m.lastYear}
                      where={where}
                      label={`${titleOf(m.table, where)}, ${labels.lastYear}: ${money(m.lastYear.amount)}`}
                    >
                      {money(m.lastYear.amount)}
                    </FigureLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Card>
  );
}

function Due({ d, where }: { d: DashboardData; where: Where }) {
  const due = d.due!;
  const side = (direction: 'in' | 'out', label: string) => {
    const groups = due.groups.filter((g) => g.direction === direction);
    return (
      <div className="dash-balance">
        <h4 className="dash-balance__title">{label}</h4>
        {groups.length === 0 ? (
          <p className="muted">{T.nothingDue}</p>
        ) : (
          <ul className="dash-list">
            {groups.map((g) => (
              <li key={`${g.table}:${g.currency.id}`}>
                <span className="muted">{titleOf(g.table, where)}</span>{' '}
                <FigureLink
                  f={g.figure}
                  where={where}
                  label={`${label}, ${titleOf(g.table, where)}: ${money(g.figure.amount, g.currency.code)}`}
                >
                  <strong>{money(g.figure.amount, g.currency.code)}</strong>
                </FigureLink>{' '}
                <span className="muted">({g.figure.count})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  };
  return (
    <Card title={T.due(14)} note={T.dueNote(formatDate(d.today), formatDate(d.dueUntil))} wide>
      <div className="dash-balances">
        {side('in', T.collections)}
        {side('out', T.payments)}
      </div>
      {due.items.length > 0 && (
        <div className="dash-scroll">
          <table className="dash-table">
            <caption className="dash-hidden">{T.due(14)}</caption>
            <thead>
              <tr>
                <th scope="col">{T.date}</th>
                <th scope="col">{T.document}</th>
                <th scope="col">{T.party}</th>
                <th scope="col" className="num">
                  {T.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {due.items.map((i) => {
                const href = recordHref(i.table, i.id, where.pages, where.packageId, where.auths);
                const inbound = due.groups.some((g) => g.table === i.table && g.direction === 'in');
                return (
                  <tr key={`${i.table}:${i.id}`}>
                    <td>{formatDate(i.date)}</td>
                    <td>
                      {href ? <Link to={href}>{i.title || `#${i.id}`}</Link> : i.title}{' '}
                      <span className="muted">{titleOf(i.table, where)}</span>
                    </td>
                    <td>{i.party ?? ''}</td>
                    <td className={inbound ? 'num' : 'num dash-out'}>{money(i.amount, i.currency.code)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function EDocs({ d, where }: { d: DashboardData; where: Where }) {
  const waiting = (d.edocs ?? []).filter((e) => e.figure.count > 0);
  return (
    <Card title={T.edocs}>
      {waiting.length === 0 ? (
        <p className="muted">{T.noEdocs}</p>
      ) : (
        <ul className="dash-list">
          {waiting.map((e) => (
            <li key={`${e.table}:${e.kind}`}>
              <FigureLink f={e.figure} where={where}>
                {titleOf(e.table, where)} — {EDOC_KIND_LABELS[e.kind]}
              </FigureLink>{' '}
              <strong className={e.kind === 'failed' ? 'dash-badge dash-badge--danger' : 'dash-badge'}>
                {e.figure.count}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Kdv({ d, where }: { d: DashboardData; where: Where }) {
  const k = d.kdv!;
  const page = REPORT_PAGES.find(
    (p) => p.name === 'kdv1' && (!p.packages || (p.packages as number[]).includes(Number(where.packageId))),
  );
  const rows: [string, string][] = [
    [T.kdvCalculated, k.calculated],
    ...(Number(k.withheld) ? ([[T.kdvWithheld, k.withheld]] as [string, string][]) : []),
    [T.kdvDeductible, k.deductible],
    ...(Number(k.carriedIn) ? ([[T.kdvCarriedIn, k.carriedIn]] as [string, string][]) : []),
    [
      Number(k.carriedOut) > 0 ? T.kdvCarriedOut : T.kdvPayable,
      Number(k.carriedOut) > 0 ? k.carriedOut : k.payable,
    ],
  ];
  return (
    <Card title={T.kdv} note={T.kdvNote(formatDate(k.from), formatDate(k.to))}>
      <dl className="dash-kdv">
        {rows.map(([label, value], i) => (
          <div
            key={label}
            className={i === rows.length - 1 ? 'dash-kdv__row dash-kdv__row--last' : 'dash-kdv__row'}
          >
            <dt>{label}</dt>
            <dd className="num">{money(value)}</dd>
          </div>
        ))}
      </dl>
      {page && (
        <p>
          <Link to={`${page.route}?donem_baslangic_tarihi=${k.from}&donem_bitis_tarihi=${k.to}`}>
            {T.kdvReport}
          </Link>
        </p>
      )}
    </Card>
  );
}

type State =
  { status: 'loading' } | { status: 'done'; data: DashboardData } | { status: 'failed'; message: string };

/** The dashboard of the home page: loads once per visit, every part the answer carries. */
export function Dashboard() {
  const where = useWhere();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadDashboard().then(
      (data) => live && setState({ status: 'done', data }),
      (err: unknown) => {
        if (!live) return;
        const message = err instanceof ApiError ? (codeTexts[err.message] ?? T.failed) : T.failed;
        setState({ status: 'failed', message });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const hasMonths = useMemo(() => state.status === 'done' && (state.data.months?.length ?? 0) > 0, [state]);
  if (state.status === 'loading')
    return (
      <p className="muted" role="status">
        {T.loading}
      </p>
    );
  if (state.status === 'failed')
    return (
      <p className="dash-error" role="alert">
        {state.message}
      </p>
    );
  const d = state.data;
  return (
    <section className="dash" aria-labelledby="dash-title">
      <h2 id="dash-title" className="dash__title">
        {T.title}
      </h2>
      <div className="dash-grid">
        {d.receivables && <Ageing title={T.receivables} rows={d.receivables} where={where} />}
        {d.payables && <Ageing title={T.payables} rows={d.payables} where={where} />}
        {(d.cash || d.bank) && <Balances cash={d.cash} bank={d.bank} where={where} />}
        {d.kdv && <Kdv d={d} where={where} />}
        {hasMonths && <Months d={d} where={where} />}
        {d.due && <Due d={d} where={where} />}
        {d.edocs && <EDocs d={d} where={where} />}
      </div>
    </section>
  );
}
