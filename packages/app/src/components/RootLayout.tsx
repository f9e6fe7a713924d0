import { Trans, useLingui } from '@lingui/react/macro';
import { CartButton, DigitsChoice, Footer, LanguageSwitch, Navbar, PageSpinner } from '@storefront/ui';
import { localizedPath } from '@storefront/shared';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useIsAdmin } from '../api/hooks.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { useNavbarCart } from '../cart/navbarCart.ts';
import { markFirstScreenShown } from './firstScreen.ts';
import { useIsPageLoading } from './pageLoads.ts';
import { RouterLink } from './RouterLink.tsx';
import { useLanguage } from '../i18n/LanguageContext.tsx';
import { hasLanguageUrls, unlocalizedPath } from '../i18n/startLanguage.ts';
import { ScrollToTop } from './ScrollToTop.tsx';
import { useCompare } from '../specs/compareList.ts';
import { VerifyEmailBanner } from './VerifyEmailBanner.tsx';

const CompareBar = lazy(() => import('../specs/CompareBar.tsx'));

/** The compare tray (requirements §19.2) while it has something to say: its code fetched only then. */
function CompareTrayWhenNeeded() {
  const { items, refusal } = useCompare();
  if (items.length === 0 && !refusal) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { status, user, signOut } = useAuth();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { language, choose } = useLanguage();
  const cartCount = useNavbarCart();
  // An administrator's Dashboard opens on the Overview (requirements §15.1); My Profile stays /dashboard.
  const { isAdmin } = useIsAdmin();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-surface focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Navbar
        isSignedIn={status === 'signed-in'}
        isAuthLoading={status === 'loading'}
        userName={user?.displayName}
        currentPath={unlocalizedPath(pathname)}
        dashboard={isAdmin ? '/dashboard/overview' : '/dashboard'}
        LinkComponent={RouterLink}
        cart={<CartButton count={cartCount} LinkComponent={RouterLink} />}
        languageSwitch={
          <LanguageSwitch
            current={language}
            // A public page's other address; elsewhere this one (the screens change in place).
            hrefFor={(to) =>
              hasLanguageUrls(pathname)
                ? `${localizedPath(pathname, to)}${search}${hash}`
                : `${pathname}${search}${hash}`
            }
            onChoose={choose}
            LinkComponent={RouterLink}
          />
        }
        onLogout={() => {
          void signOut({ isLogOut: true });
          void navigate('/');
        }}
      />
      <VerifyEmailBanner />
      {/*
        At least a screen tall, so the footer starts below the fold: drawn in the window and then pushed
        down as a screen's data arrives, it would count as a layout shift (CLS).
      */}
      <div className="flex min-h-screen flex-1 flex-col">{children}</div>
      <Footer LinkComponent={RouterLink}>
        <DigitsChoice />
      </Footer>
      <CompareTrayWhenNeeded />
    </div>
  );
}

/** Shown above the current screen while the next one's code loads. */
function PageLoadingBar() {
  const { t } = useLingui();
  return useIsPageLoading() ? (
    <div role="progressbar" aria-label={t`Loading page`} className="h-0.5 w-full animate-pulse bg-accent" />
  ) : null;
}

/** Inside the screen's Suspense boundary: its effect runs only once the screen itself is committed. */
function FirstScreenShown() {
  useEffect(markFirstScreenShown, []);
  return null;
}

/** Navbar, the screen, footer. */
export function RootLayout() {
  return (
    <Shell>
      <ScrollToTop />
      {/*
        The fallback shows only while the first screen loads: navigations are transitions, which keep the
        current screen (and the bar above it) on show instead.
      */}
      <Suspense
        fallback={
          <main id="main" className="flex flex-1">
            <PageSpinner />
          </main>
        }
      >
        <PageLoadingBar />
        <Outlet />
        <FirstScreenShown />
      </Suspense>
    </Shell>
  );
}
