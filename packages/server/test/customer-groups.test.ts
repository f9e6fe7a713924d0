// Customer groups and their prices (issue 35 item 4; requirements §20.5): store administrators
// keep the groups, their price lists and who is in them (everyone else 403, signed out 401); a
// member's catalog reads carry `your_price` and their cart, quote, quick order, builder check and
// checkout charge it. Nobody else ever sees a group's price: not anonymous readers, not a member
// of another group, not through the public cache or the fast path (docs/security.md).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import {
  apiPaths,
  cartSchema,
  companyListEntrySchema,
  customerGroupSchema,
  dayOf,
  DEFAULT_STORE_TIME_ZONE,
  groupPriceSchema,
  messages,
  orderDetailSchema,
  purchaseSchema,
  quoteRequestSchema,
  quoteSchema,
  taxInvoiceSchema,
  userListEntrySchema,
  type CatalogPage,
  type CustomerGroup,
  type Item,
} from '@storefront/shared';
import type { Api } from '@storefront/devstack/api';
import { withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { expectError, expectFieldError } from './support/assertions.ts';
import { itemEditOf, useApiSuite } from './support/suite.ts';

const suite = useApiSuite('customer-groups');
let db: Db;
let admin: SignedIn;
let dealer: SignedIn;
let corporate: SignedIn;
let customer: SignedIn;
let companyBuyer: SignedIn;
let dealers: CustomerGroup;
let corporates: CustomerGroup;
let gpu: Item;
let ssd: Item;

const idOf = async (who: SignedIn) =>
  (await db.selectFrom('users').select('id').where('email', '=', who.email).executeTakeFirstOrThrow()).id;

async function group(name: string): Promise<CustomerGroup> {
  const answer = await admin.api.post(apiPaths.customerGroups, { name });
  expect(answer.status, answer.text).toBe(201);
  return customerGroupSchema.strict().parse(answer.body);
}

async function prices(groupId: string, list: unknown[]) {
  const answer = await admin.api.put(apiPaths.customerGroupPrices(groupId), { prices: list });
  expect(answer.status, answer.text).toBe(200);
  return groupPriceSchema.strict().array().parse(answer.body);
}

async function assign(who: SignedIn, groupId: string | null) {
  const answer = await admin.api.put(apiPaths.userCustomerGroup(await idOf(who)), { group: groupId });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body).toEqual({ group: groupId });
}

/**
 * A store day, `days` from today in the store's zone (the server's default, Asia/Dhaka): UTC's day
 * was a day behind from 18:00 UTC on, and an entry valid from "tomorrow" already held.
 */
const dayFromToday = (days: number) => dayOf(new Date(Date.now() + days * 86_400_000), DEFAULT_STORE_TIME_ZONE);

beforeAll(async () => {
  db = openDatabase(suite.database.url);
  admin = await suite.login('admin');
  dealer = await suite.login('dealer');
  corporate = await suite.login('corporate');
  customer = await suite.login('customer');
  companyBuyer = await suite.login('companybuyer');
  gpu = await suite.addItem(admin, {
    name: 'Dealer Test GPU',
    price_per_unit: 50_000,
    price_tiers: [{ min_quantity: 10, price: 48_000 }],
    min_order_quantity: 1,
    available_quantity: 500,
  });
  ssd = await suite.addItem(admin, { name: 'Dealer Test SSD', price_per_unit: 8000, available_quantity: 500 });
  dealers = await group('Dealer');
  corporates = await group('Corporate');
  await prices(dealers._id, [
    { item: gpu._id, price: 45_000, tiers: [{ min_quantity: 5, price: 44_000 }] },
    { item: ssd._id, percent_off: 12.5 },
  ]);
  await prices(corporates._id, [{ item: gpu._id, percent_off: 2 }]);
  await assign(dealer, dealers._id);
  await assign(corporate, corporates._id);
});

afterAll(async () => {
  await db?.destroy();
});

