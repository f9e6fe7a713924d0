import { messages, type Language, type ProfileInput, type User, type UserListEntry } from '@storefront/shared';
import { assertSelfOrAdmin, type CurrentUser } from '../auth/guard.ts';
import { listWithTotal, type Page } from '../db/util.ts';
import type { Db } from '../db/connection.ts';
import type { UserRow } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import type { ListedUserRow, UsersRepository } from './repository.ts';

export function toUser(row: UserRow): User {
  const user: User = { _id: row.id, email: row.email, name: row.name, role: row.role, language: row.language };
  if (row.education !== null) user.education = row.education;
  if (row.location !== null) user.location = row.location;
  if (row.phone !== null) user.phone = row.phone;
  if (row.linkedin_url !== null) user.linkedin_url = row.linkedin_url;
  if (row.disabled_at !== null) user.disabled = true;
  return user;
}

/** A user as Make Admin lists them (requirements §2): whether they can be made one, their orders and group (§20.5). */
const toListedUser = (row: ListedUserRow): UserListEntry => ({
  ...toUser(row),
  verified: row.email_verified_at !== null,
  orderCount: Number(row.order_count),
  customer_group: row.customer_group_id,
});

export const userMessages = {
  notFound: 'User not found',
  ownRole: 'You cannot take back your own administrator role',
  ownAccount: 'You cannot disable your own account',
  noLongerAdmin: 'Only administrators can do this',
} as const;

export function usersService(users: UsersRepository) {
  const service = {
    async getUser(actor: CurrentUser, email: string): Promise<User> {
      assertSelfOrAdmin(actor, email);
      const row = await users.findByEmail(email);
      if (!row) throw notFound(userMessages.notFound);
      return toUser(row);
    },

    /** PUT user/{email} with profile fields: replaces the four optional fields. */
    async updateProfile(actor: CurrentUser, email: string, input: ProfileInput): Promise<number> {
      assertSelfOrAdmin(actor, email);
      const changed = await users.updateProfile(email, {
        education: input.education ?? null,
        location: input.location ?? null,
        phone: input.phone ?? null,
        linkedin_url: input.linkedin_url ?? null,
      });
      if (changed === 0) throw notFound(userMessages.notFound);
      return changed;
    },

    /** The signed-in user's own language (requirements §16): their emails follow it from now on. */
    async setLanguage(actor: CurrentUser, language: Language): Promise<Language> {
      if (!(await users.setLanguage(actor.id, language))) throw notFound(userMessages.notFound);
      return language;
    },

    async isAdmin(actor: CurrentUser, email: string): Promise<boolean> {
      assertSelfOrAdmin(actor, email);
      const row = await users.findByEmail(email);
      return row?.role === 'admin';
    },

    /** A page of the users `q` finds (name or email), and how many it finds. */
    async listUsers({
      q,
      ...page
    }: Page & { q?: string | undefined }): Promise<{ users: UserListEntry[]; total: number }> {
      const { rows, total } = await listWithTotal(
        page,
        (p) => users.list(p, q),
        q ? () => users.countMatching(q) : users.count,
      );
      return { users: rows.map(toListedUser), total };
    },

    /**
     * Make Admin: modifiedCount 0 when the user already is one. Administrator rights need an
     * account that can sign in with a verified address (docs/security.md): a disabled or unverified
     * one is a 409, checked again by the update itself.
     */
    async makeAdmin(email: string): Promise<number> {
      const refusal = (row: UserRow) =>
        row.disabled_at !== null
          ? conflict(messages.adminNeedsEnabledAccount)
          : row.email_verified_at === null
            ? conflict(messages.adminNeedsVerifiedEmail)
            : undefined;
      const row = await users.findByEmail(email);
      if (!row) throw notFound(userMessages.notFound);
      if (row.role === 'admin') return 0;
      const refused = refusal(row);
      if (refused) throw refused;
      const changed = await users.makeAdmin(email);
      if (changed === 0) {
        // Changed meanwhile: promoted by another administrator, or disabled.
        const now = await users.findByEmail(email);
        const refusedNow = now && now.role !== 'admin' ? refusal(now) : undefined;
        if (refusedNow) throw refusedNow;
      }
      return changed;
    },

    /**
     * Takes back an administrator's role: never the actor's own, so one administrator (the actor)
     * always remains. modifiedCount 0 when the user was not one.
     */
    async revokeAdmin(actor: CurrentUser, email: string): Promise<number> {
      // `email` comes through the shared email schema: already lowercase.
      if (email === actor.email) throw conflict(userMessages.ownRole);
      return asAdmin(actor, email, (row, trx) => users.revokeAdmin(row.email, trx));
    },

    /** Disables an account (it can no longer sign in or use a session) or enables it again; never the actor's own. */
    async setDisabled(actor: CurrentUser, email: string, disabled: boolean): Promise<number> {
      if (email === actor.email) throw conflict(userMessages.ownAccount);
      return asAdmin(actor, email, (row, trx) => users.setDisabled(row.email, disabled, trx));
    },
  };

  async function asAdmin(
    actor: CurrentUser,
    target: string,
    change: (row: UserRow, trx: Db) => Promise<number>,
  ): Promise<number> {
    const result = await users.asActiveAdmin(actor.id, target, async (row, trx) => {
      if (!row) throw notFound(userMessages.notFound);
      return change(row, trx);
    });
    // The actor lost the role (or was disabled) since the request began: another administrator won.
    if (!result) throw forbidden(userMessages.noLongerAdmin);
    return result.done;
  }
  return service;
}

export type UsersService = ReturnType<typeof usersService>;
