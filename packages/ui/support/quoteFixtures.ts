import type { QuoteOffer, QuoteRequest, QuoteStatus, QuoteSummary } from '@storefront/shared';
import { longMember, sampleCompany } from './companyFixtures.ts';

// Sample quotes (requirements §20.7) for the stories and the app's MSW handlers: a buyer's request,
// the store's offers (versions) and the thread of what happened, with fixed values, no dates from the clock.

const buyer = { name: 'Nusrat Jahan', email: 'nusrat@example.com' };
const staff = 'Rahim Uddin';

const requested = [
  { item: 'item-1', name: 'Ryzen 7 7800X3D processor', quantity: 10, list_price: 42_500 },
  { item: 'item-2', name: 'Corsair 32 GB DDR5 6000 memory kit', quantity: 20, list_price: 13_200 },
];

const firstOffer: QuoteOffer = {
  version: 1,
  lines: [
    { item: 'item-1', name: 'Ryzen 7 7800X3D processor', quantity: 10, unit_price: 40_000, list_price: 42_500 },
    {
      item: 'item-2',
      name: 'Corsair 32 GB DDR5 6000 memory kit',
      quantity: 20,
      unit_price: 12_500,
      list_price: 13_200,
    },
  ],
  subtotal: 6_50_000,
  valid_until: '2026-03-20',
  message: 'Prices for the whole lot, delivered to your Banani office.',
  offered_by: staff,
  created_at: '2026-03-11T10:15:00.000Z',
};

const secondOffer: QuoteOffer = {
  version: 2,
  lines: [
    { item: 'item-1', name: 'Ryzen 7 7800X3D processor', quantity: 12, unit_price: 39_000, list_price: 42_500 },
    {
      item: 'item-2',
      name: 'Corsair 32 GB DDR5 6000 memory kit',
      quantity: 20,
      unit_price: 12_000,
      list_price: 13_200,
    },
  ],
  subtotal: 7_08_000,
  valid_until: '2026-03-27',
  message: 'Twelve processors at a better price, as you asked.',
  offered_by: staff,
  created_at: '2026-03-13T09:00:00.000Z',
};

/** A quote just asked for: no offer yet. */
export const requestedQuote: QuoteRequest = {
  _id: 'quote-1',
  number: 'Q-000042',
  status: 'requested',
  buyer,
  company: { id: sampleCompany.id, name: sampleCompany.name },
  lines: requested,
  note: 'Ten office PCs for our new branch: can you do better on the processors?',
  offers: [],
  events: [
    {
      kind: 'requested',
      by: buyer.name,
      staff: false,
      message: 'Ten office PCs for our new branch: can you do better on the processors?',
      version: null,
      at: '2026-03-10T08:30:00.000Z',
    },
  ],
  purchase: null,
  created_at: '2026-03-10T08:30:00.000Z',
  updated_at: '2026-03-10T08:30:00.000Z',
};

/**
 * A dealer's request (requirements §20.5 item 10): their group prices the processor at 40,800 for 10,
 * said beside the list price; the memory kit is not in their list.
 */
export const memberQuote: QuoteRequest = {
  ...requestedQuote,
  lines: requested.map((line, i) => (i === 0 ? { ...line, your_price: 40_800 } : line)),
};

/** The store answered once: the buyer may accept, ask for changes or reject. */
export const offeredQuote: QuoteRequest = {
  ...requestedQuote,
  status: 'offered',
  offers: [firstOffer],
  events: [
    ...requestedQuote.events,
    { kind: 'offered', by: staff, staff: true, message: firstOffer.message, version: 1, at: firstOffer.created_at },
  ],
  updated_at: firstOffer.created_at,
};

/** Asked for changes, countered, and so on: two versions, the newest open. */
export const counteredQuote: QuoteRequest = {
  ...offeredQuote,
  offers: [firstOffer, secondOffer],
  events: [
    ...offeredQuote.events,
    {
      kind: 'changes_requested',
      by: buyer.name,
      staff: false,
      message: 'We need twelve processors, and 39,000 each would do it.',
      version: null,
      at: '2026-03-12T11:00:00.000Z',
    },
    { kind: 'offered', by: staff, staff: true, message: secondOffer.message, version: 2, at: secondOffer.created_at },
  ],
  updated_at: secondOffer.created_at,
};

