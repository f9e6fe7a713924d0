// The step every change of an order's status takes (requirements §13.1), and the emails and news of
// it: an administrator's moves (status.ts), the bulk moves (bulk.ts) and the cancels (cancel.ts).
import { canTransition, messages, orderMessages, type NoticeTemplate, type OrderStatus } from '@storefront/shared';
import type { CurrentUser } from '../../auth/guard.ts';
import type { ChangeFeed } from '../../db/changes.ts';
import type { OrderRow } from '../../db/schema.ts';
import { newId, nowIso } from '../../db/util.ts';
import { conflict } from '../../http/errors.ts';
import { creditCancelled, type InvoiceSettings } from '../../invoices/issue.ts';
import { claimCancelRefunds } from '../../payments/refunds.ts';
import { noticeRows, purchaseNoticeRows } from '../notice-rows.ts';
import type { OrdersQueries, OrdersRepository } from '../repository.ts';

/** What the transitions work with: the orders, and the feed that hears of what they change. */
export interface TransitionDeps {
  orders: OrdersRepository;
  changes: Pick<ChangeFeed, 'publish'>;
  /** Who issues the credit notes of cancelled orders, and where the fiscal year turns. */
  invoicing: InvoiceSettings;
  /** After a cancel commits: the refunds it claimed asked of the gateway (payments/service.ts). */
  afterCancel?: AfterCancel | undefined;
}

/** What happens once cancelled orders are committed (requirements §18.1). */
export type AfterCancel = (actor: CurrentUser, cancelled: readonly OrderRow[]) => Promise<void>;

/**
 * The credit notes of the orders a transaction cancelled (requirements §17), every path's last
 * step before it commits: after its moves, so that their item locks come first.
 */
export async function creditCancels(
  tx: OrdersQueries,
  invoicing: InvoiceSettings,
  moved: readonly OrderRow[],
  to: OrderStatus,
): Promise<void> {
  if (to === 'cancelled' && moved.length) await creditCancelled(tx.invoices, invoicing, moved, nowIso());
}

/**
 * The refunds the orders a transaction cancelled owe (requirements §18.1), claimed in it beside
 * their credit notes, whoever cancelled (an administrator or the buyer): the gateway is asked
 * after the commit (refundCancels), and a claim left due then is the payment sweeper's.
 */
export async function claimRefunds(
  tx: OrdersQueries,
  actor: CurrentUser,
  moved: readonly OrderRow[],
  to: OrderStatus,
): Promise<void> {
  if (to === 'cancelled' && moved.length) await claimCancelRefunds(tx, actor.email, moved);
}

/**
 * One change of status in the caller's transaction: the conditional update (a lost race is a
 * 409), the stock given back exactly once on a cancel, and the event. Its email is the caller's.
 */
export async function moveOrder(
  tx: OrdersQueries,
  actor: CurrentUser,
  order: OrderRow,
  to: OrderStatus,
  note: string | null,
): Promise<OrderRow> {
  const from = order.status;
  if (!canTransition(from, to)) throw conflict(orderMessages.moveRefused(from, to));
  // A purchase awaiting its company's approval is cancelled or waits: nobody moves it on (§20.4).
  if (to !== 'cancelled' && order.purchase_id !== null) {
    const purchase = await tx.purchase(order.purchase_id);
    if (purchase?.approval === 'awaiting') throw conflict(messages.approvalAwaitingMove);
  }
  const at = nowIso();
  const changed = await tx.changeStatus(order.id, from, to, at);
  if (!changed) {
    const now = await tx.findById(order.id);
    throw conflict(orderMessages.changedMeanwhile(now?.status ?? from));
  }
  if (to === 'cancelled')
    await tx.stock.move(order.item_id, Number(order.quantity), {
      kind: 'order-cancelled',
      actor: actor.email,
      order: order.id,
    });
  await tx.addEvent({
    id: newId(),
    order_id: order.id,
    from_status: from,
    to_status: to,
    actor_email: actor.email,
    note,
    created_at: at,
  });
  return changed;
}

/** The customer's email about one order moved on its own. */
export async function tellOrder(tx: OrdersQueries, order: OrderRow, to: OrderStatus, note: string | null) {
  const company = (await tx.companiesByIds([order.company_id])).get(order.company_id ?? '');
  await tx.addNotices(
    noticeRows(order, to as NoticeTemplate, [order.user_email], note, order.status_changed_at, company?.name ?? null),
  );
}

/** An order moved alone, and the customer's email about it. */
export async function moveAlone(
  tx: OrdersQueries,
  actor: CurrentUser,
  order: OrderRow,
  to: OrderStatus,
  note: string | null,
): Promise<OrderRow> {
  const changed = await moveOrder(tx, actor, order, to, note);
  await tellOrder(tx, changed, to, note);
  return changed;
}

/**
 * The buyer's one email about several orders of a purchase moved at once (requirements §13.7),
 * listing every order of it as it is now: not one email per order.
 */
export async function tellPurchase(
  tx: OrdersQueries,
  purchaseId: string,
  moved: readonly OrderRow[],
  to: OrderStatus,
  note: string | null,
) {
  const purchase = await tx.purchase(purchaseId);
  if (!purchase) throw new Error(`purchase ${purchaseId} of an order is missing`);
  const event = {
    purchase,
    orders: await tx.byPurchase(purchaseId),
    moved: new Set(moved.map((order) => order.id)),
    template: to as NoticeTemplate,
    note,
    at: nowIso(),
    company: (await tx.companiesByIds([purchase.company_id])).get(purchase.company_id ?? '')?.name ?? null,
  };
  await tx.addNotices(purchaseNoticeRows(event, [purchase.user_email]));
}

/**
 * After the transaction: the refunds its cancel claimed are asked of the gateway (requirements
 * §18.1). Outside the transaction, as a gateway call cannot be inside one; each order is cancelled
 * once (a conditional update), so only the cancel that won claimed its share.
 */
export async function refundCancels(
  { afterCancel }: Pick<TransitionDeps, 'afterCancel'>,
  actor: CurrentUser,
  moved: readonly OrderRow[],
  to: OrderStatus,
) {
  if (afterCancel && to === 'cancelled' && moved.length) await afterCancel(actor, moved);
}

/** Says what a move changed, once it is committed: a cancel gave stock back as well. */
export async function publishMove(changes: TransitionDeps['changes'], to: OrderStatus) {
  await (to === 'cancelled' ? changes.publish('stock', 'orders') : changes.publish('orders'));
}
