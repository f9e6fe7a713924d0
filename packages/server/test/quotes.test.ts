// Quotes (issue 35 item 5; requirements §20.7) on SQLite and, with TEST_DB=postgres, PostgreSQL: a
// buyer asks for prices on some lines; the store's staff answer with offers, each a new version; the
// buyer asks for changes, rejects, or accepts the newest offer (a purchase at its prices, stock
// checked then); staff withdraw; an offer past its last day is expired; everyone else is kept out.
import { itemEditOf } from '@storefront/devstack/stack';
import {
  apiPaths,
  dayOf,
  messages,
  orderMessages,
  purchaseSchema,
  quoteRequestSchema,
  quoteSchema,
  quoteSummarySchema,
  TOTAL_COUNT_HEADER,
  type Item,
  type Purchase,
  type QuoteRequest,
} from '@storefront/shared';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentsApp } from './payments-app.ts';

const ADMIN = 'quotes-boss@example.com';
const DESK = 'quotes-desk@example.com';
const env = {
  ADMIN_EMAILS: ADMIN,
  ADMIN_NOTIFY_EMAILS: DESK,
  APP_DIST: '/nonexistent-app-dist',
  CACHE_TTL_MS: '0',
  PUBLIC_ORIGIN: 'https://shop.example.com',
  RATE_LIMIT_WRITES_PER_MIN: '10000',
  AUTH_SECRET: 'quotes-test-secret-0123456789abcdef',
};

const h = paymentsApp(env);
const { call, addItem } = h;

const BUYER = 'quotes-buyer@example.com';
const OTHER = 'quotes-other@example.com';
let ram: Item;
let ssd: Item;

const TODAY = dayOf(new Date(), 'Asia/Dhaka');
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const parsed = (answer: { statusCode: number; body: string; json(): unknown }, status = 200): QuoteRequest => {
  expect(answer.statusCode, answer.body).toBe(status);
  return quoteRequestSchema.strict().parse(answer.json());
};
const ask = (lines: { item: string; quantity: number }[], note?: string, who = BUYER) =>
  call('POST', apiPaths.quotes, who, { lines, ...(note === undefined ? {} : { note }) });
const offer = (quote: QuoteRequest, body: object, who = ADMIN) =>
  call('POST', apiPaths.quoteOffers(quote._id), who, body);
const offerOf = (
  lines: { item: Item; quantity: number; unit_price: number }[],
  valid_until = TODAY,
  message?: string,
) => ({
  lines: lines.map((l) => ({ item: l.item._id, quantity: l.quantity, unit_price: l.unit_price })),
  valid_until,
  ...(message === undefined ? {} : { message }),
});
const get = (quote: QuoteRequest, who = BUYER) => call('GET', apiPaths.quote(quote._id), who);
const noticesOf = (quote: QuoteRequest, template: string) =>
  h.db
    .selectFrom('notices')
    .select(['recipient', 'subject', 'data', 'language'])
    .where('template', '=', template)
    .where('data', 'like', `%${quote._id}%`)
    .orderBy('seq')
    .execute();

beforeAll(async () => {
  ram = await addItem(5_000, 50);
  // Volume tiers: 10 or more at 4,500 each.
  const tiered = await call(
    'PUT',
    apiPaths.item(ram._id),
    ADMIN,
    itemEditOf(ram, { price_tiers: [{ min_quantity: 10, price: 4_500 }] }),
  );
  expect(tiered.statusCode, tiered.body).toBe(200);
  ram = tiered.json<Item>();
  ssd = await addItem(9_000, 20);
  await h.tokenOf(OTHER);
});

