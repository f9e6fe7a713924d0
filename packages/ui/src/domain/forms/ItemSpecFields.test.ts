import { setScreenFormat } from '@storefront/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { specFieldNames, specFormValues, specsForCategory } from './ItemSpecFields.tsx';

afterEach(() => setScreenFormat({}));

describe("the item forms' specifications (requirements §19.1)", () => {
  it('carry to a new category the values it has and takes, and start its other fields empty', () => {
    const typed = { socket: 'AM5', cores: '8', form_factor: 'M.2 2280', memory_slots: '' };
    expect(specsForCategory('motherboards', typed)).toEqual({
      socket: 'AM5',
      chipset: '',
      // A drive's form factor is no board's: not sent unseen.
      form_factor: '',
      memory_type: '',
      memory_slots: '',
      max_memory_gb: '',
      m2_slots: '',
      sata_ports: '',
    });
    expect(specsForCategory('cases', { form_factors: ['ATX'], max_gpu_length_mm: '৩৬০' })).toMatchObject({
      form_factors: ['ATX'],
      max_gpu_length_mm: '৩৬০',
      max_cooler_height_mm: '',
    });
    expect(specsForCategory('', typed)).toEqual({});
  });

  it("fill the editor's fields from an item's specs in the reader's digits", () => {
    const specs = { socket: 'AM5', boost_clock_ghz: 5.3, integrated_graphics: false, form_factors: ['ATX'] };
    expect(specFormValues(specs)).toEqual({
      socket: 'AM5',
      boost_clock_ghz: '5.3',
      integrated_graphics: 'false',
      form_factors: ['ATX'],
    });
    setScreenFormat({ locale: 'bn' });
    expect(specFormValues({ memory_slots: 4 })).toEqual({ memory_slots: '৪' });
  });

  it("name every attribute's field once, so a server refusal shows at it", () => {
    expect(specFieldNames).toContain('specs.socket');
    expect(specFieldNames).toContain('specs.form_factors');
    expect(new Set(specFieldNames).size).toBe(specFieldNames.length);
  });
});
