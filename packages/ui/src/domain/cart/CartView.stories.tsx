import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  sampleDeliveryAddresses,
  sampleDistricts,
  sampleDistrictsBn,
  sampleQuote,
} from '../../../support/deliveryFixtures.ts';
import { sampleCart, unbroken } from '../../../support/fixtures.ts';
import { chooseDistrict, expectFieldError, fill } from '../../../support/formStoryHelpers.ts';
import { DeliverySummary } from '../delivery/DeliverySummary.tsx';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { SubmitError } from '../forms/formSubmit.ts';
import { loadFailure, phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { CartView } from './CartView.tsx';
import { CheckoutForm } from './CheckoutForm.tsx';

const meta = {
  title: 'Cart/CartView',
  component: CartView,
  tags: ['autodocs'],
  args: {
    cart: sampleCart,
    onQuantity: fn(),
    onRemove: fn(),
    onRetry: fn(),
    checkout: (
      <CheckoutForm
        addresses={sampleDeliveryAddresses}
        districts={sampleDistricts}
        onSubmit={fn(async () => undefined)}
      />
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The cart page's body (requirements §14.1, §14.2): each line with its stepper, price per unit (the tier its quantity reaches), line total, Remove and what stops it being ordered; the totals; then checkout (a saved or new address, Place order) or a way to sign in. Loading, failed and empty states.",
      },
    },
  },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkoutSent = fn(async () => undefined);

const lines = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Cart lines' })).getAllByRole('listitem');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = lines(canvasElement);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('BDT 7,100 each');
    await expect(rows[0]).toHaveTextContent('BDT 71,000');
    // The line below its minimum says so, and its field is described by it.
    await expect(rows[2]).toHaveTextContent('The minimum order quantity is 20');
    await expect(within(rows[2]!).getByRole('textbox')).toHaveAccessibleDescription('The minimum order quantity is 20');
    const summary = canvas.getByRole('region', { name: 'Summary' });
    await expect(summary).toHaveTextContent('3 lines, 40 units');
    await expect(summary).toHaveTextContent('BDT 1,49,750');
    await expect(summary).toHaveTextContent('One line needs a change before you can place the order.');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Remove/ }));
    await expect(args.onRemove).toHaveBeenCalledWith('item-2');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'One more' }));
    await expect(args.onQuantity).toHaveBeenCalledWith('item-tiered', 11);
  },
};

