import { useCallback, useLayoutEffect, useRef } from 'react';

/** Marks controls of one kind in a list (each row's Delete), so focus can move to a neighbour. */
export const focusGroup = (name: string) => ({ 'data-focus-group': name });

function candidatesFor(opener: HTMLElement): HTMLElement[] {
  const group = opener.dataset.focusGroup;
  const scope = opener.closest('section') ?? opener.closest('main') ?? document.body;
  const peers = group ? Array.from(scope.querySelectorAll<HTMLElement>(`[data-focus-group="${group}"]`)) : [];
  const at = peers.indexOf(opener);
  const heading = scope.querySelector<HTMLElement>('h1, h2');
  return [
    opener,
    ...(at >= 0 ? [...peers.slice(at + 1), ...peers.slice(0, at).reverse()] : []),
    ...(heading ? [heading] : []),
  ];
}

function focusFirst(candidates: HTMLElement[]): HTMLElement | undefined {
  const target = candidates.find((el) => el.isConnected && !el.matches(':disabled'));
  if (target) {
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  }
  return target;
}

/**
 * A controlled dialog has no trigger for Radix to give focus back to: this remembers the control that
 * had focus when the dialog opened, and when it closes gives focus back to it, or, when it is gone
 * (its row deleted), to the next control of its group (`focusGroup`), else the previous, else the
 * section's heading. Pass the returned handler as the dialog content's `onCloseAutoFocus`.
 */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const candidates = useRef<HTMLElement[]>([]);
  // A layout effect: it runs before the dialog's own effect moves focus into it.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) candidates.current = candidatesFor(active);
  }, [open]);
  return useCallback((event: Event) => {
    if (!candidates.current.length) return;
    event.preventDefault();
    const focused = focusFirst(candidates.current);
    // The list may drop the row a moment after the dialog closes: follow focus to a neighbour then.
    if (focused) {
      requestAnimationFrame(() => {
        if (!focused.isConnected && (document.activeElement === document.body || !document.activeElement))
          focusFirst(candidates.current);
      });
    }
  }, []);
}
