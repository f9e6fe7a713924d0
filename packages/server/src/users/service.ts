import type { ProfileInput, User } from '@storefront/shared';
import { assertSelfOrAdmin, type CurrentUser } from '../auth/guard.ts';
import { listWithTotal, type Page } from '../db/util.ts';
import type { UserRow } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { UsersRepository } from './repository.ts';

export function toUser(row: UserRow): User {
  const user: User = { _id: row.id, email: row.email, name: row.name, role: row.role };
  if (row.education !== null) user.education = row.education;
  if (row.location !== null) user.location = row.location;
  if (row.phone !== null) user.phone = row.phone;
  if (row.linkedin_url !== null) user.linkedin_url = row.linkedin_url;
  return user;
}

export const userMessages = { notFound: 'User not found' } as const;

export function usersService(users: UsersRepository) {
  return {
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

    async isAdmin(actor: CurrentUser, email: string): Promise<boolean> {
      assertSelfOrAdmin(actor, email);
      const row = await users.findByEmail(email);
      return row?.role === 'admin';
    },

    async listUsers(page: Page): Promise<{ users: User[]; total: number }> {
      const { rows, total } = await listWithTotal(page, users.list, users.count);
      return { users: rows.map(toUser), total };
    },

    /** Make Admin: modifiedCount 0 when the user already is one. */
    async makeAdmin(email: string): Promise<number> {
      const row = await users.findByEmail(email);
      if (!row) throw notFound(userMessages.notFound);
      return users.makeAdmin(email);
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
