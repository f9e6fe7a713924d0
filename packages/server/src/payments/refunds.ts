// The refunds a cancel owes (requirements §18.1), written as claims in the cancel's own transaction
// (payment_refunds, migration 0027): the gateway is asked after the commit (payments/service.ts,
// settleClaim), and a server stopped in between leaves the claim due for the next sweep.
import { COD_ADVANCE_PERCENT, orderNumber } from '@storefront/shared';
import type { OrderRow, PaymentRow, PurchaseRow } from '../db/schema.ts';
import { newId, nowIso } from '../db/util.ts';
import type { RefundQueries } from './refunds-repository.ts';

/**
 * What of `row`'s paid came through the gateway (requirements §18.1): all of an online payment's
 * once the gateway confirmed it; a cash order's advance (what was asked online), the rest being
 * cash collected at the door.
 */
export const onlinePaidMinor = (row: PaymentRow): number =>
  row.bank_ref === null
    ? 0
    : row.method === 'cod'
      ? Math.min(Number(row.paid_minor), Number(row.amount_minor))
      : Number(row.paid_minor);

/**
 * What of the online part is not refunded yet: a refund gives the cash back first (service.ts,
 * giveBack), so the online part left is the least of it and of all that is left.
 */
export const onlineLeftMinor = (row: PaymentRow): number =>
  Math.max(0, Math.min(onlinePaidMinor(row), Number(row.paid_minor) - Number(row.refunded_minor)));

/** A cancelled order's share of a cash order's advance: its 10%, rounded up to the taka as the advance was. */
const advanceShareMinor = (order: OrderRow): number =>
  Math.ceil((Number(order.total_minor) * COD_ADVANCE_PERCENT) / 100 / 100) * 100;

/** What the cancel's transaction reads and writes. */
export interface ClaimTx {
  refunds: RefundQueries;
  byPurchase(purchaseId: string): Promise<OrderRow[]>;
  purchase(purchaseId: string): Promise<PurchaseRow | undefined>;
}

/**
 * In the cancel's transaction: for each purchase whose orders `cancelled` are, the share of what it
 * paid online that goes back, claimed `due` (requirements §18.1). A payment paid online gives back
 * the orders' line totals, and the delivery charge with the purchase's last live order; a cash
 * order's advance each order's 10% of the advance, and all that is left of it with the last.
 * Nothing for a payment with nothing online paid (cash only, pending, expired): a hold that ends
 * cancels only orders whose payment never arrived. Answers the payments that owe a refund now.
 */
export async function claimCancelRefunds(
  tx: ClaimTx,
  by: string | null,
  cancelled: readonly OrderRow[],
): Promise<string[]> {
  const byPurchase = new Map<string, OrderRow[]>();
  for (const order of cancelled)
    if (order.purchase_id) byPurchase.set(order.purchase_id, [...(byPurchase.get(order.purchase_id) ?? []), order]);
  const claimed: string[] = [];
  for (const [purchaseId, orders] of byPurchase) {
    const row = await tx.refunds.paymentOf(purchaseId);
    // A payment in review is an administrator's to decide first.
    if (!row || (row.status !== 'paid' && row.status !== 'partially_paid')) continue;
    const owed = (await tx.refunds.owedOf([row.id])).get(row.id);
    const leftMinor = onlineLeftMinor(row) - (owed ? owed.dueMinor + owed.failedMinor : 0);
    if (leftMinor <= 0) continue;
    const lastWent = (await tx.byPurchase(purchaseId)).every((order) => order.status === 'cancelled');
    const purchase = await tx.purchase(purchaseId);
    const shareMinor =
      row.method === 'cod'
        ? lastWent
          ? leftMinor
          : orders.reduce((sum, order) => sum + advanceShareMinor(order), 0)
        : orders.reduce((sum, order) => sum + Number(order.total_minor), 0) +
          (lastWent ? Number(purchase?.delivery_charge_minor ?? 0) : 0);
    const amountMinor = Math.min(shareMinor, leftMinor);
    if (amountMinor <= 0) continue;
    const at = nowIso();
    await tx.refunds.insertClaim({
      id: newId(),
      payment_id: row.id,
      kind: 'cancel',
      amount_minor: amountMinor,
      reason: `Cancelled: ${orders.map((order) => orderNumber(Number(order.seq))).join(', ')}`,
      state: 'due',
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      status_before: null,
      by_email: by,
      created_at: at,
      updated_at: at,
    });
    claimed.push(row.id);
  }
  return claimed;
}
