import type { Payment, PaymentReturn } from '@storefront/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How many times, and how far apart, the page reads the purchase again waiting for the gateway's confirmation. */
export const CONFIRM_READS = 5;
export const CONFIRM_EVERY_MS = 2_000;

const returns: readonly string[] = ['success', 'failed', 'cancelled'] satisfies PaymentReturn[];

/**
 * The gateway's way back to the purchase's page (`?payment=success|failed|cancelled`, requirements
 * §18). Back with success before the store has the gateway's confirmation (its IPN or validation
 * may come a moment later), the purchase is read again a few times; `confirming` says so, and
 * `recheck` starts again after the page stopped.
 */
export function usePaymentReturn(payment: Payment | undefined, reread: () => unknown) {
  const [params] = useSearchParams();
  const given = params.get('payment');
  const returned = given !== null && returns.includes(given) ? (given as PaymentReturn) : undefined;
  const [reads, setReads] = useState(0);
  const waiting =
    returned === 'success' && payment !== undefined && payment.status !== 'paid' && payment.status !== 'partially_paid';
  const confirming = waiting && reads < CONFIRM_READS;
  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => {
      void reread();
      setReads((n) => n + 1);
    }, CONFIRM_EVERY_MS);
    return () => clearTimeout(timer);
  }, [confirming, reads, reread]);
  const recheck = useCallback(() => {
    setReads(0);
    void reread();
  }, [reread]);
  return { returned, confirming, recheck };
}
