import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { dayOf, daySchema, dayStart, dayStarts, FIRST_STORE_DAY, isTimeZone, LAST_STORE_DAY, nextDay } from './days.ts';

describe('store days', () => {
  it('starts a Dhaka day at 18:00 UTC the day before', () => {
    expect(dayStart('2026-11-25', 'Asia/Dhaka').toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(dayStart('2026-01-01', 'UTC').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('follows a change of offset (London goes to summer time on 29 March 2026)', () => {
    expect(dayStart('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(dayStart('2026-03-30', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('names the day of an instant in the zone, either side of midnight in Dhaka', () => {
    expect(dayOf('2026-11-24T17:59:59.999Z', 'Asia/Dhaka')).toBe('2026-11-24');
    expect(dayOf('2026-11-24T18:00:00.000Z', 'Asia/Dhaka')).toBe('2026-11-25');
  });

  it('steps to the next day across months and years', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('accepts real calendar days only, and known zones only', () => {
    expect(daySchema.safeParse('2026-11-25').success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-25', '2026-11-25T00:00', ''])
      expect(daySchema.safeParse(bad).success, bad).toBe(false);
    expect(isTimeZone('Asia/Dhaka')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe("the store's days", () => {
  it('run from 2000-01-01 to 2100-12-31: the reports calendar, four-digit years', () => {
    expect([FIRST_STORE_DAY, LAST_STORE_DAY]).toEqual(['2000-01-01', '2100-12-31']);
    for (const day of [FIRST_STORE_DAY, LAST_STORE_DAY, '2026-11-25'])
      expect(daySchema.safeParse(day).success, day).toBe(true);
    for (const day of ['9999-12-31', '0000-01-01', '1999-12-31', '2101-01-01']) {
      const parsed = daySchema.safeParse(day);
      expect(
        parsed.error?.issues.map((i) => i.message),
        day,
      ).toEqual([messages.dayOutOfRange('2000-01-01', '2100-12-31')]);
    }
    expect(messages.dayOutOfRange(FIRST_STORE_DAY, LAST_STORE_DAY)).toBe('Choose a day from 2000-01-01 to 2100-12-31');
  });

  it('name an impossible day as such, not as out of range', () => {
    expect(daySchema.safeParse('2026-02-30').error?.issues[0]?.message).toBe(messages.orderDateInvalid);
    expect(daySchema.safeParse('99999-01-01').error?.issues[0]?.message).toBe(messages.orderDateInvalid);
  });
});

describe('dayStarts', () => {
  it.each(['Asia/Dhaka', 'America/New_York', 'Europe/London', 'Asia/Kathmandu', 'Australia/Lord_Howe'])(
    'answers what dayStart answers for every day of 2019 to 2027 in %s',
    (zone) => {
      const starts = dayStarts('2019-01-01', '2027-12-31', zone);
      expect(starts).toHaveLength(3287);
      for (const { day, startsAt } of starts) expect(startsAt, day).toBe(dayStart(day, zone).toISOString());
    },
  );
});
