import { ADDRESS_BOOK_MAX, ADDRESS_LABEL_MAX, messages, type SavedAddress } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleDeliveryAddresses, sampleDistricts } from '../../../support/deliveryFixtures.ts';
import { unbroken } from '../../../support/fixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { SubmitError } from '../forms/formSubmit.ts';
import { chooseDistrict, expectFieldError, field, fill } from '../../../support/formStoryHelpers.ts';
import { DistrictsProvider } from '../delivery/districts.tsx';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { AddressBook } from './AddressBook.tsx';

const meta = {
  title: 'Domain/AddressBook',
  component: AddressBook,
  tags: ['autodocs'],
  args: {
    addresses: sampleDeliveryAddresses,
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onMakeDefault: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <DistrictsProvider districts={sampleDistricts}>
        <div className="max-w-2xl">
          <Story />
        </div>
      </DistrictsProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "My Profile's address book (requirements §14.7): saved delivery addresses, the default marked and first; each is edited in place, made the default or deleted after a confirmation. Fields and messages from shared `addressInputSchema`, and the district (requirements §17), required for new and edited addresses: one saved before districts says so in the list and asks for it when opened. At most `ADDRESS_BOOK_MAX`. The districts come from the nearest `DistrictsProvider`.",
      },
    },
  },
} satisfies Meta<typeof AddressBook>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(/Office\s*Default/);
    await expect(within(items[0]!).queryByRole('button', { name: /Make default for Office/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No saved addresses yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { addresses: undefined } };

export const LoadFailed: Story = {
  args: {
    addresses: undefined,
    error: 'Could not reach the store. Check your connection and try again.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const longAddress: SavedAddress = {
  _id: 'addr-long',
  label: 'Central warehouse and returns desk',
  address:
    'Building C, Gate 7, Bangabandhu Hi-Tech City, Kaliakair, Gazipur 1750, beside the loading bay of the assembly hall, ask for the stores manager',
  phone: '+880 1711-000111 ext. 245',
  district: 'gazipur',
  is_default: true,
};

export const LongText: Story = { args: { addresses: [longAddress, ...sampleDeliveryAddresses.slice(1)] } };

/** A label and an address typed without spaces wrap anywhere on a phone. */
export const UnbrokenValuesPhone: Story = {
  args: {
    addresses: [
      { ...longAddress, label: unbroken.label, address: unbroken.address },
      ...sampleDeliveryAddresses.slice(1),
    ],
  },
  tags: ['mobile'],
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

/** Adding: empty fields are refused with the form's messages, then the values are saved. */
export const AddOne: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    await waitFor(() => expect(field(canvas, 'Label')).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expectFieldError(canvas, 'Label', messages.addressLabelRequired);
    await expectFieldError(canvas, 'Address', messages.addressRequired);
    await expectFieldError(canvas, 'Phone', messages.phoneRequired);
    await expectFieldError(canvas, 'District', 'Choose the district to deliver here');
    await fill(canvas, 'Label', 'Shop');
    await fill(canvas, 'Address', '14 Elephant Road, Dhaka');
    await fill(canvas, 'Phone', '01700000000');
    await chooseDistrict(canvas, 'Dhaka');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        label: 'Shop',
        address: '14 Elephant Road, Dhaka',
        phone: '01700000000',
        district: 'dhaka',
      }),
    );
    // The form closes and focus is back on the button that opened it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add an address' })).toHaveFocus());
  },
};

/** Editing in place, by keyboard; Escape leaves without saving. */
export const EditOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Warehouse' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('form', { name: 'Edit Warehouse' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Warehouse' }));
    const form = within(canvas.getByRole('form', { name: 'Edit Warehouse' }));
    await fill(form, 'Label', 'Main warehouse');
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));
    // The phone as stored from now on: its 11 digits (requirements §10 D21).
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          label: 'Main warehouse',
          address: sampleDeliveryAddresses[1]!.address,
          phone: '01811000222',
          district: 'dhaka',
        },
        sampleDeliveryAddresses[1],
      ),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Warehouse' })).toHaveFocus());
  },
};

