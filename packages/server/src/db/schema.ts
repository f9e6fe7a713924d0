// Table types of the database. Money is stored as integer minor units (poisha); timestamps as ISO
// strings (portable between SQLite and PostgreSQL); `seq` keeps insertion order, `id` is the public _id.
import type {
  CompanyRole,
  DeliveryZone,
  InvitationStatus,
  InvoiceSeries,
  Language,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  PurchaseApproval,
  QuoteEvent,
  QuoteStatus,
} from '@storefront/shared';
import type { Generated, Insertable, Selectable } from 'kysely';

export interface ItemsTable {
  seq: Generated<number>;
  id: string;
  name: string;
  image: string;
  short_description: string;
  min_order_quantity: number;
  available_quantity: number;
  price_minor: number;
  created_at: string;
  /** Soft delete: orders keep pointing at the item. */
  deleted_at: string | null;
  /** Unique among live items (requirements §12.6). */
  sku: string;
  category_id: string | null;
  /** Raised by every edit: an edit carrying an older one is refused (requirements §12.8). */
  version: Generated<number>;
  /** The name and short description in Bangla (requirements §12.11), null when not given (migration 0020). */
  name_bn: Generated<string | null>;
  short_description_bn: Generated<string | null>;
  /** Names, descriptions (both languages) and SKU as search tokens (shared `searchTokens`), indexed by FTS5 / tsvector. */
  search_text: string;
  /** The names' words alone (both languages), as search tokens: a match there ranks first (relevance, migration 0018). */
  search_name: Generated<string>;
  /** Volume prices beyond the first (requirements §14.4), JSON `[{ min_quantity, price_minor }]`. */
  price_tiers: Generated<string>;
  /** Shipping weight in grams (migration 0021): what delivery charges by. */
  weight_g: Generated<number>;
  /** VAT rate in basis points (1500 = 15%), null for the store's default (migration 0021). */
  vat_rate_bp: Generated<number | null>;
  /** Specifications (migration 0028, requirements §19): JSON of attribute key to value, `{}` for none. */
  specs: Generated<string>;
}

/**
 * A live item's specifications as rows the catalog filters and counts by (migration 0028,
 * requirements §19.2): a choice, each of a list's choices and a yes/no ('true'/'false') in
 * `text_value`, a number in `num_value`.
 */
export interface ItemSpecValuesTable {
  item_seq: number;
  category: string;
  key: string;
  text_value: string | null;
  num_value: number | null;
}

export interface CategoriesTable {
  id: string;
  name: string;
  position: number;
}

/** The stock ledger (requirements §12.9): an item's available quantity is the sum of its `change`s. */
export interface StockMovementsTable {
  seq: Generated<number>;
  id: string;
  item_id: string;
  kind: 'opening' | 'adjustment' | 'order' | 'order-cancelled';
  change: number;
  /** The item's available quantity right after this movement. */
  balance: number;
  reason: string | null;
  actor_email: string | null;
  order_id: string | null;
  created_at: string;
}

export interface OrdersTable {
  seq: Generated<number>;
  id: string;
  user_email: string;
  user_name: string;
  item_id: string;
  item_name: string;
  address: string;
  phone: string;
  quantity: number;
  unit_price_minor: number;
  total_minor: number;
  created_at: string;
  /** requirements §13.1: placed, confirmed, shipped, delivered or cancelled. */
  status: Generated<OrderStatus>;
  status_changed_at: string;
  /** Customer email and name, item name as search tokens, indexed by FTS5 / tsvector. */
  search_text: string;
  /** requirements §14.3: the purchase (checkout) it was placed in; null for one-item orders (POST /api/order). */
  purchase_id: Generated<string | null>;
  /** One of shared `districts`' keys (migration 0022), null for rows from before it. */
  district: Generated<string | null>;
  /** Delivery charge in poisha (migration 0022): a single order's own; 0 for an order of a purchase (its purchase carries it). */
  delivery_charge_minor: Generated<number>;
  /** The company its buyer was a member of when ordering (migration 0031; requirements §20.3), never changed after. */
  company_id: Generated<string | null>;
  /**
   * The public price per unit, poisha, where a group member was charged their own (migration 0038;
   * requirements §20.5 item 10); null for everyone else's orders and an accepted quote's.
   */
  public_price_minor: Generated<number | null>;
}

export interface OrderEventsTable {
  seq: Generated<number>;
  id: string;
  order_id: string;
  /** Null for the event that placed the order. */
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor_email: string;
  note: string | null;
  created_at: string;
}

