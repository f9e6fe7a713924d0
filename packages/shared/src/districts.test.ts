import { describe, expect, it } from 'vitest';
import { districtMessage, districts, zoneOfDistrict } from './districts.ts';

describe('the districts', () => {
  it('are the 64 districts of Bangladesh, each once, A to Z', () => {
    expect(districts).toHaveLength(64);
    const keys = districts.map((d) => d.key);
    expect(new Set(keys).size).toBe(64);
    expect([...keys].sort()).toEqual(keys);
    for (const key of keys) expect(key).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(districtMessage('coxs-bazar')?.message).toBe("Cox's Bazar");
    expect(districtMessage('chapai-nawabganj')?.message).toBe('Chapai Nawabganj');
    expect(districtMessage('atlantis')).toBeUndefined();
    expect(districtMessage(null)).toBeUndefined();
  });

  it('put Dhaka inside Dhaka, the five around it in the suburbs, and the 58 others outside', () => {
    expect(zoneOfDistrict('dhaka')).toBe('dhaka');
    const suburbs = districts.filter((d) => d.zone === 'suburbs').map((d) => d.key);
    expect(suburbs).toEqual(['gazipur', 'manikganj', 'munshiganj', 'narayanganj', 'narsingdi']);
    expect(districts.filter((d) => d.zone === 'outside')).toHaveLength(58);
    expect(zoneOfDistrict('chattogram')).toBe('outside');
  });
});
