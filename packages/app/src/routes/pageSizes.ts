// Rows per page of the administrators' paged lists, in one place so routes and stories agree.

export const ORDERS_PAGE_SIZE = 10;
export const ITEMS_PAGE_SIZE = 20;
export const USERS_PAGE_SIZE = 50;
export const REVIEWS_PAGE_SIZE = 20;
export const STOCK_HISTORY_PAGE_SIZE = 20;
export const PAYMENTS_PAGE_SIZE = 20;
export const COMPANIES_PAGE_SIZE = 20;
/** GET /api/receivables answers 50 a page (the server's RECEIVABLES_PAGE_SIZE; it takes `page`, not a limit). */
export const RECEIVABLES_PAGE_SIZE = 50;
