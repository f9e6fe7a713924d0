import { describe, expect, it } from 'vitest';
import { addressInputSchema, defaultAddress, deliveryKey, type SavedAddress } from './addresses.ts';
import { messages } from './messages.ts';

const saved = (label: string, is_default = false): SavedAddress => ({
  _id: label.toLowerCase(),
  label,
  address: 'Road 1, Dhaka',
  phone: '01700000000',
  district: 'dhaka',
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
    expect(
      addressInputSchema.parse({
        label: ' Office ',
        address: ' Road 1, Dhaka ',
        phone: ' 01700000000 ',
        district: 'dhaka',
      }),
    ).toEqual({
      label: 'Office',
      address: 'Road 1, Dhaka',
      phone: '01700000000',
      district: 'dhaka',
    });
    const result = addressInputSchema.safeParse({ label: '', address: '', phone: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      messages.addressLabelRequired,
      messages.addressRequired,
      messages.phoneRequired,
      messages.districtRequired,
    ]);
  });
});

describe('deliveryKey', () => {
  it('is one for the same address and phone however they were written', () => {
    const key = deliveryKey({ address: 'House 5, Road 2, Dhaka', phone: '01711000111' });
    expect(deliveryKey({ address: '  house 5 road 2   DHAKA.', phone: '+880 1711-000111' })).toBe(key);
    expect(deliveryKey({ address: 'House 5, Road 2, Dhaka', phone: '01711000112' })).not.toBe(key);
    expect(deliveryKey({ address: 'House 5, Road 3, Dhaka', phone: '01711000111' })).not.toBe(key);
    // A phone stored before the rule is compared as written, spaces and dashes aside.
    expect(deliveryKey({ address: 'Test', phone: '017-1' })).toBe(deliveryKey({ address: 'test', phone: '0171' }));
  });
});
