// The same move for several orders at once (requirements §13.6), each judged on its own.
import { orderMessages, type BulkOrderResult, type OrderStatus } from '@storefront/shared';
import type { CurrentUser } from '../../auth/guard.ts';
import type { OrderRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import {
  claimRefunds,
  creditCancels,
  moveOrder,
  publishMove,
  refundCancels,
  tellOrder,
  tellPurchase,
  type TransitionDeps,
} from './move.ts';

export function bulkMoves({ orders, changes, invoicing, afterCancel }: TransitionDeps) {
  return {
    /**
     * The same change for several orders, each judged on its own. The orders of one purchase move
     * in one transaction, so that its buyer gets one email for those that moved (requirements
     * §13.7); an order alone, or the only one of its purchase that moved, gets its own.
     */
    async bulkTransition(
      actor: CurrentUser,
      ids: string[],
      to: OrderStatus,
      note: string | null = null,
    ): Promise<BulkOrderResult> {
      const asked = [...new Set(ids)];
      const found = new Map((await orders.findMany(asked)).map((row) => [row.id, row]));
      // In item order within a purchase: a cancel's stock returns lock the items as a checkout does
      // (orders/repository.ts, lockItems), so the two never wait on each other in a circle.
      const inItemOrder = [...asked].sort((a, b) =>
        (found.get(a)?.item_id ?? '').localeCompare(found.get(b)?.item_id ?? ''),
      );
      const groups = new Map<string, string[]>();
      for (const id of inItemOrder) {
        const key = found.get(id)?.purchase_id ?? id;
        groups.set(key, [...(groups.get(key) ?? []), id]);
      }
      const outcome = new Map<string, BulkOrderResult['results'][number]>();
      const moved: OrderRow[] = [];
      for (const group of groups.values()) {
        await orders.inTransaction(async (tx) => {
          const changed: OrderRow[] = [];
          for (const id of group) {
            try {
              const row = await tx.findById(id);
              if (!row) throw notFound(orderMessages.notFound);
              const order = await moveOrder(tx, actor, row, to, note);
              changed.push(order);
              outcome.set(id, { _id: id, ok: true, status: order.status });
            } catch (error) {
              // Refused before it wrote anything: the transaction goes on with the group's others.
              if (!(error instanceof HttpError)) throw error;
              outcome.set(id, { _id: id, ok: false, message: error.message });
            }
          }
          const [first] = changed;
          if (changed.length > 1 && first?.purchase_id) await tellPurchase(tx, first.purchase_id, changed, to, note);
          else if (first) await tellOrder(tx, first, to, note);
          await creditCancels(tx, invoicing, changed, to);
          await claimRefunds(tx, actor, changed, to);
          moved.push(...changed);
        });
      }
      const results = asked.map((id) => outcome.get(id)!);
      if (results.some((r) => r.ok)) await publishMove(changes, to);
      await refundCancels({ afterCancel }, actor, moved, to);
      return { results };
    },
  };
}
