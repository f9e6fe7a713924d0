import { z } from 'zod';
import { orderLimitSchema } from './approvals.ts';
import { englishOf, type MessageDescriptor } from './descriptors.ts';
import { districtSchema } from './delivery-charge.ts';
import { toLatinDigits } from './digits.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { companyRefSchema, email, orderSchema, pageQuerySchema, requiredText, singleLineText } from './schemas.ts';

// Business customers (issue 35; requirements §20): a company of buyers, its members and their roles,
// the invitations that bring people in, and the company's orders. A user is in at most one company.

/** What a member may do (requirements §20.1): admins run the company, approvers see every order, buyers order. */
export const companyRoles = ['admin', 'approver', 'buyer'] as const;
export type CompanyRole = (typeof companyRoles)[number];
export const companyRoleSchema = z.enum(companyRoles, { error: messages.companyRoleInvalid });

/** @public Each role as a label shows it (a select, a badge, an invitation): the company screens (issue 35's UI). */
export const companyRoleMessages = {
  admin: /*i18n*/ { id: 'company.role.admin', message: 'Admin' },
  approver: /*i18n*/ { id: 'company.role.approver', message: 'Approver' },
  buyer: /*i18n*/ { id: 'company.role.buyer', message: 'Buyer' },
} as const satisfies Record<CompanyRole, MessageDescriptor>;
/** @public Each role's English label. */
export const companyRoleLabels: Record<CompanyRole, string> = englishOf(companyRoleMessages);

export const COMPANY_NAME_MAX = limits.name;
export const TRADE_LICENCE_MAX = 40;
export const BILLING_ADDRESS_MAX = limits.address;
/** An invitation is open this long (requirements §20.2). */
export const INVITATION_DAYS = 14;

/**
 * A company's BIN (Business Identification Number): required, 13 digits, written with dashes or
 * spaces as people group it (Bangla digits too), kept as the 13 digits: the rule of the checkout's
 * `buyer_bin` (delivery-charge.ts buyerBinSchema).
 */
export const companyBinSchema = z
  .string({ error: messages.binInvalid })
  .transform((v) => toLatinDigits(v).replace(/[\s-]/g, ''))
  .refine((v) => /^\d{13}$/.test(v), messages.binInvalid);

const companyFields = {
  name: singleLineText(messages.companyNameRequired, COMPANY_NAME_MAX),
  bin: companyBinSchema,
  trade_licence: singleLineText(messages.tradeLicenceRequired, TRADE_LICENCE_MAX),
  billing_address: requiredText(messages.billingAddressRequired, BILLING_ADDRESS_MAX),
  district: districtSchema,
};

/** POST /api/companies. */
export const companyInputSchema = z.object(companyFields);
export type CompanyInput = z.infer<typeof companyInputSchema>;

/** PATCH /api/companies/{id} (its admins): any of the fields, at least one. */
export const companyPatchSchema = z
  .object(companyFields)
  .partial()
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), messages.companyPatchEmpty);
export type CompanyPatch = z.infer<typeof companyPatchSchema>;

/** POST /api/companies/{id}/invitations (its admins). */
export const invitationInputSchema = z.object({ email, role: companyRoleSchema });
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/**
 * PATCH /api/companies/{id}/members/{userId} (its admins): the role, the per-order limit in BDT
 * (null: no limit; requirements §20.4), or both; at least one.
 */
export const memberPatchSchema = z
  .object({ role: companyRoleSchema.optional(), order_limit: orderLimitSchema.optional() })
  .refine((patch) => patch.role !== undefined || patch.order_limit !== undefined, messages.memberPatchEmpty);
export type MemberPatch = z.infer<typeof memberPatchSchema>;

/** GET /api/companies (store administrators): a page, `q` finding part of a name or a BIN. */
export const companiesQuerySchema = pageQuerySchema.extend({
  q: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      // PostgreSQL refuses a NUL in text (a 500 the fuzz suite found): no name or BIN holds one.
      .transform((s) => s.replaceAll('\u0000', '').trim())
      .pipe(z.string().max(COMPANY_NAME_MAX, messages.tooLong(COMPANY_NAME_MAX)))
      .optional(),
  ),
});

/** GET /api/companies/{id}/orders: a page as My Orders; `mine=true` only the reader's own. */
export const companyOrdersQuerySchema = pageQuerySchema.extend({
  mine: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['1', 'true', '0', 'false']).optional()),
});

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 13 digits (formatBin writes them as the VAT authority does). */
  bin: z.string(),
  trade_licence: z.string(),
  billing_address: z.string(),
  /** One of shared `districts`' keys. */
  district: z.string(),
  created_at: z.string(),
  your_role: companyRoleSchema.nullable().describe("The reader's role; null for a store administrator reading it"),
});
export type Company = z.infer<typeof companySchema>;

/** A company as the store administrators' list shows it: with its number of members and its customer group. */
export const companyListEntrySchema = companySchema.extend({
  members: z.number().int(),
  /** The id of the company's customer group (requirements §20.5), null when none. */
  customer_group: z.string().nullable(),
});
export type CompanyListEntry = z.infer<typeof companyListEntrySchema>;

export const companyMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  joined_at: z.string(),
  /**
   * The most a checkout of theirs may come to (BDT, goods and delivery) before it waits for an
   * approver (requirements §20.4); null: no limit. Optional for the clients' members made before it.
   */
  order_limit: z.number().nullable().optional(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const invitationStatuses = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const invitationSchema = z.object({
  id: z.string(),
  company: companyRefSchema,
  /** Lower-cased. */
  email: z.string(),
  role: companyRoleSchema,
  /** The inviter's name. */
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** `expired`: pending past `expires_at`. */
  status: z.enum(invitationStatuses),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** An order as the company's orders list it (requirements §20.3): with the buyer who placed it. */
export const companyOrderSchema = orderSchema.extend({
  buyer: z.object({ name: z.string(), email: z.string() }),
});
export type CompanyOrder = z.infer<typeof companyOrderSchema>;

/** The invitee's email (requirements §20.2), an outbox row as the orders' emails are. */
export const invitationNoticeTemplate = 'company-invitation';
export const isInvitationNoticeTemplate = (template: string): template is typeof invitationNoticeTemplate =>
  template === invitationNoticeTemplate;

/** What an invitation's email shows. */
export interface InvitationNoticeData {
  invitationId: string;
  companyName: string;
  inviterName: string;
  role: CompanyRole;
  /** The invited address. */
  email: string;
  /** When it stops being open (ISO). */
  expiresAt: string;
}

/** The outbox row's subject, in English (the email's own is in its language, the same words). */
export const invitationNoticeSubject = (data: Pick<InvitationNoticeData, 'inviterName' | 'companyName'>) =>
  `${data.inviterName} invited you to join ${data.companyName}`;
