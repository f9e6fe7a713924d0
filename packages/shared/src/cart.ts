import { z } from 'zod';
import { purchaseApprovalSchema } from './approvals.ts';
import { buyerBinSchema, deliveryChargeShown, deliveryZoneSchema, districtSchema } from './delivery-charge.ts';
import { paymentMethodSchema, paymentSchema } from './payments.ts';
import { messages } from './messages.ts';
import { orderMessages, orderQuantityError } from './rules.ts';
import { QUICK_ORDER_MAX_LINES } from './quick-order.ts';
import { companyRefSchema, deliverySchema, id, orderSchema, quantity } from './schemas.ts';
import { toLatinDigits } from './digits.ts';
import { taxInvoiceRefSchema } from './invoices.ts';

// The cart and checkout (requirements §14.1 to §14.3): a signed-in buyer's cart is on the server;
// checkout orders every line of it at once, or none.

/** Lines one cart holds (and one checkout orders): a quick order of 200 SKUs fits. */
export const CART_MAX_LINES = 200;

const line = z.object({ item: id, quantity: quantity(messages.quantityRequired) });

/** Each item once in a list of lines. */
const onePerItem = <T extends { item: string }>(lines: T[]) => new Set(lines.map((l) => l.item)).size === lines.length;

/** PUT /api/cart/{item}: the line's quantity (it replaces the one in the cart). */
export const cartQuantitySchema = z.object({ quantity: quantity(messages.quantityRequired) });

/** POST /api/cart/lines (add to what is there) and /api/cart/merge (a signed-out cart at sign-in). */
export const cartLinesInputSchema = z.object({
  lines: z
    .array(line)
    .min(1, messages.cartEmpty)
    .max(CART_MAX_LINES, messages.cartFull(CART_MAX_LINES))
    .refine(onePerItem, messages.cartItemOnce),
});
export type CartLinesInput = z.infer<typeof cartLinesInputSchema>;

