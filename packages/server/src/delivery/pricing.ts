// A parcel priced (requirements §17): the one computation a quote, a checkout and a one-item order
// share, so what the buyer is shown is what they are charged, to the poisha. Everything in poisha.
import { deliveryChargeMinor, vatIncludedMinor, type DeliveryZone, type RateCard } from '@storefront/shared';
import type { ItemRow } from '../db/schema.ts';

export interface PricedLine {
  item: Pick<ItemRow, 'id' | 'weight_g' | 'vat_rate_bp'>;
  quantity: number;
  unitMinor: number;
}

/** The VAT rate of an item, in basis points: its own, else the store's default. */
export const rateBpOfItem = (item: Pick<ItemRow, 'vat_rate_bp'>, defaultBp: number): number =>
  item.vat_rate_bp === null ? defaultBp : Number(item.vat_rate_bp);

/** The lines' weight (each item's shipping weight times its units) and goods, and the charge `card` sets for them to `zone`. */
export function parcelCharge(lines: readonly PricedLine[], zone: DeliveryZone, card: RateCard) {
  const goodsMinor = lines.reduce((sum, l) => sum + l.unitMinor * l.quantity, 0);
  const weightG = lines.reduce((sum, l) => sum + Number(l.item.weight_g) * l.quantity, 0);
  return { goodsMinor, weightG, chargeMinor: deliveryChargeMinor({ weightG, zone, card, goodsMinor }) };
}

/**
 * The lines' goods, weight, VAT and delivery to `zone` by `card`: the charge from the lines'
 * weights (each item's shipping weight times its units) and their goods (the free-delivery amount);
 * the VAT inside each line at its item's rate, and inside the charge at the default rate.
 */
export function priceParcel(lines: readonly PricedLine[], zone: DeliveryZone, card: RateCard, vatDefaultBp: number) {
  const priced = lines.map((line) => {
    const totalMinor = line.unitMinor * line.quantity;
    const rateBp = rateBpOfItem(line.item, vatDefaultBp);
    return { ...line, totalMinor, rateBp, vatMinor: vatIncludedMinor(totalMinor, rateBp) };
  });
  const { goodsMinor, weightG, chargeMinor } = parcelCharge(lines, zone, card);
  const vatMinor = priced.reduce((sum, l) => sum + l.vatMinor, 0) + vatIncludedMinor(chargeMinor, vatDefaultBp);
  return { lines: priced, goodsMinor, weightG, zone, chargeMinor, vatMinor, totalMinor: goodsMinor + chargeMinor };
}
