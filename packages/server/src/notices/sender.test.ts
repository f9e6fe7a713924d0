// The outbox sender against a real (SQLite) outbox, a stand-in SMTP transport and a hand-moved
// clock: sends what is due once, retries with a growing wait, gives up after MAX_ATTEMPTS, and
// takes over an email whose sender's lease ran out.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Emails from '@storefront/emails';
import type { ChangeListener } from '../db/changes.ts';
import { newId } from '../db/util.ts';
import { sqliteTestDatabase, type MigratedTestDb } from '../../test/support/test-databases.ts';
import { noticesRepository } from './repository.ts';
import { MAX_ATTEMPTS, retryDelayMs, startNoticeSender } from './sender.ts';

// The real templates, watched: which language each render was asked for (requirements §16).
const renders = vi.hoisted(() => ({ locales: [] as unknown[] }));
vi.mock('@storefront/emails', async (importOriginal) => {
  const real = await importOriginal<typeof Emails>();
  return {
    ...real,
    renderOrderEmail: (props: Parameters<typeof real.renderOrderEmail>[0]) => {
      renders.locales.push(props.locale);
      return real.renderOrderEmail(props);
    },
    renderPurchaseEmail: (props: Parameters<typeof real.renderPurchaseEmail>[0]) => {
      renders.locales.push(props.locale);
      return real.renderPurchaseEmail(props);
    },
  };
});

let test: MigratedTestDb;
let clock = Date.parse('2026-11-25T06:00:00.000Z');
const sent: { to: string; subject: string; messageId: string; html: string }[] = [];
let failNext = 0;

const transport = {
  async sendMail(message: { to: string; subject: string; messageId: string; html: string }) {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('421 try again later');
    }
    sent.push(message);
    return {};
  },
};
const quiet = { warn: () => {}, error: (o: object) => console.error(o) };
const listeners: ChangeListener[] = [];
const changes = { subscribe: (l: ChangeListener) => (listeners.push(l), () => {}) };

async function addNotice(overrides: Record<string, unknown> = {}) {
  const id = newId();
  await test.db
    .insertInto('notices')
    .values({
      id,
      order_id: null,
      template: 'placed',
      recipient: 'buyer@example.com',
      subject: 'Your order CC-000001 is placed',
      data: JSON.stringify({
        orderId: 'o1',
        orderNumber: 'CC-000001',
        customerName: 'Buyer',
        customerEmail: 'buyer@example.com',
        itemName: 'Club Core X8 Processor',
        quantity: 2,
        unitPrice: 100,
        total: 200,
        address: 'Road 1',
        phone: '017',
        note: null,
        at: new Date(clock).toISOString(),
      }),
      next_attempt_at: new Date(clock).toISOString(),
      locked_until: null,
      last_error: null,
      created_at: new Date(clock).toISOString(),
      sent_at: null,
      ...overrides,
    })
    .execute();
  return id;
}

const row = (id: string) => test.db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** One pass of the loop at the current clock. */
async function pass() {
  const sender = startNoticeSender({
    notices: noticesRepository(test.db),
    changes,
    transport,
    from: 'Computer Club <orders@example.com>',
    origin: 'https://shop.example.com',
    contactEmail: 'info@example.com',
    log: quiet,
    intervalMs: 60_000,
    now: () => clock,
  });
  await sender.stop();
}

beforeAll(async () => {
  test = await sqliteTestDatabase();
});
afterAll(async () => {
  await test.close();
});
beforeEach(async () => {
  await test.db.deleteFrom('notices').execute();
  sent.length = 0;
  renders.locales.length = 0;
  failNext = 0;
});

describe('the outbox sender', () => {
  it('sends each due email once, rendered, with its id as Message-ID, and marks it sent', async () => {
    const id = await addNotice();
    await pass();
    await pass();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'buyer@example.com', subject: 'Your order CC-000001 is placed' });
    expect(sent[0]!.messageId).toBe(`<${id}@notices.computerclub>`);
    expect(sent[0]!.html).toContain('Club Core X8 Processor');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null, locked_until: null });
  });

  it("renders each email in the language written on its row, its recipient's", async () => {
    await addNotice({ recipient: 'bangla@example.com', language: 'bn' });
    await addNotice({ recipient: 'english@example.com', language: 'en' });
    await addNotice({ recipient: 'default@example.com' });
    await pass();
    expect(sent.map((m) => m.to)).toEqual(['bangla@example.com', 'english@example.com', 'default@example.com']);
    expect(renders.locales).toEqual(['bn', 'en', 'en']);
    // The subject is the rendered email's, in its language (the row keeps the English one).
    expect(sent[0]!.subject).not.toBe(sent[1]!.subject);
    expect(sent[0]!.subject).toMatch(/[\u0980-\u09ff]/);
    expect(sent[1]!.subject).toBe('Your order CC-000001 is placed');
  });

  it("renders a quote's email with the quote template (requirements §20.7), in its reader's language", async () => {
    await addNotice({
      template: 'quote-offered',
      recipient: 'bangla@example.com',
      language: 'bn',
      subject: "Your quote Q-000007: the store's offer",
      data: JSON.stringify({
        quoteId: 'q7',
        quoteNumber: 'Q-000007',
        buyerName: 'Buyer',
        companyName: null,
        byName: 'Store',
        message: null,
        version: 1,
        subtotal: 4_200,
        validUntil: '2026-12-15',
        purchaseNumber: null,
        lines: [{ name: 'Club Core X8 Processor', quantity: 1, unit_price: 4_200 }],
      }),
    });
    await pass();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/Q-000007/);
    expect(sent[0]!.subject).toMatch(/[\u0980-\u09ff]/);
    expect(sent[0]!.html).toContain('https://shop.example.com/dashboard/quotes/q7');
  });

  it('waits before trying again, longer each time, and gives up after the last attempt', async () => {
    const id = await addNotice();
    failNext = MAX_ATTEMPTS;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await pass();
      const now = await row(id);
      expect(now.attempts).toBe(attempt);
      expect(now.last_error).toBe('421 try again later');
      if (attempt < MAX_ATTEMPTS) {
        expect(now.status).toBe('pending');
        expect(Date.parse(now.next_attempt_at) - clock).toBe(retryDelayMs(attempt));
        // Not due yet: nothing happens.
        await pass();
        expect((await row(id)).attempts).toBe(attempt);
        clock += retryDelayMs(attempt);
      } else expect(now.status).toBe('failed');
    }
    clock += 24 * 3_600_000;
    await pass();
    expect(sent).toHaveLength(0);
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('sends after a failure once the wait is over', async () => {
    const id = await addNotice();
    failNext = 1;
    await pass();
    clock += retryDelayMs(1);
    await pass();
    expect(sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('takes over an email a dead sender claimed, once its lease is over, and not before', async () => {
    const id = await addNotice({
      status: 'sending',
      attempts: 1,
      locked_until: new Date(clock + 30_000).toISOString(),
    });
    await pass();
    expect(sent).toHaveLength(0);
    clock += 31_000;
    await pass();
    expect(sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('wakes when an order changes', async () => {
    const sender = startNoticeSender({
      notices: noticesRepository(test.db),
      changes,
      transport,
      from: 'x <x@example.com>',
      origin: 'https://shop.example.com',
      contactEmail: 'info@example.com',
      log: quiet,
      intervalMs: 3_600_000,
      now: () => clock,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await addNotice();
    listeners.at(-1)!('orders');
    await expect.poll(() => sent.length, { timeout: 5_000 }).toBe(1);
    await sender.stop();
  });
});
