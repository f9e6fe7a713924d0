import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatStoreDay } from './dates.ts';

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

describe('dates', () => {
  it("writes an instant's day and time in the store's zone, in English and in Bangla", () => {
    // 18:30 UTC is half past midnight the next day in Dhaka.
    const instant = '2026-11-25T18:30:00.000Z';
    expect(formatDate(instant)).toBe('26 Nov 2026');
    expect(formatDateTime(instant)).toBe('26 Nov 2026, 00:30');
    expect(formatDateTime(instant, { locale: 'en', digits: 'latin' })).toBe('26 Nov 2026, 00:30');
    expect(formatDate(instant, { locale: 'bn' })).toBe('২৬ নভেম্বর ২০২৬');
    expect(formatDateTime(instant, { locale: 'bn' })).toBe('২৬ নভেম্বর ২০২৬, ০০:৩০');
    expect(formatDateTime(instant, { locale: 'bn', digits: 'latin' })).toBe('26 নভেম্বর 2026, 00:30');
    expect(formatDateTime(new Date(instant), { timeZone: 'UTC' })).toBe('25 Nov 2026, 18:30');
    expect(formatDateTime('2026-09-05T08:05:00Z', { locale: 'bn' })).toBe('৫ সেপ্টেম্বর ২০২৬, ১৪:০৫');
    // Not a date: shown as it is.
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('soon', { locale: 'bn' })).toBe('soon');
  });

  it("writes what Intl's en-GB medium style writes, in zones with and without summer time", () => {
    const start = Date.UTC(2008, 0, 1);
    for (const timeZone of ['Asia/Dhaka', 'UTC', 'Europe/London', 'America/New_York']) {
      const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone });
      const dayTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
      // Every 61 hours and 7 minutes over twenty years: every month, hour and summer-time change met.
      for (let instant = start; instant < Date.UTC(2028, 0, 1); instant += 61 * 3_600_000 + 7 * 60_000) {
        const date = new Date(instant);
        expect(formatDate(date, { timeZone }), `${date.toISOString()} in ${timeZone}`).toBe(day.format(date));
        expect(formatDateTime(date, { timeZone }), `${date.toISOString()} in ${timeZone}`).toBe(dayTime.format(date));
      }
    }
    // Dhaka kept summer time in 2009 (+07:00), read from Intl; since 2010 it is +06:00 without asking.
    expect(formatDateTime('2009-07-01T17:30:00Z')).toBe('2 Jul 2009, 00:30');
    expect(formatDateTime('2010-07-01T17:30:00Z')).toBe('1 Jul 2010, 23:30');
  });

  it('labels a store day on a chart, in a table and as a month, in both languages', () => {
    expect(formatStoreDay('2026-11-26', { style: 'short' })).toBe('26 Nov');
    expect(formatStoreDay('2026-11-26')).toBe('26 Nov 2026');
    expect(formatStoreDay('2026-09-01')).toBe('1 Sept 2026');
    expect(formatStoreDay('2026-11-26', { style: 'month' })).toBe('November 2026');
    expect(formatStoreDay('2026-11-26', { locale: 'bn', style: 'short' })).toBe('২৬ নভেম্বর');
    expect(formatStoreDay('2026-11-26', { locale: 'bn' })).toBe('২৬ নভেম্বর ২০২৬');
    expect(formatStoreDay('2026-11-26', { locale: 'bn', style: 'month' })).toBe('নভেম্বর ২০২৬');
    expect(formatStoreDay('2026-11-26', { locale: 'bn', digits: 'latin', style: 'month' })).toBe('নভেম্বর 2026');
    banglaMonths.forEach((name, i) =>
      expect(formatStoreDay(`2026-${String(i + 1).padStart(2, '0')}-01`, { locale: 'bn', style: 'month' })).toBe(
        `${name} ২০২৬`,
      ),
    );
    const english = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const englishYear = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const bangla = new Intl.DateTimeFormat('bn', { month: 'long', timeZone: 'UTC' });
    for (let m = 1; m <= 12; m += 1) {
      const day = `2026-${String(m).padStart(2, '0')}-17`;
      const date = new Date(`${day}T00:00:00Z`);
      expect(formatStoreDay(day, { style: 'short' })).toBe(english.format(date));
      expect(formatStoreDay(day)).toBe(englishYear.format(date));
      expect(formatStoreDay(day, { style: 'month' })).toBe(month.format(date));
      expect(banglaMonths[m - 1]).toBe(bangla.format(date));
    }
  });
});