/** The outbox of emails (requirements §13.8). */
export interface NoticesTable {
  seq: Generated<number>;
  id: string;
  /** The order it tells of; null for a purchase's email. */
  order_id: string | null;
  /** requirements §13.7: the purchase a purchase's email tells of (every line in `data`); null for an order's. */
  purchase_id: Generated<string | null>;
  template: string;
  recipient: string;
  subject: string;
  /** The template's props, as JSON. */
  data: string;
  status: Generated<'pending' | 'sending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While one sender holds the row: others leave it until then (a crashed sender's lease runs out). */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The recipient account's language when it was written (requirements §16); English without one. */
  language: Generated<Language>;
}

export interface ReviewsTable {
  seq: Generated<number>;
  id: string;
  rating: number;
  description: string;
  author_email: string;
  author_name: string;
  created_at: string;
  /** When an administrator hid it from the public list; null: shown. */
  hidden_at: string | null;
}

export interface UsersTable {
  seq: Generated<number>;
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'user';
  education: string | null;
  location: string | null;
  phone: string | null;
  linkedin_url: string | null;
  created_at: string;
  /** The Firebase account that owns the row; null until its first verified sign-in claims it. */
  firebase_uid: string | null;
  /** When a sign-in last proved the address verified; null: never. Admin rights need it. */
  email_verified_at: string | null;
  /** When an administrator disabled the account; null: active. */
  disabled_at: string | null;
  /** Raised by every disable and enable: access tokens signed with an older one are refused. */
  token_generation: Generated<number>;
  /** The account's language (requirements §16): its emails are written in it. */
  language: Generated<Language>;
  /** Its customer group (requirements §20.5), null for none; a company member's is the company's. */
  customer_group_id: Generated<string | null>;
}

export interface ImagesTable {
  sha256: string;
  data: Uint8Array;
  width: number;
  height: number;
  created_at: string;
}

/** The address book (requirements §14.7): at most one default per user (a partial unique index). */
export interface AddressesTable {
  seq: Generated<number>;
  id: string;
  user_id: string;
  label: string;
  address: string;
  phone: string;
  /** 1 for the user's default address, else 0 (an integer: the same on both databases). */
  is_default: number;
  created_at: string;
  /** One of shared `districts`' keys (migration 0022), null for rows from before it. */
  district: Generated<string | null>;
}

/** A signed-in buyer's cart (requirements §14.1): one row per item. */
export interface CartLinesTable {
  user_id: string;
  item_id: string;
  quantity: number;
  added_at: string;
}

/** A saved PC build (requirements §19.4); `id` is random, the public link's only guard. */
export interface BuildsTable {
  id: string;
  user_id: string;
  name: string;
  /** JSON: [{ item, quantity }], in the order the builder lists them. */
  parts: string;
  created_at: string;
  updated_at: string;
}

/** One checkout (requirements §14.3): its orders point at it by `orders.purchase_id`. */
export interface PurchasesTable {
  seq: Generated<number>;
  id: string;
  user_email: string;
  /** The buyer's key for this checkout: a retry with it answers this purchase (unique per buyer). */
  idempotency_key: string;
  address: string;
  phone: string;
  total_minor: number;
  created_at: string;
  /** The hash of the checkout's canonical body (purchases/idempotency.ts); null before 0015: matches any. */
  body_hash: string | null;
  /** One of shared `districts`' keys (migration 0022), null for rows from before it. */
  district: Generated<string | null>;
  /** The purchase's delivery charge in poisha (migration 0022); 0 for purchases from before it. */
  delivery_charge_minor: Generated<number>;
  /** How the buyer pays (shared `paymentMethods`); its payment row says how far (migration 0025). */
  payment_method: Generated<string>;
  /** The buyer's BIN for the tax invoice, 13 digits; null when not given. */
  buyer_bin: Generated<string | null>;
  /** The buyer's purchase-order number (migration 0032; requirements §20.6); null when not given. */
  po_number: Generated<string | null>;
  /** The company its buyer was a member of at checkout (migration 0031; requirements §20.3), never changed after. */
  company_id: Generated<string | null>;
  /** Awaiting an approver, approved or rejected (migration 0033; requirements §20.4); null when none was needed. */
  approval: Generated<PurchaseApproval | null>;
  /** Who approved or rejected it (a user's id); null until decided, and when the sweeper rejected it. */
  approval_by: Generated<string | null>;
  approval_at: Generated<string | null>;
  approval_note: Generated<string | null>;
  /** The store day it is due, when paid on invoice (migration 0036; requirements §20.8); else null. */
  due_on: Generated<string | null>;
}

