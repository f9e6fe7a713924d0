import { catalogViewFrom } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { catalogParams, specFiltersOf } from './catalogSpecs.ts';

const viewOf = (query: string) => {
  const params = new URLSearchParams(query);
  return catalogViewFrom((name) => params.get(name));
};

describe('the catalog URL spec filters', () => {
  it('reads a category’s spec filters and writes them after the other filters, sorted by key as shared writes them', () => {
    const query = 'category=motherboards&in_stock=1&spec.socket=LGA1700,AM5&spec.memory_slots.min=4';
    const specs = specFiltersOf(new URLSearchParams(query), 'motherboards');
    expect(specs).toEqual({ memory_slots: { min: 4, max: undefined }, socket: ['AM5', 'LGA1700'] });
    expect(decodeURIComponent(catalogParams(viewOf(query), specs).toString())).toBe(
      'category=motherboards&in_stock=1&spec.memory_slots.min=4&spec.socket=AM5,LGA1700',
    );
  });

  it('takes Bangla digits in a bound, and writes one exact number as the value itself', () => {
    expect(specFiltersOf(new URLSearchParams('spec.length_mm.max=৩২০'), 'graphics-cards')).toEqual({
      length_mm: { min: undefined, max: 320 },
    });
    const view = viewOf('category=memory');
    expect(catalogParams(view, { modules: { min: 2, max: 2 } }).toString()).toBe('category=memory&spec.modules=2');
  });

  it('has none without a category, and none when the URL names one the category does not filter by', () => {
    expect(specFiltersOf(new URLSearchParams('spec.socket=AM5'), undefined)).toEqual({});
    expect(catalogParams(viewOf(''), { socket: ['AM5'] }).toString()).toBe('');
    expect(specFiltersOf(new URLSearchParams('spec.socket=AM5&spec.colour=red'), 'processors')).toEqual({});
    expect(specFiltersOf(new URLSearchParams('spec.socket=AM9'), 'processors')).toEqual({});
  });
});
