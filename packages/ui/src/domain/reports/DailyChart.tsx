import type { I18n } from '@lingui/core';
// The overview's two charts of days (requirements §15.2): one series over the period's days,
// drawn by Recharts (SVG, keyboard focus with the arrow keys moving the tooltip: its accessibility
// layer), with the same numbers as a table a click away.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, usePlotArea, XAxis, YAxis } from 'recharts';
import { ChartCard, FiguresTable, type FiguresState } from './ChartCard.tsx';
import {
  dayLabelInterval,
  formatCompactBdt,
  formatCount,
  formatLongDay,
  formatMoney,
  formatPeriod,
  formatShortDay,
} from './format.ts';

interface DailyChartProps<K extends string> {
  days: readonly ({ day: string } & Record<K, number>)[];
  state?: FiguresState;
  onRetry?: () => void;
  className?: string;
}

const axisTick = { fill: 'var(--color-ink-muted)', fontSize: 12 };
const axisLabel = { fill: 'var(--color-ink-muted)', fontSize: 12 };
const tooltipStyle = {
  contentStyle: {
    background: 'var(--color-surface)',
    border: '1px solid var(--color-line)',
    borderRadius: 8,
    color: 'var(--color-ink)',
    fontSize: 13,
  },
  labelStyle: { color: 'var(--color-ink)', fontWeight: 600 },
};

/** The days' axis, labelled at an interval its plot's width decides. */
function DayAxis({ dayCount }: { dayCount: number }) {
  const { t } = useLingui();
  const plotWidth = usePlotArea()?.width ?? 0;
  return (
    <XAxis
      dataKey="day"
      tickFormatter={formatShortDay}
      tick={axisTick}
      interval={dayLabelInterval(plotWidth, dayCount)}
      label={{ value: t`Day`, position: 'insideBottom', offset: -12, ...axisLabel }}
    />
  );
}

function describe(i18n: I18n, days: readonly { day: string }[], what: string): string | undefined {
  const first = days[0];
  const last = days.at(-1);
  return first && last ? `${what}, ${formatPeriod(i18n, first.day, last.day)}` : undefined;
}

interface Series<K extends string> {
  key: K;
  /** The chart's title, the table's caption. */
  title: MessageDescriptor;
  /** Said before the period in the card's description. */
  what: MessageDescriptor;
  /** The series' name in the tooltip. */
  name: MessageDescriptor;
  emptyText: MessageDescriptor;
  /** The value axis: its label, its width in px, and how its ticks read. */
  axis: { label: MessageDescriptor; width: number; tick: (n: number) => string; whole?: boolean };
  /** How a day's value reads in the tooltip and the table. */
  format: (n: number) => string;
  tableColumn: MessageDescriptor;
  /** Area for amounts that flow from day to day, bars for counts of separate things. */
  shape: 'area' | 'bar';
  colour: string;
  /** An area's fill under its line. */
  fill?: string;
}

/** One series over the period's days: the frame both day charts share. */
function DailyChart<K extends string>({
  series,
  days,
  state,
  onRetry,
  className,
}: DailyChartProps<K> & { series: Series<K> }) {
  const { t, i18n } = useLingui();
  const title = i18n._(series.title);
  const name = i18n._(series.name);
  const empty = state !== 'loading' && state !== 'error' && days.every((d) => d[series.key] === 0);
  const data = days as ({ day: string } & Record<K, number>)[];
  const frame = [
    <CartesianGrid key="grid" stroke="var(--color-line)" strokeDasharray="3 3" vertical={false} />,
    <DayAxis key="x" dayCount={days.length} />,
    <YAxis
      key="y"
      allowDecimals={series.axis.whole ? false : undefined}
      tickFormatter={series.axis.tick}
      tick={axisTick}
      width={series.axis.width}
      label={{ value: i18n._(series.axis.label), angle: -90, position: 'insideLeft', ...axisLabel }}
    />,
    <Tooltip
      key="tooltip"
      {...tooltipStyle}
      separator=": "
      cursor={series.shape === 'bar' ? { fill: 'var(--color-surface-muted)' } : undefined}
      labelFormatter={(day) => formatLongDay(String(day))}
      formatter={(value) => [series.format(Number(value)), name]}
    />,
  ];
  const chartProps = {
    responsive: true,
    style: { width: '100%', height: 240 },
    data,
    margin: { top: 8, right: 8, bottom: 16, left: 8 },
    title,
  };
  return (
    <ChartCard
      title={title}
      description={describe(i18n, days, i18n._(series.what))}
      state={state}
      onRetry={onRetry}
      emptyText={empty ? i18n._(series.emptyText) : undefined}
      className={className}
      chart={
        series.shape === 'area' ? (
          <AreaChart {...chartProps}>
            {frame}
            <Area
              type="monotone"
              dataKey={series.key}
              name={name}
              stroke={series.colour}
              strokeWidth={2}
              fill={series.fill}
              isAnimationActive={false}
            />
          </AreaChart>
        ) : (
          <BarChart {...chartProps}>
            {frame}
            <Bar dataKey={series.key} name={name} fill={series.colour} isAnimationActive={false} />
          </BarChart>
        )
      }
      table={
        <FiguresTable
          caption={title}
          columns={[t`Day`, i18n._(series.tableColumn)]}
          rows={days.map((d) => ({ key: d.day, cells: [formatLongDay(d.day), series.format(d[series.key])] }))}
        />
      }
    />
  );
}

const revenue: Series<'revenue'> = {
  key: 'revenue',
  title: msg`Revenue per day`,
  what: msg`BDT of the orders not cancelled`,
  name: msg`Revenue`,
  emptyText: msg`No revenue in this period`,
  axis: { label: msg`BDT`, width: 84, tick: formatCompactBdt },
  format: formatMoney,
  tableColumn: msg`Revenue (BDT)`,
  shape: 'area',
  colour: 'var(--color-chart-revenue)',
  fill: 'var(--color-chart-revenue-fill)',
};

const orders: Series<'orders'> = {
  key: 'orders',
  title: msg`Orders per day`,
  what: msg`Orders placed`,
  name: msg`Orders`,
  emptyText: msg`No orders in this period`,
  axis: { label: msg`Orders`, width: 56, tick: formatCount, whole: true },
  format: formatCount,
  tableColumn: msg`Orders`,
  shape: 'bar',
  colour: 'var(--color-chart-orders)',
};

/** Revenue per day in BDT: the orders not cancelled, at the prices they were sold at. */
export function RevenueChart(props: DailyChartProps<'revenue'>) {
  return <DailyChart series={revenue} {...props} />;
}

/** Orders placed per day, cancelled ones included. */
export function OrdersChart(props: DailyChartProps<'orders'>) {
  return <DailyChart series={orders} {...props} />;
}
