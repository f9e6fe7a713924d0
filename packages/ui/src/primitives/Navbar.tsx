import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Anchor } from '../lib/Anchor.tsx';
import { cn } from '../lib/cn.ts';
import type { LinkComponent } from '../lib/link.ts';
import { BrandMark } from './BrandMark.tsx';
import { Button } from './Button.tsx';
import { Menu, X } from 'lucide-react';

export interface NavLinkSpec {
  /** Translated where it is shown. */
  label: MessageDescriptor;
  href: string;
}

/**
 * The navbar's links (requirements §2): always Home, Blogs, My Portfolio; Dashboard when signed in,
 * leading to `dashboard` (an administrator's lands on the Overview, requirements §15.1).
 */
export function navbarLinks(isSignedIn: boolean, dashboard = '/dashboard'): NavLinkSpec[] {
  const links = [
    { label: msg`Home`, href: '/' },
    // requirements §12.1: the catalog, beside Home.
    { label: msg`Products`, href: '/items' },
    // requirements §19.5: the PC builder beside the catalog, where shoppers look for it (a departure, §10 D27).
    { label: msg`PC Builder`, href: '/builder' },
    { label: msg`Blogs`, href: '/blogs' },
    { label: msg`My Portfolio`, href: '/my-portfolio' },
  ];
  return isSignedIn ? [...links, { label: msg`Dashboard`, href: dashboard }] : links;
}

export interface NavbarProps {
  /** Signed in: shows Dashboard, the display name and Log Out; otherwise a Login link. */
  isSignedIn: boolean;
  /** The signed-in user's display name. */
  userName?: string | null;
  /** Called by the Log Out button (the app signs out and goes to /). */
  onLogout?: () => void;
  /** Marks the matching link as the current page. */
  currentPath?: string;
  /** Link component, such as a wrapper of the router's Link. Defaults to `<a>`. */
  LinkComponent?: LinkComponent;
  /** Shows a placeholder instead of Login / Log Out while auth is loading. */
  isAuthLoading?: boolean;
  /** Where Dashboard leads: `/dashboard` (My Profile), or an administrator's Overview. */
  dashboard?: string;
  /** Beside the brand, shown on phones too, last on a wide screen: the cart's link (requirements §14.1, `CartButton`). */
  cart?: ReactNode;
  /** English | বাংলা (`LanguageSwitch`), beside the account's actions. */
  languageSwitch?: ReactNode;
}

function isCurrent(href: string, currentPath?: string) {
  if (!currentPath) return false;
  if (href === '/') return currentPath === '/' || currentPath === '/home';
  // Dashboard stays marked on every dashboard page, whichever of them it leads to.
  const section = href.startsWith('/dashboard') ? '/dashboard' : href;
  return currentPath === section || currentPath.startsWith(`${section}/`);
}

/** The site header: brand, links, account actions; a menu button folds the links on phones. */
export function Navbar({
  isSignedIn,
  userName,
  onLogout,
  currentPath,
  LinkComponent = Anchor,
  isAuthLoading = false,
  dashboard,
  cart,
  languageSwitch,
}: NavbarProps) {
  const { t, i18n } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const linkClass = (href: string) =>
    cn(
      'rounded-control px-3 py-2 text-body-sm font-medium text-night-ink hover:bg-night-raised focus-visible:outline-2 focus-visible:outline-accent',
      isCurrent(href, currentPath) && 'bg-night-raised text-accent',
    );
  const account = isAuthLoading ? (
    <span className="h-9 w-24 rounded-control bg-night-raised" aria-hidden="true" />
  ) : isSignedIn ? (
    <>
      {userName ? (
        <span className="max-w-48 truncate px-3 py-2 text-body-sm font-semibold text-night-muted" title={userName}>
          {userName}
        </span>
      ) : null}
      <Button variant="onDark" size="sm" onClick={onLogout}>
        <Trans>Log Out</Trans>
      </Button>
    </>
  ) : (
    <Button asChild variant="accent" size="sm">
      <LinkComponent href="/login">
        <Trans>Login</Trans>
      </LinkComponent>
    </Button>
  );

  return (
    <header className="@container sticky top-0 z-30 border-b border-night-line bg-night text-night-ink">
      <nav aria-label={t`Main`} className="mx-auto flex max-w-page flex-wrap items-center gap-2 px-4 py-3 @xl:px-6">
        <LinkComponent
          href="/"
          className="mr-auto rounded-control text-night-ink focus-visible:outline-2 focus-visible:outline-accent"
          aria-label={t`Computer Club home`}
        >
          <BrandMark />
        </LinkComponent>
        {cart}
        <Button
          variant="onDark"
          size="sm"
          className="@3xl:hidden"
          aria-expanded={isOpen}
          aria-controls={menuId}
          onClick={() => setIsOpen((v) => !v)}
        >
          {isOpen ? <X aria-hidden="true" className="size-4" /> : <Menu aria-hidden="true" className="size-4" />}
          <Trans>Menu</Trans>
        </Button>
        <div
          id={menuId}
          className={cn(
            'w-full flex-col gap-1 pt-2 @3xl:flex @3xl:w-auto @3xl:flex-row @3xl:items-center @3xl:pt-0',
            isOpen ? 'flex' : 'hidden',
          )}
        >
          <ul className="flex flex-col gap-1 @3xl:flex-row @3xl:items-center">
            {navbarLinks(isSignedIn, dashboard).map((link) => (
              <li key={link.href}>
                <LinkComponent
                  href={link.href}
                  className={cn('block', linkClass(link.href))}
                  aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
                >
                  {i18n._(link.label)}
                </LinkComponent>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2 border-t border-night-line pt-2 @3xl:ml-2 @3xl:border-0 @3xl:pt-0">
            {languageSwitch}
            {account}
          </div>
        </div>
      </nav>
    </header>
  );
}
