import { describe, expect, it } from 'vitest';
import { hasLanguageUrls, startLanguage, unlocalizedPath } from './startLanguage.ts';

const at = (path: string) => {
  const url = new URL(path, 'http://store.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('startLanguage', () => {
  it('takes a Bangla address as Bangla, whatever the cookie says', () => {
    expect(startLanguage(at('/bn/items?q=ram'), 'lang=en', 'en-US')).toEqual({ language: 'bn' });
    expect(startLanguage(at('/bn/'), '', '')).toEqual({ language: 'bn' });
  });

  it('takes a Bangla reader from the English address of a public page to its Bangla one', () => {
    expect(startLanguage(at('/items/abc?x=1#reviews'), 'lang=bn', 'en-US')).toEqual({
      language: 'bn',
      redirectTo: '/bn/items/abc?x=1#reviews',
    });
    expect(startLanguage(at('/'), '', 'bn-BD,bn;q=0.9,en;q=0.5')).toEqual({ language: 'bn', redirectTo: '/bn/' });
  });

  it('follows the cookie over the browser, and English when neither says', () => {
    expect(startLanguage(at('/items'), 'lang=en', 'bn')).toEqual({ language: 'en' });
    expect(startLanguage(at('/items'), '', 'fr-FR')).toEqual({ language: 'en' });
  });

  it('speaks the visitor’s language on screens with one address', () => {
    expect(startLanguage(at('/dashboard/my-orders'), 'lang=bn', '')).toEqual({ language: 'bn' });
    expect(startLanguage(at('/login'), '', 'bn')).toEqual({ language: 'bn' });
  });
});

describe('hasLanguageUrls', () => {
  it('is true for home, the catalog, an item and compare, in either language', () => {
    for (const path of [
      '/',
      '/home',
      '/items',
      '/items/abc',
      '/bn/',
      '/bn',
      '/bn/items',
      '/bn/items/abc',
      '/compare',
      '/bn/compare',
    ])
      expect(hasLanguageUrls(path), path).toBe(true);
    for (const path of ['/cart', '/login', '/items/abc/reviews', '/dashboard', '/bn/cart'])
      expect(hasLanguageUrls(path), path).toBe(false);
  });

  it('is true for the PC builder and a saved build, in either language (requirements §19.5)', () => {
    for (const path of ['/builder', '/builder/abc', '/bn/builder', '/bn/builder/abc'])
      expect(hasLanguageUrls(path), path).toBe(true);
    expect(hasLanguageUrls('/builder/abc/x')).toBe(false);
  });

  it('strips the language from a path', () => {
    expect(unlocalizedPath('/bn/items/x')).toBe('/items/x');
    expect(unlocalizedPath('/bn')).toBe('/');
    expect(unlocalizedPath('/items')).toBe('/items');
  });
});
