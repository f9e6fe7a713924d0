// Payments' sample data (requirements §18): payments as a purchase answer carries them, and the
// stand-in quote's `due_now` by the advance rule, for the stories' MSW handlers.
import type { CheckoutQuote } from '../src/domain/delivery/contract.ts';
import type { Payment, PaymentMethod } from '../src/domain/payments/contract.ts';
import { quoteFor } from './deliveryFixtures.ts';

/** COD_ADVANCE_ABOVE's default, in BDT. */
export const sampleAdvanceAbove = 20_000;

/** A card payment of BDT 30,770 waiting on the gateway, its hold ending at 14:30 in Dhaka. */
export function samplePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    method: 'sslcommerz',
    status: 'pending',
    due_now: 30_770,
    paid: 0,
    refunded: 0,
    redirect_url: 'https://sandbox.sslcommerz.com/gwprocess/v4/pay/abc',
    expires_at: '2026-11-28T08:30:00Z',
    ...overrides,
  };
}

/**
 * `quoteFor`'s quote with its lines priced at `price` and `due_now` by the advance rule: online,
 * the whole total; cash above `advanceAbove`, the delivery charge plus 10% of the goods, rounded
 * up to the taka; else nothing.
 */
export function paymentQuoteFor(
  body: { lines: { item: string; quantity: number }[]; district: string; payment_method?: PaymentMethod },
  { price = 1_500, advanceAbove = sampleAdvanceAbove }: { price?: number; advanceAbove?: number } = {},
): CheckoutQuote {
  const quote = quoteFor(body, { price });
  const method = body.payment_method ?? 'cod';
  const advance = quote.total > advanceAbove ? quote.delivery_charge + Math.ceil(quote.subtotal / 10) : 0;
  return {
    ...quote,
    lines: body.lines.map(({ item, quantity }) => ({
      item,
      quantity,
      unit_price: price,
      line_total: quantity * price,
      vat_rate: 15,
      vat: 0,
    })),
    due_now: method === 'cod' ? advance : quote.total,
  };
}
