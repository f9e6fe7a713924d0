// @vitest-environment happy-dom
// The digits choice is a cookie: a document is needed.
import { describe, expect, it } from 'vitest';
import { activateNow, i18n } from './activate.ts';
import { chooseDigits } from './digits.ts';

describe('the digits a Bangla reader chooses', () => {
  it("rewrite the catalog's own numbers both ways: Latin, then Bangla again", () => {
    activateNow('bn', { 'test.digits': 'কমপক্ষে ৬ অক্ষর' });
    chooseDigits('latin');
    expect(i18n._('test.digits')).toBe('কমপক্ষে 6 অক্ষর');
    // Lingui keeps the object it was given first and copies later loads into it: the catalog as
    // written must not be that object, or the Latin load overwrites it for good.
    chooseDigits('native');
    expect(i18n._('test.digits')).toBe('কমপক্ষে ৬ অক্ষর');
  });
});
