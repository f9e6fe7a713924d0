// The navbar's cart (requirements §14.1): the count of units (the account's cart once signed in,
// this browser's before) and, at sign-in, the browser's cart moved into the account's. Small on
// purpose: it is on every page; the cart's screens load when needed.
import { apiPaths, type Cart } from '@storefront/shared';
import { useEffect } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { apiSend, type ApiResult } from '../api/client.ts';
import { useApi } from '../api/hooks.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { readBrowserCart, useBrowserCart, writeBrowserCart } from './browserCart.ts';

/** Keeps the server's answer to a cart change as the cart every component reads (this count too). */
export function keepCart(mutate: ScopedMutator, cart: Cart) {
  return mutate<ApiResult<Cart>>(apiPaths.cart, { data: cart, total: undefined }, { revalidate: false });
}

export function useNavbarCart(): number | undefined {
  const { status } = useAuth();
  const browser = useBrowserCart();
  const { data } = useApi<Cart>(status === 'signed-in' ? apiPaths.cart : null);
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const lines = readBrowserCart();
    if (status !== 'signed-in' || !lines.length) return;
    // An item in both keeps the larger quantity, so a merge sent twice changes nothing.
    apiSend<Cart>('POST', apiPaths.cartMerge, { lines })
      .then((cart) => {
        writeBrowserCart([]);
        return keepCart(mutate, cart);
      })
      // The browser's cart stays, to merge on the next page load.
      .catch(console.error);
  }, [status, mutate]);
  if (status === 'loading') return undefined;
  if (status === 'signed-in') return data?.count;
  return browser.reduce((sum, line) => sum + line.quantity, 0);
}
