// Purchase-order numbers (issue 35 item 6; requirements §20.6): a checkout takes the buyer's PO
// number, keeps it on the purchase and answers it; it is part of the checkout's body for its key,
// printed on the tax invoice (and its PDF), carried by the purchase's emails and the orders' CSV.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import {
  apiPaths,
  messages,
  purchaseSchema,
  taxInvoiceSchema,
  type Item,
  type Purchase,
  type PurchaseNoticeData,
} from '@storefront/shared';
import { withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { expectError, expectFieldError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('po-numbers', { env: { ADMIN_NOTIFY_EMAILS: 'desk@example.com' } });
let db: Db;
let admin: SignedIn;
let buyer: SignedIn;
let other: SignedIn;
let item: Item;

beforeAll(async () => {
  db = openDatabase(suite.database.url);
  admin = await suite.login('admin');
  buyer = await suite.login('pobuyer', { displayName: 'Nasrin Sultana' });
  other = await suite.login('pootherbuyer');
  item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 5000, price_per_unit: 1150 });
});

afterAll(async () => {
  await db?.destroy();
});

const where = { address: '12 Circuit Road, Dhanmondi, Dhaka', phone: '01700000000' };

async function body(who: SignedIn, extra: Record<string, unknown> = {}, key = randomUUID()) {
  return withDelivery(who.api, {
    key,
    ...where,
    lines: [{ item: item._id, quantity: 2, unit_price: item.price_per_unit }],
    ...extra,
  });
}

async function checkout(who: SignedIn, extra: Record<string, unknown> = {}): Promise<Purchase> {
  const answer = await who.api.post(apiPaths.checkout, await body(who, extra));
  expect(answer.status, answer.text).toBe(201);
  return purchaseSchema.strict().parse(answer.body);
}

describe('a checkout with a purchase-order number', () => {
  it('keeps it trimmed and answers it, to the buyer and administrators; null when none was given', async () => {
    const purchase = await checkout(buyer, { po_number: '  PO-2026/0417-IT ' });
    expect(purchase.po_number).toBe('PO-2026/0417-IT');
    const row = await db.selectFrom('purchases').select('po_number').where('id', '=', purchase._id).executeTakeFirst();
    expect(row?.po_number).toBe('PO-2026/0417-IT');
    for (const who of [buyer, admin]) {
      const read = await who.api.get(apiPaths.purchase(purchase._id));
      expect(read.status, read.text).toBe(200);
      expect(purchaseSchema.strict().parse(read.body).po_number).toBe('PO-2026/0417-IT');
    }
    // An empty one is none, as no field is.
    expect((await checkout(buyer, { po_number: '   ' })).po_number).toBeNull();
    expect((await checkout(buyer)).po_number).toBeNull();
  });

  it('is refused with a 400 naming the field when it is not one, and nothing is ordered', async () => {
    for (const bad of ['PO;17', 'X'.repeat(36), 'PO\n17', 42]) {
      const key = randomUUID();
      expectFieldError(
        await buyer.api.post(apiPaths.checkout, await body(buyer, { po_number: bad }, key)),
        'po_number',
        messages.poNumberInvalid,
      );
      expect(
        await db.selectFrom('purchases').select('id').where('idempotency_key', '=', key).executeTakeFirst(),
      ).toBeUndefined();
    }
  });

  it('is part of the body its key stands for: the same key with another PO number is a 409', async () => {
    const first = await body(buyer, { po_number: 'PO-1' });
    const made = await buyer.api.post(apiPaths.checkout, first);
    expect(made.status, made.text).toBe(201);
    // The same body again (written with spaces) answers the purchase it made.
    const again = await buyer.api.post(apiPaths.checkout, { ...first, po_number: ' PO-1 ' });
    expect(again.status, again.text).toBe(200);
    expect((again.body as Purchase)._id).toBe((made.body as Purchase)._id);
    for (const po_number of ['PO-2', undefined])
      expectError(await buyer.api.post(apiPaths.checkout, { ...first, po_number }), 409, messages.checkoutKeyReused);
  });
});

describe('where the purchase-order number is shown', () => {
  it('is on the tax invoice and its PDF; not on a purchase without one', async () => {
    const purchase = await checkout(buyer, { po_number: 'PO-2026/0417-IT' });
    const invoice = await buyer.api.get(apiPaths.taxInvoice(purchase._id));
    expect(invoice.status, invoice.text).toBe(200);
    expect(taxInvoiceSchema.strict().parse(invoice.body).po_number).toBe('PO-2026/0417-IT');
    const pdf = await fetch(`${suite.url}/api${apiPaths.taxInvoicePdf(purchase._id)}?lang=en`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(pdf.status).toBe(200);
    const text = (await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true })).text;
    expect(text).toContain('PO number: PO-2026/0417-IT');

    const plain = await checkout(other);
    const without = taxInvoiceSchema.parse((await other.api.get(apiPaths.taxInvoice(plain._id))).body);
    expect(without.po_number).toBeNull();
  });

  it("is in the purchase's emails: placed, the staff's copy, and each move", async () => {
    const purchase = await checkout(buyer, { po_number: 'PO-77' });
    expect((await admin.api.post(apiPaths.purchaseStatus(purchase._id), { status: 'confirmed' })).status).toBe(200);
    const rows = await db
      .selectFrom('notices')
      .select(['template', 'data'])
      .where('purchase_id', '=', purchase._id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => r.template)).toEqual(expect.arrayContaining(['placed', 'placed-admin', 'confirmed']));
    for (const row of rows) expect((JSON.parse(row.data) as PurchaseNoticeData).poNumber, row.template).toBe('PO-77');
    const plain = await checkout(other);
    const plainRows = await db.selectFrom('notices').select('data').where('purchase_id', '=', plain._id).execute();
    for (const row of plainRows) expect(JSON.parse(row.data) as PurchaseNoticeData).not.toHaveProperty('poNumber');
  });

  it("is the orders CSV's last column, on each of the purchase's orders' rows", async () => {
    const second = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 100, price_per_unit: 90 });
    const answer = await buyer.api.post(
      apiPaths.checkout,
      await withDelivery(buyer.api, {
        key: randomUUID(),
        ...where,
        lines: [
          { item: item._id, quantity: 1, unit_price: item.price_per_unit },
          { item: second._id, quantity: 1, unit_price: second.price_per_unit },
        ],
        po_number: 'PO 2026-88',
      }),
    );
    expect(answer.status, answer.text).toBe(201);
    const purchase = purchaseSchema.parse(answer.body);
    const plain = await checkout(other);
    const csv = (await admin.api.get(`${apiPaths.orderExport}?q=${purchase.number}`)).text.split('\r\n');
    expect(csv[0]).toMatch(/,Payment method,Payment status,PO number$/);
    expect(csv.slice(1, -1)).toEqual([expect.stringMatching(/,PO 2026-88$/), expect.stringMatching(/,PO 2026-88$/)]);
    const none = (await admin.api.get(`${apiPaths.orderExport}?q=${plain.number}`)).text.split('\r\n');
    expect(none.slice(1, -1)).toEqual([expect.stringMatching(/,Unpaid,$/)]);
  });
});
