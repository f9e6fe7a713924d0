// How the overview writes its figures: BDT in full in tables and tooltips, compact on an axis
// ("BDT 1.2M"); a store day ("2026-11-26") as "26 Nov", or "26 Nov 2026" where the year matters.
import { formatBdt } from '@storefront/shared';

export { formatCount } from '@storefront/shared';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
// The days are the store's calendar days: read as UTC dates so no zone moves them.
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export const formatCompactBdt = (amount: number): string => `BDT ${compact.format(amount)}`;
export const formatMoney = (amount: number): string => formatBdt(amount);
export const formatShortDay = (day: string): string => shortDay.format(new Date(`${day}T00:00:00Z`));
export const formatLongDay = (day: string): string => longDay.format(new Date(`${day}T00:00:00Z`));

/** "27 Oct 2026 to 25 Nov 2026", or the one day. */
export function formatPeriod(from: string, to: string): string {
  return from === to ? formatLongDay(from) : `${formatLongDay(from)} to ${formatLongDay(to)}`;
}
