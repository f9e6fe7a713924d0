/**
 * The sidebar tab a dashboard page belongs to (requirements §2): a page's own link, except an
 * order's pages (requirements §13.4) and a purchase's (§14.3), which sit under the orders list of the reader's role.
 */
export function dashboardTab(pathname: string, isAdmin: boolean): string {
  const path = pathname.replace(/\/$/, '');
  if (path.startsWith('/dashboard/orders/') || path.startsWith('/dashboard/purchases/'))
    return isAdmin ? '/dashboard/manage-orders' : '/dashboard/my-orders';
  return path;
}