describe('a quote request', () => {
  let quote: QuoteRequest;

  it('is made by a signed-in buyer with lines and a note: numbered, requested, the staff emailed', async () => {
    quote = parsed(
      await ask(
        [
          { item: ram._id, quantity: 12 },
          { item: ssd._id, quantity: 2 },
        ],
        'For 12 office PCs',
      ),
      201,
    );
    expect(quote.number).toMatch(/^Q-\d{6}$/);
    expect(quote).toMatchObject({
      status: 'requested',
      buyer: { name: `Buyer ${BUYER}`, email: BUYER },
      company: null,
      note: 'For 12 office PCs',
      offers: [],
      purchase: null,
      lines: [
        { item: ram._id, name: ram.name, quantity: 12, list_price: 4_500 },
        { item: ssd._id, name: ssd.name, quantity: 2, list_price: 9_000 },
      ],
    });
    expect(quote.events).toEqual([
      expect.objectContaining({ kind: 'requested', by: `Buyer ${BUYER}`, staff: false, message: 'For 12 office PCs' }),
    ]);
    const told = await noticesOf(quote, 'quote-requested');
    expect(told.map((n) => [n.recipient, n.subject])).toEqual([
      [DESK, `Buyer ${BUYER} asks for a quote: ${quote.number}`],
    ]);
  });

  it('refuses an unknown or deleted item on lines.{n}.item, a bad body with field messages, and the anonymous', async () => {
    const unknown = await ask([
      { item: ram._id, quantity: 1 },
      { item: '0123456789abcdef01234567', quantity: 1 },
    ]);
    expect([unknown.statusCode, unknown.json().errors]).toEqual([400, { 'lines.1.item': orderMessages.itemGone }]);
    const gone = await addItem(100, 5);
    expect((await call('DELETE', apiPaths.item(gone._id), ADMIN)).statusCode).toBeLessThan(300);
    const deleted = await ask([{ item: gone._id, quantity: 1 }]);
    expect([deleted.statusCode, deleted.json().errors]).toEqual([400, { 'lines.0.item': orderMessages.itemGone }]);
    const empty = await ask([]);
    expect([empty.statusCode, empty.json().errors?.lines]).toEqual([400, messages.cartEmpty]);
    const twice = await ask([
      { item: ram._id, quantity: 1 },
      { item: ram._id, quantity: 2 },
    ]);
    expect([twice.statusCode, twice.json().errors?.lines]).toEqual([400, messages.cartItemOnce]);
    const long = await ask([{ item: ram._id, quantity: 1 }], 'x'.repeat(1001));
    expect([long.statusCode, long.json().errors?.note]).toEqual([400, messages.tooLong(1000)]);
    // PostgreSQL's text cannot hold a NUL: refused on both databases, never a 500.
    const nul = await ask([{ item: ram._id, quantity: 1 }], 'a\u0000b');
    expect([nul.statusCode, nul.json().errors?.note]).toEqual([400, messages.forbiddenCharacter]);
    expect(
      (await call('POST', apiPaths.quotes, undefined, { lines: [{ item: ram._id, quantity: 1 }] })).statusCode,
    ).toBe(401);
  });

  it('is read by its buyer and store administrators; anyone else 404, the anonymous 401', async () => {
    expect(parsed(await get(quote)).number).toBe(quote.number);
    expect(parsed(await get(quote, ADMIN)).number).toBe(quote.number);
    const other = await get(quote, OTHER);
    expect([other.statusCode, other.json().message]).toEqual([404, messages.quoteNotFound]);
    expect((await call('GET', apiPaths.quote(quote._id))).statusCode).toBe(401);
    expect((await call('GET', apiPaths.quote('nosuchquote'), ADMIN)).statusCode).toBe(404);
  });

  it("is listed to its buyer (their own only) and to store administrators (every buyer's), paged", async () => {
    const others = parsed(await ask([{ item: ssd._id, quantity: 1 }], undefined, OTHER), 201);
    const mine = await call('GET', apiPaths.quotes, BUYER);
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json<unknown[]>().map((row) => quoteSummarySchema.strict().parse(row));
    expect(rows.map((row) => row._id)).toContain(quote._id);
    expect(rows.map((row) => row._id)).not.toContain(others._id);
    expect(Number(mine.headers[TOTAL_COUNT_HEADER])).toBe(rows.length);
    expect(rows.find((row) => row._id === quote._id)).toMatchObject({
      status: 'requested',
      lines: 2,
      offered_subtotal: null,
      valid_until: null,
    });
    const all = (await call('GET', apiPaths.quotes, ADMIN)).json<{ _id: string }[]>().map((row) => row._id);
    expect(all).toEqual(expect.arrayContaining([quote._id, others._id]));
    expect(all.indexOf(others._id)).toBeLessThan(all.indexOf(quote._id));
    expect((await call('GET', `${apiPaths.quotes}?status=bogus`, BUYER)).statusCode).toBe(400);
    expect((await call('GET', apiPaths.quotes)).statusCode).toBe(401);
  });

  it('gets offers from store administrators only: version 1, the list price kept beside the offered one, the buyer emailed', async () => {
    const body = offerOf(
      [
        { item: ram, quantity: 12, unit_price: 4_200 },
        { item: ssd, quantity: 2, unit_price: 8_500.5 },
      ],
      dayAfter(TODAY, 7),
      'Our best price for 12',
    );
    expect((await offer(quote, body, BUYER)).statusCode).toBe(403);
    expect((await offer(quote, body, OTHER)).statusCode).toBe(403);
    quote = parsed(await offer(quote, body), 201);
    expect(quote.status).toBe('offered');
    expect(quote.offers).toEqual([
      {
        version: 1,
        lines: [
          { item: ram._id, name: ram.name, quantity: 12, unit_price: 4_200, list_price: 4_500 },
          { item: ssd._id, name: ssd.name, quantity: 2, unit_price: 8_500.5, list_price: 9_000 },
        ],
        subtotal: 12 * 4_200 + 2 * 8_500.5,
        valid_until: dayAfter(TODAY, 7),
        message: 'Our best price for 12',
        offered_by: `Buyer ${ADMIN}`,
        created_at: expect.any(String),
      },
    ]);
    expect(quote.events.map((e) => [e.kind, e.staff, e.version])).toEqual([
      ['requested', false, null],
      ['offered', true, 1],
    ]);
    const told = await noticesOf(quote, 'quote-offered');
    expect(told.map((n) => [n.recipient, n.subject])).toEqual([
      [BUYER, `Your quote ${quote.number}: the store's offer`],
    ]);
    const listed = (await call('GET', apiPaths.quotes, BUYER)).json<{ _id: string }[]>();
    expect(listed.find((row) => row._id === quote._id)).toMatchObject({
      status: 'offered',
      offered_subtotal: 12 * 4_200 + 2 * 8_500.5,
      valid_until: dayAfter(TODAY, 7),
    });
  });

  it('refuses an offer valid until a past day (400 on valid_until), an unknown item, a bad price', async () => {
    const past = await offer(quote, offerOf([{ item: ram, quantity: 1, unit_price: 1 }], dayAfter(TODAY, -1)));
    expect([past.statusCode, past.json().errors]).toEqual([400, { valid_until: messages.quoteValidUntilPast }]);
    const unknown = await offer(quote, {
      lines: [{ item: '0123456789abcdef01234567', quantity: 1, unit_price: 1 }],
      valid_until: TODAY,
    });
    expect([unknown.statusCode, unknown.json().errors]).toEqual([400, { 'lines.0.item': orderMessages.itemGone }]);
    const negative = await offer(quote, offerOf([{ item: ram, quantity: 1, unit_price: -5 }]));
    expect([negative.statusCode, Object.keys(negative.json().errors ?? {})]).toEqual([400, ['lines.0.unit_price']]);
    const noDay = await offer(quote, { lines: [{ item: ram._id, quantity: 1, unit_price: 1 }] });
    expect([noDay.statusCode, Object.keys(noDay.json().errors ?? {})]).toEqual([400, ['valid_until']]);
    expect(parsed(await get(quote)).offers).toHaveLength(1);
  });

  it('takes the buyer asking for changes (a message required), then a second version', async () => {
    const none = await call('POST', apiPaths.quoteChanges(quote._id), BUYER, {});
    expect([none.statusCode, none.json().errors?.message]).toEqual([400, messages.quoteMessageRequired]);
    expect((await call('POST', apiPaths.quoteChanges(quote._id), ADMIN, { message: 'x' })).statusCode).toBe(403);
    expect((await call('POST', apiPaths.quoteChanges(quote._id), OTHER, { message: 'x' })).statusCode).toBe(404);
    quote = parsed(await call('POST', apiPaths.quoteChanges(quote._id), BUYER, { message: '4,000 for the RAM?' }));
    expect(quote.status).toBe('changes_requested');
    expect((await noticesOf(quote, 'quote-changes-requested')).map((n) => n.recipient)).toEqual([DESK]);
    // Asking again before another offer: nothing is waiting for an answer.
    const again = await call('POST', apiPaths.quoteChanges(quote._id), BUYER, { message: 'again' });
    expect([again.statusCode, again.json().message]).toEqual([409, messages.quoteClosed]);
    quote = parsed(
      await offer(quote, offerOf([{ item: ram, quantity: 12, unit_price: 4_000 }], dayAfter(TODAY, 3), 'Done')),
      201,
    );
    expect([quote.status, quote.offers.map((o) => o.version)]).toEqual(['offered', [1, 2]]);
    expect(quote.events.map((e) => e.kind)).toEqual(['requested', 'offered', 'changes_requested', 'offered']);
  });

  it("is expired when offered and the newest offer's last day has passed (the store's day); staff may offer again", async () => {
    const old = parsed(await ask([{ item: ssd._id, quantity: 1 }]), 201);
    parsed(await offer(old, offerOf([{ item: ssd, quantity: 1, unit_price: 8_000 }])), 201);
    await h.db
      .updateTable('quote_offers')
      .set({ valid_until: dayAfter(TODAY, -1) })
      .where('quote_id', '=', old._id)
      .execute();
    expect(parsed(await get(old)).status).toBe('expired');
    const expired = (await call('GET', `${apiPaths.quotes}?status=expired`, BUYER)).json<{ _id: string }[]>();
    expect(expired.map((row) => row._id)).toEqual([old._id]);
    const offered = (await call('GET', `${apiPaths.quotes}?status=offered`, BUYER)).json<{ _id: string }[]>();
    expect(offered.map((row) => row._id)).toEqual([quote._id]);
    // The buyer may still ask for changes to it; the staff may answer with a new version.
    expect(parsed(await call('POST', apiPaths.quoteChanges(old._id), BUYER, { message: 'Still?' })).status).toBe(
      'changes_requested',
    );
    expect(parsed(await offer(old, offerOf([{ item: ssd, quantity: 1, unit_price: 8_100 }])), 201).status).toBe(
      'offered',
    );
  });
});

