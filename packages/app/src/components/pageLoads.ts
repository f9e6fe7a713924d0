import { useSyncExternalStore } from 'react';

// How many route chunks are being fetched. Navigations render in a transition, so the current screen
// stays on show while the next one's code loads; this count is what tells the layout to show that
// something is on its way.
let pending = 0;
const listeners = new Set<() => void>();

function change(by: number): void {
  pending += by;
  for (const listener of listeners) listener();
}

/** Counts a route chunk's fetch while it is under way. */
export function trackPageLoad<T>(promise: Promise<T>): Promise<T> {
  // Fetches start while React renders the next screen: tell the subscribers after that render, not in it.
  queueMicrotask(() => change(1));
  promise.then(
    () => change(-1),
    () => change(-1),
  );
  return promise;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the code of a screen being navigated to is still loading. */
export function useIsPageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
