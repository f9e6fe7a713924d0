// The cart as the pages use it (requirements §14.1): the account's cart on the server once signed
// in; before that this browser's, priced by the server (POST /api/cart/preview, nothing stored).
import { apiPaths, type Cart } from '@storefront/shared';
import useSWR, { useSWRConfig } from 'swr';
import { apiSend } from '../api/client.ts';
import { useApi } from '../api/hooks.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { wantToaster } from '../components/toasterWanted.ts';
import { useBrowserCart } from './browserCart.ts';
import { keepCart } from './navbarCart.ts';
import { addToBrowserCart, removeFromBrowserCart, setBrowserQuantity } from './browserCartChanges.ts';

const EMPTY: Cart = { lines: [], count: 0, total: 0 };

/** `keepCart` bound to the page's cache: the server's answer to a change becomes the cart. */
export function useKeepCart() {
  const { mutate } = useSWRConfig();
  return (cart: Cart) => keepCart(mutate, cart);
}

/** Adds units to whichever cart is in use: the account's when signed in, else this browser's. */
export function useAddToCart() {
  const { status } = useAuth();
  const keep = useKeepCart();
  return async (item: string, quantity: number) => {
    if (status !== 'signed-in') {
      wantToaster();
      return addToBrowserCart(item, quantity);
    }
    await keep(await apiSend<Cart>('POST', apiPaths.cartLines, { lines: [{ item, quantity }] }));
  };
}

export function useCart() {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const browser = useBrowserCart();
  const keep = useKeepCart();
  const server = useApi<Cart>(signedIn ? apiPaths.cart : null);
  const preview = useSWR(
    !signedIn && status !== 'loading' && browser.length ? ['cart-preview', JSON.stringify(browser)] : null,
    () => apiSend<Cart>('POST', apiPaths.cartPreview, { lines: browser }),
    { keepPreviousData: true },
  );
  const source = signedIn ? server : preview;
  const cart = status === 'loading' ? undefined : signedIn ? server.data : browser.length ? preview.data : EMPTY;
  return {
    cart,
    signedIn,
    error: source.error,
    retry: () => void source.mutate(),
    setQuantity: async (item: string, quantity: number) => {
      if (!signedIn) return setBrowserQuantity(item, quantity);
      await keep(await apiSend<Cart>('PUT', apiPaths.cartLine(item), { quantity }));
    },
    remove: async (item: string) => {
      if (!signedIn) return removeFromBrowserCart(item);
      await keep(await apiSend<Cart>('DELETE', apiPaths.cartLine(item)));
    },
    /** Reads the account's cart again (after a refused checkout: prices and stock as they are now). */
    refresh: () => void server.mutate(),
    /**
     * The account's cart after a checkout ordered every line of it: empty, without asking (a line
     * added elsewhere meanwhile shows at the cart's next read).
     */
    checkedOut: () => void keep(EMPTY),
  };
}
