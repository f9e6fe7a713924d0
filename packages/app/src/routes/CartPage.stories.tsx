import { apiPaths, messages, UNVERIFIED_ORDER_LIMIT_BDT } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeAuth } from '../../support/fakeAuth.ts';
import { PageHarness, unverifiedCustomer } from '../../support/PageHarness.tsx';
import { everyMethodConfig, watchPayments } from '../../support/payments.ts';
import { browser } from '../payments/payments.ts';
import { Component as CartPage } from './CartPage.tsx';
import {
  chooseDistrict,
  inPhoneWindow,
  nearLimitTerms,
  paymentQuoteFor,
  quoteFor,
  requestedQuote,
  sampleCart,
  sampleDeliveryAddresses as sampleAddresses,
  sampleCompany,
  samplePayment,
  samplePurchase,
} from '@storefront/ui/stories';

/** The stand-in quote: the seeded rates for the district's zone (requirements §17). */
const quoted = http.post('/api/checkout/quote', async ({ request }) =>
  HttpResponse.json(quoteFor((await request.json()) as Parameters<typeof quoteFor>[0])),
);
const summary = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Delivery and total' });

const signedOut = fakeAuth({ status: 'signed-out', user: null });
/** The sample cart without its line below the minimum: ready to check out. */
const readyCart = { lines: sampleCart.lines.slice(0, 2), count: 25, total: 71000 + 33750 };

