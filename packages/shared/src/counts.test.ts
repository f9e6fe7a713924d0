import { describe, expect, it } from 'vitest';
import { formatCount, formatUnits, unitWord } from './counts.ts';

describe('counts', () => {
  it('writes counts grouped in lakh and crore and one unit apart from many', () => {
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(999)).toBe('999');
    expect(formatUnits(1)).toBe('1 unit');
    expect(formatUnits(0)).toBe('0 units');
    expect(formatUnits(1200)).toBe('1,200 units');
    expect(unitWord(2)).toBe('units');
  });
});
