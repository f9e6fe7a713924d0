// The configured gateways (./config.ts), each behind the port the payments core speaks (./port.ts).
import { bkashGateway } from './bkash.ts';
import type { GatewayConfig } from './config.ts';
import type { PaymentGateway } from './port.ts';
import { sslcommerzGateway } from './sslcommerz.ts';

/** A client for each configured gateway; a method without one is not offered (docs/requirements.md). */
export function gatewaysFromConfig(config: GatewayConfig): Partial<Record<'bkash' | 'sslcommerz', PaymentGateway>> {
  return {
    ...(config.sslcommerz ? { sslcommerz: sslcommerzGateway(config.sslcommerz) } : {}),
    ...(config.bkash ? { bkash: bkashGateway(config.bkash) } : {}),
  };
}
