// How the tables write a stored ISO date: the day, or the day and the time (British order, as the
// store's customers read dates); a value that is not a date is shown as it is. The formatters are
// made on first use: the first Intl object of a page costs 25-45 ms (shared `formatNumber`), which
// pages that import a table but show no date should not pay.
let dayFormat: Intl.DateTimeFormat | undefined;
let dayTimeFormat: Intl.DateTimeFormat | undefined;

function format(formatter: () => Intl.DateTimeFormat, value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter().format(date);
}

export const formatDay = (value: string): string =>
  format(() => (dayFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' })), value);
export const formatDayTime = (value: string): string =>
  format(
    () => (dayTimeFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })),
    value,
  );
