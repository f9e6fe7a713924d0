// Spending limits and approval (issue 35 item 3; requirements §20.4): the purchases a company's
// approvers decide, the decisions (one wins however many race), and the sweeper's rejection of the
// ones nobody decided in time.
import {
  approvalNoticeSubject,
  fromMinor,
  messages,
  purchaseNumber,
  type ApprovalEntry,
  type ApprovalNoticeData,
  type ApprovalNoticeTemplate,
  type PurchaseApprovalState,
} from '@storefront/shared';
import type { Insertable } from 'kysely';
import type { CurrentUser } from '../auth/guard.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { NoticesTable, OrderRow, PurchaseRow } from '../db/schema.ts';
import { newId, nowIso } from '../db/util.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import type { InvoiceSettings } from '../invoices/issue.ts';
import { claimRefunds, creditCancels, moveOrder, type AfterCancel } from '../orders/transitions/move.ts';
import type { ApprovalQueries, ApprovalsRepository } from './approvals-repository.ts';
import type { CompaniesRepository } from './repository.ts';

/** Who the sweeper's rejection is recorded as (an undecided purchase at the end of its hold). */
const STORE_ACTOR: CurrentUser = {
  id: 'store',
  email: 'approvals@store',
  name: 'Store',
  isAdmin: true,
  emailVerified: true,
};

/** When a purchase placed at `createdAt` stops awaiting approval (ISO). */
export const approvalEndsAt = (createdAt: string, approvalHoldMs: number): string =>
  new Date(Date.parse(createdAt) + approvalHoldMs).toISOString();

/** A purchase's approval as its answer carries it (requirements §20.4); null when none was needed. */
export function toApproval(
  row: Pick<PurchaseRow, 'approval' | 'approval_at' | 'approval_note' | 'created_at'>,
  deciderName: string | null,
  approvalHoldMs: number,
): PurchaseApprovalState | null {
  if (row.approval === null) return null;
  return {
    status: row.approval,
    decided_by: deciderName,
    decided_at: row.approval_at,
    note: row.approval_note,
    expires_at: row.approval === 'awaiting' ? approvalEndsAt(row.created_at, approvalHoldMs) : null,
  };
}

/** The goods and delivery a purchase came to at checkout, in poisha. */
const purchaseTotalMinor = (row: PurchaseRow) => Number(row.total_minor) + Number(row.delivery_charge_minor);

/** One approval email per recipient, in the purchase's transaction (the outbox fills in each one's language). */
export function approvalNoticeRows(
  template: ApprovalNoticeTemplate,
  purchase: PurchaseRow,
  recipients: readonly string[],
  data: Omit<ApprovalNoticeData, 'purchaseId' | 'purchaseNumber' | 'total'>,
  at: string,
): Insertable<NoticesTable>[] {
  const full: ApprovalNoticeData = {
    purchaseId: purchase.id,
    purchaseNumber: purchaseNumber(Number(purchase.seq)),
    total: fromMinor(purchaseTotalMinor(purchase)),
    ...data,
  };
  return recipients.map((recipient) => ({
    id: newId(),
    order_id: null,
    purchase_id: purchase.id,
    template,
    recipient,
    subject: approvalNoticeSubject(template, full),
    data: JSON.stringify(full),
    next_attempt_at: at,
    locked_until: null,
    last_error: null,
    created_at: at,
    sent_at: null,
  }));
}

export interface ApprovalsDeps {
  approvals: ApprovalsRepository;
  companies: Pick<CompaniesRepository, 'find' | 'membership'>;
  changes: Pick<ChangeFeed, 'publish'>;
  invoicing: InvoiceSettings;
  /** After a rejection commits: the refunds its cancels claimed asked of the gateway. */
  afterCancel?: AfterCancel | undefined;
  /** PAYMENT_HOLD_MINUTES: an approved purchase's online payment holds its stock this long from then. */
  holdMs: number;
  /** APPROVAL_HOLD_HOURS: how long a purchase may await approval. */
  approvalHoldMs: number;
}

