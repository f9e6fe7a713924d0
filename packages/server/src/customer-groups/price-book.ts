import { dayOf, fromMinor, type GroupPrice } from '@storefront/shared';
import { tiersFromColumn } from '../catalog/price-tiers.ts';
import { claimsHold } from '../auth/guard.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import type { ChangeFeed } from '../db/changes.ts';
import { heldReaderRows } from './reader-rows.ts';
import type { GroupPriceRow, PriceBookQueries } from './repository.ts';

// Each group's price list in memory (requirements §20.5), exact on every instance: one read per
// use gives the reader's group and customer_group_version (raised by triggers on every write of
// the entries, migration 0034, as the catalog's facets do with catalog_version); a moved number
// means read the group's entries again. A member's catalog read then costs that one indexed read
// beyond an anonymous one, however long the list; on PostgreSQL not even that while the database's
// notices are heard (`pricesForClaims` keeps the read's rows: customer-groups/reader-rows.ts). What
// prices an order (`pricesFor`) always reads (bench/README.md).

/** What a reader pays by: their group's entries and the store day (shared memberUnitPrice). */
export interface MemberPricing {
  groupId: string;
  /** Entries by item id. */
  entries: ReadonlyMap<string, GroupPrice>;
  /** Today in the store's time zone: the day the entries' validity is judged on. */
  day: string;
}

/** The pricing `userId` pays by, or undefined for none (signed out, in no group). */
export type PricesFor = (userId: string | undefined) => Promise<MemberPricing | undefined>;

/**
 * The pricing of a token's user, or undefined when the claims no longer hold for their row (a
 * signed-out reader then) or they are in no group: the reader's check and their group in one read.
 */
export type PricesForClaims = (claims: AccessClaims) => Promise<MemberPricing | undefined>;

/** No groups: everybody pays the public prices (tests and services wired without the book). */
export const noGroupPrices: PricesFor = async () => undefined;

export function toGroupPrice(row: GroupPriceRow): GroupPrice {
  return {
    price: row.price_minor === null ? null : fromMinor(Number(row.price_minor)),
    tiers: tiersFromColumn(row.tiers),
    percent_off_bp: row.percent_off_bp === null ? null : Number(row.percent_off_bp),
    valid_from: row.valid_from,
    valid_until: row.valid_until,
  };
}

/** Groups' lists kept at most (each a map of its entries); the least recently used go first. */
const MAX_GROUPS = 64;

export function priceBook(
  queries: PriceBookQueries,
  timeZone: string,
  now: () => Date = () => new Date(),
  /** The change feed a member's catalog read keeps its row by; none: every read asks. */
  feed?: Pick<ChangeFeed, 'subscribe' | 'hearsDatabase'>,
): { pricesFor: PricesFor; pricesForClaims: PricesForClaims } {
  const readerRow = feed ? heldReaderRows(queries.groupOf, feed) : queries.groupOf;
  const held = new Map<string, { version: number; entries: ReadonlyMap<string, GroupPrice> }>();
  const loading = new Map<string, Promise<ReadonlyMap<string, GroupPrice>>>();

  async function entriesOf(groupId: string, version: number): Promise<ReadonlyMap<string, GroupPrice>> {
    const kept = held.get(groupId);
    if (kept && kept.version === version) {
      // Most recently used last: Map keeps insertion order.
      held.delete(groupId);
      held.set(groupId, kept);
      return kept.entries;
    }
    const key = `${groupId}@${version}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = queries
        .entries(groupId)
        .then((rows) => new Map(rows.map((row) => [row.item_id, toGroupPrice(row)])))
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    const entries = await pending;
    // A newer version may have been stored meanwhile: keep the newest.
    if ((held.get(groupId)?.version ?? -1) <= version) {
      held.delete(groupId);
      held.set(groupId, { version, entries });
      if (held.size > MAX_GROUPS) held.delete(held.keys().next().value!);
    }
    return entries;
  }

  // A formatter per call costs more than the rest of a read: the day is worked out once a second.
  let today = { second: -1, day: '' };
  const storeDay = () => {
    const instant = now();
    const second = Math.floor(instant.getTime() / 1000);
    if (second !== today.second) today = { second, day: dayOf(instant, timeZone) };
    return today.day;
  };

  async function pricingOf(row: { group_id: string | null; version: unknown } | undefined) {
    if (!row?.group_id) return undefined;
    const entries = await entriesOf(row.group_id, Number(row.version));
    return { groupId: row.group_id, entries, day: storeDay() };
  }

  return {
    pricesFor: async (userId) => (userId === undefined ? undefined : pricingOf(await queries.groupOf(userId))),
    pricesForClaims: async (claims) => {
      const row = await readerRow(claims.userId);
      return claimsHold(row, claims) ? pricingOf(row) : undefined;
    },
  };
}
