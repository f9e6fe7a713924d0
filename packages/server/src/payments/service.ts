// Payments (issue 33; requirements §18): the payment a checkout writes, the gateway's session for
// what is due online, the gateway's confirmation applied once, and the holds that end unpaid.
// The store believes only the gateway's own answer to its own question (docs/security.md, Payments):
// an IPN, a return or a callback only says which payment to ask about.
import { randomBytes } from 'node:crypto';
import {
  canMovePayment,
  dayOf,
  dayStart,
  dueNowMinor,
  fromMinor,
  messages,
  nextDay,
  paymentNoticeSubject,
  purchaseNumber,
  type CashInput,
  type PaymentFilters as PaymentFiltersQuery,
  type PaymentList,
  type PaymentListItem,
  type PaymentListQuery,
  type PaymentReviewDecision,
  type PaymentWithTrail,
  type RefundInput,
  type PaymentNoticeData,
  type PaymentNoticeTemplate,
  type PayAnswer,
  type PaymentEventKind,
  type PaymentMethod,
  type PaymentStatus,
} from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import type { CurrentUser } from '../auth/guard.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { OrderRow, PaymentRefundRow, PaymentRow, PaymentsTable, PurchaseRow } from '../db/schema.ts';
import { newId, nowIso } from '../db/util.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import type { InvoiceSettings } from '../invoices/issue.ts';
import { deliveryOwedMinor, owedMinor } from '../orders/mapping.ts';
import { creditCancels, moveOrder } from '../orders/transitions/move.ts';
import type { Confirmation, PaymentGateway } from './gateways/port.ts';
import { cashPayment, holdStands, toPayment, tranIdOf } from './mapping.ts';
import { paymentOptions, type PaymentOptions } from './options.ts';
import { trailFor } from './trail.ts';
import { onlineLeftMinor, onlinePaidMinor } from './refunds.ts';
import type { RefundsOwed } from './refunds-repository.ts';
import type { ListedPaymentRow, PaymentFilters, PaymentsRepository } from './repository.ts';

/** Who the store's own acts are recorded as (the hold's expiry, the automatic refund). */
const STORE_ACTOR: CurrentUser = {
  id: 'store',
  email: 'payments@store',
  name: 'Store',
  isAdmin: true,
  emailVerified: true,
};

/** The buyer's email about `payment` (requirements §18), an outbox row written beside the change. */
function paymentNotice(
  purchase: PurchaseRow,
  payment: PaymentRow,
  template: PaymentNoticeTemplate,
  customerName: string,
  amountMinor: number,
  at: string,
) {
  const data: PaymentNoticeData = {
    purchaseId: purchase.id,
    purchaseNumber: purchaseNumber(Number(purchase.seq)),
    customerName,
    customerEmail: purchase.user_email,
    method: payment.method,
    amount: fromMinor(amountMinor),
    at,
  };
  return {
    id: newId(),
    order_id: null,
    purchase_id: purchase.id,
    template,
    recipient: purchase.user_email,
    subject: paymentNoticeSubject(template, data),
    data: JSON.stringify(data),
    next_attempt_at: at,
    locked_until: null,
    last_error: null,
    created_at: at,
    sent_at: null,
  };
}

/** A payment's status after `refundedMinor` of what was paid went back: refunded once all of it has. */
const statusAfterRefund = (row: PaymentRow, refundedMinor: number): PaymentStatus =>
  refundedMinor >= Number(row.paid_minor) && canMovePayment(row.status, 'refunded') ? 'refunded' : row.status;

/**
 * An automatic refund's claim (requirements §18.1): held by the instance that took it this long,
 * tried at most this many times (the gateway unreachable), each try after a longer wait.
 */
const CLAIM_LOCK_MS = 120_000;
const CLAIM_TRIES = 6;
const claimBackoffMs = (attempts: number): number => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

const NOTHING_OWED: RefundsOwed = { dueMinor: 0, failedMinor: 0 };
/** The refunds owed on a payment, as its answers to an administrator carry them (BDT). */
const owedFields = (owed: RefundsOwed = NOTHING_OWED) => ({
  refund_due: fromMinor(owed.dueMinor),
  refund_failed: fromMinor(owed.failedMinor),
});

/** Where the buyer lands after the gateway: the purchase's page, saying how it went. */
export type ReturnResult = 'success' | 'failed' | 'cancelled';

