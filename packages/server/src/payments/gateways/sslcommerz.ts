// SSLCommerz v4 (hosted checkout), from its published integration guide: a session through
// /gwprocess/v4/api.php, the buyer on its hosted page, then the Order Validation API
// (validationserverAPI.php) as the only word that a payment happened: an IPN or a browser's
// return is a hint to ask, never proof (docs/security.md, Payments). Refunds and queries through
// merchantTransIDvalidationAPI.php. A small client rather than the `sslcommerz-lts` package
// (docs/decisions/0014-payment-gateway-clients.md).
import type { SslcommerzConfig } from './config.ts';
import type { Confirmation, GatewayTrail, PaymentGateway, RefundResult, StartInput, StartResult } from './port.ts';
import { call, fromWireAmount, text, toWireAmount } from './wire.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };

/** The validation API's and the transaction query's statuses, as the store reads them. */
function stateOf(status: string | null): Confirmation['state'] {
  switch (status) {
    case 'VALID':
    case 'VALIDATED':
      return 'valid';
    case 'FAILED':
    case 'EXPIRED':
      return 'failed';
    case 'CANCELLED':
      return 'cancelled';
    case 'PENDING':
    case 'UNATTEMPTED':
      return 'pending';
    default:
      return 'invalid';
  }
}

const nothing = { tranId: null, amountMinor: null, currency: null, gatewayRef: null, bankRef: null };

export function sslcommerzGateway(config: SslcommerzConfig): PaymentGateway {
  const credentials = { store_id: config.storeId, store_passwd: config.storePassword };

  /** GET on one of the validator's APIs, answering JSON. */
  const validator = (kind: string, api: string, params: Record<string, string>, trail: GatewayTrail) => {
    const query = { ...params, ...credentials, v: '1', format: 'json' };
    return call(
      {
        kind,
        method: 'GET',
        url: `${config.url}/validator/api/${api}?${new URLSearchParams(query)}`,
        shown: { api, ...query },
        headers: { accept: 'application/json' },
        accept: (body) =>
          (body.APIConnect === undefined || body.APIConnect === 'DONE') &&
          !['INVALID_TRANSACTION', 'FAILED', 'failed'].includes(String(body.status)),
      },
      trail,
    );
  };

  /** The Order Validation API's word on `valId`, checked to be about `tranId`. */
  async function validate(tranId: string, valId: string, trail: GatewayTrail): Promise<Confirmation> {
    const body = await validator('validation', 'validationserverAPI.php', { val_id: valId }, trail);
    const reported = text(body, 'tran_id');
    // Unreached, the gateway said nothing: ask again later.
    const state = body === null ? 'pending' : stateOf(text(body, 'status'));
    return {
      // A valid val_id of another purchase proves nothing about this one.
      state: state === 'valid' && reported !== tranId ? 'invalid' : state,
      tranId: reported,
      amountMinor: fromWireAmount(body?.amount),
      currency: text(body, 'currency'),
      gatewayRef: text(body, 'val_id'),
      bankRef: text(body, 'bank_tran_id'),
    };
  }

  return {
    method: 'sslcommerz',

    async start(input: StartInput, trail: GatewayTrail): Promise<StartResult> {
      const fields = {
        ...credentials,
        total_amount: toWireAmount(input.amountMinor),
        currency: input.currency,
        tran_id: input.tranId,
        success_url: input.urls.success,
        fail_url: input.urls.fail,
        cancel_url: input.urls.cancel,
        ipn_url: input.urls.ipn,
        cus_name: input.customer.name,
        cus_email: input.customer.email,
        cus_add1: input.customer.address,
        cus_city: input.customer.district,
        cus_country: 'Bangladesh',
        cus_phone: input.customer.phone,
        // Goods go by courier to the customer's address above (SSLCommerz's own examples send
        // 'Courier' without ship_* fields; 'YES' would want them again).
        shipping_method: 'Courier',
        product_name: 'Computer parts',
        product_category: 'Electronic',
        product_profile: 'physical-goods',
      };
      const body = await call(
        {
          kind: 'session',
          method: 'POST',
          url: `${config.url}/gwprocess/v4/api.php`,
          shown: { api: 'gwprocess/v4/api.php', ...fields },
          headers: FORM,
          body: new URLSearchParams(fields).toString(),
          accept: (answer) => answer.status === 'SUCCESS',
        },
        trail,
      );
      const redirectUrl = text(body, 'GatewayPageURL');
      const sessionKey = text(body, 'sessionkey');
      if (body?.status !== 'SUCCESS' || !redirectUrl || !sessionKey) {
        throw new Error(`SSLCommerz opened no session: ${text(body, 'failedreason') ?? 'no answer'}`);
      }
      return { redirectUrl, gatewayRef: sessionKey };
    },

    async confirm(input, trail): Promise<Confirmation> {
      if (input.valId) return validate(input.tranId, input.valId, trail);
      // No val_id (a failed or cancelled return, or a forged IPN without one): the gateway's own
      // list of this transaction's attempts says what happened; a valid one is validated as above.
      const body = await validator('query', 'merchantTransIDvalidationAPI.php', { tran_id: input.tranId }, trail);
      if (body === null) return { ...nothing, state: 'pending', tranId: input.tranId };
      const attempts = Array.isArray(body?.element) ? (body.element as Record<string, unknown>[]) : [];
      const paid = attempts.find((a) => stateOf(text(a, 'status')) === 'valid' && text(a, 'val_id'));
      if (paid) return validate(input.tranId, text(paid, 'val_id')!, trail);
      const last = attempts.at(-1) ?? null;
      return {
        state: last ? stateOf(text(last, 'status')) : 'pending',
        tranId: text(last, 'tran_id') ?? input.tranId,
        amountMinor: fromWireAmount(last?.amount),
        currency: text(last, 'currency'),
        gatewayRef: text(last, 'val_id'),
        bankRef: text(last, 'bank_tran_id'),
      };
    },

    async refund(input, trail): Promise<RefundResult> {
      const body = await validator(
        'refund',
        'merchantTransIDvalidationAPI.php',
        {
          bank_tran_id: input.bankRef,
          refund_amount: toWireAmount(input.amountMinor),
          refund_remarks: input.reason,
          refe_id: input.tranId,
        },
        trail,
      );
      const status = text(body, 'status');
      return {
        state: status === 'success' ? 'done' : status === 'processing' ? 'pending' : 'failed',
        refundRef: text(body, 'refund_ref_id'),
      };
    },
  };
}