export function approvalsService({
  approvals,
  companies,
  changes,
  invoicing,
  afterCancel,
  holdMs,
  approvalHoldMs,
}: ApprovalsDeps) {
  /**
   * The purchase `id` as `actor` may decide it: an approver or admin of its company (another
   * member 403, a store administrator outside it 403, anyone else 404), not their own (403).
   */
  async function decidable(actor: CurrentUser, id: string): Promise<PurchaseRow> {
    const purchase = await approvals.orders.purchase(id);
    const membership = await companies.membership(actor.id);
    const inIt = purchase?.company_id != null && membership?.company_id === purchase.company_id;
    if (!purchase || (!inIt && !actor.isAdmin)) throw notFound(messages.purchaseNotFound);
    if (!inIt || membership.role === 'buyer') throw forbidden(messages.approvalOnly);
    if (purchase.user_email === actor.email) throw forbidden(messages.approvalOwnPurchase);
    return purchase;
  }

  /** The purchase's company, read in the transaction (SQLite's one connection is the transaction's). */
  const companyOf = async (tx: ApprovalQueries, purchase: PurchaseRow) =>
    (await tx.orders.companiesByIds([purchase.company_id])).get(purchase.company_id ?? '');

  /** The buyer's name as their orders carry it. */
  const buyerNameOf = (orders: readonly OrderRow[], purchase: PurchaseRow) =>
    orders[0]?.user_name ?? purchase.user_email;

  /**
   * Rejects an awaiting purchase in the caller's transaction: the decision (a conditional update:
   * false when another decided first), its open orders cancelled (stock back once, credit notes,
   * refunds claimed), its waiting payment expired, and the buyer told.
   */
  async function rejectIn(
    tx: ApprovalQueries,
    actor: CurrentUser,
    purchase: PurchaseRow,
    by: string | null,
    note: string | null,
  ): Promise<OrderRow[] | null> {
    const at = nowIso();
    const decided = await tx.decide(purchase.id, {
      approval: 'rejected',
      approval_by: by,
      approval_at: at,
      approval_note: note,
    });
    if (!decided) return null;
    const orders = await tx.orders.byPurchase(purchase.id);
    const cancelled: OrderRow[] = [];
    for (const order of orders)
      if (order.status === 'placed' || order.status === 'confirmed')
        cancelled.push(await moveOrder(tx.orders, actor, order, 'cancelled', note));
    await creditCancels(tx.orders, invoicing, cancelled, 'cancelled');
    await claimRefunds(tx.orders, actor, cancelled, 'cancelled');
    await tx.expirePayment(purchase.id, at);
    const company = await companyOf(tx, decided);
    await tx.orders.addNotices(
      approvalNoticeRows(
        'approval-rejected',
        decided,
        [decided.user_email],
        {
          companyName: company?.name ?? '',
          buyerName: buyerNameOf(orders, decided),
          deciderName: by === null ? null : actor.name,
          note,
          at,
        },
        at,
      ),
    );
    return cancelled;
  }

  async function afterReject(actor: CurrentUser, cancelled: readonly OrderRow[]) {
    await changes.publish('stock', 'orders');
    if (afterCancel && cancelled.length) await afterCancel(actor, cancelled);
  }

  return {
    /** GET /api/companies/{id}/approvals: its purchases awaiting approval, oldest first. */
    async queue(actor: CurrentUser, companyId: string): Promise<ApprovalEntry[]> {
      const [company, membership] = await Promise.all([companies.find(companyId), companies.membership(actor.id)]);
      const role = membership?.company_id === companyId ? membership.role : null;
      if (!company || (role === null && !actor.isAdmin)) throw notFound(messages.companyNotFound);
      if (role === 'buyer') throw forbidden(messages.approvalOnly);
      const rows = await approvals.awaiting(companyId);
      const orders = await approvals.ordersOf(rows.map((row) => row.id));
      return rows.map((row) => {
        const lines = orders.filter((order) => order.purchase_id === row.id);
        return {
          _id: row.id,
          number: purchaseNumber(Number(row.seq)),
          company: { id: company.id, name: company.name },
          buyer: { name: row.buyer_name ?? buyerNameOf(lines, row), email: row.user_email },
          total: fromMinor(purchaseTotalMinor(row)),
          buyer_limit: row.buyer_limit_minor === null ? null : fromMinor(Number(row.buyer_limit_minor)),
          po_number: row.po_number,
          createdAt: row.created_at,
          expires_at: approvalEndsAt(row.created_at, approvalHoldMs),
          lines: lines.map((order) => ({
            item: order.item_id,
            name: order.item_name,
            quantity: Number(order.quantity),
            unit_price: fromMinor(Number(order.unit_price_minor)),
          })),
        };
      });
    },

    /** An approver approves: its payment's hold starts now (the buyer may pay), and the buyer is told. */
    async approve(actor: CurrentUser, id: string, note: string | null): Promise<void> {
      const purchase = await decidable(actor, id);
      await approvals.inTransaction(async (tx) => {
        const at = nowIso();
        const decided = await tx.decide(purchase.id, {
          approval: 'approved',
          approval_by: actor.id,
          approval_at: at,
          approval_note: note,
        });
        if (!decided) throw conflict(messages.approvalClosed);
        await tx.startHold(purchase.id, new Date(Date.parse(at) + holdMs).toISOString(), at);
        const company = await companyOf(tx, decided);
        await tx.orders.addNotices(
          approvalNoticeRows(
            'approval-approved',
            decided,
            [decided.user_email],
            {
              companyName: company?.name ?? '',
              buyerName: buyerNameOf(await tx.orders.byPurchase(purchase.id), decided),
              deciderName: actor.name,
              note,
              at,
            },
            at,
          ),
        );
      });
      await changes.publish('orders');
    },

    /** An approver rejects: its orders cancelled (stock back once, refunds by the cancel paths), the buyer told. */
    async reject(actor: CurrentUser, id: string, note: string | null): Promise<void> {
      const purchase = await decidable(actor, id);
      const cancelled = await approvals.inTransaction((tx) => rejectIn(tx, actor, purchase, actor.id, note));
      if (cancelled === null) throw conflict(messages.approvalClosed);
      await afterReject(actor, cancelled);
    },

    /**
     * The sweeper's task (requirements §20.4): the purchases that awaited approval past
     * APPROVAL_HOLD_HOURS rejected, as an approver's rejection without a note. Two instances
     * reject each once (the conditional update).
     */
    async expireAwaiting(now = nowIso()): Promise<number> {
      const placedBefore = new Date(Date.parse(now) - approvalHoldMs).toISOString();
      let expired = 0;
      for (const purchase of await approvals.ended(placedBefore, 50)) {
        const cancelled = await approvals.inTransaction((tx) => rejectIn(tx, STORE_ACTOR, purchase, null, null));
        if (cancelled === null) continue;
        expired += 1;
        await afterReject(STORE_ACTOR, cancelled);
      }
      return expired;
    },

    /** Who decided a purchase, by name (null: nobody, or the account is gone). */
    deciderName: async (row: PurchaseRow): Promise<string | null> =>
      row.approval_by === null ? null : ((await approvals.userName(row.approval_by)) ?? null),
  };
}

export type ApprovalsService = ReturnType<typeof approvalsService>;
