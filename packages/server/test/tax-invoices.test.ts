// Tax invoices and credit notes (issue 32; requirements §17): every checkout's purchase gets its
// Mushak 6.3 invoice in the same transaction, numbered in one gap-free series per fiscal year;
// every cancellation of one of its orders, whatever the path, its one credit note; the invoice and
// its PDF are its buyer's and the administrators' only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import {
  apiPaths,
  fiscalYearOf,
  messages,
  purchaseSchema,
  taxInvoiceSchema,
  toLocaleDigits,
  type Item,
  type Purchase,
  type TaxInvoice,
} from '@storefront/shared';
import { withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { expectError, expectFieldError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const seller = { name: 'Test Seller Ltd', address: 'House 5, Road 9, Banani, Dhaka 1213', bin: '004455667-0202' };
const suite = useApiSuite('tax-invoices', {
  env: { SELLER_NAME: seller.name, SELLER_ADDRESS: seller.address, SELLER_BIN: seller.bin, VAT_RATE_DEFAULT: '15' },
});
let db: Db;
let admin: SignedIn;
let buyer: SignedIn;
let other: SignedIn;
let standard: Item;
let reduced: Item;

beforeAll(async () => {
  db = openDatabase(suite.database.url);
  admin = await suite.login('admin');
  buyer = await suite.login('invoicebuyer', { displayName: 'Rahim Uddin' });
  other = await suite.login('otherbuyer');
  standard = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 5000, price_per_unit: 1150 });
  reduced = await suite.addItem(admin, {
    min_order_quantity: 1,
    available_quantity: 5000,
    price_per_unit: 250.5,
    vat_rate: 7.5,
  });
});

afterAll(async () => {
  await db?.destroy();
});

const where = { address: '12 Circuit Road, Dhanmondi, Dhaka', phone: '01700000000' };

async function checkout(who: SignedIn, lines: [Item, number][]): Promise<Purchase> {
  const answer = await who.api.post(
    apiPaths.checkout,
    await withDelivery(who.api, {
      key: randomUUID(),
      ...where,
      lines: lines.map(([item, quantity]) => ({ item: item._id, quantity, unit_price: item.price_per_unit })),
    }),
  );
  expect(answer.status, answer.text).toBe(201);
  return purchaseSchema.strict().parse(answer.body);
}

async function invoiceOf(who: SignedIn, purchase: Purchase): Promise<TaxInvoice> {
  const answer = await who.api.get(apiPaths.taxInvoice(purchase._id));
  expect(answer.status, answer.text).toBe(200);
  return taxInvoiceSchema.strict().parse(answer.body);
}

const serial = (number: string) => Number(number.split('-')[2]);