export const Empty: Story = {
  args: { cart: { lines: [], count: 0, total: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/items');
  },
};

export const Loading: Story = {
  args: { cart: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your cart' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { cart: undefined, error: loadFailure },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your cart could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A refused checkout: nothing was ordered, and each failing line says why. */
export const CheckoutRefused: Story = {
  args: {
    messages: {
      'item-tiered': 'The price changed: it is now BDT 7,250 per unit',
      'item-2': 'Only 3 available: order 3 or fewer',
    },
    checkout: (
      <CheckoutForm
        addresses={sampleDeliveryAddresses}
        districts={sampleDistricts}
        onSubmit={fn(async () => {
          throw new SubmitError('Nothing was ordered: fix the lines marked below and try again');
        })}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = lines(canvasElement);
    await expect(rows[0]).toHaveTextContent('The price changed: it is now BDT 7,250 per unit');
    await expect(rows[1]).toHaveTextContent('Only 3 available: order 3 or fewer');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(
      await canvas.findByText('Nothing was ordered: fix the lines marked below and try again'),
    ).toBeVisible();
  },
};

/** Checkout typed by hand: the fields are required. */
export const CheckoutNewAddress: Story = {
  args: { checkout: <CheckoutForm districts={sampleDistricts} onSubmit={fn(async () => undefined)} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Deliver to' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('Address is Required')).toBeVisible();
    await expect(canvas.getByText('Phone is Required')).toBeVisible();
    await expect(canvas.getByText('Choose a district')).toBeVisible();
  },
};

const placeOrder = fn(async () => undefined);
const districtChanged = fn();

/**
 * Checkout with delivery (requirements §17): the district picked (the default address's at first)
 * is reported for the quote, the summary above Place order shows what it all comes to, the cart's
 * own figure is the subtotal, and an optional BIN must be 13 digits (dashes and spaces allowed).
 */
export const CheckoutWithDelivery: Story = {
  args: {
    checkoutHasTotal: true,
    checkout: (
      <CheckoutForm
        addresses={sampleDeliveryAddresses}
        districts={sampleDistricts}
        onDistrictChange={districtChanged}
        summary={<DeliverySummary quote={sampleQuote('dhaka', { subtotal: 1_49_750 })} />}
        onSubmit={placeOrder}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Summary' })).toHaveTextContent('SubtotalBDT 1,49,750');
    await expect(canvas.getByRole('combobox', { name: /^District/ })).toHaveValue('Dhaka');
    await expect(districtChanged).toHaveBeenLastCalledWith('dhaka');
    await chooseDistrict(canvas, 'Gazipur');
    await expect(districtChanged).toHaveBeenLastCalledWith('gazipur');
    const bin = "BIN (for a VAT invoice in your company's name)";
    await fill(canvas, bin, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expectFieldError(canvas, bin, 'Enter the 13-digit BIN');
    await expect(placeOrder).not.toHaveBeenCalled();
    await fill(canvas, bin, '000123456-0101');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({ district: 'gazipur', buyer_bin: '0001234560101', phone: '01711000111' }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const placeWithPo = fn(async () => undefined);

/**
 * A business buyer's purchase-order number (requirements §20.6), under the BIN: optional, checked
 * by the shared rule (letters, digits, spaces and -/._#, at most 35), sent trimmed.
 */
export const CheckoutWithPoNumber: Story = {
  args: {
    checkout: <CheckoutForm addresses={sampleDeliveryAddresses} districts={sampleDistricts} onSubmit={placeWithPo} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const po = 'Purchase order number (optional)';
    await fill(canvas, po, 'PO;17');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expectFieldError(canvas, po, messages.poNumberInvalid);
    await expect(placeWithPo).not.toHaveBeenCalled();
    await fill(canvas, po, '  PO-2026/0417-IT ');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(placeWithPo).toHaveBeenCalledWith(expect.objectContaining({ po_number: 'PO-2026/0417-IT' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The default address was saved before districts: checkout asks for one before anything is sent. */
export const CheckoutSavedAddressWithoutDistrict: Story = {
  args: {
    checkout: (
      <CheckoutForm
        addresses={sampleDeliveryAddresses.map((a) => ({ ...a, district: null }))}
        districts={sampleDistricts}
        summary={<DeliverySummary quote={undefined} needsDistrict />}
        onSubmit={checkoutSent}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFieldError(canvas, 'District', 'Choose the district to deliver here');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(checkoutSent).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A phone in Bangla, checking out with delivery: the picker, the BIN's long label and the summary fit. */
export const CheckoutWithDeliveryPhoneBangla: Story = {
  args: {
    checkoutHasTotal: true,
    checkout: (
      <CheckoutForm
        addresses={sampleDeliveryAddresses}
        districts={sampleDistrictsBn}
        summary={<DeliverySummary quote={sampleQuote('dhaka', { subtotal: 1_49_750, freeAbove: 2_00_000 })} />}
        onSubmit={fn(async () => undefined)}
      />
    ),
  },
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

/**
 * The default address was saved before a courier's rules (requirements §10 D21): checkout says
 * what to fix at once, and orders nothing until it is fixed.
 */
export const CheckoutSavedAddressNeedsFixing: Story = {
  args: {
    checkout: (
      <CheckoutForm
        addresses={[
          { _id: 'addr-old', label: 'Old shop', address: 'Test', phone: '017', is_default: true, district: 'dhaka' },
        ]}
        districts={sampleDistricts}
        onSubmit={checkoutSent}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.savedAddressNeedsFixing('Old shop'))).toBeVisible();
    await expect(await canvas.findByText(messages.addressIncomplete)).toBeVisible();
    await expect(canvas.getByText(messages.phoneInvalid)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(checkoutSent).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongNames: Story = {
  args: {
    cart: {
      ...sampleCart,
      lines: sampleCart.lines.map((line, i) =>
        i === 1
          ? {
              ...line,
              name: 'Liquid-cooled workstation motherboard with dual 10-gigabit Ethernet and eight memory slots',
              quantity: 125_000,
              line_total: 281_250_000,
            }
          : line,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)[1]).toHaveTextContent('BDT 28,12,50,000');
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toHaveLength(3);
  },
};

/** An item name and a saved address's label and address without spaces wrap anywhere on a phone. */
export const UnbrokenValuesPhone: Story = {
  args: {
    cart: {
      ...sampleCart,
      lines: sampleCart.lines.map((line, i) => (i === 0 ? { ...line, name: unbroken.item } : line)),
    },
    checkout: (
      <CheckoutForm
        addresses={[
          { ...sampleDeliveryAddresses[0]!, label: unbroken.label, address: unbroken.address },
          ...sampleDeliveryAddresses.slice(1),
        ]}
        districts={sampleDistricts}
        onSubmit={fn(async () => undefined)}
      />
    ),
  },
  tags: ['mobile'],
  ...inPhoneWindow,
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: new RegExp(unbroken.label) })).toBeChecked();
    await expectFits(storyFrame(canvasElement));
  },
};

/** The cart in Bangla (the toolbar's Language, or `globals.locale`): its lines, totals and checkout. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: {
    checkout: (
      <CheckoutForm
        addresses={sampleDeliveryAddresses}
        districts={sampleDistrictsBn}
        onSubmit={fn(async () => undefined)}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'আপনার কার্ট' })).toBeInTheDocument();
    const rows = within(canvas.getByRole('list', { name: 'কার্টের লাইন' })).getAllByRole('listitem');
    await expect(within(rows[0]!).getByRole('button', { name: 'একটি বাড়ান' })).toBeInTheDocument();
    const summary = canvas.getByRole('region', { name: 'সারসংক্ষেপ' });
    await expect(summary).toHaveTextContent('৩টি লাইন');
    await expect(summary).toHaveTextContent('অর্ডার করার আগে ১টি লাইনে পরিবর্তন করতে হবে।');
    await expect(canvas.getByRole('button', { name: 'অর্ডার করুন' })).toBeInTheDocument();
    // A line's problem, said by the server in English, is shown in Bangla.
    const lines = canvas.getByRole('list', { name: 'কার্টের লাইন' });
    await expect(lines).toHaveTextContent('সর্বনিম্ন অর্ডার পরিমাণ ২০');
    await expect(lines).not.toHaveTextContent('The minimum order quantity');
  },
};

/** The cart on a phone in Bangla: its lines, the longer buttons and the summary stay inside the screen. */
export const BanglaPhone: Story = {
  ...Bangla,
  tags: ['mobile'],
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'অর্ডার করুন' })).toBeVisible();
    await expectFits(storyFrame(canvasElement));
  },
};
