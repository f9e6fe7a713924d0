import { describe, expect, it, vi } from 'vitest';
import { listWithTotal, newId } from './util.ts';

describe('listWithTotal', () => {
  it('counts the whole list by its length, without a count query', async () => {
    const count = vi.fn(async () => 99);
    expect(await listWithTotal({}, async () => ['a', 'b'], count)).toEqual({ rows: ['a', 'b'], total: 2 });
    expect(count).not.toHaveBeenCalled();
  });

  it('asks for the total beside a page', async () => {
    const list = vi.fn(async () => ['c']);
    expect(await listWithTotal({ limit: 1, offset: 2 }, list, async () => 3)).toEqual({ rows: ['c'], total: 3 });
    expect(list).toHaveBeenCalledWith({ limit: 1, offset: 2 });
    expect(await listWithTotal({ offset: 1 }, list, async () => 3)).toEqual({ rows: ['c'], total: 3 });
  });
});

describe('newId', () => {
  it('answers 24 hex characters, never the same twice, across refills of its pool', () => {
    const ids = Array.from({ length: 2000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
