import { apiPaths, failures, formatBdt, messages, UNVERIFIED_ORDER_LIMIT_BDT } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness, unverifiedCustomer } from '../../support/PageHarness.tsx';
import { Component as Purchase } from './Purchase.tsx';
import {
  chooseDistrict,
  exhaustedTerms,
  healthyTerms,
  paymentQuoteFor,
  quoteFor,
  sampleAddresses,
  sampleCompany,
  sampleItem,
  samplePayment,
  samplePurchase,
} from '@storefront/ui/stories';
import { everyMethodConfig, watchPayments } from '../../support/payments.ts';
import { browser } from '../payments/payments.ts';

const meta = {
  title: 'Pages/Purchase',
  render: () => <PageHarness Page={Purchase} route="/purchase/:itemId" path={`/purchase/${sampleItem._id}`} />,
  parameters: { layout: 'fullscreen' },
  // An empty address book unless a story gives one (requirements §14.7).
  beforeEach({ msw }) {
    msw.use(http.get(`/api${apiPaths.addresses}`, () => HttpResponse.json([])));
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const itemHandler = http.get(`/api${apiPaths.itemList}/:id`, ({ params }) =>
  params.id === sampleItem._id
    ? HttpResponse.json(sampleItem)
    : HttpResponse.json({ message: 'Item not found' }, { status: 404 }),
);

async function fillOrder(canvas: ReturnType<typeof within>, quantity?: string) {
  await userEvent.type(canvas.getByLabelText(/Address/), 'House 12, Road 5, Dhanmondi, Dhaka');
  await userEvent.type(canvas.getByLabelText(/Phone/), '01700000000');
  if (quantity !== undefined) {
    await userEvent.clear(canvas.getByLabelText(/Quantity/));
    await userEvent.type(canvas.getByLabelText(/Quantity/), quantity);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
}

/** The item and the order form: account email and name disabled, quantity at the minimum, total in BDT. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(
      itemHandler,
      http.post(`/api${apiPaths.orderList}`, () =>
        HttpResponse.json({ acknowledged: true, insertedId: 'order-9' }, { status: 201 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleItem.name })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
    await expect(canvas.getByLabelText('Email')).toHaveValue('customer@computerclub.test');
    await expect(canvas.getByLabelText('Name')).toHaveValue('Customer One');
    await expect(canvas.getByLabelText(/Quantity/)).toHaveValue(String(sampleItem.min_order_quantity));
    await expect(
      canvas.getByText(formatBdt(sampleItem.price_per_unit * sampleItem.min_order_quantity)),
    ).toBeInTheDocument();
    await fillOrder(canvas);
    await expect(await screen.findByText('Your order is placed!')).toBeInTheDocument();
    // Then the confirmation (requirements §13.4).
    await expect(await canvas.findByText('Navigated to /dashboard/orders/order-9/placed')).toBeInTheDocument();
  },
};

export const RequiredFields: Story = {
  beforeEach({ msw }) {
    msw.use(itemHandler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText(/Quantity/));
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByText('Address is Required')).toBeInTheDocument();
    await expect(canvas.getByText('Phone is Required')).toBeInTheDocument();
    await expect(canvas.getByText('Quantity is Required')).toBeInTheDocument();
  },
};

/** The server refuses a quantity above the stock: the message shows at the quantity field. */
export const QuantityRefused: Story = {
  beforeEach({ msw }) {
    const message = `Only ${sampleItem.available_quantity} available: order ${sampleItem.available_quantity} or fewer`;
    msw.use(
      itemHandler,
      http.post(`/api${apiPaths.orderList}`, () =>
        HttpResponse.json({ message, errors: { quantity: message } }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/Quantity/);
    await fillOrder(canvas, String(sampleItem.available_quantity + 1));
    await expect(await canvas.findByText(/^Only \d+ available/)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Quantity/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * An account whose address is not verified, past its limit (docs/security.md, Abuse limits): the
 * reason at the quantity field, and under the form the notice to confirm the address, whose
 * "Resend the link" sends the link again.
 */
export const UnverifiedLimit: Story = {
  render: () => (
    <PageHarness
      Page={Purchase}
      route="/purchase/:itemId"
      path={`/purchase/${sampleItem._id}`}
      auth={unverifiedCustomer}
    />
  ),
  beforeEach({ msw }) {
    msw.use(
      itemHandler,
      http.post(`/api${apiPaths.orderList}`, () =>
        HttpResponse.json(
          {
            message: messages.unverifiedLimit(UNVERIFIED_ORDER_LIMIT_BDT),
            errors: { quantity: messages.unverifiedItemLimit(sampleItem.min_order_quantity) },
          },
          { status: 403 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/Quantity/);
    await expect(canvas.queryByText('Confirm your email address.')).toBeNull();
    await fillOrder(canvas, String(sampleItem.min_order_quantity * 2));
    await expect(
      await canvas.findByText(messages.unverifiedItemLimit(sampleItem.min_order_quantity)),
    ).toBeInTheDocument();
    const confirm = await canvas.findByText('Confirm your email address.');
    const box = confirm.closest('[role="status"]') as HTMLElement;
    await expect(box).toHaveTextContent(unverifiedCustomer.user!.email);
    await userEvent.click(within(box).getByRole('button', { name: 'Resend the link' }));
    await expect(unverifiedCustomer.resendVerification).toHaveBeenCalled();
    await expect(await within(box).findByText('A new link is on its way.')).toBeInTheDocument();
  },
};

export const ItemNotFound: Story = {
  render: () => <PageHarness Page={Purchase} route="/purchase/:itemId" path="/purchase/missing" />,
  beforeEach({ msw }) {
    msw.use(itemHandler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This item is no longer available')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.itemList}/:id`, () =>
        HttpResponse.json(
          { message: 'The database is unavailable' },
          { status: 500, headers: { 'x-request-id': 'req-42' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Plain words and the request's reference, never the server's own text.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(`${failures.server} ${failures.reference('req-42')}`);
    await expect(alert).not.toHaveTextContent('The database is unavailable');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/**
 * The district (requirements §17), an addition to the spec's form: chosen, the order's delivery is
 * quoted under its total (for the quantity typed), and the district goes with the order.
 */
export const WithDistrict: Story = {
  beforeEach({ msw }) {
    msw.use(
      itemHandler,
      http.post('/api/checkout/quote', async ({ request }) =>
        HttpResponse.json(
          quoteFor((await request.json()) as Parameters<typeof quoteFor>[0], { price: sampleItem.price_per_unit }),
        ),
      ),
      http.post(`/api${apiPaths.orderList}`, async ({ request }) => {
        const { district } = (await request.json()) as { district?: string };
        return district === 'gazipur'
          ? HttpResponse.json({ acknowledged: true, insertedId: 'order-9' }, { status: 201 })
          : HttpResponse.json({ message: 'unexpected body' }, { status: 400 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: sampleItem.name });
    await chooseDistrict(canvas, 'Gazipur');
    const totals = await canvas.findByRole('region', { name: 'Delivery and total' });
    // 10 units of 250 g: 2.5 kg in Dhaka's suburbs, 110 + 2 x 20.
    await waitFor(() => expect(totals).toHaveTextContent('Dhaka suburbs, 2.5 kgBDT 150'));
    await userEvent.clear(canvas.getByLabelText(/Quantity/));
    await userEvent.type(canvas.getByLabelText(/Quantity/), '20');
    // Quoted again for the new quantity (the summary waits while no whole quantity is typed).
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Delivery and total' })).toHaveTextContent(
        'Dhaka suburbs, 5 kgBDT 190',
      ),
    );
    await fillOrder(canvas);
    await expect(await canvas.findByText('Navigated to /dashboard/orders/order-9/placed')).toBeInTheDocument();
  },
};

/** With an address book (requirements §14.7): "Deliver to" offers it and the form starts from the default. */
export const SavedAddresses: Story = {
  beforeEach({ msw }) {
    msw.use(
      itemHandler,
      http.get(`/api${apiPaths.addresses}`, () => HttpResponse.json(sampleAddresses)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const office = sampleAddresses[0]!;
    await expect(await canvas.findByRole('radio', { name: /Office \(default\)/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue(office.address);
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue(office.phone);
  },
};

/** The purchase page in Bangla: the tab's name and the cart's offer beside the order form. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach: Default.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleItem.name })).toBeInTheDocument();
    await expect(document.title).toBe(`${sampleItem.name} কিনুন | Computer Club Manufacturers Ltd`);
    const offer = canvas.getByRole('region', { name: 'কার্টে যোগ করুন' });
    await expect(offer).toHaveTextContent('আরও পার্টস কিনছেন? এটি কার্টে রাখুন, সব একবারে চেকআউট করুন।');
  },
};

/** An item that is gone, in Bangla. */
export const BanglaOutOfStock: Story = {
  globals: { locale: 'bn' },
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.itemList}/:id`, () =>
        HttpResponse.json({ ...sampleItem, available_quantity: sampleItem.min_order_quantity - 1 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('স্টকে নেই'))[0]).toBeInTheDocument();
    await expect(
      canvas.getByText(`${sampleItem.name} স্টকে ১০ ইউনিটের কম আছে, তাই এখন অর্ডার করা যাবে না।`),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'অন্যান্য পণ্য দেখুন' })).toBeInTheDocument();
  },
};

const GATEWAY = 'https://sandbox.example/gwprocess/v4/pay/one-item';

/**
 * Paying online on the purchase page (requirements §18, an addition to the spec's form): the
 * order goes as a one-line checkout with the district, the quoted price and charge, and the
 * browser goes to the gateway's page. Cash on delivery stays the spec's order (Default, WithDistrict).
 */
export const PayByCard: Story = {
  beforeEach({ msw }) {
    msw.use(
      everyMethodConfig,
      itemHandler,
      http.post('/api/checkout/quote', async ({ request }) =>
        HttpResponse.json(
          paymentQuoteFor((await request.json()) as Parameters<typeof paymentQuoteFor>[0], {
            price: sampleItem.price_per_unit,
          }),
        ),
      ),
      http.post('/api/checkout', async ({ request }) => {
        const body = (await request.json()) as {
          lines: { item: string; quantity: number; unit_price: number }[];
          district: string;
          payment_method: string;
          delivery_charge: number;
        };
        const [line] = body.lines;
        if (
          body.payment_method !== 'sslcommerz' ||
          body.district !== 'gazipur' ||
          body.delivery_charge !== 150 ||
          line?.item !== sampleItem._id ||
          line.unit_price !== sampleItem.price_per_unit
        )
          return HttpResponse.json({ message: 'unexpected body' }, { status: 400 });
        return HttpResponse.json(
          { ...samplePurchase, payment: samplePayment({ redirect_url: GATEWAY }) },
          { status: 201 },
        );
      }),
      http.post(`/api${apiPaths.orderList}`, () =>
        HttpResponse.json({ message: 'not the spec order' }, { status: 400 }),
      ),
    );
    return watchPayments();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: sampleItem.name });
    await chooseDistrict(canvas, 'Gazipur');
    await userEvent.click(await canvas.findByRole('radio', { name: /Card \/ mobile banking/ }));
    const totals = await canvas.findByRole('region', { name: 'Delivery and total' });
    await waitFor(() => expect(totals).toHaveTextContent(/PaymentCard \/ mobile banking \(SSLCommerz\)Due now/));
    await fillOrder(canvas);
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith(GATEWAY));
  },
};

/** Paying online needs the district (the purchase is quoted and held for it): without one, the form says so. */
export const PayOnlineNeedsDistrict: Story = {
  beforeEach: PayByCard.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: sampleItem.name });
    await userEvent.click(await canvas.findByRole('radio', { name: /bKash/ }));
    await fillOrder(canvas);
    await expect(await canvas.findByText('Choose the district to pay online')).toBeInTheDocument();
    await expect(browser.assign).not.toHaveBeenCalled();
  },
};

/** The methods on the purchase page, in Bangla. */
export const PaymentBangla: Story = {
  globals: { locale: 'bn' },
  beforeEach: PayByCard.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('group', { name: 'পেমেন্ট পদ্ধতি' })).toBeInTheDocument();
  },
};

/**
 * A customer group member (requirements §20.5): the item's answer carries their price and tiers;
 * the form's total is at them, marked `Your price` beside the public total, and the spec's order
 * (no company, cash on delivery) goes as before: the server charges the member's price.
 */
export const MemberPrice: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.itemList}/:id`, () =>
        HttpResponse.json({
          ...sampleItem,
          your_price: 1350,
          your_price_tiers: [{ min_quantity: 20, price: 1300 }],
        }),
      ),
      http.post(`/api${apiPaths.orderList}`, () =>
        HttpResponse.json({ acknowledged: true, insertedId: 'order-9' }, { status: 201 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Place your order' });
    await expect(within(form).getByRole('status')).toHaveTextContent('BDT 13,500');
    await expect(within(form).getByText('BDT 1,350 each')).toBeVisible();
    await expect(within(form).getByText(/^Public price/)).toHaveTextContent('Public price BDT 15,000');
    await userEvent.clear(canvas.getByLabelText(/Quantity/));
    await userEvent.type(canvas.getByLabelText(/Quantity/), '20');
    await expect(within(form).getByRole('status')).toHaveTextContent('BDT 26,000');
    await expect(within(form).getByText(/^Public price/)).toHaveTextContent('Public price BDT 30,000');
    // No company: no PO number asked, and the spec's order.
    await expect(canvas.queryByLabelText(/Purchase order number/)).toBeNull();
    await fillOrder(canvas);
    await expect(await canvas.findByText('Navigated to /dashboard/orders/order-9/placed')).toBeInTheDocument();
  },
};

const DUE_ON = '2026-12-28';

/** A member of a company with net 30 and a credit limit, its PO number required (requirements §20.6, §20.8). */
function companyOnTerms(terms: typeof healthyTerms, checkout: Parameters<typeof http.post>[1]) {
  return [
    itemHandler,
    http.get(`/api${apiPaths.myCompany}`, () => HttpResponse.json(sampleCompany)),
    http.get(`/api${apiPaths.companyTerms.route}`, () => HttpResponse.json(terms)),
    http.post('/api/checkout/quote', async ({ request }) => {
      const body = (await request.json()) as Parameters<typeof paymentQuoteFor>[0];
      return HttpResponse.json({ ...paymentQuoteFor(body, { price: sampleItem.price_per_unit }), due_now: 0 });
    }),
    http.post('/api/checkout', checkout),
    http.post(`/api${apiPaths.orderList}`, () => HttpResponse.json({ message: 'not the spec order' }, { status: 400 })),
  ];
}

/**
 * Pay on invoice from the purchase page: the company's credit under the method, the PO number its
 * company requires (said before anything is sent), and a one-line checkout on invoice with it; the
 * purchase's page is next, where its due day shows.
 */
export const PayOnInvoice: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...companyOnTerms({ ...healthyTerms, require_po_number: true }, async ({ request }) => {
        const body = (await request.json()) as { payment_method: string; po_number?: string; district: string };
        if (body.payment_method !== 'invoice' || body.po_number !== 'MT/PO/441' || body.district !== 'dhaka')
          return HttpResponse.json({ message: 'unexpected body' }, { status: 400 });
        return HttpResponse.json(
          {
            ...samplePurchase,
            payment: samplePayment({
              method: 'invoice',
              status: 'unpaid',
              due_now: 0,
              redirect_url: null,
              expires_at: null,
              due_on: DUE_ON,
            }),
          },
          { status: 201 },
        );
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const methods = await canvas.findByRole('group', { name: 'Payment method' });
    await userEvent.click(await within(methods).findByRole('radio', { name: /^Pay on invoice/ }));
    await expect(within(methods).getByRole('region', { name: 'Credit' })).toHaveTextContent('Net 30');
    await chooseDistrict(canvas, 'Dhaka');
    await fillOrder(canvas);
    const po = canvas.getByRole('textbox', { name: /^Purchase order number/ });
    await waitFor(() => expect(po).toHaveAccessibleDescription(expect.stringContaining(messages.poNumberRequired)));
    await userEvent.type(po, 'MT/PO/441');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await screen.findByText(`Your purchase ${samplePurchase.number} is placed!`)).toBeInTheDocument();
    await expect(
      await canvas.findByText(`Navigated to /dashboard/purchases/${samplePurchase._id}`),
    ).toBeInTheDocument();
  },
};

const creditRefusal = messages.creditLimitExceeded({
  total: 'BDT 15,150',
  limit: 'BDT 5,00,000',
  outstanding: 'BDT 5,12,300',
  available: 'BDT 0',
});

/** Past the company's credit limit (409): the figures at the payment method, nothing ordered. */
export const CreditLimitRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...companyOnTerms(exhaustedTerms, () =>
        HttpResponse.json({ message: creditRefusal, errors: { payment_method: creditRefusal } }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const methods = await canvas.findByRole('group', { name: 'Payment method' });
    await userEvent.click(await within(methods).findByRole('radio', { name: /^Pay on invoice/ }));
    await expect(within(methods).getByRole('region', { name: 'Credit' })).toHaveTextContent('No credit left');
    await chooseDistrict(canvas, 'Dhaka');
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Delivery and total' })).toHaveTextContent('Pay on invoice'),
    );
    await fillOrder(canvas);
    await waitFor(() => expect(methods).toHaveAccessibleDescription(creditRefusal));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