export const cartLineSchema = z.object({
  item: id,
  name: z.string(),
  sku: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** Today's price per unit for this quantity (its tier, requirements §14.4). */
  unit_price: z.number(),
  /**
   * A customer group member's line (requirements §20.5): the public price per unit for this
   * quantity, where their group's differs; absent for everyone else.
   */
  public_price: z.number().optional(),
  line_total: z.number(),
  min_order_quantity: z.number().int(),
  available_quantity: z.number().int(),
  /** Why the line cannot be ordered as it is (below the minimum, above stock, item gone), or null. */
  problem: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Units in the cart (the navbar's count). */
  count: z.number().int(),
  total: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

/** What is wrong with a cart line, if anything: the purchase form's rules, and the item still sold. */
export function cartLineProblem(
  quantity: number,
  item: { min_order_quantity: number; available_quantity: number; deleted: boolean },
): string | null {
  if (item.deleted) return orderMessages.itemGone;
  return orderQuantityError(quantity, item) ?? null;
}

/**
 * POST /api/checkout/quote (public, issue 32): a cart's lines priced with their delivery to a
 * district, nothing stored. Quantities are the cart's business, not the quote's.
 */
export const quoteInputSchema = z.object({
  lines: z
    .array(line)
    .min(1, messages.cartEmpty)
    .max(CART_MAX_LINES, messages.cartFull(CART_MAX_LINES))
    .refine(onePerItem, messages.cartItemOnce),
  district: districtSchema,
  payment_method: paymentMethodSchema.default('cod'),
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/**
 * A quote (requirements §17): each line at today's price for its quantity with the VAT inside it,
 * the parcel's weight, its zone and delivery charge; `vat` is the VAT included in `total` (goods and
 * delivery, delivery's at the default rate), `total` = `subtotal` + `delivery_charge`, `due_now` what
 * must be paid online before the order stands for `payment_method` (shared `dueNowMinor`, §18).
 */
export const quoteSchema = z.object({
  lines: z.array(
    z.object({
      item: z.string(),
      quantity: z.number().int(),
      unit_price: z.number(),
      /** A group member's line: the public price per unit where their group's differs (requirements §20.5). */
      public_price: z.number().optional(),
      line_total: z.number(),
      /** The item's VAT rate in percent, the store's default where it has none. */
      vat_rate: z.number(),
      vat: z.number(),
    }),
  ),
  weight_g: z.number().int(),
  zone: deliveryZoneSchema,
  subtotal: z.number(),
  delivery_charge: z.number(),
  /** Goods of at least this much travel free; null when the store has no such amount. */
  free_delivery_above: z.number().nullable(),
  vat: z.number(),
  total: z.number(),
  due_now: z.number(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** The longest purchase-order number a checkout takes (requirements §20.6). */
export const PO_NUMBER_MAX = 35;

/**
 * A business buyer's purchase-order number (requirements §20.6), printed on their invoice: trimmed,
 * 1 to 35 of letters, digits (Bangla ones kept as Latin, as the BIN's), spaces and `-/._#`. Empty
 * or null is none.
 */
export const poNumberSchema = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z
    .string({ error: messages.poNumberInvalid })
    .transform((v) => toLatinDigits(v).trim())
    .refine((v) => v.length <= PO_NUMBER_MAX && /^[A-Za-z0-9 \-/._#]+$/.test(v), messages.poNumberInvalid)
    .optional(),
);

/**
 * POST /api/checkout. `lines` are what the buyer saw and confirmed, with the price per unit shown,
 * and `delivery_charge` the charge shown for them to `district`: a price or charge changed since is
 * refused, so nobody pays what they were not shown. `key` makes a retry (a double click, a lost
 * answer) order once. `buyer_bin`, a business buyer's, goes on the tax invoice, and `po_number`, their
 * purchase-order number, on it and the emails (§20.6).
 */
export const checkoutInputSchema = z.object({
  key: z
    .string({ error: messages.checkoutKeyRequired })
    .trim()
    .min(8, messages.checkoutKeyRequired)
    .max(100, messages.tooLong(100)),
  ...deliverySchema.shape,
  lines: z
    .array(line.extend({ unit_price: z.number().nonnegative() }))
    .min(1, messages.cartEmpty)
    .max(CART_MAX_LINES, messages.cartFull(CART_MAX_LINES))
    .refine(onePerItem, messages.cartItemOnce),
  district: districtSchema,
  payment_method: paymentMethodSchema.default('cod'),
  delivery_charge: deliveryChargeShown,
  buyer_bin: buyerBinSchema,
  po_number: poNumberSchema,
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/** A purchase: the orders one checkout placed, fulfilled together (requirements §14.3). */
export const purchaseSchema = z.object({
  _id: z.string(),
  /** "CP-000042". */
  number: z.string(),
  user: z.string(),
  /**
   * The company its buyer was a member of at checkout, or null (requirements §20.3). The server
   * always answers it; optional for the clients' purchases made before it.
   */
  company: companyRefSchema.nullable().optional(),
  /**
   * Its approval (requirements §20.4): null when none was needed. The server always answers it;
   * optional for the clients' purchases made before it.
   */
  approval: purchaseApprovalSchema.nullable().optional(),
  address: z.string(),
  phone: z.string(),
  /** The district it goes to (districts.ts), null for purchases from before districts. */
  district: z.string().nullable(),
  payment_method: paymentMethodSchema,
  /** The business buyer's BIN (13 digits), null when not given. */
  buyer_bin: z.string().nullable(),
  /** The buyer's purchase-order number (requirements §20.6), null when not given. */
  po_number: z.string().nullable(),
  /** The goods owed, in BDT: its orders not cancelled (requirements §13.5). */
  subtotal: z.number(),
  /** The delivery charge owed: the checkout's until every order is cancelled, then 0 (requirements §17). */
  delivery_charge: z.number(),
  /** The VAT included in `total`. */
  vat: z.number(),
  /** What is owed, in BDT: `subtotal` + `delivery_charge`; 0 once every order is cancelled. */
  total: z.number(),
  /** What is still to be paid online now, in BDT (its payment's `due_now`, requirements §18). */
  due_now: z.number(),
  /** How it is paid and how far (requirements §18). */
  payment: paymentSchema,
  createdAt: z.string(),
  orders: z.array(orderSchema),
  /** Its tax invoice (requirements §17), issued with it; null for a purchase from before invoices. */
  tax_invoice: taxInvoiceRefSchema,
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** POST /api/quick-order: the lines read from a paste or a CSV (shared `parseQuickOrder`), checked at once. */
export const quickOrderCheckSchema = z.object({
  lines: z
    .array(
      z.object({
        row: z.number().int().min(1),
        sku: z.string().trim().min(1, messages.quickOrderNoSku).max(64, messages.tooLong(64)),
        quantity: quantity(messages.quantityRequired),
      }),
    )
    .min(1, messages.quickOrderEmpty)
    .max(QUICK_ORDER_MAX_LINES, messages.quickOrderTooManyLines(QUICK_ORDER_MAX_LINES)),
});
export type QuickOrderCheck = z.infer<typeof quickOrderCheckSchema>;

/**
 * One checked line: the item its SKU names today (null if none), and what stops it, if anything.
 * A SKU's lines add up in the cart, so they are judged and priced on their sum, `total_quantity`.
 */
export const checkedLineSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  quantity: z.number().int(),
  /** The units of this SKU over every line of the check (this one's included). */
  total_quantity: z.number().int(),
  item: z
    .object({
      _id: id,
      name: z.string(),
      unit_price: z.number(),
      min_order_quantity: z.number().int(),
      available_quantity: z.number().int(),
    })
    .nullable(),
  problem: z.string().nullable(),
});
export type CheckedLine = z.infer<typeof checkedLineSchema>;

/** What a reorder put in the cart, and the items that could not go (no longer sold). */
export const reorderAnswerSchema = z.object({ cart: cartSchema, unavailable: z.array(z.string()) });
export type ReorderAnswer = z.infer<typeof reorderAnswerSchema>;
