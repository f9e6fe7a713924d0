import type { Language } from '@storefront/shared';
import type { Insertable } from 'kysely';
import { companyRefQueries } from '../companies/repository.ts';
import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import type {
  ItemRow,
  QuoteEventRow,
  QuoteEventsTable,
  QuoteOfferLineRow,
  QuoteOfferRow,
  QuoteOfferLinesTable,
  QuoteOffersTable,
  QuoteRequestRow,
  QuoteRequestsTable,
} from '../db/schema.ts';
import { countRows, type Page } from '../db/util.ts';
import { ordersQueries } from '../orders/repository.ts';

/** An item as a quote prices it: its name, list price and tiers, and whether it is still sold. */
export type QuoteItem = Pick<ItemRow, 'id' | 'name' | 'price_minor' | 'price_tiers' | 'deleted_at'>;

/** Which stored rows a status filter reads: `expired` and `offered` split by the newest offer's last day. */
export type StatusFilter =
  { status: Exclude<QuoteRequestRow['status'], 'offered'> } | { status: 'offered'; expired: boolean; today: string };

/** A quote request with its buyer's name and email. */
export interface QuoteWithBuyer extends QuoteRequestRow {
  buyer_name: string;
  buyer_email: string;
}

/** An offer with the staff member's name (null: the account is gone). */
export interface OfferWithName extends QuoteOfferRow {
  offered_by_name: string | null;
}

