// Payment terms, credit and receivables (issue 35 items 6 and 7; requirements §20.8) on SQLite and,
// with TEST_DB=postgres, PostgreSQL: a store administrator gives a company terms and a credit limit;
// its buyers pay on invoice (placed unpaid, nothing due now, a due day); one past the limit is
// refused with the figures, and concurrent checkouts never take the company past it; a company may
// require a PO number; the receivables (the company's admins, store administrators) and payments
// recorded against invoices, concurrent ones never overpaying. In-process, as the payments tests.
import {
  apiPaths,
  companyReceivablesDetailSchema,
  companyReceivablesSchema,
  companyTermsSchema,
  dayOf,
  formatBdt,
  formatStoreDay,
  messages,
  nextDay,
  quoteSchema,
  receivableSchema,
  taxInvoiceSchema,
  type CompanyMember,
  type CompanyTerms,
  type Item,
  type Purchase,
  type PurchaseNoticeData,
} from '@storefront/shared';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentsApp } from './payments-app.ts';

const ADMIN = 'terms-boss@example.com';
const env = {
  ADMIN_EMAILS: ADMIN,
  APP_DIST: '/nonexistent-app-dist',
  CACHE_TTL_MS: '0',
  PUBLIC_ORIGIN: 'https://shop.example.com',
  RATE_LIMIT_WRITES_PER_MIN: '10000',
  AUTH_SECRET: 'terms-test-secret-0123456789abcdef0',
};

const h = paymentsApp(env);
const { call, addItem, checkout, placed, ssl } = h;

const OWNER = 'terms-owner@example.com';
const APPROVER = 'terms-approver@example.com';
const BUYER = 'terms-buyer@example.com';
const OUTSIDER = 'terms-outsider@example.com';
let companyId: string;
let item: Item;

