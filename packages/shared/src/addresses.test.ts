import { describe, expect, it } from 'vitest';
import { addressInputSchema, defaultAddress, type SavedAddress } from './addresses.ts';
import { messages } from './messages.ts';

const saved = (label: string, is_default = false): SavedAddress => ({
  _id: label.toLowerCase(),
  label,
  address: 'Road 1, Dhaka',
  phone: '01700000000',
  is_default,
});

describe('defaultAddress', () => {
  it('is the default, else the first, else none', () => {
    expect(defaultAddress([saved('A'), saved('B', true)])?.label).toBe('B');
    expect(defaultAddress([saved('A'), saved('B')])?.label).toBe('A');
    expect(defaultAddress([])).toBeUndefined();
  });
});

describe('addressInputSchema', () => {
  it('trims its fields and names each missing one', () => {
    expect(addressInputSchema.parse({ label: ' Office ', address: ' Road 1, Dhaka ', phone: ' 01700000000 ' })).toEqual(
      {
        label: 'Office',
        address: 'Road 1, Dhaka',
        phone: '01700000000',
      },
    );
    const result = addressInputSchema.safeParse({ label: '', address: '', phone: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      messages.addressLabelRequired,
      messages.addressRequired,
      messages.phoneRequired,
    ]);
  });
});
