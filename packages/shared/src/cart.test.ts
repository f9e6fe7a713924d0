import { describe, expect, it } from 'vitest';
import {
  CART_MAX_LINES,
  cartLineProblem,
  cartLinesInputSchema,
  cartQuantitySchema,
  checkoutInputSchema,
  PO_NUMBER_MAX,
  poNumberSchema,
} from './cart.ts';
import { messages } from './messages.ts';
import { orderMessages } from './rules.ts';

describe('a cart line', () => {
  const item = { min_order_quantity: 5, available_quantity: 20, deleted: false };
  it('can be ordered between the minimum and the stock, and says why not otherwise', () => {
    expect(cartLineProblem(5, item)).toBeNull();
    expect(cartLineProblem(20, item)).toBeNull();
    expect(cartLineProblem(4, item)).toBe(orderMessages.belowMinimum(5));
    expect(cartLineProblem(21, item)).toBe(orderMessages.aboveAvailable(20));
    expect(cartLineProblem(5, { ...item, available_quantity: 0 })).toBe(orderMessages.aboveAvailable(0));
    // A deleted item is gone, whatever the quantity.
    expect(cartLineProblem(5, { ...item, deleted: true })).toBe(orderMessages.itemGone);
  });
});

describe('the cart and checkout bodies', () => {
  const line = { item: 'a', quantity: 1 };
  it('want each item once, at least one line and at most the cart’s size', () => {
    expect(
      cartLinesInputSchema.safeParse({ lines: [line, { item: 'b', quantity: '3' }] }).data?.lines[1]?.quantity,
    ).toBe(3);
    // Typed in Bangla digits, the same quantity (requirements §16).
    expect(cartLinesInputSchema.parse({ lines: [{ item: 'b', quantity: '১০' }] }).lines[0]?.quantity).toBe(10);
    expect(cartQuantitySchema.parse({ quantity: '২৫' }).quantity).toBe(25);
    const issue = (value: unknown) => cartLinesInputSchema.safeParse(value).error?.issues[0]?.message;
    expect(issue({ lines: [] })).toBe(messages.cartEmpty);
    expect(issue({ lines: [line, line] })).toBe(messages.cartItemOnce);
    const many = Array.from({ length: CART_MAX_LINES + 1 }, (_, i) => ({ item: `i${i}`, quantity: 1 }));
    expect(issue({ lines: many })).toBe(messages.cartFull(CART_MAX_LINES));
  });

  it('checkout wants a key, the address and phone, the price shown per line, the district and the charge shown', () => {
    const body = {
      key: 'k-12345678',
      address: ' Road 1, Dhaka ',
      phone: '01700000000',
      lines: [{ ...line, unit_price: 7400 }],
      district: 'dhaka',
      delivery_charge: 70,
    };
    expect(checkoutInputSchema.parse(body).address).toBe('Road 1, Dhaka');
    const field = (value: unknown) => checkoutInputSchema.safeParse(value).error?.issues[0]?.path.join('.');
    expect(field({ ...body, key: 'short' })).toBe('key');
    expect(field({ ...body, lines: [line] })).toBe('lines.0.unit_price');
  });

  it('checkout takes an optional purchase-order number, trimmed, of letters, digits, spaces and -/._# (requirements §20.6)', () => {
    const body = {
      key: 'k-12345678',
      address: 'Road 1, Dhaka',
      phone: '01700000000',
      lines: [{ ...line, unit_price: 7400 }],
      district: 'dhaka',
      delivery_charge: 70,
    };
    expect(checkoutInputSchema.parse(body).po_number).toBeUndefined();
    expect(checkoutInputSchema.parse({ ...body, po_number: '  PO-2026/17 ' }).po_number).toBe('PO-2026/17');
    for (const none of ['', '   ', null, undefined]) expect(poNumberSchema.parse(none), String(none)).toBeUndefined();
    for (const good of ['PO 4711', 'a.b_c#1', 'X'.repeat(PO_NUMBER_MAX), ` ${'9'.repeat(PO_NUMBER_MAX)} `])
      expect(poNumberSchema.parse(good), good).toBe(good.trim());
    // Typed in Bangla digits, kept as Latin ones, as the BIN is.
    expect(poNumberSchema.parse('PO-২০২৬')).toBe('PO-2026');
    for (const bad of ['X'.repeat(PO_NUMBER_MAX + 1), 'PO;1', 'PO\n1', 'ক্রয়-১', 'PO<1>', 42])
      expect(poNumberSchema.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe(messages.poNumberInvalid);
    const issue = checkoutInputSchema.safeParse({ ...body, po_number: 'PO;1' }).error?.issues[0];
    expect(issue?.path).toEqual(['po_number']);
  });
});
