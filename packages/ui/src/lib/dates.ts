// How the tables write a stored ISO date: the day, or the day and the time (British order, as the
// store's customers read dates); a value that is not a date is shown as it is.
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dayTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function format(formatter: Intl.DateTimeFormat, value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter.format(date);
}

export const formatDay = (value: string): string => format(dayFormat, value);
export const formatDayTime = (value: string): string => format(dayTimeFormat, value);
