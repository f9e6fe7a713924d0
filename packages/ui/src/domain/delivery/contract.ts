// Issue 32's delivery shapes as the screens read them (requirements §17), written from the API
// contract while the shared schemas that answer them are built beside these screens: each becomes
// the `z.infer` of its shared schema when they meet (the names and fields are the contract's).
import type { SavedAddress } from '@storefront/shared';

/** `dhaka` (Dhaka district), `suburbs` (Gazipur, Narayanganj, Munshiganj, Manikganj, Narsingdi), `outside`. */
export const deliveryZones = ['dhaka', 'suburbs', 'outside'] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

/** One of the 64 districts as a picker lists it: its key (`coxs-bazar`), its name in the reader's language, its zone. */
export interface DistrictOption {
  key: string;
  name: string;
  zone: DeliveryZone;
}

/** POST /api/checkout/quote's answer: money in BDT, as the server worked it out. */
export interface CheckoutQuote {
  lines: { item: string; quantity: number; unit_price: number; line_total: number; vat_rate: number; vat: number }[];
  weight_g: number;
  zone: DeliveryZone;
  subtotal: number;
  delivery_charge: number;
  /** The goods' amount from which delivery is free, or null when it never is. */
  free_delivery_above: number | null;
  /** The VAT included in `total` (goods and delivery). */
  vat: number;
  total: number;
  /** What must be paid online before the order stands: 0 while every purchase is cash on delivery. */
  due_now: number;
}

/** GET and PUT /api/delivery/rates: the rate card (BDT), every zone once; `free_above` null is never. */
export interface RateCard {
  zones: { zone: DeliveryZone; first_kg: number; extra_kg: number }[];
  free_above: number | null;
}

/** The rate card as answered: with who changed it last, and when (null before anyone did). */
export interface RateCardAnswer extends RateCard {
  updatedAt: string | null;
  updatedBy: string | null;
}

/** What issue 32 adds to a saved address, an order and a purchase as they are read. */
export interface WithDistrict {
  /** A district key, or null for one saved or placed before districts. */
  district?: string | null;
}
export interface WithDeliveryCharge extends WithDistrict {
  delivery_charge?: number;
}
export interface PurchaseDelivery extends WithDeliveryCharge {
  /** The goods owed (cancelled orders left out); `total` is it plus the delivery charge. */
  subtotal?: number;
  vat?: number;
  payment_method?: 'cod';
  buyer_bin?: string | null;
}

/** A saved address as read, with its district (null for one saved before districts, requirements §17). */
export type SavedDelivery = SavedAddress & WithDistrict;
