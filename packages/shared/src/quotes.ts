import { z } from 'zod';
import { checkoutInputSchema, CART_MAX_LINES, quoteInputSchema } from './cart.ts';
import { daySchema } from './days.ts';
import { messages } from './messages.ts';
import { companyRefSchema, id, optionalText, price, quantity, requiredText } from './schemas.ts';

// Quotes (issue 35 item 5; requirements §20.7): a buyer asks the store for prices on a cart's (or a
// build's) lines with a note; staff answer with an offer (a price per line, a last valid day and a
// message), each answer a new version; the buyer accepts the newest offer (a purchase at its prices,
// stock checked then), rejects it, or asks for changes. A quote holds no stock until accepted. Named
// "quote requests" in code: the cart's `quoteSchema` is the checkout's cost preview.

export const QUOTE_NOTE_MAX = 1000;

/**
 * Stored statuses: `requested` (waiting for staff), `offered` (an offer waits for the buyer),
 * `changes_requested` (the buyer asked for another offer), `accepted` (a purchase was made),
 * `rejected` (by the buyer; final), `withdrawn` (by staff; final). An offered quote whose offer's last
 * day has passed answers `expired` (computed, never stored: staff may still send a new version).
 */
export const quoteStatuses = [
  'requested',
  'offered',
  'changes_requested',
  'accepted',
  'rejected',
  'withdrawn',
  'expired',
] as const;
export const quoteStatusSchema = z.enum(quoteStatuses);
export type QuoteStatus = z.infer<typeof quoteStatusSchema>;

// Stored text: a NUL refused (PostgreSQL's text cannot hold it) as every stored string's is.
const optionalNote = optionalText(QUOTE_NOTE_MAX);
const requiredMessage = requiredText(messages.quoteMessageRequired, QUOTE_NOTE_MAX);

const onePerItem = <T extends { item: string }>(lines: T[]) => new Set(lines.map((l) => l.item)).size === lines.length;

/** POST /api/quotes: the lines the buyer wants prices for (from the cart or a build) and a note. */
export const quoteRequestInputSchema = z.object({
  lines: z
    .array(z.object({ item: id, quantity: quantity(messages.quantityRequired) }))
    .min(1, messages.cartEmpty)
    .max(CART_MAX_LINES, messages.cartFull(CART_MAX_LINES))
    .refine(onePerItem, messages.cartItemOnce),
  note: optionalNote,
});
export type QuoteRequestInput = z.infer<typeof quoteRequestInputSchema>;

/**
 * POST /api/quotes/{id}/offers (store administrators): a price per unit for each line (lines may
 * differ from the request's: staff may change quantities, add or drop items), the offer's last valid
 * day (a store day, today or later in the store's time zone) and a message to the buyer.
 */
export const quoteOfferInputSchema = z.object({
  lines: z
    .array(z.object({ item: id, quantity: quantity(messages.quantityRequired), unit_price: price }))
    .min(1, messages.cartEmpty)
    .max(CART_MAX_LINES, messages.cartFull(CART_MAX_LINES))
    .refine(onePerItem, messages.cartItemOnce),
  valid_until: daySchema,
  message: optionalNote,
});
export type QuoteOfferInput = z.infer<typeof quoteOfferInputSchema>;

/**
 * POST /api/quotes/{id}/accept: the checkout's own fields without its lines (the offer's lines are
 * bought at the offer's prices), and the offer's `version` the buyer saw: accepting any other (a newer
 * one came, or it expired) is a 409 saying why.
 */
export const quoteAcceptInputSchema = checkoutInputSchema
  .omit({ lines: true })
  .extend({ version: z.number({ error: messages.quoteVersionRequired }).int().min(1, messages.quoteVersionRequired) });
export type QuoteAcceptInput = z.infer<typeof quoteAcceptInputSchema>;

/**
 * POST /api/quotes/{id}/preview (its buyer): the newest offer's lines at their offered prices with
 * their delivery to `district` (the cart's cost preview, `quoteSchema` of cart.ts), for the accept form.
 */
export const quotePreviewInputSchema = quoteInputSchema.pick({ district: true, payment_method: true });
export type QuotePreviewInput = z.infer<typeof quotePreviewInputSchema>;

/** POST /api/quotes/{id}/reject (optional message) and /changes (a message saying what to change). */
export const quoteRejectInputSchema = z.object({ message: optionalNote });
export const quoteChangesInputSchema = z.object({ message: requiredMessage });
/** POST /api/quotes/{id}/withdraw (store administrators): why, told to the buyer. */
export const quoteWithdrawInputSchema = z.object({ message: optionalNote });

