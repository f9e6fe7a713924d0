import { describe, expect, it } from 'vitest';
import { addressInputSchema } from './addresses.ts';
import { checkoutInputSchema } from './cart.ts';
import { isDeliverableAddress, normalisePhone } from './delivery.ts';
import { messages } from './messages.ts';
import { deliverySchema, orderFormSchema, orderInputSchema } from './schemas.ts';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]).reverse());

describe('a phone a courier can call', () => {
  it('is a Bangladeshi mobile number, written any usual way, stored as its 11 digits', () => {
    for (const written of [
      '01712345678',
      '01712-345678',
      '0171 234 5678',
      '+8801712345678',
      '8801712345678',
      '+880 1712-345678',
      '+880-1712-345678',
      '+88 01712 345678',
      ' 019 1234 5678 ',
    ])
      expect([written, normalisePhone(written.trim())]).toEqual([
        written,
        written.includes('019') ? '01912345678' : '01712345678',
      ]);
    for (const operator of ['3', '4', '5', '6', '7', '8', '9'])
      expect(normalisePhone(`01${operator}00000000`)).not.toBeNull();
  });

  it('refuses what no courier can call', () => {
    for (const bad of [
      'not a phone 😀',
      '017',
      '1',
      '0123',
      '01212345678', // no operator uses 012
      '0171234567', // ten digits
      '017123456789', // twelve
      '+8811712345678',
      '+880 01712345678 9',
      '(017) 12345678',
      '017.1234.5678',
      '01712345678x',
      '٠١٧١٢٣٤٥٦٧٨',
    ])
      expect([bad, normalisePhone(bad)]).toEqual([bad, null]);
  });
});

describe('an address a courier can find', () => {
  it('has at least 10 characters and 2 words', () => {
    for (const good of [
      'Road 1, Dhaka',
      'Dhanmondi-Dhaka',
      'House 12, Road 5, Dhanmondi, Dhaka',
      'বাড়ি ১২, ধানমন্ডি',
      '12 Mirpur Rd',
    ])
      expect([good, isDeliverableAddress(good)]).toEqual([good, true]);
    for (const bad of ['Test', 'Road 1', 'Bangladesh.', '1 2', '---- ,,,,, ....', 'Somewhere😀😀'])
      expect([bad, isDeliverableAddress(bad)]).toEqual([bad, false]);
  });
});

describe('the delivery fields of every order, checkout and address book', () => {
  const order = { item: 'abc', quantity: 1 };
  const checkout = {
    key: 'k-12345678',
    lines: [{ item: 'a', quantity: 1, unit_price: 1 }],
    district: 'dhaka',
    delivery_charge: 70,
  };
  const book = { label: 'Office', district: 'dhaka' };
  const schemas = [
    ['POST /api/order', orderInputSchema, order],
    ['the purchase form', orderFormSchema, order],
    ['POST /api/checkout', checkoutInputSchema, checkout],
    ['the address book', addressInputSchema, book],
    ['the delivery fields', deliverySchema, {}],
  ] as const;

  it.each(schemas)('%s refuses "not a phone 😀" and "Test" with messages that say what to write', (_, schema, rest) => {
    expect(issuesOf(schema.safeParse({ ...rest, address: 'Test', phone: 'not a phone 😀' }))).toMatchObject({
      address: messages.addressIncomplete,
      phone: messages.phoneInvalid,
    });
  });

  it.each(schemas)('%s keeps the required messages for empty fields', (_, schema, rest) => {
    expect(issuesOf(schema.safeParse({ ...rest, address: ' ', phone: '' }))).toMatchObject({
      address: messages.addressRequired,
      phone: messages.phoneRequired,
    });
  });

  it.each(schemas)('%s stores the phone normalised and the address trimmed', (_, schema, rest) => {
    const parsed = schema.parse({ ...rest, address: '  House 3, Road 8, Gulshan  ', phone: '+880 1711-000003' });
    expect(parsed).toMatchObject({ address: 'House 3, Road 8, Gulshan', phone: '01711000003' });
  });
});