describe('the tax invoice of a checkout', () => {
  it('is issued with the purchase: the seller, the buyer, a line per order with its VAT taken out, the totals', async () => {
    const purchase = await checkout(buyer, [
      [standard, 2],
      [reduced, 3],
    ]);
    const year = fiscalYearOf(purchase.createdAt, 'Asia/Dhaka');
    expect(purchase.tax_invoice?.number).toMatch(new RegExp(`^TI-${year.key}-\\d{6}$`));
    const invoice = await invoiceOf(buyer, purchase);
    expect(invoice).toMatchObject({
      number: purchase.tax_invoice?.number,
      fiscal_year: year.label,
      issued_at: purchase.createdAt,
      purchase: { _id: purchase._id, number: purchase.number },
      seller: { name: seller.name, address: seller.address, bin: '0044556670202' },
      buyer: { name: 'Rahim Uddin', address: where.address, phone: where.phone, bin: null },
      credit_notes: [],
    });
    // 2 x 1150 = 2300 at 15%: VAT 2300 x 15 / 115 = 300; 3 x 250.5 = 751.5 at 7.5%: 52.43 (52.4302...).
    expect(invoice.lines).toEqual([
      {
        kind: 'goods',
        description: standard.name,
        order_number: purchase.orders[0]!.number,
        quantity: 2,
        unit_price: 1150,
        value_without_vat: 2000,
        vat_rate: 15,
        vat: 300,
        value_with_vat: 2300,
      },
      {
        kind: 'goods',
        description: reduced.name,
        order_number: purchase.orders[1]!.number,
        quantity: 3,
        unit_price: 250.5,
        value_without_vat: 699.07,
        vat_rate: 7.5,
        vat: 52.43,
        value_with_vat: 751.5,
      },
      // 5 units of 1 kg to Dhaka: BDT 70 the first kg and 4 x 20, at the default 15%: 150 x 15 / 115 = 19.565.
      {
        kind: 'delivery',
        description: 'Delivery charge',
        order_number: null,
        quantity: 1,
        unit_price: 150,
        value_without_vat: 130.43,
        vat_rate: 15,
        vat: 19.57,
        value_with_vat: 150,
      },
    ]);
    expect(purchase.delivery_charge).toBe(150);
    expect(invoice.totals).toEqual({ value_without_vat: 2829.5, vat: 372, value_with_vat: 3201.5 });
    expect(invoice.totals.value_with_vat).toBe(purchase.total);
    // The purchase read later names the same invoice.
    expect((await buyer.api.get<Purchase>(apiPaths.purchase(purchase._id))).body.tax_invoice).toEqual({
      number: invoice.number,
    });
  });

  it('keeps what it said when the seller, the item or the purchase change after it was issued', async () => {
    const purchase = await checkout(buyer, [[reduced, 1]]);
    const before = await invoiceOf(buyer, purchase);
    await db.updateTable('items').set({ vat_rate_bp: 0, name: 'Renamed' }).where('id', '=', reduced._id).execute();
    await db.updateTable('purchases').set({ address: 'Elsewhere 1, Dhaka' }).where('id', '=', purchase._id).execute();
    expect(await invoiceOf(admin, purchase)).toEqual(before);
    await db.updateTable('items').set({ vat_rate_bp: 750, name: reduced.name }).where('id', '=', reduced._id).execute();
  });

  it('is answered to its buyer and administrators only; none for a purchase from before invoices', async () => {
    const purchase = await checkout(buyer, [[standard, 1]]);
    expect((await admin.api.get(apiPaths.taxInvoice(purchase._id))).status).toBe(200);
    expectError(await other.api.get(apiPaths.taxInvoice(purchase._id)), 403, messages.purchaseOnlyOwnSeen);
    expectError(await suite.api.get(apiPaths.taxInvoice(purchase._id)), 401);
    expectError(await buyer.api.get(apiPaths.taxInvoice('no-such-purchase')), 404, messages.purchaseNotFound);
    for (const path of [apiPaths.taxInvoicePdf(purchase._id), `${apiPaths.taxInvoicePdf(purchase._id)}?lang=bn`]) {
      expectError(await other.api.get(path), 403, messages.purchaseOnlyOwnSeen);
      expectError(await suite.api.get(path), 401);
    }
    // A purchase made before invoices (its row only: migration 0024 added none for it).
    await db
      .insertInto('purchases')
      .values({
        id: 'before-invoices',
        user_email: buyer.email,
        idempotency_key: 'old-key',
        address: where.address,
        phone: where.phone,
        total_minor: 100,
        created_at: '2026-01-01T00:00:00.000Z',
        body_hash: null,
      })
      .execute();
    expect((await buyer.api.get<Purchase>(apiPaths.purchase('before-invoices'))).body.tax_invoice).toBeNull();
    expectError(await buyer.api.get(apiPaths.taxInvoice('before-invoices')), 404, messages.taxInvoiceNotFound);
  });
});

describe('the PDF', () => {
  async function pdfOf(who: SignedIn, purchase: Purchase, query = '') {
    const response = await fetch(`${suite.url}/api${apiPaths.taxInvoicePdf(purchase._id)}${query}`, {
      headers: { authorization: `Bearer ${who.token}` },
    });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  }
  const textOf = async (bytes: Uint8Array) => (await extractText(bytes.slice(), { mergePages: true })).text;

  // Bangla's glyphs are reordered and merged by shaping, so a PDF's text gives its words back
  // unreliably: the Bangla form is told by its Bangla digits (one glyph each) and no English labels.
  it.each([
    ['en', '?lang=en', ['Tax invoice', 'Mushak-6.3', 'Value with VAT']],
    ['bn', '?lang=bn', []],
  ] as const)('is the Mushak 6.3 form in %s, named after the invoice', async (language, query, words) => {
    const purchase = await checkout(buyer, [
      [standard, 1],
      [reduced, 2],
    ]);
    const number = purchase.tax_invoice!.number;
    const { response, bytes } = await pdfOf(buyer, purchase, query);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await textOf(bytes);
    expect(text).toContain(number);
    expect(text).toContain(seller.name);
    for (const word of words) expect(text).toContain(word);
    const year = fiscalYearOf(purchase.createdAt, 'Asia/Dhaka').label;
    expect(text).toContain(toLocaleDigits(year, { locale: language }));
    if (query === '?lang=bn') expect(text).not.toContain('Value with VAT');
  });

  it("is in the account's language without ?lang, and refuses another language", async () => {
    const purchase = await checkout(buyer, [[standard, 1]]);
    expect((await buyer.api.put(apiPaths.userLanguage, { language: 'bn' })).status).toBe(200);
    expect(await textOf((await pdfOf(buyer, purchase)).bytes)).not.toContain('Tax invoice');
    // The administrator reads it in theirs (English).
    expect(await textOf((await pdfOf(admin, purchase)).bytes)).toContain('Tax invoice');
    expect((await buyer.api.put(apiPaths.userLanguage, { language: 'en' })).status).toBe(200);
    expectFieldError(
      await buyer.api.get(`${apiPaths.taxInvoicePdf(purchase._id)}?lang=fr`),
      'lang',
      messages.languageInvalid,
    );
  });
});

