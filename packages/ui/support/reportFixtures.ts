// Sample overviews for the stories and the app's MSW handlers: the same numbers every run.
import { addDays, fromMinor, orderStatuses, periodStart, type Overview } from '@storefront/shared';

const parts = [
  ['Club Vision RTX Graphics Card', 'CC-GPU-4070', 64000],
  ['Club Core X8 Processor', 'CC-CPU-X8', 28500],
  ['Club View 27" QHD Monitor', 'CC-MON-27Q', 32000],
  ['Club B760 Pro Motherboard', 'CC-MB-B760P', 18900],
  ['Club Power 750 W Gold PSU', 'CC-PSU-750G', 11500],
  ['Club Swift 1 TB NVMe SSD', 'CC-SSD-1TB', 9800],
  ['Club Link Wi-Fi 6 Router', 'CC-NET-AX3000', 8700],
  ['Club Tower Mid ATX Case', 'CC-CASE-MID', 7400],
  ['Club Fury 16 GB DDR5 RAM', 'CC-RAM-D5-16', 6200],
  ['Club Type Mechanical Keyboard', 'CC-KB-MECH', 4500],
] as const;

/**
 * An overview of the `days` days to `to`, its figures multiplied by `scale` (1: a store's usual
 * day; 0: a period without orders).
 */
export function sampleOverview({ days = 30, to = '2026-11-26', scale = 1 } = {}): Overview {
  const from = periodStart(to, days);
  const series = Array.from({ length: days }, (_, i) => {
    const wave = 1 + 0.35 * Math.sin(i / 2.3) + 0.15 * Math.cos(i * 1.7);
    const orders = Math.round(14 * wave * scale);
    return {
      day: addDays(from, i),
      orders,
      revenue: fromMinor(Math.round(orders * 2_150_000 * (0.9 + 0.2 * Math.sin(i)))),
    };
  });
  const orders = series.reduce((sum, d) => sum + d.orders, 0);
  const revenue = series.reduce((sum, d) => sum + d.revenue, 0);
  const units = Math.round(orders * 7.5);
  const shares = [0.06, 0.05, 0.04, 0.8, 0.05];
  const sales = (scale ? parts : []).map(([name, sku, price], i) => {
    const sold = Math.round(((units / 2 ** (i * 0.35)) * 0.12 * (scale ? 1 : 0)) / (price > 20_000 ? 3 : 1));
    return { item: `item-${i + 1}`, name, sku, units: sold, revenue: sold * price };
  });
  return {
    timeZone: 'Asia/Dhaka',
    today: to,
    // Delivery (issue 32): about BDT 130 an order.
    // Payments (issue 33): most of it received.
    period: { from, to, orders, revenue, delivery: orders * 130, revenue_paid: Math.round(revenue * 0.6), units },
    previous: {
      from: addDays(from, -days),
      to: addDays(from, -1),
      orders: Math.round(orders * 0.88),
      revenue: Math.round(revenue * 1.07),
      delivery: Math.round(orders * 0.88) * 130,
      revenue_paid: Math.round(revenue * 0.5),
      units: Math.round(units * 0.95),
    },
    days: series,
    byStatus: orderStatuses.map((status, i) => ({ status, orders: Math.round(orders * shares[i]!) })),
    topByRevenue: [...sales].sort((a, b) => b.revenue - a.revenue),
    topByUnits: [...sales].sort((a, b) => b.units - a.units),
    lowStock: scale
      ? [
          {
            item: 'item-21',
            name: 'Club Fury 32 GB DDR5 Kit',
            sku: 'CC-RAM-D5-32K',
            available: 0,
            minOrderQuantity: 10,
          },
          {
            item: 'item-22',
            name: 'Club Frost 240 Liquid Cooler',
            sku: 'CC-COOL-L240',
            available: 3,
            minOrderQuantity: 5,
          },
          { item: 'item-23', name: 'Club Swift 2 TB NVMe SSD', sku: 'CC-SSD-2TB', available: 15, minOrderQuantity: 15 },
        ]
      : [],
    lowStockCount: scale ? 3 : 0,
    newCustomers: Array.from({ length: Math.ceil(days / 7) }, (_, i) => ({
      weekStart: addDays(from, i * 7),
      customers: Math.round((3 + (i % 3) * 2) * scale),
    })),
    awaitingConfirmation: Math.round(9 * scale),
  };
}
