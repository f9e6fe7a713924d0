// bKash tokenized checkout (v1.2.0-beta), from its published API reference: a grant token
// (username and password headers, app key and secret in the body), create (mode 0011) -> the
// buyer on bkashURL -> the callback, then execute and query: only the query's Completed, with the
// amount, confirms (docs/security.md, Payments). Refunds through payment/refund.
import type { BkashConfig } from './config.ts';
import type { Confirmation, GatewayTrail, PaymentGateway, RefundResult } from './port.ts';
import { call, fromWireAmount, text, toWireAmount } from './wire.ts';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
const succeeded = (body: Record<string, unknown>) => body.statusCode === '0000';
/** Renew a token this long before bKash says it expires. */
const TOKEN_MARGIN_MS = 60_000;

function stateOf(transactionStatus: string | null): Confirmation['state'] {
  switch (transactionStatus) {
    case 'Completed':
      return 'valid';
    case 'Initiated':
    case 'Pending Authorized':
    case 'Authorized':
      return 'pending';
    case 'Cancelled':
      return 'cancelled';
    case 'Failed':
    case 'Declined':
    case 'Expired':
      return 'failed';
    default:
      return 'invalid';
  }
}

export function bkashGateway(config: BkashConfig): PaymentGateway {
  const checkout = `${config.url}/tokenized/checkout`;
  let token: { id: string; refresh: string | null; until: number } | null = null;

  /** One grant (or refresh) call, in the trail of the operation that needed it (its secrets redacted by wire.ts). */
  function tokenCall(kind: string, endpoint: 'token/grant' | 'token/refresh', trail: GatewayTrail, refresh?: string) {
    const fields = {
      app_key: config.appKey,
      app_secret: config.appSecret,
      ...(refresh ? { refresh_token: refresh } : {}),
    };
    return call(
      {
        kind,
        method: 'POST',
        url: `${checkout}/${endpoint}`,
        shown: { endpoint, headers: { username: config.username, password: config.password }, ...fields },
        headers: { ...JSON_HEADERS, username: config.username, password: config.password },
        body: JSON.stringify(fields),
        accept: (answer) => typeof answer.id_token === 'string',
      },
      trail,
    );
  }

  /** A valid id_token: the one kept, refreshed, or a new grant. */
  async function idToken(kind: string, trail: GatewayTrail): Promise<string> {
    if (token && token.until > Date.now()) return token.id;
    let body = token?.refresh ? await tokenCall(kind, 'token/refresh', trail, token.refresh) : null;
    if (typeof body?.id_token !== 'string') body = await tokenCall(kind, 'token/grant', trail);
    const id = text(body, 'id_token');
    if (!id) {
      token = null;
      throw new Error(`bKash granted no token: ${text(body, 'statusMessage') ?? 'no answer'}`);
    }
    const seconds = Number(body?.expires_in ?? 3600);
    token = {
      id,
      refresh: text(body, 'refresh_token'),
      until: Date.now() + (Number.isFinite(seconds) ? seconds : 3600) * 1000 - TOKEN_MARGIN_MS,
    };
    return id;
  }

  /** A call with the token and app key, as every call after the grant is made. */
  async function authorised(kind: string, endpoint: string, fields: Record<string, string>, trail: GatewayTrail) {
    const id = await idToken(kind, trail);
    return call(
      {
        kind,
        method: 'POST',
        url: `${checkout}/${endpoint}`,
        shown: { endpoint, ...fields },
        headers: { ...JSON_HEADERS, authorization: id, 'x-app-key': config.appKey },
        body: JSON.stringify(fields),
        accept: succeeded,
      },
      trail,
    );
  }

  async function query(paymentId: string, trail: GatewayTrail) {
    return authorised('query', 'payment/status', { paymentID: paymentId }, trail);
  }

  return {
    method: 'bkash',

    async start(input, trail) {
      const body = await authorised(
        'session',
        'create',
        {
          mode: '0011',
          payerReference: input.customer.phone,
          callbackURL: input.urls.callback,
          amount: toWireAmount(input.amountMinor),
          currency: input.currency,
          intent: 'sale',
          merchantInvoiceNumber: input.tranId,
        },
        trail,
      );
      const paymentId = text(body, 'paymentID');
      const redirectUrl = text(body, 'bkashURL');
      if (!body || !succeeded(body) || !paymentId || !redirectUrl) {
        throw new Error(`bKash created no payment: ${text(body, 'statusMessage') ?? 'no answer'}`);
      }
      return { redirectUrl, gatewayRef: paymentId };
    },

    async confirm(input, trail): Promise<Confirmation> {
      const paymentId = input.gatewayRef;
      if (!paymentId) {
        return { state: 'invalid', tranId: null, amountMinor: null, currency: null, gatewayRef: null, bankRef: null };
      }
      // Execute completes an authorised payment (refused when it was already, or never was);
      // whatever it says, the query is the answer.
      await authorised('execute', 'execute', { paymentID: paymentId }, trail);
      const body = await query(paymentId, trail);
      if (!body || !succeeded(body)) {
        return {
          state: body ? 'invalid' : 'pending',
          tranId: null,
          amountMinor: null,
          currency: null,
          gatewayRef: paymentId,
          bankRef: null,
        };
      }
      const reported = text(body, 'merchantInvoiceNumber');
      const state = stateOf(text(body, 'transactionStatus'));
      return {
        state: state === 'valid' && reported !== input.tranId ? 'invalid' : state,
        tranId: reported,
        amountMinor: fromWireAmount(body.amount),
        currency: text(body, 'currency'),
        gatewayRef: text(body, 'paymentID') ?? paymentId,
        bankRef: text(body, 'trxID'),
      };
    },

    async refund(input, trail): Promise<RefundResult> {
      const body = await authorised(
        'refund',
        'payment/refund',
        {
          paymentID: input.gatewayRef,
          amount: toWireAmount(input.amountMinor),
          trxID: input.bankRef,
          sku: input.tranId,
          reason: input.reason,
        },
        trail,
      );
      if (!body || !succeeded(body)) return { state: 'failed', refundRef: null };
      const status = text(body, 'transactionStatus');
      return {
        state: status === 'Completed' ? 'done' : status === 'Pending' || status === 'Initiated' ? 'pending' : 'failed',
        refundRef: text(body, 'refundTrxID'),
      };
    },
  };
}
