// The overview's two charts of days (requirements §15.2): one series over the period's days,
// drawn by Recharts (SVG, keyboard focus with the arrow keys moving the tooltip: its accessibility
// layer), with the same numbers as a table a click away.
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard, FiguresTable, type FiguresState } from './ChartCard.tsx';
import { formatCompactBdt, formatCount, formatLongDay, formatMoney, formatPeriod, formatShortDay } from './format.ts';

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

function describe(days: readonly { day: string }[], what: string): string | undefined {
  const first = days[0];
  const last = days.at(-1);
  return first && last ? `${what}, ${formatPeriod(first.day, last.day)}` : undefined;
}

/** Revenue per day in BDT: the orders not cancelled, at the prices they were sold at. */
export function RevenueChart({ days, state, onRetry, className }: DailyChartProps<'revenue'>) {
  const empty = state !== 'loading' && state !== 'error' && days.every((d) => d.revenue === 0);
  return (
    <ChartCard
      title="Revenue per day"
      description={describe(days, 'BDT of the orders not cancelled')}
      state={state}
      onRetry={onRetry}
      emptyText={empty ? 'No revenue in this period' : undefined}
      className={className}
      chart={
        <AreaChart
          responsive
          style={{ width: '100%', height: 240 }}
          data={days as { day: string; revenue: number }[]}
          margin={{ top: 8, right: 8, bottom: 16, left: 8 }}
          title="Revenue per day"
        >
          <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={formatShortDay}
            tick={axisTick}
            minTickGap={24}
            label={{ value: 'Day', position: 'insideBottom', offset: -12, ...axisLabel }}
          />
          <YAxis
            tickFormatter={formatCompactBdt}
            tick={axisTick}
            width={84}
            label={{ value: 'BDT', angle: -90, position: 'insideLeft', ...axisLabel }}
          />
          <Tooltip
            {...tooltipStyle}
            separator=": "
            labelFormatter={(day) => formatLongDay(String(day))}
            formatter={(value) => [formatMoney(Number(value)), 'Revenue']}
          />
          <Area
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke="var(--color-chart-revenue)"
            strokeWidth={2}
            fill="var(--color-chart-revenue-fill)"
            isAnimationActive={false}
          />
        </AreaChart>
      }
      table={
        <FiguresTable
          caption="Revenue per day"
          columns={['Day', 'Revenue (BDT)']}
          rows={days.map((d) => ({ key: d.day, cells: [formatLongDay(d.day), formatMoney(d.revenue)] }))}
        />
      }
    />
  );
}

/** Orders placed per day, cancelled ones included. */
export function OrdersChart({ days, state, onRetry, className }: DailyChartProps<'orders'>) {
  const empty = state !== 'loading' && state !== 'error' && days.every((d) => d.orders === 0);
  return (
    <ChartCard
      title="Orders per day"
      description={describe(days, 'Orders placed')}
      state={state}
      onRetry={onRetry}
      emptyText={empty ? 'No orders in this period' : undefined}
      className={className}
      chart={
        <BarChart
          responsive
          style={{ width: '100%', height: 240 }}
          data={days as { day: string; orders: number }[]}
          margin={{ top: 8, right: 8, bottom: 16, left: 8 }}
          title="Orders per day"
        >
          <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={formatShortDay}
            tick={axisTick}
            minTickGap={24}
            label={{ value: 'Day', position: 'insideBottom', offset: -12, ...axisLabel }}
          />
          <YAxis
            allowDecimals={false}
            tickFormatter={formatCount}
            tick={axisTick}
            width={56}
            label={{ value: 'Orders', angle: -90, position: 'insideLeft', ...axisLabel }}
          />
          <Tooltip
            {...tooltipStyle}
            separator=": "
            cursor={{ fill: 'var(--color-surface-muted)' }}
            labelFormatter={(day) => formatLongDay(String(day))}
            formatter={(value) => [formatCount(Number(value)), 'Orders']}
          />
          <Bar dataKey="orders" name="Orders" fill="var(--color-chart-orders)" isAnimationActive={false} />
        </BarChart>
      }
      table={
        <FiguresTable
          caption="Orders per day"
          columns={['Day', 'Orders']}
          rows={days.map((d) => ({ key: d.day, cells: [formatLongDay(d.day), formatCount(d.orders)] }))}
        />
      }
    />
  );
}
