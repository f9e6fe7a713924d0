// The payment gateways as the store sees them (issue 33 contract): poisha in, poisha out; every call
// and answer reported to the trail with its secrets replaced by "***".
export interface GatewayTrail {
  (event: { kind: string; request: unknown; response: unknown; ok: boolean }): void;
}

export interface StartInput {
  tranId: string;
  amountMinor: number;
  currency: 'BDT';
  customer: { name: string; email: string; phone: string; address: string; district: string };
  /** Where the gateway sends the browser back / notifies: absolute URLs built from PUBLIC_ORIGIN. */
  urls: { success: string; fail: string; cancel: string; ipn: string; callback: string };
}

export interface StartResult {
  redirectUrl: string;
  /** SSLCommerz sessionkey, bKash paymentID. */
  gatewayRef: string;
}

export interface Confirmation {
  state: 'valid' | 'failed' | 'cancelled' | 'pending' | 'invalid';
  tranId: string | null;
  amountMinor: number | null;
  currency: string | null;
  gatewayRef: string | null;
  /** bank_tran_id / trxID, needed to refund. */
  bankRef: string | null;
}

export interface RefundResult {
  state: 'done' | 'pending' | 'failed';
  refundRef: string | null;
}

export interface PaymentGateway {
  method: 'bkash' | 'sslcommerz';
  start(input: StartInput, trail: GatewayTrail): Promise<StartResult>;
  /** SSLCommerz: `valId` from the IPN/return -> Order Validation API (validationserverAPI.php).
   *  bKash: `gatewayRef` = paymentID from the callback -> execute, then query (search) to confirm. */
  confirm(input: { tranId: string; gatewayRef?: string; valId?: string }, trail: GatewayTrail): Promise<Confirmation>;
  refund(
    input: { tranId: string; gatewayRef: string; bankRef: string; amountMinor: number; reason: string },
    trail: GatewayTrail,
  ): Promise<RefundResult>;
}