export interface PaymentsDeps {
  payments: PaymentsRepository;
  options: PaymentOptions;
  changes: Pick<ChangeFeed, 'publish'>;
  invoicing: InvoiceSettings;
  /** PUBLIC_ORIGIN: the gateway's return, IPN and callback URLs. */
  origin: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** The payment row a checkout writes beside its purchase, in its transaction (requirements §18). */
export function newPaymentRow(
  options: Pick<PaymentOptions, 'advanceAboveMinor' | 'holdMs'>,
  purchase: PurchaseRow,
  method: PaymentMethod,
  goodsMinor: number,
  at: string,
): Insertable<PaymentsTable> {
  const amountMinor = dueNowMinor({
    method,
    subtotalMinor: goodsMinor,
    deliveryChargeMinor: Number(purchase.delivery_charge_minor),
    advanceAboveMinor: options.advanceAboveMinor,
  });
  const online = amountMinor > 0;
  return {
    id: newId(),
    purchase_id: purchase.id,
    method,
    status: online ? 'pending' : 'unpaid',
    amount_minor: amountMinor,
    tran_id: online ? tranIdOf(purchase, randomBytes(6).toString('hex')) : null,
    gateway_ref: null,
    bank_ref: null,
    redirect_url: null,
    hold_expires_at: online ? new Date(Date.parse(at) + options.holdMs).toISOString() : null,
    created_at: at,
    updated_at: at,
  };
}

/** What a checkout asks of payments (purchases/service.ts). */
export type CheckoutPayments = Pick<PaymentsService, 'assertOffered' | 'newPayment' | 'afterCheckout'>;

/** Cash on delivery only, no gateway: what a checkout does without payments wired (a bare service in tests). */
export const cashOnlyPayments: CheckoutPayments = (() => {
  const options = paymentOptions({ codAdvanceAboveMinor: 0, holdMs: 0 }, {});
  return {
    assertOffered: options.assertOffered,
    newPayment: (purchase, method, goodsMinor, at) => newPaymentRow(options, purchase, method, goodsMinor, at),
    afterCheckout: async () => {},
  };
})();

export function paymentsService({ payments, options, changes, invoicing, origin, log }: PaymentsDeps) {
  const urls = {
    success: `${origin}/api/payments/sslcommerz/return/success`,
    fail: `${origin}/api/payments/sslcommerz/return/fail`,
    cancel: `${origin}/api/payments/sslcommerz/return/cancel`,
    ipn: `${origin}/api/payments/sslcommerz/ipn`,
    callback: `${origin}/api/payments/bkash/callback`,
  };

  /** Asks `gateway`, keeping every call in the trail; a gateway that throws is recorded and rethrown. */
  async function ask<T>(
    trail: ReturnType<typeof trailFor>,
    kind: PaymentEventKind,
    request: unknown,
    call: () => Promise<T>,
  ): Promise<T> {
    try {
      return await call();
    } catch (error) {
      trail.add(kind, request, { error: error instanceof Error ? error.message : String(error) }, false);
      throw error;
    } finally {
      await payments.addEvents(trail.events.splice(0));
    }
  }

  /**
   * Opens a gateway session for what is due now; answers the payment with its page, pending again
   * if it had failed, or undefined when it moved meanwhile (paid, expired): the session is then not kept.
   */
  async function openSession(
    purchase: PurchaseRow,
    payment: PaymentRow,
    customerName: string,
  ): Promise<PaymentRow | undefined> {
    const gateway = options.gatewayFor(payment.method);
    if (!gateway || payment.tran_id === null) throw badRequest(messages.paymentMethodUnavailable);
    const trail = trailFor(payment.id);
    const input = {
      tranId: payment.tran_id,
      amountMinor: Number(payment.amount_minor) - Number(payment.paid_minor),
      currency: 'BDT' as const,
      customer: {
        name: customerName,
        email: purchase.user_email,
        phone: purchase.phone,
        address: purchase.address,
        district: purchase.district ?? '',
      },
      urls,
    };
    const started = await ask(trail, 'session', input, () => gateway.start(input, trail.gateway));
    return payments.setSession(payment.id, payment.status, {
      status: 'pending',
      gateway_ref: started.gatewayRef,
      redirect_url: started.redirectUrl,
      updated_at: nowIso(),
    });
  }

  /** The move a confirmation makes from `row`'s status, and its figures; null: nothing changes. */
  function decide(row: PaymentRow, c: Confirmation): (Partial<PaymentRow> & { status: PaymentStatus }) | null {
    // A payment the buyer was told failed is still waiting: the gateway may take it on a retry.
    const from = row.status === 'failed' ? 'pending' : row.status;
    if (c.state === 'failed' || c.state === 'cancelled')
      return row.status === 'pending' ? { status: 'failed', redirect_url: null } : null;
    if (c.state !== 'valid' || c.tranId !== row.tran_id) return null;
    const received = c.currency === 'BDT' && c.amountMinor !== null ? c.amountMinor : 0;
    const figures = { paid_minor: received, bank_ref: c.bankRef, redirect_url: null };
    const exact = c.currency === 'BDT' && c.amountMinor === Number(row.amount_minor);
    if (from !== 'pending') return null;
    if (!exact) return { status: 'review', ...figures };
    return { status: row.method === 'cod' ? 'partially_paid' : 'paid', ...figures };
  }

  /**
   * A confirmation after the hold ended (requirements §18): what was paid is recorded and its refund
   * claimed in one transaction, a conditional update on the payment as read (of two instances told
   * of the same late payment, one claims it; a replay finds it paid), then asked of the gateway.
   */
  async function refundLate(row: PaymentRow, c: Confirmation): Promise<void> {
    if (c.state !== 'valid' || c.tranId !== row.tran_id || Number(row.paid_minor) !== 0) return;
    const amountMinor = c.amountMinor ?? 0;
    if (amountMinor <= 0) return;
    const at = nowIso();
    const claim = await payments.inTransaction(async (tx) => {
      const claimed = await tx.payments.change(row, {
        status: 'expired',
        paid_minor: amountMinor,
        bank_ref: c.bankRef,
        gateway_ref: c.gatewayRef ?? row.gateway_ref,
        updated_at: at,
      });
      if (!claimed) return undefined;
      return tx.refunds.insertClaim({
        id: newId(),
        payment_id: row.id,
        kind: 'late',
        amount_minor: amountMinor,
        reason: 'Paid after the hold expired: the order was cancelled',
        state: 'due',
        next_attempt_at: at,
        locked_until: null,
        last_error: null,
        status_before: null,
        by_email: null,
        created_at: at,
        updated_at: at,
      });
    });
    if (claim) await settleClaim(claim);
  }

  /**
   * Raises what `paymentId` refunded by `amountMinor` (refunded once all is), a conditional update
   * on its figures read again until it holds: the gateway has already given the money back.
   */
  async function recordRefunded(paymentId: string, amountMinor: number): Promise<PaymentRow | undefined> {
    for (let tries = 0; tries < 10; tries += 1) {
      const row = await payments.byId(paymentId);
      if (!row) return undefined;
      const refundedMinor = Number(row.refunded_minor) + amountMinor;
      const changed = await payments.change(row, {
        status: statusAfterRefund(row, refundedMinor),
        refunded_minor: refundedMinor,
        updated_at: nowIso(),
      });
      if (changed) return changed;
    }
    return undefined;
  }

  /**
   * A claim the gateway refused, or whose tries ran out (requirements §18.1): the payment goes to
   * review with the reason in its trail, and the claim is failed (its owed amount shown) until an
   * administrator's refund gives it back.
   */
  async function failClaim(claim: PaymentRefundRow, error: string): Promise<void> {
    for (let tries = 0; tries < TRIES; tries += 1) {
      const row = await payments.byId(claim.payment_id);
      if (!row) return;
      const inReview =
        row.status === 'review' ||
        (canMovePayment(row.status, 'review') &&
          (await payments.move(row.id, row.status, { status: 'review', updated_at: nowIso() })) !== undefined);
      if (!inReview) continue;
      await payments.settle(claim.id, 'due', {
        state: 'failed',
        last_error: error,
        status_before:
          row.status === 'review' ? ((await payments.failedOf(row.id))[0]?.status_before ?? null) : row.status,
        updated_at: nowIso(),
      });
      const trail = trailFor(row.id, claim.by_email);
      trail.add(
        'review',
        { from: row.status, to: 'review', refund: fromMinor(Number(claim.amount_minor)), reason: claim.reason },
        { error, attempts: Number(claim.attempts) },
        false,
      );
      await payments.addEvents(trail.events);
      await changes.publish('orders');
      log.error({ payment: row.id, claim: claim.id, error }, 'payments: an automatic refund failed');
      return;
    }
  }

  /**
   * Asks the gateway for a refund claimed `due` (requirements §18.1), once `take` gave it to this
   * instance: done (the payment's refunded raised, a late payment's buyer emailed), failed when the
   * gateway refuses or the tries run out, else due again after a back-off. Never throws: a claim it
   * could not settle stays due for the next sweep.
   */
  async function settleClaim(claim: PaymentRefundRow, now = nowIso()): Promise<void> {
    try {
      const taken = await payments.take(claim.id, now, new Date(Date.parse(now) + CLAIM_LOCK_MS).toISOString());
      if (!taken) return;
      const row = await payments.byId(taken.payment_id);
      if (!row) return;
      // What is left to give back online: an administrator's refund may have given some meanwhile.
      const amountMinor = Math.min(Number(taken.amount_minor), onlineLeftMinor(row));
      if (amountMinor <= 0) {
        await payments.settle(taken.id, 'due', {
          state: 'done',
          last_error: 'Nothing left to refund',
          updated_at: nowIso(),
        });
        return;
      }
      const trail = trailFor(row.id, taken.by_email);
      const gateway = options.gatewayFor(row.method);
      const input = {
        tranId: row.tran_id ?? '',
        gatewayRef: row.gateway_ref ?? '',
        bankRef: row.bank_ref ?? '',
        amountMinor,
        reason: taken.reason,
      };
      let error: string | null = null;
      let refused = false;
      try {
        if (!gateway) throw new Error(`no gateway is configured for ${row.method}`);
        refused = (await ask(trail, 'refund', input, () => gateway.refund(input, trail.gateway))).state === 'failed';
        if (refused) error = 'The gateway refused the refund';
      } catch (thrown) {
        error = thrown instanceof Error ? thrown.message : String(thrown);
      }
      if (error === null) {
        const after = await recordRefunded(row.id, amountMinor);
        await payments.settle(taken.id, 'due', { state: 'done', last_error: null, updated_at: nowIso() });
        trail.add(
          'refund',
          { amount: fromMinor(amountMinor), reason: taken.reason, cash: 0, online: fromMinor(amountMinor) },
          { status: after?.status ?? row.status, refunded: fromMinor(Number(after?.refunded_minor ?? 0)) },
          true,
        );
        await payments.addEvents(trail.events);
        if (taken.kind === 'late') await tellRefunded(row, amountMinor);
        await changes.publish('orders');
      } else if (refused || Number(taken.attempts) >= CLAIM_TRIES) {
        await failClaim(taken, error);
      } else {
        log.warn({ payment: row.id, claim: taken.id, error }, 'payments: an automatic refund will be tried again');
        await payments.settle(taken.id, 'due', {
          state: 'due',
          last_error: error,
          next_attempt_at: new Date(Date.parse(now) + claimBackoffMs(Number(taken.attempts))).toISOString(),
          updated_at: nowIso(),
        });
      }
    } catch (error) {
      log.error({ err: error, claim: claim.id }, 'payments: settling an automatic refund failed');
    }
  }

  /** The buyer's email that a late payment went back (requirements §18). */
  async function tellRefunded(row: PaymentRow, amountMinor: number): Promise<void> {
    const purchase = await payments.purchase(row.purchase_id);
    if (!purchase) return;
    const name = (await payments.buyerName(purchase.id)) ?? purchase.user_email;
    await payments.addNotices([paymentNotice(purchase, row, 'payment-refunded', name, amountMinor, nowIso())]);
  }

  /**
   * After an administrator's refund gave back `amountMinor` of a payment (requirements §18.1): its
   * failed claims that amount covers, oldest first, are settled; once none is left, a payment in
   * review for them goes back to the status it had (or stays refunded when all went back).
   */
  async function settleFailed(after: PaymentRow, amountMinor: number): Promise<void> {
    let leftMinor = amountMinor;
    let before: PaymentStatus | null = null;
    for (const claim of await payments.failedOf(after.id)) {
      if (Number(claim.amount_minor) > leftMinor) break;
      const settled = await payments.settle(claim.id, 'failed', {
        state: 'done',
        last_error: `${claim.last_error ?? ''} (refunded by an administrator)`.trim(),
        updated_at: nowIso(),
      });
      if (!settled) continue;
      leftMinor -= Number(claim.amount_minor);
      before = claim.status_before ?? before;
    }
    if (after.status !== 'review' || !before || !canMovePayment('review', before)) return;
    if ((await payments.failedOf(after.id)).length) return;
    await payments.change(after, { status: before, updated_at: nowIso() });
  }

  /**
   * What the gateway says of `row`, asked now, applied once: a conditional update on the status it
   * was read in (a replay, or another instance's same IPN, finds it moved and changes nothing).
   */
  async function confirmAndApply(
    row: PaymentRow,
    gateway: PaymentGateway,
    question: { valId?: string; gatewayRef?: string },
  ): Promise<Confirmation | null> {
    const trail = trailFor(row.id);
    const input = { tranId: row.tran_id ?? '', ...question };
    let c: Confirmation;
    try {
      c = await ask(trail, 'validation', input, () => gateway.confirm(input, trail.gateway));
    } catch (error) {
      log.warn({ err: error, payment: row.id }, 'payments: the gateway could not confirm a payment');
      return null;
    }
    if (row.status === 'expired') {
      await refundLate(row, c);
      return c;
    }
    const move = decide(row, c);
    if (move) {
      const moved = await payments.move(row.id, row.status, { ...move, updated_at: nowIso() });
      if (moved) {
        await payments.addEvents([
          {
            payment_id: row.id,
            at: nowIso(),
            kind: move.status === 'review' ? 'review' : 'validation',
            request: JSON.stringify({ from: row.status, to: move.status }),
            response: JSON.stringify({ amount: fromMinor(c.amountMinor ?? 0), currency: c.currency }),
            ok: move.status !== 'review' ? 1 : 0,
            by_email: null,
          },
        ]);
        await changes.publish('orders');
      }
    }
    return c;
  }

  /** At most this many tries of a change another administrator's change got in before. */
  const TRIES = 3;

  /**
   * Gives `amountMinor` of `row`'s paid back (requirements §18.1): what was collected in cash first
   * (handed back, recorded), the rest through the gateway's refund. The refund is claimed first, a
   * conditional update on the figures as read (two administrators never refund the same money), and
   * the gateway asked after; a gateway that refuses or cannot be reached undoes the claim (a 503).
   * Answers the payment after, or undefined when it changed meanwhile (the caller reads it again).
   */
  async function giveBack(
    by: string,
    row: PaymentRow,
    amountMinor: number,
    reason: string,
  ): Promise<PaymentRow | undefined> {
    const paidMinor = Number(row.paid_minor);
    const refundedMinor = Number(row.refunded_minor);
    const cashLeft = Math.max(0, paidMinor - onlinePaidMinor(row) - refundedMinor);
    const cashMinor = Math.min(amountMinor, cashLeft);
    const onlineMinor = amountMinor - cashMinor;
    const gateway = onlineMinor > 0 ? options.gatewayFor(row.method) : undefined;
    if (onlineMinor > 0 && !gateway) throw new HttpError(503, messages.paymentGatewayDown);
    const claimed = await payments.change(row, {
      status: statusAfterRefund(row, refundedMinor + amountMinor),
      refunded_minor: refundedMinor + amountMinor,
      updated_at: nowIso(),
    });
    if (!claimed) return undefined;
    const trail = trailFor(row.id, by);
    if (gateway) {
      const input = {
        tranId: row.tran_id ?? '',
        gatewayRef: row.gateway_ref ?? '',
        bankRef: row.bank_ref ?? '',
        amountMinor: onlineMinor,
        reason,
      };
      const refused = await ask(trail, 'refund', input, () => gateway.refund(input, trail.gateway)).then(
        (result) => result.state === 'failed',
        (error: unknown) => {
          log.warn({ err: error, payment: row.id }, 'payments: the gateway could not refund');
          return true;
        },
      );
      if (refused) {
        // Our own claim undone (not a move of the state machine: the refund never happened).
        await payments.change(claimed, { status: row.status, refunded_minor: refundedMinor, updated_at: nowIso() });
        throw new HttpError(503, messages.paymentGatewayDown);
      }
    }
    trail.add(
      'refund',
      { amount: fromMinor(amountMinor), reason, cash: fromMinor(cashMinor), online: fromMinor(onlineMinor) },
      { status: claimed.status, refunded: fromMinor(Number(claimed.refunded_minor)) },
      true,
    );
    await payments.addEvents(trail.events);
    await changes.publish('orders');
    return claimed;
  }

  /** The purchase `purchaseId` and its payment, or a 404 / 409 (`missing`) when either is not there. */
  async function paymentOfPurchase(purchaseId: string, missing: string) {
    const purchase = await payments.purchase(purchaseId);
    if (!purchase) throw notFound(messages.purchaseNotFound);
    const row = await payments.byPurchase(purchaseId);
    if (!row) throw conflict(missing);
    return { purchase, row };
  }

  /** The Payments screen's days as instants: from the first day's start to the day after the last's. */
  const filtersOf = ({ status, method, q, from, to }: PaymentFiltersQuery): PaymentFilters => ({
    status,
    method,
    q,
    from: from === undefined ? undefined : dayStart(from, invoicing.timeZone).toISOString(),
    before: to === undefined ? undefined : dayStart(nextDay(to), invoicing.timeZone).toISOString(),
  });

  const listItem = (row: ListedPaymentRow): PaymentListItem => ({
    _id: row.id,
    purchase: { _id: row.purchase_id, number: purchaseNumber(Number(row.purchase_seq)) },
    user: row.user_email,
    method: row.method,
    status: row.status,
    amount: fromMinor(Number(row.amount_minor)),
    paid: fromMinor(Number(row.paid_minor)),
    refunded: fromMinor(Number(row.refunded_minor)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    events: Number(row.event_count ?? 0),
  });

  const resultOf = (c: Confirmation | null, row: PaymentRow | undefined): ReturnResult =>
    c?.state === 'cancelled'
      ? 'cancelled'
      : c?.state === 'valid' || (row && ['paid', 'partially_paid'].includes(row.status))
        ? 'success'
        : 'failed';

  const trailEvent = (paymentId: string, kind: PaymentEventKind, request: unknown) => {
    const trail = trailFor(paymentId);
    trail.add(kind, request, null, true);
    return trail.events;
  };

  /** The incoming message itself, kept with the payment it names. */
  const record = (row: PaymentRow, kind: PaymentEventKind, request: unknown) =>
    payments.addEvents(trailEvent(row.id, kind, request));

  return {
    offered: options.offered,

    newPayment: (purchase: PurchaseRow, method: PaymentMethod, goodsMinor: number, at: string) =>
      newPaymentRow(options, purchase, method, goodsMinor, at),

    assertOffered: options.assertOffered,

    /** After a checkout commits: its gateway session, if something is due online. A gateway down leaves it pending. */
    async afterCheckout(purchase: PurchaseRow, customerName: string): Promise<void> {
      const payment = await payments.byPurchase(purchase.id);
      if (payment?.status !== 'pending' || payment.redirect_url !== null) return;
      try {
        await openSession(purchase, payment, customerName);
      } catch (error) {
        log.warn(
          { err: error, purchase: purchase.id },
          'payments: the gateway session could not be opened at checkout',
        );
      }
    },

    /** POST /api/purchases/{id}/pay: a (new) session for what is due now, for the purchase's buyer. */
    async pay(actor: CurrentUser, purchaseId: string): Promise<PayAnswer> {
      const purchase = await payments.purchase(purchaseId);
      if (!purchase) throw notFound(messages.purchaseNotFound);
      if (purchase.user_email !== actor.email) throw forbidden(messages.purchaseOnlyOwnSeen);
      // Nothing is paid before the company's approver approves (requirements §20.4).
      if (purchase.approval === 'awaiting') throw conflict(messages.paymentAwaitingApproval);
      const payment = await payments.byPurchase(purchaseId);
      if (!payment) throw conflict(messages.paymentNotDue);
      if (
        payment.status === 'expired' ||
        ((payment.status === 'pending' || payment.status === 'failed') && !holdStands(payment, nowIso()))
      )
        throw conflict(messages.paymentExpired);
      if (payment.status !== 'pending' && payment.status !== 'failed') throw conflict(messages.paymentNotDue);
      // A failed payment is pending again only once its new session is open: a gateway that is
      // down changes nothing but the trail.
      let opened: PaymentRow | undefined;
      try {
        opened = await openSession(purchase, payment, actor.name);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        log.warn({ err: error, purchase: purchaseId }, 'payments: the gateway session could not be opened');
        throw new HttpError(503, messages.paymentGatewayDown);
      }
      if (!opened?.redirect_url) throw conflict(messages.paymentNotDue);
      return { redirect_url: opened.redirect_url };
    },

    /**
     * SSLCommerz's IPN, or its return with `success`: only `tran_id` and `val_id` are read, to ask the
     * Order Validation API. Answers the purchase it named (null: none of ours).
     */
    async sslcommerz(
      kind: 'ipn' | 'callback',
      body: Record<string, unknown>,
      result: ReturnResult = 'success',
    ): Promise<{ purchaseId: string; result: ReturnResult } | null> {
      const tranId = typeof body.tran_id === 'string' ? body.tran_id : '';
      const row = tranId ? await payments.byTranId(tranId) : undefined;
      if (!row) {
        log.warn({ tranId }, `payments: an SSLCommerz ${kind} for no payment of ours`);
        return null;
      }
      await record(row, kind, body);
      const gateway = options.gatewayFor(row.method);
      const valId = typeof body.val_id === 'string' ? body.val_id : undefined;
      if (result !== 'success' || !valId || !gateway) {
        // The buyer's word that it failed changes nothing the gateway could still take: a failed
        // payment may be paid again while its hold lasts.
        if (result !== 'success' && row.status === 'pending')
          await payments.move(row.id, 'pending', { status: 'failed', redirect_url: null, updated_at: nowIso() });
        return { purchaseId: row.purchase_id, result: result === 'success' ? 'failed' : result };
      }
      const c = await confirmAndApply(row, gateway, { valId });
      return { purchaseId: row.purchase_id, result: resultOf(c, await payments.byPurchase(row.purchase_id)) };
    },

    /** bKash's callback: execute, then query, through the gateway; its `status` is only a hint. */
    async bkash(query: Record<string, unknown>): Promise<{ purchaseId: string; result: ReturnResult } | null> {
      const paymentId = typeof query.paymentID === 'string' ? query.paymentID : '';
      const row = paymentId ? await payments.byGatewayRef(paymentId) : undefined;
      const gateway = options.gatewayFor('bkash');
      if (!row || !gateway) {
        log.warn({ paymentId }, 'payments: a bKash callback for no payment of ours');
        return null;
      }
      await record(row, 'callback', query);
      if (query.status !== 'success') {
        if (row.status === 'pending')
          await payments.move(row.id, 'pending', { status: 'failed', redirect_url: null, updated_at: nowIso() });
        return { purchaseId: row.purchase_id, result: query.status === 'cancel' ? 'cancelled' : 'failed' };
      }
      const c = await confirmAndApply(row, gateway, { gatewayRef: paymentId });
      return { purchaseId: row.purchase_id, result: resultOf(c, await payments.byPurchase(row.purchase_id)) };
    },

    /**
     * POST /api/purchases/{id}/payment/cash (admin; requirements §18.1): cash collected at the door
     * for a cash order unpaid or partially paid, at most what its live orders and delivery still
     * owe. Paid once all of it is; a part keeps the status (the machine has no unpaid ->
     * partially_paid: that status names an advance paid online) and raises what was paid.
     */
    async recordCash(actor: CurrentUser, purchaseId: string, cash: CashInput): Promise<void> {
      if (cash.collected_on > dayOf(new Date(), invoicing.timeZone))
        throw badRequest(messages.cashDayInvalid, { collected_on: messages.cashDayInvalid });
      const amountMinor = Math.round(cash.amount * 100);
      for (let tries = 0; tries < TRIES; tries += 1) {
        const { purchase, row } = await paymentOfPurchase(purchaseId, messages.cashNotCollectable);
        if (row.method !== 'cod' || (row.status !== 'unpaid' && row.status !== 'partially_paid'))
          throw conflict(messages.cashNotCollectable);
        const orders = await payments.ordersOf(purchaseId);
        const owed = owedMinor(orders) + deliveryOwedMinor(purchase, orders);
        // What was paid less what went back (a cancelled order's share of the advance).
        const keptMinor = Number(row.paid_minor) - Number(row.refunded_minor);
        const leftMinor = owed - keptMinor;
        if (leftMinor <= 0) throw conflict(messages.cashNotCollectable);
        if (amountMinor > leftMinor) {
          const message = messages.cashAtMost(fromMinor(leftMinor));
          throw badRequest(message, { amount: message });
        }
        const paidMinor = Number(row.paid_minor) + amountMinor;
        const status = keptMinor + amountMinor >= owed && canMovePayment(row.status, 'paid') ? 'paid' : row.status;
        const changed = await payments.change(row, { status, paid_minor: paidMinor, updated_at: nowIso() });
        if (!changed) continue;
        const trail = trailFor(row.id, actor.email);
        trail.add(
          'cash',
          { amount: cash.amount, collected_on: cash.collected_on, note: cash.note ?? null },
          { status, paid: fromMinor(paidMinor) },
          true,
        );
        await payments.addEvents(trail.events);
        await changes.publish('orders');
        return;
      }
      throw conflict(messages.cashNotCollectable);
    },

    /**
     * POST /api/purchases/{id}/payment/refund (admin; requirements §18.1): at most what was paid and
     * not refunded (nor owed by an automatic refund still being tried) goes back, cash recorded and
     * the online part through the gateway; refunded once all of it has, else the status stays and
     * `refunded` rises. It retries an automatic refund that failed (the payment in review for it).
     */
    async refund(actor: CurrentUser, purchaseId: string, refund: RefundInput): Promise<void> {
      const amountMinor = Math.round(refund.amount * 100);
      for (let tries = 0; tries < TRIES; tries += 1) {
        const { row } = await paymentOfPurchase(purchaseId, messages.refundNothing);
        const owed = (await payments.owedOf([row.id])).get(row.id) ?? NOTHING_OWED;
        const leftMinor = Number(row.paid_minor) - Number(row.refunded_minor) - owed.dueMinor;
        // A payment in review is decided first, unless a failed refund put it there; an unpaid,
        // pending or failed one holds nothing.
        const refundable =
          row.status === 'paid' ||
          row.status === 'partially_paid' ||
          row.status === 'expired' ||
          row.status === 'refunded' ||
          (row.status === 'review' && owed.failedMinor > 0);
        if (!refundable || leftMinor <= 0) throw conflict(messages.refundNothing);
        if (amountMinor > leftMinor)
          throw badRequest(messages.refundTooLarge, { amount: messages.refundAtMost(fromMinor(leftMinor)) });
        const after = await giveBack(actor.email, row, amountMinor, refund.reason);
        if (after) {
          await settleFailed(after, amountMinor);
          return;
        }
      }
      throw conflict(messages.refundNothing);
    },

    /**
     * POST /api/purchases/{id}/payment/review (admin; requirements §18.1): a payment whose confirmed
     * figures differed is accepted (paid; a cash order's advance partially paid) or refunded in
     * full through the gateway.
     */
    async review(actor: CurrentUser, purchaseId: string, decision: PaymentReviewDecision): Promise<void> {
      const { row } = await paymentOfPurchase(purchaseId, messages.paymentNotInReview);
      if (row.status !== 'review') throw conflict(messages.paymentNotInReview);
      const at = nowIso();
      let after: PaymentRow | undefined;
      if (decision === 'accept') {
        const status = row.method === 'cod' ? 'partially_paid' : 'paid';
        if (!canMovePayment(row.status, status)) throw conflict(messages.paymentNotInReview);
        after = await payments.change(row, { status, updated_at: at });
      } else if (Number(row.paid_minor) > Number(row.refunded_minor)) {
        const amountMinor = Number(row.paid_minor) - Number(row.refunded_minor);
        after = await giveBack(actor.email, row, amountMinor, 'Refused in review');
        if (after) await settleFailed(after, amountMinor);
      } else {
        // Nothing in BDT to give back (another currency was confirmed): the decision alone.
        after = await payments.change(row, { status: 'refunded', updated_at: at });
      }
      if (!after) throw conflict(messages.paymentNotInReview);
      const trail = trailFor(row.id, actor.email);
      trail.add('review', { decision, from: row.status }, { status: after.status }, true);
      await payments.addEvents(trail.events);
      await changes.publish('orders');
    },

    /**
     * After a cancel committed (orders/transitions/move.ts, refundCancels; requirements §18.1), by
     * an administrator or the buyer: the refunds its transaction claimed are asked of the gateway
     * now (settleClaim). A refund that fails leaves the cancel done: it is tried again by the
     * sweeper, or puts the payment in review with the reason in its trail.
     */
    async refundCancelled(_actor: CurrentUser, cancelled: readonly OrderRow[]): Promise<void> {
      const purchaseIds = [...new Set(cancelled.flatMap((order) => (order.purchase_id ? [order.purchase_id] : [])))];
      if (!purchaseIds.length) return;
      const rows = await payments.byPurchases(purchaseIds);
      for (const claim of await payments.dueOf(rows.map((row) => row.id))) await settleClaim(claim);
    },

    /**
     * The payment sweeper's second task (requirements §18.1): the refund claims still due whose
     * next try has come (a server stopped after the commit, a gateway that could not be reached),
     * each taken by one instance (settleClaim).
     */
    async retryRefunds(now = nowIso()): Promise<number> {
      const due = await payments.dueNow(now, 50);
      for (const claim of due) await settleClaim(claim, now);
      return due.length;
    },

    /** GET /api/payments (admin): a page of payments, last changed first, and how many match. */
    async list(query: PaymentListQuery): Promise<PaymentList> {
      const filters = filtersOf(query);
      const [rows, total] = await Promise.all([
        payments.listPayments(filters, query.limit, (query.page - 1) * query.limit),
        payments.countPayments(filters),
      ]);
      const owed = await payments.owedOf(rows.map((row) => row.id));
      return { payments: rows.map((row) => ({ ...listItem(row), ...owedFields(owed.get(row.id)) })), total };
    },

    /** GET /api/payments.csv (admin): the payments the filters match, a batch at a time. */
    async *exportPayments(query: PaymentFiltersQuery): AsyncGenerator<PaymentListItem[]> {
      const filters = filtersOf(query);
      const batch = 500;
      for (let offset = 0; ; offset += batch) {
        const rows = await payments.listPayments(filters, batch, offset);
        if (rows.length) yield rows.map(listItem);
        if (rows.length < batch) return;
      }
    },

    /** GET /api/purchases/{id}/payment (admin): the payment and its trail, oldest first. */
    async trail(purchaseId: string): Promise<PaymentWithTrail> {
      const purchase = await payments.purchase(purchaseId);
      if (!purchase) throw notFound(messages.purchaseNotFound);
      const row = await payments.byPurchase(purchaseId);
      if (!row) return { ...cashPayment(purchase), ...owedFields(), events: [] };
      const events = await payments.events(row.id);
      const owed = await payments.owedOf([row.id]);
      return {
        ...toPayment(row, nowIso(), purchase.due_on),
        ...owedFields(owed.get(row.id)),
        events: events.map((event) => ({
          at: event.at,
          kind: event.kind as PaymentWithTrail['events'][number]['kind'],
          request: JSON.parse(event.request) as unknown,
          response: JSON.parse(event.response) as unknown,
          ok: Number(event.ok) === 1,
          by: event.by_email,
        })),
      };
    },

    /**
     * Ends the holds that ran out by now (requirements §18): each payment moved to expired by a
     * conditional update, and in the same transaction its purchase's open orders cancelled (stock
     * back, credit notes) and the buyer told. Two instances expire each hold once.
     */
    async expireHolds(now = nowIso()): Promise<number> {
      let expired = 0;
      for (const row of await payments.holdsEnded(now, 50)) {
        const done = await payments.inTransaction(async (tx) => {
          const moved = await tx.payments.move(row.id, row.status, {
            status: 'expired',
            redirect_url: null,
            updated_at: nowIso(),
          });
          if (!moved) return false;
          const orders = await tx.orders.byPurchase(row.purchase_id);
          const cancelled = [];
          for (const order of orders)
            if (order.status === 'placed' || order.status === 'confirmed')
              cancelled.push(await moveOrder(tx.orders, STORE_ACTOR, order, 'cancelled', null));
          if (cancelled.length) await creditCancels(tx.orders, invoicing, cancelled, 'cancelled');
          const purchase = await tx.orders.purchase(row.purchase_id);
          if (purchase) {
            const dueMinor = Number(row.amount_minor) - Number(row.paid_minor);
            const name = orders[0]?.user_name ?? purchase.user_email;
            await tx.orders.addNotices([paymentNotice(purchase, moved, 'payment-expired', name, dueMinor, nowIso())]);
          }
          await tx.payments.addEvents(trailEvent(row.id, 'expiry', { hold_expires_at: row.hold_expires_at }));
          return true;
        });
        if (done) expired += 1;
      }
      if (expired) await changes.publish('stock', 'orders');
      return expired;
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
