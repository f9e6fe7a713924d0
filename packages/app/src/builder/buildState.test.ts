import { describe, expect, it } from 'vitest';
import { partsFromSearch, readStoredBuild, searchOfParts, storeBuild } from './buildState.ts';

describe("the builder's build in the address", () => {
  it('reads back what it writes, quantities and order kept', () => {
    const parts = [
      { item: 'cpu1', quantity: 1 },
      { item: 'ram_2', quantity: 2 },
      { item: 'ssd-3', quantity: 3 },
    ];
    expect(searchOfParts(parts)).toBe('?part=cpu1&part=ram_2.2&part=ssd-3.3');
    expect(partsFromSearch(searchOfParts(parts))).toEqual(parts);
    expect(searchOfParts([])).toBe('');
  });

  it('leaves out malformed and repeated parts and keeps a quantity within 1 to 99', () => {
    expect(partsFromSearch('?part=a&part=a.3&part=b.0&part=c.500&part=d.x&part=e%2Fx&part=&q=1')).toEqual([
      { item: 'a', quantity: 1 },
      { item: 'b', quantity: 1 },
      { item: 'c', quantity: 99 },
    ]);
  });

  it('holds 30 parts at most, as the API takes', () => {
    const many = Array.from({ length: 40 }, (_, i) => `part=p${i}`).join('&');
    expect(partsFromSearch(`?${many}`)).toHaveLength(30);
  });

  it('keeps the last build in this browser, and forgets an emptied one', () => {
    storeBuild([{ item: 'cpu1', quantity: 2 }]);
    expect(readStoredBuild()).toEqual([{ item: 'cpu1', quantity: 2 }]);
    storeBuild([]);
    expect(readStoredBuild()).toEqual([]);
  });
});
