import {
  bpOfPercentage,
  fromMinor,
  messages,
  toMinor,
  type CustomerGroup,
  type CustomerGroupInput,
  type GroupPriceEntry,
  type GroupPricesInput,
} from '@storefront/shared';
import { tiersFromColumn, tiersToColumn } from '../catalog/price-tiers.ts';
import { isUniqueViolation, newId, nowIso } from '../db/util.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import type { CustomerGroupsRepository, GroupPriceWithItem } from './repository.ts';

// Customer groups and their price lists, for store administrators (requirements §20.5). Who is in
// a group and what its list says is read by the price book (price-book.ts) for every member's read
// and checkout; these are the writes.

const toEntry = (row: GroupPriceWithItem): GroupPriceEntry => ({
  item: row.item_id,
  item_name: row.item_name,
  sku: row.sku,
  public_price: fromMinor(Number(row.item_price_minor)),
  price: row.price_minor === null ? null : fromMinor(Number(row.price_minor)),
  percent_off: row.percent_off_bp === null ? null : Number(row.percent_off_bp) / 100,
  tiers: tiersFromColumn(row.tiers),
  valid_from: row.valid_from,
  valid_until: row.valid_until,
});

const nameTaken = () => new HttpError(409, messages.groupNameTaken, { name: messages.groupNameTaken });

export function customerGroupsService(groups: CustomerGroupsRepository) {
  async function list(): Promise<CustomerGroup[]> {
    return (await groups.list()).map((row) => ({
      _id: row.id,
      name: row.name,
      created_at: row.created_at,
      users: Number(row.users ?? 0),
      companies: Number(row.companies ?? 0),
    }));
  }

  async function one(id: string): Promise<CustomerGroup> {
    const group = (await list()).find((g) => g._id === id);
    if (!group) throw notFound(messages.groupNotFound);
    return group;
  }

  /** A group named by an assignment: null for none, else one that exists (400 on `group`). */
  async function assignable(group: string | null): Promise<string | null> {
    if (group !== null && !(await groups.exists(group)))
      throw badRequest('Invalid input', { group: messages.groupNotFound });
    return group;
  }

  return {
    list,

    async create(input: CustomerGroupInput): Promise<CustomerGroup> {
      const id = newId();
      try {
        await groups.insert({ id, name: input.name, created_at: nowIso() });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      return one(id);
    },

    async rename(id: string, input: CustomerGroupInput): Promise<CustomerGroup> {
      try {
        if (!(await groups.rename(id, input.name))) throw notFound(messages.groupNotFound);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      return one(id);
    },

    /** Its users and companies are left in no group; its list goes with it. */
    async remove(id: string): Promise<number> {
      const removed = await groups.inTransaction((tx) => tx.remove(id));
      if (!removed) throw notFound(messages.groupNotFound);
      return 1;
    },

    async prices(id: string): Promise<GroupPriceEntry[]> {
      if (!(await groups.exists(id))) throw notFound(messages.groupNotFound);
      return (await groups.prices(id)).map(toEntry);
    },

    /** The whole list replaced, in one transaction; an unknown or deleted item is a 400 on `prices.<n>.item`. */
    async replacePrices(id: string, input: GroupPricesInput): Promise<GroupPriceEntry[]> {
      await groups.inTransaction(async (tx) => {
        if (!(await tx.exists(id))) throw notFound(messages.groupNotFound);
        const live = await tx.liveItems(input.prices.map((p) => p.item));
        const errors: Record<string, string> = {};
        input.prices.forEach((entry, n) => {
          if (!live.has(entry.item)) errors[`prices.${n}.item`] = messages.groupPriceItemUnknown;
        });
        if (Object.keys(errors).length) throw badRequest('Invalid input', errors);
        await tx.replacePrices(
          id,
          input.prices.map((entry) => ({
            group_id: id,
            item_id: entry.item,
            price_minor: entry.price === null ? null : toMinor(entry.price),
            percent_off_bp: entry.percent_off === null ? null : bpOfPercentage(entry.percent_off),
            tiers: tiersToColumn(entry.price === null ? [] : entry.tiers),
            valid_from: entry.valid_from,
            valid_until: entry.valid_until,
          })),
        );
      });
      return (await groups.prices(id)).map(toEntry);
    },

    async assignUser(userId: string, group: string | null): Promise<{ group: string | null }> {
      const chosen = await assignable(group);
      if (!(await groups.assignUser(userId, chosen))) throw notFound(messages.userNotFound);
      return { group: chosen };
    },

    async assignCompany(companyId: string, group: string | null): Promise<{ group: string | null }> {
      const chosen = await assignable(group);
      if (!(await groups.assignCompany(companyId, chosen))) throw notFound(messages.companyNotFound);
      return { group: chosen };
    },
  };
}

export type CustomerGroupsService = ReturnType<typeof customerGroupsService>;