describe('closing a quote', () => {
  it('rejected by its buyer (not a store administrator, nor anyone else): closed to everything after', async () => {
    const quote = parsed(await ask([{ item: ssd._id, quantity: 1 }]), 201);
    expect((await call('POST', apiPaths.quoteReject(quote._id), ADMIN, {})).statusCode).toBe(403);
    expect((await call('POST', apiPaths.quoteReject(quote._id), OTHER, {})).statusCode).toBe(404);
    const rejected = parsed(
      await call('POST', apiPaths.quoteReject(quote._id), BUYER, { message: 'Bought elsewhere' }),
    );
    expect(rejected.status).toBe('rejected');
    expect(rejected.events.at(-1)).toMatchObject({ kind: 'rejected', staff: false, message: 'Bought elsewhere' });
    expect((await noticesOf(quote, 'quote-rejected')).map((n) => n.recipient)).toEqual([DESK]);
    for (const answer of [
      await offer(quote, offerOf([{ item: ssd, quantity: 1, unit_price: 1 }])),
      await call('POST', apiPaths.quoteReject(quote._id), BUYER, {}),
      await call('POST', apiPaths.quoteWithdraw(quote._id), ADMIN, {}),
    ])
      expect([answer.statusCode, answer.json().message]).toEqual([409, messages.quoteClosed]);
  });

  it('withdrawn by a store administrator (a buyer 403): the buyer emailed, closed after', async () => {
    const quote = parsed(await ask([{ item: ssd._id, quantity: 1 }]), 201);
    expect((await call('POST', apiPaths.quoteWithdraw(quote._id), BUYER, {})).statusCode).toBe(403);
    const withdrawn = parsed(await call('POST', apiPaths.quoteWithdraw(quote._id), ADMIN, { message: 'Discontinued' }));
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.events.at(-1)).toMatchObject({ kind: 'withdrawn', staff: true, by: `Buyer ${ADMIN}` });
    expect((await noticesOf(quote, 'quote-withdrawn')).map((n) => n.recipient)).toEqual([BUYER]);
    const reject = await call('POST', apiPaths.quoteReject(quote._id), BUYER, {});
    expect([reject.statusCode, reject.json().message]).toEqual([409, messages.quoteClosed]);
  });
});

