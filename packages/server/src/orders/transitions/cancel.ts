// Delete on My Orders (requirements §13.3, D15): an order cancelled, by its owner or an administrator.
import { canCustomerCancel, canTransition, orderMessages } from '@storefront/shared';
import type { CurrentUser } from '../../auth/guard.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { claimRefunds, creditCancels, moveAlone, publishMove, refundCancels, type TransitionDeps } from './move.ts';

export function cancels({ orders, changes, invoicing, afterCancel }: TransitionDeps) {
  return {
    /**
     * Cancels the order, which stays on record. Its owner may while it is placed; an administrator
     * while the workflow allows (placed or confirmed). The stock goes back once, however many
     * cancels race.
     */
    async deleteOrder(actor: CurrentUser, id: string): Promise<number> {
      const cancelled = await orders.inTransaction(async (tx) => {
        const order = await tx.findById(id);
        if (!order) throw notFound(orderMessages.notFound);
        if (!actor.isAdmin && order.user_email !== actor.email) throw forbidden(orderMessages.onlyOwnDeleted);
        if (actor.isAdmin ? !canTransition(order.status, 'cancelled') : !canCustomerCancel(order.status))
          throw conflict(orderMessages.cancelRefused(order.status));
        const cancelled = await moveAlone(tx, actor, order, 'cancelled', null);
        await creditCancels(tx, invoicing, [cancelled], 'cancelled');
        await claimRefunds(tx, actor, [cancelled], 'cancelled');
        return cancelled;
      });
      await publishMove(changes, 'cancelled');
      await refundCancels({ afterCancel }, actor, [cancelled], 'cancelled');
      return 1;
    },
  };
}
