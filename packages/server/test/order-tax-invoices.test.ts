// A one-item order's own tax invoice (issue 32; requirements §17.7): POST /api/order issues it in
// its transaction from the checkouts' gap-free series, every cancel path credits it once with its
// delivery line, and GET /api/order/{id}/tax-invoice (and .pdf) answers it to its buyer and the
// administrators only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import {
  apiPaths,
  fiscalYearOf,
  insertedSchema,
  messages,
  orderDetailSchema,
  orderMessages,
  purchaseSchema,
  taxInvoiceSchema,
  type Item,
  type OrderDetail,
  type Purchase,
  type TaxInvoice,
} from '@storefront/shared';
import { withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { expectError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('order-tax-invoices', { env: { VAT_RATE_DEFAULT: '15' } });
let db: Db;
let admin: SignedIn;
let buyer: SignedIn;
let other: SignedIn;
let item: Item;

beforeAll(async () => {
  db = openDatabase(suite.database.url);
  admin = await suite.login('admin');
  buyer = await suite.login('loneorderbuyer', { displayName: 'Karim Hossain' });
  other = await suite.login('loneorderother');
  item = await suite.addItem(admin, {
    min_order_quantity: 1,
    available_quantity: 100000,
    price_per_unit: 1150,
    weight_g: 1500,
  });
});

afterAll(async () => {
  await db?.destroy();
});

const where = { address: '7 Lake Road, Khulna', phone: '01800000000' };

/** POST /api/order as the spec's purchase page sends it (no district: charged as outside Dhaka). */
async function placeOrder(who: SignedIn, body: object = {}): Promise<string> {
  const answer = await who.api.post(apiPaths.orderList, { item: item._id, quantity: 2, ...where, ...body });
  expect(answer.status, answer.text).toBe(201);
  // The spec's answer, nothing added.
  return insertedSchema.strict().parse(answer.body).insertedId;
}

const detailOf = async (who: SignedIn, id: string): Promise<OrderDetail> =>
  orderDetailSchema.strict().parse((await who.api.get(apiPaths.order(id))).body);

async function invoiceOf(who: SignedIn, orderId: string): Promise<TaxInvoice> {
  const answer = await who.api.get(apiPaths.orderTaxInvoice(orderId));
  expect(answer.status, answer.text).toBe(200);
  return taxInvoiceSchema.strict().parse(answer.body);
}

async function checkout(who: SignedIn): Promise<Purchase> {
  const answer = await who.api.post(
    apiPaths.checkout,
    await withDelivery(who.api, {
      key: randomUUID(),
      ...where,
      lines: [{ item: item._id, quantity: 1, unit_price: item.price_per_unit }],
    }),
  );
  expect(answer.status, answer.text).toBe(201);
  return purchaseSchema.strict().parse(answer.body);
}

const serial = (number: string) => Number(number.split('-')[2]);

describe('the tax invoice of a one-item order', () => {
  it('is issued with the order: the buyer without a BIN, its line, its delivery line, the totals', async () => {
    const id = await placeOrder(buyer);
    const order = await detailOf(buyer, id);
    const year = fiscalYearOf(order.createdAt, 'Asia/Dhaka');
    expect(order.tax_invoice?.number).toMatch(new RegExp(`^TI-${year.key}-\\d{6}$`));
    const invoice = await invoiceOf(buyer, id);
    expect(invoice).toMatchObject({
      number: order.tax_invoice?.number,
      fiscal_year: year.label,
      issued_at: order.createdAt,
      purchase: null,
      order: { _id: id, number: order.number },
      buyer: { name: 'Karim Hossain', address: where.address, phone: where.phone, bin: null },
      credit_notes: [],
    });
    // 2 x 1150 = 2300 at 15%: VAT 300. 3 kg outside Dhaka: BDT 130 and 2 x 20 = 170, VAT 22.17 (22.173...).
    expect(order.delivery_charge).toBe(170);
    expect(invoice.lines).toEqual([
      {
        kind: 'goods',
        description: item.name,
        order_number: order.number,
        quantity: 2,
        unit_price: 1150,
        value_without_vat: 2000,
        vat_rate: 15,
        vat: 300,
        value_with_vat: 2300,
      },
      {
        kind: 'delivery',
        description: 'Delivery charge',
        order_number: null,
        quantity: 1,
        unit_price: 170,
        value_without_vat: 147.83,
        vat_rate: 15,
        vat: 22.17,
        value_with_vat: 170,
      },
    ]);
    expect(invoice.totals).toEqual({ value_without_vat: 2147.83, vat: 322.17, value_with_vat: 2470 });
    expect(invoice.totals.value_with_vat).toBe(order.total + order.delivery_charge);
  });

  it('has no delivery line when the order is charged none', async () => {
    await db.updateTable('delivery_settings').set({ free_delivery_above_minor: 100 }).execute();
    try {
      // Free above BDT 1: the placing transaction reads the card from its table.
      const id = await placeOrder(buyer, { quantity: 1 });
      expect((await detailOf(buyer, id)).delivery_charge).toBe(0);
      expect((await invoiceOf(buyer, id)).lines.map((l) => l.kind)).toEqual(['goods']);
    } finally {
      await db.updateTable('delivery_settings').set({ free_delivery_above_minor: null }).execute();
    }
  });

  it('takes the next number of the series the checkouts take, consecutive under concurrency', async () => {
    const first = (await checkout(buyer)).tax_invoice!.number;
    const loneId = await placeOrder(buyer);
    const lone = (await detailOf(buyer, loneId)).tax_invoice!.number;
    const next = (await checkout(buyer)).tax_invoice!.number;
    expect([serial(lone), serial(next)]).toEqual([serial(first) + 1, serial(first) + 2]);

    const placed = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? placeOrder(buyer) : checkout(buyer))),
    );
    const numbers = await Promise.all(
      placed.map(async (made) =>
        typeof made === 'string' ? (await detailOf(buyer, made)).tax_invoice!.number : made.tax_invoice!.number,
      ),
    );
    const serials = numbers.map(serial).sort((a, b) => a - b);
    expect(serials).toEqual(serials.map((_, i) => serial(next) + 1 + i));
  });

  it('is answered to its buyer and administrators only', async () => {
    const id = await placeOrder(buyer);
    expect((await admin.api.get(apiPaths.orderTaxInvoice(id))).status).toBe(200);
    expectError(await other.api.get(apiPaths.orderTaxInvoice(id)), 403, orderMessages.onlyOwnSeen);
    expectError(await suite.api.get(apiPaths.orderTaxInvoice(id)), 401);
    expectError(await buyer.api.get(apiPaths.orderTaxInvoice('no-such-order')), 404, orderMessages.notFound);
    for (const path of [apiPaths.orderTaxInvoicePdf(id), `${apiPaths.orderTaxInvoicePdf(id)}?lang=bn`]) {
      expectError(await other.api.get(path), 403, orderMessages.onlyOwnSeen);
      expectError(await suite.api.get(path), 401);
    }
    expectError(await buyer.api.get(apiPaths.orderTaxInvoicePdf('no-such-order')), 404, orderMessages.notFound);
  });

  it('is none for an order from before invoices, and an order of a purchase points to its purchase', async () => {
    const id = await placeOrder(buyer);
    // As an order placed before migration 0025: no invoice of its own.
    const invoice = await db
      .selectFrom('tax_invoices')
      .select('id')
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('tax_invoice_lines').where('invoice_id', '=', invoice.id).execute();
    await db.deleteFrom('tax_invoices').where('id', '=', invoice.id).execute();
    expect((await detailOf(buyer, id)).tax_invoice).toBeNull();
    expectError(await buyer.api.get(apiPaths.orderTaxInvoice(id)), 404, messages.orderTaxInvoiceNotFound);
    expectError(await buyer.api.get(apiPaths.orderTaxInvoicePdf(id)), 404, messages.orderTaxInvoiceNotFound);

    const purchase = await checkout(buyer);
    const ofPurchase = purchase.orders[0]!._id;
    expect((await detailOf(buyer, ofPurchase)).tax_invoice).toBeNull();
    expectError(
      await buyer.api.get(apiPaths.orderTaxInvoice(ofPurchase)),
      404,
      messages.orderTaxInvoiceIsPurchases(purchase.number),
    );
    // Another customer learns nothing of it: the order's own 403 comes first.
    expectError(await other.api.get(apiPaths.orderTaxInvoice(ofPurchase)), 403, orderMessages.onlyOwnSeen);
  });

  it('is a PDF named after the invoice, naming the order', async () => {
    const id = await placeOrder(buyer);
    const { number, order } = await invoiceOf(buyer, id);
    const response = await fetch(`${suite.url}/api${apiPaths.orderTaxInvoicePdf(id)}?lang=en`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`);
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
    expect(text).toContain(number);
    expect(text).toContain(`Order: ${order!.number}`);
    expect(text).toContain('Delivery charge');
  });
});

describe('the credit note of a one-item order', () => {
  const creditNotesOf = async (id: string) => (await invoiceOf(admin, id)).credit_notes;

  it('credits its line and its delivery line once, by every cancel path', async () => {
    const paths: [string, (id: string) => Promise<{ status: number; text: string }>][] = [
      ["the customer's Delete", (id) => buyer.api.delete(apiPaths.order(id))],
      ["an administrator's move", (id) => admin.api.post(apiPaths.orderStatus(id), { status: 'cancelled' })],
      ['a bulk move', (id) => admin.api.post(apiPaths.orderStatusBulk, { ids: [id], status: 'cancelled' })],
    ];
    for (const [path, cancel] of paths) {
      const id = await placeOrder(buyer);
      const invoice = await invoiceOf(buyer, id);
      const answer = await cancel(id);
      expect(answer.status, `${path}: ${answer.text}`).toBe(200);
      const notes = await creditNotesOf(id);
      expect(notes, path).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
        order: { _id: id, number: invoice.order!.number },
        lines: invoice.lines,
        totals: invoice.totals,
      });
      expect(invoice.lines.map((l) => l.kind)).toEqual(['goods', 'delivery']);
    }
  });

  it('is issued once when cancels race, in a series without gaps', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => placeOrder(buyer)));
    const answers = await Promise.all(
      ids.flatMap((id) => [
        buyer.api.delete(apiPaths.order(id)),
        buyer.api.delete(apiPaths.order(id)),
        admin.api.post(apiPaths.orderStatus(id), { status: 'cancelled' }),
        admin.api.post(apiPaths.orderStatusBulk, { ids: [id], status: 'cancelled' }),
      ]),
    );
    expect(answers.filter((a) => a.status >= 500).map((a) => a.text)).toEqual([]);
    const notes = (await Promise.all(ids.map(creditNotesOf))).flat();
    expect(notes.map((n) => n.order?._id).sort()).toEqual([...ids].sort());
    const serials = notes.map((n) => serial(n.number)).sort((a, b) => a - b);
    expect(serials).toEqual(serials.map((_, i) => serials[0]! + i));
  });
});
