// How the overview writes its figures: BDT in full in tables and tooltips, compact on an axis
// ("BDT 1.2M"); a store day ("2026-11-26") as "26 Nov", or "26 Nov 2026" where the year matters.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatBdt, formatStoreDay } from '@storefront/shared';

export { formatCount } from '@storefront/shared';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

// The axis's compact figures are English's ("BDT 1.2M") in both languages: behind sign-in, for the staff.
export const formatCompactBdt = (amount: number): string => `BDT ${compact.format(amount)}`;
export const formatMoney = (amount: number): string => formatBdt(amount);
// The days are the store's calendar days ("2026-11-26"): no zone moves them.
export const formatShortDay = (day: string): string => formatStoreDay(day, { style: 'short' });
export const formatLongDay = (day: string): string => formatStoreDay(day);

/** "27 Oct 2026 to 25 Nov 2026", or the one day, in `i18n`'s language. */
export function formatPeriod(i18n: I18n, from: string, to: string): string {
  if (from === to) return formatLongDay(from);
  const first = formatLongDay(from);
  const last = formatLongDay(to);
  return i18n._(msg`${first} to ${last}`);
}

/**
 * The room one day's label takes ("26 Nov" at 12 px and the gap kept between two labels). The days
 * labelled are chosen from the plot's width alone: Recharts' own choice measures the labels' text,
 * and it measured at the page's default size when the axis first drew without ticks (its width not
 * yet known), so one load in six labelled other days (issue 30 item 13).
 */
const DAY_LABEL_ROOM = 64;

/** Every how many days a label goes under the axis: Recharts' `interval` (0 labels every day). */
export function dayLabelInterval(plotWidth: number, dayCount: number): number {
  const labels = Math.max(1, Math.floor(plotWidth / DAY_LABEL_ROOM));
  return Math.max(0, Math.ceil(dayCount / labels) - 1);
}
