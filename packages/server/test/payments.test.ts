// Payments (issue 33; requirements §18) on SQLite and, with TEST_DB=postgres, PostgreSQL: cash on
// delivery below and above the advance's threshold, online payments confirmed only through the
// gateway (forged, replayed, wrong amount), the holds that expire (stock back, the buyer told), a
// late payment refunded, and two instances on one database expiring each hold and applying each
// IPN once. The server runs in-process here, so the tests drive the gateway (support/fake-gateway.ts).
import {
  apiPaths,
  messages,
  orderListSchema,
  overviewSchema,
  paymentSchema,
  purchaseSchema,
  quoteSchema,
  type Item,
  type Order,
  type Purchase,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentsApp } from './payments-app.ts';

const ADMIN = 'boss@example.com';
const env = {
  ADMIN_EMAILS: ADMIN,
  APP_DIST: '/nonexistent-app-dist',
  CACHE_TTL_MS: '0',
  PUBLIC_ORIGIN: 'https://shop.example.com',
  RATE_LIMIT_WRITES_PER_MIN: '10000',
  // One secret for both instances: a token either signed is good on the other.
  AUTH_SECRET: 'payments-test-secret-0123456789abcdef',
};

const h = paymentsApp(env);
const { call, addItem, checkout, placed, tranIdOf, ipn, ssl, bkash } = h;
/** A second instance on the same database: its holds last 0.6 s, so its sweeper runs every 250 ms. */
let other: FastifyInstance | undefined;

const stockOf = async (item: Item) => (await call('GET', apiPaths.item(item._id))).json<Item>().available_quantity;

const purchaseOf = async (purchase: Purchase, who: string) =>
  purchaseSchema.parse((await call('GET', apiPaths.purchase(purchase._id), who)).json());

const trailOf = async (purchase: Purchase) =>
  h.db
    .selectFrom('payment_events')
    .innerJoin('payments', 'payments.id', 'payment_events.payment_id')
    .select(['kind', 'request', 'response', 'ok'])
    .where('payments.purchase_id', '=', purchase._id)
    .orderBy('payment_events.seq')
    .execute();

/** Makes `purchase`'s hold end now. */
const endHold = (purchase: Purchase) =>
  h.db
    .updateTable('payments')
    .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('purchase_id', '=', purchase._id)
    .execute();

/** The refund claims of `purchase`'s payment (payment_refunds), oldest first. */
const claimsOf = (purchase: Purchase) =>
  h.db
    .selectFrom('payment_refunds')
    .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
    .selectAll('payment_refunds')
    .where('payments.purchase_id', '=', purchase._id)
    .orderBy('payment_refunds.seq')
    .execute();

/**
 * Waits for the first try of `purchase`'s claim to end unreachable: the cancel's own try after its
 * commit, or a sweeper's that took the claim first (the cancel's answer does not wait for that one).
 */
const firstTryFailed = (purchase: Purchase) =>
  until(
    () => claimsOf(purchase),
    (claims) => claims.length === 1 && claims[0]!.locked_until === null && claims[0]!.last_error !== null,
    'the first try to end',
  );

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('what is offered and what is due', () => {
  it('offers cash on delivery and each configured gateway, and says the advance threshold', async () => {
    const config = (await call('GET', apiPaths.config)).json();
    expect(config).toMatchObject({ payment_methods: ['cod', 'bkash', 'sslcommerz'], cod_advance_above: 20000 });
  });

  it('quotes what is due online: nothing for cash below the threshold, delivery and 10% above it, all online', async () => {
    const item = await addItem(10_000);
    const due = async (quantity: number, payment_method?: string) =>
      quoteSchema.parse(
        (
          await call('POST', apiPaths.checkoutQuote, undefined, {
            lines: [{ item: item._id, quantity }],
            district: 'dhaka',
            ...(payment_method ? { payment_method } : {}),
          })
        ).json(),
      );
    expect((await due(1)).due_now).toBe(0);
    const large = await due(3);
    expect(large.due_now).toBe(large.delivery_charge + 3000);
    expect((await due(3, 'sslcommerz')).due_now).toBe(large.total);
    expect((await due(1, 'bkash')).due_now).toBe((await due(1)).total);
  });
});

