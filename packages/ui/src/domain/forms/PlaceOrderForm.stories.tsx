import { messages, orderMessages, type SavedAddress } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleAddresses, sampleItem, tieredItem } from '../../../support/fixtures.ts';
import { exhaustedTerms, healthyTerms } from '../../../support/termsFixtures.ts';
import type { PaymentMethod } from '../payments/contract.ts';
import { PaymentMethodPicker } from '../payments/PaymentMethodPicker.tsx';
import { CreditStatus } from '../terms/CreditStatus.tsx';
import { SubmitError } from './formSubmit.ts';
import {
  sampleDeliveryAddresses,
  sampleDistricts,
  sampleDistrictsBn,
  sampleQuote,
} from '../../../support/deliveryFixtures.ts';
import { chooseDistrict, expectFieldError, field, fill, submitForm } from '../../../support/formStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { DeliverySummary } from '../delivery/DeliverySummary.tsx';
import { PlaceOrderForm, type PlaceOrderFormProps } from './PlaceOrderForm.tsx';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';

const meta = {
  title: 'Forms/PlaceOrderForm',
  component: PlaceOrderForm,
  tags: ['autodocs'],
  args: { email: 'rahim@example.com', name: 'Rahim Uddin', onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The order form of the purchase page (requirements §2, §5): email and name prefilled and disabled; address, phone and quantity required (shared `orderFormSchema`). With the `item`, the quantity starts at its minimum order quantity and the order total shows in BDT. The server judges the quantity against the minimum and the stock: its refusal, a rejected `onSubmit` with `fieldErrors`, shows at the field. `checkLimits` makes the form check them itself first (shared `orderQuantityError`).',
      },
    },
  },
} satisfies Meta<typeof PlaceOrderForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As the purchase page shows it: the quantity starts at the item's minimum, with the order total in BDT. */
export const Default: Story = {
  args: { item: sampleItem },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'Quantity')).toHaveValue(String(sampleItem.min_order_quantity));
    await expect(canvas.getByRole('status')).toHaveTextContent('BDT 15,000');
    await expect(field(canvas, 'Quantity')).toHaveAccessibleDescription('Minimum order 10, available 500.');
    await expect(field(canvas, 'Email')).toBeDisabled();
    await expect(field(canvas, 'Email')).toHaveValue('rahim@example.com');
    await expect(field(canvas, 'Name')).toBeDisabled();
    await expect(field(canvas, 'Name')).toHaveValue('Rahim Uddin');
  },
};

/** The total follows the quantity, and shows a dash while the quantity is not one the server would take. */
export const TotalFollowsQuantity: Story = {
  args: { item: sampleItem },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByRole('status');
    await fill(canvas, 'Quantity', '12');
    await expect(total).toHaveTextContent('BDT 18,000');
    await fill(canvas, 'Quantity', '');
    await expect(total).toHaveTextContent('—');
    await fill(canvas, 'Quantity', '25');
    await expect(total).toHaveTextContent('BDT 37,500');
    // No total for a quantity the server would refuse: below the minimum, or above the stock.
    await fill(canvas, 'Quantity', String(sampleItem.min_order_quantity - 1));
    await expect(total).toHaveTextContent('—');
    await fill(canvas, 'Quantity', String(sampleItem.available_quantity + 1));
    await expect(total).toHaveTextContent('—');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Volume prices (requirements §14.4): the total and the price each follow the tier the quantity reaches. */
export const VolumePrice: Story = {
  args: { item: tieredItem },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByRole('status');
    await expect(total).toHaveTextContent('BDT 7,400');
    await expect(canvas.getByText('BDT 7,400 each')).toBeVisible();
    await fill(canvas, 'Quantity', '9');
    await expect(total).toHaveTextContent('BDT 66,600');
    await fill(canvas, 'Quantity', '10');
    await expect(total).toHaveTextContent('BDT 71,000');
    await expect(canvas.getByText('BDT 7,100 each')).toBeVisible();
    await fill(canvas, 'Quantity', '50');
    await expect(total).toHaveTextContent('BDT 3,40,000');
    await expect(canvas.getByText('BDT 6,800 each')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Without an item (a bare form): no total, and the quantity starts empty. */
export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expectFieldError(canvas, 'Address', messages.addressRequired);
    await expectFieldError(canvas, 'Phone', messages.phoneRequired);
    await expectFieldError(canvas, 'Quantity', messages.quantityRequired);
    // The first field to fix has the focus (react-hook-form focuses in the order fields registered).
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** With `checkLimits`, the form refuses a quantity below the minimum before sending. */
export const BelowMinimum: Story = {
  args: { item: sampleItem, checkLimits: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(
      canvas,
      { Address: 'House 12, Road 5, Dhanmondi, Dhaka', Phone: '01700000000', Quantity: '3' },
      'Place Order',
    );
    await expectFieldError(canvas, 'Quantity', orderMessages.belowMinimum(sampleItem.min_order_quantity));
  },
};

export const AboveAvailable: Story = {
  args: { item: sampleItem, checkLimits: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(
      canvas,
      { Address: 'House 12, Road 5, Dhanmondi, Dhaka', Phone: '01700000000', Quantity: '100000' },
      'Place Order',
    );
    await expectFieldError(canvas, 'Quantity', orderMessages.aboveAvailable(sampleItem.available_quantity));
  },
};

/** A quantity typed in Bangla digits is that quantity (requirements §16): ১২ pcs is 12, totalled and sent as 12. */
export const QuantityInBanglaDigits: Story = {
  args: { item: sampleItem },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Quantity', '১২');
    await expect(field(canvas, 'Quantity')).toHaveValue('১২');
    await expect(canvas.getByRole('status')).toHaveTextContent('BDT 18,000');
    await submitForm(canvas, { Address: 'House 12, Road 5, Dhanmondi, Dhaka', Phone: '01700000000' }, 'Place Order');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
        phone: '01700000000',
        quantity: 12,
      }),
    );
  },
};

