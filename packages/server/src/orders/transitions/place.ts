// A one-item order placed (POST /api/order, requirements §7, §13): through the same path as a checkout's lines
// (orders/placing.ts), with its own answers: 404 for an item gone, 400 on `quantity`, 403 past an
// unverified account's limits, and the order's own emails and tax invoice.
import {
  formatBdt,
  fromMinor,
  messages,
  orderMessages,
  orderQuantityError,
  toMinor,
  zoneOfDistrict,
  type OrderInput,
} from '@storefront/shared';
import type { CurrentUser } from '../../auth/guard.ts';
import { publicMinorBeside, unitMinorOf } from '../../catalog/price-tiers.ts';
import { noGroupPrices, type PricesFor } from '../../customer-groups/price-book.ts';
import { nowIso } from '../../db/util.ts';
import { parcelCharge } from '../../delivery/pricing.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import { issueOrderTaxInvoice } from '../../invoices/issue.ts';
import { lockForPlacing, placeLines, unverifiedRefusal, type PlacingOptions } from '../placing.ts';
import type { TransitionDeps } from './move.ts';

function quantityRefused(message: string) {
  return badRequest(message, { quantity: message });
}

export function orderPlacing(
  { orders, changes, invoicing }: TransitionDeps,
  options: PlacingOptions,
  pricesFor: PricesFor = noGroupPrices,
) {
  return {
    /**
     * The buyer comes from the token, the name and price from the item: never from the body. The
     * item is judged as its locked row stands, so a concurrent order that took the stock first is
     * answered with the quantity's message as it is now.
     */
    async placeOrder(buyer: CurrentUser, input: OrderInput): Promise<string> {
      // requirements §20.8: a company that asks for a PO number on every order gets one through
      // checkout (POST /api/checkout takes `po_number`); the spec's one-item order has no field for it.
      if (Number((await orders.termsOfMember(buyer.id))?.require_po_number ?? 0) === 1)
        throw badRequest(messages.poNumberRequired, { po_number: messages.poNumberRequired });
      const pricing = await pricesFor(buyer.id);
      const id = await orders.inTransaction(async (tx) => {
        const item = (await lockForPlacing(tx, buyer, [input.item])).get(input.item);
        if (!item || item.deleted_at !== null) throw notFound(orderMessages.itemGone);
        const refused = orderQuantityError(input.quantity, {
          min_order_quantity: Number(item.min_order_quantity),
          available_quantity: Number(item.available_quantity),
        });
        if (refused) throw quantityRefused(refused);
        // requirements §14.4: the tier the quantity reaches sets the price per unit the order keeps;
        // a group member's group price where it holds today (requirements §20.5).
        const unitMinor = unitMinorOf(item, input.quantity, { pricing, itemId: item.id });
        if (!Number.isSafeInteger(unitMinor * input.quantity)) throw quantityRefused(orderMessages.totalTooLarge);
        // Its delivery (requirements §17): to its district's zone, outside Dhaka's when the original's
        // body names none; a charge shown that is no longer the charge is refused, saying the new one.
        const line = {
          item,
          quantity: input.quantity,
          unitMinor,
          publicMinor: publicMinorBeside(item, input.quantity, unitMinor, pricing),
        };
        const zone = input.district ? zoneOfDistrict(input.district) : 'outside';
        const { chargeMinor } = parcelCharge([line], zone, await tx.delivery.card());
        if (input.delivery_charge !== undefined && toMinor(input.delivery_charge) !== chargeMinor) {
          const message = messages.deliveryChargeChanged(formatBdt(fromMinor(chargeMinor)));
          throw new HttpError(409, message, { delivery_charge: message });
        }

        const placed = await placeLines(
          tx,
          {
            buyer,
            address: input.address,
            phone: input.phone,
            purchaseId: null,
            at: nowIso(),
            district: input.district ?? null,
            deliveryChargeMinor: chargeMinor,
            company: (await tx.companyOf(buyer.id)) ?? null,
          },
          [line],
          options,
        );
        if ('unverified' in placed) {
          const { message, errors } = unverifiedRefusal(
            placed.unverified,
            options.unverifiedLimitMinor,
            () => 'quantity',
            'quantity',
          );
          throw new HttpError(403, message, errors);
        }
        if ('refused' in placed) {
          const why = placed.refused.get(0);
          if (why?.refused === 'share') throw quantityRefused(orderMessages.shareReached(why.more));
          // Not while the item's row stays locked as checked above: answered as a lost race all the same.
          throw conflict(orderMessages.stockChanged);
        }
        // Its own tax invoice, in this transaction, from the purchases' series (requirements §17.7).
        const order = placed.orders[0]!;
        await issueOrderTaxInvoice(tx.invoices, invoicing, { order, item });
        return order.id;
      });
      await changes.publish('stock', 'orders');
      return id;
    },
  };
}
