import { noticeSubject, type OrderNoticeData } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EmailPreview } from '../support/EmailPreview.tsx';

const data: OrderNoticeData = {
  orderId: '66f0c1a2b3c4d5e6f7a8b9c0',
  orderNumber: 'CC-000042',
  customerName: 'Nusrat Jahan',
  customerEmail: 'nusrat@example.com',
  itemName: 'Club Core X8 Processor',
  quantity: 10,
  unitPrice: 28500,
  total: 285000,
  address: 'House 3, Road 8, Gulshan, Dhaka',
  phone: '01711000003',
  note: null,
  at: '2026-11-25T08:00:00.000Z',
};

const meta = {
  title: 'Emails/OrderEmail',
  component: EmailPreview,
  tags: ['autodocs'],
  args: { template: 'placed', data, origin: 'https://shop.example.com', contactEmail: 'info@computerclub.example.com' },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The order emails (requirements §13.7), one component for every event: placed (to the customer, and `placed-admin` to ADMIN_NOTIFY_EMAILS), confirmed, shipped (with the tracking note), delivered and cancelled. React components from react-email, rendered by the server's outbox sender to HTML and plain text; shown here as a mail client shows them.",
      },
    },
  },
} satisfies Meta<typeof EmailPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the rendered email and checks both parts say `words`. */
async function expectEmail(canvasElement: HTMLElement, ...words: string[]) {
  const canvas = within(canvasElement);
  // The first story loads react-email's renderer: on a loaded machine that takes seconds.
  const patience = { timeout: 15_000 };
  const frame = (await canvas.findByTitle('Email, as HTML', {}, patience)) as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.body?.textContent ?? '').toContain(words[0]!), patience);
  const html = frame.contentDocument?.body?.textContent ?? '';
  const text = canvas.getByRole('region', { name: 'Email, as plain text' }).textContent ?? '';
  for (const word of words) {
    await expect(html).toContain(word);
    await expect(text).toContain(word);
  }
}

/** The same, for an email in Bangla: its face loaded before the picture is taken. */
async function expectBanglaEmail(canvasElement: HTMLElement, ...words: string[]) {
  await expectEmail(canvasElement, ...words);
  const frame = within(canvasElement).getByTitle('Email, as HTML') as HTMLIFrameElement;
  await expect(frame.contentDocument?.documentElement.lang).toBe('bn');
  await frame.contentDocument?.fonts.load("15px 'Noto Sans Bengali'", 'বাংলা');
}

/** An email in Bangla, the reader's language (the buyer's, or the staff member's own). */
const bangla = { globals: { locale: 'bn' } } as const;

export const Placed: Story = {
  play: ({ canvasElement }) =>
    expectEmail(canvasElement, 'Order CC-000042 is placed', 'Hello Nusrat Jahan', 'BDT 2,85,000', 'View your order'),
};

export const PlacedForTheStaff: Story = {
  args: { template: 'placed-admin' },
  play: ({ canvasElement }) =>
    expectEmail(canvasElement, 'New order CC-000042', 'nusrat@example.com', 'Open in Manage All Orders'),
};

export const Confirmed: Story = {
  args: { template: 'confirmed' },
  play: ({ canvasElement }) => expectEmail(canvasElement, 'Order CC-000042 is confirmed'),
};

export const ShippedWithTracking: Story = {
  args: { template: 'shipped', data: { ...data, note: 'Sundarban Courier SC-99812' } },
  play: ({ canvasElement }) =>
    expectEmail(canvasElement, 'Order CC-000042 is on its way', 'Sundarban Courier SC-99812'),
};

export const Delivered: Story = {
  args: { template: 'delivered' },
  play: ({ canvasElement }) => expectEmail(canvasElement, 'Order CC-000042 is delivered'),
};

export const Cancelled: Story = {
  args: { template: 'cancelled' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, 'Order CC-000042 is cancelled', 'nothing is owed');
    await expect(noticeSubject('cancelled', data)).toBe('Your order CC-000042 is cancelled');
  },
};

export const LongText: Story = {
  args: {
    template: 'shipped',
    data: {
      ...data,
      customerName: 'Mohammad Abdullah Al Mamun Chowdhury',
      itemName: 'Liquid-cooled workstation motherboard with dual 10-gigabit Ethernet and eight memory slots',
      quantity: 1250,
      total: 157499375,
      address: 'Flat 7B, Concord Tower, House 41, Road 27 (Old), Dhanmondi Residential Area, Dhaka 1209',
      note: 'Split in three consignments: SA Paribahan SAP-44120, SAP-44121 and SAP-44122, arriving over two days',
    },
  },
  play: ({ canvasElement }) => expectEmail(canvasElement, 'BDT 15,74,99,375'),
};

export const Phone: Story = {
  tags: ['mobile'],
  args: { width: 360 },
  play: ({ canvasElement }) => expectEmail(canvasElement, 'Order CC-000042 is placed'),
};

export const PlacedBangla: Story = {
  ...bangla,
  args: { locale: 'bn' },
  play: ({ canvasElement }) =>
    expectBanglaEmail(
      canvasElement,
      'অর্ডার CC-000042 গ্রহণ করা হয়েছে',
      'প্রিয় Nusrat Jahan',
      '৳ ২,৮৫,০০০',
      'আপনার অর্ডার দেখুন',
    ),
};

export const PlacedForTheStaffBangla: Story = {
  ...bangla,
  args: { template: 'placed-admin', locale: 'bn' },
  play: ({ canvasElement }) =>
    expectBanglaEmail(canvasElement, 'নতুন অর্ডার CC-000042', 'nusrat@example.com', 'সব অর্ডার পেজে খুলুন'),
};

export const ShippedWithTrackingBangla: Story = {
  ...bangla,
  args: { template: 'shipped', locale: 'bn', data: { ...data, note: 'Sundarban Courier SC-99812' } },
  play: ({ canvasElement }) =>
    expectBanglaEmail(canvasElement, 'অর্ডার CC-000042 পাঠানো হয়েছে', 'ট্র্যাকিং', 'Sundarban Courier SC-99812'),
};

export const CancelledBangla: Story = {
  ...bangla,
  args: { template: 'cancelled', locale: 'bn' },
  play: ({ canvasElement }) =>
    expectBanglaEmail(canvasElement, 'অর্ডার CC-000042 বাতিল করা হয়েছে', 'আপনাকে কোনো টাকা দিতে হবে না'),
};
