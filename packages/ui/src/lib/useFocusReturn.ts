import { useCallback, useLayoutEffect, useRef } from 'react';

/** Marks controls of one kind in a list (each row's Delete), so focus can move to a neighbour. */
export const focusGroup = (name: string) => ({ 'data-focus-group': name });

interface Origin {
  opener: HTMLElement;
  scope: HTMLElement;
  group: string | undefined;
  /** The opener's place among its group's controls when the dialog opened. */
  index: number;
}

function originOf(opener: HTMLElement): Origin {
  const scope = opener.closest<HTMLElement>('section') ?? opener.closest<HTMLElement>('main') ?? document.body;
  const group = opener.dataset.focusGroup;
  return { opener, scope, group, index: group ? peersOf(scope, group).indexOf(opener) : -1 };
}

function peersOf(scope: HTMLElement, group: string): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(`[data-focus-group="${group}"]`)).filter(
    (el) => !el.matches(':disabled'),
  );
}

/** The opener; or the control now at its place in its group (the same row's new button, or the next
 * row's after a deletion; the previous row's when it was the last); or the section's heading. */
function returnTarget({ opener, scope, group, index }: Origin): HTMLElement | null {
  if (opener.isConnected && !opener.matches(':disabled')) return opener;
  if (group && index >= 0) {
    const peers = peersOf(scope, group);
    const peer = peers[Math.min(index, peers.length - 1)];
    if (peer) return peer;
  }
  return scope.querySelector<HTMLElement>('h1, h2');
}

function focus(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.tabIndex = -1;
  target.focus();
}

/** How long after a dialog closes focus follows its list: a refreshed list may come late on a slow network. */
const FOLLOW_MS = 10_000;

/**
 * Follows the list after the dialog closed: whenever the control given focus leaves the page or is
 * disabled (its row goes, or changes, when the refreshed list arrives, however late) while focus is nowhere else, focus goes to
 * the control now in its place. Ends when focus moves elsewhere, or after FOLLOW_MS.
 */
function follow(from: Origin, focused: HTMLElement | null): void {
  let current = focused;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== current) stop();
  };
  const observer = new MutationObserver(() => {
    if (current?.isConnected && !current.matches(':disabled')) return;
    const active = document.activeElement;
    if (!from.scope.isConnected || (active && active !== document.body && active !== current)) return stop();
    current = returnTarget(from);
    if (current) focus(current);
  });
  const timer = setTimeout(() => stop(), FOLLOW_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn);
  }
  observer.observe(from.scope, { childList: true, subtree: true, attributeFilter: ['disabled'] });
  document.addEventListener('focusin', onFocusIn);
}

/**
 * A controlled dialog has no trigger for Radix to give focus back to: this remembers the control that
 * had focus when the dialog opened and, when it closes, gives focus back to it, or, when it is gone,
 * to the control now in its place in its group (`focusGroup`), else the section's heading. Pass the
 * returned handler as the dialog content's `onCloseAutoFocus`.
 */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const origin = useRef<Origin | null>(null);
  // A layout effect: it runs before the dialog's own effect moves focus into it.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open) origin.current = active instanceof HTMLElement && active !== document.body ? originOf(active) : null;
  }, [open]);
  return useCallback((event: Event) => {
    const from = origin.current;
    if (!from) return;
    event.preventDefault();
    const target = returnTarget(from);
    if (target) focus(target);
    // The list may change after the dialog closes (the row goes, its button changes): follow it.
    follow(from, target);
  }, []);
}
