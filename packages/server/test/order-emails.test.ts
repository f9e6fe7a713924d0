// Order emails over SMTP (requirements §13.7, §13.8): the server's outbox sender delivers what each
// change wrote, to a mail catcher standing in for the SMTP server, and records it as sent. A
// checkout is one email to the buyer and one to the staff, and each move of it together one more.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, bulkOrderResultSchema, type Item, type OrderNotice, type Purchase } from '@storefront/shared';
import { withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { startMailCatcher, type MailCatcher } from '@storefront/devstack/mail-catcher';
import { useApiSuite } from './support/suite.ts';

const env: Record<string, string> = {
  ADMIN_NOTIFY_EMAILS: 'desk@example.com',
  PUBLIC_ORIGIN: 'https://shop.example.com',
};
let catcher: MailCatcher;
// Before the suite's own beforeAll: the server starts with the catcher's address.
beforeAll(async () => {
  catcher = await startMailCatcher();
  env.SMTP_URL = catcher.smtpUrl;
});
afterAll(async () => {
  await catcher?.stop();
});
const suite = useApiSuite('orderemails', { env });
let admin: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
  buyer = await suite.login('buyer', { displayName: 'Farhana Akter' });
});

describe('order emails', () => {
  it('sends the customer and the staff an email when an order is placed, and one for each move', async () => {
    const item = await suite.addItem(admin, { name: 'Club Vision RTX Graphics Card', min_order_quantity: 1 });
    const placed = await buyer.api.post<{ insertedId: string }>(apiPaths.orderList, {
      item: item._id,
      address: 'House 9, Road 2, Banani, Dhaka',
      phone: '01711000009',
      quantity: 2,
    });
    expect(placed.status).toBe(201);
    const id = placed.body.insertedId;

    const toBuyer = await catcher.waitFor((m) => m.to.includes(buyer.email) && /is placed$/.test(m.subject));
    expect(toBuyer.from).toContain('orders@computerclub.example.com');
    expect(toBuyer.html).toContain('Hello Farhana Akter');
    expect(toBuyer.html).toContain(`https://shop.example.com/dashboard/orders/${id}`);
    expect(toBuyer.text).toContain('Club Vision RTX Graphics Card');
    const toDesk = await catcher.waitFor((m) => m.to.includes('desk@example.com'));
    expect(toDesk.subject).toMatch(/^New order CC-\d{6}: 2 x Club Vision RTX Graphics Card$/);

    expect((await admin.api.post(apiPaths.orderStatus(id), { status: 'confirmed' })).status).toBe(200);
    expect((await admin.api.post(apiPaths.orderStatus(id), { status: 'shipped', note: 'Pathao PT-5521' })).status).toBe(
      200,
    );
    const shipped = await catcher.waitFor((m) => m.to.includes(buyer.email) && /on its way$/.test(m.subject));
    expect(shipped.text).toContain('Pathao PT-5521');

    // Each sent once, and the store knows it.
    await expect
      .poll(async () => {
        const notices = (await admin.api.get<OrderNotice[]>(apiPaths.orderNotices(id))).body;
        return notices.map((n) => [n.template, n.status]);
      })
      .toEqual([
        ['placed', 'sent'],
        ['placed-admin', 'sent'],
        ['confirmed', 'sent'],
        ['shipped', 'sent'],
      ]);
    const ids = catcher
      .messages()
      .filter((m) => m.subject.includes(shipped.subject.split(' ')[2]!))
      .map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(4);
  });
});