describe('cash on delivery', () => {
  it('below the threshold is unpaid, nothing due online, no gateway asked', async () => {
    const item = await addItem(5_000);
    const sessions = ssl.sessions.length + bkash.sessions.length;
    const purchase = await placed('cod-small@example.com', item, 2, 'cod');
    expect(purchase.payment).toEqual({
      method: 'cod',
      status: 'unpaid',
      due_now: 0,
      paid: 0,
      refunded: 0,
      redirect_url: null,
      expires_at: null,
      // Paid otherwise than on invoice: no due day (requirements §20.8).
      due_on: null,
    });
    expect(purchase.due_now).toBe(0);
    expect(ssl.sessions.length + bkash.sessions.length).toBe(sessions);
    const pay = await call('POST', apiPaths.purchasePay(purchase._id), 'cod-small@example.com');
    expect([pay.statusCode, pay.json().message]).toEqual([409, messages.paymentNotDue]);
  });

  it('above the threshold pays its advance online first (SSLCommerz), then is partially paid', async () => {
    const item = await addItem(12_000);
    const purchase = await placed('cod-large@example.com', item, 2, 'cod');
    const advance = purchase.delivery_charge + 2400;
    expect(purchase.payment).toMatchObject({ method: 'cod', status: 'pending', due_now: advance, paid: 0 });
    expect(purchase.due_now).toBe(advance);
    expect(purchase.payment.redirect_url).toMatch(/^https:\/\/sslcommerz\.gateway\.test\/pay\//);
    expect(Date.parse(purchase.payment.expires_at!) - Date.parse(purchase.createdAt)).toBe(30 * 60_000);
    const session = ssl.sessions.at(-1)!;
    expect(session).toMatchObject({
      tranId: await tranIdOf(purchase),
      amountMinor: advance * 100,
      currency: 'BDT',
      customer: { email: 'cod-large@example.com', phone: '01711000003', district: 'dhaka' },
      urls: {
        ipn: 'https://shop.example.com/api/payments/sslcommerz/ipn',
        success: 'https://shop.example.com/api/payments/sslcommerz/return/success',
        callback: 'https://shop.example.com/api/payments/bkash/callback',
      },
    });
    const valId = ssl.pay(session.tranId);
    expect((await ipn({ tran_id: session.tranId, val_id: valId, status: 'VALID' })).json()).toEqual({ ok: true });
    expect((await purchaseOf(purchase, 'cod-large@example.com')).payment).toEqual({
      method: 'cod',
      status: 'partially_paid',
      due_now: 0,
      paid: advance,
      refunded: 0,
      redirect_url: null,
      expires_at: null,
      // Paid otherwise than on invoice: no due day (requirements §20.8).
      due_on: null,
    });
  });
});

describe('an online payment is believed only on the gateway’s word', () => {
  it('a forged IPN changes nothing; a valid one pays; its replay changes nothing more', async () => {
    const item = await addItem(1_500);
    const buyer = 'card-buyer@example.com';
    const purchase = await placed(buyer, item, 2, 'sslcommerz');
    expect(purchase.payment).toMatchObject({ status: 'pending', due_now: purchase.total, paid: 0 });
    const tranId = await tranIdOf(purchase);

    // The IPN says VALID, with the right amount: the validation API does not know its val_id.
    const forged = await ipn({ tran_id: tranId, val_id: 'forged-1', status: 'VALID', amount: String(purchase.total) });
    expect([forged.statusCode, forged.json()]).toEqual([200, { ok: true }]);
    expect((await purchaseOf(purchase, buyer)).payment.status).toBe('pending');
    // SSLCommerz posts forms: a JSON body is not read (415).
    expect((await call('POST', apiPaths.sslcommerzIpn, undefined, { tran_id: tranId, val_id: 'x' })).statusCode).toBe(
      415,
    );
    // An IPN for no payment of ours: 200, nothing to change.
    expect((await ipn({ tran_id: 'not-ours', val_id: 'x' })).statusCode).toBe(200);

    const valId = ssl.pay(tranId);
    expect((await ipn({ tran_id: tranId, val_id: valId, status: 'VALID' })).statusCode).toBe(200);
    const paid = await purchaseOf(purchase, buyer);
    expect(paid.payment).toMatchObject({ status: 'paid', due_now: 0, paid: purchase.total, redirect_url: null });
    expect(paid.due_now).toBe(0);

    const moves = async () => (await trailOf(purchase)).filter((e) => e.request.startsWith('{"from"')).length;
    expect(await moves()).toBe(1);
    await ipn({ tran_id: tranId, val_id: valId, status: 'VALID' });
    await Promise.all([1, 2, 3].map(() => ipn({ tran_id: tranId, val_id: valId, status: 'VALID' })));
    expect((await purchaseOf(purchase, buyer)).payment).toMatchObject({ status: 'paid', paid: purchase.total });
    expect(await moves()).toBe(1);

    // The trail kept everything, and no secret.
    const trail = await trailOf(purchase);
    expect(trail.map((e) => e.kind)).toEqual(expect.arrayContaining(['session', 'ipn', 'validation']));
    expect(JSON.stringify(trail)).not.toContain('secret-password');
    const pay = await call('POST', apiPaths.purchasePay(purchase._id), buyer);
    expect([pay.statusCode, pay.json().message]).toEqual([409, messages.paymentNotDue]);
  });

  it('another amount or currency puts the payment in review', async () => {
    const item = await addItem(2_000);
    const buyer = 'review-buyer@example.com';
    const short = await placed(buyer, item, 1, 'sslcommerz');
    const shortTran = await tranIdOf(short);
    await ipn({ tran_id: shortTran, val_id: ssl.pay(shortTran, { amountMinor: 100 }) });
    expect((await purchaseOf(short, buyer)).payment).toMatchObject({ status: 'review', paid: 1, due_now: 0 });

    const dollars = await placed(buyer, item, 1, 'sslcommerz');
    const dollarTran = await tranIdOf(dollars);
    await ipn({ tran_id: dollarTran, val_id: ssl.pay(dollarTran, { currency: 'USD' }) });
    expect((await purchaseOf(dollars, buyer)).payment).toMatchObject({ status: 'review', paid: 0 });
  });

  it("the gateway's page sends the buyer back to the purchase, validated as the IPN is", async () => {
    const item = await addItem(1_000);
    const buyer = 'return-buyer@example.com';
    const purchase = await placed(buyer, item, 1, 'sslcommerz');
    const tranId = await tranIdOf(purchase);
    const back = (result: string, body: Record<string, string>) =>
      call('POST', apiPaths.sslcommerzReturn(result), undefined, new URLSearchParams(body).toString(), h.app, {
        'content-type': 'application/x-www-form-urlencoded',
      });

    const cancelled = await back('cancel', { tran_id: tranId });
    expect([cancelled.statusCode, cancelled.headers.location]).toEqual([
      303,
      `/dashboard/purchases/${purchase._id}?payment=cancelled`,
    ]);
    expect((await purchaseOf(purchase, buyer)).payment).toMatchObject({ status: 'failed', redirect_url: null });

    // A gateway that is down changes nothing: still failed.
    ssl.failNextStart();
    expect((await call('POST', apiPaths.purchasePay(purchase._id), buyer)).statusCode).toBe(503);
    expect((await purchaseOf(purchase, buyer)).payment.status).toBe('failed');
    // Pay now opens another session; the forged success is not believed; the real one is.
    const again = await call('POST', apiPaths.purchasePay(purchase._id), buyer);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().redirect_url).toMatch(/^https:\/\/sslcommerz\.gateway\.test\/pay\//);
    expect((await purchaseOf(purchase, buyer)).payment.status).toBe('pending');
    const forged = await back('success', { tran_id: tranId, val_id: 'forged' });
    expect(forged.headers.location).toBe(`/dashboard/purchases/${purchase._id}?payment=failed`);
    const success = await back('success', { tran_id: tranId, val_id: ssl.pay(tranId) });
    expect(success.headers.location).toBe(`/dashboard/purchases/${purchase._id}?payment=success`);
    expect((await purchaseOf(purchase, buyer)).payment.status).toBe('paid');
    expect((await back('fail', { tran_id: 'not-ours' })).statusCode).toBe(404);
  });

  it('bKash: the callback is executed and queried before the purchase is paid', async () => {
    const item = await addItem(800);
    const buyer = 'bkash-buyer@example.com';
    const purchase = await placed(buyer, item, 1, 'bkash');
    const paymentId = new URL(purchase.payment.redirect_url!).pathname.split('/').at(-1)!;
    const callback = (status: string, id = paymentId) =>
      call('GET', `${apiPaths.bkashCallback}?paymentID=${encodeURIComponent(id)}&status=${status}`);

    // 'success' for a payment bKash does not confirm: not paid.
    const unconfirmed = await callback('success');
    expect(unconfirmed.headers.location).toBe(`/dashboard/purchases/${purchase._id}?payment=failed`);
    expect((await purchaseOf(purchase, buyer)).payment.status).toBe('pending');
    expect((await callback('failure')).headers.location).toBe(`/dashboard/purchases/${purchase._id}?payment=failed`);
    expect((await purchaseOf(purchase, buyer)).payment.status).toBe('failed');

    const again = await call('POST', apiPaths.purchasePay(purchase._id), buyer);
    const secondId = new URL(again.json<{ redirect_url: string }>().redirect_url).pathname.split('/').at(-1)!;
    bkash.pay(await tranIdOf(purchase));
    const paid = await callback('success', secondId);
    expect(paid.headers.location).toBe(`/dashboard/purchases/${purchase._id}?payment=success`);
    expect((await purchaseOf(purchase, buyer)).payment).toMatchObject({ status: 'paid', paid: purchase.total });
    expect((await callback('success', 'not-ours')).statusCode).toBe(404);
    // A client asking for JSON only is told where the browser would go.
    const told = await call(
      'GET',
      `${apiPaths.bkashCallback}?paymentID=${secondId}&status=success`,
      undefined,
      undefined,
      h.app,
      { accept: 'application/json' },
    );
    expect([told.statusCode, told.json()]).toEqual([
      200,
      { purchase: purchase._id, payment: 'success', location: `/dashboard/purchases/${purchase._id}?payment=success` },
    ]);
  });

  it('only its buyer pays, a gateway that is down leaves the purchase pending, and bad methods are refused', async () => {
    const item = await addItem(700);
    const buyer = 'pay-buyer@example.com';
    ssl.failNextStart();
    const purchase = await placed(buyer, item, 1, 'sslcommerz');
    expect(purchase.payment).toMatchObject({ status: 'pending', redirect_url: null, due_now: purchase.total });
    const stranger = await call('POST', apiPaths.purchasePay(purchase._id), 'stranger@example.com');
    expect(stranger.statusCode).toBe(403);
    ssl.failNextStart();
    const down = await call('POST', apiPaths.purchasePay(purchase._id), buyer);
    expect([down.statusCode, down.json().message]).toEqual([503, messages.paymentGatewayDown]);
    const pay = await call('POST', apiPaths.purchasePay(purchase._id), buyer);
    expect(pay.statusCode, pay.body).toBe(200);
    expect((await purchaseOf(purchase, buyer)).payment.redirect_url).toBe(pay.json().redirect_url);

    const card = await checkout(buyer, item, 1, 'card');
    expect([card.statusCode, card.json().errors]).toEqual([400, { payment_method: messages.paymentMethodInvalid }]);
  });
});

describe('holds', () => {
  beforeAll(async () => {
    // Only SSLCommerz here: bKash is not offered by this instance.
    other = await h.instance({ PAYMENT_HOLD_MINUTES: '0.01' }, { sslcommerz: ssl });
  });

  it('refuses a method whose gateway is not configured', async () => {
    const item = await addItem(900);
    const answer = await checkout('unoffered@example.com', item, 1, 'bkash', other);
    expect([answer.statusCode, answer.json().errors]).toEqual([
      400,
      { payment_method: messages.paymentMethodUnavailable },
    ]);
    expect((await call('GET', apiPaths.config, undefined, undefined, other)).json().payment_methods).toEqual([
      'cod',
      'sslcommerz',
    ]);
  });

  it('an unpaid hold expires: orders cancelled, stock back, the buyer emailed', async () => {
    const item = await addItem(1_200, 10);
    const buyer = 'expiring-buyer@example.com';
    const purchase = await placed(buyer, item, 4, 'sslcommerz');
    expect(await stockOf(item)).toBe(6);
    await endHold(purchase);
    await until(
      () => purchaseOf(purchase, buyer),
      (p) => p.payment.status === 'expired',
      'the hold to expire',
    );
    // Read again: a purchase's answer reads its orders and its payment one after the other, and the
    // sweeper may have committed between the two reads of the poll.
    const expired = await purchaseOf(purchase, buyer);
    expect(expired.payment).toMatchObject({ due_now: 0, redirect_url: null, expires_at: null });
    expect(expired.orders.map((o) => o.status)).toEqual(['cancelled']);
    expect(expired.total).toBe(0);
    expect(await stockOf(item)).toBe(10);
    expect((await trailOf(purchase)).filter((e) => e.kind === 'expiry')).toHaveLength(1);
    const notices = () =>
      h.db
        .selectFrom('notices')
        .select(['template', 'recipient', 'subject'])
        .where('purchase_id', '=', purchase._id)
        .where('template', 'like', 'payment-%')
        .orderBy('seq')
        .execute();
    const expiredEmail = {
      template: 'payment-expired',
      recipient: buyer,
      subject: `Your purchase ${purchase.number} is cancelled: its payment did not arrive in time`,
    };
    expect(await notices()).toEqual([expiredEmail]);
    // The order's emails list it (its purchase's payment).
    const listed = await call('GET', apiPaths.orderNotices(purchase.orders[0]!._id), ADMIN);
    expect(listed.json<{ template: string }[]>().map((n) => n.template)).toContain('payment-expired');
    const pay = await call('POST', apiPaths.purchasePay(purchase._id), buyer);
    expect([pay.statusCode, pay.json().message]).toEqual([409, messages.paymentExpired]);

    // Paid at the gateway after all: refunded automatically, once, whichever instance hears it.
    const tranId = await tranIdOf(purchase);
    const valId = ssl.pay(tranId);
    const refunds = ssl.refunds.length;
    await Promise.all([ipn({ tran_id: tranId, val_id: valId }), ipn({ tran_id: tranId, val_id: valId }, other)]);
    expect((await purchaseOf(purchase, buyer)).payment).toMatchObject({
      status: 'refunded',
      paid: purchase.total,
      refunded: purchase.total,
    });
    expect(ssl.refunds.slice(refunds)).toEqual([
      { tranId, amountMinor: purchase.total * 100, bankRef: expect.stringMatching(/^bank-/) },
    ]);
    expect(await notices()).toEqual([
      expiredEmail,
      {
        template: 'payment-refunded',
        recipient: buyer,
        subject: `Your payment for purchase ${purchase.number} is refunded`,
      },
    ]);
  });

  it('applies an IPN sent to both instances at once only once', async () => {
    const item = await addItem(600);
    const buyer = 'twice-buyer@example.com';
    const purchase = await placed(buyer, item, 1, 'sslcommerz');
    const tranId = await tranIdOf(purchase);
    const valId = ssl.pay(tranId);
    await Promise.all(
      [h.app, other!, h.app, other!].map((on) => ipn({ tran_id: tranId, val_id: valId, status: 'VALID' }, on)),
    );
    expect((await purchaseOf(purchase, buyer)).payment).toMatchObject({ status: 'paid', paid: purchase.total });
    expect((await trailOf(purchase)).filter((e) => e.request.startsWith('{"from"'))).toHaveLength(1);
    expect(paymentSchema.parse((await purchaseOf(purchase, buyer)).payment).status).toBe('paid');
  });

  it('refunds a claim left due by the next sweep, once: the gateway unreachable, or the server stopped before asking', async () => {
    const item = await addItem(800);
    const buyer = 'left-due@example.com';
    const paid = async () => {
      const purchase = await placed(buyer, item, 1, 'sslcommerz');
      const tranId = await tranIdOf(purchase);
      await ipn({ tran_id: tranId, val_id: ssl.pay(tranId) });
      return purchase;
    };
    const refunds = ssl.refunds.length;

    // The gateway cannot be reached after the cancel committed: the claim stays due, backed off.
    const unreachable = await paid();
    ssl.throwNextRefund();
    const cancelled = await call('DELETE', apiPaths.order(unreachable.orders[0]!._id), buyer);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [waiting] = await firstTryFailed(unreachable);
    expect(waiting).toMatchObject({ state: 'due', last_error: 'gateway unreachable', locked_until: null });
    expect(Number(waiting!.attempts)).toBe(1);
    expect(waiting!.next_attempt_at > new Date().toISOString()).toBe(true);
    expect((await purchaseOf(unreachable, buyer)).payment).toMatchObject({ status: 'paid', refunded: 0 });

    // A server stopped between the cancel's commit and the gateway's call left this one, never tried.
    const stopped = await paid();
    const payment = await h.db
      .selectFrom('payments')
      .select('id')
      .where('purchase_id', '=', stopped._id)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await h.db
      .insertInto('payment_refunds')
      .values({
        id: `left-${Date.now()}`,
        payment_id: payment.id,
        kind: 'cancel',
        amount_minor: stopped.total * 100,
        reason: 'Cancelled before a restart',
        state: 'due',
        next_attempt_at: at,
        locked_until: null,
        last_error: null,
        status_before: null,
        by_email: ADMIN,
        created_at: at,
        updated_at: at,
      })
      .execute();
    // The back-off has passed: both instances' sweepers may now take the first claim.
    await h.db.updateTable('payment_refunds').set({ next_attempt_at: at }).where('id', '=', waiting!.id).execute();

    for (const purchase of [unreachable, stopped])
      await until(
        () => claimsOf(purchase),
        (claims) => claims.every((c) => c.state === 'done'),
        'the sweep to refund the claim',
      );
    expect((await purchaseOf(unreachable, buyer)).payment).toMatchObject({
      status: 'refunded',
      refunded: unreachable.total,
    });
    expect((await purchaseOf(stopped, buyer)).payment).toMatchObject({ status: 'refunded', refunded: stopped.total });
    // Once each, however many sweeps ran meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(ssl.refunds.slice(refunds).map((r) => r.amountMinor)).toEqual([
      unreachable.total * 100,
      stopped.total * 100,
    ]);
    expect((await claimsOf(unreachable)).map((c) => Number(c.attempts))).toEqual([2]);
  });

  it('gives up on a refund whose tries ran out: the payment in review, the reason in its trail, never "refunded"', async () => {
    const item = await addItem(650);
    const buyer = 'out-of-tries@example.com';
    const purchase = await placed(buyer, item, 1, 'sslcommerz');
    const tranId = await tranIdOf(purchase);
    await ipn({ tran_id: tranId, val_id: ssl.pay(tranId) });
    ssl.throwNextRefund();
    await call('DELETE', apiPaths.order(purchase.orders[0]!._id), buyer);
    await firstTryFailed(purchase);
    // Five tries made: the sixth, now due, is the last.
    await h.db
      .updateTable('payment_refunds')
      .set({ attempts: 5, next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where('payment_id', 'in', (eb) => eb.selectFrom('payments').select('id').where('purchase_id', '=', purchase._id))
      .execute();
    ssl.throwNextRefund();
    await until(
      () => purchaseOf(purchase, buyer),
      (p) => p.payment.status === 'review',
      'the last try to fail',
    );
    expect((await purchaseOf(purchase, buyer)).payment).toMatchObject({ refunded: 0 });
    const review = (await trailOf(purchase)).filter((e) => e.kind === 'review');
    expect(review.map((e) => [JSON.parse(e.request).reason, JSON.parse(e.response), Number(e.ok)])).toEqual([
      [`Cancelled: ${purchase.orders[0]!.number}`, { error: 'gateway unreachable', attempts: 6 }, 0],
    ]);
  });
});

describe('payments in the orders and the overview', () => {
  it("answers each order's payment status, filters Manage All Orders by it and exports it", async () => {
    const item = await addItem(1_100);
    const buyer = 'listed-buyer@example.com';
    const cash = await placed(buyer, item, 1, 'cod');
    const card = await placed(buyer, item, 2, 'sslcommerz');
    const tranId = await tranIdOf(card);
    await ipn({ tran_id: tranId, val_id: ssl.pay(tranId) });

    const own = (await call('GET', `${apiPaths.orderList}?user=${buyer}`, buyer)).json<Order[]>();
    expect(own.map((o) => [o.purchase, o.payment_status])).toEqual([
      [cash._id, 'unpaid'],
      [card._id, 'paid'],
    ]);
    const one = (await call('GET', apiPaths.order(card.orders[0]!._id), buyer)).json<Order>();
    expect(one.payment_status).toBe('paid');

    const search = async (query: string) =>
      orderListSchema.parse((await call('GET', `${apiPaths.orderSearch}?q=${buyer}&${query}`, ADMIN)).json());
    const paidOnly = await search('payment_status=paid');
    expect(paidOnly.orders.map((o) => [o._id, o.payment_status])).toEqual([[card.orders[0]!._id, 'paid']]);
    expect((await search('payment_status=unpaid')).orders.map((o) => o._id)).toEqual([cash.orders[0]!._id]);
    expect((await search('payment_status=refunded')).orders).toEqual([]);
    const bad = await call('GET', `${apiPaths.orderSearch}?payment_status=owed`, ADMIN);
    expect(bad.statusCode).toBe(400);

    const csv = (await call('GET', `${apiPaths.orderExport}?q=${buyer}`, ADMIN)).body.split('\r\n');
    expect(csv[0]).toMatch(/,Payment method,Payment status,PO number$/);
    expect(csv.slice(1, 3)).toEqual([
      expect.stringMatching(/,Card \/ mobile banking \(SSLCommerz\),Paid,$/),
      expect.stringMatching(/,Cash on delivery,Unpaid,$/),
    ]);
  });

  it('shows the revenue paid (received less refunds) beside the revenue booked', async () => {
    const answer = await call('GET', apiPaths.reportOverview, ADMIN);
    expect(answer.statusCode, answer.body).toBe(200);
    const { period } = overviewSchema.parse(answer.json());
    const rows = await h.db.selectFrom('payments').select(['paid_minor', 'refunded_minor']).execute();
    const keptMinor = rows.reduce((sum, r) => sum + Number(r.paid_minor) - Number(r.refunded_minor), 0);
    expect(keptMinor).toBeGreaterThan(0);
    expect(period.revenue_paid).toBe(keptMinor / 100);
  });
});
