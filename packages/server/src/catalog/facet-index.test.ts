// The facets counted over a category's arrays (requirements §19.2): each attribute under the other
// filters with its own left out, lists of choices counted per value, numbers' lowest and highest, the
// words as word starts, the price bounds and the stock filter's items.
import { describe, expect, it } from 'vitest';
import { categoryArrays, countFacets } from './facet-index.ts';

// Cases: `form_factors` is a list of choices, `max_gpu_length_mm` a number, `psu_form_factor` a choice.
const row = (seq: number, words: string, price: number, specs: Record<string, unknown>) => ({
  seq,
  search_text: words,
  price_minor: price,
  specs: JSON.stringify(specs),
});
const cases = categoryArrays('cases', '7', [
  row(1, 'tower atx mesh', 500_000, {
    form_factors: ['ATX', 'Micro ATX'],
    max_gpu_length_mm: 360,
    psu_form_factor: 'ATX',
  }),
  row(2, 'compact itx cube', 400_000, { form_factors: ['Mini-ITX'], max_gpu_length_mm: 300, psu_form_factor: 'SFX' }),
  row(3, 'tower eatx glass', 900_000, {
    form_factors: ['E-ATX', 'ATX'],
    max_gpu_length_mm: 420,
    psu_form_factor: 'ATX',
  }),
  // No values at all: counted by no facet, passes no filter.
  row(4, 'tower bare', 300_000, {}),
]);

const options = (facets: ReturnType<typeof countFacets>['facets'], key: string) => {
  const facet = facets.find((f) => f.key === key);
  if (facet?.kind !== 'options') throw new Error(`${key} is not an options facet`);
  return Object.fromEntries(facet.values.filter((v) => v.count > 0).map((v) => [v.value, v.count]));
};
const range = (facets: ReturnType<typeof countFacets>['facets'], key: string) => {
  const facet = facets.find((f) => f.key === key);
  if (facet?.kind !== 'range') throw new Error(`${key} is not a range facet`);
  return [facet.min, facet.max];
};

describe('the facets over a category’s arrays', () => {
  it('count every value of a list, and a number’s lowest and highest, without filters', () => {
    const { total, facets } = countFacets(cases, 'cases', {});
    expect(total).toBe(4);
    expect(options(facets, 'form_factors')).toEqual({ ATX: 2, 'Micro ATX': 1, 'Mini-ITX': 1, 'E-ATX': 1 });
    expect(options(facets, 'psu_form_factor')).toEqual({ ATX: 2, SFX: 1 });
    expect(range(facets, 'max_gpu_length_mm')).toEqual([300, 420]);
  });

  it('count each attribute under the other filters, its own left out', () => {
    const { total, facets } = countFacets(cases, 'cases', {
      specs: [
        { key: 'psu_form_factor', kind: 'values', values: ['ATX'] },
        { key: 'max_gpu_length_mm', kind: 'range', max: 400 },
      ],
    });
    expect(total).toBe(1); // case 1 alone: ATX and at most 400 mm
    // Its own filter left out: the 400 mm bound alone leaves cases 1 and 2.
    expect(options(facets, 'psu_form_factor')).toEqual({ ATX: 1, SFX: 1 });
    // The ATX filter alone leaves cases 1 and 3.
    expect(range(facets, 'max_gpu_length_mm')).toEqual([360, 420]);
    // Not filtered: under both filters, case 1.
    expect(options(facets, 'form_factors')).toEqual({ ATX: 1, 'Micro ATX': 1 });
  });

  it('match any value of a list, at a number’s bounds included', () => {
    const among = (specs: Parameters<typeof countFacets>[2]['specs']) => countFacets(cases, 'cases', { specs }).total;
    expect(among([{ key: 'form_factors', kind: 'values', values: ['Mini-ITX', 'E-ATX'] }])).toBe(2);
    expect(among([{ key: 'max_gpu_length_mm', kind: 'range', min: 360, max: 360 }])).toBe(1);
    expect(among([{ key: 'max_gpu_length_mm', kind: 'range', min: 361 }])).toBe(1);
    // An item without the value passes no filter on it.
    expect(among([{ key: 'max_gpu_length_mm', kind: 'range', min: 0 }])).toBe(3);
  });

  it('take the words as word starts, the price bounds and the stock filter’s items', () => {
    expect(countFacets(cases, 'cases', { q: 'tow' }).total).toBe(3);
    expect(countFacets(cases, 'cases', { q: 'tow glass' }).total).toBe(1);
    expect(countFacets(cases, 'cases', { q: 'ower' }).total).toBe(0); // inside a word: no match
    // Two words of one term count once: "tow" twice is not "tow" and "glass".
    const twice = categoryArrays('cases', '1', [row(1, 'tower towel', 1, {}), row(2, 'towel glass', 1, {})]);
    expect(countFacets(twice, 'cases', { q: 'tow glass' }).total).toBe(1);
    expect(countFacets(twice, 'cases', { q: 'glass towe' }).total).toBe(1);
    expect(countFacets(cases, 'cases', { minPriceMinor: 400_000, maxPriceMinor: 500_000 }).total).toBe(2);
    const { total, facets } = countFacets(cases, 'cases', { among: new Set([2, 3]), q: 'tower' });
    expect(total).toBe(1);
    expect(options(facets, 'psu_form_factor')).toEqual({ ATX: 1 });
  });

  it('answer null bounds and zero counts when nothing matches', () => {
    const { total, facets } = countFacets(cases, 'cases', { q: 'nothing' });
    expect(total).toBe(0);
    expect(range(facets, 'max_gpu_length_mm')).toEqual([null, null]);
    expect(options(facets, 'form_factors')).toEqual({});
  });

  it('list a yes/no attribute as true and false', () => {
    const cpus = categoryArrays('processors', '1', [
      row(1, 'a', 1, { integrated_graphics: true }),
      row(2, 'b', 1, { integrated_graphics: false }),
      row(3, 'c', 1, { integrated_graphics: true }),
    ]);
    const facet = countFacets(cpus, 'processors', {}).facets.find((f) => f.key === 'integrated_graphics');
    expect(facet).toEqual({
      key: 'integrated_graphics',
      kind: 'options',
      values: [
        { value: 'true', count: 2 },
        { value: 'false', count: 1 },
      ],
    });
  });
});
