// The API's paths (requirements §7), relative to the base path /api: one table for the client, which
// calls the URLs, and the server, which registers each entry's route pattern (src/api-paths.test.ts in
// packages/server keeps the two the same). The URLs are a contract: they do not change.
export const API_BASE = '/api';
export const ACCESS_TOKEN_KEY = 'accessToken';
/** Total row count of a paged list answer (the body stays a plain array, as the calls of requirements §7 want). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** One string for each `:name` parameter of a route pattern. */
type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/**
 * A path with parameters: called with one value per parameter (each URL-encoded) it gives the URL
 * the client calls; `route` is the pattern the server registers ('/item/:id').
 */
export type ParamPath<P extends string> = ((...values: ParamValues<P>) => string) & {
  readonly route: P;
};

function path<P extends `/${string}:${string}`>(route: P): ParamPath<P> {
  const count = route.split(':').length - 1;
  const build = (...values: ParamValues<P>) => {
    // The types check the count; a value from untyped code is refused rather than making another URL.
    if (values.length !== count) throw new TypeError(`${route} takes ${count} value(s), not ${values.length}`);
    let next = 0;
    return route.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[next++] as string));
  };
  return Object.assign(build, { route });
}

export const apiPaths = {
  health: '/health',
  /** The browser's runtime configuration (also inlined in every page). */
  config: '/config',
  /** The API description (OpenAPI 3) and, under `docs`, its reference page. */
  openApi: '/openapi.json',
  docs: '/docs',

  /** GET: items in the order they were added (?latest=1 the home page's); POST: add one (admin). */
  itemList: '/item',
  /** The catalog's search (requirements §12.7): GET with q, category, min_price, max_price, in_stock, sort, cursor, limit. */
  itemSearch: '/items',
  item: path('/item/:id'),
  /** POST adjusts an item's stock, GET lists its movements (admin, requirements §12.9). */
  itemStock: path('/item/:id/stock'),
  upload: '/upload',
  image: path('/images/:name'),

  /** GET: a buyer's orders (?user=) or every order (admin); POST: place one. */
  orderList: '/order',
  order: path('/order/:id'),
  /** requirements §13: an administrator's moves of one order or several, its emails, the filtered list and its CSV. */
  orderStatus: path('/order/:id/status'),
  orderStatusBulk: '/order/status',
  orderNotices: path('/order/:id/notices'),
  orderSearch: '/orders',
  orderExport: '/orders.csv',
  /** POST: an order's or a purchase's lines into the cart at today's prices (requirements §14.6). */
  reorderOrder: path('/order/:id/reorder'),
  reorderPurchase: path('/purchases/:id/reorder'),

  reviews: '/review',
  /** Administrators: every review, hidden ones included, newest first. */
  manageReviews: '/review/manage',
  reviewVisibility: path('/review/:id/hidden'),

  users: '/user',
  user: path('/user/:email'),
  /** PUT: the signed-in user's language (requirements §16), `{ language }`. */
  userLanguage: '/user/language',
  /** Whether a user is an administrator. */
  admin: path('/admin/:email'),
  /** PUT makes an administrator; DELETE takes the role back. */
  makeAdmin: path('/user/admin/:email'),
  userStatus: path('/user/disabled/:email'),

  /** The signed-in user's address book (requirements §14.7): GET, POST; PUT and DELETE one. */
  addresses: '/addresses',
  address: path('/addresses/:id'),

  /** The signed-in buyer's cart (requirements §14.1): GET, DELETE (empty it). */
  cart: '/cart',
  /** One line of the cart: PUT (set its quantity), DELETE. */
  cartLine: path('/cart/:item'),
  /** POST: add lines (quick order, reorder). */
  cartLines: '/cart/lines',
  /** POST, public: a browser-kept cart priced and checked, nothing stored. */
  cartPreview: '/cart/preview',
  /** POST: a signed-out cart merged into the account's at sign-in (every page's navbar does it). */
  cartMerge: '/cart/merge',
  /** POST: quick order's lines of SKU and quantity checked at once (requirements §14.5). */
  quickOrder: '/quick-order',
  /** POST, public: a PC build's parts checked and priced, nothing stored (requirements §19.4). */
  buildCheck: '/builds/check',
  /** The signed-in buyer's saved builds: GET (newest first), POST. */
  builds: '/builds',
  /** One saved build: GET (public, read-only, no owner data); PATCH (rename) and DELETE, its owner's. */
  build: path('/builds/:id'),
  /** POST: order the cart's lines, all or nothing (requirements §14.2). */
  checkout: '/checkout',
  /** POST, public: lines priced with their delivery to a district, nothing stored (requirements §17). */
  checkoutQuote: '/checkout/quote',
  /** GET, public: the delivery rate card; PUT, admin: replace it (requirements §17). */
  deliveryRates: '/delivery/rates',
  purchase: path('/purchases/:id'),
  purchaseStatus: path('/purchases/:id/status'),
  /** GET: a purchase's tax invoice and credit notes (requirements §17); `.pdf`: the Mushak 6.3 form. */
  taxInvoice: path('/purchases/:id/tax-invoice'),
  taxInvoicePdf: path('/purchases/:id/tax-invoice.pdf'),
  /** GET: a one-item order's own tax invoice and credit notes (requirements §17.7); `.pdf`: its form. */
  orderTaxInvoice: path('/order/:id/tax-invoice'),
  orderTaxInvoicePdf: path('/order/:id/tax-invoice.pdf'),
  /** POST, its buyer: a gateway session for what is due online now (requirements §18). */
  purchasePay: path('/purchases/:id/pay'),
  /** POST, public: SSLCommerz's IPN (form-encoded), never believed as sent (requirements §18). */
  sslcommerzIpn: '/payments/sslcommerz/ipn',
  /** POST, public: where SSLCommerz's page sends the buyer back (success, fail or cancel). */
  sslcommerzReturn: path('/payments/sslcommerz/return/:result'),
  /** GET, public: where bKash's page sends the buyer back. */
  bkashCallback: '/payments/bkash/callback',
  /** GET, admin: every purchase's payment, filtered, a page at a time (requirements §18.3). */
  paymentList: '/payments',
  /** GET, admin: the same filters as a CSV file. */
  paymentExport: '/payments.csv',
  /** GET, admin: a purchase's payment with its trail. */
  purchasePayment: path('/purchases/:id/payment'),
  /** POST, admin: cash collected on delivery; a refund; the decision on a payment in review. */
  purchasePaymentCash: path('/purchases/:id/payment/cash'),
  purchasePaymentRefund: path('/purchases/:id/payment/refund'),
  purchasePaymentReview: path('/purchases/:id/payment/review'),

  /**
   * Business customers (requirements §20): GET every company (store administrators, paged, ?q=)
   * and POST one (its creator becomes its admin); the reader's own company; one company (its
   * members, store administrators) and PATCH (its admins).
   */
  companies: '/companies',
  myCompany: '/companies/mine',
  company: path('/companies/:id'),
  /** GET: its members (any member); one member's PATCH (role) and DELETE (removed, or leaving). */
  companyMembers: path('/companies/:id/members'),
  companyMember: path('/companies/:id/members/:userId'),
  /** GET (pending) and POST (invite by email), its admins; DELETE revokes one. */
  companyInvitations: path('/companies/:id/invitations'),
  companyInvitation: path('/companies/:id/invitations/:invitationId'),
  /** GET: the company's orders (admins and approvers every one, buyers their own; requirements §20.3). */
  companyOrders: path('/companies/:id/orders'),
  /** GET: the company's purchases awaiting approval (its approvers and admins; requirements §20.4). */
  companyApprovals: path('/companies/:id/approvals'),
  /** POST: an approver or admin of its company approves or rejects a purchase awaiting approval. */
  purchaseApprove: path('/purchases/:id/approve'),
  purchaseReject: path('/purchases/:id/reject'),
  /** GET: the pending invitations to the reader's verified email; accept or decline one. */
  myInvitations: '/invitations',
  invitationAccept: path('/invitations/:id/accept'),
  invitationDecline: path('/invitations/:id/decline'),

  /**
   * Customer groups and their price lists (store administrators, requirements §20.5): GET every
   * group and POST one; PATCH (rename) and DELETE one; GET and PUT (the whole list) its prices; PUT
   * a user's or a company's group.
   */
  customerGroups: '/customer-groups',
  customerGroup: path('/customer-groups/:id'),
  customerGroupPrices: path('/customer-groups/:id/prices'),
  userCustomerGroup: path('/users/:id/customer-group'),
  companyCustomerGroup: path('/companies/:id/customer-group'),

  /**
   * Quotes (requirements §20.7): GET the reader's quotes (store administrators: every one; paged) and
   * POST one; GET one; its offers (staff), accept / reject / changes (its buyer), withdraw (staff);
   * its PDF in the buyer's language.
   */
  quotes: '/quotes',
  quote: path('/quotes/:id'),
  quoteOffers: path('/quotes/:id/offers'),
  quotePreview: path('/quotes/:id/preview'),
  quoteAccept: path('/quotes/:id/accept'),
  quoteReject: path('/quotes/:id/reject'),
  quoteChanges: path('/quotes/:id/changes'),
  quoteWithdraw: path('/quotes/:id/withdraw'),
  quotePdf: path('/quotes/:id/pdf'),

  /**
   * Payment terms and receivables (requirements §20.8): GET a company's terms (members, store
   * administrators) and PUT them (store administrators); its receivables (its admins, store
   * administrators); every company's (store administrators: a summary, and the invoices paged);
   * POST a payment received against a purchase on terms (store administrators).
   */
  companyTerms: path('/companies/:id/terms'),
  companyReceivables: path('/companies/:id/receivables'),
  receivables: '/receivables',
  receivablesSummary: '/receivables/summary',
  purchaseInvoicePayments: path('/purchases/:id/invoice-payments'),

  /** GET, admin: the overview's figures (requirements §15). */
  reportOverview: '/reports/overview',
} as const;
