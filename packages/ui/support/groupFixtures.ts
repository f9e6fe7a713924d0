import type { CustomerGroup, GroupPriceEntry } from '@storefront/shared';
import type { PriceListItemChoice } from '../src/domain/groups/PriceListEditor.tsx';

// Customer groups and their price lists for the stories (requirements §20.5).

/** A dealer price with volume tiers, a percentage off for a span of days, a plain price. */
export const samplePriceList: GroupPriceEntry[] = [
  {
    item: 'item-gpu',
    item_name: 'Zotac RTX 4070 Twin Edge 12GB',
    sku: 'CC-GPU-4070',
    public_price: 74_500,
    price: 69_900,
    percent_off: null,
    tiers: [
      { min_quantity: 5, price: 68_500 },
      { min_quantity: 20, price: 67_000 },
    ],
    valid_from: null,
    valid_until: null,
  },
  {
    item: 'item-ssd',
    item_name: 'Samsung 990 Pro 2TB NVMe SSD',
    sku: 'CC-SSD-990P2',
    public_price: 21_800,
    price: null,
    percent_off: 12.5,
    tiers: [],
    valid_from: '2026-12-01',
    valid_until: '2026-12-31',
  },
  {
    item: 'item-psu',
    item_name: 'Corsair RM850e 850W Gold PSU',
    sku: 'CC-PSU-RM850E',
    public_price: 13_200,
    price: 12_400,
    percent_off: null,
    tiers: [],
    valid_from: null,
    valid_until: null,
  },
];

/** An entry whose item has a long name. */
export const longPriceEntry: GroupPriceEntry = {
  item: 'item-long',
  item_name:
    'ASUS ROG Strix GeForce RTX 4090 OC Edition 24GB GDDR6X White Limited Edition with Triple Axial-tech Fans (Dealer Bundle)',
  sku: 'CC-GPU-4090-ROG-WHITE-OC',
  public_price: 2_85_000,
  price: null,
  percent_off: 7.25,
  tiers: [],
  valid_from: '2026-11-01',
  valid_until: null,
};

/** What the catalog's search suggests while an item is typed. */
export const priceListChoices: PriceListItemChoice[] = [
  { _id: 'item-ram', name: 'Kingston Fury Beast 32GB DDR5 6000', sku: 'CC-RAM-KF32D5', price_per_unit: 11_500 },
  { _id: 'item-ram-2', name: 'Kingston Fury Beast 16GB DDR5 5600', sku: 'CC-RAM-KF16D5', price_per_unit: 6_200 },
  { _id: 'item-gpu', name: 'Zotac RTX 4070 Twin Edge 12GB', sku: 'CC-GPU-4070', price_per_unit: 74_500 },
];

/** The store's groups as the administrators' list answers them. */
export const sampleGroups: CustomerGroup[] = [
  { _id: 'group-dealer', name: 'Dealer', created_at: '2026-10-02T08:00:00.000Z', users: 3, companies: 12 },
  { _id: 'group-corporate', name: 'Corporate', created_at: '2026-10-15T08:00:00.000Z', users: 0, companies: 4 },
  { _id: 'group-edu', name: 'Education', created_at: '2026-11-20T08:00:00.000Z', users: 41, companies: 0 },
];
