import {
  BUILDS_MAX,
  checkBuild,
  fromMinor,
  messages,
  orderMessages,
  type BuildCheckAnswer,
  type BuildInput,
  type BuildPart,
  type BuildPartInput,
  type SavedBuild,
  type Specs,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import { unitMinorOf } from '../catalog/price-tiers.ts';
import { noGroupPrices, type PricesFor } from '../customer-groups/price-book.ts';
import type { BuildRow } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { BuildQueries, BuildsRepository, PartRow, StoredPart } from './repository.ts';

/** A saved build as everyone reads it: its owner is not part of it (requirements §19.4). */
export function toSavedBuild(row: BuildRow): SavedBuild {
  return {
    id: row.id,
    name: row.name,
    parts: (JSON.parse(row.parts) as StoredPart[]).map(({ item, quantity }) => ({ item, quantity })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Saved builds (requirements §19.4): each signed-in buyer's own, at most BUILDS_MAX. Anyone with
 * a build's id reads it (the shared link); only its owner renames or deletes it, and to anyone
 * else (an administrator included) another's build is a 404, so an id tells nothing it does not
 * open.
 */
export function buildsService(builds: BuildsRepository, pricesFor: PricesFor = noGroupPrices) {
  /** The items of `parts`, in their order; an unknown or deleted one is a 400 on `parts.<n>.item`. */
  async function partItems(tx: BuildQueries, parts: readonly BuildPartInput[]): Promise<PartRow[]> {
    const byId = new Map((await tx.parts(parts.map((p) => p.item))).map((row) => [row.id, row]));
    const errors: Record<string, string> = {};
    const rows = parts.flatMap((part, n) => {
      const row = byId.get(part.item);
      if (row && row.deleted_at === null) return [row];
      errors[`parts.${n}.item`] = orderMessages.itemGone;
      return [];
    });
    if (Object.keys(errors).length) throw badRequest('Invalid input', errors);
    return rows;
  }

  return {
    /**
     * A build's parts checked by shared checkBuild (requirements §19.3) and priced as the cart is:
     * each line at the tier its quantity reaches, summed in minor units. Nothing is stored.
     */
    check: async (parts: readonly BuildPartInput[], readerId?: string): Promise<BuildCheckAnswer> => {
      const [rows, pricing] = await Promise.all([partItems(builds, parts), pricesFor(readerId)]);
      const priced = rows.map((row, n) => {
        const quantity = parts[n]!.quantity;
        // A signed-in group member's parts at their group's prices (requirements §20.5).
        const unitMinor = unitMinorOf(row, quantity, { pricing, itemId: row.id });
        return { row, quantity, unitMinor, totalMinor: unitMinor * quantity };
      });
      const { problems, wattage } = checkBuild(
        priced.map(({ row, quantity }): BuildPart => ({
          item: { _id: row.id, name: row.name, category: row.category_id, specs: JSON.parse(row.specs) as Specs },
          quantity,
        })),
      );
      return {
        problems,
        wattage,
        lines: priced.map(({ row, quantity, unitMinor, totalMinor }) => ({
          item: row.id,
          name: row.name,
          category: row.category_id,
          quantity,
          unit_price: fromMinor(unitMinor),
          line_total: fromMinor(totalMinor),
        })),
        total: fromMinor(priced.reduce((sum, line) => sum + line.totalMinor, 0)),
      };
    },

    list: async (user: CurrentUser): Promise<SavedBuild[]> => (await builds.list(user.id)).map(toSavedBuild),

    /** The public read-only link. */
    get: async (id: string): Promise<SavedBuild> => {
      const row = await builds.find(id);
      if (!row) throw notFound(messages.buildNotFound);
      return toSavedBuild(row);
    },

    /**
     * Saved with parts on sale now (an unknown or deleted one is a 400, as in the check); a part
     * deleted later stays in the build, and its check's 400 names it when the build is opened.
     */
    save: (user: CurrentUser, input: BuildInput): Promise<SavedBuild> =>
      // The owner's row locked: racing saves cannot pass the limit together.
      builds.inTransaction(async (tx) => {
        await tx.lockOwner(user.id);
        await partItems(tx, input.parts);
        if ((await tx.count(user.id)) >= BUILDS_MAX) throw conflict(messages.buildsFull(BUILDS_MAX));
        return toSavedBuild(await tx.insert(user.id, input.name, input.parts));
      }),

    rename: async (user: CurrentUser, id: string, name: string): Promise<SavedBuild> => {
      const row = await builds.rename(user.id, id, name);
      if (!row) throw notFound(messages.buildNotFound);
      return toSavedBuild(row);
    },

    remove: async (user: CurrentUser, id: string): Promise<void> => {
      if (!(await builds.remove(user.id, id))) throw notFound(messages.buildNotFound);
    },
  };
}

export type BuildsService = ReturnType<typeof buildsService>;
