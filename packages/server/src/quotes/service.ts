// Quotes (issue 35 item 5; requirements §20.7): a buyer asks for prices on some lines with a note;
// the store's staff answer with offers, each a new version; the buyer accepts the newest (a purchase
// at its prices, through checkout's own path), rejects it or asks for changes; staff may withdraw
// it. Every change is one transaction with the quote's row locked, its event and its emails; a
// quote holds no stock until it is accepted.
import {
  dayOf,
  fromMinor,
  messages,
  orderMessages,
  purchaseNumber,
  quoteNoticeSubject,
  quoteNumber,
  toMinor,
  type CheckoutInput,
  type Purchase,
  type Quote,
  type QuoteAcceptInput,
  type QuoteNoticeData,
  type QuotePreviewInput,
  type QuoteNoticeTemplate,
  type QuoteOffer,
  type QuoteOfferInput,
  type QuoteRequest,
  type QuoteRequestInput,
  type QuoteStatus,
  type QuoteSummary,
} from '@storefront/shared';
import type { Insertable } from 'kysely';
import type { CurrentUser } from '../auth/guard.ts';
import { unitMinorOf } from '../catalog/price-tiers.ts';
import { noGroupPrices, type PricesFor } from '../customer-groups/price-book.ts';
import type { NoticesTable, QuoteRequestRow } from '../db/schema.ts';
import { newId, nowIso } from '../db/util.ts';
import type { DeliveryService } from '../delivery/service.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { InvoiceSettings } from '../invoices/issue.ts';
import type { OfferAccepted, PurchasesService } from '../purchases/service.ts';
import { newCompanyId } from '../companies/repository.ts';
import type {
  OfferWithName,
  QuoteItem,
  QuoteQueries,
  QuotesRepository,
  QuoteWithBuyer,
  StatusFilter,
} from './repository.ts';

const QUOTE_PAGE_SIZE = 20;

/** Stored statuses a quote is still open in: staff may answer it, its buyer decide on it. */
const OPEN: readonly QuoteRequestRow['status'][] = ['requested', 'offered', 'changes_requested'];

/** Who the thread and the emails name when the account is gone. */
const STAFF_NAME = 'Store';

export interface QuotesDeps {
  quotes: QuotesRepository;
  /** Acceptance is a checkout (requirements §14.2) of the offer's lines at its prices. */
  purchases: Pick<PurchasesService, 'checkout'>;
  /** The accept form's preview is the checkout's cost preview at the offer's prices. */
  delivery: Pick<DeliveryService, 'quote'>;
  /** ADMIN_NOTIFY_EMAILS: the staff told of a request, a change asked for, a rejection, an acceptance. */
  notifyEmails: readonly string[];
  /** STORE_TIME_ZONE: an offer's last day is the store's. */
  timeZone: string;
  /** The store's name, address and BIN, on the quote's PDF. */
  seller: InvoiceSettings['seller'];
  /** A buyer's group prices (requirements §20.5): a request's lines say the buyer's own beside the list price. */
  pricesFor?: PricesFor;
}

/** The public price per unit of `quantity` of `item` (its tier), in poisha: never a group's. */
const listMinor = (item: Pick<QuoteItem, 'price_minor' | 'price_tiers'>, quantity: number) =>
  unitMinorOf(item, quantity);

