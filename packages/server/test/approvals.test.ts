// Spending limits and approval (issue 35 item 3; requirements §20.4) on SQLite and, with
// TEST_DB=postgres, PostgreSQL: a company admin sets a member's per-order limit; a checkout above it
// is placed awaiting approval (stock taken, no payment started, the store unable to move it, its
// approvers and admins emailed); an approver approves it (its payment may start, the buyer told) or
// rejects it (its orders cancelled, stock back once, the buyer told); two decisions at once: one
// wins; the sweeper rejects one nobody decided within APPROVAL_HOLD_HOURS. In-process, as the
// payments tests: the fake gateway shows no session is opened while a purchase awaits.
import {
  apiPaths,
  approvalEntrySchema,
  companyMemberSchema,
  messages,
  purchaseSchema,
  type CompanyMember,
  type Item,
  type Purchase,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentsApp } from './payments-app.ts';

const ADMIN = 'approvals-boss@example.com';
const env = {
  ADMIN_EMAILS: ADMIN,
  APP_DIST: '/nonexistent-app-dist',
  CACHE_TTL_MS: '0',
  PUBLIC_ORIGIN: 'https://shop.example.com',
  RATE_LIMIT_WRITES_PER_MIN: '10000',
  AUTH_SECRET: 'approvals-test-secret-0123456789abcdef',
};

const h = paymentsApp(env);
const { call, addItem, placed, ssl } = h;

const OWNER = 'approvals-owner@example.com';
const APPROVER = 'approvals-approver@example.com';
const BUYER = 'approvals-buyer@example.com';
const OUTSIDER = 'approvals-outsider@example.com';
let companyId: string;
let members: Map<string, CompanyMember>;
let item: Item;

const stockOf = async () => (await call('GET', apiPaths.item(item._id))).json<Item>().available_quantity;
const purchaseOf = async (purchase: Purchase, who = BUYER) =>
  purchaseSchema.strict().parse((await call('GET', apiPaths.purchase(purchase._id), who)).json());
const limit = (who: string, payload: object, by = OWNER) =>
  call('PATCH', apiPaths.companyMember(companyId, members.get(who)!.user_id), by, payload);
const approve = (purchase: Purchase, who: string, note?: string) =>
  call('POST', apiPaths.purchaseApprove(purchase._id), who, note === undefined ? {} : { note });
const reject = (purchase: Purchase, who: string, note?: string) =>
  call('POST', apiPaths.purchaseReject(purchase._id), who, note === undefined ? {} : { note });
