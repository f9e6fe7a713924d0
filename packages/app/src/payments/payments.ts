// Payments' calls and settings on the shopper's side (requirements §18): the methods the store
// offers, Pay now, and the trip to the gateway's hosted page.
import type { PayAnswer, PaymentConfig, PaymentMethod } from '@storefront/ui';
import { apiPaths } from '@storefront/shared';
import { apiSend } from '../api/client.ts';
import type { AppConfig } from '../config.ts';
import { useConfigValue } from '../components/useConfigValue.ts';

const ONLY_CASH: PaymentMethod[] = ['cod'];

const methodsOf = (config: AppConfig) => (config.payment_methods?.length ? config.payment_methods : undefined);
const advanceAboveOf = (config: AppConfig) => config.cod_advance_above;

/** What GET /api/config offers: cash on delivery alone until it is read, or when the server says nothing. */
export function usePaymentConfig(): Pick<PaymentConfig, 'payment_methods'> & { cod_advance_above: number | undefined } {
  return {
    payment_methods: useConfigValue<PaymentMethod[]>(methodsOf, ONLY_CASH),
    cod_advance_above: useConfigValue<number | undefined>(advanceAboveOf, undefined),
  };
}

/** POST /api/purchases/{id}/pay: a gateway session for what is due now (409 when nothing is, or the hold is over). */
export const payPurchase = (purchaseId: string) => apiSend<PayAnswer>('POST', apiPaths.purchasePay(purchaseId), {});

/** The browser's navigation, as an object the stories can watch (a story must not leave its page). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Sends the browser to the gateway's page (a full navigation: the gateway's site is not ours). */
export function goToGateway(url: string): void {
  browser.assign(url);
}

/** A key for one checkout: the same one is sent again if the answer is lost, so it orders once. */
export function newCheckoutKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
