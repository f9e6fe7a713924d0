import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  quoteAcceptInputSchema,
  quoteChangesInputSchema,
  quoteOfferInputSchema,
  quoteRequestInputSchema,
} from './quotes.ts';

describe('quotes (requirements §20.7)', () => {
  it('asks for each item once, with an optional note', () => {
    expect(quoteRequestInputSchema.parse({ lines: [{ item: 'a', quantity: 20 }], note: '  ' })).toEqual({
      lines: [{ item: 'a', quantity: 20 }],
      note: undefined,
    });
    expect(
      quoteRequestInputSchema.safeParse({
        lines: [
          { item: 'a', quantity: 1 },
          { item: 'a', quantity: 2 },
        ],
      }).error?.issues[0]?.message,
    ).toBe(messages.cartItemOnce);
  });

  it('offers a price per line until a valid day', () => {
    const offer = { lines: [{ item: 'a', quantity: 20, unit_price: 950.5 }], valid_until: '2026-12-15' };
    expect(quoteOfferInputSchema.parse(offer)).toEqual({ ...offer, message: undefined });
    expect(quoteOfferInputSchema.safeParse({ ...offer, valid_until: '15/12/2026' }).success).toBe(false);
    expect(
      quoteOfferInputSchema.safeParse({ ...offer, lines: [{ item: 'a', quantity: 20, unit_price: 0 }] }).success,
    ).toBe(false);
  });

  it("accepts with the checkout's fields and the offer's version, without lines", () => {
    const accept = {
      key: 'accept-0001',
      address: 'House 1, Road 2, Dhanmondi',
      phone: '01712345678',
      district: 'dhaka',
      delivery_charge: 60,
      version: 2,
      po_number: 'PO-77',
    };
    const parsed = quoteAcceptInputSchema.parse(accept);
    expect(parsed).toMatchObject({ version: 2, payment_method: 'cod', po_number: 'PO-77' });
    expect('lines' in parsed).toBe(false);
    expect(quoteAcceptInputSchema.safeParse({ ...accept, version: 0 }).error?.issues[0]?.message).toBe(
      messages.quoteVersionRequired,
    );
  });

  it('asks for changes only with a message', () => {
    expect(quoteChangesInputSchema.safeParse({ message: ' ' }).error?.issues[0]?.message).toBe(
      messages.quoteMessageRequired,
    );
  });
});