const meta = {
  title: 'Pages/Cart',
  render: () => <PageHarness Page={CartPage} route="/cart" path="/cart" showAddress />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the account's cart from the server, the default address picked, Place order. */
export const SignedIn: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/cart', () => HttpResponse.json(readyCart)),
      http.get('/api/addresses', () => HttpResponse.json(sampleAddresses)),
      quoted,
      http.post('/api/checkout', async ({ request }) => {
        const body = (await request.json()) as {
          key: string;
          address: string;
          lines: unknown[];
          district: string;
          payment_method: string;
          delivery_charge: number;
        };
        // The default address's district, and the charge the summary showed (25 units, 6.25 kg inside Dhaka: 70 + 6 x 20).
        if (
          body.key.length < 8 ||
          body.address !== sampleAddresses[0]!.address ||
          body.lines.length !== 2 ||
          body.district !== 'dhaka' ||
          body.payment_method !== 'cod' ||
          body.delivery_charge !== 190
        )
          return HttpResponse.json({ message: 'unexpected body' }, { status: 400 });
        return HttpResponse.json(samplePurchase, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Checkout' });
    await expect(within(form).getByRole('radio', { name: /Office \(default\)/ })).toBeChecked();
    const totals = await summary(canvasElement);
    await waitFor(() => expect(totals).toHaveTextContent('DeliveryInside Dhaka, 6.25 kgBDT 190'));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(canvas.getByLabelText('Address')).toHaveTextContent('/dashboard/purchases/purchase-1'));
  },
};

/** requirements §20.7: the cart's lines sent for a quote with a note; the quote's page is next. */
export const RequestAQuote: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/cart', () => HttpResponse.json(readyCart)),
      http.get('/api/addresses', () => HttpResponse.json(sampleAddresses)),
      quoted,
      http.post('/api/quotes', async ({ request }) => {
        const body = (await request.json()) as { lines: { item: string; quantity: number }[]; note?: string };
        if (body.lines.length !== 2 || body.note !== 'Ten office PCs' || 'unit_price' in body.lines[0]!)
          return HttpResponse.json({ message: 'unexpected body' }, { status: 400 });
        return HttpResponse.json(requestedQuote, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request a quote' }));
    const form = canvas.getByRole('region', { name: 'Request a quote' });
    await userEvent.type(within(form).getByLabelText('Note to the store (optional)'), 'Ten office PCs');
    await userEvent.click(within(form).getByRole('button', { name: 'Request a quote' }));
    await waitFor(() => expect(canvas.getByLabelText('Address')).toHaveTextContent('/dashboard/quotes/quote-1'));
  },
};

/** A refused checkout: nothing ordered, the failing lines marked where they are. */
export const CheckoutRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/cart', () => HttpResponse.json(readyCart)),
      http.get('/api/addresses', () => HttpResponse.json(sampleAddresses)),
      quoted,
      http.post('/api/checkout', () =>
        HttpResponse.json(
          {
            message: 'Nothing was ordered: fix the lines marked below and try again',
            errors: { 'lines.1': 'Only 3 available: order 3 or fewer' },
          },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Checkout' });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await expect(
      await canvas.findByText('Nothing was ordered: fix the lines marked below and try again'),
    ).toBeVisible();
    const lines = within(canvas.getByRole('list', { name: 'Cart lines' })).getAllByRole('listitem');
    await expect(lines[1]).toHaveTextContent('Only 3 available: order 3 or fewer');
  },
};

/**
 * An account whose address is not verified, past its limit (docs/security.md, Abuse limits):
 * nothing ordered, the line over its item's limit marked, and under the form the notice to confirm
 * the address, whose "Resend the link" sends the link again.
 */
export const UnverifiedLimit: Story = {
  render: () => <PageHarness Page={CartPage} route="/cart" path="/cart" auth={unverifiedCustomer} />,
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/cart', () => HttpResponse.json(readyCart)),
      http.get('/api/addresses', () => HttpResponse.json(sampleAddresses)),
      quoted,
      http.post('/api/checkout', () =>
        HttpResponse.json(
          {
            message: messages.unverifiedLimit(UNVERIFIED_ORDER_LIMIT_BDT),
            errors: {
              'lines.0': messages.unverifiedItemLimit(readyCart.lines[0]!.min_order_quantity),
              lines: messages.unverifiedTotalLimit(UNVERIFIED_ORDER_LIMIT_BDT, UNVERIFIED_ORDER_LIMIT_BDT),
            },
          },
          { status: 403 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Checkout' });
    await expect(canvas.queryByText('Confirm your email address.')).toBeNull();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText(messages.unverifiedLimit(UNVERIFIED_ORDER_LIMIT_BDT))).toBeVisible();
    const lines = within(canvas.getByRole('list', { name: 'Cart lines' })).getAllByRole('listitem');
    await expect(lines[0]).toHaveTextContent(messages.unverifiedItemLimit(readyCart.lines[0]!.min_order_quantity));
    const box = (await canvas.findByText('Confirm your email address.')).closest('[role="status"]') as HTMLElement;
    await expect(box).toHaveTextContent(unverifiedCustomer.user!.email);
    await userEvent.click(within(box).getByRole('button', { name: 'Resend the link' }));
    await expect(unverifiedCustomer.resendVerification).toHaveBeenCalled();
    await expect(await within(box).findByText('A new link is on its way.')).toBeVisible();
  },
};

/**
 * Another district (requirements §17): the summary asks the server again, keeps the last charge
 * while it does, then shows the new zone's; Place order waits for the new one.
 */
export const ChangeDistrict: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/cart', () => HttpResponse.json(readyCart)),
      http.get('/api/addresses', () => HttpResponse.json(sampleAddresses)),
      quoted,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = await summary(canvasElement);
    await waitFor(() => expect(totals).toHaveTextContent('Inside Dhaka, 6.25 kgBDT 190'));
    await chooseDistrict(canvas, 'Sylhet');
    await waitFor(() => expect(totals).toHaveTextContent('Outside Dhaka, 6.25 kgBDT 250'));
    await expect(totals).toHaveTextContent('PaymentCash on delivery');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled());
  },
};

/**
 * The rate card changed since the summary was shown: checkout refuses the old charge (409), the
 * summary asks again and shows the new one, and Place order takes it the next time.
 */
