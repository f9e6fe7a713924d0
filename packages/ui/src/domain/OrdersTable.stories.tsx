import { orderStatuses } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleOrders, unbroken } from '../../support/fixtures.ts';
import { expectFits, storyFrame } from '../../support/fitStoryHelpers.ts';
import { sampleDistricts } from '../../support/deliveryFixtures.ts';
import { DistrictsProvider } from './delivery/districts.tsx';
import { OrdersTable, type OrderRow } from './OrdersTable.tsx';
import { deleteThroughDialog, expectLoadFailure, loadFailure, phoneFrame } from '../../support/tableStoryHelpers.tsx';

const orders = sampleOrders(3);

const meta = {
  title: 'Domain/OrdersTable',
  component: OrdersTable,
  tags: ['autodocs'],
  args: { orders, onDelete: fn(), onRetry: fn(), orderHref: (order) => `/dashboard/orders/${order._id}` },
  parameters: {
    docs: {
      description: {
        component:
          'My Orders (requirements §2, §13.3): index, item name, ordered quantity and Delete; the heading shows the count. Beside them each order\'s number (to its page, `orderHref`), date, status, unit price and total. Delete asks "Are you sure you want to delete the order for: {item}?" and calls `onDelete(order)` on Yes (the order is cancelled); once the order is confirmed it is off, with the reason. Loading, error and empty states included.',
      },
    },
  },
} satisfies Meta<typeof OrdersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My Orders: 3' })).toBeInTheDocument();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByText('Ryzen 7 Processor')).toBeInTheDocument();
    await expect(within(rows[0]!).getByText('15')).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#',
      'Item Name',
      'Quantity',
      'Order',
      'Status',
      'Unit price',
      'Total',
      'Action',
    ]);
    await expect(within(rows[0]!).getByText('BDT 22,500')).toBeInTheDocument();
    await expect(within(rows[0]!).getByRole('link', { name: 'CC-000041' })).toBeInTheDocument();
  },
};

/** Past placed, Delete is off and says why; placed, it works. */
export const EveryStatus: Story = {
  args: { orders: sampleOrders(5, orderStatuses) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deletes = canvas.getAllByRole('button', { name: /^Delete order for / });
    await expect(deletes.map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, true, true, true, true]);
    await expect(deletes[1]).toHaveAccessibleDescription('Already confirmed: contact us to change it');
    await expect(deletes[4]).toHaveAccessibleDescription('Already cancelled');
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await deleteThroughDialog(canvasElement, {
      button: 'Delete order for RTX Graphics Card',
      question: 'Are you sure you want to delete the order for: RTX Graphics Card?',
      answer: 'Yes',
    });
    await expect(args.onDelete).toHaveBeenCalledWith(orders[1]);
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await deleteThroughDialog(canvasElement, {
      button: 'Delete order for Ryzen 7 Processor',
      question: 'Are you sure you want to delete the order for: Ryzen 7 Processor?',
      answer: 'Cancel',
    });
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My Orders: 0' })).toBeInTheDocument();
    await expect(canvas.getByText('No orders yet')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { orders: [], isLoading: true } };

export const ServerError: Story = {
  args: { orders: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'My Orders', args.onRetry),
};

export const ManyRows: Story = {
  args: { orders: sampleOrders(25) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'My Orders: 25' })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    orders: [
      {
        ...sampleOrders(1)[0]!,
        _id: 'o-long',
        itemName: 'Liquid-cooled workstation motherboard with dual 10-gigabit Ethernet and eight memory slots',
        quantity: 1200,
        unit_price: 125999.5,
        total: 151199400,
      },
    ],
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [phoneFrame],
};

/** An item name without spaces wraps anywhere instead of widening the card. */
export const UnbrokenItemPhone: Story = {
  args: { orders: [{ ...orders[0]!, itemName: unbroken.item }, ...orders.slice(1)] },
  tags: ['mobile'],
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

/** A table whose Yes really removes the row, as the app's list does after the server deletes it. */
function LiveOrders({ initial }: { initial: OrderRow[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <OrdersTable
      orders={rows}
      onDelete={async (order) => setRows((last) => last.filter((row) => row._id !== order._id))}
    />
  );
}

/**
 * With the keyboard: Escape and Cancel give focus back to the Delete that opened the dialog; after
 * Yes that row is gone, so focus goes to the next row's Delete (the previous one's for the last row,
 * the heading when no row is left).
 */
export const KeyboardFocusReturns: Story = {
  render: () => <LiveOrders initial={sampleOrders(2)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button', { name: /^Delete order for / }) as [HTMLElement, HTMLElement];
    first.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(second).toHaveFocus());
    await expect(first).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: /^My Orders/ })).toHaveFocus());
  },
};

/** In Bangla (the toolbar's Language, or `globals.locale`): the longer words, and why Delete is off. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { orders: sampleOrders(5, orderStatuses) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'আমার অর্ডার: ৫' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toContain('প্রতি ইউনিটের দাম');
    const deletes = canvas.getAllByRole('button', { name: /-এর অর্ডার মুছে ফেলুন$/ });
    await expect(deletes[1]).toHaveAccessibleDescription(
      'ইতিমধ্যে কনফার্ম হয়ে গেছে: পরিবর্তন করতে আমাদের সাথে যোগাযোগ করুন',
    );
  },
};

/** Bangla on a phone: each cell's label beside its value. */
export const BanglaPhone: Story = { ...Bangla, tags: ['mobile'], decorators: [phoneFrame] };

/** My Orders with districts and a single order's delivery charge (requirements §17); an order of a purchase has none of its own. */
export const WithDelivery: Story = {
  args: {
    orders: sampleOrders(3).map((order, i) => ({
      ...order,
      district: i === 0 ? 'dhaka' : i === 1 ? 'sylhet' : null,
      delivery_charge: i === 0 ? 90 : 0,
      purchase: i === 1 ? 'purchase-1' : null,
    })),
  },
  decorators: [(Story) => <DistrictsProvider districts={sampleDistricts}>{Story()}</DistrictsProvider>],
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Dhaka');
    await expect(rows[1]).toHaveTextContent('+ BDT 90 delivery');
    await expect(rows[2]).toHaveTextContent('Sylhet');
    await expect(rows[2]).not.toHaveTextContent('delivery');
  },
};

const paymentStatusesShown = ['unpaid', 'pending', 'partially_paid', 'paid', 'refunded'] as const;
const paidOrders: OrderRow[] = sampleOrders(5, orderStatuses).map((order, i) => ({
  ...order,
  payment_status: paymentStatusesShown[i],
}));

/** Each order's payment status under its status (requirements §18). */
export const WithPaymentStatus: Story = {
  args: { orders: paidOrders },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(rows[1]).toHaveTextContent('Payment pending');
    await expect(rows[3]).toHaveTextContent('Paid');
  },
};

/** The payment statuses in Bangla on a phone. */
export const WithPaymentStatusBanglaPhone: Story = {
  globals: { locale: 'bn' },
  args: { orders: paidOrders },
  tags: ['mobile'],
  decorators: [phoneFrame],
};
