// The admin overview (requirements §15): a period of store days and the one before it, from the
// daily roll-ups; stock, waiting orders and new customers from their own tables.
import {
  addDays,
  dayOf,
  dayStart,
  daysBetween,
  fromMinor,
  messages,
  orderStatuses,
  periodStart,
  REPORT_DEFAULT_DAYS,
  REPORT_LOW_STOCK_SHOWN,
  REPORT_MAX_DAYS,
  REPORT_TOP_ITEMS,
  type Overview,
  type OverviewQuery,
} from '@storefront/shared';
import { badRequest } from '../http/errors.ts';
import type { ReportsRepository } from './repository.ts';

export function reportsService(reports: ReportsRepository, { timeZone }: { timeZone: string }) {
  return {
    async overview(query: OverviewQuery, now = new Date()): Promise<Overview> {
      const today = dayOf(now, timeZone);
      const to = query.to ?? today;
      const from = query.from ?? periodStart(to, REPORT_DEFAULT_DAYS);
      const length = daysBetween(from, to);
      // With one end left to its default the schema could not compare them: the same rules here.
      if (length < 1) throw badRequest('Invalid input', { to: messages.orderDateOrder });
      if (length > REPORT_MAX_DAYS)
        throw badRequest('Invalid input', { from: messages.reportPeriodTooLong(REPORT_MAX_DAYS) });
      const previousTo = addDays(from, -1);
      const previousFrom = periodStart(previousTo, length);

      await reports.fold();
      const bounds = (first: string, last: string) =>
        [dayStart(first, timeZone).toISOString(), dayStart(addDays(last, 1), timeZone).toISOString()] as const;
      const [rows, top, lowStock, lowStockCount, awaiting, customers, delivery, previousDelivery, paid, previousPaid] =
        await Promise.all([
          reports.days(previousFrom, to),
          reports.topItems(from, to, REPORT_TOP_ITEMS),
          reports.lowStock(REPORT_LOW_STOCK_SHOWN),
          reports.lowStockCount(),
          reports.awaitingConfirmation(),
          reports.customersBetween(weekBounds(from, length, timeZone)),
          reports.deliveryBetween(...bounds(from, to)),
          reports.deliveryBetween(...bounds(previousFrom, previousTo)),
          reports.paidBetween(...bounds(from, to)),
          reports.paidBetween(...bounds(previousFrom, previousTo)),
        ]);

      const perDay = new Map<string, { orders: number; revenueMinor: number; units: number }>();
      const byStatus = new Map(orderStatuses.map((s) => [s, 0]));
      const totals = (start: string, end: string) => ({ from: start, to: end, orders: 0, revenueMinor: 0, units: 0 });
      const period = totals(from, to);
      const previous = totals(previousFrom, previousTo);
      for (const row of rows) {
        const orders = Number(row.orders);
        const sold = row.status !== 'cancelled';
        const revenueMinor = sold ? Number(row.revenue_minor) : 0;
        const units = sold ? Number(row.units) : 0;
        const into = row.day >= from ? period : previous;
        into.orders += orders;
        into.revenueMinor += revenueMinor;
        into.units += units;
        if (row.day < from) continue;
        byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + orders);
        const day = perDay.get(row.day) ?? { orders: 0, revenueMinor: 0, units: 0 };
        day.orders += orders;
        day.revenueMinor += revenueMinor;
        perDay.set(row.day, day);
      }
      const days = periodDays(from, length).map((day) => {
        const figures = perDay.get(day);
        return { day, orders: figures?.orders ?? 0, revenue: fromMinor(figures?.revenueMinor ?? 0) };
      });
      // Goods and delivery apart (requirements §17): revenue is the goods alone, as before.
      // Revenue paid beside revenue booked (requirements §18): what was received, less refunds.
      const answer = (t: ReturnType<typeof totals>, deliveryMinor: number, paidMinor: number) => ({
        from: t.from,
        to: t.to,
        orders: t.orders,
        revenue: fromMinor(t.revenueMinor),
        delivery: fromMinor(deliveryMinor),
        revenue_paid: fromMinor(paidMinor),
        units: t.units,
      });
      const sales = (row: { item: string; name: string; sku: string; units: number; revenue_minor: number }) => ({
        item: row.item,
        name: row.name,
        sku: row.sku,
        units: Number(row.units),
        revenue: fromMinor(Number(row.revenue_minor)),
      });
      const weeks = weekStarts(from, length);
      return {
        timeZone,
        today,
        period: answer(period, delivery, paid),
        previous: answer(previous, previousDelivery, previousPaid),
        days,
        byStatus: orderStatuses.map((status) => ({ status, orders: byStatus.get(status) ?? 0 })),
        topByRevenue: top.byRevenue.map(sales),
        topByUnits: top.byUnits.map(sales),
        lowStock: lowStock.map((row) => ({
          item: row.id,
          name: row.name,
          sku: row.sku,
          available: Number(row.available_quantity),
          minOrderQuantity: Number(row.min_order_quantity),
        })),
        lowStockCount,
        newCustomers: weeks.map((weekStart, i) => ({ weekStart, customers: customers[i] ?? 0 })),
        awaitingConfirmation: awaiting,
      };
    },
  };
}

// The period's days and weeks are counted from its length (at most REPORT_MAX_DAYS), never found by
// comparing days as strings: past "9999-12-31" the next day is "+010000-01-01", which sorts first.

/** The `length` days from `from`, in order. */
const periodDays = (from: string, length: number): string[] => Array.from({ length }, (_, i) => addDays(from, i));

/** The first day of each week of the period: its first day, then every seventh. */
const weekStarts = (from: string, length: number): string[] =>
  Array.from({ length: Math.ceil(length / 7) }, (_, i) => addDays(from, 7 * i));

/** When each week begins in the store's zone, and when the period ends. */
function weekBounds(from: string, length: number, zone: string): string[] {
  return [...weekStarts(from, length), addDays(from, length)].map((day) => dayStart(day, zone).toISOString());
}

export type ReportsService = ReturnType<typeof reportsService>;
