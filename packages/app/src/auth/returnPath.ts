// Apart from the route guards, so the sign-in pages that read it do not load the guards' code.

/** The place a sign-in page returns to: where the visitor was sent from, default /. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/register') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
