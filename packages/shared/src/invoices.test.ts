import { describe, expect, it } from 'vitest';
import { fiscalYearOf, invoiceNumber } from './invoices.ts';

describe('the fiscal year of an invoice (July to June, in the store zone)', () => {
  it('turns at midnight of 1 July in Dhaka, not in UTC', () => {
    // 30 June 23:59 in Dhaka (UTC+6) is 17:59 UTC; 1 July 00:00 there is 30 June 18:00 UTC.
    expect(fiscalYearOf('2026-06-30T17:59:59.999Z', 'Asia/Dhaka')).toEqual({ key: '2526', label: '2025-26' });
    expect(fiscalYearOf('2026-06-30T18:00:00.000Z', 'Asia/Dhaka')).toEqual({ key: '2627', label: '2026-27' });
    // The same instants in UTC are still 30 June.
    expect(fiscalYearOf('2026-06-30T18:00:00.000Z', 'UTC').key).toBe('2526');
  });

  it('runs to 30 June of the next calendar year', () => {
    expect(fiscalYearOf('2027-01-01T00:00:00+06:00', 'Asia/Dhaka').label).toBe('2026-27');
    expect(fiscalYearOf('2027-06-30T23:59:00+06:00', 'Asia/Dhaka').key).toBe('2627');
    expect(fiscalYearOf('2099-07-01T00:00:00+06:00', 'Asia/Dhaka')).toEqual({ key: '9900', label: '2099-00' });
  });
});

describe('invoice numbers', () => {
  it('write the series, the fiscal year and six digits', () => {
    const year = { key: '2627', label: '2026-27' };
    expect(invoiceNumber('TI', year, 1)).toBe('TI-2627-000001');
    expect(invoiceNumber('CN', year, 123456)).toBe('CN-2627-123456');
    expect(invoiceNumber('TI', year, 1234567)).toBe('TI-2627-1234567');
  });
});
