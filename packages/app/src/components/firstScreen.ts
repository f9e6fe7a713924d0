import { createStore } from '@storefront/shared';

// Whether the first screen's content is on show. The first paint may be only the loading fallback
// while the screen's code arrives (and React then holds the content back ~300 ms so the fallback does
// not flash): work that must not compete with the first screen waits for this instead.
const isShown = createStore(false);

/** Called once the first screen (or its error) has been committed. */
export function markFirstScreenShown(): void {
  isShown.set(true);
}

/** Calls back once the first screen is on show (at once if it is already); answers a cancel. */
export function afterFirstScreen(callback: () => void): () => void {
  if (isShown.get()) {
    callback();
    return () => {};
  }
  const leave = isShown.subscribe(() => {
    leave();
    callback();
  });
  return leave;
}