export const ChargeChanged: Story = {
  beforeEach({ msw }) {
    let rates = 0;
    msw.use(
      http.get('/api/cart', () => HttpResponse.json(readyCart)),
      http.get('/api/addresses', () => HttpResponse.json(sampleAddresses)),
      http.post('/api/checkout/quote', async ({ request }) => {
        const quote = quoteFor((await request.json()) as Parameters<typeof quoteFor>[0]);
        rates += 1;
        return HttpResponse.json(rates === 1 ? quote : { ...quote, delivery_charge: 210, total: quote.total + 20 });
      }),
      http.post('/api/checkout', async ({ request }) => {
        const { delivery_charge } = (await request.json()) as { delivery_charge: number };
        return delivery_charge === 210
          ? HttpResponse.json(samplePurchase, { status: 201 })
          : HttpResponse.json({ message: 'The delivery charge changed: it is now BDT 210' }, { status: 409 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = await summary(canvasElement);
    await waitFor(() => expect(totals).toHaveTextContent('BDT 190'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('The delivery charge changed: it is now BDT 210')).toBeVisible();
    await waitFor(() => expect(totals).toHaveTextContent('Inside Dhaka, 6.25 kgBDT 210'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(canvas.getByLabelText('Address')).toHaveTextContent('/dashboard/purchases/purchase-1'));
  },
};

/** The quote cannot be had: the summary says so with Try again, and Place order waits. */
export const QuoteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/cart', () => HttpResponse.json(readyCart)),
      http.get('/api/addresses', () => HttpResponse.json(sampleAddresses)),
      http.post('/api/checkout/quote', () =>
        HttpResponse.json({ message: 'Too many requests: wait a moment and try again.' }, { status: 429 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = await summary(canvasElement);
    await expect(await within(totals).findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeDisabled();
  },
};

/** Checking out in Bangla on a phone: the district, the BIN and the summary in Bangla. */
export const BanglaCheckoutPhone: Story = {
  ...ChangeDistrict,
  ...inPhoneWindow,
  tags: ['mobile'],
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  play: async ({ canvasElement }) => {
    const totals = await within(canvasElement).findByRole('region', { name: 'ডেলিভারি ও মোট' });
    await waitFor(() => expect(totals).toHaveTextContent('ঢাকার ভেতরে'));
  },
};

/** A line below its minimum: Place order waits for it. */
export const LineNeedsAChange: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/cart', () => HttpResponse.json(sampleCart)),
      http.get('/api/addresses', () => HttpResponse.json([])),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Place order' })).toBeDisabled();
    await expect(canvas.getByText('One line needs a change before you can place the order.')).toBeVisible();
  },
};

/** Signed out: the browser's cart, priced by the server, and Sign in to check out. */
export const SignedOut: Story = {
  render: () => <PageHarness Page={CartPage} route="/cart" path="/cart" auth={signedOut} />,
  beforeEach({ msw }) {
    localStorage.setItem('storefront.cart', JSON.stringify([{ item: 'item-tiered', quantity: 10 }]));
    msw.use(
      http.post('/api/cart/preview', () =>
        HttpResponse.json({ lines: [sampleCart.lines[0]], count: 10, total: 71000 }),
      ),
    );
    return () => localStorage.removeItem('storefront.cart');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign in to check out' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('region', { name: 'Summary' })).toHaveTextContent('BDT 71,000');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/cart', () => HttpResponse.json({ lines: [], count: 0, total: 0 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your cart is empty')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/cart', () => HttpResponse.json({ message: 'Sign in to continue' }, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your cart could not be loaded')).toBeVisible();
  },
};

/** Signed out, in Bangla: the way to sign in and check out. */
export const BanglaSignedOut: Story = {
  ...SignedOut,
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'চেকআউট করতে লগইন করুন' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe('আপনার কার্ট | Computer Club Manufacturers Ltd'));
  },
};

/** The quote as the server works it out, `due_now` by the payment method and the advance rule (requirements §18). */
const paymentQuoted = http.post('/api/checkout/quote', async ({ request }) =>
  HttpResponse.json(paymentQuoteFor((await request.json()) as Parameters<typeof paymentQuoteFor>[0])),
);
const GATEWAY = 'https://sandbox.example/bkash/pay/TR0011';

/**
 * Paying by bKash (requirements §18): the methods GET /api/config offers, the summary saying bKash
 * and the whole total due now, and after Place order the browser goes to the gateway's page.
 */
export const PayByBkash: Story = {
  beforeEach({ msw }) {
    msw.use(
      everyMethodConfig,
      http.get('/api/cart', () => HttpResponse.json(readyCart)),
      http.get('/api/addresses', () => HttpResponse.json(sampleAddresses)),
      paymentQuoted,
      http.post('/api/checkout', async ({ request }) => {
        const body = (await request.json()) as { payment_method: string };
        if (body.payment_method !== 'bkash') return HttpResponse.json({ message: 'unexpected body' }, { status: 400 });
        return HttpResponse.json(
          { ...samplePurchase, payment: samplePayment({ method: 'bkash', redirect_url: GATEWAY }) },
          { status: 201 },
        );
      }),
    );
    return watchPayments();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const methods = await canvas.findByRole('group', { name: 'Payment method' });
    await expect(within(methods).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(within(methods).getByRole('radio', { name: /bKash/ }));
    const totals = await summary(canvasElement);
    // 25 units at BDT 1,500 and 6.25 kg inside Dhaka (190): all of it online.
    await waitFor(() => expect(totals).toHaveTextContent('PaymentbKashDue nowBDT 37,690'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith(GATEWAY));
  },
};

/** Cash on delivery above the threshold: the advance due now (delivery plus 10%), the rest at the door. */
export const CashWithAdvance: Story = {
  beforeEach: PayByBkash.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cod = await canvas.findByRole('radio', { name: /Cash on delivery/ });
    await expect(cod).toBeChecked();
    // 190 + 10% of 37,500.
    await waitFor(() =>
      expect(cod).toHaveAccessibleDescription(
        'Orders of this size need an advance: pay BDT 3,940 (the delivery charge plus 10%) online now, and the rest, BDT 33,750, in cash at the door.',
      ),
    );
    await expect(await summary(canvasElement)).toHaveTextContent('Due nowBDT 3,940');
  },
};

/** The methods and the advance in Bangla, on a phone. */
export const PaymentBanglaPhone: Story = {
  ...inPhoneWindow,
  tags: ['mobile'],
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  beforeEach: PayByBkash.beforeEach,
  play: async ({ canvasElement }) => {
    const methods = await within(canvasElement).findByRole('group', { name: 'পেমেন্ট পদ্ধতি' });
    await waitFor(() => expect(methods).toHaveTextContent('অগ্রিম'));
  },
};

const creditRefusal = messages.creditLimitExceeded({
  total: 'BDT 37,690',
  limit: 'BDT 5,00,000',
  outstanding: 'BDT 4,62,000',
  available: 'BDT 38,000',
});

/**
 * A member of a company with terms (requirements §20.8) may pay on invoice, the company's credit
 * beside it; a checkout past the limit is refused (409) with the figures at the payment method.
 */
export const PayOnInvoiceRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      everyMethodConfig,
      http.get('/api/cart', () => HttpResponse.json(readyCart)),
      http.get('/api/addresses', () => HttpResponse.json(sampleAddresses)),
      http.get(`/api${apiPaths.myCompany}`, () => HttpResponse.json(sampleCompany)),
      http.get(`/api${apiPaths.companyTerms.route}`, () => HttpResponse.json(nearLimitTerms)),
      http.post('/api/checkout/quote', async ({ request }) => {
        const body = (await request.json()) as Parameters<typeof paymentQuoteFor>[0];
        const quote = paymentQuoteFor(body);
        return HttpResponse.json(body.payment_method === 'invoice' ? { ...quote, due_now: 0 } : quote);
      }),
      http.post('/api/checkout', () =>
        HttpResponse.json({ message: creditRefusal, errors: { payment_method: creditRefusal } }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const methods = await canvas.findByRole('group', { name: 'Payment method' });
    await userEvent.click(await within(methods).findByRole('radio', { name: /^Pay on invoice/ }));
    await expect(within(methods).getByRole('region', { name: 'Credit' })).toHaveTextContent('Near the limit');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(methods).toHaveAccessibleDescription(creditRefusal));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
