// The orders' service, as the routes call it: assembled from the modules of each part. Placing a
// one-item order (transitions/place.ts, through the path checkout shares: placing.ts), the
// reads (listing.ts), an administrator's moves of an order or a purchase (transitions/status.ts),
// the bulk moves (transitions/bulk.ts) and the cancels (transitions/cancel.ts).
import { toMinor, UNVERIFIED_ORDER_LIMIT_BDT } from '@storefront/shared';
import type { PricesFor } from '../customer-groups/price-book.ts';
import type { ChangeFeed } from '../db/changes.ts';
import { defaultInvoiceSettings, type InvoiceSettings } from '../invoices/issue.ts';
import { orderListing } from './listing.ts';
import type { OrdersRepository } from './repository.ts';
import { bulkMoves } from './transitions/bulk.ts';
import { cancels } from './transitions/cancel.ts';
import type { AfterCancel } from './transitions/move.ts';
import { orderPlacing } from './transitions/place.ts';
import { statusMoves } from './transitions/status.ts';

export interface OrdersOptions {
  stockSharePercent?: number;
  /** What a buyer whose address is not verified may hold in open orders, in poisha. */
  unverifiedLimitMinor?: number;
  /** Who hears of every new order (ADMIN_NOTIFY_EMAILS). */
  notifyEmails?: readonly string[];
  /** The store's time zone: the admin list's days run from midnight there. */
  timeZone?: string;
  /** Who issues the credit notes of cancelled orders (requirements §17). */
  invoicing?: InvoiceSettings;
  /** A cancel's refunds of an online payment, claimed in its transaction, asked of the gateway after it (requirements §18.1). */
  afterCancel?: AfterCancel;
  /** The buyer's group prices (requirements §20.5); none given, everybody pays the public ones. */
  pricesFor?: PricesFor;
}

/** Orders move stock, which the catalog shows: `changes` hears of each one. */
export function ordersService(
  orders: OrdersRepository,
  changes: Pick<ChangeFeed, 'publish'>,
  {
    stockSharePercent = 100,
    unverifiedLimitMinor = toMinor(UNVERIFIED_ORDER_LIMIT_BDT),
    notifyEmails = [],
    timeZone = 'UTC',
    invoicing = defaultInvoiceSettings,
    afterCancel,
    pricesFor,
  }: OrdersOptions = {},
) {
  const deps = { orders, changes, invoicing, afterCancel };
  return {
    ...orderPlacing(deps, { stockSharePercent, unverifiedLimitMinor, notifyEmails }, pricesFor),
    ...orderListing(orders, { timeZone }),
    ...statusMoves(deps),
    ...bulkMoves(deps),
    ...cancels(deps),
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
