// The API's paths (requirements §7), relative to the base path /api. One place for the client and the server.
export const API_BASE = '/api';
export const ACCESS_TOKEN_KEY = 'accessToken';
/** Total row count of a paged list answer (the body stays a plain array, as the calls of requirements §7 want). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const apiPaths = {
  items: '/item',
  /** The catalog's search (requirements §12.7): GET with q, category, min_price, max_price, in_stock, sort, cursor, limit. */
  catalog: '/items',
  item: (id: string) => `/item/${encodeURIComponent(id)}`,
  /** POST adjusts an item's stock, GET lists its movements (admin, requirements §12.9). */
  itemStock: (id: string) => `/item/${encodeURIComponent(id)}/stock`,
  admin: (email: string) => `/admin/${encodeURIComponent(email)}`,
  orders: '/order',
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
  /** requirements §13: an administrator's moves of one order or several, its emails, the filtered list and its CSV. */
  orderStatus: (id: string) => `/order/${encodeURIComponent(id)}/status`,
  orderStatusBulk: '/order/status',
  orderNotices: (id: string) => `/order/${encodeURIComponent(id)}/notices`,
  orderSearch: '/orders',
  orderExport: '/orders.csv',
  reviews: '/review',
  /** Administrators: every review, hidden ones included, newest first. */
  manageReviews: '/review/manage',
  reviewVisibility: (id: string) => `/review/${encodeURIComponent(id)}/hidden`,
  users: '/user',
  user: (email: string) => `/user/${encodeURIComponent(email)}`,
  /** PUT makes an administrator; DELETE takes the role back. */
  makeAdmin: (email: string) => `/user/admin/${encodeURIComponent(email)}`,
  userStatus: (email: string) => `/user/disabled/${encodeURIComponent(email)}`,
  upload: '/upload',
  /** The signed-in user's address book (requirements §14.7): GET, POST; PUT and DELETE one. */
  addresses: '/addresses',
  address: (id: string) => `/addresses/${encodeURIComponent(id)}`,
  /** The signed-in buyer's cart (requirements §14.1): GET, DELETE (empty it); one line: PUT, DELETE. */
  cart: '/cart',
  /** POST: a signed-out cart merged into the account's at sign-in (every page's navbar does it). */
  cartMerge: '/cart/merge',
  purchase: (id: string) => `/purchases/${encodeURIComponent(id)}`,
} as const;

/**
 * The cart's and checkout's other calls (requirements §14.1 to §14.3), apart from `apiPaths` (which
 * every page loads) because only the cart's screens use them.
 */
export const purchasingPaths = {
  /** One line of the cart: PUT (set its quantity), DELETE. */
  cartLine: (itemId: string) => `/cart/${encodeURIComponent(itemId)}`,
  /** POST: add lines (quick order, reorder). */
  cartLines: '/cart/lines',
  /** POST, public: a browser-kept cart priced and checked, nothing stored. */
  cartPreview: '/cart/preview',
  /** POST: order the cart's lines, all or nothing (requirements §14.2). */
  checkout: '/checkout',
  purchaseStatus: (id: string) => `/purchases/${encodeURIComponent(id)}/status`,
  /** POST: an order's or a purchase's lines into the cart at today's prices (requirements §14.6). */
  reorderOrder: (id: string) => `/order/${encodeURIComponent(id)}/reorder`,
  reorderPurchase: (id: string) => `/purchases/${encodeURIComponent(id)}/reorder`,
  /** POST: quick order's lines of SKU and quantity checked at once (requirements §14.5). */
  quickOrder: '/quick-order',
} as const;
