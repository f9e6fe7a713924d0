import { catalogViewFrom } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { catalogParams, specFiltersOf } from './catalogSpecs.ts';

const viewOf = (query: string) => {
  const params = new URLSearchParams(query);
  return catalogViewFrom((name) => params.get(name));
};

describe('the catalog URL spec filters', () => {
  it('reads a category’s spec filters and writes them back after the other filters, as the API reads them', () => {
    const query = 'category=motherboards&in_stock=1&spec.socket=AM5,LGA1700&spec.memory_slots.min=4';
    const params = new URLSearchParams(query);
    const specs = specFiltersOf(params, 'motherboards');
    expect(specs).toEqual({ socket: ['AM5', 'LGA1700'], memory_slots: { min: 4 } });
    expect(decodeURIComponent(catalogParams(viewOf(query), specs).toString())).toBe(
      'category=motherboards&in_stock=1&spec.socket=AM5,LGA1700&spec.memory_slots.min=4',
    );
  });

  it('takes Bangla digits in a bound', () => {
    expect(specFiltersOf(new URLSearchParams('spec.length_mm.max=৩২০'), 'graphics-cards')).toEqual({
      length_mm: { max: 320 },
    });
  });

  it('has none without a category, and leaves out a key the category does not filter by', () => {
    expect(specFiltersOf(new URLSearchParams('spec.socket=AM5'), undefined)).toEqual({});
    expect(catalogParams(viewOf(''), { socket: ['AM5'] }).toString()).toBe('');
    expect(specFiltersOf(new URLSearchParams('spec.socket=AM5&spec.colour=red&spec.threads.min=8'), 'processors')).toEqual({
      socket: ['AM5'],
    });
  });
});
