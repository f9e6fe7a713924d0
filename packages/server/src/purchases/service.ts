import {
  APPROVAL_HOLD_HOURS_DEFAULT,
  formatBdt,
  fromMinor,
  messages,
  orderMessages,
  orderQuantityError,
  purchaseNumber,
  toMinor,
  vatIncludedMinor,
  zoneOfDistrict,
  type CheckoutInput,
  type CompanyRef,
  type PaymentMethod,
  type Purchase,
  type PurchaseApprovalState,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import { publicMinorBeside, unitMinorOf } from '../catalog/price-tiers.ts';
import { noGroupPrices, type MemberPricing, type PricesFor } from '../customer-groups/price-book.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { OrderRow, PaymentRow, PurchaseRow } from '../db/schema.ts';
import { isUniqueViolation, newId, nowIso } from '../db/util.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import { defaultInvoiceSettings, issueTaxInvoice, type InvoiceSettings } from '../invoices/issue.ts';
import { priceParcel, rateBpOfItem } from '../delivery/pricing.ts';
import { deliveryOwedMinor, owedMinor, toOrder } from '../orders/mapping.ts';
import { purchaseNoticeRows } from '../orders/notice-rows.ts';
import {
  lockForPlacing,
  placeLines,
  unverifiedRefusal,
  type LineToPlace,
  type PlacingOptions,
} from '../orders/placing.ts';
import { cashPayment, toPayment } from '../payments/mapping.ts';
import { cashOnlyPayments, type CheckoutPayments } from '../payments/service.ts';
import { approvalNoticeRows, toApproval } from '../companies/approvals.ts';
import { invoiceDueOn } from '../terms/service.ts';
import { checkoutBodyHash } from './idempotency.ts';
import type { CheckoutQueries, PurchasesRepository } from './repository.ts';

/**
 * A quote's offer being accepted (requirements §20.7): a checkout of its lines at its prices, in the
 * checkout's own transaction and path, that leaves the cart alone.
 */
export interface OfferAccepted {
  /** The offer's price per unit of each item (poisha): the lines' prices instead of the list's or the group's. */
  unitMinor: ReadonlyMap<string, number>;
  /** First in the transaction: the quote locked and checked (throws why it cannot be accepted). */
  claim(tx: CheckoutQueries): Promise<void>;
  /** Last in it: the quote accepted with the purchase made. */
  accepted(tx: CheckoutQueries, purchase: PurchaseRow): Promise<void>;
}

/** The VAT rates (basis points, null for the default) of a purchase's items, by id. */
export type VatRates = ReadonlyMap<string, number | null>;

/**
 * A purchase as its buyer and the staff read it. Its totals follow its orders' statuses: a
 * cancelled order is owed nothing (requirements §13.5), and the delivery charge is owed until
 * every order is cancelled (§17); the row's `total_minor` keeps what the checkout's goods came to.
 * The VAT is what the owed total includes: each order's at its item's rate, delivery's at the default.
 */
export function toPurchase(
  row: PurchaseRow,
  orders: readonly OrderRow[],
  rates: VatRates,
  vatDefaultBp: number,
  taxInvoice: string | null,
  paymentRow: PaymentRow | undefined,
  company: CompanyRef | null,
  approval: PurchaseApprovalState | null = null,
): Purchase {
  const payment = paymentRow ? toPayment(paymentRow, nowIso(), row.due_on) : cashPayment(row);
  const goodsMinor = owedMinor(orders);
  const deliveryMinor = deliveryOwedMinor(row, orders);
  const vatMinor = orders.reduce(
    (sum, order) =>
      order.status === 'cancelled'
        ? sum
        : sum +
          vatIncludedMinor(
            Number(order.total_minor),
            rateBpOfItem({ vat_rate_bp: rates.get(order.item_id) ?? null }, vatDefaultBp),
          ),
    vatIncludedMinor(deliveryMinor, vatDefaultBp),
  );
  return {
    _id: row.id,
    number: purchaseNumber(Number(row.seq)),
    user: row.user_email,
    company,
    approval,
    address: row.address,
    phone: row.phone,
    district: row.district,
    payment_method: row.payment_method as PaymentMethod,
    buyer_bin: row.buyer_bin,
    po_number: row.po_number,
    subtotal: fromMinor(goodsMinor),
    delivery_charge: fromMinor(deliveryMinor),
    vat: fromMinor(vatMinor),
    total: fromMinor(goodsMinor + deliveryMinor),
    due_now: payment.due_now,
    payment,
    createdAt: row.created_at,
    orders: orders.map(toOrder),
    tax_invoice: taxInvoice === null ? null : { number: taxInvoice },
  };
}

/**
 * Whether this buyer's checkout must carry a purchase-order number (requirements §20.6): a member
 * of a company whose terms require one (§20.8).
 */
const requirePoNumber = async (purchases: PurchasesRepository, buyer: CurrentUser): Promise<boolean> =>
  Number((await purchases.termsOfMember(buyer.id))?.require_po_number ?? 0) === 1;

/**
 * Nothing was ordered: why (a 409 by default: the lines as they are now), each failing line's
 * message keyed `lines.{index}` as the body sent them. When only prices changed there is nothing to
 * fix, only new prices to see (requirements §14.2).
 */
const refused = ({ status, message, errors, repriced }: LinesRefused) =>
  new HttpError(
    status,
    status === 409 && message === messages.checkoutRefused && repriced.size === Object.keys(errors).length
      ? messages.checkoutPricesChanged
      : message,
    errors,
  );

class LinesRefused extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  /** The keys of `errors` that only say a price changed. */
  readonly repriced: ReadonlySet<string>;
  constructor(
    errors: Record<string, string>,
    {
      status = 409,
      message = messages.checkoutRefused,
      repriced = new Set<string>(),
    }: { status?: number; message?: string; repriced?: ReadonlySet<string> } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.repriced = repriced;
  }
}