export const ValidSubmit: Story = {
  args: { item: sampleItem },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Address: 'House 12, Road 5, Dhanmondi, Dhaka', Phone: '01700000000' }, 'Place Order');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
        phone: '01700000000',
        quantity: 10,
      }),
    );
  },
};

export const Submitting: Story = {
  args: { item: sampleItem, onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Address: 'House 12, Road 5, Dhanmondi, Dhaka', Phone: '01700000000' }, 'Place Order');
    const submit = canvas.getByRole('button', { name: /Place Order/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Email and name stay prefilled and disabled; the entered values stay until the order is placed.
    await expect(field(canvas, 'Email')).toBeDisabled();
    await expect(field(canvas, 'Name')).toHaveValue('Rahim Uddin');
    await expect(field(canvas, 'Address')).toHaveValue('House 12, Road 5, Dhanmondi, Dhaka');
    await expect(field(canvas, 'Quantity')).toHaveValue(String(sampleItem.min_order_quantity));
  },
};

export const ServerError: Story = {
  args: { error: 'This item is no longer available' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This item is no longer available');
    // Retrying is submitting again: the handler runs with the values, then the form clears.
    await submitForm(
      canvas,
      { Address: 'House 12, Road 5, Dhanmondi, Dhaka', Phone: '01700000000', Quantity: '20' },
      'Place Order',
    );
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
        phone: '01700000000',
        quantity: 20,
      }),
    );
    await waitFor(() => expect(field(canvas, 'Address')).toHaveValue(''));
    // Leave the story at rest: the screenshot is the error state, not the focus ring of the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The server refuses the quantity (the purchase page's case: the form does not check the stock
 * itself): `onSubmit` rejects with the message for the quantity field. It shows there, and what was
 * typed stays for the next try.
 */
