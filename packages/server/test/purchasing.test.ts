// The cart and checkout (requirements §14.1 to §14.3): a signed-in buyer's cart on the server,
// priced by tier as of now; a signed-out cart merged at sign-in; one checkout orders every line or
// none, once per key, never selling what is not there; admins fulfil a purchase together.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiPaths,
  cartSchema,
  CART_MAX_LINES,
  checkedLineSchema,
  messages,
  orderListSchema,
  orderMessages,
  purchaseSchema,
  reorderAnswerSchema,
  type Cart,
  type Item,
  type Order,
  type Purchase,
} from '@storefront/shared';
import { shownCharge, TEST_DISTRICT, withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { expectError, expectFieldError } from './support/assertions.ts';
import { itemEditOf, useApiSuite } from './support/suite.ts';

const suite = useApiSuite('purchasing');
let admin: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
  buyer = await suite.login('buyer');
});

const tiers = [{ min_quantity: 10, price: 7100 }];
const where = { address: '12 Circuit Road, Dhaka', phone: '01700000000', district: TEST_DISTRICT };

async function cartOf(who: SignedIn): Promise<Cart> {
  const answer = await who.api.get(apiPaths.cart);
  expect(answer.status, answer.text).toBe(200);
  return cartSchema.strict().parse(answer.body);
}

async function put(who: SignedIn, item: Item, quantity: number): Promise<Cart> {
  const answer = await who.api.put(apiPaths.cartLine(item._id), { quantity });
  expect(answer.status, answer.text).toBe(200);
  return cartSchema.parse(answer.body);
}

/** The checkout body for what `who`'s cart shows now. */
async function checkoutBody(who: SignedIn, key = randomUUID()) {
  const cart = await cartOf(who);
  const lines = cart.lines.map((l) => ({ item: l.item, quantity: l.quantity, unit_price: l.unit_price }));
  return { key, ...where, lines, delivery_charge: await shownCharge(who.api, lines) };
}

const stockOf = async (item: Item) => (await suite.api.get<Item>(apiPaths.item(item._id))).body.available_quantity;

