// Order emails over SMTP (requirements §13.7, §13.8): the server's outbox sender delivers what each
// change wrote, to a mail catcher standing in for the SMTP server, and records it as sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type OrderNotice } from '@storefront/shared';
import type { SignedIn } from './support/login.ts';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher.ts';
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
    const placed = await buyer.api.post<{ insertedId: string }>(apiPaths.orders, {
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
