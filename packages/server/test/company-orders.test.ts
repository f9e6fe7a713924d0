// The company's orders (requirements §20.3): a checkout and a one-item order by a member are the
// company's, named on the purchase, the order, the tax invoice (and its PDF) and the emails; the
// company's admins and approvers see every one of them, a buyer their own, an outsider nothing
// (404), a store administrator all; a member who leaves leaves their orders with the company.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import {
  TOTAL_COUNT_HEADER,
  apiPaths,
  companyOrderSchema,
  companySchema,
  insertedSchema,
  orderDetailSchema,
  purchaseSchema,
  taxInvoiceSchema,
  type Company,
  type CompanyOrder,
  type Invitation,
  type Item,
  type Purchase,
} from '@storefront/shared';
import { withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { startMailCatcher, type MailCatcher } from '@storefront/devstack/mail-catcher';
import { expectError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const env: Record<string, string> = { PUBLIC_ORIGIN: 'https://shop.example.com' };
let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
  env.SMTP_URL = catcher.smtpUrl;
});
afterAll(async () => {
  await catcher?.stop();
});
const suite = useApiSuite('companyorders', { env });
let storeAdmin: SignedIn;
let owner: SignedIn;
let approver: SignedIn;
let buyer: SignedIn;
let outsider: SignedIn;
let company: Company;
let item: Item;

const where = { address: 'House 12, Road 5, Dhanmondi, Dhaka', phone: '01711000012' };

async function checkout(who: SignedIn): Promise<Purchase> {
  const answer = await who.api.post(
    apiPaths.checkout,
    await withDelivery(who.api, {
      key: randomUUID(),
      ...where,
      lines: [{ item: item._id, quantity: 2, unit_price: item.price_per_unit }],
    }),
  );
  expect(answer.status, answer.text).toBe(201);
  return purchaseSchema.strict().parse(answer.body);
}

async function placeOrder(who: SignedIn): Promise<string> {
  const answer = await who.api.post(apiPaths.orderList, { item: item._id, quantity: 1, ...where });
  expect(answer.status, answer.text).toBe(201);
  return insertedSchema.strict().parse(answer.body).insertedId;
}

async function companyOrders(who: SignedIn, query = ''): Promise<{ total: number; orders: CompanyOrder[] }> {
  const answer = await who.api.get(`${apiPaths.companyOrders(company.id)}${query}`);
  expect(answer.status, answer.text).toBe(200);
  return {
    total: Number(answer.headers.get(TOTAL_COUNT_HEADER)),
    orders: (answer.body as unknown[]).map((o) => companyOrderSchema.strict().parse(o)),
  };
}

async function join(who: SignedIn, role: string): Promise<void> {
  const invited = await owner.api.post(apiPaths.companyInvitations(company.id), { email: who.email, role });
  expect(invited.status, invited.text).toBe(201);
  const accepted = await who.api.post(apiPaths.invitationAccept((invited.body as Invitation).id));
  expect(accepted.status, accepted.text).toBe(200);
}

let buyerPurchase: Purchase;
let buyerOrder: string;
let approverOrder: string;
let outsiderOrder: string;

beforeAll(async () => {
  storeAdmin = await suite.login('admin');
  owner = await suite.login('owner', { displayName: 'Nusrat Jahan' });
  approver = await suite.login('approver', { displayName: 'Selim Reza' });
  buyer = await suite.login('buyer', { displayName: 'Karim Uddin' });
  outsider = await suite.login('outsider');
  item = await suite.addItem(storeAdmin, { min_order_quantity: 1, available_quantity: 1000, price_per_unit: 1500 });
  const made = await owner.api.post(apiPaths.companies, {
    name: 'Rahim Traders Ltd',
    bin: '0001234560101',
    trade_licence: 'TRAD/DSCC/012345/2024',
    billing_address: 'House 12, Road 5, Dhanmondi, Dhaka',
    district: 'dhaka',
  });
  expect(made.status, made.text).toBe(201);
  company = companySchema.parse(made.body);
  await join(approver, 'approver');
  await join(buyer, 'buyer');
});

