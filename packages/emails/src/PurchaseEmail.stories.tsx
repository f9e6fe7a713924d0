import { purchaseNoticeSubject, type PurchaseNoticeData, type PurchaseNoticeLine } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PurchaseEmailPreview } from '../support/EmailPreview.tsx';

const line = (
  overrides: Partial<PurchaseNoticeLine> & Pick<PurchaseNoticeLine, 'orderNumber'>,
): PurchaseNoticeLine => ({
  orderId: overrides.orderNumber.toLowerCase(),
  itemName: 'Club Core X8 Processor',
  quantity: 10,
  unitPrice: 28500,
  total: 285000,
  status: 'placed',
  moved: true,
  ...overrides,
});

const lines: PurchaseNoticeLine[] = [
  line({ orderNumber: 'CC-000041' }),
  line({ orderNumber: 'CC-000042', itemName: 'Club DDR5 32 GB Memory', quantity: 4, unitPrice: 9800, total: 39200 }),
  line({
    orderNumber: 'CC-000043',
    itemName: 'Club Volt 850 W Power Supply',
    quantity: 2,
    unitPrice: 12500,
    total: 25000,
  }),
];

const data: PurchaseNoticeData = {
  purchaseId: '66f0c1a2b3c4d5e6f7a8b9d0',
  purchaseNumber: 'CP-000007',
  customerName: 'Nusrat Jahan',
  customerEmail: 'nusrat@example.com',
  address: 'House 3, Road 8, Gulshan, Dhaka',
  phone: '01711000003',
  lines,
  total: 349200,
  note: null,
  at: '2026-11-25T08:00:00.000Z',
};

/** The lines after a move to `status` of those `moving` (by index); the rest as given. */
const moved = (status: PurchaseNoticeLine['status'], moving: readonly number[], rest = lines) =>
  rest.map((l, i) => (moving.includes(i) ? { ...l, status, moved: true } : { ...l, moved: false }));

const meta = {
  title: 'Emails/PurchaseEmail',
  component: PurchaseEmailPreview,
  tags: ['autodocs'],
  args: { template: 'placed', data, origin: 'https://shop.example.com', contactEmail: 'info@computerclub.example.com' },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A purchase's emails (requirements §13.7): one per event of a checkout, never one per line. Placed (to the buyer, and `placed-admin` to ADMIN_NOTIFY_EMAILS), then confirmed, shipped (with the tracking note), delivered or cancelled when the purchase moves together, or when a bulk move takes several of its orders at once (the email then names them). Every order of the purchase is listed with its status; a cancelled one is struck through and left out of the total, and once all are cancelled nothing is owed.",
      },
    },
  },
} satisfies Meta<typeof PurchaseEmailPreview>;
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
    expectEmail(
      canvasElement,
      'Purchase CP-000007 is placed',
      'Hello Nusrat Jahan',
      'CC-000041',
      'CC-000043',
      'BDT 3,49,200',
      'View your purchase',
    ),
};

export const PlacedForTheStaff: Story = {
  args: { template: 'placed-admin' },
  play: async ({ canvasElement, args }) => {
    await expectEmail(canvasElement, 'New purchase CP-000007', 'nusrat@example.com', 'Open in Manage All Orders');
    await expect(purchaseNoticeSubject('placed-admin', args.data)).toBe('New purchase CP-000007: 3 orders');
  },
};

export const Confirmed: Story = {
  args: { template: 'confirmed', data: { ...data, lines: moved('confirmed', [0, 1, 2]) } },
  play: ({ canvasElement }) =>
    expectEmail(canvasElement, 'Purchase CP-000007 is confirmed', 'We have confirmed your purchase'),
};

/** A bulk move in Manage All Orders took two of the three orders: the email names them. */
export const SomeConfirmed: Story = {
  args: { template: 'confirmed', data: { ...data, lines: moved('confirmed', [0, 1]) } },
  play: ({ canvasElement }) =>
    expectEmail(
      canvasElement,
      '2 orders of purchase CP-000007 are confirmed',
      'We have confirmed orders CC-000041 and CC-000042 of your purchase',
    ),
};

/** One order was cancelled before the rest shipped: struck through, and left out of the total. */
export const ShippedWithOneCancelled: Story = {
  args: {
    template: 'shipped',
    data: {
      ...data,
      lines: moved('shipped', [0, 2], [lines[0]!, { ...lines[1]!, status: 'cancelled' }, lines[2]!]),
      total: 310000,
      note: 'Sundarban Courier SC-99812',
    },
  },
  play: ({ canvasElement }) =>
    expectEmail(
      canvasElement,
      'Purchase CP-000007 is on its way',
      'Sundarban Courier SC-99812',
      'Cancelled',
      'Total, cancelled orders left out',
      'BDT 3,10,000',
    ),
};

