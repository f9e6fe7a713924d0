// An administrator moves an order along (requirements §13.1), or every order of a purchase
// together (§14.3).
import {
  canTransition,
  messages,
  orderMessages,
  orderNumber,
  orderStatusWord,
  type Order,
  type OrderStatus,
} from '@storefront/shared';
import type { CurrentUser } from '../../auth/guard.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { toOrder } from '../mapping.ts';
import {
  claimRefunds,
  creditCancels,
  moveAlone,
  moveOrder,
  publishMove,
  refundCancels,
  tellPurchase,
  type TransitionDeps,
} from './move.ts';

export function statusMoves({ orders, changes, invoicing, afterCancel }: TransitionDeps) {
  return {
    /** An administrator moves an order along (requirements §13.1). */
    async transition(actor: CurrentUser, id: string, to: OrderStatus, note: string | null = null): Promise<Order> {
      const changed = await orders.inTransaction(async (tx) => {
        const order = await tx.findById(id);
        if (!order) throw notFound(orderMessages.notFound);
        const moved = await moveAlone(tx, actor, order, to, note);
        await creditCancels(tx, invoicing, [moved], to);
        await claimRefunds(tx, actor, [moved], to);
        return moved;
      });
      await publishMove(changes, to);
      await refundCancels({ afterCancel }, actor, [changed], to);
      return toOrder(changed);
    },

    /**
     * Fulfils a purchase together (requirements §14.3): every order of it not cancelled and not
     * already there moves to `to` in one transaction, or none does (a 409 naming the first that
     * cannot). Each order keeps its own event; the buyer gets one email for the purchase (§13.7).
     */
    async transitionPurchase(actor: CurrentUser, purchaseId: string, to: OrderStatus, note: string | null = null) {
      const moved = await orders.inTransaction(async (tx) => {
        const rows = await tx.byPurchase(purchaseId);
        if (!rows.length) throw notFound(messages.purchaseNotFound);
        const moving = rows.filter((row) => row.status !== 'cancelled' && row.status !== to);
        if (!moving.length) throw conflict(messages.purchaseNothingToMove(orderStatusWord(to)));
        const stuck = moving.find((row) => !canTransition(row.status, to));
        if (stuck)
          throw conflict(
            messages.purchaseOrderRefused(orderNumber(Number(stuck.seq)), orderMessages.moveRefused(stuck.status, to)),
          );
        const changed = [];
        for (const row of moving) changed.push(await moveOrder(tx, actor, row, to, note));
        await tellPurchase(tx, purchaseId, changed, to, note);
        await creditCancels(tx, invoicing, changed, to);
        await claimRefunds(tx, actor, changed, to);
        return changed;
      });
      await publishMove(changes, to);
      await refundCancels({ afterCancel }, actor, moved, to);
      return moved.map(toOrder);
    },
  };
}
