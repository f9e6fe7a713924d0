import { formatDate, formatDateTime, screenFormat } from '@storefront/shared';

// How the tables write a stored ISO date: the day, or the day and the time (British order, as the
// store's customers read dates); a value that is not a date is shown as it is. Administrators' screens
// pass the store's zone (STORE_TIME_ZONE) so they agree with the CSV export and the overview's days,
// written by the shared formatters (requirements §16); without one, the browser's, through Intl. Its
// formatters are made on first use: the first Intl object of a page is slow to make (shared
// `formatNumber`, bench/README.md, Lighthouse), which pages that import a table but show no date should not pay.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(style: 'day' | 'dayTime', value: string, timeZone: string | undefined): string {
  if (timeZone) return style === 'day' ? formatDate(value, { timeZone }) : formatDateTime(value, { timeZone });
  // Bangla has no Intl pattern of ours: the shared formatters in the browser's zone.
  if (screenFormat().locale === 'bn') {
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return style === 'day' ? formatDate(value, { timeZone: here }) : formatDateTime(value, { timeZone: here });
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  let formatter = formats.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      ...(style === 'dayTime' ? { timeStyle: 'short' } : {}),
    });
    formats.set(style, formatter);
  }
  return formatter.format(date);
}

export const formatDay = (value: string, timeZone?: string): string => format('day', value, timeZone);
export const formatDayTime = (value: string, timeZone?: string): string => format('dayTime', value, timeZone);

/** What a list showing times in `timeZone` says of them ("Times in Asia/Dhaka"), in `i18n`'s language. */
export const timesIn = (i18n: I18n, timeZone: string): string => i18n._(msg`Times in ${timeZone}`);

/** One instant in `timeZone`, saying so: "26 Nov 2026, 00:30 (Asia/Dhaka time)". */
export const formatDayTimeIn = (i18n: I18n, value: string, timeZone: string): string => {
  const time = formatDayTime(value, timeZone);
  return i18n._(msg`${time} (${timeZone} time)`);
};
