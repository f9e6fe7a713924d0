import { describe, expect, it } from 'vitest';
import { categoryIds } from './catalog.ts';
import { categorySpecs, type SpecAttribute, specAttribute, specFiltersOf, specOptionLabel } from './specs.ts';

describe('categorySpecs', () => {
  it('defines every category, each key once, every choice with options and every number with bounds', () => {
    for (const category of categoryIds) {
      const attributes: readonly SpecAttribute[] = categorySpecs[category];
      expect(attributes.length).toBeGreaterThan(0);
      const keys = attributes.map((a) => a.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const a of attributes) {
        expect(a.key).toMatch(/^[a-z][a-z0-9_]*$/);
        if (a.type === 'choice' || a.type === 'choices') expect(a.options?.length).toBeGreaterThan(1);
        if (a.type === 'number') expect(a.min).toBeLessThan(a.max ?? 0);
        for (const value of Object.keys(a.optionLabels ?? {})) expect(a.options).toContain(value);
      }
    }
  });

  it('shares the keys the builder compares across categories', () => {
    expect(specAttribute('processors', 'socket')?.options).toEqual(specAttribute('motherboards', 'socket')?.options);
    expect(specAttribute('cooling', 'sockets')?.options).toEqual(specAttribute('motherboards', 'socket')?.options);
    expect(specAttribute('memory', 'memory_type')?.options).toEqual(
      specAttribute('motherboards', 'memory_type')?.options,
    );
    expect(specAttribute('cases', 'form_factors')?.options).toEqual(
      specAttribute('motherboards', 'form_factor')?.options,
    );
  });

  it('lists filters and option labels', () => {
    expect(specFiltersOf('processors').map((a) => a.key)).toContain('socket');
    expect(specFiltersOf(null)).toEqual([]);
    const type = specAttribute('cooling', 'cooler_type');
    expect(type && specOptionLabel(type, 'air')).toMatchObject({ message: 'Air cooler' });
    const socket = specAttribute('processors', 'socket');
    expect(socket && specOptionLabel(socket, 'AM5')).toBe('AM5');
  });
});
