import {
  fromMinor,
  INVITATION_DAYS,
  invitationNoticeSubject,
  invitationNoticeTemplate,
  messages,
  type Company,
  type CompanyInput,
  type CompanyListEntry,
  type CompanyMember,
  type CompanyOrder,
  type CompanyPatch,
  type CompanyRole,
  type Invitation,
  type InvitationInput,
  type InvitationNoticeData,
  type MemberPatch,
  toMinor,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import type { CompanyRow } from '../db/schema.ts';
import { isUniqueViolation, listWithTotal, newId, nowIso, type Page } from '../db/util.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { toOrder, withPaymentStatus } from '../orders/mapping.ts';
import {
  newCompanyId,
  type CompaniesRepository,
  type CompanyQueries,
  type InvitationWithNames,
  type MemberWithUser,
} from './repository.ts';

const DAY_MS = 86_400_000;

export const toCompany = (row: CompanyRow, yourRole: CompanyRole | null): Company => ({
  id: row.id,
  name: row.name,
  bin: row.bin,
  trade_licence: row.trade_licence,
  billing_address: row.billing_address,
  district: row.district,
  created_at: row.created_at,
  your_role: yourRole,
});

const toMember = (row: MemberWithUser): CompanyMember => ({
  user_id: row.user_id,
  name: row.name,
  email: row.email,
  role: row.role,
  joined_at: row.joined_at,
  order_limit: row.order_limit_minor === null ? null : fromMinor(Number(row.order_limit_minor)),
});

/** An invitation as its company and its invitee read it: a pending one past its end is expired. */
export const toInvitation = (row: InvitationWithNames, now: string): Invitation => ({
  id: row.id,
  company: { id: row.company_id, name: row.company_name },
  email: row.email,
  role: row.role,
  invited_by: row.inviter_name,
  created_at: row.created_at,
  expires_at: row.expires_at,
  status: row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status,
});

/**
 * Companies (requirements §20.1 to §20.3). Who may do what, in one place:
 * - outsiders learn nothing: a company's routes answer them 404, as if it did not exist;
 * - a store administrator reads every company (its details, members, invitations and orders) but
 *   acts in none it is not a member of (403);
 * - inside, each act needs its role (403 without it): admins run the company; approvers see every
 *   order; buyers their own;
 * - a user is in at most one company (409), and a company always keeps an admin (409).
 */
export function companiesService(companies: CompaniesRepository) {
  /**
   * The company and the reader's role in it: null for a store administrator outside it. Anyone
   * else outside it is answered 404.
   */
  async function readable(user: CurrentUser, companyId: string) {
    const [company, membership] = await Promise.all([companies.find(companyId), companies.membership(user.id)]);
    if (!company) throw notFound(messages.companyNotFound);
    const role = membership?.company_id === companyId ? membership.role : null;
    if (role === null && !user.isAdmin) throw notFound(messages.companyNotFound);
    return { company, role };
  }

  /** As `readable`, for an act only the company's admins may do (a store administrator outside it: 403). */
  async function asCompanyAdmin(user: CurrentUser, companyId: string) {
    const access = await readable(user, companyId);
    if (access.role !== 'admin') throw forbidden(messages.companyAdminOnly);
    return access;
  }

  /** Whether a change leaves the company without an admin: refused (409). Under the company's lock. */
  async function keepsAnAdmin(tx: CompanyQueries, companyId: string, leavingAdmin: boolean) {
    if (leavingAdmin && (await tx.adminCount(companyId)) <= 1) throw conflict(messages.companyLastAdmin);
  }

  /** The invitation `id` as its invitee may decide it: theirs (their verified email) and still open. */
  async function decidable(user: CurrentUser, id: string): Promise<InvitationWithNames> {
    const invitation = await companies.invitation(id);
    if (!invitation) throw notFound(messages.invitationNotFound);
    if (invitation.email !== user.email) throw forbidden(messages.invitationOtherEmail);
    if (!user.emailVerified) throw forbidden(messages.invitationUnverified);
    const status = toInvitation(invitation, nowIso()).status;
    if (status === 'expired') throw conflict(messages.invitationExpired);
    if (status !== 'pending') throw conflict(messages.invitationClosed);
    return invitation;
  }

  return {
    /** A signed-in, verified user outside any company creates one and becomes its admin. */
    async create(user: CurrentUser, input: CompanyInput): Promise<Company> {
      if (!user.emailVerified) throw forbidden(messages.companyVerifyEmail);
      if (await companies.membership(user.id)) throw conflict(messages.companyAlreadyMember);
      const at = nowIso();
      try {
        const row = await companies.inTransaction(async (tx) => {
          const company = await tx.insert({ id: newCompanyId(), ...input, created_at: at, created_by: user.id });
          await tx.addMember({ company_id: company.id, user_id: user.id, role: 'admin', joined_at: at });
          return company;
        });
        return toCompany(row, 'admin');
      } catch (error) {
        // A second create racing this one: the member's key (one company per user) refused it.
        if (isUniqueViolation(error)) throw conflict(messages.companyAlreadyMember);
        throw error;
      }
    },

    /** The reader's company, with their role; 404 when they are in none. */
    /** The reader's company, or null when they are in none. */
    async mine(user: CurrentUser): Promise<Company | null> {
      const membership = await companies.membership(user.id);
      const company = membership && (await companies.find(membership.company_id));
      return membership && company ? toCompany(company, membership.role) : null;
    },

    async get(user: CurrentUser, companyId: string): Promise<Company> {
      const { company, role } = await readable(user, companyId);
      return toCompany(company, role);
    },

    async update(user: CurrentUser, companyId: string, patch: CompanyPatch): Promise<Company> {
      await asCompanyAdmin(user, companyId);
      const row = await companies.update(companyId, patch);
      if (!row) throw notFound(messages.companyNotFound);
      return toCompany(row, 'admin');
    },

    /** Every company, for the store's administrators (the route's guard). */
    async list(q: string | undefined, page: Page): Promise<{ companies: CompanyListEntry[]; total: number }> {
      const { rows, total } = await listWithTotal(
        page,
        (page) => companies.list(q, page),
        () => companies.count(q),
      );
      return {
        companies: rows.map((row) => ({
          ...toCompany(row, null),
          members: Number(row.members ?? 0),
          customer_group: row.customer_group_id,
        })),
        total,
      };
    },

    async members(user: CurrentUser, companyId: string): Promise<CompanyMember[]> {
      await readable(user, companyId);
      return (await companies.members(companyId)).map(toMember);
    },

    /**
     * An admin changes a member's role, per-order limit (requirements §20.4), or both; the last
     * admin is not demoted.
     */
    async updateMember(
      user: CurrentUser,
      companyId: string,
      userId: string,
      patch: MemberPatch,
    ): Promise<CompanyMember> {
      await asCompanyAdmin(user, companyId);
      await companies.inTransaction(async (tx) => {
        await tx.lock(companyId);
        const member = await tx.membership(userId);
        if (member?.company_id !== companyId) throw notFound(messages.companyMemberNotFound);
        const { role, order_limit } = patch;
        if (role !== undefined) await keepsAnAdmin(tx, companyId, member.role === 'admin' && role !== 'admin');
        await tx.setMember(companyId, userId, {
          ...(role === undefined ? {} : { role }),
          ...(order_limit === undefined
            ? {}
            : { order_limit_minor: order_limit === null ? null : toMinor(order_limit) }),
        });
      });
      const member = (await companies.members(companyId)).find((m) => m.user_id === userId);
      if (!member) throw notFound(messages.companyMemberNotFound);
      return toMember(member);
    },

    /**
     * An admin removes a member, or a member leaves (removes themself); the last admin does
     * neither. Their orders stay the company's (requirements §20.3).
     */
    async removeMember(user: CurrentUser, companyId: string, userId: string): Promise<void> {
      const { role } = await readable(user, companyId);
      if (userId !== user.id && role !== 'admin') throw forbidden(messages.companyAdminOnly);
      await companies.inTransaction(async (tx) => {
        await tx.lock(companyId);
        const member = await tx.membership(userId);
        if (member?.company_id !== companyId) throw notFound(messages.companyMemberNotFound);
        await keepsAnAdmin(tx, companyId, member.role === 'admin');
        await tx.removeMember(companyId, userId);
      });
    },

    /**
     * An admin invites an email address with a role: the invitation, open INVITATION_DAYS, and its
     * email in the inviter's language, written together. Not one already a member's, nor one
     * already invited and still open (409).
     */
    async invite(user: CurrentUser, companyId: string, input: InvitationInput): Promise<Invitation> {
      const { company } = await asCompanyAdmin(user, companyId);
      if (await companies.hasMemberWithEmail(companyId, input.email)) throw conflict(messages.invitationMemberExists);
      const at = nowIso();
      const id = newCompanyId();
      const expiresAt = new Date(Date.parse(at) + INVITATION_DAYS * DAY_MS).toISOString();
      try {
        await companies.inTransaction(async (tx) => {
          await tx.expireEnded(companyId, input.email, at);
          await tx.insertInvitation({
            id,
            company_id: companyId,
            email: input.email,
            role: input.role,
            invited_by: user.id,
            created_at: at,
            expires_at: expiresAt,
            status: 'pending',
            decided_at: null,
          });
          const data: InvitationNoticeData = {
            invitationId: id,
            companyName: company.name,
            inviterName: user.name,
            role: input.role,
            email: input.email,
            expiresAt,
          };
          await tx.addNotice({
            id: newId(),
            order_id: null,
            purchase_id: null,
            template: invitationNoticeTemplate,
            recipient: input.email,
            subject: invitationNoticeSubject(data),
            data: JSON.stringify(data),
            next_attempt_at: at,
            locked_until: null,
            last_error: null,
            created_at: at,
            sent_at: null,
            language: await tx.language(user.id),
          });
        });
      } catch (error) {
        // One company and email have one pending invitation (the partial unique index).
        if (isUniqueViolation(error)) throw conflict(messages.invitationPending);
        throw error;
      }
      const made = await companies.invitation(id);
      return toInvitation(made!, at);
    },

    async invitations(user: CurrentUser, companyId: string): Promise<Invitation[]> {
      const { role } = await readable(user, companyId);
      if (role !== null && role !== 'admin') throw forbidden(messages.companyAdminOnly);
      const now = nowIso();
      return (await companies.openInvitations(companyId, now)).map((row) => toInvitation(row, now));
    },

    /** An admin revokes a pending invitation; one already decided is a 409. */
    async revoke(user: CurrentUser, companyId: string, invitationId: string): Promise<void> {
      await asCompanyAdmin(user, companyId);
      const invitation = await companies.invitation(invitationId);
      if (invitation?.company_id !== companyId) throw notFound(messages.invitationNotFound);
      if (!(await companies.decide(invitationId, 'revoked', nowIso()))) throw conflict(messages.invitationClosed);
    },

    /** The invitations open to the reader's verified email (none before it is verified). */
    async myInvitations(user: CurrentUser): Promise<Invitation[]> {
      if (!user.emailVerified) return [];
      const now = nowIso();
      return (await companies.openInvitationsTo(user.email, now)).map((row) => toInvitation(row, now));
    },

    /** The invitee joins the company with the invitation's role. */
    async accept(user: CurrentUser, invitationId: string): Promise<Company> {
      const invitation = await decidable(user, invitationId);
      if (await companies.membership(user.id)) throw conflict(messages.companyAlreadyMember);
      const at = nowIso();
      try {
        await companies.inTransaction(async (tx) => {
          if (!(await tx.decide(invitationId, 'accepted', at))) throw conflict(messages.invitationClosed);
          await tx.addMember({
            company_id: invitation.company_id,
            user_id: user.id,
            role: invitation.role,
            joined_at: at,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.companyAlreadyMember);
        throw error;
      }
      const company = await companies.find(invitation.company_id);
      if (!company) throw notFound(messages.companyNotFound);
      return toCompany(company, invitation.role);
    },

    async decline(user: CurrentUser, invitationId: string): Promise<void> {
      await decidable(user, invitationId);
      if (!(await companies.decide(invitationId, 'declined', nowIso()))) throw conflict(messages.invitationClosed);
    },

    /**
     * The company's orders (requirements §20.3), newest first: every one to its admins, approvers
     * and the store's administrators, a buyer's own to a buyer; `mine` the reader's own to anyone.
     */
    async orders(
      user: CurrentUser,
      companyId: string,
      mine: boolean,
      page: Page,
    ): Promise<{ orders: CompanyOrder[]; total: number }> {
      const { company, role } = await readable(user, companyId);
      const email = mine || role === 'buyer' ? user.email : undefined;
      const { rows, total } = await listWithTotal(
        page,
        (page) => companies.orders(companyId, email, page),
        () => companies.countOrders(companyId, email),
      );
      const statuses = await companies.paymentStatuses(rows.map((row) => row.purchase_id));
      return {
        orders: rows.map((row) => ({
          ...withPaymentStatus(toOrder(row), statuses),
          company: { id: company.id, name: company.name },
          buyer: { name: row.user_name, email: row.user_email },
        })),
        total,
      };
    },
  };
}

export type CompaniesService = ReturnType<typeof companiesService>;
