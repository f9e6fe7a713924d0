import { formatDate, formatDateTime } from '@storefront/shared';

// How the tables write a stored ISO date: the day, or the day and the time (British order, as the
// store's customers read dates); a value that is not a date is shown as it is. Administrators' screens
// pass the store's zone (STORE_TIME_ZONE) so they agree with the CSV export and the overview's days,
// written by the shared formatters (requirements §16); without one, the browser's, through Intl. Its
// formatters are made on first use: the first Intl object of a page is slow to make (shared
// `formatNumber`, bench/README.md, Lighthouse), which pages that import a table but show no date should not pay.
const formats = new Map<string, Intl.DateTimeFormat>();

function format(style: 'day' | 'dayTime', value: string, timeZone: string | undefined): string {
  if (timeZone) return style === 'day' ? formatDate(value, { timeZone }) : formatDateTime(value, { timeZone });
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

/** What a list showing times in `timeZone` says of them ("Times in Asia/Dhaka"). */
export const timesIn = (timeZone: string): string => `Times in ${timeZone}`;

/** One instant in `timeZone`, saying so: "26 Nov 2026, 00:30 (Asia/Dhaka time)". */
export const formatDayTimeIn = (value: string, timeZone: string): string =>
  `${formatDayTime(value, timeZone)} (${timeZone} time)`;
