import { fromMinor, purchaseNumber, type Payment, type PaymentMethod } from '@storefront/shared';
import type { PaymentRow, PurchaseRow } from '../db/schema.ts';

/** Whether the payment still waits for its online payment and its hold has not ended by `now`. */
export const holdStands = (row: Pick<PaymentRow, 'status' | 'hold_expires_at'>, now: string): boolean =>
  (row.status === 'pending' || row.status === 'failed') && row.hold_expires_at !== null && row.hold_expires_at > now;

/**
 * A payment as its purchase answers it (requirements §18): what is still due online while the hold
 * stands, the gateway's page while a session is open, the hold's end while it waits, and the
 * purchase's due day when it is paid on invoice (§20.8).
 */
export function toPayment(row: PaymentRow, now: string, dueOn: string | null): Payment {
  const waiting = row.status === 'pending' || row.status === 'failed';
  return {
    method: row.method,
    status: row.status,
    due_now: holdStands(row, now) ? fromMinor(Math.max(0, Number(row.amount_minor) - Number(row.paid_minor))) : 0,
    paid: fromMinor(Number(row.paid_minor)),
    refunded: fromMinor(Number(row.refunded_minor)),
    redirect_url: row.status === 'pending' ? row.redirect_url : null,
    expires_at: waiting ? row.hold_expires_at : null,
    due_on: dueOn,
  };
}

/** A purchase from before its payment row was written (never after 0025's backfill): cash, unpaid. */
export const cashPayment = (purchase: PurchaseRow): Payment => ({
  method: purchase.payment_method as PaymentMethod,
  status: 'unpaid',
  due_now: 0,
  paid: 0,
  refunded: 0,
  redirect_url: null,
  expires_at: null,
  due_on: purchase.due_on,
});

/** Ours, sent to the gateway (at most 30 characters, as SSLCommerz takes): the purchase's number and a random tail. */
export const tranIdOf = (purchase: PurchaseRow, random: string): string =>
  `${purchaseNumber(Number(purchase.seq))}-${random.slice(0, 8)}`;
