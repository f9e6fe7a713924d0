import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleQuote } from '../../../support/deliveryFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { DeliverySummary } from './DeliverySummary.tsx';

const meta = {
  title: 'Delivery/DeliverySummary',
  component: DeliverySummary,
  tags: ['autodocs'],
  args: { quote: sampleQuote('dhaka') },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "What the buyer will pay (requirements §17), as `POST /api/checkout/quote` answered: the goods' subtotal, the delivery charge for the zone and the parcel's weight (free past the store's threshold, which is told while it is not reached), the VAT the prices include, the total and the payment method (cash on delivery). While the next quote loads the last one stays, under a line saying it is being updated; a failure says so with Try again. Nothing is worked out on the screen.",
      },
    },
  },
} satisfies Meta<typeof DeliverySummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Delivery and total' });

export const InsideDhaka: Story = {
  play: async ({ canvasElement }) => {
    const region = summary(canvasElement);
    await expect(region).toHaveTextContent('SubtotalBDT 30,660');
    await expect(region).toHaveTextContent('DeliveryInside Dhaka, 2.35 kgBDT 110');
    await expect(region).toHaveTextContent('TotalBDT 30,770');
    await expect(region).toHaveTextContent('PaymentCash on delivery');
  },
};

/** A customer group member's checkout (requirements §20.5): the goods at their prices, the public subtotal struck beside it. */
export const MemberPrices: Story = {
  args: {
    quote: {
      ...sampleQuote('dhaka'),
      lines: [
        {
          item: 'item-gpu',
          quantity: 2,
          unit_price: 12_330,
          public_price: 13_500,
          line_total: 24_660,
          vat_rate: 15,
          vat: 3216.52,
        },
        { item: 'item-ram', quantity: 1, unit_price: 6000, line_total: 6000, vat_rate: 15, vat: 782.61 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const region = summary(canvasElement);
    await expect(region).toHaveTextContent('SubtotalBDT 30,660Your pricePublic price BDT 33,000');
    await expect(within(region).getByText('BDT 33,000').tagName).toBe('S');
  },
};

/** Its Bangla. */
export const MemberPricesBangla: Story = {
  ...MemberPrices,
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('আপনার দাম')).toBeVisible();
  },
};

export const OutsideDhaka: Story = { args: { quote: sampleQuote('outside', { weightG: 800 }) } };

/** A threshold not reached yet: the charge, and from what amount delivery is free. */
export const FreeAboveNotReached: Story = {
  args: { quote: sampleQuote('suburbs', { freeAbove: 50_000 }) },
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement)).toHaveTextContent('Free delivery above BDT 50,000');
  },
};

export const FreeDelivery: Story = {
  args: { quote: sampleQuote('outside', { freeAbove: 25_000 }) },
  play: async ({ canvasElement }) => {
    const region = summary(canvasElement);
    await expect(region).toHaveTextContent('Free delivery');
    await expect(region).not.toHaveTextContent('Free delivery above');
    await expect(region).toHaveTextContent('TotalBDT 30,660');
  },
};

export const NeedsDistrict: Story = {
  args: { quote: undefined, needsDistrict: true },
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement)).toHaveTextContent('Choose the district to see the delivery charge.');
  },
};

export const FirstLoad: Story = { args: { quote: undefined, isLoading: true } };

/** The district changed: the last quote stays, busy, until the next one comes. */
export const Requoting: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(summary(canvasElement)).toHaveTextContent('BDT 30,770');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Updating the delivery charge');
  },
};

export const Failed: Story = {
  args: { quote: undefined, error: 'Too many requests: wait a moment and try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A failed requote keeps the last figures and says what went wrong beneath them. */
export const FailedRequote: Story = { args: { error: 'The server could not be reached.', onRetry: fn() } };

export const InBangla: Story = {
  args: { quote: sampleQuote('suburbs', { subtotal: 1_23_456, freeAbove: 2_00_000 }) },
  globals: { locale: 'bn' },
};

export const PhoneInBangla: Story = {
  ...inPhoneWindow,
  tags: ['mobile'],
  args: { quote: sampleQuote('outside', { subtotal: 12_34_567.5, weightG: 12_500, freeAbove: 50_00_000 }) },
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
};

/** Paid online (requirements §18): the method chosen, and the whole total due now. */
export const PaidByBkash: Story = {
  args: { quote: { ...sampleQuote('dhaka'), due_now: 30_770 }, paymentMethod: 'bkash' },
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement)).toHaveTextContent('PaymentbKashDue nowBDT 30,770');
  },
};

/** Cash on delivery above the threshold: the advance (the delivery charge plus 10%) is due now. */
export const CashWithAdvance: Story = {
  args: { quote: { ...sampleQuote('dhaka'), due_now: 3_176 } },
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement)).toHaveTextContent('PaymentCash on deliveryDue nowBDT 3,176');
  },
};
