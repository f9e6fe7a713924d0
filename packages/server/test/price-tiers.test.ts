// Volume price tiers (requirements §14.4): an item's lower prices from larger quantities, set when
// it is added and edited, validated at their fields, and applied by the server to each order, which
// keeps the price it was sold at.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, insertedSchema, itemSchema, messages, type Item, type Order } from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { expectError, expectFieldError } from './support/assertions.ts';
import { itemEditOf, itemInput, useApiSuite } from './support/suite.ts';

const suite = useApiSuite('pricetiers');
let admin: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
  buyer = await suite.login('buyer');
});

const tiers = [
  { min_quantity: 10, price: 7100 },
  { min_quantity: 50, price: 6800.5 },
];

async function order(item: Item, quantity: number): Promise<Order> {
  const placed = await buyer.api.post(apiPaths.orderList, {
    item: item._id,
    address: '12 Circuit Road, Dhaka',
    phone: '+8801700000000',
    quantity,
  });
  expect(placed.status, placed.text).toBe(201);
  const { insertedId } = insertedSchema.parse(placed.body);
  const mine = await buyer.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(buyer.email)}`);
  return mine.body.find((o) => o._id === insertedId)!;
}

describe('volume price tiers', () => {
  it('are kept with the item and shown by every read, GET /api/item included', async () => {
    const item = await suite.addItem(admin, { price_per_unit: 7400, price_tiers: tiers });
    expect(itemSchema.strict().parse(item).price_tiers).toEqual(tiers);
    const list = await suite.api.get<Item[]>(apiPaths.itemList);
    expect(list.body.find((i) => i._id === item._id)?.price_tiers).toEqual(tiers);
    const found = await suite.api.get<{ items: Item[] }>(`${apiPaths.itemSearch}?q=${encodeURIComponent(item.sku)}`);
    expect(found.body.items[0]?.price_tiers).toEqual(tiers);
    // An item added with the original body (requirements §7) has one price.
    expect((await suite.addItem(admin)).price_tiers).toEqual([]);
  });

  it('price each order by the tier its quantity reaches, at every boundary, and the order keeps it', async () => {
    const item = await suite.addItem(admin, {
      price_per_unit: 7400,
      price_tiers: tiers,
      min_order_quantity: 1,
      available_quantity: 500,
    });
    const cases: [number, number][] = [
      [9, 7400],
      [10, 7100],
      [49, 7100],
      [50, 6800.5],
    ];
    for (const [quantity, unit] of cases) {
      const placed = await order(item, quantity);
      expect(placed, `${quantity} units`).toMatchObject({ quantity, unit_price: unit, total: unit * quantity });
    }
    // Prices change later: the orders keep what they were sold at.
    const now = (await suite.api.get<Item>(apiPaths.item(item._id))).body;
    const edited = await admin.api.put<Item>(
      apiPaths.item(item._id),
      itemEditOf(now, { price_tiers: [{ min_quantity: 10, price: 6000 }] }),
    );
    expect(edited.status, edited.text).toBe(200);
    const mine = await buyer.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(buyer.email)}`);
    const ofItem = mine.body.filter((o) => o.item === item._id).map((o) => [o.quantity, o.unit_price]);
    expect(ofItem).toEqual(cases);
    expect((await order(edited.body, 10)).unit_price).toBe(6000);
  });

  it('are replaced by an edit, and an edit without them leaves one price', async () => {
    const item = await suite.addItem(admin, { price_tiers: tiers });
    const replaced = await admin.api.put<Item>(
      apiPaths.item(item._id),
      itemEditOf(item, { price_tiers: [{ min_quantity: 100, price: 900 }] }),
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.price_tiers).toEqual([{ min_quantity: 100, price: 900 }]);
    const { price_tiers: _omitted, ...withoutTiers } = itemEditOf(replaced.body);
    const cleared = await admin.api.put<Item>(apiPaths.item(item._id), withoutTiers);
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.price_tiers).toEqual([]);
  });

  it('answer field messages for tiers that are out of order, from 1 unit, free, too many or not a list', async () => {
    const add = (price_tiers: unknown) => admin.api.post(apiPaths.itemList, itemInput({ price_tiers }));
    expectFieldError(
      await add([
        { min_quantity: 10, price: 90 },
        { min_quantity: 10, price: 80 },
      ]),
      'price_tiers.1.min_quantity',
      messages.tiersAscending,
    );
    expectFieldError(
      await add([{ min_quantity: 1, price: 90 }]),
      'price_tiers.0.min_quantity',
      messages.tierQuantityAboveOne,
    );
    expectFieldError(await add([{ min_quantity: 5, price: 0 }]), 'price_tiers.0.price', messages.positivePrice);
    expectFieldError(await add([{ price: 10 }]), 'price_tiers.0.min_quantity', messages.tierQuantityRequired);
    expectFieldError(
      await add(Array.from({ length: 9 }, (_, i) => ({ min_quantity: i + 2, price: 10 }))),
      'price_tiers',
      messages.tiersTooMany(8),
    );
    expectFieldError(await add('cheap'), 'price_tiers', messages.tiersInvalid);
    const item = await suite.addItem(admin);
    expectFieldError(
      await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { price_tiers: [{ min_quantity: 3, price: -1 }] })),
      'price_tiers.0.price',
      messages.positivePrice,
    );
    // Nothing was changed by the refusals.
    expect((await suite.api.get<Item>(apiPaths.item(item._id))).body).toEqual(item);
  });

  it('are set by administrators only', async () => {
    expectError(await buyer.api.post(apiPaths.itemList, itemInput({ price_tiers: tiers })), 403);
    const item = await suite.addItem(admin);
    expectError(await buyer.api.put(apiPaths.item(item._id), itemEditOf(item, { price_tiers: tiers })), 403);
  });
});
