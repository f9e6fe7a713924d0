import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, formatDayTimeIn, timesIn } from './dates.ts';

describe('dates', () => {
  // 18:30 UTC is 00:30 the next day in Dhaka (UTC+6): the CSV export's time, and its day.
  const lateEvening = '2026-11-25T18:30:00.000Z';

  it("writes an instant in the store's zone when given one", () => {
    expect(formatDayTime(lateEvening, 'Asia/Dhaka')).toBe('26 Nov 2026, 00:30');
    expect(formatDay(lateEvening, 'Asia/Dhaka')).toBe('26 Nov 2026');
    expect(formatDayTime(lateEvening, 'UTC')).toBe('25 Nov 2026, 18:30');
  });

  it("keeps the browser's zone without one, and a value that is not a date as it is", () => {
    const local = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatDayTime(lateEvening)).toBe(local.format(new Date(lateEvening)));
    expect(formatDayTime('soon', 'Asia/Dhaka')).toBe('soon');
  });

  it('says which zone the times are in', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(timesIn(english, 'Asia/Dhaka')).toBe('Times in Asia/Dhaka');
    expect(formatDayTimeIn(english, lateEvening, 'Asia/Dhaka')).toBe('26 Nov 2026, 00:30 (Asia/Dhaka time)');
  });
});
