/// <reference types="msw-storybook-addon/types" />
import { useLingui } from '@lingui/react';
import { DashboardLayout, DistrictsProvider } from '@storefront/ui';
import { sampleDistricts, sampleDistrictsBn } from '@storefront/ui/stories';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fn } from 'storybook/test';
import { SWRConfig } from 'swr';
import { fetcher } from '../src/api/hooks.ts';
import { AuthContext, type AuthValue } from '../src/auth/AuthContext.tsx';
import { fakeAuth } from './fakeAuth.ts';
import { RouterLink } from '../src/components/RouterLink.tsx';
import { dashboardTab } from '../src/routes/dashboardTab.ts';

export const customer = fakeAuth();
export const admin = fakeAuth({
  user: { uid: 'a1', email: 'admin@computerclub.test', displayName: 'Admin One', emailVerified: true },
});
/** A customer who registered with email and password and has not opened the confirmation link yet. */
export const unverifiedCustomer = fakeAuth({
  user: { uid: 'u2', email: 'new.customer@example.com', displayName: 'New Customer', emailVerified: false },
  resendVerification: fn(async () => {}),
});

function Elsewhere() {
  const { pathname } = useLocation();
  return (
    <main>
      <p>Navigated to {pathname}</p>
    </main>
  );
}

function DashboardFrame({ Page, isAdmin }: { Page: ComponentType; isAdmin: boolean }) {
  const { pathname } = useLocation();
  return (
    <DashboardLayout isAdmin={isAdmin} currentPath={dashboardTab(pathname, isAdmin)} LinkComponent={RouterLink}>
      <main>
        <Page />
      </main>
    </DashboardLayout>
  );
}

export interface PageHarnessProps {
  /** The route module's screen. */
  Page: ComponentType;
  /** The route pattern, e.g. /purchase/:itemId. */
  route: string;
  /** The address the story opens. */
  path: string;
  auth?: AuthValue;
  /** Frame the screen with the dashboard sidebar. */
  dashboard?: 'customer' | 'admin';
  /** Shows the router's address (path and query) under the screen, for stories that check it. */
  showAddress?: boolean;
}

/** A few districts (requirements §17), named in the story's language, as the app's root gives the 64. */
function StoryDistricts({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <DistrictsProvider districts={i18n.locale === 'bn' ? sampleDistrictsBn : sampleDistricts}>
      {children}
    </DistrictsProvider>
  );
}

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** A screen with a memory router, a fresh swr cache (no retries) and a stand-in session. */
export function PageHarness({ Page, route, path, auth = customer, dashboard, showAddress }: PageHarnessProps) {
  return (
    <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <AuthContext value={auth}>
        <StoryDistricts>
          {/* The declarative router, as the app runs it (App.tsx). */}
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path={route}
                element={dashboard ? <DashboardFrame Page={Page} isAdmin={dashboard === 'admin'} /> : <Page />}
              />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
            {showAddress ? <Address /> : null}
          </MemoryRouter>
        </StoryDistricts>
      </AuthContext>
    </SWRConfig>
  );
}
