import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Anchor } from '../lib/Anchor.tsx';
import { cn } from '../lib/cn.ts';
import type { LinkComponent } from '../lib/link.ts';
import type { NavLinkSpec } from './Navbar.tsx';

/** The dashboard links (requirements §2), different for administrators and customers. */
export function sidebarLinks(isAdmin: boolean): NavLinkSpec[] {
  return isAdmin
    ? [
        // requirements §15.1: the business at a glance comes first.
        { label: msg`Overview`, href: '/dashboard/overview' },
        { label: msg`My Profile`, href: '/dashboard' },
        { label: msg`Manage All Orders`, href: '/dashboard/manage-orders' },
        // requirements §18: payments beside the orders they pay for.
        { label: msg`Payments`, href: '/dashboard/payments' },
        { label: msg`Add an Item`, href: '/dashboard/add-item' },
        { label: msg`Make Admin`, href: '/dashboard/make-admin' },
        { label: msg`Manage Items`, href: '/dashboard/manage-items' },
        { label: msg`Manage Reviews`, href: '/dashboard/manage-reviews' },
        // requirements §17: the rate card delivery is charged by.
        { label: msg`Delivery charges`, href: '/dashboard/delivery' },
        // requirements §20.1: the business customers.
        { label: msg`Companies`, href: '/dashboard/companies' },
        // requirements §20.5: groups with their own price lists.
        { label: msg`Customer groups`, href: '/dashboard/customer-groups' },
        // requirements §20.7: buyers' requests for quotes, answered with offers.
        { label: msg`Quotes`, href: '/dashboard/quote-requests' },
        // requirements §20.8: what companies on terms owe.
        { label: msg`Receivables`, href: '/dashboard/receivables' },
      ]
    : [
        { label: msg`My Profile`, href: '/dashboard' },
        { label: msg`My Orders`, href: '/dashboard/my-orders' },
        // requirements §14.5: ordering many parts by SKU at once.
        { label: msg`Quick Order`, href: '/dashboard/quick-order' },
        // requirements §20.7: asking the store for prices on a large order.
        { label: msg`My quotes`, href: '/dashboard/quotes' },
        // requirements §20: buying as a company.
        { label: msg`My company`, href: '/dashboard/company' },
        { label: msg`Add Review`, href: '/dashboard/add-review' },
      ];
}

export interface SidebarProps {
  /** Administrators see the admin links instead of My Orders and Add Review. */
  isAdmin: boolean;
  /**
   * Marks the link of the current page: the one it equals, or the longest it lies under (an item's
   * editor, /dashboard/manage-items/{id}, is under Manage Items).
   */
  currentPath?: string;
  /** Link component, such as a wrapper of the router's Link. Defaults to `<a>`. */
  LinkComponent?: LinkComponent;
  className?: string;
}

/** The link whose page `path` is, or the longest one it lies under; none when no link fits. */
function currentLink(links: NavLinkSpec[], path: string | undefined): NavLinkSpec | undefined {
  if (!path) return undefined;
  return links
    .filter((link) => link.href === path || path.startsWith(`${link.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/** Which ends of a scrolling row have more tabs beyond them. */
function useRowOverflow(currentPath: string | undefined) {
  const rowRef = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const start = row.scrollLeft > 1;
    const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setOverflow((last) => (last.start === start && last.end === end ? last : { start, end }));
  }, []);
  // The current tab is brought into the row's view (centred when it can be), without scrolling the
  // page: on a phone the row is narrower than the tabs, and the last ones would otherwise be cut off.
  // Again whenever the row or a tab changes size: the brand face arriving after the first layout
  // widens the tabs, and a row first laid out as the large screen's column becomes a row when the
  // screen narrows. Scrolling by hand changes no size, so it is never undone.
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return undefined;
    const current = row.querySelector<HTMLElement>('[aria-current="page"]');
    const centre = () => {
      if (current && row.scrollWidth > row.clientWidth) {
        row.scrollLeft = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
      }
      measure();
    };
    centre();
    if (typeof ResizeObserver === 'undefined') return undefined;
    let sizes = `${row.clientWidth}:${row.scrollWidth}:${current?.offsetWidth ?? 0}`;
    const observer = new ResizeObserver(() => {
      const now = `${row.clientWidth}:${row.scrollWidth}:${current?.offsetWidth ?? 0}`;
      if (now === sizes) return measure();
      sizes = now;
      centre();
    });
    observer.observe(row);
    for (const tab of row.children) observer.observe(tab);
    return () => observer.disconnect();
  }, [currentPath, measure]);
  return { rowRef, overflow, measure };
}

const fade =
  'pointer-events-none absolute inset-y-0 flex w-14 items-center from-night from-45% to-transparent text-accent lg:hidden';

/**
 * The dashboard navigation: a column on large screens, a scrolling row of tabs on phones, with the
 * current tab scrolled into view and a fade and arrow at each end that has more tabs beyond it.
 */
export function Sidebar({ isAdmin, currentPath, LinkComponent = Anchor, className }: SidebarProps) {
  const { t, i18n } = useLingui();
  const { rowRef, overflow, measure } = useRowOverflow(currentPath);
  return (
    <nav aria-label={t`Dashboard`} className={cn('relative rounded-card bg-night p-2 lg:p-3', className)}>
      <ul
        ref={rowRef}
        onScroll={measure}
        data-overflow-start={overflow.start || undefined}
        data-overflow-end={overflow.end || undefined}
        className="flex gap-1 overflow-x-auto [scrollbar-width:none] lg:flex-col"
      >
        {sidebarLinks(isAdmin).map((link, _, links) => {
          const isCurrent = link === currentLink(links, currentPath);
          return (
            <li key={link.href} className="shrink-0">
              <LinkComponent
                href={link.href}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'block rounded-control px-3 py-2 text-body-sm font-medium whitespace-nowrap text-night-ink hover:bg-night-raised focus-visible:outline-2 focus-visible:outline-accent',
                  isCurrent && 'bg-primary text-white hover:bg-primary',
                )}
              >
                {i18n._(link.label)}
              </LinkComponent>
            </li>
          );
        })}
      </ul>
      {overflow.start ? (
        <span aria-hidden="true" className={cn(fade, 'left-0 rounded-l-card bg-linear-to-r pl-2')}>
          <ChevronLeft className="size-5" />
        </span>
      ) : null}
      {overflow.end ? (
        <span aria-hidden="true" className={cn(fade, 'right-0 justify-end rounded-r-card bg-linear-to-l pr-2')}>
          <ChevronRight className="size-5" />
        </span>
      ) : null}
    </nav>
  );
}

export interface DashboardLayoutProps extends SidebarProps {
  /** The nested route's content. */
  children?: ReactNode;
}

/** The dashboard page: Sidebar beside the content on large screens, above it on phones. */
export function DashboardLayout({ children, className, ...sidebar }: DashboardLayoutProps) {
  return (
    <div
      className={cn(
        'mx-auto grid max-w-page grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)]',
        className,
      )}
    >
      <aside className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <Sidebar {...sidebar} />
      </aside>
      {/* Forms start at the left edge, as the tables do (alone on a sign-in page they are centred). */}
      <div className="min-w-0 [&_[data-form-card]]:mx-0">{children}</div>
    </div>
  );
}
