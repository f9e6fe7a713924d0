import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, type Location, type Params, type RouteObject } from 'react-router-dom';
import { trackPageLoad } from './pageLoads.ts';

/** What a route module exports: its screen as `Component`. */
export interface ScreenModule {
  Component: ComponentType;
  /**
   * Starts fetching public data the screen shows, for a page opened at the screen's address: the
   * screen may render only later (a signed-in screen waits for sign-in to be confirmed).
   */
  prefetch?: (params: Params) => void;
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
  let loaded: ComponentType | undefined;
  const preload = loadOnce(() =>
    importer().then((module) => {
      loaded = module.Component;
      return module;
    }),
  );
  const Lazy = lazy(() => preload().then(({ Component }) => ({ default: Component })));
  /**
   * Once the chunk is here (main.tsx waits for the first screen's), the screen itself: React.lazy
   * would suspend once more, and React holds back a screen revealed after a fallback for 300 ms.
   * Chosen once per mount, so a screen never remounts when the choice would change.
   */
  function Screen() {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { element: <Screen />, handle: { preload } satisfies Preloadable };
}

/**
 * Starts fetching the code of every route the location matches at once (left to React.lazy, nested
 * screens would load one after another: a screen's chunk is only asked for when its parent renders),
 * and resolves when all of it is here or has failed. A failure shows where the screen renders (the
 * screen error boundary), not here. With `prefetch` (the page's first load, main.tsx), each matched
 * screen's `prefetch` is started too; not on every navigation, where a screen's data may already
 * be cached and a second copy would be handed to its next refresh.
 */
export function preloadMatches(
  routes: RouteObject[],
  location: Pick<Location, 'pathname'>,
  { prefetch = false }: { prefetch?: boolean } = {},
): Promise<void> {
  const loads = (matchRoutes(routes, location) ?? []).map(({ route, params }) => {
    const loading = (route.handle as Partial<Preloadable> | undefined)?.preload?.();
    if (!prefetch || !loading) return loading;
    return loading.then((module) => (module as Partial<ScreenModule> | undefined)?.prefetch?.(params));
  });
  return Promise.allSettled(loads).then(() => undefined);
}
