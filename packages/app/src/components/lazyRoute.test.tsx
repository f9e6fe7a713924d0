import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute, preloadMatches, type ScreenModule } from './lazyRoute.tsx';

function routesWith(screen: ScreenModule): RouteObject[] {
  return [
    { path: '/', children: [{ path: 'purchase/:itemId', ...lazyRoute(async () => screen) }] },
    { path: '/other', ...lazyRoute(async () => ({ Component: () => null })) },
  ];
}

describe('preloadMatches', () => {
  it("starts the matched screen's prefetch with the address's parameters on a page's first load", async () => {
    const prefetch = vi.fn();
    const routes = routesWith({ Component: () => null, prefetch });
    await preloadMatches(routes, { pathname: '/purchase/item-7' }, { prefetch: true });
    expect(prefetch).toHaveBeenCalledOnce();
    expect(prefetch).toHaveBeenCalledWith({ itemId: 'item-7' });
  });

  it('leaves prefetching out on a navigation, where the data may be cached already', async () => {
    const prefetch = vi.fn();
    const routes = routesWith({ Component: () => null, prefetch });
    await preloadMatches(routes, { pathname: '/purchase/item-7' });
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches nothing for a screen the address does not match', async () => {
    const prefetch = vi.fn();
    await preloadMatches(routesWith({ Component: () => null, prefetch }), { pathname: '/other' }, { prefetch: true });
    expect(prefetch).not.toHaveBeenCalled();
  });
});