export const ServerFieldError: Story = {
  args: {
    item: sampleItem,
    onSubmit: fn(async () => {
      const message = orderMessages.aboveAvailable(sampleItem.available_quantity);
      throw new SubmitError(message, { quantity: message });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(
      canvas,
      { Address: 'House 12, Road 5, Dhanmondi, Dhaka', Phone: '01700000000', Quantity: '600' },
      'Place Order',
    );
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expectFieldError(canvas, 'Quantity', 'Only 500 available: order 500 or fewer');
    await expect(field(canvas, 'Address')).toHaveValue('House 12, Road 5, Dhanmondi, Dhaka');
    await expect(field(canvas, 'Quantity')).toHaveValue('600');
    // Not repeated under the form: the field says it.
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A refusal that names no field of the form shows under the form, and the values stay. */
export const ServerFormError: Story = {
  args: {
    item: sampleItem,
    onSubmit: fn(async () => {
      throw new Error('This item is no longer available');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Address: 'House 12, Road 5, Dhanmondi, Dhaka', Phone: '01700000000' }, 'Place Order');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This item is no longer available');
    await expect(field(canvas, 'Phone')).toHaveValue('01700000000');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** With an address book (requirements §14.7): the default fills the form; another saved one replaces it. */
export const SavedAddresses: Story = {
  args: { item: sampleItem, addresses: sampleAddresses },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [office, warehouse] = sampleAddresses as [SavedAddress, SavedAddress];
    await expect(canvas.getByRole('radio', { name: /Office \(default\)/ })).toBeChecked();
    await expect(field(canvas, 'Address')).toHaveValue(office.address);
    await expect(field(canvas, 'Phone')).toHaveValue(office.phone);
    // Arrow keys move between the choices, as radio buttons do.
    canvas.getByRole('radio', { name: /Office/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Warehouse/ })).toBeChecked();
    await expect(field(canvas, 'Address')).toHaveValue(warehouse.address);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    // The phone as stored from now on: its 11 digits (requirements §10 D21); the saved address's district with it (§17).
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        address: warehouse.address,
        phone: '01811000222',
        quantity: 10,
        district: warehouse.district,
      }),
    );
  },
};

/** Editing a saved address's text makes it a new address; "A new address" starts empty. */
export const NewAddressTyped: Story = {
  args: { item: sampleItem, addresses: sampleAddresses, resetOnSuccess: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, 'Address'), ', gate 2');
    await expect(canvas.getByRole('radio', { name: /A new address/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Chattogram branch/ }));
    await expect(field(canvas, 'Address')).toHaveValue(sampleAddresses[2]!.address);
    await userEvent.click(canvas.getByRole('radio', { name: /A new address/ }));
    await expect(field(canvas, 'Address')).toHaveValue('');
    await expect(field(canvas, 'Phone')).toHaveValue('');
  },
};

/**
 * A courier needs a mobile number and a findable address (requirements §10 D21): the form says so
 * at the fields, and each message goes as soon as its field is right, without leaving it. The
 * phone is sent as its 11 digits however it was written.
 */
export const CourierChecks: Story = {
  args: { item: sampleItem },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Address: 'Test', Phone: 'not a phone 😀' }, 'Place Order');
    await expectFieldError(canvas, 'Address', messages.addressIncomplete);
    await expectFieldError(canvas, 'Phone', messages.phoneInvalid);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await fill(canvas, 'Phone', '+880 1712-345678');
    await expect(field(canvas, 'Phone')).toHaveFocus();
    await expect(field(canvas, 'Phone')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field(canvas, 'Address'), ' road 4, Mirpur');
    await expect(field(canvas, 'Address')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        address: 'Test road 4, Mirpur',
        phone: '01712345678',
        quantity: 10,
      }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The phone a courier needs, on an address typed for the first time: judged once the field is left. */
export const PhoneJudgedWhenLeft: Story = {
  args: { item: sampleItem },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, 'Phone'), '017');
    await expect(field(canvas, 'Phone')).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expectFieldError(canvas, 'Phone', messages.phoneInvalid);
    await userEvent.type(field(canvas, 'Phone'), '00000000');
    await expect(field(canvas, 'Phone')).not.toHaveAttribute('aria-invalid');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The default address was saved before a courier's rules: the form says what to fix at once. */
export const SavedAddressNeedsFixing: Story = {
  args: {
    item: sampleItem,
    addresses: [
      { _id: 'addr-old', label: 'Old shop', address: 'Mirpur', phone: '017-123', district: null, is_default: true },
      ...sampleAddresses.map((a) => ({ ...a, is_default: false })),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Old shop \(default\)/ })).toBeChecked();
    await expect(canvas.getByText(messages.savedAddressNeedsFixing('Old shop'))).toBeVisible();
    await expectFieldError(canvas, 'Address', messages.addressIncomplete);
    await expectFieldError(canvas, 'Phone', messages.phoneInvalid);
    // Corrected as it is typed: the messages go without leaving the fields.
    await userEvent.type(field(canvas, 'Address'), ' 10, Dhaka');
    await expect(field(canvas, 'Address')).not.toHaveAttribute('aria-invalid');
    await fill(canvas, 'Phone', '01712300000');
    await expect(field(canvas, 'Phone')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(messages.savedAddressNeedsFixing('Old shop'))).toBeNull();
    // Another saved address, and back: a good one clears the messages, the old one shows them again.
    await userEvent.click(canvas.getByRole('radio', { name: /Warehouse/ }));
    await expect(field(canvas, 'Phone')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('radio', { name: /Old shop/ }));
    await expectFieldError(canvas, 'Phone', messages.phoneInvalid);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The order form in Bangla, with saved addresses and the required messages shown. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { item: sampleItem, addresses: sampleAddresses },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'আপনার অর্ডার দিন' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'ডেলিভারি ঠিকানা' })).toBeInTheDocument();
    await expect(field(canvas, 'পরিমাণ')).toHaveAccessibleDescription('সর্বনিম্ন অর্ডার ১০, স্টকে আছে ৫০০।');
    await userEvent.click(canvas.getByRole('radio', { name: /নতুন ঠিকানা/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'অর্ডার করুন' }));
    await expect(canvas.getByRole('textbox', { name: 'ঠিকানা' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On a phone in Bangla, every required message shown: the longer labels and messages wrap. */
export const BanglaPhoneErrors: Story = {
  tags: ['mobile'],
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'অর্ডার করুন' }));
    for (const label of ['ঠিকানা', 'পরিমাণ'])
      await waitFor(() => expect(field(canvas, label)).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
    await expectFits(storyFrame(canvasElement));
  },
};

