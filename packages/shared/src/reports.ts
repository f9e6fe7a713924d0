// The admin overview (requirements §15): its period, and the figures of `GET /api/reports/overview`.
import { z } from 'zod';
import { daySchema } from './days.ts';
import { messages } from './messages.ts';
import { orderStatusSchema } from './order-status.ts';

/** The periods offered at once; any other is a custom range of at most REPORT_MAX_DAYS. */
export const reportPeriods = [7, 30, 90] as const;
export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_MAX_DAYS = 366;
export const REPORT_TOP_ITEMS = 10;
export const REPORT_LOW_STOCK_SHOWN = 20;

/** Whole days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The day `n` days after `day` (before it when negative). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The first of the `days` days ending with `to` ("2026-11-26", 7 -> "2026-11-20"). */
export const periodStart = (to: string, days: number): string => addDays(to, -(days - 1));

/** GET reports/overview: the first and last store day, both optional (the last 30 days to today). */
export const overviewQuerySchema = z
  .object({
    from: z.preprocess((v) => (v === '' ? undefined : v), daySchema.optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), daySchema.optional()),
  })
  .refine((v) => v.from === undefined || v.to === undefined || v.from <= v.to, {
    path: ['to'],
    message: messages.orderDateOrder,
  })
  .refine((v) => v.from === undefined || v.to === undefined || daysBetween(v.from, v.to) <= REPORT_MAX_DAYS, {
    path: ['from'],
    message: messages.reportPeriodTooLong(REPORT_MAX_DAYS),
  });
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

const money = z.number().describe('BDT');
const count = z.number().int().nonnegative();

const periodTotalsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Orders placed, cancelled ones included. */
  orders: count,
  /** BDT of the orders not cancelled, at the unit prices they were sold at: the goods, delivery left out. */
  revenue: money,
  /**
   * BDT of delivery charged (requirements §17): each purchase's charge while one of its orders is
   * not cancelled, and each one-item order's own unless it is.
   */
  delivery: money,
  /**
   * BDT received and kept (requirements §18): what the purchases placed in the period were paid,
   * online or in cash, less refunds. Revenue paid, beside `revenue` (booked).
   */
  revenue_paid: money,
  units: count,
});

const itemSalesSchema = z.object({
  item: z.string(),
  name: z.string(),
  sku: z.string(),
  units: count,
  revenue: money,
});

export const overviewSchema = z.object({
  timeZone: z.string(),
  /** The store's today by the server's clock: the 7, 30 and 90 days presets end with it. */
  today: z.string(),
  period: periodTotalsSchema,
  /** The same number of days just before. */
  previous: periodTotalsSchema,
  /** Every day of the period, oldest first, days without orders included. */
  days: z.array(z.object({ day: z.string(), orders: count, revenue: money })),
  /** Orders placed in the period, by their status now. */
  byStatus: z.array(z.object({ status: orderStatusSchema, orders: count })),
  topByRevenue: z.array(itemSalesSchema),
  topByUnits: z.array(itemSalesSchema),
  /** Live items whose stock is at or below their minimum order quantity, emptiest first. */
  lowStock: z.array(
    z.object({ item: z.string(), name: z.string(), sku: z.string(), available: count, minOrderQuantity: count }),
  ),
  lowStockCount: count,
  /** Accounts created per week of the period (weeks start on the period's first day). */
  newCustomers: z.array(z.object({ weekStart: z.string(), customers: count })),
  /** Orders placed and not yet confirmed, whenever they were placed. */
  awaitingConfirmation: count,
});
export type Overview = z.infer<typeof overviewSchema>;
export type OverviewItemSales = z.infer<typeof itemSalesSchema>;
export type OverviewLowStock = Overview['lowStock'][number];