async function ordersOf(who: SignedIn): Promise<Order[]> {
  return (await who.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(who.email)}&limit=100`)).body;
}

describe('the cart', () => {
  it('keeps lines on the server, priced by the tier each quantity reaches, and says what stops a line', async () => {
    const who = await suite.login('carter');
    expect(await cartOf(who)).toEqual({ lines: [], count: 0, total: 0 });
    const cpu = await suite.addItem(admin, {
      price_per_unit: 7400,
      price_tiers: tiers,
      min_order_quantity: 5,
      available_quantity: 40,
    });
    const fan = await suite.addItem(admin, { price_per_unit: 250.5, min_order_quantity: 1, available_quantity: 3 });
    await put(who, cpu, 9);
    let cart = await put(who, fan, 2);
    expect(cart.lines.map((l) => [l.item, l.quantity, l.unit_price, l.line_total, l.problem])).toEqual([
      [cpu._id, 9, 7400, 66600, null],
      [fan._id, 2, 250.5, 501, null],
    ]);
    expect(cart).toMatchObject({ count: 11, total: 67101 });
    // The quantity replaces the line's; 10 reaches the next tier.
    cart = await put(who, cpu, 10);
    expect(cart.lines[0]).toMatchObject({ quantity: 10, unit_price: 7100, line_total: 71000 });
    // Below the minimum or above the stock: kept, and said.
    cart = await put(who, cpu, 4);
    expect(cart.lines[0]?.problem).toBe(orderMessages.belowMinimum(5));
    cart = await put(who, fan, 4);
    expect(cart.lines[1]?.problem).toBe(orderMessages.aboveAvailable(3));
    // Another device (a new sign-in) sees the same cart.
    const elsewhere = await suite.login('carter');
    expect((await cartOf(elsewhere)).lines.map((l) => l.quantity)).toEqual([4, 4]);
    // A deleted item stays, saying so, until removed.
    expect((await admin.api.delete(apiPaths.item(fan._id))).status).toBe(200);
    expect((await cartOf(who)).lines[1]?.problem).toBe(orderMessages.itemGone);
    // Its quantity no longer changes (it answered 200 and stored it): 404, the line kept as it was.
    expectError(await who.api.put(apiPaths.cartLine(fan._id), { quantity: 2 }), 404, orderMessages.itemGone);
    expect((await cartOf(who)).lines.map((l) => [l.quantity, l.problem])).toEqual([
      [4, orderMessages.belowMinimum(5)],
      [4, orderMessages.itemGone],
    ]);
    cart = cartSchema.parse((await who.api.delete(apiPaths.cartLine(fan._id))).body);
    expect(cart.lines.map((l) => l.item)).toEqual([cpu._id]);
    cart = cartSchema.parse((await who.api.delete(apiPaths.cart)).body);
    expect(cart.lines).toEqual([]);
  });

  it('refuses unknown or deleted items, bad quantities and other people', async () => {
    const item = await suite.addItem(admin);
    expectError(await buyer.api.put(apiPaths.cartLine('no-such-item'), { quantity: 1 }), 404, orderMessages.itemGone);
    expectFieldError(
      await buyer.api.put(apiPaths.cartLine(item._id), { quantity: 0 }),
      'quantity',
      messages.positiveQuantity,
    );
    expectFieldError(
      await buyer.api.put(apiPaths.cartLine(item._id), { quantity: 1.5 }),
      'quantity',
      messages.wholeNumber,
    );
    expectError(await suite.api.put(apiPaths.cartLine(item._id), { quantity: 1 }), 401);
    expectError(await suite.api.get(apiPaths.cart), 401);
    const gone = await suite.addItem(admin);
    await admin.api.delete(apiPaths.item(gone._id));
    expectError(await buyer.api.put(apiPaths.cartLine(gone._id), { quantity: 1 }), 404, orderMessages.itemGone);
  });

  it('adds lines up, merges a signed-out cart keeping the larger quantity, and drops what is gone', async () => {
    const who = await suite.login('merger');
    const [a, b, c] = await Promise.all([suite.addItem(admin), suite.addItem(admin), suite.addItem(admin)]);
    await put(who, a!, 3);
    let answer = await who.api.post(apiPaths.cartLines, {
      lines: [
        { item: a!._id, quantity: 2 },
        { item: b!._id, quantity: 1 },
      ],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(cartSchema.parse(answer.body).lines.map((l) => l.quantity)).toEqual([5, 1]);
    await admin.api.delete(apiPaths.item(c!._id));
    const browserCart = {
      lines: [
        { item: a!._id, quantity: 4 },
        { item: b!._id, quantity: 6 },
        { item: c!._id, quantity: 1 },
        { item: 'never-existed', quantity: 1 },
      ],
    };
    answer = await who.api.post(apiPaths.cartMerge, browserCart);
    expect(answer.status, answer.text).toBe(200);
    const merged = cartSchema.parse(answer.body).lines.map((l) => [l.item, l.quantity]);
    expect(merged).toEqual([
      [a!._id, 5],
      [b!._id, 6],
    ]);
    // The visitor's cart was priced the same way before they signed in (unknown items left out).
    const preview = await suite.api.post(apiPaths.cartPreview, browserCart);
    expect(preview.status, preview.text).toBe(200);
    expect(
      cartSchema
        .strict()
        .parse(preview.body)
        .lines.map((l) => [l.item, l.quantity, l.problem]),
    ).toEqual([
      [a!._id, 4, null],
      [b!._id, 6, null],
      [c!._id, 1, orderMessages.itemGone],
    ]);
    // A retried merge changes nothing.
    answer = await who.api.post(apiPaths.cartMerge, browserCart);
    expect(cartSchema.parse(answer.body).lines.map((l) => [l.item, l.quantity])).toEqual(merged);
    expectFieldError(
      await who.api.post(apiPaths.cartLines, {
        lines: [
          { item: a!._id, quantity: 1 },
          { item: a!._id, quantity: 2 },
        ],
      }),
      'lines',
      messages.cartItemOnce,
    );
    expectFieldError(await who.api.post(apiPaths.cartLines, { lines: [] }), 'lines', messages.cartEmpty);
  });

  it(`holds at most ${CART_MAX_LINES} items: adding past it is refused whole, a merge keeps what fits`, async () => {
    const who = await suite.login('bigcart');
    const items: Item[] = [];
    for (let i = 0; i < CART_MAX_LINES + 2; i += 8)
      items.push(...(await Promise.all(Array.from({ length: 8 }, () => suite.addItem(admin)))));
    const lines = items.map((i) => ({ item: i._id, quantity: 1 }));
    const first = lines.slice(0, CART_MAX_LINES - 1);
    expect((await who.api.post(apiPaths.cartLines, { lines: first })).status).toBe(200);
    const over = lines.slice(CART_MAX_LINES - 1, CART_MAX_LINES + 1);
    expectError(await who.api.post(apiPaths.cartLines, { lines: over }), 409, messages.cartFull(CART_MAX_LINES));
    expect((await cartOf(who)).lines).toHaveLength(CART_MAX_LINES - 1);
    const merged = cartSchema.parse((await who.api.post(apiPaths.cartMerge, { lines: over })).body);
    expect(merged.lines).toHaveLength(CART_MAX_LINES);
    expectError(
      await who.api.put(apiPaths.cartLine(lines.at(-1)!.item), { quantity: 1 }),
      409,
      messages.cartFull(CART_MAX_LINES),
    );
    // An item already there still changes.
    expect((await who.api.put(apiPaths.cartLine(lines[0]!.item), { quantity: 2 })).status).toBe(200);
  });
});

describe('checkout', () => {
  it('orders every line at once: a purchase number, its orders in the shape of GET /api/order, the stock taken, the cart emptied', async () => {
    const who = await suite.login('checkout');
    const cpu = await suite.addItem(admin, {
      price_per_unit: 7400,
      price_tiers: tiers,
      min_order_quantity: 1,
      available_quantity: 50,
    });
    const ram = await suite.addItem(admin, { price_per_unit: 3200, min_order_quantity: 2, available_quantity: 20 });
    await put(who, cpu, 10);
    await put(who, ram, 2);
    const answer = await who.api.post(apiPaths.checkout, await checkoutBody(who));
    expect(answer.status, answer.text).toBe(201);
    const purchase = purchaseSchema.strict().parse(answer.body);
    expect(purchase.number).toMatch(/^CP-\d{6,}$/);
    // 12 parts of 1 kg to Dhaka: the first kg at BDT 70, 11 more at BDT 20 (requirements §17).
    expect(purchase).toMatchObject({
      user: who.email,
      ...where,
      payment_method: 'cod',
      buyer_bin: null,
      subtotal: 71000 + 6400,
      delivery_charge: 70 + 11 * 20,
      total: 71000 + 6400 + 290,
      due_now: 0,
    });
    expect(purchase.orders.map((o) => [o.item, o.quantity, o.unit_price, o.total, o.status, o.purchase])).toEqual([
      [cpu._id, 10, 7100, 71000, 'placed', purchase._id],
      [ram._id, 2, 3200, 6400, 'placed', purchase._id],
    ]);
    expect([await stockOf(cpu), await stockOf(ram)]).toEqual([40, 18]);
    expect((await cartOf(who)).lines).toEqual([]);
    // My Orders' rows: the original columns (requirements §2), one per line.
    const mine = await ordersOf(who);
    expect(mine.map((o) => o._id).sort()).toEqual(purchase.orders.map((o) => o._id).sort());
    expect((await who.api.get(apiPaths.purchase(purchase._id))).body).toEqual(purchase);
  });

  it('takes quantities typed in Bangla digits in the cart and at checkout: ১০ units is 10 (requirements §16)', async () => {
    const who = await suite.login('banglaDigits');
    const cpu = await suite.addItem(admin, { price_per_unit: 7400, min_order_quantity: 1, available_quantity: 50 });
    const ram = await suite.addItem(admin, { price_per_unit: 3200, min_order_quantity: 1, available_quantity: 20 });
    let answer = await who.api.put(apiPaths.cartLine(cpu._id), { quantity: '১০' });
    expect(answer.status, answer.text).toBe(200);
    answer = await who.api.post(apiPaths.cartLines, { lines: [{ item: ram._id, quantity: '২' }] });
    expect(answer.status, answer.text).toBe(200);
    expect(cartSchema.parse(answer.body).lines.map((l) => [l.item, l.quantity])).toEqual([
      [cpu._id, 10],
      [ram._id, 2],
    ]);
    // The JSON number stays as it was; a checkout line's quantity may be typed too.
    const body = await checkoutBody(who);
    answer = await who.api.post(apiPaths.checkout, {
      ...body,
      lines: body.lines.map((l) => (l.item === cpu._id ? { ...l, quantity: '১০' } : l)),
    });
    expect(answer.status, answer.text).toBe(201);
    expect(purchaseSchema.parse(answer.body).orders.map((o) => [o.item, o.quantity])).toEqual([
      [cpu._id, 10],
      [ram._id, 2],
    ]);
    expectFieldError(
      await who.api.put(apiPaths.cartLine(cpu._id), { quantity: '১.৫' }),
      'quantity',
      messages.wholeNumber,
    );
  });

  it('orders nothing when one line fails, and says why for each failing line', async () => {
    const who = await suite.login('allornothing');
    const fine = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 10 });
    const scarce = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 2 });
    const minimum = await suite.addItem(admin, { min_order_quantity: 5, available_quantity: 10 });
    await put(who, fine, 3);
    await put(who, scarce, 5);
    await put(who, minimum, 2);
    const answer = await who.api.post(apiPaths.checkout, await checkoutBody(who));
    expectError(answer, 409, messages.checkoutRefused);
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({
      'lines.1': orderMessages.aboveAvailable(2),
      'lines.2': orderMessages.belowMinimum(5),
    });
    expect([await stockOf(fine), await stockOf(scarce), await stockOf(minimum)]).toEqual([10, 2, 10]);
    expect(await ordersOf(who)).toEqual([]);
    expect((await cartOf(who)).lines).toHaveLength(3);
  });

  it('refuses a price that changed since the buyer saw it, and tells the new one', async () => {
    const who = await suite.login('repriced');
    const item = await suite.addItem(admin, { price_per_unit: 7400, min_order_quantity: 1, available_quantity: 10 });
    await put(who, item, 2);
    const body = await checkoutBody(who);
    const edited = await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { price_per_unit: 7650 }));
    expect(edited.status, edited.text).toBe(200);
    const answer = await who.api.post(apiPaths.checkout, body);
    // Only prices changed: nothing to fix, only to look at again.
    expectError(answer, 409, messages.checkoutPricesChanged);
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({
      'lines.0': messages.priceChanged('BDT 7,650'),
    });
    expect(await stockOf(item)).toBe(10);
    // The cart shows the server's price; ordering at it goes through.
    expect((await cartOf(who)).lines[0]?.unit_price).toBe(7650);
    const again = await who.api.post(apiPaths.checkout, await checkoutBody(who));
    expect(again.status, again.text).toBe(201);
    expect(again.body as Purchase).toMatchObject({ subtotal: 15300, delivery_charge: 90, total: 15390 });
  });

  it('asks for the lines to be fixed when a price changed beside a line that cannot be ordered', async () => {
    const who = await suite.login('repricedandshort');
    const repriced = await suite.addItem(admin, { price_per_unit: 500, min_order_quantity: 1, available_quantity: 10 });
    const short = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 10 });
    await put(who, repriced, 1);
    await put(who, short, 5);
    const body = await checkoutBody(who);
    expect(
      (await admin.api.put(apiPaths.item(repriced._id), itemEditOf(repriced, { price_per_unit: 550 }))).status,
    ).toBe(200);
    expect((await admin.api.post(apiPaths.itemStock(short._id), { change: -8, reason: 'Damaged' })).status).toBe(201);
    const answer = await who.api.post(apiPaths.checkout, body);
    expectError(answer, 409, messages.checkoutRefused);
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({
      'lines.0': messages.priceChanged('BDT 550'),
      'lines.1': orderMessages.aboveAvailable(2),
    });
  });

  it('orders once per key, however often and however fast the same checkout is sent', async () => {
    const who = await suite.login('doubleclick');
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 100 });
    await put(who, item, 3);
    const body = await checkoutBody(who);
    const answers = await Promise.all(Array.from({ length: 6 }, () => who.api.post(apiPaths.checkout, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => (a.body as Purchase)._id)).size).toBe(1);
    const later = await who.api.post(apiPaths.checkout, body);
    expect(later.status).toBe(200);
    expect((later.body as Purchase)._id).toBe((answers[0]!.body as Purchase)._id);
    expect(await stockOf(item)).toBe(97);
    expect(await ordersOf(who)).toHaveLength(1);
    // Another buyer's same key is their own.
    const other = await suite.login('samekey');
    await put(other, item, 3);
    const theirs = await other.api.post(apiPaths.checkout, { ...(await checkoutBody(other)), key: body.key });
    expect(theirs.status, theirs.text).toBe(201);
  });

  it('answers a key used for another cart or address with 409, ordering nothing more, even when both tries race', async () => {
    const who = await suite.login('reusedkey');
    const a = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 100 });
    const b = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 100 });
    const line = (item: Item, quantity: number) => ({ item: item._id, quantity, unit_price: item.price_per_unit });
    const first = await withDelivery(who.api, { key: randomUUID(), ...where, lines: [line(a, 3), line(b, 1)] });
    const made = await who.api.post(apiPaths.checkout, first);
    expect(made.status, made.text).toBe(201);
    // The same body written otherwise (lines in another order, spaces, the phone grouped) is the same checkout.
    const same = await who.api.post(apiPaths.checkout, {
      ...first,
      address: ` ${where.address.replace(' ', '  ')} `,
      phone: '+880 1700-000000',
      lines: [...first.lines].reverse(),
    });
    expect(same.status, same.text).toBe(200);
    expect((same.body as Purchase)._id).toBe((made.body as Purchase)._id);
    for (const other of [
      await withDelivery(who.api, { ...first, lines: [line(a, 4), line(b, 1)] }),
      await withDelivery(who.api, { ...first, lines: [line(a, 3)] }),
      { ...first, address: '99 Harbour Road, Chattogram' },
      { ...first, phone: '+8801800000000' },
    ])
      expectError(await who.api.post(apiPaths.checkout, other), 409, messages.checkoutKeyReused);
    expect([await stockOf(a), await stockOf(b)]).toEqual([97, 99]);

    // Two bodies sent at once with one new key: one is ordered, the other refused.
    for (let round = 0; round < 3; round += 1) {
      const key = randomUUID();
      const answers = await Promise.all(
        [[line(a, 1)], [line(b, 2)]].map(async (lines) =>
          who.api.post(apiPaths.checkout, await withDelivery(who.api, { key, ...where, lines })),
        ),
      );
      expect(answers.map((x) => x.status).sort(), answers.map((x) => x.text).join('\n')).toEqual([201, 409]);
      expectError(
        answers.find((x) => x.status === 409)!,
        409,
        messages.checkoutKeyReused,
      );
    }
    // One purchase of one order per round, and nothing else taken.
    const orders = await ordersOf(who);
    expect(orders).toHaveLength(2 + 3);
    expect(200 - (await stockOf(a)) - (await stockOf(b))).toBe(orders.reduce((n, o) => n + o.quantity, 0));
  });

  it('never sells what is not there: 100 checkouts racing for the last units are each whole or refused', async () => {
    const scarce = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 37 });
    const plenty = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 10_000 });
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => suite.login(`racer${i}`)));
    const lines = [
      { item: plenty._id, quantity: 2, unit_price: plenty.price_per_unit },
      { item: scarce._id, quantity: 3, unit_price: scarce.price_per_unit },
    ];
    const delivery_charge = await shownCharge(buyers[0]!.api, lines);
    const answers = await Promise.all(
      buyers.flatMap((b) =>
        Array.from({ length: 10 }, () =>
          b.api.post(apiPaths.checkout, { key: randomUUID(), ...where, lines, delivery_charge }),
        ),
      ),
    );
    const made = answers.filter((a) => a.status === 201);
    const refusedAnswers = answers.filter((a) => a.status === 409);
    expect(made.length + refusedAnswers.length, answers.map((a) => a.status).join()).toBe(100);
    expect(made).toHaveLength(12);
    for (const a of refusedAnswers)
      expect((a.body as { errors: Record<string, string> }).errors).toEqual({
        'lines.1': orderMessages.aboveAvailable(1),
      });
    for (const a of made) expect((a.body as Purchase).orders).toHaveLength(2);
    expect(await stockOf(scarce)).toBe(1);
    expect(await stockOf(plenty)).toBe(10_000 - 2 * made.length);
  });

  it('refuses bad bodies at their fields', async () => {
    const item = await suite.addItem(admin);
    const line = { item: item._id, quantity: 1, unit_price: item.price_per_unit };
    expectFieldError(
      await buyer.api.post(apiPaths.checkout, { ...where, lines: [line] }),
      'key',
      messages.checkoutKeyRequired,
    );
    expectFieldError(
      await buyer.api.post(apiPaths.checkout, { key: randomUUID(), ...where, lines: [] }),
      'lines',
      messages.cartEmpty,
    );
    expectFieldError(
      await buyer.api.post(apiPaths.checkout, { key: randomUUID(), ...where, lines: [line, line] }),
      'lines',
      messages.cartItemOnce,
    );
    expectFieldError(
      await buyer.api.post(apiPaths.checkout, {
        key: randomUUID(),
        phone: where.phone,
        address: ' ',
        lines: [line],
      }),
      'address',
      messages.addressRequired,
    );
    expectError(await suite.api.post(apiPaths.checkout, { key: randomUUID(), ...where, lines: [line] }), 401);
  });
});

describe('purchases', () => {
  async function purchaseOf(who: SignedIn, count: number): Promise<Purchase> {
    const items = await Promise.all(
      Array.from({ length: count }, () => suite.addItem(admin, { min_order_quantity: 1, available_quantity: 50 })),
    );
    const lines = items.map((i) => ({ item: i._id, quantity: 2, unit_price: i.price_per_unit }));
    const answer = await who.api.post(
      apiPaths.checkout,
      await withDelivery(who.api, { key: randomUUID(), ...where, lines }),
    );
    expect(answer.status, answer.text).toBe(201);
    return answer.body as Purchase;
  }

  it('are their buyer’s and the administrators’ to read', async () => {
    const purchase = await purchaseOf(buyer, 1);
    const other = await suite.login('nosy');
    expectError(await other.api.get(apiPaths.purchase(purchase._id)), 403);
    expect((await admin.api.get(apiPaths.purchase(purchase._id))).status).toBe(200);
    expectError(await buyer.api.get(apiPaths.purchase('no-such-purchase')), 404, messages.purchaseNotFound);
  });

  it('are fulfilled together by an administrator: every order moves, or none', async () => {
    const purchase = await purchaseOf(buyer, 3);
    const [first, second] = purchase.orders;
    // The buyer cancels one line; the rest move together, the cancelled one stays cancelled.
    expect((await buyer.api.delete(apiPaths.order(first!._id))).status).toBe(200);
    const confirmed = await admin.api.post(apiPaths.purchaseStatus(purchase._id), { status: 'confirmed' });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((confirmed.body as Order[]).map((o) => o.status)).toEqual(['confirmed', 'confirmed']);
    // One shipped on its own: the purchase cannot be confirmed... it already is; shipped moves the last one.
    expect((await admin.api.post(apiPaths.orderStatus(second!._id), { status: 'shipped' })).status).toBe(200);
    const shipped = await admin.api.post(apiPaths.purchaseStatus(purchase._id), {
      status: 'shipped',
      note: 'TRK-1',
    });
    expect((shipped.body as Order[]).map((o) => o.status)).toEqual(['shipped']);
    // Nothing left to ship; and shipped orders cannot be cancelled: nothing changes.
    expectError(await admin.api.post(apiPaths.purchaseStatus(purchase._id), { status: 'shipped' }), 409);
    expectError(await admin.api.post(apiPaths.purchaseStatus(purchase._id), { status: 'cancelled' }), 409);
    const after = purchaseSchema.parse((await admin.api.get(apiPaths.purchase(purchase._id))).body);
    expect(after.orders.map((o) => o.status)).toEqual(['cancelled', 'shipped', 'shipped']);
    expectError(await buyer.api.post(apiPaths.purchaseStatus(purchase._id), { status: 'confirmed' }), 403);
    expectError(await admin.api.post(apiPaths.purchaseStatus('no-such-purchase'), { status: 'confirmed' }), 404);
  });

  it('total only their orders not cancelled and the delivery charge: nothing once every order is cancelled', async () => {
    const purchase = await purchaseOf(buyer, 4);
    const owed = async () => {
      const { subtotal, delivery_charge, total } = purchaseSchema.parse(
        (await buyer.api.get(apiPaths.purchase(purchase._id))).body,
      );
      return { subtotal, delivery_charge, total };
    };
    const sum = (orders: readonly Order[]) => orders.reduce((total, o) => total + o.total, 0);
    // 4 lines of 2 parts of 1 kg to Dhaka: BDT 70 and 7 x 20 (requirements §17).
    const charge = 70 + 7 * 20;
    expect(await owed()).toEqual({
      subtotal: sum(purchase.orders),
      delivery_charge: charge,
      total: sum(purchase.orders) + charge,
    });
    // The buyer cancels one of the four: the purchase no longer counts it; delivery is still owed.
    expect((await buyer.api.delete(apiPaths.order(purchase.orders[1]!._id))).status).toBe(200);
    const left = sum(purchase.orders.filter((_, i) => i !== 1));
    expect(await owed()).toEqual({ subtotal: left, delivery_charge: charge, total: left + charge });
    // An administrator cancels the rest together: nothing is owed, delivery neither.
    const cancelled = await admin.api.post(apiPaths.purchaseStatus(purchase._id), { status: 'cancelled' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await owed()).toEqual({ subtotal: 0, delivery_charge: 0, total: 0 });
  });

  it('are found in Manage All Orders by their number, each order showing it (and the CSV too)', async () => {
    const purchase = await purchaseOf(buyer, 3);
    await purchaseOf(buyer, 1);
    for (const typed of [purchase.number, purchase.number.toLowerCase().replace('-0000', '-')]) {
      const found = orderListSchema.parse(
        (await admin.api.get(`${apiPaths.orderSearch}?q=${encodeURIComponent(typed)}`)).body,
      );
      expect(found.total, typed).toBe(3);
      expect(found.orders.map((o) => o._id).sort()).toEqual(purchase.orders.map((o) => o._id).sort());
      expect(found.orders.every((o) => o.purchaseNumber === purchase.number && o.purchase === purchase._id)).toBe(true);
    }
    // A one-item order (POST /api/order) belongs to no purchase.
    const single = await buyer.api.post<{ insertedId: string }>(apiPaths.orderList, {
      item: purchase.orders[0]!.item,
      address: where.address,
      phone: where.phone,
      quantity: 1,
    });
    expect(single.status, single.text).toBe(201);
    const latest = orderListSchema.parse((await admin.api.get(`${apiPaths.orderSearch}?limit=1`)).body);
    expect(latest.orders[0]).toMatchObject({ _id: single.body.insertedId, purchase: null, purchaseNumber: null });
    const csv = (await admin.api.get(`${apiPaths.orderExport}?q=${purchase.number}`)).text.split('\r\n');
    expect(csv.slice(1, -1)).toHaveLength(3);
    for (const line of csv.slice(1, -1)) expect(line).toMatch(new RegExp(`^CC-\\d+,${purchase.number},`));
    // Past any purchase or order (and past PostgreSQL's integer): nothing, not an error.
    for (const typed of ['CP-999999999', 'CP-99999999999', '99999999999']) {
      const none = await admin.api.get<{ total: number }>(`${apiPaths.orderSearch}?q=${typed}`);
      expect(none.status, typed).toBe(200);
      expect(none.body.total).toBe(0);
    }
  });
});

describe('quick order', () => {
  it('checks every line at once: unknown SKU, deleted item, below the minimum, above the stock, a tier price', async () => {
    const gpu = await suite.addItem(admin, {
      price_per_unit: 7400,
      price_tiers: tiers,
      min_order_quantity: 1,
      available_quantity: 100,
    });
    const fan = await suite.addItem(admin, { min_order_quantity: 5, available_quantity: 8 });
    const gone = await suite.addItem(admin);
    await admin.api.delete(apiPaths.item(gone._id));
    const lines = [
      { row: 1, sku: gpu.sku.toLowerCase(), quantity: 10 },
      { row: 2, sku: 'CC-NOPE-0001', quantity: 1 },
      { row: 3, sku: fan.sku, quantity: 2 },
      { row: 5, sku: fan.sku, quantity: 9 },
      { row: 6, sku: gone.sku, quantity: 1 },
    ];
    const answer = await buyer.api.post(apiPaths.quickOrder, { lines });
    expect(answer.status, answer.text).toBe(200);
    const checked = z.array(checkedLineSchema.strict()).parse(answer.body);
    expect(checked.map((l) => [l.row, l.item?._id ?? null, l.item?.unit_price ?? null, l.problem])).toEqual([
      [1, gpu._id, 7100, null],
      [2, null, null, messages.quickOrderUnknownSku('CC-NOPE-0001')],
      // Lines of one SKU add up in the cart: 2 and 9 are judged as 11.
      [3, fan._id, fan.price_per_unit, orderMessages.aboveAvailable(8)],
      [5, fan._id, fan.price_per_unit, orderMessages.aboveAvailable(8)],
      [6, gone._id, gone.price_per_unit, orderMessages.itemGone],
    ]);
    expectFieldError(await buyer.api.post(apiPaths.quickOrder, { lines: [] }), 'lines', messages.quickOrderEmpty);
    expectError(await suite.api.post(apiPaths.quickOrder, { lines }), 401);
  });

  it('judges the lines of one SKU on their sum, as the cart adds them up, and says the sum', async () => {
    const cpu = await suite.addItem(admin, {
      price_per_unit: 7400,
      price_tiers: tiers,
      min_order_quantity: 5,
      available_quantity: 12,
    });
    const check = async (lines: { row: number; sku: string; quantity: number }[]) => {
      const answer = await buyer.api.post(apiPaths.quickOrder, { lines });
      expect(answer.status, answer.text).toBe(200);
      return z
        .array(checkedLineSchema.strict())
        .parse(answer.body)
        .map((l) => [l.row, l.quantity, l.total_quantity, l.item?.unit_price, l.problem]);
    };
    // 3 and 4 are each below the minimum of 5, and 7 is not; 7 is below the tier of 10, 3 + 4 + 3 is not.
    expect(
      await check([
        { row: 1, sku: cpu.sku, quantity: 3 },
        { row: 2, sku: cpu.sku.toLowerCase(), quantity: 4 },
      ]),
    ).toEqual([
      [1, 3, 7, 7400, null],
      [2, 4, 7, 7400, null],
    ]);
    expect(
      await check([
        { row: 1, sku: cpu.sku, quantity: 3 },
        { row: 4, sku: cpu.sku, quantity: 4 },
        { row: 9, sku: cpu.sku, quantity: 3 },
      ]),
    ).toEqual([
      [1, 3, 10, 7100, null],
      [4, 4, 10, 7100, null],
      [9, 3, 10, 7100, null],
    ]);
    // 6 and 7 fit the stock of 12 one by one, not together.
    expect(
      await check([
        { row: 1, sku: cpu.sku, quantity: 6 },
        { row: 2, sku: cpu.sku, quantity: 7 },
      ]),
    ).toEqual([
      [1, 6, 13, 7100, orderMessages.aboveAvailable(12)],
      [2, 7, 13, 7100, orderMessages.aboveAvailable(12)],
    ]);
  });

  it('checks 200 lines in one call', async () => {
    const items: Item[] = [];
    for (let i = 0; i < 20; i += 10)
      items.push(...(await Promise.all(Array.from({ length: 10 }, () => suite.addItem(admin)))));
    const lines = Array.from({ length: 200 }, (_, i) => ({
      row: i + 1,
      sku: items[i % items.length]!.sku,
      quantity: 1_000,
    }));
    const answer = await buyer.api.post(apiPaths.quickOrder, { lines });
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body as unknown[]).length).toBe(200);
    expectFieldError(
      await buyer.api.post(apiPaths.quickOrder, { lines: [...lines, { row: 201, sku: 'X', quantity: 1 }] }),
      'lines',
      messages.quickOrderTooManyLines(200),
    );
  });
});

describe('reorder', () => {
  it('puts a past order’s or purchase’s lines into the cart at today’s prices, naming what is no longer sold', async () => {
    const who = await suite.login('reorderer');
    const kept = await suite.addItem(admin, { price_per_unit: 1000, min_order_quantity: 1, available_quantity: 50 });
    const dropped = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 50 });
    const lines = [kept, dropped].map((i) => ({ item: i._id, quantity: 3, unit_price: i.price_per_unit }));
    const made = await who.api.post(
      apiPaths.checkout,
      await withDelivery(who.api, { key: randomUUID(), ...where, lines }),
    );
    expect(made.status, made.text).toBe(201);
    const purchase = made.body as Purchase;
    await admin.api.put(apiPaths.item(kept._id), itemEditOf(kept, { price_per_unit: 1200 }));
    await admin.api.delete(apiPaths.item(dropped._id));

    const again = await who.api.post(apiPaths.reorderPurchase(purchase._id));
    expect(again.status, again.text).toBe(200);
    const answer = reorderAnswerSchema.strict().parse(again.body);
    expect(answer.unavailable).toEqual([dropped.name]);
    expect(answer.cart.lines.map((l) => [l.item, l.quantity, l.unit_price])).toEqual([[kept._id, 3, 1200]]);
    // One order of it again: quantities add up.
    const order = purchase.orders.find((o) => o.item === kept._id)!;
    const once = reorderAnswerSchema.parse((await who.api.post(apiPaths.reorderOrder(order._id))).body);
    expect(once.cart.lines.map((l) => l.quantity)).toEqual([6]);
    // Someone else's order is not theirs to reorder.
    const other = await suite.login('notmine');
    expectError(await other.api.post(apiPaths.reorderOrder(order._id)), 403);
    expectError(await other.api.post(apiPaths.reorderPurchase(purchase._id)), 403);
  });
});
