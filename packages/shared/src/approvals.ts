import { z } from 'zod';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { companyRefSchema } from './schemas.ts';

// Spending limits and approval (issue 35 item 3; requirements §20.4): a company admin gives a
// member a per-order limit; a checkout above it waits for an approver of the company, who approves
// or rejects it with a note. An undecided one is rejected when APPROVAL_HOLD_HOURS end.

export const purchaseApprovals = ['awaiting', 'approved', 'rejected'] as const;
export type PurchaseApproval = (typeof purchaseApprovals)[number];

/** How long an approver may take, unless APPROVAL_HOLD_HOURS says otherwise. */
export const APPROVAL_HOLD_HOURS_DEFAULT = 72;
export const APPROVAL_NOTE_MAX = 500;

/** The most a limit may be: a checkout's goods are below it anyway (`limits.price` x a quantity). */
export const ORDER_LIMIT_MAX = limits.price * 100;

/**
 * A member's per-order limit in BDT (PATCH a member's `order_limit`): 0 or more, at most 2
 * decimals; null clears it (no limit). A checkout whose goods come to more waits for approval.
 */
export const orderLimitSchema = z
  .number({ error: messages.orderLimitInvalid })
  .min(0, messages.orderLimitInvalid)
  .max(ORDER_LIMIT_MAX, messages.orderLimitInvalid)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, messages.orderLimitInvalid)
  .nullable();

/** POST /api/purchases/{id}/approve and /reject: an optional note the buyer reads. */
export const approvalDecisionSchema = z.object({
  note: z
    .string()
    .trim()
    .max(APPROVAL_NOTE_MAX, messages.approvalNoteTooLong)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});

/**
 * A purchase's approval as its answer carries it (null when none was needed): who decided (their
 * name; null while awaiting, and when the store rejected it at the end of the hold), when, and the note.
 */
export const purchaseApprovalSchema = z.object({
  status: z.enum(purchaseApprovals),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  note: z.string().nullable(),
  /** While awaiting: when it is rejected unless decided (ISO); null once decided. */
  expires_at: z.string().nullable(),
});
export type PurchaseApprovalState = z.infer<typeof purchaseApprovalSchema>;

/** A purchase awaiting approval, as the company's queue lists it (requirements §20.4). */
export const approvalEntrySchema = z.object({
  /** The purchase's id. */
  _id: z.string(),
  /** "CP-000042". */
  number: z.string(),
  company: companyRefSchema,
  buyer: z.object({ name: z.string(), email: z.string() }),
  /** The goods and delivery, BDT. */
  total: z.number(),
  /** The buyer's limit when they ordered it was below this; null if it was cleared since. */
  buyer_limit: z.number().nullable(),
  po_number: z.string().nullable(),
  createdAt: z.string(),
  /** When it is rejected unless decided (ISO). */
  expires_at: z.string(),
  lines: z.array(z.object({ item: z.string(), name: z.string(), quantity: z.number().int(), unit_price: z.number() })),
});
export type ApprovalEntry = z.infer<typeof approvalEntrySchema>;

/**
 * The approval emails (outbox rows): `approval-requested` to each approver and admin of the
 * company, `approval-approved` / `approval-rejected` to the buyer.
 */
export const approvalNoticeTemplates = ['approval-requested', 'approval-approved', 'approval-rejected'] as const;
export type ApprovalNoticeTemplate = (typeof approvalNoticeTemplates)[number];
export const isApprovalNoticeTemplate = (template: string): template is ApprovalNoticeTemplate =>
  (approvalNoticeTemplates as readonly string[]).includes(template);

/** What an approval email shows. */
export interface ApprovalNoticeData {
  purchaseId: string;
  purchaseNumber: string;
  companyName: string;
  buyerName: string;
  /** BDT, goods and delivery. */
  total: number;
  /** Who decided (null: nobody in time, the store rejected it); null on a request. */
  deciderName: string | null;
  note: string | null;
  /** A request: when it is rejected unless decided (ISO); a decision: when it was decided. */
  at: string;
}

/** The outbox row's subject, in English (the email's own is in the reader's language, the same words). */
export function approvalNoticeSubject(
  template: ApprovalNoticeTemplate,
  data: Pick<ApprovalNoticeData, 'purchaseNumber' | 'buyerName'>,
): string {
  switch (template) {
    case 'approval-requested':
      return `${data.buyerName}'s purchase ${data.purchaseNumber} is awaiting your approval`;
    case 'approval-approved':
      return `Your purchase ${data.purchaseNumber} is approved`;
    case 'approval-rejected':
      return `Your purchase ${data.purchaseNumber} is not approved`;
  }
}