const deliveryChanged = fn();

/**
 * The district (requirements §17), an addition to the spec's form: optional, it and the quantity are
 * reported for the delivery quote, the summary shows under the order total, and it goes out with
 * the order. The default address brings its district.
 */
export const WithDistrict: Story = {
  args: {
    item: sampleItem,
    addresses: sampleDeliveryAddresses,
    districts: sampleDistricts,
    onDeliveryChange: deliveryChanged,
    summary: <DeliverySummary quote={sampleQuote('dhaka', { subtotal: 15_000, weightG: 4_000 })} />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /^District/ })).toHaveValue('Dhaka');
    await expect(deliveryChanged).toHaveBeenLastCalledWith({ district: 'dhaka', quantity: '10' });
    await chooseDistrict(canvas, 'Sylhet');
    await expect(deliveryChanged).toHaveBeenLastCalledWith({ district: 'sylhet', quantity: '10' });
    await expect(canvas.getByRole('region', { name: 'Delivery and total' })).toHaveTextContent('Cash on delivery');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ district: 'sylhet' })));
  },
};

/** No district chosen: the spec's order goes without one (the server charges the outside-Dhaka rate). */
export const WithoutDistrict: Story = {
  args: { item: sampleItem, districts: sampleDistricts },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'District')).toHaveAccessibleDescription('The delivery charge depends on it.');
    await fill(canvas, 'Address', '14 Elephant Road, Dhaka');
    await fill(canvas, 'Phone', '01700000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0].district).toBeUndefined();
  },
};

/** A phone in Bangla with the district and the delivery summary. */
export const WithDistrictPhoneBangla: Story = {
  ...inPhoneWindow,
  tags: ['mobile'],
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  args: {
    item: sampleItem,
    addresses: sampleDeliveryAddresses,
    districts: sampleDistrictsBn,
    summary: <DeliverySummary quote={sampleQuote('dhaka', { subtotal: 15_000, weightG: 4_000, freeAbove: 50_000 })} />,
  },
};

/** A customer group member's answer (requirements §20.5): 7,000 from 1 unit and 6,500 from 20, against 7,400, 7,100 and 6,800. */
const memberItem = {
  ...tieredItem,
  your_price: 7000,
  your_price_tiers: [{ min_quantity: 20, price: 6500 }],
};

/**
 * A customer group member (requirements §20.5): the total at their own prices (their group's tiers
 * where the quantity reaches one), marked `Your price` beside the public total, struck through.
 */