/** GET /api/quotes: `status` filters; store administrators read every buyer's, others their own. */
export const quotesQuerySchema = z.object({
  status: quoteStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const quoteOfferLineSchema = z.object({
  item: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  /** The item's public price per unit for this quantity when the offer was made (BDT). */
  list_price: z.number(),
});

export const quoteOfferSchema = z.object({
  /** 1, 2, ...: each answer of the staff is a new version; only the newest may be accepted. */
  version: z.number().int(),
  lines: z.array(quoteOfferLineSchema),
  /** The goods at the offered prices (BDT); delivery and VAT are the checkout's, at acceptance. */
  subtotal: z.number(),
  /** The last store day it may be accepted ("2026-12-15"). */
  valid_until: z.string(),
  message: z.string().nullable(),
  /** The staff member's name. */
  offered_by: z.string(),
  created_at: z.string(),
});
export type QuoteOffer = z.infer<typeof quoteOfferSchema>;

/** What happened on a quote, oldest first: the thread both sides read. */
export const quoteEventKinds = [
  'requested',
  'offered',
  'changes_requested',
  'rejected',
  'withdrawn',
  'accepted',
] as const;
export const quoteEventSchema = z.object({
  kind: z.enum(quoteEventKinds),
  /** Who: the buyer's or the staff member's name. */
  by: z.string(),
  /** Whether `by` is the store's staff (else the buyer). */
  staff: z.boolean(),
  message: z.string().nullable(),
  /** The offer's version for `offered` and `accepted`, else null. */
  version: z.number().int().nullable(),
  at: z.string(),
});
export type QuoteEvent = z.infer<typeof quoteEventSchema>;

export const quoteRequestSchema = z.object({
  _id: z.string(),
  /** "Q-000042". */
  number: z.string(),
  status: quoteStatusSchema,
  buyer: z.object({ name: z.string(), email: z.string() }),
  /** The buyer's company when they asked, or null (requirements §20.3). */
  company: companyRefSchema.nullable(),
  /**
   * The lines asked for, with their public price per unit now (BDT) and, where the buyer's customer
   * group prices the item otherwise for that quantity today, `your_price`: theirs (requirements §20.5
   * item 10), read by the buyer and the staff; absent for everyone else's lines.
   */
  lines: z.array(
    z.object({
      item: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      list_price: z.number(),
      your_price: z.number().optional(),
    }),
  ),
  note: z.string().nullable(),
  /** Every offer, oldest first; the newest is the one the buyer may accept. */
  offers: z.array(quoteOfferSchema),
  events: z.array(quoteEventSchema),
  /** The purchase made by accepting it, or null. */
  purchase: z.object({ _id: z.string(), number: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** A row of GET /api/quotes (paged, `x-total-count`). */
export const quoteSummarySchema = quoteRequestSchema
  .pick({ _id: true, number: true, status: true, buyer: true, company: true, created_at: true, updated_at: true })
  .extend({
    lines: z.number().int(),
    /** The newest offer's subtotal and last day, or null before the first offer. */
    offered_subtotal: z.number().nullable(),
    valid_until: z.string().nullable(),
  });
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** The quote emails (outbox rows): to the staff when asked or answered, to the buyer when offered. */
export const quoteNoticeTemplates = [
  'quote-requested',
  'quote-offered',
  'quote-changes-requested',
  'quote-rejected',
  'quote-withdrawn',
  'quote-accepted',
] as const;
export type QuoteNoticeTemplate = (typeof quoteNoticeTemplates)[number];
export const isQuoteNoticeTemplate = (template: string): template is QuoteNoticeTemplate =>
  (quoteNoticeTemplates as readonly string[]).includes(template);

/** The number people read for a quote ("Q-000042"), from its sequence number. */
export const quoteNumber = (seq: number): string => `Q-${String(seq).padStart(6, '0')}`;

/** What a quote email shows (an outbox row's data; the outbox picks each reader's language). */
export interface QuoteNoticeData {
  quoteId: string;
  quoteNumber: string;
  buyerName: string;
  /** The buyer's company, or null. */
  companyName: string | null;
  /** Who acted: the buyer, or the staff member. */
  byName: string;
  /** The request's note, the offer's message, or the buyer's or the staff's words; null for none. */
  message: string | null;
  /** The offer's (offered) or the accepted one's (accepted) version and goods at the offered prices (BDT); else null. */
  version: number | null;
  subtotal: number | null;
  /** The offer's last day ("2026-12-15"), for `quote-offered`; else null. */
  validUntil: string | null;
  /** The purchase an acceptance made ("CP-000042"), for `quote-accepted`; else null. */
  purchaseNumber: string | null;
  /** The lines asked about (requested) or offered (offered), with their price per unit (BDT; the list price when asked). */
  lines: { name: string; quantity: number; unit_price: number }[];
}

/** The outbox row's subject, in English (the email's own is in the reader's language, the same words). */
export function quoteNoticeSubject(
  template: QuoteNoticeTemplate,
  data: Pick<QuoteNoticeData, 'quoteNumber' | 'buyerName'>,
): string {
  switch (template) {
    case 'quote-requested':
      return `${data.buyerName} asks for a quote: ${data.quoteNumber}`;
    case 'quote-offered':
      return `Your quote ${data.quoteNumber}: the store's offer`;
    case 'quote-changes-requested':
      return `${data.buyerName} asks for changes to quote ${data.quoteNumber}`;
    case 'quote-rejected':
      return `${data.buyerName} rejected quote ${data.quoteNumber}`;
    case 'quote-withdrawn':
      return `Your quote ${data.quoteNumber} was withdrawn`;
    case 'quote-accepted':
      return `${data.buyerName} accepted quote ${data.quoteNumber}`;
  }
}
