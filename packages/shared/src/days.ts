// Days as the store counts them (`STORE_TIME_ZONE`, Asia/Dhaka by default): a day filter or a
// day's figures run from that day's midnight there, whatever the server's or browser's own zone.
import { z } from 'zod';
import { messages } from './messages.ts';

export const DEFAULT_STORE_TIME_ZONE = 'Asia/Dhaka';

/**
 * The first and last store days the API takes (docs/security.md, Limits): the span of the reports'
 * calendar (requirements §15.3), outside which no order has a store day. Beyond it, day arithmetic
 * leaves four-digit years ("9999-12-31" + 1 is "+010000-01-01") and a year-9999 period once made
 * the overview's loop over its days endless.
 */
export const FIRST_STORE_DAY = '2000-01-01';
export const LAST_STORE_DAY = '2100-12-31';

/** A calendar day, "2026-11-25", from FIRST_STORE_DAY to LAST_STORE_DAY. */
export const daySchema = z
  .string({ error: messages.orderDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.orderDateInvalid)
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  }, messages.orderDateInvalid)
  // Four-digit years (the pattern): as strings, days sort as they follow each other.
  .refine((v) => v >= FIRST_STORE_DAY && v <= LAST_STORE_DAY, messages.dayOutOfRange(FIRST_STORE_DAY, LAST_STORE_DAY));

/** Whether `zone` is a time zone this runtime knows ("Asia/Dhaka", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Building a formatter costs far more than using one (the reports' calendar asks for 73,000).
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(zone, format);
  }
  return format;
}

/** Minutes `zone` is ahead of UTC at `instant`. */
export function offsetMinutes(instant: number, zone: string): number {
  const parts = wallClock(zone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant `day` begins in `zone` (its midnight there), as a Date. */
export function dayStart(day: string, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  let instant = midnightUtc - offsetMinutes(midnightUtc, zone) * 60_000;
  // Across a change of offset (summer time) the first guess is an hour out: correct it once.
  const corrected = midnightUtc - offsetMinutes(instant, zone) * 60_000;
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/**
 * When each day from `first` to `last` begins in `zone`, as `dayStart` answers, but checking the
 * zone's offset twice every four weeks instead of twice a day: when it is the same either side of
 * those weeks it held all through them (no zone changes its offset and back within a month).
 */
export function dayStarts(first: string, last: string, zone: string): { day: string; startsAt: string }[] {
  const starts: { day: string; startsAt: string }[] = [];
  const DAY = 86_400_000;
  const SPAN = 28 * DAY;
  const firstUtc = Date.parse(`${first}T00:00:00Z`);
  const lastUtc = Date.parse(`${last}T00:00:00Z`);
  for (let span = firstUtc; span <= lastUtc; span += SPAN) {
    const end = Math.min(span + SPAN, lastUtc + DAY);
    // Every start of the span lies between these two instants.
    const offset = offsetMinutes(span - DAY, zone);
    const steady = offset === offsetMinutes(end + DAY, zone);
    for (let midnight = span; midnight < end; midnight += DAY) {
      const day = new Date(midnight).toISOString().slice(0, 10);
      const startsAt = steady ? new Date(midnight - offset * 60_000) : dayStart(day, zone);
      starts.push({ day, startsAt: startsAt.toISOString() });
    }
  }
  return starts;
}

/** The day after `day` ("2026-12-31" -> "2027-01-01"). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The calendar day of `instant` in `zone`. */
export function dayOf(instant: Date | string, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
}
