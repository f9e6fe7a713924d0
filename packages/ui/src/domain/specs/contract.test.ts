import { describe, expect, it } from 'vitest';
import { specFilterCount, specFilterParams, specFilterStateOf } from './contract.ts';

describe('specFilterParams', () => {
  it("writes the catalog's spec.<key> parameters: values joined by commas, bounds as .min and .max", () => {
    expect(
      specFilterParams({
        socket: ['AM5'],
        memory_type: ['DDR4', 'DDR5'],
        length_mm: { max: 320 },
        tdp_w: { min: 65, max: 125 },
        integrated_graphics: ['true'],
      }),
    ).toEqual({
      'spec.socket': 'AM5',
      'spec.memory_type': 'DDR4,DDR5',
      'spec.length_mm.max': '320',
      'spec.tdp_w.min': '65',
      'spec.tdp_w.max': '125',
      'spec.integrated_graphics': 'true',
    });
  });

  it('leaves out filters that filter nothing', () => {
    expect(specFilterParams({ socket: [], length_mm: {}, tdp_w: { min: undefined } })).toEqual({});
    expect(specFilterCount({ socket: [], length_mm: {}, cores: { min: 0 } })).toBe(1);
  });
});

describe('specFilterStateOf', () => {
  it('reads back what specFilterParams wrote', () => {
    const state = { socket: ['AM5', 'LGA1700'], length_mm: { min: 200, max: 320 }, wifi: ['Wi-Fi 6'] };
    expect(specFilterStateOf(new URLSearchParams(specFilterParams(state)))).toEqual(state);
  });

  it('reads Bangla digits, and leaves out what is not a spec filter or not a number', () => {
    const params = new URLSearchParams('category=graphics-cards&spec.length_mm.max=৩২০&spec.tdp_w.min=abc&q=rtx');
    expect(specFilterStateOf(params)).toEqual({ length_mm: { max: 320 } });
  });
});
