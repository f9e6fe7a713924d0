// The email outbox (requirements §13.8) through crashes and crowds: emails written with orders by a
// server killed before it sent them go out once after a restart; two instances on one PostgreSQL
// database send each email once (claims with FOR UPDATE SKIP LOCKED).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/shared';
import { withDelivery } from '@storefront/devstack/checkout';
import { createApi } from '@storefront/devstack/api';
import type { SignedIn } from '@storefront/devstack/login';
import { startMailCatcher, type MailCatcher } from '@storefront/devstack/mail-catcher';
import { query } from './support/db-state.ts';
import { databases, postgresSkip, startStack, type Stack } from './support/stack.ts';

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher?.stop();
});

const orderBody = (item: string) => ({ item, address: 'Outbox road 1', phone: '01700000000', quantity: 1 });

/** Waits until `count` emails to `to` arrived, then a little longer: none may follow. */
async function expectEachOnce(to: string, count: number) {
  await expect.poll(() => catcher.messages().filter((m) => m.to.includes(to)).length, { timeout: 30_000 }).toBe(count);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const mine = catcher.messages().filter((m) => m.to.includes(to));
  expect(mine).toHaveLength(count);
  expect(new Set(mine.map((m) => m.messageId)).size).toBe(count);
}

describe.each(databases())('on $kind', ({ kind, skip }) => {
  let stack: Stack;
  let admin: SignedIn;
  let buyer: SignedIn;

  beforeAll(async () => {
    if (skip) return;
    // No SMTP_URL: the emails wait in the outbox, as if the sender never got to them.
    stack = await startStack({ file: 'outbox', kind });
    admin = await stack.login('admin');
    buyer = await stack.login('outboxbuyer');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it.skipIf(skip)('sends, after a SIGKILL and a restart, every email committed before it, once', async () => {
    const item = await stack.addItem(admin, { min_order_quantity: 1, available_quantity: 100 });
    for (let i = 0; i < 6; i += 1)
      expect((await buyer.api.post(apiPaths.orderList, orderBody(item._id))).status).toBe(201);
    // And a checkout of two lines: one email for it (requirements §13.7).
    const other = await stack.addItem(admin, { min_order_quantity: 1, available_quantity: 100 });
    const checkout = await buyer.api.post(
      apiPaths.checkout,
      await withDelivery(buyer.api, {
        key: randomUUID(),
        address: 'Outbox road 2',
        phone: '01700000002',
        lines: [item, other].map((i) => ({ item: i._id, quantity: 1, unit_price: i.price_per_unit })),
      }),
    );
    expect(checkout.status, checkout.text).toBe(201);
    expect(
      await query(stack.database.url, "select cast(count(*) as integer) as n from notices where status = 'pending'"),
    ).toEqual([{ n: 7 }]);
    expect(await stack.server.kill('SIGKILL')).toMatchObject({ signal: 'SIGKILL' });

    await stack.startAnother({ SMTP_URL: catcher.smtpUrl });
    await expectEachOnce(buyer.email, 7);
    await expect
      .poll(async () =>
        query(stack.database.url, "select cast(count(*) as integer) as n from notices where status = 'sent'"),
      )
      .toEqual([{ n: 7 }]);
  });
});

describe.skipIf(postgresSkip())('two instances on one PostgreSQL', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ file: 'outboxtwo', kind: 'postgres', env: { SMTP_URL: catcher.smtpUrl } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('send each email once, however the orders arrive', async () => {
    const second = await stack.startAnother();
    const admin = await stack.login('admin');
    const buyer = await stack.login('twobuyer');
    const item = await stack.addItem(admin, { min_order_quantity: 1, available_quantity: 500 });
    const apis = [buyer.api, createApi(second.url, buyer.token)];
    const placed = await Promise.all(
      Array.from({ length: 40 }, (_, i) => apis[i % 2]!.post(apiPaths.orderList, orderBody(item._id))),
    );
    expect(placed.map((r) => r.status)).toEqual(Array(40).fill(201));
    await expectEachOnce(buyer.email, 40);
  });
});
