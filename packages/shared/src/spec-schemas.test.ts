import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addSpecIssues, normaliseSpecs, specsInputSchema } from './spec-schemas.ts';

describe('normaliseSpecs', () => {
  it('keeps valid values, normalised, in the definition order', () => {
    const { specs, issues } = normaliseSpecs('cases', {
      max_gpu_length_mm: '৩২০',
      form_factors: ['Mini-ITX', 'ATX', 'ATX'],
      psu_form_factor: ' ATX ',
    });
    expect(issues).toEqual([]);
    expect(specs).toEqual({ form_factors: ['ATX', 'Mini-ITX'], max_gpu_length_mm: 320, psu_form_factor: 'ATX' });
    expect(Object.keys(specs)).toEqual(['form_factors', 'max_gpu_length_mm', 'psu_form_factor']);
  });

  it('leaves empty values out', () => {
    expect(normaliseSpecs('processors', { socket: '', cores: null, integrated_graphics: false })).toEqual({
      specs: { integrated_graphics: false },
      issues: [],
    });
  });

  it('refuses a key the category does not have', () => {
    expect(normaliseSpecs('memory', { socket: 'AM5' }).issues).toEqual([
      { key: 'socket', message: 'Not a specification of Memory' },
    ]);
  });

  it('refuses a value outside the options', () => {
    expect(normaliseSpecs('processors', { socket: 'am5' }).issues).toEqual([
      { key: 'socket', message: 'Choose one of: AM4, AM5, LGA1700, LGA1851' },
    ]);
    expect(normaliseSpecs('cases', { form_factors: ['ATX', 'BTX'] }).issues[0]?.message).toBe(
      'Choose one or more of: E-ATX, ATX, Micro ATX, Mini-ITX',
    );
  });

  it('checks numbers at their bounds and whole numbers', () => {
    expect(normaliseSpecs('graphics-cards', { length_mm: 50 }).issues).toEqual([]);
    expect(normaliseSpecs('graphics-cards', { length_mm: 500 }).issues).toEqual([]);
    expect(normaliseSpecs('graphics-cards', { length_mm: 49 }).issues[0]?.message).toBe(
      'Enter a whole number from 50 to 500',
    );
    expect(normaliseSpecs('graphics-cards', { length_mm: 501 }).issues).toHaveLength(1);
    expect(normaliseSpecs('graphics-cards', { length_mm: 300.5 }).issues).toHaveLength(1);
    expect(normaliseSpecs('graphics-cards', { slots: 2.5 }).specs).toEqual({ slots: 2.5 });
    expect(normaliseSpecs('processors', { boost_clock_ghz: 'fast' }).issues[0]?.message).toBe(
      'Enter a number from 0.1 to 10',
    );
  });

  it('takes yes or no as a boolean or its word', () => {
    expect(normaliseSpecs('processors', { cooler_included: 'true' }).specs).toEqual({ cooler_included: true });
    expect(normaliseSpecs('processors', { cooler_included: 'yes' }).issues[0]?.message).toBe('Choose yes or no');
  });

  it('refuses specs on an item without a category', () => {
    expect(normaliseSpecs(null, { socket: 'AM5' }).issues).toEqual([
      { key: 'socket', message: 'Choose a category first: its specifications depend on it' },
    ]);
    expect(normaliseSpecs(null, {})).toEqual({ specs: {}, issues: [] });
  });
});

describe('specsInputSchema', () => {
  it('takes at most 40 keys', () => {
    const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, 1]));
    expect(specsInputSchema.safeParse(many).success).toBe(false);
    expect(specsInputSchema.safeParse({ socket: 'AM5' }).success).toBe(true);
  });
});

describe('addSpecIssues', () => {
  const form = z
    .object({ category: z.string().nullable(), specs: specsInputSchema.optional() })
    .superRefine((v, ctx) => addSpecIssues(ctx, v.category, v.specs));

  it('puts each issue on specs.<key>', () => {
    const result = form.safeParse({ category: 'memory', specs: { memory_type: 'DDR3', capacity_gb: 32 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['specs.memory_type', 'Choose one of: DDR4, DDR5'],
    ]);
  });

  it('passes a form without specs or with valid ones', () => {
    expect(form.safeParse({ category: 'memory' }).success).toBe(true);
    expect(form.safeParse({ category: 'memory', specs: { memory_type: 'DDR5' } }).success).toBe(true);
  });
});
