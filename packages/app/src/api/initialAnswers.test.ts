import { ACCESS_TOKEN_KEY, INITIAL_ANSWERS_ID } from '@storefront/shared';
import { mutate } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineAnswers } from '../../support/utils.tsx';
import { isHeldAnswer } from './freshAnswers.ts';
import { takeInitialAnswers } from './initialAnswers.ts';

/** What SWR's cache holds for `key` (a mutate without data answers it, with nothing to ask). */
const cached = (key: string) => mutate(key);

afterEach(() => {
  document.getElementById(INITIAL_ANSWERS_ID)?.remove();
  localStorage.clear();
});

describe('takeInitialAnswers', () => {
  it("puts the server's answers into SWR's cache as the fetcher would have, and takes the element away", async () => {
    inlineAnswers(JSON.stringify({ '/item/a1': { _id: 'a1', name: 'Club Router' } }));
    takeInitialAnswers();
    expect(await cached('/item/a1')).toEqual({ data: { _id: 'a1', name: 'Club Router' }, total: undefined });
    expect(document.getElementById(INITIAL_ANSWERS_ID)).toBeNull();
  });

  it('holds them for their first reader signed out; signed in, that reader asks again (its group prices, §20.5)', async () => {
    inlineAnswers(JSON.stringify({ '/item/b1': { _id: 'b1', name: 'Club Switch' } }));
    takeInitialAnswers();
    expect(isHeldAnswer('/item/b1')).toBe(true);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a-token');
    inlineAnswers(JSON.stringify({ '/item/b2': { _id: 'b2', name: 'Club Router' } }));
    takeInitialAnswers();
    expect(await cached('/item/b2')).toEqual({ data: { _id: 'b2', name: 'Club Router' }, total: undefined });
    expect(isHeldAnswer('/item/b2')).toBe(false);
  });

  it('leaves the cache alone when there is nothing, or nothing readable', async () => {
    takeInitialAnswers();
    inlineAnswers('{not json');
    expect(() => takeInitialAnswers()).not.toThrow();
    expect(document.getElementById(INITIAL_ANSWERS_ID)).toBeNull();
    inlineAnswers('"a string"');
    takeInitialAnswers();
    expect(await cached('/item/none')).toBeUndefined();
  });
});
