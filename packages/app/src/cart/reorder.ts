// Reorder (requirements §14.6): a past order's or purchase's lines into the cart at today's prices.
import { toasts, errorMessage, type ReorderAnswer } from '@storefront/shared';
import { toast } from '@storefront/ui';
import { useNavigate } from 'react-router-dom';
import { apiSend } from '../api/client.ts';
import { useKeepCart } from './useCart.ts';

/** Posts to a reorder path, keeps the cart it answers, says what could not go, and opens the cart. */
export function useReorder() {
  const keep = useKeepCart();
  const navigate = useNavigate();
  return async (path: string, lines: number) => {
    try {
      const { cart, unavailable } = await apiSend<ReorderAnswer>('POST', path);
      await keep(cart);
      const added = lines - unavailable.length;
      if (added > 0) toast.success(toasts.reordered(added));
      if (unavailable.length) toast.error(toasts.reorderUnavailable(unavailable.join(', ')));
      if (added > 0) void navigate('/cart');
    } catch (cause) {
      toast.error(errorMessage(cause));
    }
  };
}
