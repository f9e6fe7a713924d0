// Delivery charges (issue 32; requirements §17): the rate card an administrator edits, the quote a
// buyer sees before Place order, and checkouts and one-item orders charged what they were shown,
// to the poisha, from the items' weights and the card as it is when they are placed.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  deliveryRatesSchema,
  messages,
  orderMessages,
  orderSchema,
  purchaseSchema,
  quoteSchema,
  savedAddressSchema,
  type DeliveryRatesInput,
  type Item,
  type Quote,
} from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { expectError, expectFieldError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('delivery-charges');
let db: Db;
let admin: SignedIn;
let buyer: SignedIn;
let heavy: Item;
let light: Item;

const seededCard: DeliveryRatesInput = {
  zones: [
    { zone: 'dhaka', first_kg: 70, extra_kg: 20 },
    { zone: 'suburbs', first_kg: 110, extra_kg: 20 },
    { zone: 'outside', first_kg: 130, extra_kg: 20 },
  ],
  free_above: null,
};
const where = { address: 'House 3, Road 8, Gulshan, Dhaka', phone: '01711000003' };

beforeAll(async () => {
  db = openDatabase(suite.database.url);
  admin = await suite.login('admin');
  buyer = await suite.login('deliverybuyer');
  // A monitor of 1.5 kg at the default VAT rate, and a memory stick of 300 g at 7.5%, priced in poisha.
  heavy = await suite.addItem(admin, {
    min_order_quantity: 1,
    available_quantity: 1000,
    price_per_unit: 12345.67,
    weight_g: 1500,
  });
  light = await suite.addItem(admin, {
    min_order_quantity: 1,
    available_quantity: 1000,
    price_per_unit: 999.99,
    weight_g: 300,
    vat_rate: 7.5,
  });
});

afterAll(async () => {
  await db?.destroy();
});

// Each test starts from the seeded card.
afterEach(async () => {
  const reset = await admin.api.put(apiPaths.deliveryRates, seededCard);
  expect(reset.status, reset.text).toBe(200);
});

const lines = () => [
  { item: heavy._id, quantity: 2 },
  { item: light._id, quantity: 3 },
];

async function quote(district: string, body: object = {}): Promise<Quote> {
  const answer = await suite.api.post(apiPaths.checkoutQuote, { lines: lines(), district, ...body });
  expect(answer.status, answer.text).toBe(200);
  return quoteSchema.strict().parse(answer.body);
}

const checkoutBody = (shown: Quote, district: string, extra: object = {}) => ({
  key: randomUUID(),
  ...where,
  district,
  payment_method: 'cod',
  delivery_charge: shown.delivery_charge,
  lines: shown.lines.map((l) => ({ item: l.item, quantity: l.quantity, unit_price: l.unit_price })),
  ...extra,
});

describe('the rate card', () => {
  it('is public, seeded with the couriers’ rates and no free delivery, and revalidated from the cache', async () => {
    const answer = await suite.api.get(apiPaths.deliveryRates);
    expect(answer.status, answer.text).toBe(200);
    expect(deliveryRatesSchema.strict().parse(answer.body)).toMatchObject({ ...seededCard });
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const etag = answer.headers.get('etag')!;
    expect((await suite.api.get(apiPaths.deliveryRates, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('is replaced by an administrator, read at once by the next quote (the cache dropped)', async () => {
    expect((await suite.api.get(apiPaths.deliveryRates)).status).toBe(200);
    const changed = {
      zones: [
        { zone: 'outside', first_kg: 150.5, extra_kg: 25.25 },
        { zone: 'dhaka', first_kg: 60, extra_kg: 15 },
        { zone: 'suburbs', first_kg: 100, extra_kg: 0 },
      ],
      free_above: 50000,
    };
    const put = await admin.api.put(apiPaths.deliveryRates, changed);
    expect(put.status, put.text).toBe(200);
    const rates = deliveryRatesSchema.strict().parse(put.body);
    expect(rates.zones.map((z) => z.zone)).toEqual(['dhaka', 'suburbs', 'outside']);
    expect(rates).toMatchObject({ free_above: 50000, updatedBy: admin.email });
    expect(Date.parse(rates.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await suite.api.get(apiPaths.deliveryRates)).body).toEqual(rates);
    // 13 x 300 g = 3.9 kg outside Dhaka: the first kg and 3 more at the new rates.
    const shown = await quote('sylhet', { lines: [{ item: light._id, quantity: 13 }] });
    expect(shown).toMatchObject({ weight_g: 3900, zone: 'outside', delivery_charge: 150.5 + 3 * 25.25 });
  });

  it('is replaced only by an administrator', async () => {
    expectError(await buyer.api.put(apiPaths.deliveryRates, seededCard), 403);
    expectError(await suite.api.put(apiPaths.deliveryRates, seededCard), 401);
  });

  it('refuses a card without every zone once, or with amounts that are not BDT to the poisha, at their fields', async () => {
    const put = (body: unknown) => admin.api.put(apiPaths.deliveryRates, body);
    expectFieldError(
      await put({ ...seededCard, zones: seededCard.zones.slice(1) }),
      'zones',
      messages.deliveryZonesEach,
    );
    expectFieldError(
      await put({ ...seededCard, zones: [seededCard.zones[0], seededCard.zones[0], seededCard.zones[2]] }),
      'zones',
      messages.deliveryZonesEach,
    );
    expectFieldError(
      await put({ ...seededCard, zones: [{ ...seededCard.zones[0], first_kg: -5 }, ...seededCard.zones.slice(1)] }),
      'zones.0.first_kg',
      messages.deliveryAmount,
    );
    expectFieldError(
      await put({ ...seededCard, zones: [{ ...seededCard.zones[0], extra_kg: '20' }, ...seededCard.zones.slice(1)] }),
      'zones.0.extra_kg',
      messages.deliveryAmount,
    );
    expectFieldError(
      await put({ ...seededCard, zones: [{ ...seededCard.zones[0], zone: 'mars' }, ...seededCard.zones.slice(1)] }),
      'zones.0.zone',
      messages.deliveryZoneUnknown,
    );
    expectFieldError(await put({ ...seededCard, free_above: 0 }), 'free_above', messages.freeDeliveryAmount);
    expectFieldError(await put({ zones: seededCard.zones }), 'free_above', messages.freeDeliveryAmount);
    expectError(await put('not a card'), 400);
    expect((await suite.api.get(apiPaths.deliveryRates)).body).toMatchObject(seededCard);
  });
});

describe('the quote', () => {
  it("prices the lines, their weight, the district's zone and charge, and the VAT inside the total, to the poisha", async () => {
    // 2 x 1.5 kg + 3 x 300 g = 3.9 kg: the first kg, and 3 more.
    expect(await quote('dhaka')).toEqual({
      lines: [
        { item: heavy._id, quantity: 2, unit_price: 12345.67, line_total: 24691.34, vat_rate: 15, vat: 3220.61 },
        { item: light._id, quantity: 3, unit_price: 999.99, line_total: 2999.97, vat_rate: 7.5, vat: 209.3 },
      ],
      weight_g: 3900,
      zone: 'dhaka',
      subtotal: 27691.31,
      delivery_charge: 130,
      free_delivery_above: null,
      // 3220.61 + 209.30 + the VAT in BDT 130 at 15% (16.96).
      vat: 3446.87,
      total: 27821.31,
      due_now: 0,
    });
    expect(await quote('narayanganj')).toMatchObject({ zone: 'suburbs', delivery_charge: 170, total: 27861.31 });
    expect(await quote('coxs-bazar')).toMatchObject({ zone: 'outside', delivery_charge: 190, total: 27881.31 });
  });

  it('charges nothing from the free-delivery amount on, and the card’s charge just below it', async () => {
    const free = (amount: number) => admin.api.put(apiPaths.deliveryRates, { ...seededCard, free_above: amount });
    expect((await free(27691.32)).status).toBe(200);
    expect(await quote('dhaka')).toMatchObject({ delivery_charge: 130, free_delivery_above: 27691.32 });
    expect((await free(27691.31)).status).toBe(200);
    expect(await quote('dhaka')).toMatchObject({ delivery_charge: 0, total: 27691.31, vat: 3429.91 });
  });

  it('answers an unknown or deleted item with 404 at its line, and bad bodies with 400 at their fields', async () => {
    const gone = await suite.addItem(admin, { min_order_quantity: 1 });
    expect((await admin.api.delete(apiPaths.item(gone._id))).status).toBe(200);
    const answer = await suite.api.post(apiPaths.checkoutQuote, {
      lines: [...lines(), { item: gone._id, quantity: 1 }, { item: 'no-such-item', quantity: 1 }],
      district: 'dhaka',
    });
    expectError(answer, 404, orderMessages.itemGone);
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({
      'lines.2': orderMessages.itemGone,
      'lines.3': orderMessages.itemGone,
    });
    const post = (body: unknown) => suite.api.post(apiPaths.checkoutQuote, body);
    for (const district of ['Dhaka', 'atlantis', '', 42, null, undefined])
      expectFieldError(await post({ lines: lines(), district }), 'district', messages.districtRequired);
    expectFieldError(
      await post({ lines: lines(), district: 'dhaka', payment_method: 'card' }),
      'payment_method',
      messages.paymentMethodInvalid,
    );
    expectFieldError(await post({ lines: [], district: 'dhaka' }), 'lines', messages.cartEmpty);
    expectFieldError(
      await post({ lines: [...lines(), lines()[0]], district: 'dhaka' }),
      'lines',
      messages.cartItemOnce,
    );
    expectFieldError(
      await post({ lines: [{ item: heavy._id, quantity: 0 }], district: 'dhaka' }),
      'lines.0.quantity',
      messages.positiveQuantity,
    );
    expectError(await post('lines'), 400);
  });
});

describe('checkout with delivery', () => {
  it('charges what the quote showed: the same subtotal, charge, VAT and total, to the poisha, for every zone', async () => {
    for (const district of ['dhaka', 'gazipur', 'rangpur']) {
      const shown = await quote(district);
      const answer = await buyer.api.post(apiPaths.checkout, checkoutBody(shown, district));
      expect(answer.status, answer.text).toBe(201);
      const purchase = purchaseSchema.strict().parse(answer.body);
      expect(purchase).toMatchObject({
        district,
        payment_method: 'cod',
        buyer_bin: null,
        subtotal: shown.subtotal,
        delivery_charge: shown.delivery_charge,
        vat: shown.vat,
        total: shown.total,
        due_now: 0,
      });
      // Its orders go to its district; the purchase carries the charge, not its orders.
      for (const order of purchase.orders) expect(order).toMatchObject({ district, delivery_charge: 0 });
      expect((await buyer.api.get(apiPaths.purchase(purchase._id))).body).toEqual(purchase);
    }
  });

  it('refuses a charge that changed with the card since the quote (409, saying the new one), ordering nothing', async () => {
    const shown = await quote('dhaka');
    const stock = (await suite.api.get<Item>(apiPaths.item(heavy._id))).body.available_quantity;
    const changed = {
      ...seededCard,
      zones: [{ zone: 'dhaka', first_kg: 80, extra_kg: 20 }, ...seededCard.zones.slice(1)],
    };
    expect((await admin.api.put(apiPaths.deliveryRates, changed)).status).toBe(200);
    const body = checkoutBody(shown, 'dhaka');
    const answer = await buyer.api.post(apiPaths.checkout, body);
    const message = messages.deliveryChargeChanged('BDT 140');
    expectError(answer, 409, message);
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({ delivery_charge: message });
    expect((await suite.api.get<Item>(apiPaths.item(heavy._id))).body.available_quantity).toBe(stock);
    // The new quote's charge goes through.
    const again = await buyer.api.post(apiPaths.checkout, { ...body, delivery_charge: 140 });
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ delivery_charge: 140, total: shown.subtotal + 140 });
  });

  it("refuses a charge for another district's zone", async () => {
    const shown = await quote('dhaka');
    expectError(
      await buyer.api.post(apiPaths.checkout, checkoutBody(shown, 'bogura')),
      409,
      messages.deliveryChargeChanged('BDT 190'),
    );
  });

  it("keeps a business buyer's BIN as its 13 digits, and answers the same purchase to a retry written otherwise", async () => {
    const shown = await quote('dhaka');
    const body = checkoutBody(shown, 'dhaka', { buyer_bin: '0012-3456-78901' });
    const made = await buyer.api.post(apiPaths.checkout, body);
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ buyer_bin: '0012345678901' });
    const retried = await buyer.api.post(apiPaths.checkout, { ...body, buyer_bin: '001 234 567 8901' });
    expect(retried.status, retried.text).toBe(200);
    expect((retried.body as { _id: string })._id).toBe((made.body as { _id: string })._id);
    // The same key with another district or BIN is another body.
    expectError(
      await buyer.api.post(apiPaths.checkout, { ...body, buyer_bin: '0012345678902' }),
      409,
      messages.checkoutKeyReused,
    );
  });

  it('refuses a checkout without a district or the charge shown, or with a bad BIN, at their fields', async () => {
    const shown = await quote('dhaka');
    const post = (extra: object) => buyer.api.post(apiPaths.checkout, checkoutBody(shown, 'dhaka', extra));
    expectFieldError(await post({ district: undefined }), 'district', messages.districtRequired);
    expectFieldError(await post({ district: 'Dhaka city' }), 'district', messages.districtRequired);
    expectFieldError(await post({ delivery_charge: undefined }), 'delivery_charge', messages.deliveryChargeRequired);
    expectFieldError(await post({ delivery_charge: -70 }), 'delivery_charge', messages.deliveryChargeRequired);
    expectFieldError(await post({ payment_method: 'card' }), 'payment_method', messages.paymentMethodInvalid);
    // A method whose gateway is not configured (none is here) is not available (requirements §18).
    expectFieldError(await post({ payment_method: 'bkash' }), 'payment_method', messages.paymentMethodUnavailable);
    for (const bin of ['123', '12345678901234', '12345-67890-ab', 1234567890123])
      expectFieldError(await post({ buyer_bin: bin }), 'buyer_bin', messages.binInvalid);
  });
});

describe('a one-item order (POST /api/order)', () => {
  const place = (body: object) =>
    buyer.api.post<{ insertedId: string }>(apiPaths.orderList, { item: heavy._id, quantity: 1, ...where, ...body });
  const read = async (id: string) => orderSchema.parse((await buyer.api.get(apiPaths.order(id))).body);

  it('carries its own charge to its district, outside Dhaka’s when the original body names none', async () => {
    const placed = await place({ district: 'dhaka', delivery_charge: 90 });
    expect(placed.status, placed.text).toBe(201);
    expect(await read(placed.body.insertedId)).toMatchObject({
      district: 'dhaka',
      delivery_charge: 90,
      total: 12345.67,
    });
    const original = await place({});
    expect(original.status, original.text).toBe(201);
    expect(await read(original.body.insertedId)).toMatchObject({ district: null, delivery_charge: 150 });
  });

  it('refuses a charge shown that is not the charge, and a bad district', async () => {
    const message = messages.deliveryChargeChanged('BDT 130');
    const refused = await place({ district: 'khulna', delivery_charge: 110, quantity: 1, item: light._id });
    expectError(refused, 409, message);
    expect((refused.body as unknown as { errors: Record<string, string> }).errors).toEqual({
      delivery_charge: message,
    });
    expectFieldError(await place({ district: 'nowhere' }), 'district', messages.districtRequired);
  });
});

describe('the address book', () => {
  it('wants a district for every address saved or changed, and answers null for one saved before districts', async () => {
    const body = { label: `Depot ${randomUUID().slice(0, 6)}`, ...where };
    expectFieldError(await buyer.api.post(apiPaths.addresses, body), 'district', messages.districtRequired);
    const saved = await buyer.api.post(apiPaths.addresses, { ...body, district: 'gazipur' });
    expect(saved.status, saved.text).toBe(201);
    const address = savedAddressSchema.strict().parse(saved.body);
    expect(address.district).toBe('gazipur');
    await db.updateTable('addresses').set({ district: null }).where('id', '=', address._id).execute();
    const book = (await buyer.api.get<{ _id: string; district: string | null }[]>(apiPaths.addresses)).body;
    expect(book.find((a) => a._id === address._id)?.district).toBeNull();
    expectFieldError(
      await buyer.api.put(apiPaths.address(address._id), { ...body, is_default: true }),
      'district',
      messages.districtRequired,
    );
    const changed = await buyer.api.put(apiPaths.address(address._id), { ...body, district: 'dhaka' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ district: 'dhaka' });
  });
});

describe('the orders CSV', () => {
  it("has District and Delivery charge columns: a purchase's charge on its first order's row only", async () => {
    const shown = await quote('chattogram');
    const made = await buyer.api.post(apiPaths.checkout, checkoutBody(shown, 'chattogram'));
    expect(made.status, made.text).toBe(201);
    const purchase = purchaseSchema.parse(made.body);
    const csv = (await admin.api.get(`${apiPaths.orderExport}?q=${purchase.number}`)).text.split('\r\n');
    expect(csv[0]).toMatch(/,District,Delivery charge \(BDT\),Payment method,Payment status,PO number$/);
    // Newest first: the purchase's first order is its last row.
    const rows = csv.slice(1, -1);
    expect(rows.map((row) => row.split(',').slice(-5, -1))).toEqual([
      ['Chattogram', '0.00', 'Cash on delivery', 'Unpaid'],
      ['Chattogram', `${shown.delivery_charge.toFixed(2)}`, 'Cash on delivery', 'Unpaid'],
    ]);
  });
});
