// The administrators' payment routes (issue 33; requirements §18.1, §18.3) on SQLite and, with
// TEST_DB=postgres, PostgreSQL: cash recorded on delivery, refunds (cash recorded, the online part
// through the gateway), the decision on a payment in review, the Payments list, its CSV and a
// payment's trail. The server runs in-process, so the tests drive the gateway (support/fake-gateway.ts).
import {
  apiPaths,
  dayOf,
  messages,
  nextDay,
  paymentListSchema,
  paymentWithTrailSchema,
  purchaseSchema,
  type Item,
  type Purchase,
} from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { paymentsApp } from './payments-app.ts';

const ADMIN = 'cashier@example.com';
const ZONE = 'Asia/Dhaka';
const env = {
  ADMIN_EMAILS: ADMIN,
  APP_DIST: '/nonexistent-app-dist',
  CACHE_TTL_MS: '0',
  PUBLIC_ORIGIN: 'https://shop.example.com',
  RATE_LIMIT_WRITES_PER_MIN: '10000',
  STORE_TIME_ZONE: ZONE,
  AUTH_SECRET: 'payments-admin-test-secret-0123456789',
};

const h = paymentsApp(env);
const { call, addItem, placed, tranIdOf, ipn, ssl, bkash } = h;

/** A purchase paid online in full through SSLCommerz (`amountMinor`: another amount puts it in review). */
async function paidOnline(who: string, item: Item | Item[], quantity: number, amountMinor?: number) {
  const purchase = await placed(who, item, quantity, 'sslcommerz');
  const tranId = await tranIdOf(purchase);
  await ipn({ tran_id: tranId, val_id: ssl.pay(tranId, amountMinor === undefined ? {} : { amountMinor }) });
  return purchase;
}

const today = () => dayOf(new Date(), ZONE);
const cash = (purchase: Purchase, body: object, who = ADMIN) =>
  call('POST', apiPaths.purchasePaymentCash(purchase._id), who, body);
const refund = (purchase: Purchase, body: object, who = ADMIN) =>
  call('POST', apiPaths.purchasePaymentRefund(purchase._id), who, body);
const review = (purchase: Purchase, decision: string, who = ADMIN) =>
  call('POST', apiPaths.purchasePaymentReview(purchase._id), who, { decision });
const trailOf = async (purchase: Purchase) =>
  paymentWithTrailSchema.parse((await call('GET', apiPaths.purchasePayment(purchase._id), ADMIN)).json());