/** A company of buyers (migration 0031; requirements §20.1). */
export interface CompaniesTable {
  id: string;
  name: string;
  /** 13 digits. */
  bin: string;
  trade_licence: string;
  billing_address: string;
  /** One of shared `districts`' keys. */
  district: string;
  created_at: string;
  created_by: string;
  /** Its customer group (requirements §20.5): its members', null for none. */
  customer_group_id: Generated<string | null>;
  /** Its payment terms in days (migration 0036; requirements §20.8); null: none, no paying on invoice. */
  net_days: Generated<number | null>;
  /** What its buyers may owe on invoice in all, poisha; set with its terms. */
  credit_limit_minor: Generated<number | null>;
  /** 1: its buyers' checkouts need a PO number (requirements §20.6). */
  require_po_number: Generated<number>;
}

/** Money received against a purchase paid on invoice (migration 0036; requirements §20.8). */
export interface InvoicePaymentsTable {
  seq: Generated<number>;
  id: string;
  purchase_id: string;
  amount_minor: number;
  /** The store day it came. */
  paid_on: string;
  /** A cheque or transfer number. */
  reference: string;
  /** The store administrator's user id. */
  recorded_by: string;
  created_at: string;
}

/** Who is in which company, and as what: a user is in at most one (the key is the user). */
export interface CompanyMembersTable {
  user_id: string;
  company_id: string;
  role: CompanyRole;
  joined_at: string;
  /** The most a checkout of theirs comes to without an approver, in poisha (migration 0033); null: no limit. */
  order_limit_minor: Generated<number | null>;
}

/** An email invited into a company (requirements §20.2): a pending one past expires_at is expired, stored so once another is sent. */
export interface CompanyInvitationsTable {
  id: string;
  company_id: string;
  /** Lower-cased. */
  email: string;
  role: CompanyRole;
  invited_by: string;
  created_at: string;
  expires_at: string;
  status: InvitationStatus;
  decided_at: string | null;
}