describe('who may keep customer groups', () => {
  it('is store administrators alone: a customer is refused 403, a signed-out caller 401', async () => {
    const calls = (api: Api) => [
      api.get(apiPaths.customerGroups),
      api.post(apiPaths.customerGroups, { name: 'Sneaky' }),
      api.request('PATCH', apiPaths.customerGroup(dealers._id), { json: { name: 'Sneaky' } }),
      api.delete(apiPaths.customerGroup(dealers._id)),
      api.get(apiPaths.customerGroupPrices(dealers._id)),
      api.put(apiPaths.customerGroupPrices(dealers._id), { prices: [] }),
      api.put(apiPaths.userCustomerGroup('anyone'), { group: dealers._id }),
      api.put(apiPaths.companyCustomerGroup('any-company'), { group: dealers._id }),
    ];
    for (const answer of await Promise.all(calls(dealer.api))) expectError(answer, 403);
    for (const answer of await Promise.all(calls(suite.api))) expectError(answer, 401);
    // Nothing changed.
    const list = await admin.api.get<CustomerGroup[]>(apiPaths.customerGroups);
    expect(list.body.map((g) => g.name)).toEqual(['Corporate', 'Dealer']);
    expect((await admin.api.get<unknown[]>(apiPaths.customerGroupPrices(dealers._id))).body).toHaveLength(2);
  });
});

