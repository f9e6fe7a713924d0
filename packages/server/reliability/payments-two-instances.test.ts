// Two server processes on one PostgreSQL, both paying through the payment sandbox (issue 33;
// requirements §18.1): both sweepers run against the same ended holds and each purchase expires
// once (one expiry in its trail, one email, its stock back once); the same IPN posted to both at
// once applies once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, quoteSchema, type Item, type Purchase } from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import type { ServerProcess } from '@storefront/devstack/server';
import { query } from './support/db-state.ts';
import { postgresSkip, startStack, type Stack } from './support/stack.ts';

const skip = postgresSkip();

describe.skipIf(skip)('payments on two instances sharing one PostgreSQL', () => {
  let stack: Stack;
  let second: ServerProcess;
  let admin: SignedIn;
  let buyer: SignedIn;
  const sql = (text: string, params: unknown[] = []) => query(stack.database.url, text, params);

  beforeAll(async () => {
    // A 6 s hold: both instances sweep every 1.5 s (payments/sweeper.ts).
    stack = await startStack({
      file: 'paytwo',
      kind: 'postgres',
      payments: true,
      env: { PAYMENT_HOLD_MINUTES: '0.1', RATE_LIMIT_EXCHANGE_PER_MIN: '100000' },
    });
    second = await stack.startAnother();
    admin = await stack.login('admin');
    buyer = await stack.login('buyer');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function buy(item: Item): Promise<Purchase> {
    const lines = [{ item: item._id, quantity: 1 }];
    const quote = await stack.api.post(apiPaths.checkoutQuote, { lines, district: 'dhaka' });
    expect(quote.status, quote.text).toBe(200);
    const answer = await buyer.api.post<Purchase>(apiPaths.checkout, {
      key: `paytwo-${item._id}-${Math.random()}`,
      address: 'House 3, Road 8, Gulshan',
      phone: '01711000003',
      district: 'dhaka',
      lines: [{ ...lines[0], unit_price: item.price_per_unit }],
      delivery_charge: quoteSchema.parse(quote.body).delivery_charge,
      payment_method: 'sslcommerz',
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.body;
  }

  it('expires each ended hold once however both sweepers race: one expiry, one email, stock back once', async () => {
    const items = await Promise.all(
      Array.from({ length: 6 }, () =>
        stack.addItem(admin, { min_order_quantity: 1, available_quantity: 5, price_per_unit: 900 }),
      ),
    );
    const purchases = await Promise.all(items.map((item) => buy(item)));
    const ids = purchases.map((p) => p._id);
    // Every hold ends at once: both instances' next sweeps find the same batch.
    await sql(`update payments set hold_expires_at = ? where purchase_id in (${ids.map(() => '?').join(',')})`, [
      new Date(Date.now() - 1000).toISOString(),
      ...ids,
    ]);
    await expect
      .poll(
        async () =>
          Number(
            (
              await sql(
                `select count(*) as n from payments where status = 'expired' and purchase_id in (${ids.map(() => '?').join(',')})`,
                ids,
              )
            )[0]!.n,
          ),
        { timeout: 15_000, interval: 200 },
      )
      .toBe(ids.length);
    // Both sweepers have had time to try again: still once each.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const inList = ids.map(() => '?').join(',');
    const expiries = await sql(
      `select p.purchase_id, count(*) as n from payment_events e join payments p on p.id = e.payment_id
       where e.kind = 'expiry' and p.purchase_id in (${inList}) group by p.purchase_id`,
      ids,
    );
    expect(expiries.map((r) => Number(r.n))).toEqual(Array(ids.length).fill(1));
    const emails = await sql(
      `select purchase_id, count(*) as n from notices where template = 'payment-expired' and purchase_id in (${inList}) group by purchase_id`,
      ids,
    );
    expect(emails.map((r) => Number(r.n))).toEqual(Array(ids.length).fill(1));
    const itemIds = items.map((item) => item._id);
    const returns = await sql(
      `select item_id, count(*) as n from stock_movements where kind = 'order-cancelled' and item_id in (${itemIds.map(() => '?').join(',')}) group by item_id`,
      itemIds,
    );
    expect(returns.map((r) => Number(r.n))).toEqual(Array(ids.length).fill(1));
    for (const item of items) {
      const now = await stack.api.get<Item>(apiPaths.item(item._id));
      expect(now.body.available_quantity).toBe(5);
    }
  });

  it('applies the same IPN posted to both instances at once only once', async () => {
    const item = await stack.addItem(admin, { min_order_quantity: 1, available_quantity: 5, price_per_unit: 700 });
    const purchase = await buy(item);
    // Time to pay: the hold is put off while the buyer is at the gateway's page.
    await sql('update payments set hold_expires_at = ? where purchase_id = ?', [
      new Date(Date.now() + 600_000).toISOString(),
      purchase._id,
    ]);
    const [payment] = await sql('select id, gateway_ref from payments where purchase_id = ?', [purchase._id]);
    const { fields } = await stack.payments!.press(String(payment!.gateway_ref), 'pay');
    const body = new URLSearchParams(fields).toString();
    const answers = await Promise.all(
      [stack.url, second.url, stack.url, second.url].map((url) =>
        fetch(`${url}/api${apiPaths.sslcommerzIpn}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const [after] = await sql('select status, paid_minor from payments where id = ?', [payment!.id]);
    expect([after!.status, Number(after!.paid_minor)]).toEqual(['paid', purchase.total * 100]);
    const applied = await sql(`select count(*) as n from payment_events where payment_id = ? and request like ?`, [
      payment!.id,
      '{"from"%',
    ]);
    expect(Number(applied[0]!.n)).toBe(1);
  });
});