export const MemberPrice: Story = {
  args: { item: memberItem },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByRole('status');
    await expect(total).toHaveTextContent('BDT 7,000');
    await expect(canvas.getByText('BDT 7,000 each')).toBeVisible();
    await expect(canvas.getByText('Your price', { exact: true })).toBeVisible();
    await expect(canvas.getByText(/^Public price/)).toHaveTextContent('Public price BDT 7,400');
    // 10 reach the public tier of 7,100, not the group's: 7,000 each.
    await fill(canvas, 'Quantity', '10');
    await expect(total).toHaveTextContent('BDT 70,000');
    await expect(canvas.getByText(/^Public price/)).toHaveTextContent('Public price BDT 71,000');
    // 20 reach the group's own tier.
    await fill(canvas, 'Quantity', '20');
    await expect(total).toHaveTextContent('BDT 1,30,000');
    await expect(canvas.getByText('BDT 6,500 each')).toBeVisible();
    await expect(canvas.getByText(/^Public price/)).toHaveTextContent('Public price BDT 1,42,000');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A member of a company with terms (requirements §20.8): Pay on invoice among the methods, the
 * company's credit under it, and the purchase-order number (optional, §20.6) sent with the order.
 */
export const PayOnInvoice: Story = {
  args: {
    item: sampleItem,
    districts: sampleDistricts,
    poNumber: 'optional',
    summary: (
      <PaymentMethodPicker
        methods={['cod', 'bkash', 'invoice']}
        value="invoice"
        onChange={fn()}
        details={{ invoice: <CreditStatus terms={healthyTerms} /> }}
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Pay on invoice/ })).toBeChecked();
    await expect(canvas.getByRole('region', { name: 'Credit' })).toHaveTextContent('Net 30');
    await expect(field(canvas, 'Purchase order number (optional)')).toHaveAccessibleDescription(
      "Your company's reference for this order: we print it on the invoice.",
    );
    await fill(canvas, 'Address', 'Level 3, 14 Dilkusha C/A, Motijheel');
    await fill(canvas, 'Phone', '01711000333');
    await chooseDistrict(canvas, 'Dhaka');
    await fill(canvas, 'Purchase order number (optional)', ' PO-2026/118 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ district: 'dhaka', po_number: 'PO-2026/118' }),
      ),
    );
  },
};

/** The company asks for a PO number on every order (requirements §20.6): the form says so before sending. */
export const PoNumberRequired: Story = {
  args: { item: sampleItem, poNumber: 'required' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Address: 'House 12, Road 5, Dhanmondi, Dhaka', Phone: '01700000000' }, 'Place Order');
    await expectFieldError(canvas, 'Purchase order number', messages.poNumberRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await fill(canvas, 'Purchase order number', 'MT/PO/৪৪১');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ po_number: 'MT/PO/441' })),
    );
  },
};

const creditRefusal =
  'This order of BDT 15,000 would take your company past its credit limit of BDT 5,00,000: BDT 5,12,300 is unpaid, so at most BDT 0 can be ordered on invoice';

/** The purchase page's form wired as the app wires it: the server's refusal at the payment method. */
function RefusedOnInvoice(props: PlaceOrderFormProps) {
  const [method, setMethod] = useState<PaymentMethod>('invoice');
  const [error, setError] = useState<string>();
  return (
    <PlaceOrderForm
      {...props}
      summary={
        <PaymentMethodPicker
          methods={['cod', 'invoice']}
          value={method}
          onChange={(next) => {
            setMethod(next);
            setError(undefined);
          }}
          details={{ invoice: <CreditStatus terms={exhaustedTerms} /> }}
          error={error}
        />
      }
      onSubmit={async (values) => {
        await props.onSubmit(values);
        setError(creditRefusal);
        throw new SubmitError(creditRefusal, { payment_method: creditRefusal });
      }}
    />
  );
}

/** Past the company's credit limit (409): the figures at the payment method, and what was typed stays. */
export const CreditLimitRefused: Story = {
  args: { item: sampleItem, districts: sampleDistricts, poNumber: 'optional' },
  render: (args) => <RefusedOnInvoice {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Address', 'Level 3, 14 Dilkusha C/A, Motijheel');
    await fill(canvas, 'Phone', '01711000333');
    await chooseDistrict(canvas, 'Dhaka');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const group = canvas.getByRole('group', { name: 'Payment method' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(/past its credit limit of BDT 5,00,000/));
    await expect(field(canvas, 'Address')).toHaveValue('Level 3, 14 Dilkusha C/A, Motijheel');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A member on a phone, in Bangla: their price, Pay on invoice with the credit, and a required PO number. */
export const MemberOnInvoicePhoneBangla: Story = {
  ...inPhoneWindow,
  tags: ['mobile'],
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  args: {
    item: { ...memberItem, min_order_quantity: 20 },
    districts: sampleDistrictsBn,
    poNumber: 'required',
    summary: (
      <PaymentMethodPicker
        methods={['cod', 'invoice']}
        value="invoice"
        onChange={fn()}
        details={{ invoice: <CreditStatus terms={healthyTerms} /> }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('আপনার দাম', { exact: true })).toBeVisible();
    await expectFits(storyFrame(canvasElement));
  },
};
