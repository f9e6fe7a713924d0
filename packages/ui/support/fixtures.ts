import type {
  Cart,
  Item,
  Order,
  OrderDetail,
  OrderStatus,
  Purchase,
  Review,
  SavedAddress,
  StockMovement,
  UserListEntry,
} from '@storefront/shared';
import { graphicsCardImage, memoryImage, motherboardImage, processorImage } from './partPictures.ts';

// Sample data for stories and the app's MSW handlers: fixed values, no dates from the clock.

const pictures = [processorImage, graphicsCardImage, motherboardImage, memoryImage];
const names = [
  'Ryzen 7 Processor',
  'RTX Graphics Card',
  'B650 Motherboard',
  'DDR5 32GB Memory Kit',
  'NVMe SSD 1TB',
  'Tower Cooler Pro',
  '750W Power Supply',
  'Mid Tower Case',
];

const skus = [
  'CC-CPU-R7',
  'CC-GPU-RTX',
  'CC-MB-B650',
  'CC-RAM-D5-32',
  'CC-SSD-1TB',
  'CC-COOL-PRO',
  'CC-PSU-750',
  'CC-CASE-MID',
];
const itemCategories = [
  'processors',
  'graphics-cards',
  'motherboards',
  'memory',
  'storage',
  'cooling',
  'power-supplies',
  'cases',
];

/** `count` sample items with stable ids item-1, item-2, ... */
export function sampleItems(count: number): Item[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `item-${i + 1}`,
    name: names[i % names.length] ?? 'Component',
    image: pictures[i % pictures.length] ?? processorImage,
    short_description: 'Factory-tested component built in our Dhaka plant, with a two-year warranty and bulk pricing.',
    min_order_quantity: 10 + i * 5,
    available_quantity: 500 + i * 120,
    price_per_unit: 1500 + i * 750,
    sku: i < skus.length ? skus[i]! : `${skus[i % skus.length]!}-${i + 1}`,
    category: itemCategories[i % itemCategories.length]!,
    version: 1,
    price_tiers: [],
    weight_g: 400 + i * 150,
    vat_rate: null,
    specs: {},
  }));
}

export const sampleItem: Item = sampleItems(1)[0]!;

/** An item with volume price tiers (requirements §14.4): 7,400 each, 7,100 from 10, 6,800 from 50. */
export const tieredItem: Item = {
  ...sampleItem,
  _id: 'item-tiered',
  name: 'RTX 4070 Graphics Card',
  image: graphicsCardImage,
  sku: 'CC-GPU-4070',
  category: 'graphics-cards',
  min_order_quantity: 1,
  available_quantity: 240,
  price_per_unit: 7400,
  price_tiers: [
    { min_quantity: 10, price: 7100 },
    { min_quantity: 50, price: 6800 },
  ],
};

export const longTextItem: Item = {
  ...sampleItem,
  _id: 'item-long',
  name: 'Liquid-cooled workstation motherboard with dual 10-gigabit Ethernet and eight memory slots',
  short_description:
    'Designed for render farms and build servers: reinforced PCIe slots, a sixteen-phase power stage, onboard diagnostics, and a firmware that keeps fans quiet under steady load. Every board is burned in for 48 hours before it leaves the line, and bulk orders ship with a spare parts kit.',
  price_per_unit: 125999.5,
};

/**
 * Values typed without a space to wrap at (requirements §13.6): every screen wraps them anywhere
 * rather than grow wider than the phone or push a table's actions out of view.
 */
export const unbroken = {
  customer: 'Abdullah MohammadAbdullahAlMamunChowdhuryOfChattogramHillTracts',
  item: 'Thunderbolt5DockingStationWithDualHDMIAndGigabitEthernetForDesignStudios',
  address: 'House 41, Road 27, FlatSevenBConcordTowerBesideTheLakeAndTheOldMosqueOfDhanmondi',
  label: 'HeadOfficeProcurementDepartmentFloor7B',
  email: 'procurementdepartmentheadofchattogramhilltracts@example.com',
};

/**
 * `count` sample orders for one customer, placed unless `statuses` says otherwise (the i-th takes
 * statuses[i % length]: `orderStatuses` for one of each).
 */
export function sampleOrders(count: number, statuses: readonly OrderStatus[] = ['placed']): Order[] {
  return sampleItems(count).map((item, i) => ({
    _id: `order-${i + 1}`,
    user: 'rahim@example.com',
    userName: 'Rahim Uddin',
    item: item._id,
    itemName: item.name,
    address: 'House 12, Road 5, Dhanmondi, Dhaka',
    phone: '01700000000',
    quantity: item.min_order_quantity + 5,
    unit_price: item.price_per_unit,
    total: item.price_per_unit * (item.min_order_quantity + 5),
    createdAt: '2026-01-15T10:00:00.000Z',
    number: `CC-${String(41 + i).padStart(6, '0')}`,
    status: statuses[i % statuses.length]!,
    statusChangedAt: '2026-01-16T09:30:00.000Z',
    district: 'dhaka',
    delivery_charge: 0,
  }));
}