/** Quotes (requirements §20.7): requests, their offers and thread; no stock is read or held. */
export function quoteQueries(db: Db) {
  const dialect = dialectOf(db);
  const withBuyer = () =>
    db
      .selectFrom('quote_requests')
      .innerJoin('users', 'users.id', 'quote_requests.user_id')
      .selectAll('quote_requests')
      .select(['users.name as buyer_name', 'users.email as buyer_email']);
  return {
    /** `ids`' items, deleted ones included (their `deleted_at` says so), by id. */
    items: async (ids: readonly string[]): Promise<Map<string, QuoteItem>> => {
      if (!ids.length) return new Map();
      const rows = await db
        .selectFrom('items')
        .select(['id', 'name', 'price_minor', 'price_tiers', 'deleted_at'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    find: (id: string): Promise<QuoteWithBuyer | undefined> =>
      withBuyer().where('quote_requests.id', '=', id).executeTakeFirst(),

    /** The quote's row locked until the transaction ends (offers and decisions on it wait their turn). */
    lock: (id: string): Promise<QuoteRequestRow | undefined> =>
      dialect.forUpdate(db.selectFrom('quote_requests').selectAll().where('id', '=', id)).executeTakeFirst(),

    /** A page of quotes, newest first: `userId`'s own, or every buyer's (null), by status. */
    list: (userId: string | null, filter: StatusFilter | undefined, page: Required<Page>) => {
      let query = withBuyer();
      if (userId !== null) query = query.where('quote_requests.user_id', '=', userId);
      if (filter) {
        query = query.where('quote_requests.status', '=', filter.status);
        if ('expired' in filter)
          query = query.where((eb) =>
            eb(
              eb
                .selectFrom('quote_offers')
                .select('quote_offers.valid_until')
                .whereRef('quote_offers.quote_id', '=', 'quote_requests.id')
                .orderBy('quote_offers.version', 'desc')
                .limit(1),
              filter.expired ? '<' : '>=',
              filter.today,
            ),
          );
      }
      return {
        rows: query.orderBy('quote_requests.seq', 'desc').limit(page.limit).offset(page.offset).execute(),
        count: () => countRows(query.clearSelect()),
      };
    },

    /** The lines asked about, in their order, with their items' names. */
    requestLines: (quoteIds: readonly string[]) =>
      quoteIds.length
        ? db
            .selectFrom('quote_request_lines')
            .innerJoin('items', 'items.id', 'quote_request_lines.item_id')
            .select([
              'quote_request_lines.quote_id',
              'quote_request_lines.item_id',
              'quote_request_lines.quantity',
              'items.name',
              'items.price_minor',
              'items.price_tiers',
            ])
            .where('quote_request_lines.quote_id', 'in', quoteIds)
            .orderBy('quote_request_lines.quote_id')
            .orderBy('quote_request_lines.position')
            .execute()
        : Promise.resolve([]),

    /** The quotes' offers, oldest first, with who made each. */
    offers: (quoteIds: readonly string[]): Promise<OfferWithName[]> =>
      quoteIds.length
        ? db
            .selectFrom('quote_offers')
            .leftJoin('users', 'users.id', 'quote_offers.offered_by')
            .selectAll('quote_offers')
            .select('users.name as offered_by_name')
            .where('quote_offers.quote_id', 'in', quoteIds)
            .orderBy('quote_offers.quote_id')
            .orderBy('quote_offers.version')
            .execute()
        : Promise.resolve([]),

    /** The offers' lines in their order, with their items' names. */
    offerLines: (offerIds: readonly string[]): Promise<(QuoteOfferLineRow & { name: string })[]> =>
      offerIds.length
        ? db
            .selectFrom('quote_offer_lines')
            .innerJoin('items', 'items.id', 'quote_offer_lines.item_id')
            .selectAll('quote_offer_lines')
            .select('items.name')
            .where('quote_offer_lines.offer_id', 'in', offerIds)
            .orderBy('quote_offer_lines.offer_id')
            .orderBy('quote_offer_lines.position')
            .execute()
        : Promise.resolve([]),

    /** The thread, oldest first, with who acted (null: the account is gone). */
    events: (quoteId: string): Promise<(QuoteEventRow & { by_name: string | null })[]> =>
      db
        .selectFrom('quote_events')
        .leftJoin('users', 'users.id', 'quote_events.by_user')
        .selectAll('quote_events')
        .select('users.name as by_name')
        .where('quote_events.quote_id', '=', quoteId)
        .orderBy('quote_events.seq')
        .execute(),

    insert: async (
      quote: Insertable<QuoteRequestsTable>,
      lines: readonly { item_id: string; quantity: number }[],
    ): Promise<QuoteRequestRow> => {
      const row = await db.insertInto('quote_requests').values(quote).returningAll().executeTakeFirstOrThrow();
      await db
        .insertInto('quote_request_lines')
        .values(lines.map((line, position) => ({ quote_id: row.id, position, ...line })))
        .execute();
      return row;
    },

    insertOffer: async (
      offer: Insertable<QuoteOffersTable>,
      lines: readonly Omit<Insertable<QuoteOfferLinesTable>, 'offer_id' | 'position'>[],
    ): Promise<void> => {
      await db.insertInto('quote_offers').values(offer).execute();
      await db
        .insertInto('quote_offer_lines')
        .values(lines.map((line, position) => ({ ...line, offer_id: offer.id, position })))
        .execute();
    },

    /** The quote's newest offer's version, 0 before any. */
    newestVersion: async (quoteId: string): Promise<number> => {
      const row = await db
        .selectFrom('quote_offers')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('quote_id', '=', quoteId)
        .executeTakeFirst();
      return Number(row?.version ?? 0);
    },

    /** Moves the quote to `status` (with its purchase, when accepted). */
    setStatus: async (
      id: string,
      status: QuoteRequestRow['status'],
      at: string,
      purchaseId: string | null = null,
    ): Promise<void> => {
      await db
        .updateTable('quote_requests')
        .set({ status, updated_at: at, ...(purchaseId === null ? {} : { purchase_id: purchaseId }) })
        .where('id', '=', id)
        .execute();
    },

    addEvent: async (event: Insertable<QuoteEventsTable>): Promise<void> => {
      await db.insertInto('quote_events').values(event).execute();
    },

    /** Emails in the outbox, each in its recipient's language (the orders' own writer). */
    addNotices: ordersQueries(db).addNotices,

    /** The company `userId` is a member of now, and companies by id (requirements §20.3). */
    companyOf: companyRefQueries(db).ofMember,
    companiesByIds: companyRefQueries(db).byIds,

    /** The account's language (requirements §16): its quote's PDF is in it. */
    languageOf: async (userId: string): Promise<Language | undefined> =>
      (await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst())?.language,

    /** A purchase's number's sequence, for the thread and the accepted email. */
    purchaseSeq: async (purchaseId: string): Promise<number | undefined> => {
      const row = await db.selectFrom('purchases').select('seq').where('id', '=', purchaseId).executeTakeFirst();
      return row === undefined ? undefined : Number(row.seq);
    },
  };
}

export type QuoteQueries = ReturnType<typeof quoteQueries>;

export function quotesRepository(db: Db) {
  return {
    ...quoteQueries(db),
    /** Runs `work` in one transaction. */
    inTransaction: <T>(work: (tx: QuoteQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(quoteQueries(trx))),
  };
}

export type QuotesRepository = ReturnType<typeof quotesRepository>;
