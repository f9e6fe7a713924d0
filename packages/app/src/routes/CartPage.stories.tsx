import { messages, UNVERIFIED_ORDER_LIMIT_BDT } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeAuth } from '../../support/fakeAuth.ts';
import { PageHarness, unverifiedCustomer } from '../../support/PageHarness.tsx';
import { Component as CartPage } from './CartPage.tsx';
import { sampleAddresses, sampleCart, samplePurchase } from '@storefront/ui/stories';

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
      http.post('/api/checkout', async ({ request }) => {
        const body = (await request.json()) as { key: string; address: string; lines: unknown[] };
        if (body.key.length < 8 || body.address !== sampleAddresses[0]!.address || body.lines.length !== 2)
          return HttpResponse.json({ message: 'unexpected body' }, { status: 400 });
        return HttpResponse.json(samplePurchase, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Checkout' });
    await expect(within(form).getByRole('radio', { name: /Office \(default\)/ })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(canvas.getByLabelText('Address')).toHaveTextContent('/dashboard/purchases/purchase-1'));
  },
};

/** A refused checkout: nothing ordered, the failing lines marked where they are. */
export const CheckoutRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/cart', () => HttpResponse.json(readyCart)),
      http.get('/api/addresses', () => HttpResponse.json(sampleAddresses)),
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
