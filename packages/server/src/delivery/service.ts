import {
  deliveryZones,
  dueNowMinor,
  fromMinor,
  orderMessages,
  percentOfBp,
  toMinor,
  zoneOfDistrict,
  type DeliveryRates,
  type DeliveryRatesInput,
  type Quote,
  type QuoteInput,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import { unitMinorOf } from '../catalog/price-tiers.ts';
import { noGroupPrices, type PricesFor } from '../customer-groups/price-book.ts';
import type { ChangeFeed } from '../db/changes.ts';
import { nowIso } from '../db/util.ts';
import { HttpError } from '../http/errors.ts';
import type { PaymentOptions } from '../payments/options.ts';
import { priceParcel } from './pricing.ts';
import type { DeliveryRepository, StoredCard } from './repository.ts';

/** The card as the API answers it: every zone in deliveryZones' order, in BDT. */
export const toRates = (card: StoredCard): DeliveryRates => ({
  zones: deliveryZones.map((zone) => ({
    zone,
    first_kg: fromMinor(card.zones[zone].firstKgMinor),
    extra_kg: fromMinor(card.zones[zone].extraKgMinor),
  })),
  free_above: card.freeAboveMinor === null ? null : fromMinor(card.freeAboveMinor),
  updatedAt: card.updatedAt,
  updatedBy: card.updatedBy,
});

/**
 * Delivery charges (requirements §17): the rate card an administrator edits, and the quote: a
 * cart's lines priced with their delivery, as the checkout will charge them while nothing changes.
 */
export function deliveryService(
  delivery: DeliveryRepository,
  changes: Pick<ChangeFeed, 'publish'>,
  { vatDefaultBp, payments }: { vatDefaultBp: number; payments: PaymentOptions },
  pricesFor: PricesFor = noGroupPrices,
) {
  return {
    rates: async (): Promise<DeliveryRates> => toRates(await delivery.card()),

    async replaceRates(actor: CurrentUser, input: DeliveryRatesInput): Promise<DeliveryRates> {
      const zones = Object.fromEntries(
        input.zones.map((z) => [z.zone, { firstKgMinor: toMinor(z.first_kg), extraKgMinor: toMinor(z.extra_kg) }]),
      ) as StoredCard['zones'];
      const freeAboveMinor = input.free_above === null ? null : toMinor(input.free_above);
      await delivery.replaceCard({ zones, freeAboveMinor }, nowIso(), actor.email);
      await changes.publish('delivery');
      return toRates(await delivery.card());
    },

    /**
     * Unknown or deleted items are a 404 keyed `lines.{index}`; quantities are the cart's to judge.
     * A signed-in group member's lines at their group's prices (requirements §20.5), as checkout charges;
     * a quote's offer's at its prices per unit (`offered`, poisha by item; §20.7).
     */
    async quote(input: QuoteInput, readerId?: string, offered?: ReadonlyMap<string, number>): Promise<Quote> {
      payments.assertOffered(input.payment_method);
      const [items, card, pricing] = await Promise.all([
        delivery.items(input.lines.map((l) => l.item)),
        delivery.card(),
        pricesFor(readerId),
      ]);
      const byId = new Map(items.map((item) => [item.id, item]));
      const gone: Record<string, string> = {};
      const lines = input.lines.flatMap((line, index) => {
        const item = byId.get(line.item);
        if (!item) {
          gone[`lines.${index}`] = orderMessages.itemGone;
          return [];
        }
        const unitMinor = offered?.get(item.id) ?? unitMinorOf(item, line.quantity, { pricing, itemId: item.id });
        // A member's line says the public price beside theirs (requirements §20.5); nobody else's
        // does, nor a quote's offered line (its thread shows the list price, §20.7).
        const publicMinor = pricing && !offered ? unitMinorOf(item, line.quantity) : unitMinor;
        return [{ item, quantity: line.quantity, unitMinor, publicMinor }];
      });
      if (Object.keys(gone).length) throw new HttpError(404, orderMessages.itemGone, gone);
      const parcel = priceParcel(lines, zoneOfDistrict(input.district), card, vatDefaultBp);
      const publicOf = new Map(lines.map((l) => [l.item.id, l.publicMinor]));
      return {
        lines: parcel.lines.map((l) => ({
          item: l.item.id,
          quantity: l.quantity,
          unit_price: fromMinor(l.unitMinor),
          ...(publicOf.get(l.item.id) === l.unitMinor ? {} : { public_price: fromMinor(publicOf.get(l.item.id)!) }),
          line_total: fromMinor(l.totalMinor),
          vat_rate: percentOfBp(l.rateBp),
          vat: fromMinor(l.vatMinor),
        })),
        weight_g: parcel.weightG,
        zone: parcel.zone,
        subtotal: fromMinor(parcel.goodsMinor),
        delivery_charge: fromMinor(parcel.chargeMinor),
        free_delivery_above: card.freeAboveMinor === null ? null : fromMinor(card.freeAboveMinor),
        vat: fromMinor(parcel.vatMinor),
        total: fromMinor(parcel.totalMinor),
        due_now: fromMinor(
          dueNowMinor({
            method: input.payment_method,
            subtotalMinor: parcel.goodsMinor,
            deliveryChargeMinor: parcel.chargeMinor,
            advanceAboveMinor: payments.advanceAboveMinor,
          }),
        ),
      };
    },
  };
}

export type DeliveryService = ReturnType<typeof deliveryService>;