describe('accepting an offer', () => {
  let keys = 0;
  const previewOf = async (quote: QuoteRequest, who = BUYER) => {
    const answer = await call('POST', apiPaths.quotePreview(quote._id), who, { district: 'dhaka' });
    expect(answer.statusCode, answer.body).toBe(200);
    return quoteSchema.strict().parse(answer.json());
  };
  const accept = async (quote: QuoteRequest, version: number, more: object = {}, who = BUYER) => {
    keys += 1;
    // Taken before the first await: acceptances sent at once each have their own key.
    const key = `quote-accept-${keys}-${Date.now()}`;
    const charge = (await call('POST', apiPaths.quotePreview(quote._id), who, { district: 'dhaka' })).json<{
      delivery_charge?: number;
    }>().delivery_charge;
    return call('POST', apiPaths.quoteAccept(quote._id), who, {
      key,
      address: 'House 3, Road 8, Gulshan',
      phone: '01711000003',
      district: 'dhaka',
      delivery_charge: charge ?? 0,
      payment_method: 'cod',
      version,
      ...more,
    });
  };
  const stockOf = async (item: Item) => (await call('GET', apiPaths.item(item._id))).json<Item>().available_quantity;
  const offered = async (lines: { item: Item; quantity: number; unit_price: number }[], validUntil = TODAY) => {
    const quote = parsed(await ask(lines.map((l) => ({ item: l.item._id, quantity: l.quantity }))), 201);
    return parsed(await offer(quote, offerOf(lines, validUntil)), 201);
  };

  it('previews the newest offer at its prices with its delivery (its buyer only)', async () => {
    const quote = await offered([{ item: ssd, quantity: 2, unit_price: 8_000 }]);
    const preview = await previewOf(quote);
    expect(preview.lines).toEqual([
      expect.objectContaining({ item: ssd._id, quantity: 2, unit_price: 8_000, line_total: 16_000 }),
    ]);
    expect(preview.subtotal).toBe(16_000);
    expect(preview.total).toBe(16_000 + preview.delivery_charge);
    expect((await call('POST', apiPaths.quotePreview(quote._id), ADMIN, { district: 'dhaka' })).statusCode).toBe(403);
    expect((await call('POST', apiPaths.quotePreview(quote._id), OTHER, { district: 'dhaka' })).statusCode).toBe(404);
    const bad = await call('POST', apiPaths.quotePreview(quote._id), BUYER, { district: 'atlantis' });
    expect([bad.statusCode, Object.keys(bad.json().errors ?? {})]).toEqual([400, ['district']]);
    const none = parsed(await ask([{ item: ssd._id, quantity: 1 }]), 201);
    const early = await call('POST', apiPaths.quotePreview(none._id), BUYER, { district: 'dhaka' });
    expect([early.statusCode, early.json().message]).toEqual([409, messages.quoteNoOffer]);
  });

  it('makes a purchase at the offered prices after the list price changed, with its PO number; the cart left alone', async () => {
    let quote = await offered([{ item: ram, quantity: 12, unit_price: 4_200 }], dayAfter(TODAY, 5));
    quote = parsed(await call('POST', apiPaths.quoteChanges(quote._id), BUYER, { message: 'Lower?' }));
    quote = parsed(
      await offer(quote, offerOf([{ item: ram, quantity: 12, unit_price: 4_000 }], dayAfter(TODAY, 5))),
      201,
    );
    const raised = await call(
      'PUT',
      apiPaths.item(ram._id),
      ADMIN,
      itemEditOf(ram, { price_per_unit: 6_000, price_tiers: [] }),
    );
    expect(raised.statusCode, raised.body).toBe(200);
    ram = raised.json<Item>();
    const cart = await call('POST', apiPaths.cartLines, BUYER, { lines: [{ item: ssd._id, quantity: 1 }] });
    expect(cart.statusCode, cart.body).toBeLessThan(300);
    const stock = await stockOf(ram);
    expect(stock).toBe(50); // asking and offering held nothing

    const superseded = await accept(quote, 1);
    expect([superseded.statusCode, superseded.json().message]).toEqual([409, messages.quoteOfferSuperseded]);
    expect((await accept(quote, 2, {}, ADMIN)).statusCode).toBe(403);
    expect((await accept(quote, 2, {}, OTHER)).statusCode).toBe(404);
    const noVersion = await accept(quote, 2, { version: undefined });
    expect([noVersion.statusCode, noVersion.json().errors?.version]).toEqual([400, messages.quoteVersionRequired]);

    const key = `quote-po-${Date.now()}`;
    const answer = await accept(quote, 2, { key, po_number: 'PO-7781' });
    expect(answer.statusCode, answer.body).toBe(201);
    const purchase: Purchase = purchaseSchema.strict().parse(answer.json());
    expect(purchase.orders.map((o) => [o.item, o.quantity, o.unit_price])).toEqual([[ram._id, 12, 4_000]]);
    expect([purchase.subtotal, purchase.po_number, purchase.payment_method]).toEqual([48_000, 'PO-7781', 'cod']);
    expect(await stockOf(ram)).toBe(stock - 12);
    const cartNow = (await call('GET', apiPaths.cart, BUYER)).json<{ lines: { item: string }[] }>();
    expect(cartNow.lines.map((l) => l.item)).toContain(ssd._id);

    const after = parsed(await get(quote));
    expect([after.status, after.purchase]).toEqual(['accepted', { _id: purchase._id, number: purchase.number }]);
    expect(after.events.at(-1)).toMatchObject({ kind: 'accepted', staff: false, version: 2 });
    const told = await noticesOf(quote, 'quote-accepted');
    expect(told.map((n) => [n.recipient, n.subject])).toEqual([
      [DESK, `Buyer ${BUYER} accepted quote ${quote.number}`],
    ]);
    expect(JSON.parse(told[0]!.data)).toMatchObject({ purchaseNumber: purchase.number, version: 2, subtotal: 48_000 });
    const placed = await h.db
      .selectFrom('notices')
      .select('recipient')
      .where('purchase_id', '=', purchase._id)
      .where('template', '=', 'placed')
      .execute();
    expect(placed.map((n) => n.recipient)).toEqual([BUYER]);

    // The same key again: the same purchase (200); another acceptance: closed.
    const replay = await accept(quote, 2, { key, po_number: 'PO-7781' });
    expect([replay.statusCode, replay.json()._id]).toEqual([200, purchase._id]);
    const closed = await accept(quote, 2);
    expect([closed.statusCode, closed.json().message]).toEqual([409, messages.quoteClosed]);
  });

  it('accepts an offer the buyer asked changes to while no newer one came', async () => {
    let quote = await offered([{ item: ssd, quantity: 1, unit_price: 8_800 }]);
    quote = parsed(await call('POST', apiPaths.quoteChanges(quote._id), BUYER, { message: 'Any lower?' }));
    expect(quote.status).toBe('changes_requested');
    const answer = await accept(quote, 1);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(purchaseSchema.parse(answer.json()).orders.map((o) => o.unit_price)).toEqual([8_800]);
  });

  it("is the buyer's company's, and above their order limit awaits approval, as a checkout", async () => {
    const member = 'quotes-company-buyer@example.com';
    const made = await call('POST', apiPaths.companies, member, {
      name: 'Quote Traders Ltd',
      bin: '0001234560199',
      trade_licence: 'TRAD/DSCC/099999/2024',
      billing_address: 'House 1, Road 1, Banani, Dhaka',
      district: 'dhaka',
    });
    expect(made.statusCode, made.body).toBe(201);
    const company = made.json<{ id: string; name: string }>();
    const members = (await call('GET', apiPaths.companyMembers(company.id), member)).json<{ user_id: string }[]>();
    const limited = await call('PATCH', apiPaths.companyMember(company.id, members[0]!.user_id), member, {
      order_limit: 100,
    });
    expect(limited.statusCode, limited.body).toBe(200);
    const asked = parsed(await ask([{ item: ssd._id, quantity: 1 }], undefined, member), 201);
    expect(asked.company).toEqual({ id: company.id, name: 'Quote Traders Ltd' });
    const quote = parsed(await offer(asked, offerOf([{ item: ssd, quantity: 1, unit_price: 8_000 }])), 201);
    const answer = await accept(quote, 1, {}, member);
    expect(answer.statusCode, answer.body).toBe(201);
    const purchase = purchaseSchema.strict().parse(answer.json());
    expect(purchase.company).toEqual({ id: company.id, name: 'Quote Traders Ltd' });
    expect(purchase.approval?.status).toBe('awaiting');
    expect(parsed(await get(quote, member)).status).toBe('accepted');
  });

  it('refuses an expired offer with its day, and a quote with no offer yet', async () => {
    const quote = await offered([{ item: ssd, quantity: 1, unit_price: 8_000 }]);
    const day = dayAfter(TODAY, -2);
    await h.db.updateTable('quote_offers').set({ valid_until: day }).where('quote_id', '=', quote._id).execute();
    const expired = await accept(quote, 1);
    expect([expired.statusCode, expired.json().message]).toEqual([409, messages.quoteOfferExpired(day)]);
    expect(parsed(await get(quote)).status).toBe('expired');
    const none = parsed(await ask([{ item: ssd._id, quantity: 1 }]), 201);
    const early = await accept(none, 1);
    expect([early.statusCode, early.json().message]).toEqual([409, messages.quoteNoOffer]);
  });

  it('checks the stock then: too little is refused and the quote stays open', async () => {
    const scarce = await addItem(1_000, 3);
    const quote = await offered([{ item: scarce, quantity: 5, unit_price: 900 }]);
    expect(await stockOf(scarce)).toBe(3);
    const purchasesOf = () => h.db.selectFrom('purchases').select('id').where('user_email', '=', BUYER).execute();
    const purchases = (await purchasesOf()).length;
    const refused = await accept(quote, 1);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(Object.keys(refused.json().errors ?? {})).toEqual(['lines.0']);
    expect(parsed(await get(quote)).status).toBe('offered');
    expect(await stockOf(scarce)).toBe(3);
    expect(await purchasesOf()).toHaveLength(purchases);
  });

  it('two acceptances at once (different keys) make one purchase', async () => {
    const quote = await offered([{ item: ssd, quantity: 1, unit_price: 7_777 }]);
    const before = await stockOf(ssd);
    const answers = await Promise.all([accept(quote, 1), accept(quote, 1), accept(quote, 1)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json().message).toBe(messages.quoteClosed);
    expect(await stockOf(ssd)).toBe(before - 1);
    const made = await h.db
      .selectFrom('orders')
      .select('purchase_id')
      .where('item_id', '=', ssd._id)
      .where('unit_price_minor', '=', 777_700)
      .execute();
    expect(made).toHaveLength(1);
  });
});

describe("a quote's PDF", () => {
  const pdfOf = async (quote: QuoteRequest, who = BUYER) => {
    const answer = await call('GET', apiPaths.quotePdf(quote._id), who);
    return {
      answer,
      text: async () => (await extractText(new Uint8Array(answer.rawPayload), { mergePages: true })).text,
    };
  };

  it("is the newest offer with its list and offered prices, in the buyer's language whoever reads it", async () => {
    const asked = parsed(await ask([{ item: ssd._id, quantity: 3 }], 'Three for the lab'), 201);
    const before = await pdfOf(asked);
    expect(before.answer.statusCode).toBe(200);
    const requested = await before.text();
    expect(requested).toContain(asked.number);
    expect(requested).toContain('Requested');
    expect(requested).toContain('27,000.00');
    const quote = parsed(
      await offer(asked, offerOf([{ item: ssd, quantity: 3, unit_price: 8_250 }], TODAY, 'Lab price')),
      201,
    );
    const { answer, text } = await pdfOf(quote);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${quote.number}.pdf"`);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const english = await text();
    for (const word of [
      'Quote',
      'Offered price',
      'Valid until',
      '9,000.00',
      '8,250.00',
      'Lab price',
      'Three for the lab',
    ])
      expect(english).toContain(word);

    expect((await call('PUT', apiPaths.userLanguage, BUYER, { language: 'bn' })).statusCode).toBe(200);
    // The store administrator downloads it in the buyer's language too (Bangla digits, no English labels).
    const bangla = await (await pdfOf(quote, ADMIN)).text();
    expect(bangla).toContain(quote.number);
    expect(bangla).toContain('৮,২৫০.০০');
    expect(bangla).not.toContain('Offered price');
    expect((await call('PUT', apiPaths.userLanguage, BUYER, { language: 'en' })).statusCode).toBe(200);
    expect((await pdfOf(quote, OTHER)).answer.statusCode).toBe(404);
    expect((await call('GET', apiPaths.quotePdf(quote._id))).statusCode).toBe(401);
  });
});