/** `quote` in another status, with the event that put it there (when one does). */
export function quoteWithStatus(status: QuoteStatus, quote: QuoteRequest = counteredQuote): QuoteRequest {
  const at = '2026-03-14T12:00:00.000Z';
  const last = quote.offers.at(-1)?.version ?? null;
  const tail = {
    requested: [],
    offered: [],
    expired: [],
    changes_requested: [
      {
        kind: 'changes_requested' as const,
        by: buyer.name,
        staff: false,
        message: 'Could the memory come to 11,500?',
        version: null,
        at,
      },
    ],
    accepted: [{ kind: 'accepted' as const, by: buyer.name, staff: false, message: null, version: last, at }],
    rejected: [
      { kind: 'rejected' as const, by: buyer.name, staff: false, message: 'We bought elsewhere.', version: null, at },
    ],
    withdrawn: [
      {
        kind: 'withdrawn' as const,
        by: staff,
        staff: true,
        message: 'The processors are no longer made.',
        version: null,
        at,
      },
    ],
  }[status];
  return {
    ...quote,
    status,
    events: [...quote.events, ...tail],
    purchase: status === 'accepted' ? { _id: 'purchase-1', number: 'CP-000131' } : null,
    updated_at: tail.length ? at : quote.updated_at,
  };
}

/** A quote with many versions, long names and a long note: the layout's worst case. */
export const longQuote: QuoteRequest = (() => {
  const name = 'ASUS ROG Strix GeForce RTX 4090 OC Edition 24 GB GDDR6X graphics card with triple fans';
  const lines = Array.from({ length: 4 }, (_, i) => ({
    item: `item-long-${i}`,
    name: i === 0 ? name : `${name} (${i + 1})`,
    quantity: 5 + i * 10,
    list_price: 2_49_135.7,
  }));
  const offers: QuoteOffer[] = Array.from({ length: 4 }, (_, v) => ({
    version: v + 1,
    lines: lines.map((l) => ({ ...l, unit_price: 2_40_000 - v * 5_000 })),
    subtotal: lines.reduce((sum, l) => sum + l.quantity * (2_40_000 - v * 5_000), 0),
    valid_until: `2026-04-${String(10 + v).padStart(2, '0')}`,
    message: v % 2 ? null : 'Our best price this quarter for the whole lot, with three years of warranty on each card.',
    offered_by: staff,
    created_at: `2026-04-0${v + 1}T10:00:00.000Z`,
  }));
  return {
    ...requestedQuote,
    _id: 'quote-long',
    number: 'Q-001234',
    status: 'offered',
    buyer: { name: longMember.name, email: longMember.email },
    company: { id: 'company-long', name: 'Chattogram Polytechnic Institute Procurement Cooperative Society Limited' },
    lines,
    note: 'We are equipping three laboratories before the new term and need forty cards in all, delivered to Chattogram in one lot; please include a warranty for each card.',
    offers,
    events: [
      { ...requestedQuote.events[0]!, by: longMember.name, at: '2026-03-31T09:00:00.000Z', message: null },
      ...offers.flatMap((offer, v) => [
        ...(v
          ? [
              {
                kind: 'changes_requested' as const,
                by: longMember.name,
                staff: false,
                message: 'A little lower, please: our budget for the cards is fixed by the board.',
                version: null,
                at: `2026-04-0${v}T15:00:00.000Z`,
              },
            ]
          : []),
        {
          kind: 'offered' as const,
          by: staff,
          staff: true,
          message: offer.message,
          version: offer.version,
          at: offer.created_at,
        },
      ]),
    ],
    updated_at: offers.at(-1)!.created_at,
  };
})();

/** The rows of GET /api/quotes: one in each status. */
export function sampleQuoteSummaries(): QuoteSummary[] {
  const statuses: QuoteStatus[] = [
    'requested',
    'offered',
    'changes_requested',
    'expired',
    'accepted',
    'rejected',
    'withdrawn',
  ];
  return statuses.map((status, i) => {
    const offered = status !== 'requested';
    return {
      _id: `quote-${i + 1}`,
      number: `Q-${String(42 + i).padStart(6, '0')}`,
      status,
      buyer: i % 2 ? { name: 'Tanvir Hasan', email: 'tanvir@example.com' } : buyer,
      company: i % 3 === 2 ? null : { id: sampleCompany.id, name: sampleCompany.name },
      lines: 2 + i,
      offered_subtotal: offered ? 6_50_000 - i * 12_500 : null,
      valid_until: offered ? `2026-03-${String(20 + i).padStart(2, '0')}` : null,
      created_at: `2026-03-${String(10 + i).padStart(2, '0')}T08:30:00.000Z`,
      updated_at: `2026-03-${String(11 + i).padStart(2, '0')}T10:15:00.000Z`,
    };
  });
}

/** A row with the longest sensible buyer, company and figures. */
export const longQuoteSummary: QuoteSummary = {
  _id: 'quote-long',
  number: 'Q-001234',
  status: 'changes_requested',
  buyer: { name: longMember.name, email: longMember.email },
  company: longQuote.company,
  lines: 40,
  offered_subtotal: 1_23_45_678.5,
  valid_until: '2026-04-13',
  created_at: '2026-03-31T09:00:00.000Z',
  updated_at: '2026-04-04T10:00:00.000Z',
};
