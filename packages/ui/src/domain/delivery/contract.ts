// Issue 32's delivery shapes under the names the screens use (requirements §17): the shared schemas'
// types (packages/shared cart.ts, delivery-charge.ts, districts.ts), which the server answers.
import type {
  DeliveryRates,
  DeliveryRatesInput,
  DeliveryZone,
  PaymentMethod,
  Quote,
  SavedAddress,
} from '@storefront/shared';

export { deliveryZones, type DeliveryZone } from '@storefront/shared';

/** One of the 64 districts as a picker lists it: its key (`coxs-bazar`), its name in the reader's language, its zone. */
export interface DistrictOption {
  key: string;
  name: string;
  zone: DeliveryZone;
}

/** POST /api/checkout/quote's answer: money in BDT, as the server worked it out. */
export type CheckoutQuote = Quote;

/** PUT /api/delivery/rates: the rate card (BDT), every zone once; `free_above` null is never. */
export type RateCard = DeliveryRatesInput;

/** GET /api/delivery/rates: the card with who changed it last, and when (null before anyone did). */
export type RateCardAnswer = DeliveryRates;

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
  payment_method?: PaymentMethod;
  buyer_bin?: string | null;
}

/** A saved address as read, with its district (null for one saved before districts, requirements §17). */
export type SavedDelivery = SavedAddress;