const reviewTexts = [
  'The processors arrived on time and every unit passed our burn-in test. We will order again.',
  'Good build quality and fair bulk pricing. Packaging could be a little sturdier.',
  'Excellent support team: they helped us choose the right motherboard for our lab.',
  'Fast delivery to Chattogram and the memory kits work flawlessly.',
];

/** `count` sample reviews with ratings between 3.5 and 5. */
export function sampleReviews(count: number): Review[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `review-${i + 1}`,
    rating: [4.8, 4, 5, 3.5][i % 4] ?? 4,
    description: reviewTexts[i % reviewTexts.length] ?? '',
    authorName: ['Nusrat Jahan', 'Tanvir Ahmed', 'Farhana Akter', 'Sabbir Hossain'][i % 4] ?? 'Customer',
    createdAt: '2026-01-15T10:00:00.000Z',
  }));
}

/** `count` sample users; every third is an admin. */
const userNames = ['Ayesha Rahman', 'Tanvir Hasan', 'Nusrat Jahan', 'Imran Chowdhury', 'Farhana Akter', 'Rafiq Islam'];

/** Users as Make Admin lists them: every third an administrator, all verified, a few orders each. */
export function sampleUsers(count: number): UserListEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `user-${i + 1}`,
    email: `user${i + 1}@example.com`,
    name: i < userNames.length ? userNames[i]! : `${userNames[i % userNames.length]} ${i + 1}`,
    role: i % 3 === 0 ? 'admin' : 'user',
    language: 'en',
    verified: true,
    orderCount: (i * 7) % 12,
    customer_group: i % 4 === 1 ? 'group-dealer' : null,
  }));
}

/**
 * A small real PNG file (a blue board with a cyan chip), for stories that choose an item image: a
 * preview then shows a picture, not a broken-image icon. Drawn on a canvas (browser only), so the
 * same pixels on every run.
 */