/**
 * Checkout (requirements §14.2): every line of the cart ordered in one transaction, or none. Each
 * line is checked against its item as it is inside the transaction (row locked): still sold, the
 * minimum, the stock, the buyer's share (and an unverified buyer's limits: a 403), and the price
 * per unit the buyer was shown (a price that
 * changed is refused, saying the new one: the server's price wins, and the buyer sees it before
 * paying it). The buyer's key makes a retried checkout answer the purchase it already made.
 */
export function purchasesService(
  purchases: PurchasesRepository,
  changes: Pick<ChangeFeed, 'publish'>,
  placing: PlacingOptions & { vatDefaultBp: number },
  invoicing: InvoiceSettings = defaultInvoiceSettings,
  payments: CheckoutPayments = cashOnlyPayments,
  pricesFor: PricesFor = noGroupPrices,
  /** APPROVAL_HOLD_HOURS (requirements §20.4): how long a purchase may await its company's approval. */
  approvalHoldMs = APPROVAL_HOLD_HOURS_DEFAULT * 3_600_000,
) {
  const { vatDefaultBp } = placing;
  const approvalOf = async (row: PurchaseRow) =>
    toApproval(
      row,
      row.approval_by === null ? null : ((await purchases.deciderName(row.approval_by)) ?? null),
      approvalHoldMs,
    );
  const withOrders = async (row: PurchaseRow) => {
    const orders = await purchases.ordersOf(row.id);
    return toPurchase(
      row,
      orders,
      await purchases.vatRatesOf(orders.map((o) => o.item_id)),
      vatDefaultBp,
      (await purchases.invoiceOf(row.id))?.number ?? null,
      await purchases.paymentOf(row.id),
      (await purchases.companiesByIds([row.company_id])).get(row.company_id ?? '') ?? null,
      await approvalOf(row),
    );
  };

  /** Checks every line against its item as locked now, then orders them all (or throws why not). */
  async function placeAll(
    tx: CheckoutQueries,
    buyer: CurrentUser,
    input: CheckoutInput,
    purchaseId: string,
    bodyHash: string,
    pricing: MemberPricing | undefined,
    offer?: OfferAccepted,
  ) {
    await offer?.claim(tx);
    const at = nowIso();
    const items = await lockForPlacing(
      tx.orders,
      buyer,
      input.lines.map((l) => l.item),
    );
    const errors: Record<string, string> = {};
    const repriced = new Set<string>();
    const lines: LineToPlace[] = [];
    input.lines.forEach((line, index) => {
      const item = items.get(line.item);
      if (!item || item.deleted_at !== null) {
        errors[`lines.${index}`] = orderMessages.itemGone;
        return;
      }
      // The buyer's group price where it holds today (requirements §20.5), never the client's word;
      // an accepted quote's offered price (§20.7).
      const unitMinor = offer?.unitMinor.get(item.id) ?? unitMinorOf(item, line.quantity, { pricing, itemId: item.id });
      const quantityError = orderQuantityError(line.quantity, {
        min_order_quantity: Number(item.min_order_quantity),
        available_quantity: Number(item.available_quantity),
      });
      if (quantityError) errors[`lines.${index}`] = quantityError;
      else if (unitMinor !== toMinor(line.unit_price)) {
        errors[`lines.${index}`] = messages.priceChanged(formatBdt(fromMinor(unitMinor)));
        repriced.add(`lines.${index}`);
      } else {
        // The public price beside a member's (§20.5 item 10); an offered price is not one (§20.7).
        const publicMinor = offer ? null : publicMinorBeside(item, line.quantity, unitMinor, pricing);
        lines.push({ item, quantity: line.quantity, unitMinor, publicMinor });
      }
    });
    if (Object.keys(errors).length) throw new LinesRefused(errors, { repriced });

    const totalMinor = lines.reduce((sum, l) => sum + l.unitMinor * l.quantity, 0);
    if (!Number.isSafeInteger(totalMinor)) throw new LinesRefused({ lines: orderMessages.totalTooLarge });
    // The charge from the locked items' weights and the card as it is now (requirements §17): one
    // other than the buyer was shown is refused as a changed price is, saying the new one.
    const parcel = priceParcel(lines, zoneOfDistrict(input.district), await tx.orders.delivery.card(), vatDefaultBp);
    if (parcel.chargeMinor !== toMinor(input.delivery_charge)) {
      const message = messages.deliveryChargeChanged(formatBdt(fromMinor(parcel.chargeMinor)));
      throw new LinesRefused({ delivery_charge: message }, { message });
    }
    // The buyer's company now, whose purchase this stays (requirements §20.3); above the buyer's
    // limit in it, the purchase awaits an approver (§20.4).
    const company = (await tx.orders.companyOf(buyer.id)) ?? null;
    const limitMinor = company ? await tx.orderLimitOf(buyer.id) : null;
    const awaiting = limitMinor !== null && totalMinor + parcel.chargeMinor > limitMinor;
    // Pay on invoice (§20.8): the company's terms and credit, its row locked; due its day + net days.
    const dueOn =
      input.payment_method === 'invoice'
        ? await invoiceDueOn(tx.terms, company?.id ?? null, totalMinor + parcel.chargeMinor, at, invoicing.timeZone)
        : null;
    const purchase = await tx.insert({
      id: purchaseId,
      user_email: buyer.email,
      idempotency_key: input.key,
      body_hash: bodyHash,
      address: input.address,
      phone: input.phone,
      total_minor: totalMinor,
      created_at: at,
      district: input.district,
      delivery_charge_minor: parcel.chargeMinor,
      payment_method: input.payment_method,
      buyer_bin: input.buyer_bin ?? null,
      po_number: input.po_number ?? null,
      company_id: company?.id ?? null,
      approval: awaiting ? 'awaiting' : null,
      due_on: dueOn,
    });
    // Its payment, in this transaction (requirements §18): pending with a hold when something is due
    // online. One awaiting approval has no hold yet: it starts when an approver approves (§20.4).
    const newPayment = payments.newPayment(purchase, input.payment_method, totalMinor, at);
    const payment = await tx.payments.insert(awaiting ? { ...newPayment, hold_expires_at: null } : newPayment);
    const placed = await placeLines(
      tx.orders,
      {
        buyer,
        address: input.address,
        phone: input.phone,
        purchaseId,
        at,
        district: input.district,
        deliveryChargeMinor: 0,
        company,
      },
      lines,
      placing,
    );
    if ('unverified' in placed) {
      const why = unverifiedRefusal(placed.unverified, placing.unverifiedLimitMinor, (i) => `lines.${i}`, 'lines');
      throw new LinesRefused(why.errors, { status: 403, message: why.message });
    }
    if ('refused' in placed) {
      for (const [index, why] of placed.refused)
        errors[`lines.${index}`] =
          why.refused === 'share' ? orderMessages.shareReached(why.more) : orderMessages.aboveAvailable(0);
      throw new LinesRefused(errors);
    }
    // Its tax invoice, in this transaction: it never exists without its purchase (requirements §17).
    const itemOf = new Map(lines.map((l) => [l.item.id, l.item]));
    const taxInvoice = await issueTaxInvoice(tx.orders.invoices, invoicing, {
      purchase,
      placed: placed.orders.map((order) => ({ order, item: itemOf.get(order.item_id)! })),
      buyerName: buyer.name,
    });
    // One email for the checkout to the buyer, and one to the staff (requirements §13.7).
    const event = {
      purchase,
      orders: placed.orders,
      moved: new Set(placed.orders.map((o) => o.id)),
      note: null,
      at,
      company: company?.name ?? null,
    };
    await tx.orders.addNotices([
      ...purchaseNoticeRows({ ...event, template: 'placed' }, [buyer.email]),
      ...purchaseNoticeRows({ ...event, template: 'placed-admin' }, placing.notifyEmails),
      // Awaiting approval: each approver and admin of the company (the buyer aside) is asked.
      ...(awaiting && company
        ? approvalNoticeRows(
            'approval-requested',
            purchase,
            await tx.deciders(company.id, buyer.id),
            {
              companyName: company.name,
              buyerName: buyer.name,
              deciderName: null,
              note: null,
              at: toApproval(purchase, null, approvalHoldMs)?.expires_at ?? at,
            },
            at,
          )
        : []),
    ]);
    // An accepted quote's lines were never the cart's: it stays as it is.
    if (offer) await offer.accepted(tx, purchase);
    else
      await tx.cart.remove(
        buyer.id,
        lines.map((l) => l.item.id),
      );
    const rates = new Map(lines.map((l) => [l.item.id, l.item.vat_rate_bp]));
    return {
      row: purchase,
      purchase: toPurchase(
        purchase,
        placed.orders,
        rates,
        vatDefaultBp,
        taxInvoice,
        payment,
        company,
        toApproval(purchase, null, approvalHoldMs),
      ),
    };
  }

  return {
    /**
     * Answers the purchase, and whether it was made now (201) or by an earlier try with the key
     * (200). The key's purchase answers only the same body again (a 409 otherwise, so a reused key
     * never drops an order silently); one made before bodies were hashed answers any (0015).
     */
    async checkout(
      buyer: CurrentUser,
      input: CheckoutInput,
      offer?: OfferAccepted,
    ): Promise<{ purchase: Purchase; replayed: boolean }> {
      const bodyHash = checkoutBodyHash(input);
      const replay = async (made: PurchaseRow) => {
        if (made.body_hash !== null && made.body_hash !== bodyHash) throw conflict(messages.checkoutKeyReused);
        return { purchase: await withOrders(made), replayed: true };
      };
      const earlier = await purchases.findByKey(buyer.email, input.key);
      if (earlier) return replay(earlier);
      payments.assertOffered(input.payment_method);
      if (input.po_number === undefined && (await requirePoNumber(purchases, buyer)))
        throw badRequest(messages.poNumberRequired, { po_number: messages.poNumberRequired });
      try {
        const pricing = await pricesFor(buyer.id);
        const { row, purchase } = await purchases.inTransaction((tx) =>
          placeAll(tx, buyer, input, newId(), bodyHash, pricing, offer),
        );
        await changes.publish('stock', 'orders');
        // The gateway's session once the purchase is committed: a gateway that is slow or down
        // never holds the transaction, and the purchase stays pending (Pay now opens another).
        // One awaiting approval opens none: the buyer pays once it is approved (requirements §20.4).
        if (purchase.payment.status !== 'pending' || row.approval === 'awaiting') return { purchase, replayed: false };
        await payments.afterCheckout(row, buyer.name);
        return { purchase: await withOrders(row), replayed: false };
      } catch (error) {
        // The same key's other try committed first (a double click): answer what it made, if it
        // was this body. It may have taken the stock this try wanted, hold the key this one
        // tried to insert, or have accepted the quote this one claims (a 409).
        if (
          error instanceof LinesRefused ||
          isUniqueViolation(error) ||
          (offer && error instanceof HttpError && error.statusCode === 409)
        ) {
          const made = await purchases.findByKey(buyer.email, input.key);
          if (made) return replay(made);
        }
        if (error instanceof LinesRefused) throw refused(error);
        throw error;
      }
    },

    /** A purchase and its orders, for its buyer or an administrator. */
    async get(actor: CurrentUser, id: string): Promise<Purchase> {
      const row = await purchases.findById(id);
      if (!row) throw notFound(messages.purchaseNotFound);
      if (!actor.isAdmin && row.user_email !== actor.email) throw forbidden(messages.purchaseOnlyOwnSeen);
      return withOrders(row);
    },
  };
}

export type PurchasesService = ReturnType<typeof purchasesService>;