describe('purchase emails', () => {
  const where = { address: 'Level 3, 12 Kemal Ataturk Avenue, Banani, Dhaka', phone: '01711000012' };

  async function checkout(who: SignedIn, items: readonly Item[]): Promise<Purchase> {
    const answer = await who.api.post<Purchase>(
      apiPaths.checkout,
      await withDelivery(who.api, {
        key: randomUUID(),
        ...where,
        lines: items.map((item) => ({ item: item._id, quantity: 2, unit_price: item.price_per_unit })),
      }),
    );
    expect(answer.status, answer.text).toBe(201);
    return answer.body;
  }

  /** Once the outbox has sent every email about these orders: the emails, as the store lists them. */
  async function settled(orderIds: readonly string[]): Promise<OrderNotice[][]> {
    let notices: OrderNotice[][] = [];
    await expect
      .poll(
        async () => {
          notices = await Promise.all(
            orderIds.map(async (id) => (await admin.api.get<OrderNotice[]>(apiPaths.orderNotices(id))).body),
          );
          return notices.every((list) => list.length > 0 && list.every((n) => n.status === 'sent'));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    return notices;
  }

  const to = (email: string) => catcher.messages().filter((m) => m.to.includes(email));
  // The catcher keeps emails as it finishes reading them: not always in the order sent.
  const subjectsTo = (email: string) =>
    to(email)
      .map((m) => m.subject)
      .sort();
  const withSubject = (email: string, subject: string) => to(email).find((m) => m.subject === subject)!;
  const deskAbout = (purchase: Purchase) =>
    to('desk@example.com').filter((m) => purchase.orders.some((o) => m.text.includes(o.number)));

  it('sends the buyer one email and the staff one for a 2-line checkout, listing both lines, and one per move of it', async () => {
    const who = await suite.login('twolines', { displayName: 'Rafiq Islam' });
    const items = [
      await suite.addItem(admin, { name: 'Club Core X8 Processor', price_per_unit: 28500, min_order_quantity: 1 }),
      await suite.addItem(admin, { name: 'Club DDR5 32 GB Memory', price_per_unit: 9800, min_order_quantity: 1 }),
    ];
    const purchase = await checkout(who, items);
    const ids = purchase.orders.map((o) => o._id);
    await settled(ids);

    const [placed, ...others] = to(who.email);
    expect(others).toEqual([]);
    expect(placed!.subject).toBe(`Your purchase ${purchase.number} is placed`);
    expect(placed!.html).toContain(`https://shop.example.com/dashboard/purchases/${purchase._id}`);
    for (const part of [placed!.html, placed!.text]) {
      expect(part).toContain('Hello Rafiq Islam');
      for (const order of purchase.orders) expect(part).toContain(order.number);
      for (const item of items) expect(part).toContain(item.name);
      expect(part).toContain('BDT 76,600');
    }
    const desk = deskAbout(purchase);
    expect(desk.map((m) => m.subject)).toEqual([`New purchase ${purchase.number}: 2 orders`]);
    expect(desk[0]!.html).toContain(
      `https://shop.example.com/dashboard/manage-orders?q=${encodeURIComponent(purchase.number)}`,
    );

    // Moved together: one email each time, listing both lines.
    expect((await admin.api.post(apiPaths.purchaseStatus(purchase._id), { status: 'confirmed' })).status).toBe(200);
    const shipped = await admin.api.post(apiPaths.purchaseStatus(purchase._id), {
      status: 'shipped',
      note: 'Pathao PT-7781',
    });
    expect(shipped.status, shipped.text).toBe(200);
    const notices = await settled(ids);
    expect(subjectsTo(who.email)).toEqual(
      [
        `Your purchase ${purchase.number} is placed`,
        `Your purchase ${purchase.number} is confirmed`,
        `Your purchase ${purchase.number} is on its way`,
      ].sort(),
    );
    const onItsWay = withSubject(who.email, `Your purchase ${purchase.number} is on its way`);
    expect(onItsWay.text).toContain('Pathao PT-7781');
    for (const order of purchase.orders) expect(onItsWay.text).toContain(order.number);
    expect(deskAbout(purchase)).toHaveLength(1);
    // Each order's page lists the purchase's emails that told of it.
    for (const list of notices)
      expect(list.map((n) => [n.template, n.subject])).toEqual([
        ['placed', `Your purchase ${purchase.number} is placed`],
        ['placed-admin', `New purchase ${purchase.number}: 2 orders`],
        ['confirmed', `Your purchase ${purchase.number} is confirmed`],
        ['shipped', `Your purchase ${purchase.number} is on its way`],
      ]);
    const messageIds = catcher.messages().map((m) => m.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length);
  });

  it('tells of an order cancelled alone in its own email, and of the rest cancelled together in one: nothing owed', async () => {
    const who = await suite.login('cancels', { displayName: 'Sadia Rahman' });
    const items = await Promise.all(
      [1, 2, 3].map((n) => suite.addItem(admin, { name: `Club Case Fan ${n}`, price_per_unit: 1000 * n })),
    );
    const purchase = await checkout(who, items);
    const [first] = purchase.orders;
    expect((await who.api.delete(apiPaths.order(first!._id))).status).toBe(200);
    expect((await admin.api.post(apiPaths.purchaseStatus(purchase._id), { status: 'cancelled' })).status).toBe(200);
    await settled(purchase.orders.map((o) => o._id));
    expect(subjectsTo(who.email)).toEqual(
      [
        `Your purchase ${purchase.number} is placed`,
        `Your order ${first!.number} is cancelled`,
        `Your purchase ${purchase.number} is cancelled`,
      ].sort(),
    );
    const all = withSubject(who.email, `Your purchase ${purchase.number} is cancelled`);
    expect(all.text).toContain('nothing is owed');
    expect(all.text).toContain('BDT 0');
  });

  it('sends one email per purchase for the orders of it a bulk move changed, and one per order moved alone', async () => {
    const who = await suite.login('bulk', { displayName: 'Tanvir Hasan' });
    const items = await Promise.all([1, 2, 3].map((n) => suite.addItem(admin, { name: `Club SSD ${n} TB` })));
    const purchase = await checkout(who, items);
    const single = await who.api.post<{ insertedId: string }>(apiPaths.orderList, {
      item: items[0]!._id,
      ...where,
      quantity: items[0]!.min_order_quantity,
    });
    expect(single.status, single.text).toBe(201);
    const [a, b, c] = purchase.orders;
    const bulk = await admin.api.post(apiPaths.orderStatusBulk, {
      ids: [a!._id, single.body.insertedId, b!._id],
      status: 'confirmed',
    });
    expect(bulkOrderResultSchema.parse(bulk.body).results.every((r) => r.ok)).toBe(true);
    await settled([a!._id, b!._id, c!._id, single.body.insertedId]);
    const alone = (await who.api.get<{ number: string }>(apiPaths.order(single.body.insertedId))).body.number;
    expect(subjectsTo(who.email)).toEqual(
      [
        `Your purchase ${purchase.number} is placed`,
        `2 orders of your purchase ${purchase.number} are confirmed`,
        `Your order ${alone} is placed`,
        `Your order ${alone} is confirmed`,
      ].sort(),
    );
    const partial = withSubject(who.email, `2 orders of your purchase ${purchase.number} are confirmed`);
    expect(partial.text).toContain(`${a!.number} and ${b!.number}`);
  });
});
