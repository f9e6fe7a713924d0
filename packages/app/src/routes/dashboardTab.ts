/**
 * The sidebar tab a dashboard page belongs to (requirements §2): a page's own link, except an
 * order's pages (requirements §13.4) and a purchase's (§14.3), which sit under the orders list of the reader's role,
 * a company's (§20.1), under Companies or My company, and a quote's (§20.7), under Quotes or My quotes.
 */
export function dashboardTab(pathname: string, isAdmin: boolean): string {
  const path = pathname.replace(/\/$/, '');
  if (path.startsWith('/dashboard/orders/') || path.startsWith('/dashboard/purchases/'))
    return isAdmin ? '/dashboard/manage-orders' : '/dashboard/my-orders';
  // requirements §20.1: a company by its id sits under the administrators' Companies (a member's under My company).
  if (path.startsWith('/dashboard/company/')) return isAdmin ? '/dashboard/companies' : '/dashboard/company';
  // requirements §20.7: a quote's page sits under the administrators' Quotes (a buyer's under My quotes).
  if (path.startsWith('/dashboard/quotes/')) return isAdmin ? '/dashboard/quote-requests' : '/dashboard/quotes';
  return path;
}
