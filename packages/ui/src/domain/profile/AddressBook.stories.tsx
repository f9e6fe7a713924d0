import { ADDRESS_BOOK_MAX, messages, type SavedAddress } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleAddresses, unbroken } from '../../fixtures.ts';
import { expectFits, storyFrame } from '../../lib/fitStoryHelpers.ts';
import { SubmitError } from '../forms/formSubmit.ts';
import { expectFieldError, field, fill } from '../forms/formStoryHelpers.ts';
import { phoneFrame } from '../tableStoryHelpers.tsx';
import { AddressBook } from './AddressBook.tsx';

const meta = {
  title: 'Domain/AddressBook',
  component: AddressBook,
  tags: ['autodocs'],
  args: {
    addresses: sampleAddresses,
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onMakeDefault: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "My Profile's address book (requirements §14.7): saved delivery addresses, the default marked and first; each is edited in place, made the default or deleted after a confirmation. Fields and messages from shared `addressInputSchema`; at most `ADDRESS_BOOK_MAX`.",
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
  is_default: true,
};

export const LongText: Story = { args: { addresses: [longAddress, ...sampleAddresses.slice(1)] } };

/** A label and an address typed without spaces wrap anywhere on a phone. */
export const UnbrokenValuesPhone: Story = {
  args: {
    addresses: [{ ...longAddress, label: unbroken.label, address: unbroken.address }, ...sampleAddresses.slice(1)],
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
    await fill(canvas, 'Label', 'Shop');
    await fill(canvas, 'Address', '14 Elephant Road, Dhaka');
    await fill(canvas, 'Phone', '01700000000');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        label: 'Shop',
        address: '14 Elephant Road, Dhaka',
        phone: '01700000000',
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
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { label: 'Main warehouse', address: sampleAddresses[1]!.address, phone: sampleAddresses[1]!.phone },
        sampleAddresses[1],
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
  },
};

export const MakeDefault: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Make default for Chattogram branch' }));
    await expect(args.onMakeDefault).toHaveBeenCalledWith(sampleAddresses[2]);
  },
};

/** Deleting asks first; the dialog names the address. */
export const DeleteOne: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Warehouse' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete this address?' });
    await expect(dialog).toHaveTextContent(sampleAddresses[1]!.address);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(sampleAddresses[1]));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

const fullBook: SavedAddress[] = Array.from({ length: ADDRESS_BOOK_MAX }, (_, i) => ({
  _id: `addr-${i}`,
  label: `Branch ${i + 1}`,
  address: `${i + 1} Station Road, Dhaka`,
  phone: '01700000000',
  is_default: i === 0,
}));

export const Full: Story = {
  args: { addresses: fullBook },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add an address' })).toBeDisabled();
  },
};

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame] };
