// How dates read (requirements §16): in the store's zone (STORE_TIME_ZONE, Asia/Dhaka by default),
// in English ("26 Nov 2026", "26 Nov 2026, 14:05", as en-GB's medium style writes them) or in Bangla
// with its month names and digits ("২৬ নভেম্বর ২০২৬, ১৪:০৫"; Latin digits kept on request). Written
// by hand, as money is (money.ts): the zone's offset alone comes from Intl, and not for Asia/Dhaka,
// whose offset has been +06:00 since 2010.
import { DEFAULT_STORE_TIME_ZONE, offsetMinutes } from './days.ts';
import { screenFormat, toLocaleDigits, type LocaleFormat } from './digits.ts';

/** A date's language and digits, and the zone whose calendar and clock it is read in (the store's when left out). */
export interface DateFormat extends LocaleFormat {
  timeZone?: string;
}

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// en-GB's abbreviations (CLDR): "Sept", not "Sep".
const englishShortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
// Bangla writes the month in full, on a short label too.
const banglaMonths = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
];

const DHAKA_STEADY_SINCE = Date.UTC(2010, 0, 1);

interface Wall {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The calendar and clock of `zone` at `instant`. */
function wallOf(instant: number, zone: string): Wall {
  const offset = zone === DEFAULT_STORE_TIME_ZONE && instant >= DHAKA_STEADY_SINCE ? 360 : offsetMinutes(instant, zone);
  const wall = new Date(instant + offset * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthName = (month: number, format: LocaleFormat, short: boolean) =>
  (format.locale === 'bn' ? banglaMonths : short ? englishShortMonths : englishMonths)[month - 1]!;

function dayText(wall: Pick<Wall, 'year' | 'month' | 'day'>, format: LocaleFormat, withYear = true): string {
  const text = `${wall.day} ${monthName(wall.month, format, true)}${withYear ? ` ${wall.year}` : ''}`;
  return toLocaleDigits(text, format);
}

function instantOf(value: string | Date): number {
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

/** The day of an instant: "26 Nov 2026", "২৬ নভেম্বর ২০২৬"; a value that is not a date as it is. */
export function formatDate(value: string | Date, given: DateFormat = {}): string {
  const format = { ...screenFormat(), ...given };
  const instant = instantOf(value);
  if (Number.isNaN(instant)) return String(value);
  return dayText(wallOf(instant, format.timeZone ?? DEFAULT_STORE_TIME_ZONE), format);
}

/** The day and the time (24-hour) of an instant: "26 Nov 2026, 14:05", "২৬ নভেম্বর ২০২৬, ১৪:০৫". */
export function formatDateTime(value: string | Date, given: DateFormat = {}): string {
  const format = { ...screenFormat(), ...given };
  const instant = instantOf(value);
  if (Number.isNaN(instant)) return String(value);
  const wall = wallOf(instant, format.timeZone ?? DEFAULT_STORE_TIME_ZONE);
  return `${dayText(wall, format)}, ${toLocaleDigits(`${pad(wall.hour)}:${pad(wall.minute)}`, format)}`;
}

/**
 * A store day ("2026-11-26", already the store's calendar: no zone moves it) as a label: "26 Nov"
 * (`short`, a chart's axis), "26 Nov 2026" (`long`, the default) or "November 2026" (`month`); in
 * Bangla "২৬ নভেম্বর", "২৬ নভেম্বর ২০২৬", "নভেম্বর ২০২৬".
 */
export function formatStoreDay(day: string, given: LocaleFormat & { style?: 'short' | 'long' | 'month' } = {}): string {
  const format = { ...screenFormat(), ...given };
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (format.style === 'month') return toLocaleDigits(`${monthName(month, format, false)} ${year}`, format);
  return dayText({ year, month, day: date }, format, format.style !== 'short');
}
