import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { exhaustedTerms, healthyTerms } from '../../../support/termsFixtures.ts';
import { CreditStatus } from '../terms/CreditStatus.tsx';
import type { PaymentMethod } from './contract.ts';
import { PaymentMethodPicker, type PaymentMethodPickerProps } from './PaymentMethodPicker.tsx';

/** The picker as a page holds it: the choice is the page's, told back through onChange. */
function Held(props: PaymentMethodPickerProps) {
  const [value, setValue] = useState<PaymentMethod>(props.value);
  return (
    <PaymentMethodPicker
      {...props}
      value={value}
      onChange={(method) => {
        setValue(method);
        props.onChange(method);
      }}
    />
  );
}

const meta = {
  title: 'Payments/PaymentMethodPicker',
  component: PaymentMethodPicker,
  tags: ['autodocs'],
  args: { methods: ['cod', 'bkash', 'sslcommerz'], value: 'cod', onChange: fn(), codAdvanceAbove: 20_000 },
  render: (args) => <Held {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "How the buyer pays (requirements §18), at checkout and on the purchase page: cash on delivery, bKash, or a card or mobile banking through SSLCommerz, only the methods GET /api/config offers. Cash on delivery above the store's threshold (`COD_ADVANCE_ABOVE`) says what is due online now, from the quote's `due_now`, and what is left for the door.",
      },
    },
  },
} satisfies Meta<typeof PaymentMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Payment method' });

/** Before a quote: cash on delivery chosen, and the threshold above which an advance is paid. */
export const CashOnDelivery: Story = {
  play: async ({ canvasElement }) => {
    const radios = within(group(canvasElement)).getAllByRole('radio');
    await expect(radios.map((r) => r.getAttribute('value'))).toEqual(['cod', 'bkash', 'sslcommerz']);
    await expect(within(canvasElement).getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await expect(group(canvasElement)).toHaveTextContent(
      'Cash orders above BDT 20,000 pay the delivery charge plus 10% online first.',
    );
  },
};

/** A cash order under the threshold: nothing is due now, and nothing is said of an advance. */
export const CashUnderThreshold: Story = {
  args: { quote: { total: 12_180, due_now: 0 } },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement)).not.toHaveTextContent('advance');
  },
};

/** A cash order above the threshold: the advance now (delivery plus 10%), the rest at the door. */
export const CashWithAdvance: Story = {
  args: { quote: { total: 30_770, due_now: 3_176 } },
  play: async ({ canvasElement }) => {
    const cod = within(canvasElement).getByRole('radio', { name: /Cash on delivery/ });
    await expect(cod).toHaveAccessibleDescription(
      'Orders of this size need an advance: pay BDT 3,176 (the delivery charge plus 10%) online now, and the rest, BDT 27,594, in cash at the door.',
    );
  },
};

/** Choosing bKash tells the page; the advance note belongs to cash on delivery and goes. */
export const ChoosingBkash: Story = {
  args: { quote: { total: 30_770, due_now: 3_176 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /bKash/ }));
    await expect(args.onChange).toHaveBeenCalledWith('bkash');
    await expect(canvas.getByRole('radio', { name: /bKash/ })).toBeChecked();
    await expect(group(canvasElement)).not.toHaveTextContent('advance');
    // Arrow keys move through the group, as in any radio group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('sslcommerz');
  },
};

/** Only what the store offers: a gateway not configured is not listed. */
export const OnlyCashAndCard: Story = {
  args: { methods: ['cod', 'sslcommerz'] },
  play: async ({ canvasElement }) => {
    await expect(within(group(canvasElement)).getAllByRole('radio')).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('radio', { name: /bKash/ })).toBeNull();
  },
};

/**
 * A member of a company with terms (requirements §20.8) may also pay on invoice: nothing now, the
 * company's credit beside it.
 */
export const PayOnInvoice: Story = {
  args: {
    methods: ['cod', 'bkash', 'sslcommerz', 'invoice'],
    value: 'invoice',
    details: { invoice: <CreditStatus terms={healthyTerms} /> },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Pay on invoice/ })).toBeChecked();
    await expect(canvas.getByText('Nothing is paid now: your company pays the invoice by its due day.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Credit' })).toHaveTextContent('Net 30');
  },
};

/** The checkout refused past the credit limit (409): the figures at the payment method. */
export const CreditLimitExceeded: Story = {
  args: {
    methods: ['cod', 'sslcommerz', 'invoice'],
    value: 'invoice',
    details: { invoice: <CreditStatus terms={exhaustedTerms} /> },
    error:
      'This order of BDT 32,300 would take your company past its credit limit of BDT 5,00,000: BDT 5,12,300 is unpaid, so at most BDT 0 can be ordered on invoice',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('past its credit limit of BDT 5,00,000');
    await expect(canvas.getByRole('group', { name: 'Payment method' })).toHaveAccessibleDescription(
      /past its credit limit/,
    );
  },
};

export const Disabled: Story = { args: { disabled: true, value: 'sslcommerz' } };

export const InBangla: Story = {
  args: { quote: { total: 1_23_456, due_now: 12_476 } },
  globals: { locale: 'bn' },
};

export const PhoneInBangla: Story = {
  ...inPhoneWindow,
  tags: ['mobile'],
  args: { quote: { total: 12_34_567.5, due_now: 1_23_587 } },
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
};
