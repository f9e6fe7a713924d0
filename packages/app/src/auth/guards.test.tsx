import { i18n } from '@lingui/core';
import { activateLocale } from '@storefront/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../router.tsx';
import { Providers, authValue, json } from '../../support/utils.tsx';
import type { AuthValue } from './AuthContext.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';
import { returnPath, signInNotice } from './returnPath.ts';

function LoginProbe() {
  const location = useLocation();
  return (
    <>
      <p>login page, from {returnPath(location.state)}</p>
      <p>{signInNotice(location.state, i18n)}</p>
    </>
  );
}

/** Every page behind the sign-in guard (router.tsx), its parameters filled in. */
function signedInPages(): string[] {
  const found: string[] = [];
  const walk = (children: RouteObject[] | undefined, base: string, guarded: boolean) => {
    for (const route of children ?? []) {
      const path =
        route.path === undefined
          ? base
          : route.path.startsWith('/')
            ? route.path
            : `${base.replace(/\/$/, '')}/${route.path}`;
      // The guard is the layout route holding the purchase page and the dashboard.
      const isGuard = route.path === undefined && route.children?.some((c) => c.path === 'purchase/:itemId');
      if (guarded && (route.path !== undefined || route.index)) found.push(path.replace(/:\w+/g, 'abc123'));
      walk(route.children, path, guarded || Boolean(isGuard));
    }
  };
  walk(routes, '', false);
  return [...new Set(found)];
}

// The declarative router, as the app runs it (App.tsx).
function renderAt(path: string, auth: AuthValue) {
  render(
    <Providers auth={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route path="/" element={<p>home</p>} />
          <Route element={<RequireAuth />}>
            <Route path="/dashboard/my-orders" element={<p>my orders</p>} />
            <Route element={<RequireAdmin />}>
              <Route path="/dashboard/make-admin" element={<p>make admin</p>} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('route guards', () => {
  it('sends a signed-out visitor to /login, remembering where from', async () => {
    renderAt('/dashboard/my-orders?tab=1', authValue({ status: 'signed-out', user: null }));
    expect(await screen.findByText('login page, from /dashboard/my-orders?tab=1')).toBeTruthy();
  });

  it('sends someone who just logged out home, not to /login', async () => {
    renderAt('/dashboard/my-orders', authValue({ status: 'signed-out', user: null, loggedOut: true }));
    expect(await screen.findByText('home')).toBeTruthy();
  });

  it('shows a spinner while the sign-in is being checked, and asks for the check', () => {
    const check = vi.fn();
    renderAt('/dashboard/my-orders', authValue({ status: 'signed-out', user: null, checked: false, check }));
    expect(screen.getByRole('status').textContent).toContain('Checking sign-in');
    expect(check).toHaveBeenCalled();
  });

  it('lets a signed-in user through', async () => {
    renderAt('/dashboard/my-orders', authValue());
    expect(await screen.findByText('my orders')).toBeTruthy();
  });

  it('lets an administrator reach an administrator route', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ admin: true })),
    );
    renderAt('/dashboard/make-admin', authValue());
    expect(screen.getByRole('status').textContent).toContain('Checking administrator status');
    expect(await screen.findByText('make admin')).toBeTruthy();
  });

  it('signs out a non-administrator who reaches an administrator route', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ admin: false })),
    );
    const signOut = vi.fn(async () => {});
    renderAt('/dashboard/make-admin', authValue({ signOut }));
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    expect(screen.queryByText('make admin')).toBeNull();
  });

  it('says why on the login page, for a visitor sent from a customer page', async () => {
    renderAt('/dashboard/my-orders', authValue({ status: 'signed-out', user: null }));
    expect(await screen.findByText('Sign in to see your orders.')).toBeTruthy();
  });

  it('has a reason of its own for every signed-in page, and the administrators’ pages say they are theirs', () => {
    const pages = signedInPages();
    expect(pages).toEqual(expect.arrayContaining(['/purchase/abc123', '/dashboard', '/dashboard/make-admin']));
    for (const page of pages) {
      const notice = signInNotice({ from: { pathname: page } }, i18n);
      expect(notice, page).toMatch(/^(Sign in to|That page is for administrators)/);
      expect(notice, page).not.toBe(signInNotice({ from: { pathname: '/somewhere-else' } }, i18n));
    }
    expect(signInNotice({ from: { pathname: '/dashboard/orders/abc/invoice' } }, i18n)).toBe(
      'Sign in to see this invoice.',
    );
    expect(signInNotice({ from: { pathname: '/dashboard/manage-items/abc' } }, i18n)).toMatch(/administrator account/);
    // Signed out by the app: that reason first.
    expect(signInNotice({ from: { pathname: '/dashboard/make-admin' }, reason: 'not-admin' }, i18n)).toMatch(
      /you were signed out/,
    );
    expect(signInNotice(null, i18n)).toBeUndefined();
    expect(signInNotice({ from: { pathname: '/login' } }, i18n)).toBeUndefined();
  });

  it('gives the reason in the reader’s language', async () => {
    await activateLocale('bn');
    try {
      expect(signInNotice({ from: { pathname: '/cart' } }, i18n)).toBe('চেকআউট করতে লগইন করুন। আপনার কার্ট সাথেই থাকবে।');
      expect(signInNotice({ from: { pathname: '/dashboard/x' } }, i18n)).toBe('পেজটি খুলতে লগইন করুন।');
    } finally {
      await activateLocale('en');
    }
  });

  it('returns to / by default and never to a sign-in page', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ from: { pathname: '/register' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/purchase/abc', search: '', hash: '' } })).toBe('/purchase/abc');
  });
});
