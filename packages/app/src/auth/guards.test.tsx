import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Providers, authValue, json } from '../test/utils.tsx';
import type { AuthValue } from './AuthContext.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';
import { returnPath } from './returnPath.ts';

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {returnPath(location.state)}</p>;
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

  it('returns to / by default and never to a sign-in page', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ from: { pathname: '/register' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/purchase/abc', search: '', hash: '' } })).toBe('/purchase/abc');
  });
});