/** A purchase's payment (migration 0025; requirements §18), amounts in poisha. */
export interface PaymentsTable {
  seq: Generated<number>;
  id: string;
  purchase_id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  /** What is asked online: the whole total, a cash order's advance, or 0 (cash only). */
  amount_minor: number;
  paid_minor: Generated<number>;
  refunded_minor: Generated<number>;
  /** Ours, sent to the gateway: its IPN and validation name the payment by it. */
  tran_id: string | null;
  /** SSLCommerz's session key or bKash's paymentID, of the last session opened. */
  gateway_ref: string | null;
  /** The bank's transaction id (SSLCommerz bank_tran_id, bKash trxID): a refund names it. */
  bank_ref: string | null;
  redirect_url: string | null;
  hold_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A step of a payment's trail: request and response as JSON, secrets removed. */
export interface PaymentEventsTable {
  seq: Generated<number>;
  payment_id: string;
  at: string;
  kind: string;
  request: string;
  response: string;
  /** 1 or 0 (both databases read an integer). */
  ok: number;
  by_email: string | null;
}

/**
 * A refund owed on a payment (migration 0027; requirements §18.1): written before the gateway is
 * asked, then done, or failed (the payment in review). Amounts in poisha.
 */
export interface PaymentRefundsTable {
  seq: Generated<number>;
  id: string;
  payment_id: string;
  /** `cancel`: orders cancelled; `late`: paid after the hold ended (the buyer is emailed). */
  kind: 'cancel' | 'late';
  amount_minor: number;
  reason: string;
  state: 'due' | 'done' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Taken by an instance until then (a conditional update): no other asks the gateway meanwhile. */
  locked_until: string | null;
  last_error: string | null;
  /** The payment's status before a failed refund put it in review. */
  status_before: PaymentStatus | null;
  /** Who cancelled (an administrator or the buyer); null for the store's own. */
  by_email: string | null;
  created_at: string;
  updated_at: string;
}

/** The last number of each gap-free series (requirements §17): 'TI' or 'CN', per fiscal year ('2627'). */
export interface InvoiceCountersTable {
  series: InvoiceSeries;
  fiscal_year: string;
  last_number: number;
}

/** A line of a tax invoice or a credit note, as issued (migration 0024). */
interface InvoiceLineColumns {
  position: number;
  kind: 'goods' | 'delivery';
  description: string;
  /** The order a goods line is; null for delivery. */
  order_id: string | null;
  order_number: string | null;
  quantity: number;
  unit_price_minor: number;
  value_without_vat_minor: number;
  vat_rate_bp: number;
  vat_minor: number;
  value_with_vat_minor: number;
}

interface InvoiceTotalColumns {
  value_without_vat_minor: number;
  vat_minor: number;
  value_with_vat_minor: number;
}

/** A tax invoice (Mushak 6.3) of a purchase or of a one-item order, stored as issued: never recomputed. */
export interface TaxInvoicesTable extends InvoiceTotalColumns {
  seq: Generated<number>;
  id: string;
  /** `TI-2627-000001`. */
  number: string;
  /** `2026-27`. */
  fiscal_year: string;
  /** The purchase it was issued with, or null for a one-item order's (0025: exactly one of the two is set). */
  purchase_id: string | null;
  /** The one-item order (POST /api/order) it was issued with, or null for a purchase's. */
  order_id: string | null;
  issued_at: string;
  seller_name: string;
  seller_address: string;
  seller_bin: string;
  buyer_name: string;
  buyer_address: string;
  buyer_phone: string;
  buyer_bin: string | null;
}

export interface TaxInvoiceLinesTable extends InvoiceLineColumns {
  invoice_id: string;
}

/** A credit note: one per cancelled order of an invoiced purchase. */
export interface CreditNotesTable extends InvoiceTotalColumns {
  seq: Generated<number>;
  id: string;
  /** `CN-2627-000001`. */
  number: string;
  fiscal_year: string;
  invoice_id: string;
  order_id: string | null;
  order_number: string | null;
  issued_at: string;
}

export interface CreditNoteLinesTable extends InvoiceLineColumns {
  credit_note_id: string;
}

/** The delivery rate card (requirements §17, migration 0023): one row per zone, in poisha. */
export interface DeliveryZonesTable {
  zone: DeliveryZone;
  first_kg_minor: number;
  extra_kg_minor: number;
}

/** The rate card's one row of settings (id 1): free delivery from an amount of goods, and its last change. */
export interface DeliverySettingsTable {
  id: number;
  /** Goods of at least this much travel free; null: never. */
  free_delivery_above_minor: number | null;
  updated_at: string | null;
  updated_by: string | null;
}

/** Which STORE_TIME_ZONE the calendar and the roll-ups were built for (one row, id 1). */
export interface ReportStateTable {
  id: number;
  time_zone: string;
  /** SQLite: the newest order (`seq`) the roll-ups count; the next fold takes the orders after it. */
  folded_seq: Generated<number>;
}

/** When each store day begins (requirements §15.3): a timestamp's day is the last start at or before it. */
export interface ReportCalendarTable {
  day: string;
  starts_at: string;
}

/** What each write to `orders` changed, appended by triggers until the overview folds it in. */
export interface ReportChangesTable {
  seq: Generated<number>;
  placed_at: string;
  item_id: string;
  status: OrderStatus;
  orders: number;
  units: number;
  revenue_minor: number;
}

/** Orders placed per store day, by their status now. */
export interface ReportDaysTable {
  day: string;
  status: OrderStatus;
  orders: number;
  units: number;
  revenue_minor: number;
}

/** Sales per store day and item, cancelled orders left out. */
export interface ReportItemDaysTable {
  day: string;
  item_id: string;
  orders: number;
  units: number;
  revenue_minor: number;
}

/**
 * PostgreSQL only (migration 0014, kept by triggers): how many live items of a category ('' for
 * none) have `word`, counted once per item for a prefix by `lcp` (see the migration).
 */
export interface SearchWordCountsTable {
  word: string;
  lcp: number;
  category: string;
  n: number;
}

/** The catalog's version (migration 0030): raised by triggers on every write the facets read. */
export interface CatalogVersionTable {
  id: number;
  /** bigint: PostgreSQL answers it as a string. */
  version: number | string;
}

/** A customer group (requirements §20.5): its name unique. */
export interface CustomerGroupsTable {
  id: string;
  name: string;
  created_at: string;
}

/** One entry of a group's price list: `price_minor` (and `tiers`) or `percent_off_bp`, exactly one. */
export interface CustomerGroupPricesTable {
  group_id: string;
  item_id: string;
  /** bigint: PostgreSQL answers it as a string. */
  price_minor: number | string | null;
  percent_off_bp: number | null;
  /** JSON `[{ min_quantity, price_minor }]`, as items.price_tiers. */
  tiers: Generated<string>;
  /** Store days, both included; null: open. */
  valid_from: string | null;
  valid_until: string | null;
}

/** Raised by triggers on every write of customer_group_prices (migration 0034). */
export interface CustomerGroupVersionTable {
  id: number;
  version: number | string;
}

/** A buyer's request for a quote (migration 0035; requirements §20.7); `seq` numbers it ("Q-000042"). */
export interface QuoteRequestsTable {
  seq: Generated<number>;
  id: string;
  user_id: string;
  /** The buyer's company when they asked (requirements §20.3), never changed after; null for none. */
  company_id: string | null;
  note: string | null;
  /** Stored statuses only: shared `quoteStatuses` without `expired` (computed from the newest offer). */
  status: Exclude<QuoteStatus, 'expired'>;
  created_at: string;
  updated_at: string;
  /** The purchase its acceptance made; null until accepted. */
  purchase_id: string | null;
}

/** A line asked about, `position` its place in the request. */
export interface QuoteRequestLinesTable {
  quote_id: string;
  position: number;
  item_id: string;
  quantity: number;
}

/** The staff's answer: version 1, 2, ... per quote (unique). */
export interface QuoteOffersTable {
  id: string;
  quote_id: string;
  version: number;
  /** The last store day it may be accepted. */
  valid_until: string;
  message: string | null;
  /** The staff member's user id. */
  offered_by: string;
  created_at: string;
}

/** An offered line: its price per unit, and the public tier price for its quantity when offered (poisha). */
export interface QuoteOfferLinesTable {
  offer_id: string;
  position: number;
  item_id: string;
  quantity: number;
  unit_price_minor: number;
  list_price_minor: number;
}

/** What happened on a quote, in `seq` order (shared `quoteEventKinds`). */
export interface QuoteEventsTable {
  seq: Generated<number>;
  quote_id: string;
  kind: QuoteEvent['kind'];
  /** Who (a user's id). */
  by_user: string;
  /** 1 when `by_user` acted as the store's staff, else 0 (the buyer). */
  staff: number;
  message: string | null;
  version: number | null;
  at: string;
}

export interface Database {
  items: ItemsTable;
  catalog_version: CatalogVersionTable;
  item_spec_values: ItemSpecValuesTable;
  search_word_counts: SearchWordCountsTable;
  categories: CategoriesTable;
  orders: OrdersTable;
  reviews: ReviewsTable;
  users: UsersTable;
  images: ImagesTable;
  stock_movements: StockMovementsTable;
  order_events: OrderEventsTable;
  notices: NoticesTable;
  addresses: AddressesTable;
  cart_lines: CartLinesTable;
  builds: BuildsTable;
  companies: CompaniesTable;
  company_members: CompanyMembersTable;
  company_invitations: CompanyInvitationsTable;
  customer_groups: CustomerGroupsTable;
  customer_group_prices: CustomerGroupPricesTable;
  customer_group_version: CustomerGroupVersionTable;
  purchases: PurchasesTable;
  quote_requests: QuoteRequestsTable;
  quote_request_lines: QuoteRequestLinesTable;
  quote_offers: QuoteOffersTable;
  quote_offer_lines: QuoteOfferLinesTable;
  quote_events: QuoteEventsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  invoice_payments: InvoicePaymentsTable;
  payment_refunds: PaymentRefundsTable;
  invoice_counters: InvoiceCountersTable;
  tax_invoices: TaxInvoicesTable;
  tax_invoice_lines: TaxInvoiceLinesTable;
  credit_notes: CreditNotesTable;
  credit_note_lines: CreditNoteLinesTable;
  delivery_zones: DeliveryZonesTable;
  delivery_settings: DeliverySettingsTable;
  report_state: ReportStateTable;
  report_calendar: ReportCalendarTable;
  report_changes: ReportChangesTable;
  report_days: ReportDaysTable;
  report_item_days: ReportItemDaysTable;
}

export type ItemRow = Selectable<ItemsTable>;
export type NewItemRow = Insertable<ItemsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type StockMovementRow = Selectable<StockMovementsTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;
export type NoticeRow = Selectable<NoticesTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type UserRow = Selectable<UsersTable>;
export type AddressRow = Selectable<AddressesTable>;
export type BuildRow = Selectable<BuildsTable>;
export type PurchaseRow = Selectable<PurchasesTable>;
export type QuoteRequestRow = Selectable<QuoteRequestsTable>;
export type QuoteOfferRow = Selectable<QuoteOffersTable>;
export type QuoteOfferLineRow = Selectable<QuoteOfferLinesTable>;
export type QuoteEventRow = Selectable<QuoteEventsTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type CompanyMemberRow = Selectable<CompanyMembersTable>;
export type CompanyInvitationRow = Selectable<CompanyInvitationsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentEventRow = Selectable<PaymentEventsTable>;
export type PaymentRefundRow = Selectable<PaymentRefundsTable>;
export type TaxInvoiceRow = Selectable<TaxInvoicesTable>;
export type TaxInvoiceLineRow = Selectable<TaxInvoiceLinesTable>;
export type CreditNoteRow = Selectable<CreditNotesTable>;
export type CreditNoteLineRow = Selectable<CreditNoteLinesTable>;
