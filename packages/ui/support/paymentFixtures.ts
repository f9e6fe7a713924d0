// Payments' sample data (requirements §18): payments as a purchase answer carries them, and the
// stand-in quote's `due_now` by the advance rule, for the stories' MSW handlers.
import type { CheckoutQuote } from '../src/domain/delivery/contract.ts';
import type { Payment, PaymentListItem, PaymentMethod, PaymentWithTrail } from '@storefront/shared';
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

// Payments as the administrator's screens read them (issue 33): a page of the Payments list, a trail
// with gateway calls (secrets already replaced by the server), and a purchase's payment in each state.
export const samplePayments: PaymentListItem[] = [
  {
    _id: 'pay-1',
    purchase: { _id: '66f0c1a2b3c4d5e6f7a8b9d1', number: 'CP-000051' },
    user: 'rafiq.ahmed@example.com',
    method: 'sslcommerz',
    status: 'paid',
    amount: 48_650,
    paid: 48_650,
    refunded: 0,
    createdAt: '2026-11-26T08:02:00.000Z',
    updatedAt: '2026-11-26T08:05:41.000Z',
    events: 4,
  },
  {
    _id: 'pay-2',
    purchase: { _id: '66f0c1a2b3c4d5e6f7a8b9d2', number: 'CP-000050' },
    user: 'nusrat.jahan@example.com',
    method: 'bkash',
    status: 'review',
    amount: 12_300,
    paid: 12_000,
    refunded: 0,
    createdAt: '2026-11-26T07:40:00.000Z',
    updatedAt: '2026-11-26T07:44:10.000Z',
    events: 3,
  },
  {
    _id: 'pay-3',
    purchase: { _id: '66f0c1a2b3c4d5e6f7a8b9d3', number: 'CP-000049' },
    user: 'tanvir.hasan@example.com',
    method: 'cod',
    status: 'partially_paid',
    amount: 3_370,
    paid: 3_370,
    refunded: 0,
    createdAt: '2026-11-25T15:20:00.000Z',
    updatedAt: '2026-11-25T15:24:00.000Z',
    events: 2,
  },
  {
    _id: 'pay-4',
    purchase: { _id: '66f0c1a2b3c4d5e6f7a8b9d4', number: 'CP-000048' },
    user: 'farzana.akter@example.com',
    method: 'sslcommerz',
    status: 'refunded',
    amount: 9_850.5,
    paid: 9_850.5,
    refunded: 9_850.5,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T12:30:00.000Z',
    events: 6,
  },
  {
    _id: 'pay-5',
    purchase: { _id: '66f0c1a2b3c4d5e6f7a8b9d5', number: 'CP-000047' },
    user: 'imran.khan@example.com',
    method: 'bkash',
    status: 'expired',
    amount: 2_150,
    paid: 0,
    refunded: 0,
    createdAt: '2026-11-24T18:00:00.000Z',
    updatedAt: '2026-11-24T18:30:05.000Z',
    events: 2,
  },
];

export const sampleTrail: PaymentWithTrail = {
  method: 'sslcommerz',
  status: 'paid',
  due_now: 0,
  paid: 48_650,
  refunded: 0,
  redirect_url: null,
  expires_at: null,
  events: [
    {
      at: '2026-11-26T08:02:03.000Z',
      kind: 'session',
      request: {
        store_id: 'computerclub',
        store_passwd: '***',
        tran_id: 'CP-000051-1',
        total_amount: '48650.00',
        currency: 'BDT',
      },
      response: {
        status: 'SUCCESS',
        sessionkey: 'F650E87F2C0B0E6D',
        GatewayPageURL: 'https://sandbox.sslcommerz.com/gwprocess/v4/pay/F650E87F2C0B0E6D',
      },
      ok: true,
      by: null,
    },
    {
      at: '2026-11-26T08:05:38.000Z',
      kind: 'ipn',
      request: { tran_id: 'CP-000051-1', val_id: '2611260805381vXx', status: 'VALID', amount: '48650.00' },
      response: null,
      ok: true,
      by: null,
    },
    {
      at: '2026-11-26T08:05:40.000Z',
      kind: 'validation',
      request: { val_id: '2611260805381vXx', store_id: 'computerclub', store_passwd: '***' },
      response: {
        status: 'VALID',
        tran_id: 'CP-000051-1',
        amount: '48650.00',
        currency: 'BDT',
        bank_tran_id: '2611260805381Mq1',
      },
      ok: true,
      by: null,
    },
    {
      at: '2026-11-26T08:05:41.000Z',
      kind: 'callback',
      request: { result: 'success' },
      response: { redirect: '/dashboard/purchases/66f0c1a2b3c4d5e6f7a8b9d1?payment=success' },
      ok: true,
      by: null,
    },
  ],
};

/** A failed gateway call and an administrator's cash, as the trail shows both. */
export const trailWithFailure: PaymentWithTrail = {
  method: 'cod',
  status: 'paid',
  due_now: 0,
  paid: 33_700,
  refunded: 0,
  redirect_url: null,
  expires_at: null,
  events: [
    {
      at: '2026-11-25T15:20:02.000Z',
      kind: 'session',
      request: { app_key: '***', amount: '3370.00', merchantInvoiceNumber: 'CP-000049-1' },
      response: { statusCode: '2001', statusMessage: 'Invalid App Token' },
      ok: false,
      by: null,
    },
    {
      at: '2026-11-27T11:00:00.000Z',
      kind: 'cash',
      request: { amount: 30_330, collected_on: '2026-11-27', note: 'Paid to the Pathao rider, receipt 88231' },
      response: null,
      ok: true,
      by: 'admin@computerclub.example.com',
    },
  ],
};

/** A purchase's payment, per status, as the purchase answer carries it. */
export const paymentOf = (status: Payment['status'], over: Partial<Payment> = {}): Payment => ({
  method: 'cod',
  status,
  due_now: 0,
  paid: 0,
  refunded: 0,
  redirect_url: null,
  expires_at: null,
  ...over,
});
