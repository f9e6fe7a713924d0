import { describe, expect, it } from 'vitest';
import { checkoutBodyHash } from './idempotency.ts';

const body = {
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
  phone: '+8801700000000',
  lines: [
    { item: 'item-b', quantity: 2, unit_price: 1250.5 },
    { item: 'item-a', quantity: 10, unit_price: 7100 },
  ],
  district: 'dhaka' as const,
  payment_method: 'cod' as const,
  delivery_charge: 90,
  buyer_bin: undefined as string | undefined,
  po_number: undefined as string | undefined,
};

describe('the checkout body hash', () => {
  it('is the same however the same body is written', () => {
    const hash = checkoutBodyHash(body);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      checkoutBodyHash({
        address: '  house 12,  Road 5,\tDhanmondi, DHAKA ',
        phone: ' +880 1700-000000',
        lines: [...body.lines].reverse().map((l) => ({ ...l, unit_price: l.unit_price + 0.001 })),
        district: 'dhaka',
        payment_method: 'cod',
        delivery_charge: 90.001,
        buyer_bin: undefined,
        po_number: undefined,
      }),
    ).toBe(hash);
  });

  it('differs when the cart, a price, the address, the phone, the district, the delivery charge, the BIN or the PO number differs', () => {
    const hash = checkoutBodyHash(body);
    const [b, a] = body.lines as [(typeof body.lines)[0], (typeof body.lines)[0]];
    for (const other of [
      { ...body, lines: [b] },
      { ...body, lines: [b, { ...a, quantity: 11 }] },
      { ...body, lines: [b, { ...a, unit_price: 7400 }] },
      { ...body, lines: [b, { ...a, item: 'item-c' }] },
      { ...body, address: 'House 12, Road 6, Dhanmondi, Dhaka' },
      { ...body, phone: '+8801700000001' },
      { ...body, district: 'gazipur' as const },
      { ...body, delivery_charge: 110 },
      { ...body, buyer_bin: '1234567890123' },
      { ...body, po_number: 'PO-1' },
    ])
      expect(checkoutBodyHash(other), JSON.stringify(other)).not.toBe(hash);
  });
});
