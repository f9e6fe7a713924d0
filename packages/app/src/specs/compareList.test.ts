import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearCompare,
  compareHref,
  compareIdsOf,
  compareSearch,
  parseCompareList,
  readCompare,
  removeFromCompareList,
  toggleInCompare,
} from './compareList.ts';

const board = (n: number) => ({ _id: `mb-${n}`, name: `Board ${n}`, category: 'motherboards' });

describe('the compare list', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCompare();
  });

  it('is kept in localStorage, so a reload (a fresh read of it) finds it', () => {
    toggleInCompare(board(1));
    toggleInCompare(board(2));
    expect(JSON.parse(localStorage.getItem('storefront.compare')!)).toEqual([board(1), board(2)]);
    expect(parseCompareList(localStorage.getItem('storefront.compare'))).toEqual([board(1), board(2)]);
    expect(readCompare().items.map((item) => item._id)).toEqual(['mb-1', 'mb-2']);
  });

  it('takes four of one category, and says why not a fifth or another category’s item', () => {
    for (const n of [1, 2, 3, 4]) toggleInCompare(board(n));
    toggleInCompare(board(5));
    expect(readCompare()).toMatchObject({ refusal: { reason: 'full', name: 'Board 5' } });
    expect(readCompare().items).toHaveLength(4);
    removeFromCompareList('mb-4');
    expect(readCompare().refusal).toBeNull();
    toggleInCompare({ _id: 'cpu-1', name: 'CPU', category: 'processors' });
    expect(readCompare()).toMatchObject({ refusal: { reason: 'other-category', name: 'CPU' } });
    toggleInCompare(board(1));
    expect(readCompare().items.map((item) => item._id)).toEqual(['mb-2', 'mb-3']);
    clearCompare();
    expect(localStorage.getItem('storefront.compare')).toBeNull();
  });

  it('reads a hand-edited or broken value as far as it is sound', () => {
    expect(parseCompareList('not json')).toEqual([]);
    expect(parseCompareList('{"a":1}')).toEqual([]);
    const stored = [board(1), { _id: 3 }, board(1), { _id: 'cpu', name: 'CPU', category: 'processors' }, board(2)];
    expect(parseCompareList(JSON.stringify(stored))).toEqual([board(1), board(2)]);
    const six = [1, 2, 3, 4, 5, 6].map(board);
    expect(parseCompareList(JSON.stringify(six))).toHaveLength(4);
  });

  it('shares its items in an address, and reads them back each once, four at most', () => {
    expect(compareHref(['mb-1', 'a b'])).toBe('/compare?items=mb-1,a%20b');
    expect(compareHref([])).toBe('/compare');
    expect(compareSearch(['mb-1', 'mb-2'])).toBe('?items=mb-1,mb-2');
    expect(compareSearch([])).toBe('');
    expect(compareIdsOf(new URLSearchParams('items=mb-1,a%20b'))).toEqual(['mb-1', 'a b']);
    expect(compareIdsOf(new URLSearchParams('items=a,,b,a,c,d,e'))).toEqual(['a', 'b', 'c', 'd']);
    expect(compareIdsOf(new URLSearchParams(''))).toEqual([]);
  });
});
