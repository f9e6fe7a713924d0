import { describe, expect, it } from 'vitest';
import { catalogSearchParams, catalogSortFor, catalogViewFrom, categoryHref } from './catalog.ts';
import { catalogQuerySchema, parseSpecFilters, specFilterParams } from './catalog-query.ts';
import { messages } from './messages.ts';

const view = (query: string) => {
  const params = new URLSearchParams(query);
  return catalogViewFrom((name) => params.get(name));
};

describe("the catalog page's URL", () => {
  // Every URL the API takes reads the same on the page (the page never needs the API's schema).
  it.each([
    '',
    'q=grap',
    'q=%20ryzen%20&category=processors&sort=price-asc',
    'min_price=1000&max_price=25000.5&in_stock=1',
    'in_stock=true&sort=name',
    'in_stock=0&sort=price-desc&category=keyboards-mice',
    'min_price=0',
    'q=grap&sort=newest',
    'sort=relevance',
  ])('reads %j as the API does', (query) => {
    const api = catalogQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const read = view(query);
    expect({ ...read, sort: catalogSortFor(read.q, read.sort) }).toEqual({
      q: api.q ?? '',
      category: api.category,
      minPrice: api.min_price,
      maxPrice: api.max_price,
      inStock: api.in_stock ?? false,
      sort: api.sort,
    });
  });

  it('reads price bounds typed in Bangla or Arabic-Indic digits, as the API does', () => {
    expect(view('min_price=১০০০&max_price=٢٥٠٠٠.٥')).toMatchObject({ minPrice: 1000, maxPrice: 25000.5 });
    expect(catalogQuerySchema.parse({ min_price: '১০০০', max_price: '٢٥٠٠٠.٥' })).toMatchObject({
      min_price: 1000,
      max_price: 25000.5,
    });
    expect(catalogQuerySchema.safeParse({ min_price: '১০ টাকা' }).error?.issues[0]?.message).toBe(
      messages.priceFilterNumber,
    );
  });

  it('drops only the parameters the API would refuse', () => {
    expect(view('q=ssd&category=toasters&sort=cheapest&min_price=-5&max_price=abc&in_stock=maybe')).toEqual({
      q: 'ssd',
      category: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      inStock: false,
      sort: undefined,
    });
    expect(catalogQuerySchema.safeParse({ category: 'toasters' }).success).toBe(false);
    // A range upside down keeps its lower bound.
    expect(view('min_price=500&max_price=100')).toMatchObject({ minPrice: 500, maxPrice: undefined });
    expect(catalogQuerySchema.safeParse({ min_price: '500', max_price: '100' }).success).toBe(false);
  });

  // The page's address and its first request are written from the view, and the server writes
  // the key of the first page it inlines the same way (server catalog/pages.ts).
  it.each([
    ['', ''],
    ['in_stock=0', ''],
    // A sort the shopper chose stays chosen, the default's included: words typed later keep it.
    ['sort=newest&in_stock=0', 'sort=newest'],
    ['q=%20ryzen%20&sort=price-asc&category=processors', 'q=ryzen&category=processors&sort=price-asc'],
    ['max_price=25000.5&in_stock=true&min_price=1000', 'min_price=1000&max_price=25000.5&in_stock=1'],
    ['sort=cheapest&q=ssd&min_price=-5', 'q=ssd'],
  ])('writes the view of %j as %j, which reads back as the same view', (query, written) => {
    expect(catalogSearchParams(view(query)).toString()).toBe(written);
    expect(view(written)).toEqual(view(query));
    expect(catalogQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(written))).success).toBe(true);
  });
});

describe("the catalog's order", () => {
  it('is the chosen sort, else the best match first for words and newest first without', () => {
    expect(catalogSortFor('grap', undefined)).toBe('relevance');
    expect(catalogSortFor(' -- ', undefined)).toBe('newest');
    expect(catalogSortFor(undefined, undefined)).toBe('newest');
    expect(catalogSortFor('grap', 'price-asc')).toBe('price-asc');
    expect(catalogSortFor('grap', 'newest')).toBe('newest');
    expect(catalogSortFor('', 'relevance')).toBe('newest');
    expect(catalogQuerySchema.parse({ q: 'grap' }).sort).toBe('relevance');
    expect(catalogQuerySchema.parse({}).sort).toBe('newest');
    expect(catalogQuerySchema.parse({ q: 'grap', sort: 'name' }).sort).toBe('name');
  });
});

describe("a category's catalog page", () => {
  it('is the catalog filtered by the category alone, or the whole catalog for an item with none', () => {
    expect(categoryHref('graphics-cards')).toBe('/items?category=graphics-cards');
    expect(view(categoryHref('graphics-cards').split('?')[1]!)).toEqual({ ...view(''), category: 'graphics-cards' });
    expect(categoryHref(null)).toBe('/items');
    expect(categoryHref(undefined)).toBe('/items');
  });
});

describe('the filters by specifications (requirements §19.2)', () => {
  it('read the parameters, sorted by key, and write them back the same', () => {
    const params = {
      'spec.socket': 'AM5,AM4',
      'spec.memory_slots.min': '২',
      'spec.m2_slots': '2',
      'spec.form_factor': '',
      'spec.chipset': ' , ',
      q: 'board',
    };
    const { filters, issues } = parseSpecFilters('motherboards', params);
    expect(issues).toEqual([]);
    expect(filters).toEqual([
      { key: 'm2_slots', kind: 'range', min: 2, max: 2 },
      { key: 'memory_slots', kind: 'range', min: 2 },
      { key: 'socket', kind: 'values', values: ['AM4', 'AM5'] },
    ]);
    const written = specFilterParams(filters);
    expect(written).toEqual([
      ['spec.m2_slots', '2'],
      ['spec.memory_slots.min', '2'],
      ['spec.socket', 'AM4,AM5'],
    ]);
    expect(parseSpecFilters('motherboards', Object.fromEntries(written)).filters).toEqual(filters);
  });

  it('answer the API its filters, and refuse what the category does not have', () => {
    expect(catalogQuerySchema.parse({ category: 'processors', 'spec.integrated_graphics': 'true' }).specs).toEqual([
      { key: 'integrated_graphics', kind: 'values', values: ['true'] },
    ]);
    expect(catalogQuerySchema.parse({}).specs).toEqual([]);
    expect(parseSpecFilters(undefined, { 'spec.socket': 'AM5' }).issues).toEqual([
      { field: 'category', message: messages.specFilterNoCategory },
    ]);
    expect(
      parseSpecFilters('cases', { 'spec.max_gpu_length_mm.min': '400', 'spec.max_gpu_length_mm.max': '300' }).issues,
    ).toEqual([{ field: 'spec.max_gpu_length_mm.max', message: messages.specRangeOrder }]);
    expect(parseSpecFilters('cases', { 'spec.socket': 'AM5' }).issues).toEqual([
      { field: 'spec.socket', message: messages.specUnknown('Cases') },
    ]);
  });
});
