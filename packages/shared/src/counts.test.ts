import { describe, expect, it } from 'vitest';
import { formatCount } from './counts.ts';

describe('counts', () => {
  it('writes counts grouped in lakh and crore, in Bangla digits on Bangla pages', () => {
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(100000, { locale: 'bn' })).toBe('১,০০,০০০');
    expect(formatCount(100000, { locale: 'bn', digits: 'latin' })).toBe('1,00,000');
  });
});
