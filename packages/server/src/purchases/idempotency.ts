// One idempotency key, one checkout (requirements §14.2): what a checkout's body says, written one
// way whatever way it was sent, and hashed. A retry (a double click, a lost answer) sends the same
// body and matches; the same key with another cart or address does not.
import { createHash } from 'node:crypto';
import { toMinor, type CheckoutInput } from '@storefront/shared';

/** An address as a courier reads it: composed characters, one space between words, case ignored. */
const canonicalAddress = (address: string) => address.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** A phone number as dialled: its digits, after a leading + if it has one (spaces, dashes, brackets dropped). */
function canonicalPhone(phone: string): string {
  const text = phone.normalize('NFKC').trim();
  return `${text.startsWith('+') ? '+' : ''}${text.replace(/\D/g, '')}`;
}

/**
 * The checkout's body without its key, canonical: lines by item, prices and the delivery charge in
 * minor units, the BIN as its digits (the schema keeps them) and the purchase-order number as
 * trimmed (§20.6), each null when none.
 */
function canonicalCheckout(input: Omit<CheckoutInput, 'key'>): string {
  const lines = input.lines
    .map((line) => [line.item, line.quantity, toMinor(line.unit_price)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify({
    address: canonicalAddress(input.address),
    phone: canonicalPhone(input.phone),
    lines,
    district: input.district,
    payment_method: input.payment_method,
    delivery_charge: toMinor(input.delivery_charge),
    buyer_bin: input.buyer_bin ?? null,
    po_number: input.po_number ?? null,
  });
}

/** What a purchase keeps beside its key (`purchases.body_hash`): SHA-256 of the canonical body, hex. */
export function checkoutBodyHash(input: Omit<CheckoutInput, 'key'>): string {
  return createHash('sha256').update(canonicalCheckout(input)).digest('hex');
}
