// The admin overview's parts (requirements §15), apart from the package's main entry: Recharts
// comes with them, and only the Overview page imports this file (its own lazy chunk).
export { BarList, type BarListProps, type BarListRow } from './BarList.tsx';
export { ChartCard, type ChartCardProps, type FiguresState } from './ChartCard.tsx';
export { OrdersChart, RevenueChart } from './DailyChart.tsx';
export { formatCount, formatMoney, formatPeriod, formatShortDay } from './format.ts';
export { LowStockList, type LowStockListProps } from './LowStockList.tsx';
export { PeriodPicker, type Period, type PeriodPickerProps } from './PeriodPicker.tsx';
export { StatCard, type StatCardProps } from './StatCard.tsx';
export { TopItemsTable, type TopItemsTableProps } from './TopItemsTable.tsx';
