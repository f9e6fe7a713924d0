import { createStore } from '@storefront/shared';
import { useSyncExternalStore } from 'react';

// How many route chunks are being fetched. Navigations render in a transition, so the current screen
// stays on show while the next one's code loads; this count is what tells the layout to show that
// something is on its way.
const pending = createStore(0);

/** Counts a route chunk's fetch while it is under way. */
export function trackPageLoad<T>(promise: Promise<T>): Promise<T> {
  // Fetches start while React renders the next screen: tell the subscribers after that render, not in it.
  queueMicrotask(() => pending.set((count) => count + 1));
  const done = () => pending.set((count) => count - 1);
  promise.then(done, done);
  return promise;
}

/** True while the code of a screen being navigated to is still loading. */
export function useIsPageLoading(): boolean {
  return useSyncExternalStore(
    pending.subscribe,
    () => pending.get() > 0,
    () => false,
  );
}