/** The server's refusal shows at its field and keeps what was typed. */
export const SaveRefused: Story = {
  args: {
    onSave: fn(async () => {
      throw new SubmitError('Invalid input', { label: messages.tooLong(40) });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Office' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expectFieldError(canvas, 'Label', messages.tooLong(40));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A label past its 40 characters is not cut: the count and the message say so as it is typed. */
export const LabelPastLimit: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    const label = 'Central warehouse and returns desk, Gazipur';
    await userEvent.type(field(canvas, 'Label'), label);
    await expect(field(canvas, 'Label')).toHaveValue(label);
    await expect(field(canvas, 'Label')).toHaveFocus();
    await expectFieldError(canvas, 'Label', messages.tooLong(ADDRESS_LABEL_MAX));
    await expect(field(canvas, 'Label')).toHaveAccessibleDescription(expect.stringContaining('43 of 40 characters'));
    await userEvent.type(field(canvas, 'Label'), '{Backspace}'.repeat(9));
    await expect(field(canvas, 'Label')).not.toHaveAttribute('aria-invalid');
    await expect(field(canvas, 'Label')).toHaveAccessibleDescription(expect.stringContaining('34 of 40 characters'));
    await userEvent.type(field(canvas, 'Label'), ' Gazipur');
    await expectFieldError(canvas, 'Label', messages.tooLong(ADDRESS_LABEL_MAX));
    await expect(args.onSave).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refuses an address and phone the book already holds: the form says which one. */
export const SaveDuplicate: Story = {
  args: {
    onSave: fn(async () => {
      throw new SubmitError(messages.addressDuplicate('Office'));
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    await fill(canvas, 'Label', 'Head office');
    await fill(canvas, 'Address', sampleDeliveryAddresses[0]!.address);
    await fill(canvas, 'Phone', sampleDeliveryAddresses[0]!.phone);
    await chooseDistrict(canvas, 'Dhaka');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.addressDuplicate('Office'));
    await expect(field(canvas, 'Label')).toHaveValue('Head office');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An address saved before a courier's rules (requirements §10 D21): Edit says at once what to fix. */
export const EditNeedsFixing: Story = {
  args: {
    addresses: [
      { _id: 'addr-old', label: 'Old shop', address: 'Mirpur', phone: '017', district: null, is_default: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Old shop' }));
    await expectFieldError(canvas, 'Address', messages.addressIncomplete);
    await expectFieldError(canvas, 'Phone', messages.phoneInvalid);
    await userEvent.type(field(canvas, 'Phone'), '00000000');
    await expect(field(canvas, 'Phone')).not.toHaveAttribute('aria-invalid');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Made the default while it needs fixing: its editor opens first, and saving it makes it the default. */
export const MakeDefaultNeedsFixing: Story = {
  args: {
    addresses: [
      sampleDeliveryAddresses[0]!,
      { _id: 'addr-old', label: 'Old shop', address: 'Mirpur', phone: '017', is_default: false, district: 'dhaka' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make default for Old shop' }));
    await expectFieldError(canvas, 'Phone', messages.phoneInvalid);
    await fill(canvas, 'Address', 'Shop 4, Mirpur 10, Dhaka');
    await fill(canvas, 'Phone', '01900000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          label: 'Old shop',
          address: 'Shop 4, Mirpur 10, Dhaka',
          phone: '01900000000',
          district: 'dhaka',
          is_default: true,
        },
        expect.objectContaining({ _id: 'addr-old' }),
      ),
    );
    await expect(args.onMakeDefault).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const MakeDefault: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Make default for Warehouse' }));
    await expect(args.onMakeDefault).toHaveBeenCalledWith(sampleDeliveryAddresses[1]);
  },
};

/**
 * An address saved before districts (requirements §17): the list says so, and Make default opens its
 * editor asking for the district; saving it with one makes it the default.
 */
export const WithoutDistrict: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    await expect(items[2]).toHaveTextContent('Choose the district to deliver here');
    await userEvent.click(canvas.getByRole('button', { name: 'Make default for Chattogram branch' }));
    await expectFieldError(canvas, 'District', 'Choose the district to deliver here');
    await chooseDistrict(canvas, 'Chattogram');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ district: 'chattogram', is_default: true }),
        sampleDeliveryAddresses[2],
      ),
    );
    await expect(args.onMakeDefault).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Deleting asks first; the dialog names the address. */
export const DeleteOne: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Warehouse' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete this address?' });
    await expect(dialog).toHaveTextContent(sampleDeliveryAddresses[1]!.address);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(sampleDeliveryAddresses[1]));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

const fullBook: SavedAddress[] = Array.from({ length: ADDRESS_BOOK_MAX }, (_, i) => ({
  _id: `addr-${i}`,
  label: `Branch ${i + 1}`,
  address: `${i + 1} Station Road, Dhaka`,
  phone: '01700000000',
  district: 'dhaka',
  is_default: i === 0,
}));

export const Full: Story = {
  args: { addresses: fullBook },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add an address' })).toBeDisabled();
  },
};

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame] };

/** In Bangla: the saved addresses with their buttons. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ডেলিভারি ঠিকানা' })).toBeInTheDocument();
    const items = within(canvas.getByRole('list', { name: 'সংরক্ষিত ঠিকানা' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(/Office\s*ডিফল্ট/);
    await expect(within(items[1]!).getByRole('button', { name: /^ডিফল্ট করুন/ })).toBeInTheDocument();
  },
};

/** In Bangla, adding one: the form's labels and the label's count. */
export const BanglaAddOne: Story = {
  globals: { locale: 'bn' },
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ঠিকানা যোগ করুন' }));
    await waitFor(() => expect(field(canvas, 'লেবেল')).toHaveFocus());
    await fill(canvas, 'লেবেল', 'Shop');
    await expect(canvas.getByText('যেমন অফিস বা গুদাম। ৪০ অক্ষরের মধ্যে ৪টি।')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'ঠিকানা সংরক্ষণ করুন' })).toBeInTheDocument();
  },
};
