import { randomBytes } from 'node:crypto';
import { toLatinDigits, type CompanyRef, type CompanyRole, type PaymentStatus } from '@storefront/shared';
import { sql, type Insertable, type SqlBool } from 'kysely';
import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import type {
  CompaniesTable,
  CompanyInvitationRow,
  CompanyInvitationsTable,
  CompanyMemberRow,
  CompanyMembersTable,
  CompanyRow,
  NoticesTable,
  OrderRow,
} from '../db/schema.ts';
import { countRows, paged, type Page } from '../db/util.ts';

/**
 * A company's or an invitation's id: 128 random bits, URL-safe. A company's URL and an invitation's
 * link tell nothing and cannot be guessed from another (unlike db/util.ts newId: time, then 48 bits).
 */
export function newCompanyId(): string {
  return randomBytes(16).toString('base64url');
}

/** A member with the account's name and email, as the members' list shows them. */
export interface MemberWithUser extends CompanyMemberRow {
  name: string;
  email: string;
}

/** An invitation with its company's name and its inviter's. */
export interface InvitationWithNames extends CompanyInvitationRow {
  company_name: string;
  inviter_name: string;
}

/** The company a user is a member of, as orders and purchases name it (requirements §20.3). */
export function companyRefQueries(db: Db) {
  return {
    /** The company `userId` is a member of now, if any. */
    ofMember: (userId: string): Promise<CompanyRef | undefined> =>
      db
        .selectFrom('company_members')
        .innerJoin('companies', 'companies.id', 'company_members.company_id')
        .select(['companies.id', 'companies.name'])
        .where('company_members.user_id', '=', userId)
        .executeTakeFirst(),

    /** The companies `ids` names (nulls skipped), by id. */
    byIds: async (ids: readonly (string | null | undefined)[]): Promise<Map<string, CompanyRef>> => {
      const wanted = [...new Set(ids.filter((id): id is string => !!id))];
      if (!wanted.length) return new Map();
      const rows = await db.selectFrom('companies').select(['id', 'name']).where('id', 'in', wanted).execute();
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}

function invitationsWithNames(db: Db) {
  return db
    .selectFrom('company_invitations')
    .innerJoin('companies', 'companies.id', 'company_invitations.company_id')
    .innerJoin('users', 'users.id', 'company_invitations.invited_by')
    .selectAll('company_invitations')
    .select(['companies.name as company_name', 'users.name as inviter_name']);
}

/** Companies, their members and invitations (requirements §20.1, §20.2). */
function companyQueries(db: Db) {
  return {
    find: (id: string): Promise<CompanyRow | undefined> =>
      db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst(),

    /** `userId`'s membership, of any company. */
    membership: (userId: string): Promise<CompanyMemberRow | undefined> =>
      db.selectFrom('company_members').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    insert: async (company: Insertable<CompaniesTable>): Promise<CompanyRow> =>
      db.insertInto('companies').values(company).returningAll().executeTakeFirstOrThrow(),

    update: (id: string, patch: Partial<Omit<CompanyRow, 'id' | 'created_at' | 'created_by'>>) =>
      db.updateTable('companies').set(patch).where('id', '=', id).returningAll().executeTakeFirst(),

    /** A page of every company, newest first, with its members counted; `q` part of a name or a BIN. */
    list: (q: string | undefined, page: Page) =>
      paged(
        db
          .selectFrom('companies')
          .selectAll('companies')
          .select((eb) =>
            eb
              .selectFrom('company_members')
              .select((m) => m.fn.countAll<number>().as('n'))
              .whereRef('company_members.company_id', '=', 'companies.id')
              .as('members'),
          )
          .$if(q !== undefined, (query) => query.where(matching(q!)))
          .orderBy('created_at', 'desc')
          .orderBy('id'),
        page,
      ).execute(),

    count: (q: string | undefined): Promise<number> =>
      countRows(db.selectFrom('companies').$if(q !== undefined, (query) => query.where(matching(q!)))),

    /** The company's members, in the order they joined. */
    members: (companyId: string): Promise<MemberWithUser[]> =>
      db
        .selectFrom('company_members')
        .innerJoin('users', 'users.id', 'company_members.user_id')
        .selectAll('company_members')
        .select(['users.name', 'users.email'])
        .where('company_members.company_id', '=', companyId)
        .orderBy('company_members.joined_at')
        .orderBy('company_members.user_id')
        .execute(),

    addMember: async (member: Insertable<CompanyMembersTable>): Promise<void> => {
      await db.insertInto('company_members').values(member).execute();
    },

    /** Whether an account with `email` is a member of the company. */
    hasMemberWithEmail: async (companyId: string, email: string): Promise<boolean> =>
      (await db
        .selectFrom('company_members')
        .innerJoin('users', 'users.id', 'company_members.user_id')
        .select('company_members.user_id')
        .where('company_members.company_id', '=', companyId)
        .where('users.email', '=', email)
        .executeTakeFirst()) !== undefined,

    /** A member's role, per-order limit (poisha; null: none), or both. */
    setMember: async (
      companyId: string,
      userId: string,
      change: { role?: CompanyRole; order_limit_minor?: number | null },
    ): Promise<void> => {
      await db
        .updateTable('company_members')
        .set(change)
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .execute();
    },

    removeMember: async (companyId: string, userId: string): Promise<void> => {
      await db
        .deleteFrom('company_members')
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .execute();
    },

    adminCount: (companyId: string): Promise<number> =>
      countRows(db.selectFrom('company_members').where('company_id', '=', companyId).where('role', '=', 'admin')),

    /**
     * Locks the company's row until the transaction ends (PostgreSQL; SQLite's one connection
     * serializes): its members' roles change one at a time, so two admins demoting or removing
     * each other at once cannot leave it without one.
     */
    lock: (companyId: string): Promise<void> =>
      dialectOf(db).lockRows(db.selectFrom('companies').select('id').where('id', '=', companyId)),

    insertInvitation: async (invitation: Insertable<CompanyInvitationsTable>): Promise<void> => {
      await db.insertInto('company_invitations').values(invitation).execute();
    },

    invitation: (id: string): Promise<InvitationWithNames | undefined> =>
      invitationsWithNames(db).where('company_invitations.id', '=', id).executeTakeFirst(),

    /** A company's invitations still open at `now`, newest first. */
    openInvitations: (companyId: string, now: string): Promise<InvitationWithNames[]> =>
      invitationsWithNames(db)
        .where('company_invitations.company_id', '=', companyId)
        .where('company_invitations.status', '=', 'pending')
        .where('company_invitations.expires_at', '>', now)
        .orderBy('company_invitations.created_at', 'desc')
        .execute(),

    /** The invitations to `email` still open at `now`, newest first. */
    openInvitationsTo: (email: string, now: string): Promise<InvitationWithNames[]> =>
      invitationsWithNames(db)
        .where('company_invitations.email', '=', email)
        .where('company_invitations.status', '=', 'pending')
        .where('company_invitations.expires_at', '>', now)
        .orderBy('company_invitations.created_at', 'desc')
        .execute(),

    /**
     * Moves a pending invitation to `status`; false when it was no longer pending (another request
     * decided it first).
     */
    decide: async (id: string, status: CompanyInvitationRow['status'], at: string): Promise<boolean> =>
      Number(
        (
          await db
            .updateTable('company_invitations')
            .set({ status, decided_at: at })
            .where('id', '=', id)
            .where('status', '=', 'pending')
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    /** The company's pending invitation to `email` that ended before `now`, marked expired: a new one may be sent. */
    expireEnded: async (companyId: string, email: string, now: string): Promise<void> => {
      await db
        .updateTable('company_invitations')
        .set({ status: 'expired', decided_at: now })
        .where('company_id', '=', companyId)
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now)
        .execute();
    },

    language: async (userId: string) =>
      (await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirstOrThrow()).language,

    addNotice: async (notice: Insertable<NoticesTable>): Promise<void> => {
      await db.insertInto('notices').values(notice).execute();
    },

    /** A page of the company's orders (`email`: one buyer's only), newest first. */
    orders: (companyId: string, email: string | undefined, page: Page): Promise<OrderRow[]> =>
      paged(
        db
          .selectFrom('orders')
          .selectAll()
          .where('company_id', '=', companyId)
          .$if(email !== undefined, (query) => query.where('user_email', '=', email!))
          .orderBy('seq', 'desc'),
        page,
      ).execute(),

    /** The payment status of each of `purchaseIds` that has a payment (requirements §18). */
    paymentStatuses: async (purchaseIds: readonly (string | null)[]): Promise<Map<string, PaymentStatus>> => {
      const ids = [...new Set(purchaseIds.filter((id): id is string => id !== null))];
      if (!ids.length) return new Map();
      const rows = await db
        .selectFrom('payments')
        .select(['purchase_id', 'status'])
        .where('purchase_id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.purchase_id, row.status]));
    },

    countOrders: (companyId: string, email: string | undefined): Promise<number> =>
      countRows(
        db
          .selectFrom('orders')
          .where('company_id', '=', companyId)
          .$if(email !== undefined, (query) => query.where('user_email', '=', email!)),
      ),
  };
}

/**
 * Companies whose name holds `q` (any case; LIKE's wildcards taken as plain characters), or whose
 * BIN holds it as typed with dashes, spaces or Bangla digits.
 */
function matching(q: string) {
  const escaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = toLatinDigits(q).replace(/[\s-]/g, '');
  const name = sql<SqlBool>`lower(companies.name) like ${escaped(q.toLowerCase())} escape '\\'`;
  if (!/^\d+$/.test(digits)) return name;
  return sql<SqlBool>`(${name} or companies.bin like ${escaped(digits)} escape '\\')`;
}

export type CompanyQueries = ReturnType<typeof companyQueries>;

export function companiesRepository(db: Db) {
  return {
    ...companyQueries(db),
    ...companyRefQueries(db),
    /** Runs `work` in one transaction with the same queries bound to it. */
    inTransaction: <T>(work: (tx: CompanyQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(companyQueries(trx))),
  };
}

export type CompaniesRepository = ReturnType<typeof companiesRepository>;