describe('credit notes', () => {
  const creditNotesOf = async (purchase: Purchase) => (await invoiceOf(admin, purchase)).credit_notes;

  it('credit each cancelled order once, by every path, with the order’s line as invoiced', async () => {
    const purchase = await checkout(buyer, [
      [standard, 1],
      [reduced, 4],
    ]);
    const [first, second] = purchase.orders as [Purchase['orders'][0], Purchase['orders'][0]];
    const invoice = await invoiceOf(buyer, purchase);
    // Confirming is not cancelling: no credit note.
    expect((await admin.api.post(apiPaths.orderStatus(first._id), { status: 'confirmed' })).status).toBe(200);
    expect(await creditNotesOf(purchase)).toEqual([]);
    // The customer's Delete (only a placed order), then an administrator's move.
    expect((await buyer.api.delete(apiPaths.order(second._id))).status).toBe(200);
    expect((await admin.api.post(apiPaths.orderStatus(first._id), { status: 'cancelled' })).status).toBe(200);
    const notes = await creditNotesOf(purchase);
    expect(notes.map((n) => n.order?._id)).toEqual([second._id, first._id]);
    expect(notes[0]!.lines).toEqual([invoice.lines[1]]);
    expect(notes[0]!.totals).toEqual({
      value_without_vat: invoice.lines[1]!.value_without_vat,
      vat: invoice.lines[1]!.vat,
      value_with_vat: invoice.lines[1]!.value_with_vat,
    });
    // The last live order's credit takes the delivery back with it.
    expect(invoice.lines[2]!.kind).toBe('delivery');
    expect(notes[1]!.lines).toEqual([invoice.lines[0], invoice.lines[2]]);
    expect(notes.map((n) => n.number)).toEqual([
      expect.stringMatching(/^CN-\d{4}-\d{6}$/),
      expect.stringMatching(/^CN-\d{4}-\d{6}$/),
    ]);
    expect(serial(notes[1]!.number)).toBe(serial(notes[0]!.number) + 1);
  });

  it('credit the orders a bulk move or a purchase move cancels, one note each', async () => {
    const bulk = await checkout(buyer, [
      [standard, 1],
      [reduced, 1],
    ]);
    const moved = await admin.api.post(apiPaths.orderStatusBulk, {
      ids: bulk.orders.map((o) => o._id),
      status: 'cancelled',
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await creditNotesOf(bulk)).map((n) => n.order?._id).sort()).toEqual(bulk.orders.map((o) => o._id).sort());

    const together = await checkout(buyer, [
      [standard, 2],
      [reduced, 2],
    ]);
    const all = await admin.api.post(apiPaths.purchaseStatus(together._id), { status: 'cancelled' });
    expect(all.status, all.text).toBe(200);
    const notes = await creditNotesOf(together);
    expect(notes).toHaveLength(2);
    expect(notes.flatMap((n) => n.lines)).toEqual((await invoiceOf(buyer, together)).lines);
  });

  it('are issued once per order when cancels race, in a series without gaps', async () => {
    const purchase = await checkout(buyer, [
      [reduced, 1],
      [standard, 2],
    ]);
    const more = await Promise.all(Array.from({ length: 4 }, () => checkout(buyer, [[standard, 1]])));
    const orders = [...purchase.orders, ...more.flatMap((p) => p.orders)];
    const answers = await Promise.all(
      orders.flatMap((order) => [
        buyer.api.delete(apiPaths.order(order._id)),
        buyer.api.delete(apiPaths.order(order._id)),
        admin.api.post(apiPaths.orderStatus(order._id), { status: 'cancelled' }),
      ]),
    );
    expect(answers.filter((a) => a.status >= 500).map((a) => a.text)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(orders.length);
    const notes = (await Promise.all([purchase, ...more].map(creditNotesOf))).flat();
    expect(notes.map((n) => n.order?._id).sort()).toEqual(orders.map((o) => o._id).sort());
    const serials = notes.map((n) => serial(n.number)).sort((a, b) => a - b);
    expect(serials).toEqual(serials.map((_, i) => serials[0]! + i));
  });
});
