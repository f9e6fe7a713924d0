// Delivery's sample data (requirements §17): a few of the 64 districts (every zone), quotes and a
// rate card as the API answers them. The app wires the store's own district list at its root.
import type { CheckoutQuote, DistrictOption, RateCardAnswer, SavedDelivery } from '../src/domain/delivery/contract.ts';
import { sampleAddresses } from './fixtures.ts';

export const sampleDistricts: DistrictOption[] = [
  { key: 'dhaka', name: 'Dhaka', zone: 'dhaka' },
  { key: 'gazipur', name: 'Gazipur', zone: 'suburbs' },
  { key: 'narayanganj', name: 'Narayanganj', zone: 'suburbs' },
  { key: 'munshiganj', name: 'Munshiganj', zone: 'suburbs' },
  { key: 'bogura', name: 'Bogura', zone: 'outside' },
  { key: 'chapai-nawabganj', name: 'Chapai Nawabganj', zone: 'outside' },
  { key: 'chattogram', name: 'Chattogram', zone: 'outside' },
  { key: 'coxs-bazar', name: "Cox's Bazar", zone: 'outside' },
  { key: 'khulna', name: 'Khulna', zone: 'outside' },
  { key: 'rajshahi', name: 'Rajshahi', zone: 'outside' },
  { key: 'sylhet', name: 'Sylhet', zone: 'outside' },
];

/** The same districts named in Bangla, for the Bangla stories. */
export const sampleDistrictsBn: DistrictOption[] = [
  { key: 'dhaka', name: 'ঢাকা', zone: 'dhaka' },
  { key: 'gazipur', name: 'গাজীপুর', zone: 'suburbs' },
  { key: 'narayanganj', name: 'নারায়ণগঞ্জ', zone: 'suburbs' },
  { key: 'munshiganj', name: 'মুন্সীগঞ্জ', zone: 'suburbs' },
  { key: 'bogura', name: 'বগুড়া', zone: 'outside' },
  { key: 'chapai-nawabganj', name: 'চাঁপাইনবাবগঞ্জ', zone: 'outside' },
  { key: 'chattogram', name: 'চট্টগ্রাম', zone: 'outside' },
  { key: 'coxs-bazar', name: 'কক্সবাজার', zone: 'outside' },
  { key: 'khulna', name: 'খুলনা', zone: 'outside' },
  { key: 'rajshahi', name: 'রাজশাহী', zone: 'outside' },
  { key: 'sylhet', name: 'সিলেট', zone: 'outside' },
];

/** The saved addresses with their districts; the Chattogram branch was saved before districts. */
export const sampleDeliveryAddresses: SavedDelivery[] = sampleAddresses.map((a) => ({
  ...a,
  district: a._id === 'addr-chattogram' ? null : 'dhaka',
}));

/** The seeded rate card (BDT): 70, 110 and 130 for the first kg, 20 each extra kg; never free. */
export const sampleRateCard: RateCardAnswer = {
  zones: [
    { zone: 'dhaka', first_kg: 70, extra_kg: 20 },
    { zone: 'suburbs', first_kg: 110, extra_kg: 20 },
    { zone: 'outside', first_kg: 130, extra_kg: 20 },
  ],
  free_above: null,
  updatedAt: null,
  updatedBy: null,
};

const rates = { dhaka: 70, suburbs: 110, outside: 130 } as const;

/** A quote for goods of `subtotal` BDT weighing `weightG`, to `zone`, at the seeded rates (VAT 15% inside). */
export function sampleQuote(
  zone: CheckoutQuote['zone'],
  {
    subtotal = 30_660,
    weightG = 2_350,
    freeAbove = null,
  }: { subtotal?: number; weightG?: number; freeAbove?: number | null } = {},
): CheckoutQuote {
  const isFree = freeAbove !== null && subtotal >= freeAbove;
  const charge = isFree ? 0 : rates[zone] + Math.ceil(Math.max(0, weightG - 1000) / 1000) * 20;
  const total = subtotal + charge;
  return {
    lines: [],
    weight_g: weightG,
    zone,
    subtotal,
    delivery_charge: charge,
    free_delivery_above: freeAbove,
    vat: Math.round((total - total / 1.15) * 100) / 100,
    total,
    due_now: 0,
  };
}

const zoneOf = (district: string) => sampleDistricts.find((d) => d.key === district)?.zone ?? 'outside';

/**
 * What a stand-in `POST /api/checkout/quote` answers (the stories' MSW handlers): the seeded rates
 * for the district's zone, each unit weighing 250 g, the goods at `price` a unit.
 */
export function quoteFor(
  body: { lines: { quantity: number }[]; district: string },
  { price = 1_500, freeAbove = null }: { price?: number; freeAbove?: number | null } = {},
): CheckoutQuote {
  const units = body.lines.reduce((sum, line) => sum + line.quantity, 0);
  return sampleQuote(zoneOf(body.district), { subtotal: units * price, weightG: units * 250, freeAbove });
}