export async function samplePngFile(name = 'ssd.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas to draw the sample image');
  context.fillStyle = '#1d4ed8';
  context.fillRect(0, 0, 160, 120);
  context.fillStyle = '#22d3ee';
  context.fillRect(50, 30, 60, 60);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('the canvas gave no PNG'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** A ledger of the first sample item, newest first: each balance is the one below plus its change. */
export const sampleStockMovements: StockMovement[] = [
  {
    _id: 'move-5',
    kind: 'adjustment',
    change: -3,
    balance: 500,
    reason: 'Damaged in transit',
    by: 'admin@computerclub.test',
    order: null,
    orderNumber: null,
    purchase: null,
    purchaseNumber: null,
    createdAt: '2026-11-20T10:15:00.000Z',
  },
  {
    _id: 'move-4',
    kind: 'adjustment',
    change: 103,
    balance: 503,
    reason: 'Delivery from the plant',
    by: 'admin@computerclub.test',
    order: null,
    orderNumber: null,
    purchase: null,
    purchaseNumber: null,
    createdAt: '2026-11-18T08:00:00.000Z',
  },
  {
    _id: 'move-3',
    kind: 'order-cancelled',
    change: 20,
    balance: 400,
    reason: null,
    by: 'customer@computerclub.test',
    order: '66f0c1a2b3c4d5e6f7a8b9c0',
    orderNumber: 'CC-000038',
    purchase: '66f0c1a2b3c4d5e6f7a8b9b0',
    purchaseNumber: 'CP-000012',
    createdAt: '2026-11-12T14:30:00.000Z',
  },
  {
    _id: 'move-2',
    kind: 'order',
    change: -20,
    balance: 380,
    reason: null,
    by: 'customer@computerclub.test',
    order: '66f0c1a2b3c4d5e6f7a8b9c0',
    orderNumber: 'CC-000038',
    purchase: '66f0c1a2b3c4d5e6f7a8b9b0',
    purchaseNumber: 'CP-000012',
    createdAt: '2026-11-10T09:45:00.000Z',
  },
  {
    _id: 'move-1',
    kind: 'opening',
    change: 400,
    balance: 400,
    reason: null,
    by: null,
    createdAt: '2026-11-01T06:00:00.000Z',
    order: null,
    orderNumber: null,
    purchase: null,
    purchaseNumber: null,
  },
];

/** A shipped order and its timeline, as its customer reads it (the staff's addresses left out). */
export const sampleOrderDetail: OrderDetail = {
  ...sampleOrders(1)[0]!,
  status: 'shipped',
  statusChangedAt: '2026-01-17T11:20:00.000Z',
  events: [
    { _id: 'e1', from: null, to: 'placed', by: 'rahim@example.com', note: null, createdAt: '2026-01-15T10:00:00.000Z' },
    { _id: 'e2', from: 'placed', to: 'confirmed', by: null, note: null, createdAt: '2026-01-16T09:30:00.000Z' },
    {
      _id: 'e3',
      from: 'confirmed',
      to: 'shipped',
      by: null,
      note: 'Sundarban Courier SC-99812',
      createdAt: '2026-01-17T11:20:00.000Z',
    },
  ],
  tax_invoice: null,
};

/** An address book (requirements §14.7): the default first. */
export const sampleAddresses: SavedAddress[] = [
  {
    _id: 'addr-office',
    label: 'Office',
    address: 'Level 4, 27 Kemal Ataturk Avenue, Banani, Dhaka 1213',
    phone: '+880 1711-000111',
    district: 'dhaka',
    is_default: true,
  },
  {
    _id: 'addr-warehouse',
    label: 'Warehouse',
    address: 'Plot 9, Tejgaon Industrial Area, Dhaka 1208',
    phone: '+880 1811-000222',
    district: 'dhaka',
    is_default: false,
  },
  {
    _id: 'addr-chattogram',
    label: 'Chattogram branch',
    address: '112 Agrabad Commercial Area, Chattogram 4100',
    phone: '+880 1911-000333',
    district: 'chattogram',
    is_default: false,
  },
];

/** A cart (requirements §14.1): a tiered line at its second tier, a plain one, one below its minimum. */
export const sampleCart: Cart = {
  lines: [
    {
      item: tieredItem._id,
      name: tieredItem.name,
      sku: tieredItem.sku,
      image: tieredItem.image,
      quantity: 10,
      unit_price: 7100,
      line_total: 71000,
      min_order_quantity: 1,
      available_quantity: 240,
      problem: null,
    },
    ...sampleItems(3)
      .slice(1)
      .map((item, i) => {
        const quantity = i === 0 ? item.min_order_quantity : item.min_order_quantity - 5;
        return {
          item: item._id,
          name: item.name,
          sku: item.sku,
          image: item.image,
          quantity,
          unit_price: item.price_per_unit,
          line_total: item.price_per_unit * quantity,
          min_order_quantity: item.min_order_quantity,
          available_quantity: item.available_quantity,
          problem: i === 0 ? null : `The minimum order quantity is ${item.min_order_quantity}`,
        };
      }),
  ],
  count: 10 + 15 + 15,
  total: 71000 + 2250 * 15 + 3000 * 15,
};

/** A purchase of three lines (requirements §14.3), one of them already confirmed. */
export const samplePurchase: Purchase = (() => {
  const orders = sampleOrders(3, ['placed', 'confirmed', 'placed']).map((o) => ({ ...o, purchase: 'purchase-1' }));
  return {
    _id: 'purchase-1',
    number: 'CP-000007',
    tax_invoice: null,
    user: 'rahim@example.com',
    address: 'House 12, Road 5, Dhanmondi, Dhaka',
    phone: '01700000000',
    district: 'dhaka',
    payment_method: 'cod',
    buyer_bin: null,
    po_number: null,
    subtotal: orders.reduce((sum, o) => sum + o.total, 0),
    // The screens do not show delivery yet (issue 32's screens): nothing charged keeps their pictures.
    delivery_charge: 0,
    vat: 0,
    total: orders.reduce((sum, o) => sum + o.total, 0),
    due_now: 0,
    payment: {
      method: 'cod',
      status: 'unpaid',
      due_now: 0,
      paid: 0,
      refunded: 0,
      redirect_url: null,
      expires_at: null,
    },
    createdAt: '2026-01-15T10:00:00.000Z',
    orders,
  };
})();

/**
 * A dealer's purchase (requirements §20.5 item 10): the first two lines at their group's price, the
 * public price as it was beside each; the third item is not in their list, so at the public price.
 */
export const memberPurchase: Purchase = {
  ...samplePurchase,
  orders: samplePurchase.orders.map((order, i) => (i < 2 ? { ...order, public_price: order.unit_price + 500 } : order)),
};

/** The sample purchase with the buyer's purchase-order number (requirements §20.6). */
export const purchaseWithPoNumber: Purchase = { ...samplePurchase, po_number: 'PO-2026/0417-IT' };

/** The sample purchase with its orders at `statuses`, its total as the server answers it: cancelled ones left out. */
export function purchaseWithStatuses(statuses: readonly OrderStatus[]): Purchase {
  const orders = samplePurchase.orders.map((o, i) => ({ ...o, status: statuses[i] ?? o.status }));
  return {
    ...samplePurchase,
    orders,
    subtotal: orders.reduce((sum, o) => (o.status === 'cancelled' ? sum : sum + o.total), 0),
    total: orders.reduce((sum, o) => (o.status === 'cancelled' ? sum : sum + o.total), 0),
  };
}
