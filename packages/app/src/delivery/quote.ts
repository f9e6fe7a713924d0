// Delivery's calls (requirements §17): the quote before Place order and the rate card.
import { apiPaths } from '@storefront/shared';
import type { CheckoutQuote, PaymentMethod, RateCard, RateCardAnswer } from '@storefront/ui';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiSend, type ApiError } from '../api/client.ts';
import { useApi } from '../api/hooks.ts';

const deliveryPaths = {
  /** POST: what lines come to, delivered to a district. */
  quote: apiPaths.checkoutQuote,
  /** GET (public) and PUT (admin): the rate card. */
  rates: apiPaths.deliveryRates,
} as const;

/** How long the lines and the district rest before they are quoted: a quantity typed digit by digit is asked once. */
export const QUOTE_DELAY_MS = 300;

export interface QuoteLine {
  item: string;
  quantity: number;
}

function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The server's quote for `lines` delivered to `district` and paid by `method` (POST /api/checkout/quote,
 * whose `due_now` depends on it, requirements §18), asked again when any changes, once they rest. The last quote stays while the next loads (`isLoading` says so);
 * nothing is asked without lines or a district.
 */
export function useCheckoutQuote(
  lines: readonly QuoteLine[],
  district: string | undefined,
  method: PaymentMethod = 'cod',
) {
  const body = lines.length && district ? JSON.stringify({ lines, district, payment_method: method }) : null;
  const settled = useSettled(body, QUOTE_DELAY_MS);
  const result = useSWR<CheckoutQuote, ApiError>(
    settled ? ['checkout-quote', settled] : null,
    ([, sent]: [string, string]) => apiSend<CheckoutQuote>('POST', deliveryPaths.quote, JSON.parse(sent)),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const isCurrent = body !== null && body === settled && !result.isValidating && result.data !== undefined;
  return {
    /** The last quote (possibly for what was asked before); undefined before the first. */
    quote: body === null ? undefined : result.data,
    /** The quote shown is for the lines and district now chosen: its charge may be sent. */
    isCurrent,
    isLoading: body !== null && !isCurrent && !result.error,
    error: body === null ? undefined : result.error?.message,
    /** Asks again (after a failure, or a checkout refused because the charge changed). */
    retry: () => void result.mutate(),
  };
}

/** The rate card, as administrators edit it (GET /api/delivery/rates). */
export function useRateCard() {
  return useApi<RateCardAnswer>(deliveryPaths.rates);
}

export const saveRateCard = (card: RateCard) => apiSend<RateCardAnswer>('PUT', deliveryPaths.rates, card);