describe("a member's orders", () => {
  it('are the company’s: the purchase and the order name it', async () => {
    buyerPurchase = await checkout(buyer);
    expect(buyerPurchase.company).toEqual({ id: company.id, name: 'Rahim Traders Ltd' });
    buyerOrder = await placeOrder(buyer);
    const detail = orderDetailSchema.strict().parse((await buyer.api.get(apiPaths.order(buyerOrder))).body);
    expect(detail.company).toEqual({ id: company.id, name: 'Rahim Traders Ltd' });
    approverOrder = await placeOrder(approver);
  });

  it('are not an outsider’s: theirs name no company', async () => {
    expect((await checkout(outsider)).company).toBeNull();
    outsiderOrder = await placeOrder(outsider);
    expect((await outsider.api.get(apiPaths.order(outsiderOrder))).body).toMatchObject({ company: null });
  });

  it('name the company on the tax invoice and its PDF', async () => {
    const invoice = taxInvoiceSchema.strict().parse((await buyer.api.get(apiPaths.taxInvoice(buyerPurchase._id))).body);
    expect(invoice.buyer).toMatchObject({ name: 'Karim Uddin', company: 'Rahim Traders Ltd' });
    const own = taxInvoiceSchema.strict().parse((await buyer.api.get(apiPaths.orderTaxInvoice(buyerOrder))).body);
    expect(own.buyer.company).toBe('Rahim Traders Ltd');
    const pdf = await fetch(`${suite.url}/api${apiPaths.taxInvoicePdf(buyerPurchase._id)}?lang=en`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(pdf.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    expect(text).toContain('Company of buyer: Rahim Traders Ltd');
    const outsiders = (await outsider.api.get(apiPaths.orderTaxInvoice(outsiderOrder))).body as { buyer: object };
    expect(outsiders.buyer).toMatchObject({ company: null });
  });

  it('name the company in the purchase and order emails', async () => {
    const placed = await catcher.waitFor(
      (m) => m.to.includes(buyer.email) && m.subject.includes(buyerPurchase.number),
      20_000,
    );
    expect(placed.text).toMatch(/Company\s+Rahim Traders Ltd/);
    const order = await catcher.waitFor((m) => m.to.includes(approver.email) && /is placed$/.test(m.subject), 20_000);
    expect(order.text).toMatch(/Company\s+Rahim Traders Ltd/);
    // A move's email too.
    expect((await storeAdmin.api.post(apiPaths.orderStatus(approverOrder), { status: 'confirmed' })).status).toBe(200);
    const confirmed = await catcher.waitFor(
      (m) => m.to.includes(approver.email) && /confirmed/.test(m.subject),
      20_000,
    );
    expect(confirmed.text).toMatch(/Company\s+Rahim Traders Ltd/);
  });
});

describe("the company's orders", () => {
  it('are every order of the company to its admin, its approver and a store administrator, newest first, with their buyers', async () => {
    const purchaseOrder = buyerPurchase.orders[0]!._id;
    for (const who of [owner, approver, storeAdmin]) {
      const { total, orders } = await companyOrders(who);
      expect(total).toBe(3);
      expect(orders.map((o) => o._id)).toEqual([approverOrder, buyerOrder, purchaseOrder]);
      expect(orders.map((o) => o.buyer)).toEqual([
        { name: 'Selim Reza', email: approver.email },
        { name: 'Karim Uddin', email: buyer.email },
        { name: 'Karim Uddin', email: buyer.email },
      ]);
      expect(orders.every((o) => o.company?.id === company.id)).toBe(true);
    }
    expect((await companyOrders(owner, '?limit=1&offset=1')).orders.map((o) => o._id)).toEqual([buyerOrder]);
    expect((await companyOrders(approver, '?mine=true')).orders.map((o) => o._id)).toEqual([approverOrder]);
    expect((await companyOrders(owner, '?mine=1')).total).toBe(0);
  });

  it("are a buyer's own to a buyer", async () => {
    const { total, orders } = await companyOrders(buyer);
    expect(total).toBe(2);
    expect(orders.every((o) => o.buyer.email === buyer.email)).toBe(true);
  });

  it('are nothing to an outsider (404) nor to an anonymous caller (401)', async () => {
    expectError(await outsider.api.get(apiPaths.companyOrders(company.id)), 404);
    expectError(await suite.api.get(apiPaths.companyOrders(company.id)), 401);
    expectError(await outsider.api.get(apiPaths.companyOrders('no-such-company')), 404);
  });

  it('stay the company’s when their buyer leaves; the buyer’s orders after are their own', async () => {
    const members = (await owner.api.get(apiPaths.companyMembers(company.id))).body as {
      user_id: string;
      email: string;
    }[];
    const buyerId = members.find((m) => m.email === buyer.email)!.user_id;
    expect((await buyer.api.delete(apiPaths.companyMember(company.id, buyerId))).status).toBe(204);
    expectError(await buyer.api.get(apiPaths.companyOrders(company.id)), 404);
    const after = await placeOrder(buyer);
    expect((await buyer.api.get(apiPaths.order(after))).body).toMatchObject({ company: null });
    const { total, orders } = await companyOrders(owner);
    expect(total).toBe(3);
    expect(orders.map((o) => o._id)).not.toContain(after);
    expect(orders.filter((o) => o.buyer.email === buyer.email)).toHaveLength(2);
    // The purchase still names the company.
    expect((await buyer.api.get(apiPaths.purchase(buyerPurchase._id))).body).toMatchObject({
      company: { id: company.id },
    });
  });
});