const queue = async (who: string) => {
  const answer = await call('GET', apiPaths.companyApprovals(companyId), who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<unknown[]>().map((entry) => approvalEntrySchema.strict().parse(entry));
};
const noticesOf = (purchase: Purchase, template: string) =>
  h.db
    .selectFrom('notices')
    .select(['recipient', 'subject', 'data'])
    .where('purchase_id', '=', purchase._id)
    .where('template', '=', template)
    .orderBy('recipient')
    .execute();

beforeAll(async () => {
  const made = await call('POST', apiPaths.companies, OWNER, {
    name: 'Rahim Traders Ltd',
    bin: '0001234560101',
    trade_licence: 'TRAD/DSCC/012345/2024',
    billing_address: 'House 12, Road 5, Dhanmondi, Dhaka',
    district: 'dhaka',
  });
  expect(made.statusCode, made.body).toBe(201);
  companyId = made.json<{ id: string }>().id;
  for (const [email, role] of [
    [APPROVER, 'approver'],
    [BUYER, 'buyer'],
  ] as const) {
    const invited = await call('POST', apiPaths.companyInvitations(companyId), OWNER, { email, role });
    expect(invited.statusCode, invited.body).toBe(201);
    const accepted = await call('POST', apiPaths.invitationAccept(invited.json<{ id: string }>().id), email);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  const list = (await call('GET', apiPaths.companyMembers(companyId), OWNER)).json<unknown[]>();
  members = new Map(list.map((m) => companyMemberSchema.strict().parse(m)).map((m) => [m.email, m]));
  await h.tokenOf(OUTSIDER);
  item = await addItem(2_000, 1_000);
});

describe('order limits', () => {
  it('are set by a company admin, in BDT, and cleared with null', async () => {
    expect(members.get(BUYER)!.order_limit).toBeNull();
    const set = await limit(BUYER, { order_limit: 5_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(companyMemberSchema.strict().parse(set.json())).toMatchObject({ role: 'buyer', order_limit: 5_000 });
    const both = await limit(APPROVER, { order_limit: 3_000.5, role: 'approver' });
    expect(both.json()).toMatchObject({ role: 'approver', order_limit: 3_000.5 });
    expect((await limit(APPROVER, { order_limit: null })).json()).toMatchObject({ order_limit: null });
    const listed = (await call('GET', apiPaths.companyMembers(companyId), BUYER)).json<CompanyMember[]>();
    expect(listed.find((m) => m.email === BUYER)?.order_limit).toBe(5_000);
  });

  it('refuse a bad limit (400 on order_limit) and an empty change', async () => {
    for (const bad of [-1, 1.001, 'lots', ORDER_LIMIT_TOO_LARGE]) {
      const answer = await limit(BUYER, { order_limit: bad });
      expect([answer.statusCode, answer.json().errors?.order_limit]).toEqual([400, messages.orderLimitInvalid]);
    }
    expect((await limit(BUYER, {})).statusCode).toBe(400);
  });

  it("are only the company admin's to set: another member 403, an outsider 404", async () => {
    expect((await limit(BUYER, { order_limit: 1 }, APPROVER)).statusCode).toBe(403);
    expect((await limit(BUYER, { order_limit: 1 }, ADMIN)).statusCode).toBe(403);
    expect((await limit(BUYER, { order_limit: 1 }, OUTSIDER)).statusCode).toBe(404);
    const path = apiPaths.companyMember(companyId, members.get(BUYER)!.user_id);
    expect((await call('PATCH', path, undefined, { order_limit: 1 })).statusCode).toBe(401);
    expect((await call('GET', apiPaths.companyMembers(companyId), OWNER)).json()).toContainEqual(
      expect.objectContaining({ email: BUYER, order_limit: 5_000 }),
    );
  });
});

const ORDER_LIMIT_TOO_LARGE = 1e13;

describe('a checkout above the limit', () => {
  let awaiting: Purchase;

  it('is placed awaiting approval: stock taken, no payment started, approvers and admins emailed', async () => {
    const stock = await stockOf();
    const starts = ssl.sessions.length;
    awaiting = await placed(BUYER, item, 3, 'sslcommerz');
    expect(awaiting.approval).toMatchObject({ status: 'awaiting', decided_by: null, decided_at: null, note: null });
    expect(Date.parse(awaiting.approval!.expires_at!) - Date.parse(awaiting.createdAt)).toBe(72 * 3_600_000);
    expect(awaiting.orders.map((o) => o.status)).toEqual(['placed']);
    expect(await stockOf()).toBe(stock - 3);
    expect(awaiting.payment).toMatchObject({ status: 'pending', due_now: 0, redirect_url: null, expires_at: null });
    expect(ssl.sessions.length).toBe(starts);
    const asked = await noticesOf(awaiting, 'approval-requested');
    expect(asked.map((n) => n.recipient)).toEqual([APPROVER, OWNER].sort());
    expect(asked[0]!.subject).toBe(`Buyer ${BUYER}'s purchase ${awaiting.number} is awaiting your approval`);
  });

  it('at or below the limit needs no approval', async () => {
    const small = await placed(BUYER, item, 1, 'cod');
    expect(small.approval).toBeNull();
  });

  it('cannot be paid, nor moved on by the store, while it awaits', async () => {
    const pay = await call('POST', apiPaths.purchasePay(awaiting._id), BUYER);
    expect([pay.statusCode, pay.json().message]).toEqual([409, messages.paymentAwaitingApproval]);
    const move = await call('POST', apiPaths.purchaseStatus(awaiting._id), ADMIN, { status: 'confirmed' });
    expect([move.statusCode, move.json().message]).toEqual([409, messages.approvalAwaitingMove]);
    const one = await call('POST', apiPaths.orderStatus(awaiting.orders[0]!._id), ADMIN, { status: 'confirmed' });
    expect([one.statusCode, one.json().message]).toEqual([409, messages.approvalAwaitingMove]);
  });

  it("is in the company's queue for its approvers, admins and store administrators", async () => {
    for (const who of [OWNER, APPROVER, ADMIN]) {
      const entries = await queue(who);
      const entry = entries.find((e) => e._id === awaiting._id);
      expect(entry).toMatchObject({
        number: awaiting.number,
        company: { id: companyId, name: 'Rahim Traders Ltd' },
        buyer: { name: `Buyer ${BUYER}`, email: BUYER },
        total: awaiting.total,
        buyer_limit: 5_000,
        lines: [{ item: item._id, name: item.name, quantity: 3, unit_price: 2_000 }],
      });
    }
    expect((await call('GET', apiPaths.companyApprovals(companyId), BUYER)).statusCode).toBe(403);
    expect((await call('GET', apiPaths.companyApprovals(companyId), OUTSIDER)).statusCode).toBe(404);
    expect((await call('GET', apiPaths.companyApprovals(companyId))).statusCode).toBe(401);
  });

  it('is decided by an approver or admin of its company only', async () => {
    expect([(await approve(awaiting, BUYER)).statusCode, (await approve(awaiting, BUYER)).json().message]).toEqual([
      403,
      messages.approvalOnly,
    ]);
    expect((await approve(awaiting, ADMIN)).statusCode).toBe(403);
    expect((await reject(awaiting, OUTSIDER)).statusCode).toBe(404);
    expect((await call('POST', apiPaths.purchaseApprove(awaiting._id), undefined, {})).statusCode).toBe(401);
    const long = await approve(awaiting, APPROVER, 'x'.repeat(501));
    expect([long.statusCode, long.json().errors?.note]).toEqual([400, messages.approvalNoteTooLong]);
  });

  it('approved: its payment starts, the store moves it, the buyer is told; a second decision is a 409', async () => {
    const answer = await approve(awaiting, APPROVER, 'OK for the Gulshan branch');
    expect(answer.statusCode, answer.body).toBe(204);
    const after = await purchaseOf(awaiting);
    expect(after.approval).toMatchObject({
      status: 'approved',
      decided_by: `Buyer ${APPROVER}`,
      note: 'OK for the Gulshan branch',
      expires_at: null,
    });
    expect(after.payment.status).toBe('pending');
    expect(after.payment.expires_at).not.toBeNull();
    expect(after.due_now).toBe(after.total);
    const pay = await call('POST', apiPaths.purchasePay(awaiting._id), BUYER);
    expect(pay.statusCode, pay.body).toBe(200);
    const told = await noticesOf(awaiting, 'approval-approved');
    expect(told.map((n) => [n.recipient, n.subject])).toEqual([
      [BUYER, `Your purchase ${awaiting.number} is approved`],
    ]);
    expect((await approve(awaiting, OWNER)).statusCode).toBe(409);
    const late = await reject(awaiting, OWNER);
    expect([late.statusCode, late.json().message]).toEqual([409, messages.approvalClosed]);
    expect((await queue(OWNER)).some((e) => e._id === awaiting._id)).toBe(false);
    const move = await call('POST', apiPaths.purchaseStatus(awaiting._id), ADMIN, { status: 'confirmed' });
    expect(move.statusCode, move.body).toBe(200);
  });

  it('rejected: its orders cancelled, stock back once, its payment expired, the buyer told with the note', async () => {
    const stock = await stockOf();
    const purchase = await placed(BUYER, item, 4, 'sslcommerz');
    expect(await stockOf()).toBe(stock - 4);
    const answer = await reject(purchase, OWNER, 'Too many this month');
    expect(answer.statusCode, answer.body).toBe(204);
    expect(await stockOf()).toBe(stock);
    const after = await purchaseOf(purchase);
    expect(after.approval).toMatchObject({
      status: 'rejected',
      decided_by: `Buyer ${OWNER}`,
      note: 'Too many this month',
    });
    expect(after.orders.map((o) => o.status)).toEqual(['cancelled']);
    expect(after.payment.status).toBe('expired');
    expect((await reject(purchase, APPROVER)).statusCode).toBe(409);
    expect(await stockOf()).toBe(stock);
    const told = await noticesOf(purchase, 'approval-rejected');
    expect(told.map((n) => n.recipient)).toEqual([BUYER]);
    expect(JSON.parse(told[0]!.data)).toMatchObject({ note: 'Too many this month', deciderName: `Buyer ${OWNER}` });
  });

  it('may be cancelled by its buyer while it awaits', async () => {
    const purchase = await placed(BUYER, item, 3, 'cod');
    const cancel = await call('DELETE', apiPaths.order(purchase.orders[0]!._id), BUYER);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await queue(OWNER)).some((e) => e._id === purchase._id)).toBe(false);
  });

  it('decided twice at once: one decision wins, the stock moves once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const stock = await stockOf();
      const purchase = await placed(BUYER, item, 3, 'cod');
      const answers = await Promise.all([approve(purchase, APPROVER), reject(purchase, OWNER)]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([204, 409]);
      const after = await purchaseOf(purchase);
      const approved = answers[0]!.statusCode === 204;
      expect(after.approval?.status).toBe(approved ? 'approved' : 'rejected');
      expect(await stockOf()).toBe(approved ? stock - 3 : stock);
    }
  });

  it("is not its own buyer's to approve, when an approver's own order is above their limit", async () => {
    expect((await limit(APPROVER, { order_limit: 1_000 })).statusCode).toBe(200);
    const own = await placed(APPROVER, item, 1, 'cod');
    expect(own.approval?.status).toBe('awaiting');
    expect((await noticesOf(own, 'approval-requested')).map((n) => n.recipient)).toEqual([OWNER]);
    const self = await approve(own, APPROVER);
    expect([self.statusCode, self.json().message]).toEqual([403, messages.approvalOwnPurchase]);
    expect((await approve(own, OWNER)).statusCode).toBe(204);
  });
});

describe('an approval nobody decides', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    // Its holds last 0.6 s, so its sweeper runs every 250 ms.
    other = await h.instance({ PAYMENT_HOLD_MINUTES: '0.01' }, { sslcommerz: ssl });
  });

  it('is rejected by the sweeper after APPROVAL_HOLD_HOURS: stock back once, the buyer told', async () => {
    expect(other).toBeDefined();
    const stock = await stockOf();
    const purchase = await placed(BUYER, item, 5, 'cod');
    expect(await stockOf()).toBe(stock - 5);
    // One its buyer cancelled whole is left alone: no "nobody approved it" email.
    const cancelled = await placed(BUYER, item, 3, 'cod');
    expect((await call('DELETE', apiPaths.order(cancelled.orders[0]!._id), BUYER)).statusCode).toBe(200);
    // Placed 72 hours and a second ago.
    await h.db
      .updateTable('purchases')
      .set({ created_at: new Date(Date.now() - 72 * 3_600_000 - 1000).toISOString() })
      .where('id', 'in', [purchase._id, cancelled._id])
      .execute();
    await expect
      .poll(async () => (await purchaseOf(purchase)).approval?.status, { timeout: 10_000, interval: 100 })
      .toBe('rejected');
    const after = await purchaseOf(purchase);
    expect(after.approval).toMatchObject({ decided_by: null, note: null });
    expect(after.orders.map((o) => o.status)).toEqual(['cancelled']);
    expect(await stockOf()).toBe(stock);
    const told = await noticesOf(purchase, 'approval-rejected');
    expect(told.map((n) => n.recipient)).toEqual([BUYER]);
    expect(JSON.parse(told[0]!.data)).toMatchObject({ deciderName: null });
    expect(await noticesOf(cancelled, 'approval-rejected')).toEqual([]);
    expect((await purchaseOf(cancelled)).approval?.status).toBe('awaiting');
  });
});
