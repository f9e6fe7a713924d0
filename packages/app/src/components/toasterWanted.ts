// A signed-out visitor's screen that raises toasts (the cart's) asks for their viewport, which
// otherwise loads only with the first sign-in (App.tsx).
const WANTED = 'storefront:toaster-wanted';

export function wantToaster(): void {
  window.dispatchEvent(new Event(WANTED));
}

/** Calls `listener` when a screen wants the toasts' viewport; answers the way to stop listening. */
export function onToasterWanted(listener: () => void): () => void {
  window.addEventListener(WANTED, listener);
  return () => window.removeEventListener(WANTED, listener);
}
