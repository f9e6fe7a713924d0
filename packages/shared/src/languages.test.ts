import { describe, expect, it } from 'vitest';
import {
  isLanguage,
  languageCookie,
  languageFromAcceptLanguage,
  languageFromCookie,
  languageOfPath,
  languages,
  localizedPath,
  negotiateLanguage,
} from './languages.ts';

describe('the languages', () => {
  it('are English and Bangla, by their two-letter codes exactly', () => {
    expect(languages).toEqual(['en', 'bn']);
    for (const yes of ['en', 'bn']) expect(isLanguage(yes), yes).toBe(true);
    for (const no of ['EN', 'bn-BD', 'xx', '', ' en', undefined, null, 1, {}, ['en']])
      expect(isLanguage(no)).toBe(false);
  });
});

describe('the lang cookie', () => {
  it('lasts a year on every path, same-site, readable by the app, Secure on https', () => {
    expect(languageCookie('bn')).toBe('lang=bn; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', { secure: true })).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('bn')).not.toMatch(/HttpOnly/i);
  });

  it('is read from a Cookie header or document.cookie among other cookies', () => {
    expect(languageFromCookie('lang=bn')).toBe('bn');
    expect(languageFromCookie('a=1; lang=en; b=2')).toBe('en');
    expect(languageFromCookie('a=1;lang=bn')).toBe('bn');
    expect(languageFromCookie(' lang = bn ')).toBe('bn');
    expect(languageFromCookie('lang="bn"')).toBe('bn');
    // The first decides, as a browser sends the most specific first.
    expect(languageFromCookie('lang=bn; lang=en')).toBe('bn');
  });

  it('says nothing when absent, malformed or not one of ours', () => {
    for (const header of [
      undefined,
      null,
      '',
      'lang',
      'lang=',
      'lang=xx',
      'lang=BN',
      'lang=bn-BD',
      'xlang=bn',
      'language=bn',
      ';;;=;=',
      'lang=%62%6e',
      '\u0000lang=bn\u0000',
    ])
      expect(languageFromCookie(header), String(header)).toBeUndefined();
  });
});

describe('Accept-Language', () => {
  it('counts bn, bn-BD and bn-IN as Bangla and any English as English', () => {
    for (const tag of ['bn', 'bn-BD', 'bn-IN', 'BN-bd', 'bn_BD'])
      expect(languageFromAcceptLanguage(tag), tag).toBe('bn');
    for (const tag of ['en', 'en-US', 'en-GB', 'EN-bd']) expect(languageFromAcceptLanguage(tag), tag).toBe('en');
  });

  it('honours q-values: the highest among ours wins, the earlier on a tie, q=0 refuses', () => {
    expect(languageFromAcceptLanguage('bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('bn');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,bn;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0.5, bn;q=0.8')).toBe('bn');
    expect(languageFromAcceptLanguage('fr-FR, fr;q=0.9, bn;q=0.3, en;q=0.2')).toBe('bn');
    expect(languageFromAcceptLanguage('bn;q=0.5, en;q=0.5')).toBe('bn');
    expect(languageFromAcceptLanguage('en;q=0.5, bn;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('bn;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('bn ; Q = 0.9 , en ; q=0.8')).toBe('bn');
    expect(languageFromAcceptLanguage('bn;q=1.000')).toBe('bn');
  });

  it('names none of ours for other languages, the wildcard, refusals and malformed headers, and never throws', () => {
    for (const header of [
      undefined,
      null,
      '',
      '*',
      'fr, de;q=0.5',
      'bn;q=0',
      'bn;q=2',
      'bn;q=-1',
      'bn;q=abc',
      'bn;q=NaN',
      'bengali',
      'eng',
      ',,,;;;',
      ';q=1',
      'q=1',
      '\u0000\uffff',
      'x'.repeat(10_000),
      'fr,'.repeat(5_000),
    ])
      expect(() => languageFromAcceptLanguage(header)).not.toThrow();
    for (const header of ['', '*', 'fr, de;q=0.5', 'bn;q=0', 'bn;q=2', 'bn;q=-1', 'bengali', 'eng', ',,,;;;'])
      expect(languageFromAcceptLanguage(header), header).toBeUndefined();
    // A parameter it cannot read is ignored: the tag keeps q=1.
    expect(languageFromAcceptLanguage('bn;level=1')).toBe('bn');
    // Past the first entries a browser sends, a list is ignored.
    expect(languageFromAcceptLanguage(`${'fr,'.repeat(40)}bn`)).toBeUndefined();
  });
});

describe("a page's URL", () => {
  it('says Bangla for /bn and below it, nothing elsewhere', () => {
    for (const path of ['/bn', '/bn/', '/bn/items', '/bn/items?q=ssd', '/bn?x=1', '/bn/items/abc'])
      expect(languageOfPath(path), path).toBe('bn');
    for (const path of ['/', '/items', '/items/bn', '/bnx', '/bn-BD/items', '/en/items', '/BN/items', ''])
      expect(languageOfPath(path), path).toBeUndefined();
  });

  it("gives each page's address in either language, the spec's English ones unchanged", () => {
    expect(localizedPath('/', 'bn')).toBe('/bn/');
    expect(localizedPath('/items', 'bn')).toBe('/bn/items');
    expect(localizedPath('/items/abc', 'bn')).toBe('/bn/items/abc');
    expect(localizedPath('/bn/items', 'bn')).toBe('/bn/items');
    expect(localizedPath('/bn/', 'en')).toBe('/');
    expect(localizedPath('/bn', 'en')).toBe('/');
    expect(localizedPath('/bn/items/abc', 'en')).toBe('/items/abc');
    expect(localizedPath('/items', 'en')).toBe('/items');
  });
});

describe('negotiateLanguage', () => {
  it("takes the URL's language first, then the cookie's, then Accept-Language's, then English", () => {
    expect(negotiateLanguage({ path: '/bn/items', cookie: 'lang=en', acceptLanguage: 'en' })).toBe('bn');
    expect(negotiateLanguage({ path: '/items', cookie: 'lang=bn', acceptLanguage: 'en' })).toBe('bn');
    expect(negotiateLanguage({ path: '/dashboard', cookie: 'lang=en', acceptLanguage: 'bn-BD' })).toBe('en');
    expect(negotiateLanguage({ path: '/', cookie: 'other=1', acceptLanguage: 'bn-BD,en;q=0.8' })).toBe('bn');
    expect(negotiateLanguage({ path: '/', cookie: 'lang=xx', acceptLanguage: 'bn-IN' })).toBe('bn');
    expect(negotiateLanguage({ path: '/', acceptLanguage: 'fr' })).toBe('en');
    expect(negotiateLanguage({ path: '/' })).toBe('en');
  });

  it('never throws on malformed input', () => {
    for (const junk of [undefined, null, '', ';;=', 'lang', '\u0000', 'q=;q=,,', 'x'.repeat(20_000)])
      expect(negotiateLanguage({ path: '/items', cookie: junk, acceptLanguage: junk })).toBe('en');
  });
});
