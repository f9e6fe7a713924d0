// One account cannot make an item unavailable to everyone else (docs/security.md, Abuse limits):
// a customer holds at most STOCK_SHARE_PERCENT (50) of what is there for them. The property:
// however one account orders (one big order, many small ones), another can still order the
// item's minimum quantity. Before: 400 of 400 units went to one free account.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPaths, type Item } from '@storefront/shared';
import type { SignedIn } from './support/login.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('stockshare', { env: { STOCK_SHARE_PERCENT: '50' } });

function order(who: SignedIn, item: Item, quantity: number) {
  return who.api.post<{ message: string; errors?: Record<string, string> }>(apiPaths.orders, {
    item: item._id,
    quantity,
    address: 'House 5, Road 5, Dhaka',
    phone: '+8801700000005',
  });
}

async function stockOf(item: Item): Promise<number> {
  return (await suite.api.get<Item>(apiPaths.item(item._id))).body.available_quantity;
}

describe('the stock share', () => {
  it('refuses one account the whole stock, saying how much it may still order', async () => {
    const admin = await suite.login('admin');
    const hoarder = await suite.login('hoarder');
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 400 });

    const all = await order(hoarder, item, 400);
    expect(all.status).toBe(400);
    expect(all.body.errors?.quantity).toBe(
      'You can order at most 200 more of this item: for larger orders, contact us',
    );
    expect(await stockOf(item)).toBe(400);

    expect((await order(hoarder, item, 200)).status).toBe(201);
    const more = await order(hoarder, item, 1);
    expect(more.body.errors?.quantity).toBe(
      'You already hold the most one customer can order of this item: for more, contact us',
    );
    const other = await suite.login('other');
    expect((await order(other, item, 1)).status).toBe(201);
  });

  it('leaves the minimum for another account however one account orders', async () => {
    const admin = await suite.login('admin');
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 2, max: 40 }),
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 12 }),
        async (min, multiple, attempts) => {
          run += 1;
          const item = await suite.addItem(admin, { min_order_quantity: min, available_quantity: min * multiple });
          const hoarder = await suite.login(`greedy${run}`);
          // Whatever the sizes, then everything it is still told it may have.
          for (const size of attempts) await order(hoarder, item, Math.max(min, size));
          for (let i = 0; i < 30; i++) {
            const tryAll = await order(hoarder, item, await stockOf(item));
            const more = /at most (\d+) more/.exec(tryAll.body.errors?.quantity ?? '');
            if (!more || Number(more[1]) < min || (await order(hoarder, item, Number(more[1]))).status !== 201) break;
          }
          const another = await suite.login(`patient${run}`);
          const answer = await order(another, item, min);
          expect(answer.status, `${min} x ${multiple}: ${JSON.stringify(answer.body)}`).toBe(201);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('holds when one account sends its orders all at once', async () => {
    const admin = await suite.login('admin');
    const racer = await suite.login('racer');
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 100 });
    await Promise.all(Array.from({ length: 20 }, () => order(racer, item, 10)));
    expect(100 - (await stockOf(item))).toBeLessThanOrEqual(50);
    expect((await order(await suite.login('late'), item, 1)).status).toBe(201);
  });
});