export function quotesService({
  quotes,
  purchases,
  delivery,
  notifyEmails,
  timeZone,
  seller,
  pricesFor = noGroupPrices,
}: QuotesDeps) {
  const today = () => dayOf(new Date(), timeZone);

  /** The status the API answers: an offered quote past its newest offer's last day is `expired`. */
  const statusOf = (row: QuoteRequestRow, newest: { valid_until: string } | undefined): QuoteStatus =>
    row.status === 'offered' && newest !== undefined && today() > newest.valid_until ? 'expired' : row.status;

  /** The quote `id` as `actor` may read it: its buyer's or a store administrator's (anyone else 404). */
  async function readable(actor: CurrentUser, id: string): Promise<QuoteWithBuyer> {
    const row = await quotes.find(id);
    if (!row || (row.user_id !== actor.id && !actor.isAdmin)) throw notFound(messages.quoteNotFound);
    return row;
  }

  /** The quote `id` as its buyer decides on it: a store administrator 403, anyone else 404. */
  async function buyersOwn(actor: CurrentUser, id: string): Promise<QuoteWithBuyer> {
    const row = await readable(actor, id);
    if (row.user_id !== actor.id) throw forbidden();
    return row;
  }

  /** Each line's item, or a 400 keyed `lines.{index}.item` for one unknown or no longer sold. */
  async function itemsOf(lines: readonly { item: string }[]): Promise<Map<string, QuoteItem>> {
    const items = await quotes.items(lines.map((l) => l.item));
    const errors: Record<string, string> = {};
    lines.forEach((line, index) => {
      const item = items.get(line.item);
      if (!item || item.deleted_at !== null) errors[`lines.${index}.item`] = orderMessages.itemGone;
    });
    if (Object.keys(errors).length) throw badRequest(orderMessages.itemGone, errors);
    return items;
  }

  async function offersWithLines(quoteIds: readonly string[]) {
    const offers = await quotes.offers(quoteIds);
    const lines = await quotes.offerLines(offers.map((o) => o.id));
    return offers.map((offer) => {
      const own = lines.filter((l) => l.offer_id === offer.id);
      return {
        offer,
        lines: own,
        subtotalMinor: own.reduce((sum, l) => sum + Number(l.unit_price_minor) * Number(l.quantity), 0),
      };
    });
  }
  type FullOffer = Awaited<ReturnType<typeof offersWithLines>>[number];

  const toOffer = ({ offer, lines, subtotalMinor }: FullOffer): QuoteOffer => ({
    version: Number(offer.version),
    lines: lines.map((l) => ({
      item: l.item_id,
      name: l.name,
      quantity: Number(l.quantity),
      unit_price: fromMinor(Number(l.unit_price_minor)),
      list_price: fromMinor(Number(l.list_price_minor)),
    })),
    subtotal: fromMinor(subtotalMinor),
    valid_until: offer.valid_until,
    message: offer.message,
    offered_by: offer.offered_by_name ?? STAFF_NAME,
    created_at: offer.created_at,
  });

  /** The whole quote as both sides read it. */
  async function toQuote(row: QuoteWithBuyer): Promise<QuoteRequest> {
    const [lines, offers, events, companies, purchaseSeq, pricing] = await Promise.all([
      quotes.requestLines([row.id]),
      offersWithLines([row.id]),
      quotes.events(row.id),
      quotes.companiesByIds([row.company_id]),
      row.purchase_id === null ? undefined : quotes.purchaseSeq(row.purchase_id),
      // The buyer's group now, whoever reads (the buyer, or the staff pricing an offer).
      pricesFor(row.user_id),
    ]);
    return {
      _id: row.id,
      number: quoteNumber(Number(row.seq)),
      status: statusOf(row, offers.at(-1)?.offer),
      buyer: { name: row.buyer_name, email: row.buyer_email },
      company: companies.get(row.company_id ?? '') ?? null,
      lines: lines.map((l) => {
        const quantity = Number(l.quantity);
        const listedMinor = listMinor(l, quantity);
        const yourMinor = unitMinorOf(l, quantity, { pricing, itemId: l.item_id });
        return {
          item: l.item_id,
          name: l.name,
          quantity,
          list_price: fromMinor(listedMinor),
          ...(yourMinor === listedMinor ? {} : { your_price: fromMinor(yourMinor) }),
        };
      }),
      note: row.note,
      offers: offers.map(toOffer),
      events: events.map((e) => ({
        kind: e.kind,
        by: e.by_name ?? (e.staff ? STAFF_NAME : row.buyer_name),
        staff: Boolean(e.staff),
        message: e.message,
        version: e.version === null ? null : Number(e.version),
        at: e.at,
      })),
      purchase:
        row.purchase_id === null || purchaseSeq === undefined
          ? null
          : { _id: row.purchase_id, number: purchaseNumber(purchaseSeq) },
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  /** One email per recipient, written in the change's transaction (the outbox picks each one's language). */
  function noticeRows(
    template: QuoteNoticeTemplate,
    recipients: readonly string[],
    data: QuoteNoticeData,
    at: string,
    purchaseId: string | null = null,
  ): Insertable<NoticesTable>[] {
    return recipients.map((recipient) => ({
      id: newId(),
      order_id: null,
      purchase_id: purchaseId,
      template,
      recipient,
      subject: quoteNoticeSubject(template, data),
      data: JSON.stringify(data),
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      created_at: at,
      sent_at: null,
    }));
  }

  const noticeData = async (
    tx: QuoteQueries,
    row: QuoteWithBuyer,
    more: Partial<QuoteNoticeData> & Pick<QuoteNoticeData, 'byName'>,
  ): Promise<QuoteNoticeData> => ({
    quoteId: row.id,
    quoteNumber: quoteNumber(Number(row.seq)),
    buyerName: row.buyer_name,
    companyName: (await tx.companiesByIds([row.company_id])).get(row.company_id ?? '')?.name ?? null,
    message: null,
    version: null,
    subtotal: null,
    validUntil: null,
    purchaseNumber: null,
    lines: [],
    ...more,
  });

  /**
   * Moves an open quote on in one transaction with its row locked: 409 `quoteClosed` when it is
   * not in one of `from` any more (accepted, rejected or withdrawn meanwhile); its event, and
   * emails to `recipients`.
   */
  async function move(
    actor: CurrentUser,
    row: QuoteWithBuyer,
    change: {
      from: readonly QuoteStatus[];
      to: QuoteRequestRow['status'];
      kind: 'changes_requested' | 'rejected' | 'withdrawn';
      message: string | null;
      template: QuoteNoticeTemplate;
      recipients: readonly string[];
    },
  ): Promise<QuoteRequest> {
    await quotes.inTransaction(async (tx) => {
      const locked = await tx.lock(row.id);
      const newest = (await tx.offers([row.id])).at(-1);
      if (!locked || !change.from.includes(statusOf(locked, newest))) throw conflict(messages.quoteClosed);
      const at = nowIso();
      const staff = change.kind === 'withdrawn';
      await tx.setStatus(row.id, change.to, at);
      await tx.addEvent({
        quote_id: row.id,
        kind: change.kind,
        by_user: actor.id,
        staff: staff ? 1 : 0,
        message: change.message,
        version: null,
        at,
      });
      const data = await noticeData(tx, row, { byName: actor.name, message: change.message });
      await tx.addNotices(noticeRows(change.template, change.recipients, data, at));
    });
    return toQuote((await quotes.find(row.id))!);
  }

  /** The newest offer of an open quote, for its buyer to preview or accept (409 why there is none). */
  async function newestOffer(row: QuoteRequestRow): Promise<FullOffer> {
    const newest = (await offersWithLines([row.id])).at(-1);
    if (!newest) throw conflict(OPEN.includes(row.status) ? messages.quoteNoOffer : messages.quoteClosed);
    return newest;
  }

  /**
   * Whether the buyer may accept `version` of the quote as it is now (read with its row locked):
   * 409 when it is closed, has no offer, a newer offer came, or the offer's last day has passed.
   */
  function acceptable(row: QuoteRequestRow, newest: OfferWithName | undefined, version: number): void {
    if (!OPEN.includes(row.status)) throw conflict(messages.quoteClosed);
    if (!newest) throw conflict(messages.quoteNoOffer);
    if (Number(newest.version) !== version) throw conflict(messages.quoteOfferSuperseded);
    if (today() > newest.valid_until) throw conflict(messages.quoteOfferExpired(newest.valid_until));
  }

  return {
    /**
     * POST /api/quotes/{id}/preview (its buyer): the newest offer's lines at its prices with their
     * delivery to `district`, as checkout will charge them (the cart's cost preview).
     */
    async preview(actor: CurrentUser, id: string, input: QuotePreviewInput): Promise<Quote> {
      const newest = await newestOffer(await buyersOwn(actor, id));
      return delivery.quote(
        {
          lines: newest.lines.map((l) => ({ item: l.item_id, quantity: Number(l.quantity) })),
          district: input.district,
          payment_method: input.payment_method,
        },
        actor.id,
        new Map(newest.lines.map((l) => [l.item_id, Number(l.unit_price_minor)])),
      );
    },

    /**
     * POST /api/quotes/{id}/accept (its buyer): a checkout of the newest offer's lines at its
     * prices, through checkout's own path (stock locked and checked now, the delivery charge, the
     * payment, the PO number, the company and its approval limit, the tax invoice, the emails, the
     * key); in its transaction the quote, locked, is checked again and accepted with the purchase,
     * so two acceptances at once make one purchase. The cart is left as it is.
     */
    async accept(
      actor: CurrentUser,
      id: string,
      input: QuoteAcceptInput,
    ): Promise<{ purchase: Purchase; replayed: boolean }> {
      const row = await buyersOwn(actor, id);
      const newest = await newestOffer(row);
      const { version, ...checkout } = input;
      const lines: CheckoutInput['lines'] = newest.lines.map((l) => ({
        item: l.item_id,
        quantity: Number(l.quantity),
        unit_price: fromMinor(Number(l.unit_price_minor)),
      }));
      const offer: OfferAccepted = {
        unitMinor: new Map(newest.lines.map((l) => [l.item_id, Number(l.unit_price_minor)])),
        async claim(tx) {
          const locked = await tx.quotes.lock(id);
          if (!locked) throw notFound(messages.quoteNotFound);
          acceptable(locked, (await tx.quotes.offers([id])).at(-1), version);
        },
        async accepted(tx, purchase) {
          const at = nowIso();
          await tx.quotes.setStatus(id, 'accepted', at, purchase.id);
          await tx.quotes.addEvent({
            quote_id: id,
            kind: 'accepted',
            by_user: actor.id,
            staff: 0,
            message: null,
            version,
            at,
          });
          const data = await noticeData(tx.quotes, row, {
            byName: actor.name,
            version,
            subtotal: fromMinor(newest.subtotalMinor),
            purchaseNumber: purchaseNumber(Number(purchase.seq)),
            lines: newest.lines.map((l) => ({
              name: l.name,
              quantity: Number(l.quantity),
              unit_price: fromMinor(Number(l.unit_price_minor)),
            })),
          });
          await tx.quotes.addNotices(noticeRows('quote-accepted', notifyEmails, data, at));
        },
      };
      return purchases.checkout(actor, { ...checkout, lines }, offer);
    },

    /** POST /api/quotes: the lines (each item still sold) and the note; the staff are emailed. */
    async request(buyer: CurrentUser, input: QuoteRequestInput): Promise<QuoteRequest> {
      const items = await itemsOf(input.lines);
      // 128 random bits, as a company's id: a quote's URL is not guessed from another's.
      const id = newCompanyId();
      await quotes.inTransaction(async (tx) => {
        const at = nowIso();
        const company = await tx.companyOf(buyer.id);
        const row = await tx.insert(
          {
            id,
            user_id: buyer.id,
            company_id: company?.id ?? null,
            note: input.note ?? null,
            status: 'requested',
            created_at: at,
            updated_at: at,
            purchase_id: null,
          },
          input.lines.map((l) => ({ item_id: l.item, quantity: l.quantity })),
        );
        await tx.addEvent({
          quote_id: id,
          kind: 'requested',
          by_user: buyer.id,
          staff: 0,
          message: input.note ?? null,
          version: null,
          at,
        });
        const data = await noticeData(
          tx,
          { ...row, buyer_name: buyer.name, buyer_email: buyer.email },
          {
            byName: buyer.name,
            message: input.note ?? null,
            lines: input.lines.map((l) => {
              const item = items.get(l.item)!;
              return { name: item.name, quantity: l.quantity, unit_price: fromMinor(listMinor(item, l.quantity)) };
            }),
          },
        );
        await tx.addNotices(noticeRows('quote-requested', notifyEmails, data, at));
      });
      return toQuote((await quotes.find(id))!);
    },

    /** GET /api/quotes: the reader's own, or a store administrator's every buyer's; newest first. */
    async list(
      actor: CurrentUser,
      status: QuoteStatus | undefined,
      page: number,
    ): Promise<{ quotes: QuoteSummary[]; total: number }> {
      const filter: StatusFilter | undefined =
        status === undefined
          ? undefined
          : status === 'expired' || status === 'offered'
            ? { status: 'offered', expired: status === 'expired', today: today() }
            : { status };
      const { rows, count } = quotes.list(actor.isAdmin ? null : actor.id, filter, {
        limit: QUOTE_PAGE_SIZE,
        offset: (page - 1) * QUOTE_PAGE_SIZE,
      });
      const [list, total] = await Promise.all([rows, count()]);
      const ids = list.map((row) => row.id);
      const [lines, offers, companies] = await Promise.all([
        quotes.requestLines(ids),
        offersWithLines(ids),
        quotes.companiesByIds(list.map((row) => row.company_id)),
      ]);
      return {
        total,
        quotes: list.map((row) => {
          const newest = offers.filter((o) => o.offer.quote_id === row.id).at(-1);
          return {
            _id: row.id,
            number: quoteNumber(Number(row.seq)),
            status: statusOf(row, newest?.offer),
            buyer: { name: row.buyer_name, email: row.buyer_email },
            company: companies.get(row.company_id ?? '') ?? null,
            lines: lines.filter((l) => l.quote_id === row.id).length,
            offered_subtotal: newest ? fromMinor(newest.subtotalMinor) : null,
            valid_until: newest?.offer.valid_until ?? null,
            created_at: row.created_at,
            updated_at: row.updated_at,
          };
        }),
      };
    },

    /**
     * GET /api/quotes/{id}/pdf (its buyer, or a store administrator): the quote as a PDF in its
     * buyer's language (their account's, as their emails), whoever reads it.
     */
    async pdf(actor: CurrentUser, id: string): Promise<{ number: string; pdf: Buffer }> {
      const row = await readable(actor, id);
      const quote = await toQuote(row);
      const { renderQuotePdf } = await import('./pdf.ts');
      const language = (await quotes.languageOf(row.user_id)) ?? 'en';
      return { number: quote.number, pdf: await renderQuotePdf(quote, language, { seller, timeZone }) };
    },

    /** GET /api/quotes/{id}: its buyer, or a store administrator. */
    get: async (actor: CurrentUser, id: string): Promise<QuoteRequest> => toQuote(await readable(actor, id)),

    /**
     * POST /api/quotes/{id}/offers (store administrators): the next version, its lines at the
     * prices given beside their public price for that quantity now; the buyer is emailed.
     */
    async offer(actor: CurrentUser, id: string, input: QuoteOfferInput): Promise<QuoteRequest> {
      const row = await readable(actor, id);
      if (input.valid_until < today())
        throw badRequest(messages.quoteValidUntilPast, { valid_until: messages.quoteValidUntilPast });
      const items = await itemsOf(input.lines);
      await quotes.inTransaction(async (tx) => {
        const locked = await tx.lock(id);
        if (!locked || !OPEN.includes(locked.status)) throw conflict(messages.quoteClosed);
        const version = (await tx.newestVersion(id)) + 1;
        const at = nowIso();
        const lines = input.lines.map((l) => ({
          item_id: l.item,
          quantity: l.quantity,
          unit_price_minor: toMinor(l.unit_price),
          list_price_minor: listMinor(items.get(l.item)!, l.quantity),
        }));
        await tx.insertOffer(
          {
            id: newId(),
            quote_id: id,
            version,
            valid_until: input.valid_until,
            message: input.message ?? null,
            offered_by: actor.id,
            created_at: at,
          },
          lines,
        );
        await tx.setStatus(id, 'offered', at);
        await tx.addEvent({
          quote_id: id,
          kind: 'offered',
          by_user: actor.id,
          staff: 1,
          message: input.message ?? null,
          version,
          at,
        });
        const subtotalMinor = lines.reduce((sum, l) => sum + l.unit_price_minor * l.quantity, 0);
        const data = await noticeData(tx, row, {
          byName: actor.name,
          message: input.message ?? null,
          version,
          subtotal: fromMinor(subtotalMinor),
          validUntil: input.valid_until,
          lines: input.lines.map((l) => ({
            name: items.get(l.item)!.name,
            quantity: l.quantity,
            unit_price: l.unit_price,
          })),
        });
        await tx.addNotices(noticeRows('quote-offered', [row.buyer_email], data, at));
      });
      return toQuote((await quotes.find(id))!);
    },

    /** POST /api/quotes/{id}/reject (its buyer): from any open status; the staff are emailed. */
    reject: async (actor: CurrentUser, id: string, message: string | null) =>
      move(actor, await buyersOwn(actor, id), {
        from: ['requested', 'offered', 'changes_requested', 'expired'],
        to: 'rejected',
        kind: 'rejected',
        message,
        template: 'quote-rejected',
        recipients: notifyEmails,
      }),

    /** POST /api/quotes/{id}/changes (its buyer): an offer (expired too) answered with what to change. */
    changes: async (actor: CurrentUser, id: string, message: string) =>
      move(actor, await buyersOwn(actor, id), {
        from: ['offered', 'expired'],
        to: 'changes_requested',
        kind: 'changes_requested',
        message,
        template: 'quote-changes-requested',
        recipients: notifyEmails,
      }),

    /** POST /api/quotes/{id}/withdraw (store administrators): any open quote; its buyer is emailed. */
    withdraw: async (actor: CurrentUser, id: string, message: string | null) => {
      const row = await readable(actor, id);
      return move(actor, row, {
        from: ['requested', 'offered', 'changes_requested', 'expired'],
        to: 'withdrawn',
        kind: 'withdrawn',
        message,
        template: 'quote-withdrawn',
        recipients: [row.buyer_email],
      });
    },
  };
}

export type QuotesService = ReturnType<typeof quotesService>;
