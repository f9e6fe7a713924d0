import { lazy, type ComponentType } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';
import { trackPageLoad } from './pageLoads.ts';

/** What a route module exports: its screen as `Component`. */
export interface ScreenModule {
  Component: ComponentType;
}

/** Kept on a route's `handle`: fetches the code the route renders. */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

/** Fetches a route's code on the first call only, counted as a page load while under way. */
export function loadOnce<T>(importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= trackPageLoad(importer()));
}

/** A route whose screen is its own chunk, fetched the first time the route matches. */
export function lazyRoute(importer: () => Promise<ScreenModule>): Pick<RouteObject, 'element' | 'handle'> {
  const preload = loadOnce(importer);
  const Screen = lazy(() => preload().then(({ Component }) => ({ default: Component })));
  return { element: <Screen />, handle: { preload } satisfies Preloadable };
}

/**
 * Starts fetching the code of every route the location matches at once. Left to React.lazy, nested
 * screens would load one after another (a screen's chunk is only asked for when its parent renders).
 */
export function preloadMatches(routes: RouteObject[], location: Location): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const handle = route.handle as Partial<Preloadable> | undefined;
    // A failure shows where the screen renders (the screen error boundary), not here.
    handle?.preload?.().catch(() => {});
  }
}
