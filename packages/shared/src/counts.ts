// How numbers read on every screen: grouped in lakh and crore ("12,34,567"; `formatNumber`), and "unit"
// or "units" after a quantity ("1 unit", "15 units"): one wording for the cart, the price tiers,
// the item page and the orders' tables.
import type { MessageDescriptor } from './descriptors.ts';
import type { LocaleFormat } from './digits.ts';
import { formatNumber } from './money.ts';

/** Counts with their noun, one form for 1 and one for the rest ({count} is the number as shown). */
export const countMessages = {
  unit: /*i18n*/ { id: 'count.unit', message: '{count} unit' },
  units: /*i18n*/ { id: 'count.units', message: '{count} units' },
  order: /*i18n*/ { id: 'count.order', message: '{count} order' },
  orders: /*i18n*/ { id: 'count.orders', message: '{count} orders' },
} as const satisfies Record<string, MessageDescriptor>;

/** A count or a quantity: "1,200", "1,00,000"; "১,০০,০০০" in Bangla with its digits. */
export const formatCount = (n: number, format: LocaleFormat = {}): string => formatNumber(n, format);