const today = () => dayOf(new Date(), 'Asia/Dhaka');
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function makeCompany(owner: string, name: string, members: [string, string][]): Promise<string> {
  const made = await call('POST', apiPaths.companies, owner, {
    name,
    bin: '0001234560101',
    trade_licence: 'TRAD/DSCC/012345/2024',
    billing_address: 'House 12, Road 5, Dhanmondi, Dhaka',
    district: 'dhaka',
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json<{ id: string }>().id;
  for (const [email, role] of members) {
    const invited = await call('POST', apiPaths.companyInvitations(id), owner, { email, role });
    expect(invited.statusCode, invited.body).toBe(201);
    const accepted = await call('POST', apiPaths.invitationAccept(invited.json<{ id: string }>().id), email);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return id;
}

const setTerms = (id: string, body: object, who = ADMIN) => call('PUT', apiPaths.companyTerms(id), who, body);
const termsOf = async (id: string, who = OWNER): Promise<CompanyTerms> => {
  const answer = await call('GET', apiPaths.companyTerms(id), who);
  expect(answer.statusCode, answer.body).toBe(200);
  return companyTermsSchema.strict().parse(answer.json());
};
const stockOf = async () => (await call('GET', apiPaths.item(item._id))).json<Item>().available_quantity;

beforeAll(async () => {
  companyId = await makeCompany(OWNER, 'Karim Computers Ltd', [
    [APPROVER, 'approver'],
    [BUYER, 'buyer'],
  ]);
  await h.tokenOf(OUTSIDER);
  item = await addItem(1_000, 1_000);
});

describe("a company's terms", () => {
  it('are none at first: no terms, nothing owed, nothing available', async () => {
    expect(await termsOf(companyId)).toEqual({
      net_days: null,
      credit_limit: null,
      require_po_number: false,
      outstanding: 0,
      overdue: 0,
      available: null,
    });
  });

  it("are set by store administrators only: the company's own admin 403, an outsider 403", async () => {
    const body = { net_days: 30, credit_limit: 10_000 };
    expect((await setTerms(companyId, body, OWNER)).statusCode).toBe(403);
    expect((await setTerms(companyId, body, OUTSIDER)).statusCode).toBe(403);
    expect((await call('PUT', apiPaths.companyTerms(companyId), undefined, body)).statusCode).toBe(401);
    const set = await setTerms(companyId, body);
    expect(set.statusCode, set.body).toBe(200);
    expect(companyTermsSchema.strict().parse(set.json())).toMatchObject({
      net_days: 30,
      credit_limit: 10_000,
      require_po_number: false,
      available: 10_000,
    });
    expect((await setTerms('no-such-company', body)).statusCode).toBe(404);
  });

  it('refuse bad terms with a 400 on the field', async () => {
    const bad = await setTerms(companyId, { net_days: 0, credit_limit: 1 });
    expect([bad.statusCode, bad.json().errors?.net_days]).toEqual([400, messages.netDaysInvalid]);
    const noLimit = await setTerms(companyId, { net_days: 30, credit_limit: null });
    expect([noLimit.statusCode, noLimit.json().errors?.credit_limit]).toEqual([400, messages.creditLimitInvalid]);
  });

  it('are read by its members and store administrators; an outsider 404', async () => {
    for (const who of [OWNER, APPROVER, BUYER, ADMIN]) expect((await termsOf(companyId, who)).net_days).toBe(30);
    expect((await call('GET', apiPaths.companyTerms(companyId), OUTSIDER)).statusCode).toBe(404);
    expect((await call('GET', apiPaths.companyTerms(companyId))).statusCode).toBe(401);
  });
});

describe('paying on invoice', () => {
  let first: Purchase;

  it('is refused (400 on payment_method) to a buyer in no company, or whose company has no terms', async () => {
    const none = await checkout(OUTSIDER, item, 1, 'invoice');
    expect([none.statusCode, none.json().errors?.payment_method]).toEqual([400, messages.payOnInvoiceUnavailable]);
    const other = await makeCompany('terms-plain@example.com', 'Plain Traders', []);
    expect(other).toBeTruthy();
    const plain = await checkout('terms-plain@example.com', item, 1, 'invoice');
    expect([plain.statusCode, plain.json().errors?.payment_method]).toEqual([400, messages.payOnInvoiceUnavailable]);
  });

  it('places the purchase unpaid, nothing due now, no gateway, due the store day plus the net days', async () => {
    const sessions = ssl.sessions.length;
    first = await placed(BUYER, item, 2, 'invoice');
    expect(first.payment_method).toBe('invoice');
    expect(first.payment).toMatchObject({
      method: 'invoice',
      status: 'unpaid',
      due_now: 0,
      paid: 0,
      redirect_url: null,
      expires_at: null,
      due_on: plusDays(today(), 30),
    });
    expect(first.due_now).toBe(0);
    expect(ssl.sessions.length).toBe(sessions);
    const read = await call('GET', apiPaths.purchase(first._id), BUYER);
    expect(read.json<Purchase>().payment.due_on).toBe(plusDays(today(), 30));
    // Any other purchase has no due day.
    expect((await placed(BUYER, item, 1, 'cod')).payment.due_on).toBeNull();
    expect(await termsOf(companyId)).toMatchObject({ outstanding: first.total, available: 10_000 - first.total });
  });

  it('says so with its due day on the tax invoice, its PDF and the placed email', async () => {
    const due = plusDays(today(), 30);
    const invoice = await call('GET', apiPaths.taxInvoice(first._id), BUYER);
    expect(taxInvoiceSchema.strict().parse(invoice.json()).due_on).toBe(due);
    const pdf = await call('GET', `${apiPaths.taxInvoicePdf(first._id)}?lang=en`, BUYER);
    expect(pdf.statusCode).toBe(200);
    const text = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text;
    expect(text).toContain(`Payment: Pay on invoice, due ${formatStoreDay(due, { locale: 'en' })}`);
    const notices = await h.db
      .selectFrom('notices')
      .select('data')
      .where('purchase_id', '=', first._id)
      .where('template', '=', 'placed')
      .execute();
    expect(notices.map((n) => (JSON.parse(n.data) as PurchaseNoticeData).dueOn)).toEqual([due]);
    const cash = await placed(BUYER, item, 1, 'cod');
    expect(taxInvoiceSchema.parse((await call('GET', apiPaths.taxInvoice(cash._id), BUYER)).json()).due_on).toBeNull();
  });

  it('past the credit limit is refused with the figures (409 on payment_method), and nothing is ordered', async () => {
    const stock = await stockOf();
    const outstanding = first.total;
    const answer = await checkout(BUYER, item, 9, 'invoice');
    expect(answer.statusCode, answer.body).toBe(409);
    const quote = await call('POST', apiPaths.checkoutQuote, undefined, {
      lines: [{ item: item._id, quantity: 9 }],
      district: 'dhaka',
    });
    const { total } = quoteSchema.parse(quote.json());
    const message = messages.creditLimitExceeded({
      total: formatBdt(total),
      limit: formatBdt(10_000),
      outstanding: formatBdt(outstanding),
      available: formatBdt(10_000 - outstanding),
    });
    expect(answer.json()).toEqual({ message, errors: { payment_method: message } });
    expect(await stockOf()).toBe(stock);
  });

  it('counts a purchase awaiting approval, and gives its credit back once it is rejected', async () => {
    const members = (await call('GET', apiPaths.companyMembers(companyId), OWNER)).json<CompanyMember[]>();
    const buyerId = members.find((m) => m.email === BUYER)!.user_id;
    const limit = (order_limit: number | null) =>
      call('PATCH', apiPaths.companyMember(companyId, buyerId), OWNER, { order_limit });
    const before = (await termsOf(companyId)).outstanding;
    expect((await limit(0)).statusCode).toBe(200);
    const awaiting = await placed(BUYER, item, 1, 'invoice');
    expect(awaiting.approval?.status).toBe('awaiting');
    expect(awaiting.payment).toMatchObject({ status: 'unpaid', due_now: 0, due_on: plusDays(today(), 30) });
    expect((await termsOf(companyId)).outstanding).toBe(before + awaiting.total);
    const rejected = await call('POST', apiPaths.purchaseReject(awaiting._id), APPROVER, {});
    expect(rejected.statusCode, rejected.body).toBe(204);
    expect((await termsOf(companyId)).outstanding).toBe(before);
    expect((await limit(null)).statusCode).toBe(200);
  });

  it('needs a PO number when the company requires one (400 on po_number)', async () => {
    expect(
      (await setTerms(companyId, { net_days: 30, credit_limit: 10_000, require_po_number: true })).statusCode,
    ).toBe(200);
    for (const method of ['invoice', 'cod']) {
      const answer = await checkout(BUYER, item, 1, method);
      expect([answer.statusCode, answer.json().errors?.po_number]).toEqual([400, messages.poNumberRequired]);
    }
    // The spec's one-item order takes no PO number: such a buyer orders through checkout.
    const stock = await stockOf();
    const single = await call('POST', apiPaths.orderList, BUYER, {
      item: item._id,
      quantity: 1,
      address: 'House 1, Road 2, Dhaka',
      phone: '01711111111',
    });
    expect([single.statusCode, single.json().errors?.po_number]).toEqual([400, messages.poNumberRequired]);
    expect(await stockOf()).toBe(stock);
    expect((await termsOf(companyId, BUYER)).require_po_number).toBe(true);
    expect((await setTerms(companyId, { net_days: 30, credit_limit: 10_000 })).statusCode).toBe(200);
    expect((await checkout(BUYER, item, 1, 'cod')).statusCode).toBe(201);
  });
});

describe('concurrent checkouts on invoice', () => {
  it('never take the company past its limit', async () => {
    const owner = 'terms-rush-owner@example.com';
    const buyers = Array.from({ length: 6 }, (_, i) => `terms-rush-${i}@example.com`);
    const id = await makeCompany(
      owner,
      'Rush Traders',
      buyers.map((b) => [b, 'buyer']),
    );
    // Each buyer orders an item of their own, so no item's lock puts them in turn: the company's must.
    const items = await Promise.all(buyers.map(() => addItem(1_000, 100)));
    const probe = await placed(owner, items[0]!, 1, 'cod');
    // Room for exactly three purchases of one unit each.
    expect((await setTerms(id, { net_days: 15, credit_limit: 3 * probe.total })).statusCode).toBe(200);
    const answers = await Promise.all(buyers.map((buyer, i) => checkout(buyer, items[i]!, 1, 'invoice')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    const terms = await termsOf(id, owner);
    expect(terms.outstanding).toBe(3 * probe.total);
    expect(terms.available).toBe(0);
  });
});

describe('receivables and payments against invoices', () => {
  let invoice: Purchase;

  beforeAll(async () => {
    invoice = await placed(BUYER, item, 3, 'invoice');
  });

  it("are the company admin's and store administrators' to read; its approver and buyer 403, outsiders 404", async () => {
    for (const who of [OWNER, ADMIN]) {
      const answer = await call('GET', apiPaths.companyReceivables(companyId), who);
      expect(answer.statusCode, answer.body).toBe(200);
      const detail = companyReceivablesDetailSchema.strict().parse(answer.json());
      const row = detail.invoices.find((r) => r.purchase._id === invoice._id);
      expect(row).toMatchObject({
        purchase: { _id: invoice._id, number: invoice.number },
        invoice: invoice.tax_invoice?.number,
        company: { id: companyId, name: 'Karim Computers Ltd' },
        buyer: { email: BUYER },
        total: invoice.total,
        paid: 0,
        outstanding: invoice.total,
        issued_on: today(),
        due_on: plusDays(today(), 30),
        days_overdue: 0,
        status: 'open',
      });
      expect(detail.totals.outstanding).toBe(detail.terms.outstanding);
      expect(detail.totals.not_due).toBe(detail.totals.outstanding);
    }
    for (const who of [APPROVER, BUYER])
      expect((await call('GET', apiPaths.companyReceivables(companyId), who)).statusCode).toBe(403);
    expect((await call('GET', apiPaths.companyReceivables(companyId), OUTSIDER)).statusCode).toBe(404);
  });

  it('are listed for store administrators, paged and filtered, and summed up per company', async () => {
    const list = await call('GET', `${apiPaths.receivables}?company=${companyId}&status=open`, ADMIN);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<unknown[]>().map((r) => receivableSchema.strict().parse(r));
    expect(rows.map((r) => r.purchase._id)).toContain(invoice._id);
    expect(Number(list.headers['x-total-count'])).toBe(rows.length);
    expect((await call('GET', `${apiPaths.receivables}?status=overdue`, ADMIN)).json()).toEqual([]);
    expect((await call('GET', apiPaths.receivables, OWNER)).statusCode).toBe(403);
    const summary = await call('GET', apiPaths.receivablesSummary, ADMIN);
    expect(summary.statusCode, summary.body).toBe(200);
    const entries = summary.json<unknown[]>().map((e) => companyReceivablesSchema.strict().parse(e));
    const ours = entries.find((e) => e.company.id === companyId);
    expect(ours).toMatchObject({ net_days: 30, credit_limit: 10_000 });
    expect(ours?.totals.outstanding).toBe((await termsOf(companyId)).outstanding);
    expect(entries.map((e) => e.company.name)).not.toContain('Plain Traders');
    expect((await call('GET', apiPaths.receivablesSummary, OWNER)).statusCode).toBe(403);
  });

  it('put an invoice past its day in the bucket of its age', async () => {
    await h.db
      .updateTable('purchases')
      .set({ due_on: plusDays(today(), -45) })
      .where('id', '=', invoice._id)
      .execute();
    const detail = companyReceivablesDetailSchema.parse(
      (await call('GET', apiPaths.companyReceivables(companyId), OWNER)).json(),
    );
    expect(detail.invoices.find((r) => r.purchase._id === invoice._id)).toMatchObject({
      status: 'overdue',
      days_overdue: 45,
    });
    expect(detail.totals.overdue.days_31_60).toBe(invoice.total);
    expect(detail.terms.overdue).toBe(invoice.total);
    const overdue = await call('GET', `${apiPaths.receivables}?status=overdue`, ADMIN);
    expect(overdue.json<{ purchase: { _id: string } }[]>().map((r) => r.purchase._id)).toEqual([invoice._id]);
  });

  it('record payments up to what is owed: partially paid, then paid; more is a 400 saying what is left', async () => {
    const pay = (amount: number, who = ADMIN, id = invoice._id) =>
      call('POST', apiPaths.purchaseInvoicePayments(id), who, { amount, paid_on: today(), reference: 'CHQ 0042' });
    expect((await pay(1, OWNER)).statusCode).toBe(403);
    const tomorrow = await call('POST', apiPaths.purchaseInvoicePayments(invoice._id), ADMIN, {
      amount: 1,
      paid_on: nextDay(today()),
      reference: 'CHQ 0041',
    });
    expect([tomorrow.statusCode, tomorrow.json().errors?.paid_on]).toEqual([400, messages.invoicePaymentFutureDay]);
    const tooMuch = await pay(invoice.total + 1);
    const left = messages.invoicePaymentTooMuch(formatBdt(invoice.total));
    expect([tooMuch.statusCode, tooMuch.json().errors?.amount]).toEqual([400, left]);
    const part = await pay(1_000);
    expect(part.statusCode, part.body).toBe(201);
    expect(receivableSchema.strict().parse(part.json())).toMatchObject({
      paid: 1_000,
      outstanding: invoice.total - 1_000,
      status: 'overdue',
    });
    const read = await call('GET', apiPaths.purchase(invoice._id), BUYER);
    expect(read.json<Purchase>().payment).toMatchObject({ status: 'partially_paid', paid: 1_000 });
    const rest = await pay(invoice.total - 1_000);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ outstanding: 0, status: 'paid', days_overdue: 0 });
    expect((await call('GET', apiPaths.purchase(invoice._id), BUYER)).json<Purchase>().payment.status).toBe('paid');
    const none = await pay(1);
    expect([none.statusCode, none.json().errors?.amount]).toEqual([400, messages.invoicePaymentTooMuch(formatBdt(0))]);
    // Each payment is a step of the payment's trail too, by whom, with its reference.
    const trail = (await call('GET', apiPaths.purchasePayment(invoice._id), ADMIN)).json<{
      events: { kind: string; request: { amount: number; reference: string }; response: { status: string } }[];
    }>().events;
    expect(
      trail
        .filter((e) => e.kind === 'invoice_payment')
        .map((e) => [e.request.amount, e.request.reference, e.response.status]),
    ).toEqual([
      [1_000, 'CHQ 0042', 'partially_paid'],
      [invoice.total - 1_000, 'CHQ 0042', 'paid'],
    ]);
    const rows = await h.db.selectFrom('invoice_payments').selectAll().where('purchase_id', '=', invoice._id).execute();
    expect(rows.map((r) => [Number(r.amount_minor), r.reference])).toEqual([
      [100_000, 'CHQ 0042'],
      [(invoice.total - 1_000) * 100, 'CHQ 0042'],
    ]);
  });

  it('refuse a purchase not on invoice (409) and an unknown one (404)', async () => {
    const cash = await placed(BUYER, item, 1, 'cod');
    const body = { amount: 1, paid_on: today(), reference: 'CHQ 1' };
    const answer = await call('POST', apiPaths.purchaseInvoicePayments(cash._id), ADMIN, body);
    expect([answer.statusCode, answer.json().message]).toEqual([409, messages.notOnInvoice]);
    expect((await call('POST', apiPaths.purchaseInvoicePayments('no-such-purchase'), ADMIN, body)).statusCode).toBe(
      404,
    );
  });

  it('two at once never overpay an invoice', async () => {
    const owed = await placed(BUYER, item, 1, 'invoice');
    const body = { amount: owed.total, paid_on: today(), reference: 'TRF 9' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', apiPaths.purchaseInvoicePayments(owed._id), ADMIN, body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    const paid = await h.db
      .selectFrom('invoice_payments')
      .select('amount_minor')
      .where('purchase_id', '=', owed._id)
      .execute();
    expect(paid.map((r) => Number(r.amount_minor))).toEqual([owed.total * 100]);
  });
});