describe('the groups and their price lists', () => {
  it('are listed with their members, renamed, and keep their names unique (409 on name)', async () => {
    const list = customerGroupSchema
      .strict()
      .array()
      .parse((await admin.api.get(apiPaths.customerGroups)).body);
    expect(list.find((g) => g._id === dealers._id)).toMatchObject({ name: 'Dealer', users: 1, companies: 0 });
    const taken = await admin.api.post(apiPaths.customerGroups, { name: 'Dealer' });
    expectError(taken, 409, messages.groupNameTaken);
    expect(taken.body).toMatchObject({ errors: { name: messages.groupNameTaken } });
    expectFieldError(await admin.api.post(apiPaths.customerGroups, { name: '  ' }), 'name', messages.groupNameRequired);
    const spare = await group('Spare');
    expect(
      (await admin.api.request('PATCH', apiPaths.customerGroup(spare._id), { json: { name: 'Dealer' } })).status,
    ).toBe(409);
    const renamed = await admin.api.request('PATCH', apiPaths.customerGroup(spare._id), {
      json: { name: 'Wholesale' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Wholesale' });
    expectError(
      await admin.api.request('PATCH', apiPaths.customerGroup('no-such-group'), { json: { name: 'X' } }),
      404,
    );
  });

  it('answer each entry with its item, and refuse unknown items, both or neither kind, and bad days at their fields', async () => {
    const list = groupPriceSchema
      .strict()
      .array()
      .parse((await admin.api.get(apiPaths.customerGroupPrices(dealers._id))).body);
    expect(list).toEqual([
      {
        item: gpu._id,
        item_name: 'Dealer Test GPU',
        sku: gpu.sku,
        public_price: 50_000,
        price: 45_000,
        percent_off: null,
        tiers: [{ min_quantity: 5, price: 44_000 }],
        valid_from: null,
        valid_until: null,
      },
      expect.objectContaining({ item: ssd._id, price: null, percent_off: 12.5, tiers: [] }),
    ]);
    const put = (list: unknown[]) => admin.api.put(apiPaths.customerGroupPrices(dealers._id), { prices: list });
    expectFieldError(
      await put([
        { item: gpu._id, price: 1 },
        { item: 'no-such-item', price: 1 },
      ]),
      'prices.1.item',
      messages.groupPriceItemUnknown,
    );
    expectFieldError(
      await put([{ item: gpu._id, price: 1, percent_off: 5 }]),
      'prices.0.price',
      messages.groupPriceOneOf,
    );
    expectFieldError(
      await put([{ item: gpu._id, percent_off: 100 }]),
      'prices.0.percent_off',
      messages.groupPercentOff,
    );
    expectFieldError(
      await put([{ item: gpu._id, price: 1, valid_from: '2026-12-02', valid_until: '2026-12-01' }]),
      'prices.0.valid_until',
      messages.groupPriceDates,
    );
    expectFieldError(
      await put([{ item: gpu._id, price: 1, valid_from: '2026-13-01' }]),
      'prices.0.valid_from',
      messages.orderDateInvalid,
    );
    expectFieldError(
      await put([
        { item: gpu._id, price: 1 },
        { item: gpu._id, price: 2 },
      ]),
      'prices.1.item',
      messages.groupPriceItemTwice,
    );
    // None of them changed the list.
    expect((await admin.api.get<unknown[]>(apiPaths.customerGroupPrices(dealers._id))).body).toEqual(list);
    expectError(await admin.api.get(apiPaths.customerGroupPrices('no-such-group')), 404);
  });

  it('assign users and companies to a known group or none: an unknown group is a 400, an unknown user a 404', async () => {
    expectFieldError(
      await admin.api.put(apiPaths.userCustomerGroup(await idOf(customer)), { group: 'no-such-group' }),
      'group',
      messages.groupNotFound,
    );
    expectError(await admin.api.put(apiPaths.userCustomerGroup('no-such-user'), { group: null }), 404);
    expectError(await admin.api.put(apiPaths.companyCustomerGroup('no-such-company'), { group: null }), 404);
  });
});

/** The item as `api` reads it by id, from its search and from the whole list, with the answers' Cache-Control. */
async function reads(api: Api, item: Item) {
  const one = await api.get<Item>(apiPaths.item(item._id));
  const search = await api.get<CatalogPage>(`${apiPaths.itemSearch}?q=${encodeURIComponent(item.sku)}`);
  const list = await api.get<Item[]>(apiPaths.itemList);
  for (const answer of [one, search, list]) expect(answer.status, answer.text).toBe(200);
  return {
    prices: [
      one.body.your_price,
      search.body.items.find((i) => i._id === item._id)?.your_price,
      list.body.find((i) => i._id === item._id)?.your_price,
    ],
    cacheControl: [one, search, list].map((answer) => answer.headers.get('cache-control')),
  };
}

describe('a member’s catalog reads', () => {
  it('carry their group’s price for 1 unit, privately; every other reader gets none, before and after them', async () => {
    // Anonymous first: the public answers are now held (cache and fast path).
    const before = await reads(suite.api, gpu);
    expect(before.prices).toEqual([undefined, undefined, undefined]);
    expect(before.cacheControl).toEqual(['no-cache', 'no-cache', 'no-cache']);

    const mine = await reads(dealer.api, gpu);
    expect(mine.prices).toEqual([45_000, 45_000, 45_000]);
    expect(mine.cacheControl).toEqual(Array(3).fill('private, no-store'));
    expect((await reads(dealer.api, ssd)).prices).toEqual([7000, 7000, 7000]);
    // Their volume prices beyond 1 unit too: the group's own tiers, or its percentage off the item's.
    expect((await dealer.api.get<Item>(apiPaths.item(gpu._id))).body.your_price_tiers).toEqual([
      { min_quantity: 5, price: 44_000 },
    ]);
    expect((await dealer.api.get<Item>(apiPaths.item(ssd._id))).body).not.toHaveProperty('your_price_tiers');
    expect((await corporate.api.get<Item>(apiPaths.item(gpu._id))).body.your_price_tiers).toEqual([
      { min_quantity: 10, price: 47_040 },
    ]);

    // The same URLs, asked right after the member: nobody else sees the dealer price.
    for (const [who, expected] of [
      [suite.api, undefined],
      [customer.api, undefined],
      [corporate.api, 49_000],
    ] as const) {
      const theirs = await reads(who, gpu);
      expect(theirs.prices).toEqual([expected, expected, expected]);
      expect((await reads(who, ssd)).prices).toEqual([undefined, undefined, undefined]);
    }
    // Twice more anonymously, with a validator: the fast path's held answer is the public one.
    for (let n = 0; n < 2; n += 1) {
      const again = await suite.api.get<Item>(apiPaths.item(gpu._id));
      expect(again.body.your_price).toBeUndefined();
      expect(again.text).not.toContain('your_price');
    }
    // A token that is not one is answered as a signed-out reader.
    const forged = await fetch(`${suite.url}/api${apiPaths.item(gpu._id)}`, { headers: { authorization: 'Bearer x' } });
    expect(await forged.json()).not.toHaveProperty('your_price');
  });

  it('follow the list as it changes, on the next read, and only on the days an entry holds', async () => {
    await prices(dealers._id, [
      { item: gpu._id, price: 46_000, valid_from: dayFromToday(-1), valid_until: dayFromToday(1) },
      { item: ssd._id, percent_off: 10, valid_until: dayFromToday(-1) },
    ]);
    expect((await reads(dealer.api, gpu)).prices).toEqual([46_000, 46_000, 46_000]);
    expect((await reads(dealer.api, ssd)).prices).toEqual([undefined, undefined, undefined]);
    await prices(dealers._id, [{ item: gpu._id, price: 45_000, valid_from: dayFromToday(1) }]);
    expect((await reads(dealer.api, gpu)).prices).toEqual([undefined, undefined, undefined]);
    await prices(dealers._id, [
      { item: gpu._id, price: 45_000, tiers: [{ min_quantity: 5, price: 44_000 }] },
      { item: ssd._id, percent_off: 12.5 },
    ]);
    expect((await reads(dealer.api, gpu)).prices).toEqual([45_000, 45_000, 45_000]);
  });

  it('of a company member are at the company’s group, not their own', async () => {
    const created = await companyBuyer.api.post(apiPaths.companies, {
      name: 'Dealer House Ltd',
      bin: '0001234560101',
      trade_licence: 'TL-77',
      billing_address: 'Road 1, Dhaka',
      district: 'dhaka',
    });
    // The suite's accounts sign in verified; a company needs that.
    expect(created.status, created.text).toBe(201);
    const companyId = (created.body as { id: string }).id;
    await assign(companyBuyer, corporates._id);
    expect((await reads(companyBuyer.api, gpu)).prices).toEqual([undefined, undefined, undefined]);
    const answer = await admin.api.put(apiPaths.companyCustomerGroup(companyId), { group: dealers._id });
    expect(answer.status, answer.text).toBe(200);
    expect((await reads(companyBuyer.api, gpu)).prices).toEqual([45_000, 45_000, 45_000]);
    const list = await admin.api.get<CustomerGroup[]>(apiPaths.customerGroups);
    expect(list.body.find((g) => g._id === dealers._id)?.companies).toBe(1);

    // The administrators' lists answer each row's group (the pickers on Make Admin and Companies).
    const companies = await admin.api.get(`${apiPaths.companies}?q=Dealer%20House`);
    expect(companyListEntrySchema.strict().array().parse(companies.body)).toEqual([
      expect.objectContaining({ id: companyId, customer_group: dealers._id }),
    ]);
    const groupOf = async (who: SignedIn) => {
      const found = await admin.api.get(`${apiPaths.users}?q=${encodeURIComponent(who.email)}`);
      return userListEntrySchema.strict().array().parse(found.body)[0]?.customer_group;
    };
    expect(await groupOf(companyBuyer)).toBe(corporates._id);
    expect(await groupOf(customer)).toBeNull();
  });
});

describe('what a member is charged', () => {
  it('is their group’s price in the cart, its preview, the quote, quick order and the builder’s check', async () => {
    const cart = await dealer.api.put(apiPaths.cartLine(gpu._id), { quantity: 5 });
    expect(cart.status, cart.text).toBe(200);
    expect((cart.body as { lines: { unit_price: number }[] }).lines[0]?.unit_price).toBe(44_000);
    // The public price beside theirs, for the cart's screens (YourPrice), the tier 5 units reach.
    expect(cartSchema.strict().parse(cart.body).lines[0]?.public_price).toBe(50_000);
    const lines = [
      { item: gpu._id, quantity: 1 },
      { item: ssd._id, quantity: 2 },
    ];
    const preview = await dealer.api.post(apiPaths.cartPreview, { lines });
    expect((preview.body as { lines: { unit_price: number }[] }).lines.map((l) => l.unit_price)).toEqual([
      45_000, 7000,
    ]);
    const anonymousPreview = await suite.api.post(apiPaths.cartPreview, { lines });
    expect((anonymousPreview.body as { lines: { unit_price: number }[] }).lines.map((l) => l.unit_price)).toEqual([
      50_000, 8000,
    ]);
    const publicPrices = (answer: { body: unknown }) =>
      cartSchema
        .strict()
        .parse(answer.body)
        .lines.map((l) => l.public_price);
    expect(publicPrices(preview)).toEqual([50_000, 8000]);
    // Nobody else is told a public price beside theirs: signed out, outside a group, or where their
    // group's list leaves the item out (the corporate list has the GPU only).
    expect(publicPrices(anonymousPreview)).toEqual([undefined, undefined]);
    expect(anonymousPreview.text).not.toContain('public_price');
    expect(publicPrices(await customer.api.post(apiPaths.cartPreview, { lines }))).toEqual([undefined, undefined]);
    expect(publicPrices(await corporate.api.post(apiPaths.cartPreview, { lines }))).toEqual([50_000, undefined]);
    const quote = await dealer.api.post(apiPaths.checkoutQuote, { lines, district: 'dhaka' });
    expect(quote.status, quote.text).toBe(200);
    expect((quote.body as { subtotal: number }).subtotal).toBe(45_000 + 14_000);
    expect(
      quoteSchema
        .strict()
        .parse(quote.body)
        .lines.map((l) => l.public_price),
    ).toEqual([50_000, 8000]);
    const anonymousQuote = await suite.api.post(apiPaths.checkoutQuote, { lines, district: 'dhaka' });
    expect(anonymousQuote.status, anonymousQuote.text).toBe(200);
    expect(anonymousQuote.text).not.toContain('public_price');
    const quick = await dealer.api.post(apiPaths.quickOrder, { lines: [{ row: 1, sku: ssd.sku, quantity: 3 }] });
    expect((quick.body as { item: { unit_price: number } }[])[0]?.item.unit_price).toBe(7000);
    const build = await dealer.api.post(apiPaths.buildCheck, { parts: [{ item: gpu._id, quantity: 1 }] });
    expect(build.status, build.text).toBe(200);
    expect((build.body as { total: number }).total).toBe(45_000);
    const publicBuild = await suite.api.post(apiPaths.buildCheck, { parts: [{ item: gpu._id, quantity: 1 }] });
    expect((publicBuild.body as { total: number }).total).toBe(50_000);
    await dealer.api.delete(apiPaths.cart);
  });

  it('is their group’s price at checkout, kept by the purchase; the public price shown is refused', async () => {
    const body = async (unit_price: number) =>
      withDelivery(dealer.api, {
        key: randomUUID(),
        address: '12 Circuit Road, Dhaka',
        phone: '01700000000',
        lines: [{ item: gpu._id, quantity: 5, unit_price }],
      });
    const refused = await dealer.api.post(apiPaths.checkout, await body(50_000));
    expect(refused.status, refused.text).toBe(409);
    const placed = await dealer.api.post(apiPaths.checkout, await body(44_000));
    expect(placed.status, placed.text).toBe(201);
    const purchase = purchaseSchema.parse(placed.body);
    expect(purchase.orders[0]?.unit_price).toBe(44_000);
    expect(purchase.subtotal).toBe(220_000);
    // Someone outside the group pays the public price for the same lines.
    const theirs = await customer.api.post(
      apiPaths.checkout,
      await withDelivery(customer.api, {
        key: randomUUID(),
        address: '12 Circuit Road, Dhaka',
        phone: '01700000000',
        lines: [{ item: gpu._id, quantity: 5, unit_price: 50_000 }],
      }),
    );
    expect(theirs.status, theirs.text).toBe(201);
    expect(purchaseSchema.parse(theirs.body).orders[0]?.unit_price).toBe(50_000);
  });
});

describe('what a member’s invoice says', () => {
  const where = { address: '12 Circuit Road, Dhaka', phone: '01700000000' };
  const checkout = async (who: SignedIn, lines: { item: string; quantity: number; unit_price: number }[]) => {
    const placed = await who.api.post(
      apiPaths.checkout,
      await withDelivery(who.api, { key: randomUUID(), ...where, lines }),
    );
    expect(placed.status, placed.text).toBe(201);
    return purchaseSchema.strict().parse(placed.body);
  };
  const taxInvoice = async (who: SignedIn, path: string) => {
    const answer = await who.api.get(path);
    expect(answer.status, answer.text).toBe(200);
    return taxInvoiceSchema.strict().parse(answer.body);
  };

  it('keeps the public price beside theirs on their orders and tax invoice, after the list price moves; nobody else’s has one', async () => {
    const item = await suite.addItem(admin, {
      name: 'Dealer Invoice PSU',
      price_per_unit: 9000,
      price_tiers: [{ min_quantity: 4, price: 8500 }],
      min_order_quantity: 1,
      available_quantity: 500,
    });
    await prices(dealers._id, [
      { item: gpu._id, price: 45_000, tiers: [{ min_quantity: 5, price: 44_000 }] },
      { item: ssd._id, percent_off: 12.5 },
      { item: item._id, percent_off: 10 },
    ]);
    // 4 units reach the public tier (8500); the dealer pays 10% off it. The GPU's line is at the
    // group's own price and the SSD's (no entry for the corporate group) is nobody's but the dealer's.
    const purchase = await checkout(dealer, [
      { item: item._id, quantity: 4, unit_price: 7650 },
      { item: ssd._id, quantity: 2, unit_price: 7000 },
    ]);
    expect(purchase.orders.map((o) => [o.unit_price, o.public_price])).toEqual([
      [7650, 8500],
      [7000, 8000],
    ]);
    // The list price moves: what the purchase kept does not.
    const edited = await admin.api.put(
      apiPaths.item(item._id),
      itemEditOf(item, { price_per_unit: 9900, price_tiers: [] }),
    );
    expect(edited.status, edited.text).toBe(200);
    const read = purchaseSchema.strict().parse((await dealer.api.get(apiPaths.purchase(purchase._id))).body);
    expect(read.orders.map((o) => o.public_price)).toEqual([8500, 8000]);
    const asAdmin = purchaseSchema.strict().parse((await admin.api.get(apiPaths.purchase(purchase._id))).body);
    expect(asAdmin.orders.map((o) => o.public_price)).toEqual([8500, 8000]);
    const invoice = await taxInvoice(dealer, apiPaths.taxInvoice(purchase._id));
    expect(invoice.lines.map((l) => [l.kind, l.unit_price, l.public_price])).toEqual([
      ['goods', 7650, 8500],
      ['goods', 7000, 8000],
      ['delivery', expect.any(Number), undefined],
    ]);

    // The PDF says it under the line, in either language (requirements §17).
    const pdfText = async (lang: string) => {
      const pdf = await fetch(`${suite.url}/api${apiPaths.taxInvoicePdf(purchase._id)}?lang=${lang}`, {
        headers: { authorization: `Bearer ${dealer.token}` },
      });
      expect(pdf.status).toBe(200);
      return (await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true })).text;
    };
    expect(await pdfText('en')).toContain('Your price (public price 8,500.00)');
    // Shaped Bangla does not extract as typed: its figures do.
    expect(await pdfText('bn')).toContain('৮,৫০০.০০');

    // The one-item order (the spec's POST /order) keeps it the same way, on its order and invoice.
    const single = await dealer.api.post(apiPaths.orderList, { item: gpu._id, quantity: 1, ...where });
    expect(single.status, single.text).toBe(201);
    const singleId = (single.body as { insertedId: string }).insertedId;
    const detail = orderDetailSchema.strict().parse((await dealer.api.get(apiPaths.order(singleId))).body);
    expect([detail.unit_price, detail.public_price]).toEqual([45_000, 50_000]);
    const singleInvoice = await taxInvoice(dealer, apiPaths.orderTaxInvoice(singleId));
    expect(singleInvoice.lines[0]?.public_price).toBe(50_000);

    // Someone outside any group pays the public price: no public price beside it, anywhere.
    const theirs = await checkout(customer, [{ item: item._id, quantity: 1, unit_price: 9900 }]);
    expect(theirs.orders[0]?.public_price).toBeUndefined();
    const theirInvoice = await answersOf(customer, theirs._id);
    expect(theirInvoice).not.toContain('public_price');
    // A member's line at the public price (no entry for the item) has none either.
    const corporateOwn = await checkout(corporate, [{ item: ssd._id, quantity: 2, unit_price: 8000 }]);
    expect(corporateOwn.orders[0]?.public_price).toBeUndefined();
  });

  /** The purchase's read and tax invoice as raw text. */
  async function answersOf(who: SignedIn, purchaseId: string): Promise<string> {
    const purchase = await who.api.get(apiPaths.purchase(purchaseId));
    const invoice = await who.api.get(apiPaths.taxInvoice(purchaseId));
    expect(invoice.status, invoice.text).toBe(200);
    return purchase.text + invoice.text;
  }
});

describe('a member’s quote request', () => {
  it('says their own price beside the list price, to them and the staff; nobody else’s lines carry one', async () => {
    const lines = [
      { item: gpu._id, quantity: 5 },
      { item: ssd._id, quantity: 2 },
    ];
    const asked = await dealer.api.post(apiPaths.quotes, { lines });
    expect(asked.status, asked.text).toBe(201);
    const quote = quoteRequestSchema.strict().parse(asked.body);
    // The GPU at 5 units: the group's own tier (44,000) beside the public 50,000; the SSD 12.5% off.
    expect(quote.lines.map((l) => [l.list_price, l.your_price])).toEqual([
      [50_000, 44_000],
      [8000, 7000],
    ]);
    const staffRead = quoteRequestSchema.strict().parse((await admin.api.get(apiPaths.quote(quote._id))).body);
    expect(staffRead.lines.map((l) => l.your_price)).toEqual([44_000, 7000]);
    const theirs = await customer.api.post(apiPaths.quotes, { lines });
    expect(theirs.status, theirs.text).toBe(201);
    expect(theirs.text).not.toContain('your_price');
  });
});

describe('a group deleted', () => {
  it('takes its list with it and leaves its members at the public prices', async () => {
    const doomed = await group('Doomed');
    await prices(doomed._id, [{ item: gpu._id, price: 1000 }]);
    await assign(customer, doomed._id);
    expect((await reads(customer.api, gpu)).prices).toEqual([1000, 1000, 1000]);
    const answer = await admin.api.delete(apiPaths.customerGroup(doomed._id));
    expect(answer.status, answer.text).toBe(200);
    expect((await reads(customer.api, gpu)).prices).toEqual([undefined, undefined, undefined]);
    const row = await db
      .selectFrom('users')
      .select('customer_group_id')
      .where('email', '=', customer.email)
      .executeTakeFirst();
    expect(row?.customer_group_id).toBeNull();
    expectError(await admin.api.delete(apiPaths.customerGroup(doomed._id)), 404);
  });
});
