import { describe, expect, it } from 'vitest';
import {
  addToCompare,
  COMPARE_MAX,
  compareRows,
  removeFromCompare,
  toggleCompare,
  type CompareEntry,
} from './compare.ts';

const ssd = (n: number): CompareEntry => ({ _id: `ssd-${n}`, name: `SSD ${n}`, category: 'storage' });
const cpu: CompareEntry = { _id: 'cpu-1', name: 'Ryzen 7', category: 'processors' };

describe('addToCompare', () => {
  it('adds up to four items of one category, in the order chosen', () => {
    let list: readonly CompareEntry[] = [];
    for (let n = 1; n <= COMPARE_MAX; n++) {
      const result = addToCompare(list, ssd(n));
      expect(result.refused).toBeUndefined();
      list = result.list;
    }
    expect(list.map((e) => e._id)).toEqual(['ssd-1', 'ssd-2', 'ssd-3', 'ssd-4']);
  });

  it('refuses a fifth, keeping the four', () => {
    const four = [1, 2, 3, 4].map(ssd);
    const result = addToCompare(four, ssd(5));
    expect(result).toEqual({ list: four, refused: 'full' });
  });

  it("refuses another category's item, even when the tray is full (the category is the first reason)", () => {
    expect(addToCompare([ssd(1)], cpu)).toEqual({ list: [ssd(1)], refused: 'other-category' });
    expect(addToCompare([1, 2, 3, 4].map(ssd), cpu).refused).toBe('other-category');
  });

  it('refuses an item without a category, and takes any category into an empty tray', () => {
    expect(addToCompare([], { _id: 'x', name: 'X', category: null }).refused).toBe('no-category');
    expect(addToCompare([], cpu)).toEqual({ list: [cpu] });
  });

  it('adding an item already there changes nothing', () => {
    const list = [ssd(1), ssd(2)];
    expect(addToCompare(list, ssd(2))).toEqual({ list });
  });
});

describe('removeFromCompare and toggleCompare', () => {
  it('removes one and keeps the others in order', () => {
    expect(removeFromCompare([ssd(1), ssd(2), ssd(3)], 'ssd-2')).toEqual([ssd(1), ssd(3)]);
  });

  it('toggles out what is in, and in what is out (refused when full)', () => {
    expect(toggleCompare([ssd(1)], ssd(1))).toEqual({ list: [] });
    expect(toggleCompare([ssd(1)], ssd(2))).toEqual({ list: [ssd(1), ssd(2)] });
    expect(toggleCompare([1, 2, 3, 4].map(ssd), ssd(5)).refused).toBe('full');
    // A full tray still lets one out.
    expect(toggleCompare([1, 2, 3, 4].map(ssd), ssd(4)).list).toHaveLength(3);
  });
});

describe('compareRows', () => {
  it('puts the rows that differ first, then the same ones, each in the definition order', () => {
    const rows = compareRows('storage', [
      { specs: { interface: 'NVMe', form_factor: 'M.2 2280', capacity_gb: 1000 } },
      { specs: { interface: 'NVMe', form_factor: 'M.2 2280', capacity_gb: 2000 } },
    ]);
    expect(rows.map((r) => [r.attribute.key, r.differs])).toEqual([
      ['capacity_gb', true],
      ['interface', false],
      ['form_factor', false],
    ]);
    expect(rows[0]!.values).toEqual([1000, 2000]);
  });

  it('a value one item lacks differs; an attribute no item has is left out', () => {
    const rows = compareRows('processors', [
      { specs: { socket: 'AM5', integrated_graphics: true } },
      { specs: { socket: 'AM5' } },
    ]);
    expect(rows.map((r) => [r.attribute.key, r.differs])).toEqual([
      ['integrated_graphics', true],
      ['socket', false],
    ]);
    expect(rows[0]!.values).toEqual([true, undefined]);
  });

  it('compares lists of choices by their values, not by identity', () => {
    const rows = compareRows('cases', [
      { specs: { form_factors: ['ATX', 'Micro ATX'] } },
      { specs: { form_factors: ['ATX', 'Micro ATX'] } },
      { specs: { form_factors: ['ATX'] } },
    ]);
    expect(rows[0]!.differs).toBe(true);
    expect(
      compareRows('cases', [{ specs: { form_factors: ['ATX'] } }, { specs: { form_factors: ['ATX'] } }])[0]!.differs,
    ).toBe(false);
  });

  it('has no rows for an item without a category or without specs', () => {
    expect(compareRows(null, [{ specs: { socket: 'AM5' } }])).toEqual([]);
    expect(compareRows('memory', [{ specs: {} }, { specs: {} }])).toEqual([]);
  });
});