describe('cash collected on delivery', () => {
  it('adds to what was paid, keeps the status until all is collected, then is paid', async () => {
    const buyer = 'cash-buyer@example.com';
    const purchase = await placed(buyer, await addItem(1_000), 2, 'cod');
    const owed = purchase.total;
    expect(purchase.payment.status).toBe('unpaid');

    const part = await cash(purchase, { amount: '1,000', collected_on: today(), note: 'First half' });
    expect(part.statusCode, part.body).toBe(200);
    expect(purchaseSchema.parse(part.json()).payment).toMatchObject({ status: 'unpaid', paid: 1000 });

    const tooMuch = await cash(purchase, { amount: owed, collected_on: today() });
    const left = owed - 1000;
    expect([tooMuch.statusCode, tooMuch.json().errors]).toEqual([400, { amount: messages.cashAtMost(left) }]);

    const rest = await cash(purchase, { amount: left, collected_on: today() });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(purchaseSchema.parse(rest.json()).payment).toMatchObject({ status: 'paid', paid: owed });

    const again = await cash(purchase, { amount: 1, collected_on: today() });
    expect([again.statusCode, again.json().message]).toEqual([409, messages.cashNotCollectable]);

    const trail = await trailOf(purchase);
    expect(trail.events.map((e) => [e.kind, e.by, e.ok])).toEqual([
      ['cash', ADMIN, true],
      ['cash', ADMIN, true],
    ]);
    expect(trail.events[0]!.request).toEqual({ amount: 1000, collected_on: today(), note: 'First half' });
  });

  it("collects the rest after a large cash order's advance", async () => {
    const buyer = 'cash-advance@example.com';
    const purchase = await placed(buyer, await addItem(12_000), 2, 'cod');
    const tranId = await tranIdOf(purchase);
    await ipn({ tran_id: tranId, val_id: ssl.pay(tranId) });
    const advance = purchase.delivery_charge + 2400;
    const answer = await cash(purchase, { amount: purchase.total - advance, collected_on: today() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(purchaseSchema.parse(answer.json()).payment).toMatchObject({ status: 'paid', paid: purchase.total });
  });

  it('refuses bad input with field messages, a later day, another method, an unknown purchase, a customer', async () => {
    const buyer = 'cash-refused@example.com';
    const item = await addItem(500);
    const purchase = await placed(buyer, item, 1, 'cod');
    const bad = await cash(purchase, { amount: '12.345', collected_on: 'soon', note: 'x'.repeat(201) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      amount: messages.cashAmountInvalid,
      collected_on: expect.any(String),
      note: expect.any(String),
    });
    const zero = await cash(purchase, { amount: 0, collected_on: today() });
    expect([zero.statusCode, zero.json().errors]).toEqual([400, { amount: messages.cashAmountInvalid }]);
    const tomorrow = await cash(purchase, { amount: 10, collected_on: nextDay(today()) });
    expect([tomorrow.statusCode, tomorrow.json().errors]).toEqual([400, { collected_on: messages.cashDayInvalid }]);

    const online = await placed(buyer, item, 1, 'bkash');
    const notCash = await cash(online, { amount: 10, collected_on: today() });
    expect([notCash.statusCode, notCash.json().message]).toEqual([409, messages.cashNotCollectable]);

    const unknown = await call('POST', apiPaths.purchasePaymentCash('00000000-0000-4000-8000-000000000000'), ADMIN, {
      amount: 10,
      collected_on: today(),
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, messages.purchaseNotFound]);
    expect((await cash(purchase, { amount: 10, collected_on: today() }, buyer)).statusCode).toBe(403);
    expect((await call('POST', apiPaths.purchasePaymentCash(purchase._id))).statusCode).toBe(401);
  });
});

describe('refunds', () => {
  it('refunds part through the gateway (status kept), then the rest (refunded), never more than was paid', async () => {
    const buyer = 'refund-buyer@example.com';
    const purchase = await paidOnline(buyer, await addItem(3_000), 1);
    const total = purchase.total;
    const refunds = ssl.refunds.length;

    const tooMuch = await refund(purchase, { amount: total + 1, reason: 'Too much' });
    expect([tooMuch.statusCode, tooMuch.json()]).toEqual([
      400,
      { message: messages.refundTooLarge, errors: { amount: messages.refundAtMost(total) } },
    ]);
    const noReason = await refund(purchase, { amount: 10, reason: ' ' });
    expect([noReason.statusCode, noReason.json().errors]).toEqual([400, { reason: messages.refundReasonRequired }]);

    const part = await refund(purchase, { amount: 1000, reason: 'One line cancelled' });
    expect(part.statusCode, part.body).toBe(200);
    expect(purchaseSchema.parse(part.json()).payment).toMatchObject({ status: 'paid', paid: total, refunded: 1000 });
    expect(ssl.refunds.slice(refunds)).toEqual([
      { tranId: await tranIdOf(purchase), amountMinor: 100_000, bankRef: expect.stringMatching(/^bank-/) },
    ]);

    const rest = await refund(purchase, { amount: total - 1000, reason: 'Order cancelled' });
    expect(purchaseSchema.parse(rest.json()).payment).toMatchObject({ status: 'refunded', refunded: total });
    const again = await refund(purchase, { amount: 1, reason: 'Again' });
    expect([again.statusCode, again.json().message]).toEqual([409, messages.refundNothing]);

    const trail = await trailOf(purchase);
    const mine = trail.events.filter((e) => e.by === ADMIN).map((e) => [e.kind, e.ok]);
    // Each refund: the gateway's call and the administrator's act.
    expect(mine).toEqual([
      ['refund', true],
      ['refund', true],
      ['refund', true],
      ['refund', true],
    ]);
    expect(trail.events.at(-1)!.request).toMatchObject({
      amount: total - 1000,
      reason: 'Order cancelled',
      online: total - 1000,
    });
  });

  it('a refund the gateway refuses changes nothing (503)', async () => {
    const purchase = await paidOnline('refund-refused@example.com', await addItem(1_500), 1);
    ssl.failNextRefund();
    const refused = await refund(purchase, { amount: 100, reason: 'Damaged' });
    expect([refused.statusCode, refused.json().message]).toEqual([503, messages.paymentGatewayDown]);
    expect((await trailOf(purchase)).refunded).toBe(0);
    const retried = await refund(purchase, { amount: 100, reason: 'Damaged' });
    expect(purchaseSchema.parse(retried.json()).payment).toMatchObject({ status: 'paid', refunded: 100 });
  });

  it('cash collected is given back by hand, not through a gateway; an unpaid payment has nothing to refund', async () => {
    const buyer = 'cash-refund@example.com';
    const purchase = await placed(buyer, await addItem(800), 1, 'cod');
    const nothing = await refund(purchase, { amount: 1, reason: 'Nothing yet' });
    expect([nothing.statusCode, nothing.json().message]).toEqual([409, messages.refundNothing]);
    await cash(purchase, { amount: purchase.total, collected_on: today() });
    const gatewayRefunds = ssl.refunds.length + bkash.refunds.length;
    const answer = await refund(purchase, { amount: purchase.total, reason: 'Returned at the door' });
    expect(purchaseSchema.parse(answer.json()).payment).toMatchObject({ status: 'refunded', refunded: purchase.total });
    expect(ssl.refunds.length + bkash.refunds.length).toBe(gatewayRefunds);
    expect((await trailOf(purchase)).events.at(-1)!.request).toMatchObject({ cash: purchase.total, online: 0 });
  });
});

describe('an administrator cancels orders of a purchase paid online', () => {
  it("refunds each order's share through the gateway, the delivery with the last; a cash purchase is not refunded", async () => {
    const buyer = 'cancel-refund@example.com';
    const [first, second] = [await addItem(1_200), await addItem(1_800)];
    const purchase = await paidOnline(buyer, [first!, second!], 1);
    const [one, two] = purchase.orders;
    const refunds = ssl.refunds.length;

    const cancelled = await call('DELETE', apiPaths.order(one!._id), ADMIN);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    let payment = await trailOf(purchase);
    expect(payment).toMatchObject({ status: 'paid', refunded: one!.total });
    expect(ssl.refunds.slice(refunds).map((r) => r.amountMinor)).toEqual([one!.total * 100]);

    const moved = await call('POST', apiPaths.orderStatus(two!._id), ADMIN, { status: 'cancelled' });
    expect(moved.statusCode, moved.body).toBe(200);
    payment = await trailOf(purchase);
    expect(payment).toMatchObject({ status: 'refunded', refunded: purchase.total });
    expect(ssl.refunds.slice(refunds).map((r) => r.amountMinor)).toEqual([
      one!.total * 100,
      (two!.total + purchase.delivery_charge) * 100,
    ]);
    expect(payment.events.at(-1)).toMatchObject({
      kind: 'refund',
      by: ADMIN,
      request: { reason: `Cancelled: ${two!.number}` },
    });

    const cod = await placed(buyer, first!, 1, 'cod');
    await call('DELETE', apiPaths.order(cod.orders[0]!._id), ADMIN);
    expect(await trailOf(cod)).toMatchObject({ status: 'unpaid', refunded: 0 });
    expect(ssl.refunds.length).toBe(refunds + 2);
  });
});

describe('any cancel refunds what was paid online', () => {
  it("gives back a cash order's advance: each order's 10% on an administrator's cancel, the rest with the buyer's last", async () => {
    const buyer = 'advance-cancel@example.com';
    const [big, small] = [await addItem(12_000), await addItem(9_000)];
    const purchase = await placed(buyer, [big!, small!], 1, 'cod');
    const tranId = await tranIdOf(purchase);
    await ipn({ tran_id: tranId, val_id: ssl.pay(tranId) });
    const advance = purchase.delivery_charge + 2100;
    expect(await trailOf(purchase)).toMatchObject({ status: 'partially_paid', paid: advance });
    const [one, two] = purchase.orders;
    const refunds = ssl.refunds.length;

    const byAdmin = await call('DELETE', apiPaths.order(one!._id), ADMIN);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await trailOf(purchase)).toMatchObject({ status: 'partially_paid', refunded: 1200, refund_due: 0 });

    const byBuyer = await call('DELETE', apiPaths.order(two!._id), buyer);
    expect(byBuyer.statusCode, byBuyer.body).toBe(200);
    const payment = await trailOf(purchase);
    expect(payment).toMatchObject({ status: 'refunded', paid: advance, refunded: advance, refund_failed: 0 });
    expect(ssl.refunds.slice(refunds).map((r) => r.amountMinor)).toEqual([120_000, (advance - 1200) * 100]);
    expect(payment.events.at(-1)).toMatchObject({
      kind: 'refund',
      by: buyer,
      request: { reason: `Cancelled: ${two!.number}`, online: advance - 1200 },
    });
  });

  it("refunds the buyer's own cancel of an order paid online, as an administrator's", async () => {
    const buyer = 'own-cancel@example.com';
    const purchase = await paidOnline(buyer, await addItem(1_300), 2);
    const refunds = ssl.refunds.length;
    const cancelled = await call('DELETE', apiPaths.order(purchase.orders[0]!._id), buyer);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await trailOf(purchase)).toMatchObject({ status: 'refunded', refunded: purchase.total });
    expect(ssl.refunds.slice(refunds).map((r) => r.amountMinor)).toEqual([purchase.total * 100]);
    const claims = await h.db
      .selectFrom('payment_refunds')
      .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
      .select(['payment_refunds.state', 'payment_refunds.attempts', 'payment_refunds.by_email'])
      .where('payments.purchase_id', '=', purchase._id)
      .execute();
    expect(claims.map((c) => [c.state, Number(c.attempts), c.by_email])).toEqual([['done', 1, buyer]]);
  });

  it('a refund the gateway refuses puts the payment in review, owed and failed, until an administrator refunds it', async () => {
    const buyer = 'refused-cancel@example.com';
    const [first, second] = [await addItem(1_100), await addItem(1_700)];
    const purchase = await paidOnline(buyer, [first!, second!], 1);
    const [one] = purchase.orders;
    ssl.failNextRefund();
    const cancelled = await call('DELETE', apiPaths.order(one!._id), ADMIN);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const failed = await trailOf(purchase);
    expect(failed).toMatchObject({ status: 'review', refunded: 0, refund_due: 0, refund_failed: one!.total });
    expect(failed.events.at(-1)).toMatchObject({
      kind: 'review',
      ok: false,
      by: ADMIN,
      request: { from: 'paid', to: 'review', reason: `Cancelled: ${one!.number}` },
      response: { error: 'The gateway refused the refund' },
    });
    const listed = paymentListSchema.parse((await call('GET', `${apiPaths.paymentList}?q=${buyer}`, ADMIN)).json());
    expect(listed.payments[0]).toMatchObject({ status: 'review', refunded: 0, refund_failed: one!.total });
    // Decided first? Not this one: the administrator's refund retries it.
    const retried = await refund(purchase, { amount: one!.total, reason: 'Retry the refused refund' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(purchaseSchema.parse(retried.json()).payment).toMatchObject({ status: 'paid', refunded: one!.total });
    expect(await trailOf(purchase)).toMatchObject({ status: 'paid', refund_failed: 0, refund_due: 0 });
  });
});

describe('a payment in review', () => {
  it('is accepted (paid) or refunded in full through the gateway; other payments are not in review', async () => {
    const buyer = 'review-decided@example.com';
    const item = await addItem(2_000);
    const accepted = await paidOnline(buyer, item, 1, 150_000);
    expect((await trailOf(accepted)).status).toBe('review');
    const accept = await review(accepted, 'accept');
    expect(accept.statusCode, accept.body).toBe(200);
    expect(purchaseSchema.parse(accept.json()).payment).toMatchObject({ status: 'paid', paid: 1500 });
    const twice = await review(accepted, 'accept');
    expect([twice.statusCode, twice.json().message]).toEqual([409, messages.paymentNotInReview]);

    const refused = await paidOnline(buyer, item, 1, 150_000);
    const refunds = ssl.refunds.length;
    const answer = await review(refused, 'refund');
    expect(purchaseSchema.parse(answer.json()).payment).toMatchObject({ status: 'refunded', refunded: 1500 });
    expect(ssl.refunds.slice(refunds).map((r) => r.amountMinor)).toEqual([150_000]);
    expect((await trailOf(refused)).events.at(-1)).toMatchObject({ kind: 'review', by: ADMIN, ok: true });

    const bad = await review(refused, 'maybe');
    expect([bad.statusCode, bad.json().errors]).toEqual([400, { decision: messages.reviewDecisionInvalid }]);
    expect((await review(refused, 'accept', buyer)).statusCode).toBe(403);
  });
});

describe('the Payments list, its CSV and a trail', () => {
  it('filters by status, method, purchase number, email and days; pages; last changed first', async () => {
    const buyer = 'listed-buyer@example.com';
    const item = await addItem(700);
    const first = await placed(buyer, item, 1, 'cod');
    const second = await paidOnline(buyer, item, 1);
    const list = async (query: string) => {
      const answer = await call('GET', `${apiPaths.paymentList}?${query}`, ADMIN);
      expect(answer.statusCode, answer.body).toBe(200);
      return paymentListSchema.parse(answer.json());
    };
    const mine = await list(`q=${buyer}`);
    expect(mine.total).toBe(2);
    expect(mine.payments.map((p) => p.purchase.number)).toEqual([second.number, first.number]);
    expect(mine.payments[0]).toMatchObject({
      _id: expect.any(String),
      purchase: { _id: second._id, number: second.number },
      user: buyer,
      method: 'sslcommerz',
      status: 'paid',
      amount: second.total,
      paid: second.total,
      refunded: 0,
    });
    expect(mine.payments[0]!.events).toBeGreaterThan(0);
    expect((await list(`q=${buyer}&method=cod`)).payments.map((p) => p._id)).toHaveLength(1);
    expect((await list(`q=${buyer}&status=paid`)).payments.map((p) => p.purchase.number)).toEqual([second.number]);
    expect((await list(`q=${first.number}`)).payments.map((p) => p.purchase.number)).toEqual([first.number]);
    const page2 = await list(`q=${buyer}&page=2&limit=1`);
    expect([page2.total, page2.payments.map((p) => p.purchase.number)]).toEqual([2, [first.number]]);
    expect((await list(`q=${buyer}&from=${today()}&to=${today()}`)).total).toBe(2);
    expect((await list(`q=${buyer}&from=${nextDay(today())}`)).total).toBe(0);

    const bad = await call(
      'GET',
      `${apiPaths.paymentList}?page=0&limit=500&status=lost&from=${nextDay(today())}&to=${today()}`,
      ADMIN,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      page: messages.pageInvalid,
      limit: messages.limitRange(100),
      status: expect.any(String),
    });
    expect((await call('GET', apiPaths.paymentList, buyer)).statusCode).toBe(403);

    const csv = await call('GET', `${apiPaths.paymentExport}?q=${buyer}`, ADMIN);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Purchase number,Customer email,Payment method,Payment status,Amount (BDT),Paid (BDT),Refunded (BDT),Created at,Updated at,Events',
    );
    expect(lines.slice(1, 3).map((l) => l.split(',').slice(0, 7))).toEqual([
      [
        second.number,
        buyer,
        'Card / mobile banking (SSLCommerz)',
        'Paid',
        second.total.toFixed(2),
        second.total.toFixed(2),
        '0.00',
      ],
      [first.number, buyer, 'Cash on delivery', 'Unpaid', '0.00', '0.00', '0.00'],
    ]);
    expect(lines.at(-1)).toBe('');
  });

  it("answers a payment's trail oldest first, secrets removed; 404 for an unknown purchase", async () => {
    const purchase = await paidOnline('trail-buyer@example.com', await addItem(900), 1);
    const trail = await trailOf(purchase);
    expect(trail).toMatchObject({ method: 'sslcommerz', status: 'paid', paid: purchase.total, refunded: 0 });
    expect(trail.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['session', 'ipn', 'validation']));
    expect(trail.events.map((e) => e.at)).toEqual([...trail.events.map((e) => e.at)].sort());
    expect(JSON.stringify(trail)).not.toContain('secret-password');
    const unknown = await call('GET', apiPaths.purchasePayment('00000000-0000-4000-8000-000000000000'), ADMIN);
    expect(unknown.statusCode).toBe(404);
  });
});
