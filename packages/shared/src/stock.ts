// The stock ledger (requirements §12.9): every change of an item's stock is a movement, so the
// stock an item shows is always the sum of its movements. One definition for the client and the server.
import { z } from 'zod';
import { toLatinDigits } from './digits.ts';
import type { MessageDescriptor } from './descriptors.ts';
import { messages } from './messages.ts';
import { limits, singleLineText } from './schemas.ts';

/**
 * opening: the stock an item was added with (or held when the ledger began); adjustment: received
 * (+) or written off (-) by an administrator, with a reason; order: taken by an order (-);
 * order-cancelled: given back when an order is deleted (+).
 */
export const stockMovementKinds = ['opening', 'adjustment', 'order', 'order-cancelled'] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

export const stockMovementSchema = z.object({
  _id: z.string(),
  kind: z.enum(stockMovementKinds),
  /** Units added (positive) or taken (negative). */
  change: z.number().int(),
  /** The item's stock right after this movement. */
  balance: z.number().int(),
  /** An adjustment's reason, as the administrator wrote it. */
  reason: z.string().nullable(),
  /** Who moved it: the administrator or the buyer; null for the opening stock of older items. */
  by: z.string().nullable(),
  /** The order that took or gave back the stock. */
  order: z.string().nullable(),
  /** That order's number people read ("CC-000042"), shown in the history instead of its id. */
  orderNumber: z.string().nullable(),
  /** The purchase (checkout) that order belongs to, and its number ("CP-000042"); null for one-item orders (POST /api/order). */
  purchase: z.string().nullable(),
  purchaseNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const STOCK_REASON_MAX = 200;

// Typed in either digit set ("১০" is 10; requirements §16).
const toInteger = (v: unknown) => {
  const latin = typeof v === 'string' ? toLatinDigits(v) : v;
  return typeof latin === 'string' && latin.trim() !== '' && !Number.isNaN(Number(latin))
    ? Number(latin)
    : v === ''
      ? undefined
      : v;
};

/** POST item/{id}/stock (admin): a signed change of the stock, and why. */
export const stockAdjustmentSchema = z.object({
  change: z.preprocess(
    toInteger,
    z
      .number({ error: messages.stockChangeRequired })
      .int(messages.wholeNumber)
      .min(-limits.quantity, messages.tooLarge(limits.quantity))
      .max(limits.quantity, messages.tooLarge(limits.quantity))
      .refine((v) => v !== 0, messages.stockChangeZero),
  ),
  reason: singleLineText(messages.stockReasonRequired, STOCK_REASON_MAX),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const stockDirections = ['received', 'written-off'] as const;
export type StockDirection = (typeof stockDirections)[number];
export const stockDirectionMessages = {
  received: /*i18n*/ { id: 'stock.direction.received', message: 'Received' },
  'written-off': /*i18n*/ { id: 'stock.direction.writtenOff', message: 'Written off' },
} as const satisfies Record<StockDirection, MessageDescriptor>;

/** The Adjust stock dialog: which way, how many units (always positive), and why. */
export const stockAdjustFormSchema = z.object({
  direction: z.enum(stockDirections),
  units: z.preprocess(
    toInteger,
    z
      .number({ error: messages.stockChangeRequired })
      .int(messages.wholeNumber)
      .min(1, messages.positiveQuantity)
      .max(limits.quantity, messages.tooLarge(limits.quantity)),
  ),
  reason: singleLineText(messages.stockReasonRequired, STOCK_REASON_MAX),
});
export type StockAdjustForm = z.infer<typeof stockAdjustFormSchema>;

/** The signed change a filled-in dialog asks for. */
export function stockChangeOf(form: Pick<StockAdjustForm, 'direction' | 'units'>): number {
  return form.direction === 'received' ? form.units : -form.units;
}

/** POST item/{id}/stock's answer: the stock now, and the movement written. */
export const stockAdjustedSchema = z.object({
  available_quantity: z.number().int(),
  movement: stockMovementSchema,
});
export type StockAdjusted = z.infer<typeof stockAdjustedSchema>;

/** How each kind of movement reads in the history. */
export const stockMovementMessages = {
  opening: /*i18n*/ { id: 'stock.movement.opening', message: 'Opening stock' },
  adjustment: /*i18n*/ { id: 'stock.movement.adjustment', message: 'Adjustment' },
  order: /*i18n*/ { id: 'stock.movement.order', message: 'Order' },
  'order-cancelled': /*i18n*/ { id: 'stock.movement.orderCancelled', message: 'Order cancelled' },
} as const satisfies Record<StockMovementKind, MessageDescriptor>;
