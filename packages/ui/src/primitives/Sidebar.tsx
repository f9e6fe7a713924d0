import type { ReactNode } from 'react';
import { Anchor } from '../lib/Anchor.tsx';
import { cn } from '../lib/cn.ts';
import type { LinkComponent } from '../lib/link.ts';
import type { NavLinkSpec } from './Navbar.tsx';

/** The dashboard links (spec 2), different for administrators and customers. */
export function sidebarLinks(isAdmin: boolean): NavLinkSpec[] {
  return isAdmin
    ? [
        { label: 'My Profile', href: '/dashboard' },
        { label: 'Manage All Orders', href: '/dashboard/manage-orders' },
        { label: 'Add an Item', href: '/dashboard/add-item' },
        { label: 'Make Admin', href: '/dashboard/make-admin' },
        { label: 'Manage Items', href: '/dashboard/manage-items' },
        { label: 'Manage Reviews', href: '/dashboard/manage-reviews' },
      ]
    : [
        { label: 'My Profile', href: '/dashboard' },
        { label: 'My Orders', href: '/dashboard/my-orders' },
        { label: 'Add Review', href: '/dashboard/add-review' },
      ];
}

export interface SidebarProps {
  /** Administrators see the admin links instead of My Orders and Add Review. */
  isAdmin: boolean;
  /** Marks the matching link as the current page (exact match). */
  currentPath?: string;
  /** Link component, such as a wrapper of the router's Link. Defaults to `<a>`. */
  LinkComponent?: LinkComponent;
  className?: string;
}

/** The dashboard navigation: a column on large screens, a scrolling row of tabs on phones. */
export function Sidebar({ isAdmin, currentPath, LinkComponent = Anchor, className }: SidebarProps) {
  return (
    <nav aria-label="Dashboard" className={cn('rounded-card bg-night p-2 lg:p-3', className)}>
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {sidebarLinks(isAdmin).map((link) => {
          const isCurrent = currentPath === link.href;
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
                {link.label}
              </LinkComponent>
            </li>
          );
        })}
      </ul>
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
      <div className="min-w-0">{children}</div>
    </div>
  );
}
