import { describe, expect, it } from 'vitest';
import { toLatinDigits, toLocaleDigits } from './digits.ts';

describe('digits', () => {
  it('reads Bangla and Arabic-Indic digits as 0-9, leaving everything else', () => {
    expect(toLatinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('১০')).toBe('10');
    expect(toLatinDigits('১২৯৯.৫০')).toBe('1299.50');
    expect(toLatinDigits('1০')).toBe('10');
    expect(toLatinDigits('CC-GPU-4070 ১০ টি')).toBe('CC-GPU-4070 10 টি');
    expect(toLatinDigits('')).toBe('');
  });

  it('writes 0-9 in Bangla digits only for Bangla with its own digits', () => {
    expect(toLocaleDigits('1,00,000.5', { locale: 'bn' })).toBe('১,০০,০০০.৫');
    expect(toLocaleDigits('1,00,000.5', { locale: 'bn', digits: 'native' })).toBe('১,০০,০০০.৫');
    expect(toLocaleDigits('1,00,000.5', { locale: 'bn', digits: 'latin' })).toBe('1,00,000.5');
    expect(toLocaleDigits('1,00,000.5', { locale: 'en' })).toBe('1,00,000.5');
    expect(toLocaleDigits('1,00,000.5', { locale: 'en', digits: 'native' })).toBe('1,00,000.5');
    expect(toLocaleDigits('1,00,000.5')).toBe('1,00,000.5');
    expect(toLatinDigits(toLocaleDigits('0123456789', { locale: 'bn' }))).toBe('0123456789');
  });
});
