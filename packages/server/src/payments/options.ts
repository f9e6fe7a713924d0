// Which methods the store offers and through which gateway each is paid (requirements §18): a
// method is offered only when its gateway is configured, and a cash order's advance goes through
// SSLCommerz (cards and every mobile wallet), else bKash. With neither, no advance can be taken and
// none is asked (cash on delivery then works as before payments).
import { isOnlineMethod, messages, paymentMethods, type OnlineMethod, type PaymentMethod } from '@storefront/shared';
import type { PaymentsConfig } from '../config.ts';
import { badRequest } from '../http/errors.ts';
import type { PaymentGateway } from './gateways/port.ts';

export type Gateways = Partial<Record<OnlineMethod, PaymentGateway>>;

export interface PaymentOptions {
  /**
   * The methods offered to anyone (GET /api/config `payment_methods`), cash on delivery always.
   * Pay on invoice is not among them: only a member of a company with terms may (the checkout
   * checks its company; the screens read the company's terms, requirements §20.8).
   */
  offered: PaymentMethod[];
  /** A cash order above this (poisha) pays an advance; infinite when no gateway can take one. */
  advanceAboveMinor: number;
  holdMs: number;
  /** The gateway that takes `method`'s online payment (a cash order's advance for cod). */
  gatewayFor(method: PaymentMethod): PaymentGateway | undefined;
  /** Refuses a method the store does not offer (400 at `payment_method`); `invoice` passes here. */
  assertOffered(method: PaymentMethod): void;
}

export function paymentOptions(
  config: Pick<PaymentsConfig, 'codAdvanceAboveMinor' | 'holdMs'>,
  gateways: Gateways,
): PaymentOptions {
  const offered = paymentMethods.filter(
    (method) => method === 'cod' || (isOnlineMethod(method) && gateways[method] !== undefined),
  );
  const advanceGateway = gateways.sslcommerz ?? gateways.bkash;
  return {
    offered,
    advanceAboveMinor: advanceGateway ? config.codAdvanceAboveMinor : Number.POSITIVE_INFINITY,
    holdMs: config.holdMs,
    gatewayFor: (method) => (method === 'cod' ? advanceGateway : isOnlineMethod(method) ? gateways[method] : undefined),
    assertOffered(method) {
      if (method !== 'invoice' && !offered.includes(method))
        throw badRequest(messages.paymentMethodUnavailable, { payment_method: messages.paymentMethodUnavailable });
    },
  };
}
