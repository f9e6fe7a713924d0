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
    // The list may change a moment after the dialog closes (the row goes, its button changes): follow.
    // Only when the control focused is gone by then, and nothing else took focus meanwhile.
    requestAnimationFrame(() => {
      if (!target || target.isConnected) return;
      const next = returnTarget(from);
      if (next && (document.activeElement === document.body || !document.activeElement)) focus(next);
    });
  }, []);
}