export const Delivered: Story = {
  args: { template: 'delivered', data: { ...data, lines: moved('delivered', [0, 1, 2]) } },
  play: ({ canvasElement }) => expectEmail(canvasElement, 'Purchase CP-000007 is delivered'),
};

export const Cancelled: Story = {
  args: { template: 'cancelled', data: { ...data, lines: moved('cancelled', [0, 1, 2]), total: 0 } },
  play: ({ canvasElement }) =>
    expectEmail(canvasElement, 'Purchase CP-000007 is cancelled', 'nothing is owed', 'Nothing is owed', 'BDT 0'),
};

export const LongText: Story = {
  args: {
    template: 'placed',
    data: {
      ...data,
      customerName: 'Mohammad Abdullah Al Mamun Chowdhury',
      address: 'Flat 7B, Concord Tower, House 41, Road 27 (Old), Dhanmondi Residential Area, Dhaka 1209',
      lines: [
        line({
          orderNumber: 'CC-000041',
          itemName: 'Liquid-cooled workstation motherboard with dual 10-gigabit Ethernet and eight memory slots',
          quantity: 1250,
          unitPrice: 125999.5,
          total: 157499375,
        }),
        ...lines.slice(1),
      ],
      total: 157563575,
    },
  },
  play: ({ canvasElement }) => expectEmail(canvasElement, 'BDT 15,75,63,575'),
};

export const Phone: Story = {
  tags: ['mobile'],
  args: { width: 360 },
  play: ({ canvasElement }) => expectEmail(canvasElement, 'Purchase CP-000007 is placed'),
};

export const PlacedBangla: Story = {
  ...bangla,
  args: { locale: 'bn' },
  play: ({ canvasElement }) =>
    expectBanglaEmail(
      canvasElement,
      'ক্রয় CP-000007 গ্রহণ করা হয়েছে',
      'প্রিয় Nusrat Jahan',
      'অর্ডার হয়েছে',
      '৳ ৩,৪৯,২০০',
      'আপনার ক্রয় দেখুন',
    ),
};

export const PlacedForTheStaffBangla: Story = {
  ...bangla,
  args: { template: 'placed-admin', locale: 'bn' },
  play: ({ canvasElement }) =>
    expectBanglaEmail(canvasElement, 'নতুন ক্রয় CP-000007', 'nusrat@example.com', 'সব অর্ডার পেজে খুলুন'),
};

export const SomeConfirmedBangla: Story = {
  ...bangla,
  args: { template: 'confirmed', locale: 'bn', data: { ...data, lines: moved('confirmed', [0, 1]) } },
  play: ({ canvasElement }) =>
    expectBanglaEmail(
      canvasElement,
      'ক্রয় CP-000007-এর 2টি অর্ডার কনফার্ম করা হয়েছে',
      'আপনার ক্রয়ের অর্ডার CC-000041 ও CC-000042 কনফার্ম করা হয়েছে',
    ),
};

export const ShippedWithOneCancelledBangla: Story = {
  ...bangla,
  args: { ...ShippedWithOneCancelled.args, locale: 'bn' },
  play: ({ canvasElement }) =>
    expectBanglaEmail(canvasElement, 'ক্রয় CP-000007 পাঠানো হয়েছে', 'বাতিল', 'মোট (বাতিল অর্ডার বাদে)', '৳ ৩,১০,০০০'),
};

export const CancelledBangla: Story = {
  ...bangla,
  args: { template: 'cancelled', locale: 'bn', data: { ...data, lines: moved('cancelled', [0, 1, 2]), total: 0 } },
  play: ({ canvasElement }) =>
    expectBanglaEmail(canvasElement, 'ক্রয় CP-000007 বাতিল করা হয়েছে', 'কোনো টাকা দিতে হবে না', '৳ ০'),
};

/** A business buyer's purchase-order number (requirements §20.6): a row under the address and phone. */
export const PlacedWithPoNumber: Story = {
  args: { data: { ...data, poNumber: 'PO-2026/0417-IT' } },
  play: ({ canvasElement }) =>
    expectEmail(canvasElement, 'Purchase CP-000007 is placed', 'PO number', 'PO-2026/0417-IT'),
};

export const ShippedWithPoNumberBangla: Story = {
  ...bangla,
  args: {
    ...ShippedWithOneCancelled.args,
    locale: 'bn',
    data: { ...ShippedWithOneCancelled.args!.data!, poNumber: 'PO-2026/0417-IT' },
  },
  play: ({ canvasElement }) =>
    expectBanglaEmail(canvasElement, 'ক্রয় CP-000007 পাঠানো হয়েছে', 'পিও নম্বর', 'PO-2026/0417-IT'),
};
