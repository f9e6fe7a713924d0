import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Providers, authValue } from '../../support/utils.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { lazyRoute, type ScreenModule } from './lazyRoute.tsx';
import { RootLayout } from './RootLayout.tsx';
import { routeErrorAdvice } from './RouteError.tsx';
import { ScreenBoundary, loadRouteError } from './ScreenBoundary.tsx';

/** A route module whose arrival the test decides. */
function pending() {
  let resolve!: (module: ScreenModule) => void;
  const promise = new Promise<ScreenModule>((done) => (resolve = done));
  return { promise, resolve };
}

function screenModule(text: string, linkTo?: string): ScreenModule {
  return {
    Component: () => (
      <main>
        <p>{text}</p>
        {linkTo ? <Link to={linkTo}>Next screen</Link> : null}
      </main>
    ),
  };
}

/** The app's frame (router.tsx) around the given screens. */
function renderRoutes(screens: RouteObject[], path = '/') {
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <RootLayout />,
      children: [{ element: <ScreenBoundary />, handle: { preload: loadRouteError }, children: screens }],
    },
  ];
  render(
    <Providers auth={authValue({ status: 'signed-out', user: null })}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('app routes', () => {
  it('shows the navbar and a spinner while the first screen loads', async () => {
    const first = pending();
    renderRoutes([{ index: true, ...lazyRoute(() => first.promise) }]);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => first.resolve(screenModule('first screen')));
    expect(await screen.findByText('first screen')).toBeTruthy();
  });

  it('renders a screen whose code is already here at once, with no spinner first (as main.tsx starts)', async () => {
    const first = lazyRoute(async () => screenModule('first screen'));
    await first.handle.preload();
    renderRoutes([{ index: true, ...first }]);
    // In the very first render: no fallback, which React would hold on screen for 300 ms.
    expect(screen.getByText('first screen')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the current screen, with a progress bar, while the next one loads', async () => {
    const next = pending();
    renderRoutes([
      { index: true, ...lazyRoute(async () => screenModule('first screen', '/next')) },
      { path: 'next', ...lazyRoute(() => next.promise) },
    ]);
    expect(await screen.findByText('first screen')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Next screen' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    expect(screen.getByText('first screen')).toBeTruthy();

    await act(async () => next.resolve(screenModule('next screen')));
    expect(await screen.findByText('next screen')).toBeTruthy();
    expect(screen.queryByText('first screen')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('follows a redirect to a screen that still has to load', async () => {
    // As the sign-in guard does: a new `state` on every render, so rendering the current screen again
    // while the next one loads would navigate again, for ever.
    function Redirect() {
      const location = useLocation();
      return <Navigate to="/login" replace state={{ from: location }} />;
    }
    const login = pending();
    renderRoutes([
      { index: true, element: <Redirect /> },
      { path: 'login', ...lazyRoute(() => login.promise) },
    ]);
    await act(async () => login.resolve(screenModule('login screen')));
    expect(await screen.findByText('login screen')).toBeTruthy();
  });

  it('fetches a nested screen together with its parent, not after it', async () => {
    const parent = pending();
    const child = pending();
    const loadChild = vi.fn(() => child.promise);
    renderRoutes(
      [{ path: 'dashboard', ...lazyRoute(() => parent.promise), children: [{ index: true, ...lazyRoute(loadChild) }] }],
      '/dashboard',
    );
    expect(loadChild).toHaveBeenCalledOnce();
    await act(async () => {
      parent.resolve(screenModule('dashboard'));
      child.resolve(screenModule('profile'));
    });
  });

  it('shows the error screen in the frame when a screen fails to load, until the next navigation', async () => {
    // React reports the caught error on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([
      { index: true, ...lazyRoute(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))) },
      { path: 'blogs', ...lazyRoute(async () => screenModule('blogs screen')) },
    ]);
    expect(await screen.findByText('This page could not be shown')).toBeTruthy();
    // The browser's words stay in the console.
    expect(screen.getByText(i18n._(routeErrorAdvice))).toBeTruthy();
    expect(screen.queryByText('Failed to fetch dynamically imported module')).toBeNull();
    const navbar = screen.getByRole('navigation', { name: 'Main' });

    fireEvent.click(within(navbar).getByRole('link', { name: 'Blogs' }));
    expect(await screen.findByText('blogs screen')).toBeTruthy();
    expect(screen.queryByText('This page could not be shown')).toBeNull();
  });
});
