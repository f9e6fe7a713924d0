import { describe, expect, it } from 'vitest';
import { cleanDisplayName } from './service.ts';

// Issue 29, item 7: a display name is one line (requirements §10 D22), whatever the identity
// provider's account holds; a sign-in is never refused for it, so it is cleaned instead.
describe('cleanDisplayName', () => {
  it('makes line breaks, tabs and control characters spaces, and keeps one line', () => {
    expect(cleanDisplayName('Farhana\r\nAkter')).toBe('Farhana Akter');
    expect(cleanDisplayName('Farhana\tAkter\u2028Bcc: x@example.com')).toBe('Farhana Akter Bcc: x@example.com');
    expect(cleanDisplayName('\u202eretkA anahraF')).toBe('retkA anahraF');
    expect(cleanDisplayName('Farhana\u0000\u0085\u2066Akter\u2069')).toBe('Farhana Akter');
    expect(cleanDisplayName('  কম্পিউটার   ক্লাব 😀 ')).toBe('কম্পিউটার ক্লাব 😀');
  });

  it('answers undefined for nothing left, and cuts at the name limit', () => {
    expect(cleanDisplayName(undefined)).toBeUndefined();
    expect(cleanDisplayName('\r\n\t\u0000')).toBeUndefined();
    expect(cleanDisplayName(`${'a'.repeat(119)} b`)).toBe('a'.repeat(119));
  });
});
