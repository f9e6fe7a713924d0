import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { preloadMatches } from './lazyRoute.tsx';

/**
 * The screens for the address. The router renders a navigation in a transition, so while the next
 * screen suspends on its chunk React keeps the current one on show (the layout's progress bar says
 * why), as the data router did.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  void preloadMatches(routes, location);
  return useRoutes(routes);
}
