import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message.ts';

describe('errorMessage', () => {
  it("gives an Error's own message, its subclasses' too", () => {
    expect(errorMessage(new Error('Item not found'))).toBe('Item not found');
    expect(errorMessage(new TypeError('fetch failed'))).toBe('fetch failed');
  });

  it('gives anything else thrown as text', () => {
    expect(errorMessage('disk full')).toBe('disk full');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage({ toString: () => 'a thrown object' })).toBe('a thrown object');
  });
});
