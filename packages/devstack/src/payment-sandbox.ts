// A local payment sandbox for `pnpm start`, the end-to-end flows and the API and reliability
// suites: neither gateway's own sandbox can be reached from these machines (issue 33, item 6). It
// answers the calls the store makes, with the field names of the gateways' published
// documentation, so the store's clients (packages/server/src/payments/gateways) are the ones that
// talk to the real gateways once their URLs and credentials are configured:
// - SSLCommerz v4: POST /gwprocess/v4/api.php (session), a hosted page /gwprocess/v4/pay/{sessionkey}
//   whose Pay / Fail / Cancel POST the IPN to ipn_url and send the buyer back to
//   success_url / fail_url / cancel_url with a form post, GET /validator/api/validationserverAPI.php
//   (Order Validation API) and GET /validator/api/merchantTransIDvalidationAPI.php (the transaction
//   query by tran_id or sessionkey, refund initiation by bank_tran_id, refund query by refund_ref_id).
// - bKash tokenized checkout under /v1.2.0-beta/tokenized/checkout: token/grant, token/refresh,
//   create, execute, payment/status, payment/refund, and a hosted page /bkash/pay/{paymentID}
//   whose Pay / Fail / Cancel send the buyer to callbackURL?paymentID=..&status=success|failure|cancel.
// State is in memory; credentials are checked; it listens on a loopback address only. Test hooks:
// `calls`, `nextAmountMismatch()`, `declineNext()`, `press()` (a hosted page's button without a
// browser), also over HTTP under /__sandbox/ for the end-to-end workers. Never for production: a
// store pointed at a loopback gateway there needs PAYMENT_SANDBOX=1 (docs/security.md, Payments).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The demo merchant's credentials the sandbox accepts (not secrets: they open nothing real). */
export const sandboxCredentials = {
  sslcommerz: { storeId: 'computerclub0sandbox', storePassword: 'computerclub0sandbox@ssl' },
  bkash: {
    appKey: 'sandbox-app-key',
    appSecret: 'sandbox-app-secret',
    username: 'sandboxTokenizedUser',
    password: 'sandboxTokenizedUser@12345',
  },
} as const;

export type SandboxGateway = 'sslcommerz' | 'bkash';
export type PageOutcome = 'pay' | 'fail' | 'cancel';

export interface SandboxCall {
  at: string;
  gateway: SandboxGateway | 'control';
  method: string;
  /** The path without its query. */
  path: string;
  /** The query and body fields (JSON or form), secrets included: this is the gateway's side. */
  params: Record<string, unknown>;
  headers: Record<string, string>;
  status: number;
  answer: unknown;
}

export interface PaymentSandbox {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The store's variables pointing at this sandbox with the demo credentials. */
  env: {
    SSLCOMMERZ_URL: string;
    SSLCOMMERZ_STORE_ID: string;
    SSLCOMMERZ_STORE_PASSWORD: string;
    BKASH_URL: string;
    BKASH_APP_KEY: string;
    BKASH_APP_SECRET: string;
    BKASH_USERNAME: string;
    BKASH_PASSWORD: string;
  };
  /** Every API call and page action received, oldest first. */
  readonly calls: SandboxCall[];
  /** The next payment made on a hosted page is reported `deltaMinor` poisha off what was asked. */
  nextAmountMismatch(deltaMinor?: number): void;
  /** The next Pay on a hosted page is declined (a card refused, a wallet without balance). */
  declineNext(): void;
  /**
   * Presses a hosted page's button as a buyer would (by SSLCommerz sessionkey or bKash paymentID):
   * answers where the buyer's browser is sent (and, for SSLCommerz, the fields it posts there).
   */
  press(ref: string, outcome: PageOutcome): Promise<{ url: string; fields: Record<string, string> }>;
  /** Forgets every session, payment and call. */
  reset(): void;
  close(): Promise<void>;
}

interface SslSession {
  sessionkey: string;
  fields: Record<string, string>;
  amountMinor: number;
  createdAt: string;
  status: 'PENDING' | 'VALID' | 'FAILED' | 'CANCELLED';
  valId: string | null;
  bankTranId: string | null;
  paidMinor: number | null;
  validatedOnce: boolean;
  refundedMinor: number;
}

interface SslRefund {
  refundRefId: string;
  bankTranId: string;
  tranId: string;
  amountMinor: number;
  initiatedOn: string;
}

interface BkashPayment {
  paymentID: string;
  fields: Record<string, string>;
  amountMinor: number;
  createdAt: string;
  /** Authorized: the buyer paid on the hosted page, waiting for execute. */
  status: 'Initiated' | 'Authorized' | 'Completed' | 'Failed' | 'Cancelled';
  trxID: string | null;
  paidMinor: number | null;
  executedAt: string | null;
  refundedMinor: number;
}

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/;
const API_VERSION = 'v1.2.0-beta';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const id = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

function amountOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

const wire = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw === '') return {};
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/json')) {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:30rem;color:#0f172a;padding:0 1rem}
.note{background:#fef9c3;padding:.5rem .75rem;border-radius:.375rem}button{font:inherit;padding:.5rem 1.25rem;margin-right:.5rem;border-radius:.375rem;border:1px solid #94a3b8;background:#fff;cursor:pointer}
button[value=pay]{background:#0f766e;color:#fff;border-color:#0f766e}dt{font-weight:600}dd{margin:0 0 .5rem}</style></head>
<body>${body}</body></html>`;
}

/** The three buttons: accessible names exactly "Pay", "Fail" and "Cancel" (the flows click them). */
const buttons = (action: string) => `<form method="post" action="${escape(action)}">
<button type="submit" name="outcome" value="pay">Pay</button><button type="submit" name="outcome" value="fail">Fail</button><button type="submit" name="outcome" value="cancel">Cancel</button>
</form>`;

/** A page that posts `fields` to `url` as the real gateway's return does (a button without scripts). */
function returnPage(url: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return page(
    'Returning to the store',
    `<form method="post" action="${escape(url)}">${inputs}<p>Returning to the store...</p><button type="submit">Continue</button></form>
<script>document.forms[0].submit()</script>`,
  );
}

/** SSLCommerz's IPN signature: md5 over the signed fields and md5(store_passwd), sorted by name. */
function verifySign(fields: Record<string, string>, storePassword: string) {
  const keys = Object.keys(fields).sort();
  const signed = { ...fields, store_passwd: createHash('md5').update(storePassword).digest('hex') };
  const text = [...keys, 'store_passwd']
    .sort()
    .map((k) => `${k}=${signed[k as keyof typeof signed]}`)
    .join('&');
  return { verify_sign: createHash('md5').update(text).digest('hex'), verify_key: keys.join(',') };
}

const SSL_REQUIRED = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
] as const;

const BKASH_CREATE_REQUIRED = [
  'mode',
  'payerReference',
  'callbackURL',
  'amount',
  'currency',
  'intent',
  'merchantInvoiceNumber',
] as const;

/**
 * A stand-in for the store's IPN endpoint in tests of the sandbox or the clients: keeps every form
 * posted to it and answers `{ "ok": true }`.
 */
export async function startMerchantStub(): Promise<{
  origin: string;
  received: Record<string, string>[];
  close(): Promise<void>;
}> {
  const received: Record<string, string>[] = [];
  const server = createServer((request, response) => {
    readBody(request)
      .then((fields) => {
        received.push(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      })
      .catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Starts the sandbox on `port` (0: a free one) of `host`, a loopback address (anything else is
 * refused: its hosted pages pay without money). Its state lives as long as the process.
 */
export async function startPaymentSandbox({
  port = 0,
  host = '127.0.0.1',
}: { port?: number; host?: string } = {}): Promise<PaymentSandbox> {
  if (!LOOPBACK.test(host)) throw new Error(`the payment sandbox listens on this machine only, not on ${host}`);
  const ssl = sandboxCredentials.sslcommerz;
  const bk = sandboxCredentials.bkash;
  const calls: SandboxCall[] = [];
  const sessions = new Map<string, SslSession>();
  const refunds = new Map<string, SslRefund>();
  const payments = new Map<string, BkashPayment>();
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  let mismatchMinor = 0;
  let declining = false;
  let url = '';

  /** The hook-adjusted amount a buyer pays for `asked`. */
  const takeAmount = (asked: number) => {
    const paid = Math.max(0, asked + mismatchMinor);
    mismatchMinor = 0;
    return paid;
  };
  const takeDecline = () => {
    const declined = declining;
    declining = false;
    return declined;
  };

  const sslCredentialsOk = (params: Record<string, unknown>) =>
    params.store_id === ssl.storeId && params.store_passwd === ssl.storePassword;

  const sslElement = (s: SslSession) => ({
    val_id: s.valId ?? '',
    status: s.status,
    validated_on: s.validatedOnce ? now() : '',
    currency_type: 'BDT',
    currency_amount: wire(s.paidMinor ?? s.amountMinor),
    currency_rate: '1.0000',
    base_fair: '0.00',
    value_a: '',
    value_b: '',
    value_c: '',
    value_d: '',
    risk_title: 'Safe',
    risk_level: '0',
    APIConnect: 'DONE',
    bank_tran_id: s.bankTranId ?? '',
    tran_date: s.createdAt,
    tran_id: s.fields.tran_id,
    amount: wire(s.paidMinor ?? s.amountMinor),
    currency: 'BDT',
    sessionkey: s.sessionkey,
    store_amount: wire(Math.round((s.paidMinor ?? s.amountMinor) * 0.975)),
    card_type: s.status === 'VALID' ? 'VISA-Dutch Bangla' : '',
    refunded_amount: wire(s.refundedMinor),
  });

  /** The fields the IPN and the browser's return carry for a finished session. */
  function ipnFields(s: SslSession): Record<string, string> {
    const base: Record<string, string> = {
      status: s.status,
      tran_date: s.createdAt,
      tran_id: s.fields.tran_id ?? '',
      amount: wire(s.paidMinor ?? s.amountMinor),
      currency: 'BDT',
      store_id: ssl.storeId,
      card_type: s.status === 'VALID' ? 'VISA-Dutch Bangla' : '',
      ...(s.status === 'VALID'
        ? {
            val_id: s.valId ?? '',
            bank_tran_id: s.bankTranId ?? '',
            store_amount: wire(Math.round((s.paidMinor ?? 0) * 0.975)),
            card_no: '432149XXXXXX0667',
          }
        : { error: s.status === 'FAILED' ? 'Transaction declined by the issuer' : 'Cancelled by the customer' }),
    };
    return { ...base, ...verifySign(base, ssl.storePassword) };
  }

  async function finishSsl(s: SslSession, outcome: PageOutcome) {
    if (s.status === 'PENDING') {
      if (outcome === 'pay' && !takeDecline()) {
        s.status = 'VALID';
        s.valId = `${new Date().toISOString().slice(2, 10).replace(/-/g, '')}${id(8)}`;
        s.bankTranId = id(10);
        s.paidMinor = takeAmount(s.amountMinor);
      } else {
        s.status = outcome === 'cancel' ? 'CANCELLED' : 'FAILED';
      }
    }
    const fields = ipnFields(s);
    // The IPN goes server to server before the buyer is sent back, as the gateway's does.
    const ipnUrl = s.fields.ipn_url;
    if (ipnUrl) {
      let status = 0;
      let answer: unknown;
      try {
        const response = await fetch(ipnUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
          signal: AbortSignal.timeout(10_000),
          redirect: 'manual',
        });
        status = response.status;
        answer = await response.text();
      } catch (error) {
        answer = error instanceof Error ? error.message : String(error);
      }
      calls.push({
        at: new Date().toISOString(),
        gateway: 'sslcommerz',
        method: 'POST',
        path: 'ipn_url',
        params: { url: ipnUrl, ...fields },
        headers: {},
        status,
        answer,
      });
    }
    const target =
      s.status === 'VALID' ? s.fields.success_url : s.status === 'CANCELLED' ? s.fields.cancel_url : s.fields.fail_url;
    return { url: target ?? '', fields };
  }

  function finishBkash(p: BkashPayment, outcome: PageOutcome) {
    if (p.status === 'Initiated') {
      if (outcome === 'pay' && !takeDecline()) {
        p.status = 'Authorized';
        p.paidMinor = takeAmount(p.amountMinor);
      } else {
        p.status = outcome === 'cancel' ? 'Cancelled' : 'Failed';
      }
    }
    const status = p.status === 'Cancelled' ? 'cancel' : p.status === 'Failed' ? 'failure' : 'success';
    const target = new URL(p.fields.callbackURL ?? '');
    target.searchParams.set('paymentID', p.paymentID);
    target.searchParams.set('status', status);
    return { url: target.toString(), fields: {} };
  }

  /** SSLCommerz's answers: [HTTP status, JSON or HTML]. */
  async function sslcommerz(method: string, path: string, params: Record<string, unknown>) {
    if (method === 'POST' && path === '/gwprocess/v4/api.php') {
      if (!sslCredentialsOk(params)) {
        return [
          200,
          {
            status: 'FAILED',
            failedreason: 'Store Credential Error Or Store is De-active',
            sessionkey: '',
            GatewayPageURL: '',
          },
        ] as const;
      }
      const missing = SSL_REQUIRED.filter((name) => typeof params[name] !== 'string' || params[name] === '');
      const amount = amountOf(params.total_amount);
      const problem =
        missing.length > 0
          ? `Missing: ${missing.join(', ')}`
          : amount === null || amount < 1000 || amount > 50_000_000
            ? 'Invalid Amount: total_amount must be between 10.00 and 500000.00'
            : params.currency !== 'BDT'
              ? 'Invalid Currency'
              : undefined;
      if (problem || amount === null)
        return [200, { status: 'FAILED', failedreason: problem, sessionkey: '', GatewayPageURL: '' }] as const;
      const sessionkey = id(16);
      sessions.set(sessionkey, {
        sessionkey,
        fields: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        amountMinor: amount,
        createdAt: now(),
        status: 'PENDING',
        valId: null,
        bankTranId: null,
        paidMinor: null,
        validatedOnce: false,
        refundedMinor: 0,
      });
      return [
        200,
        {
          status: 'SUCCESS',
          failedreason: '',
          sessionkey,
          GatewayPageURL: `${url}/gwprocess/v4/pay/${sessionkey}`,
          redirectGatewayURL: `${url}/gwprocess/v4/pay/${sessionkey}`,
          storeBanner: '',
          storeLogo: '',
          desc: [],
          is_direct_pay_enable: '0',
        },
      ] as const;
    }

    const pay = /^\/gwprocess\/v4\/pay\/([A-F0-9]+)$/.exec(path);
    if (pay) {
      const s = sessions.get(pay[1]!);
      if (!s) return [404, page('Session not found', '<h1>This payment session does not exist</h1>')] as const;
      if (method === 'GET') {
        return [
          200,
          page(
            'SSLCommerz sandbox',
            `<h1>SSLCommerz sandbox</h1><p class="note">A local stand-in for SSLCommerz: no money moves.</p>
<dl><dt>Merchant</dt><dd>${escape(ssl.storeId)}</dd><dt>Transaction</dt><dd>${escape(s.fields.tran_id ?? '')}</dd>
<dt>Amount</dt><dd>BDT ${wire(s.amountMinor)}</dd></dl>${s.status === 'PENDING' ? buttons(`/gwprocess/v4/pay/${s.sessionkey}`) : `<p>This session is ${escape(s.status)}.</p>`}`,
          ),
        ] as const;
      }
      const outcome = params.outcome;
      if (outcome !== 'pay' && outcome !== 'fail' && outcome !== 'cancel')
        return [400, page('Bad request', '<h1>Pay, Fail or Cancel</h1>')] as const;
      const back = await finishSsl(s, outcome);
      return [200, returnPage(back.url, back.fields)] as const;
    }

    if (method === 'GET' && path === '/validator/api/validationserverAPI.php') {
      if (!sslCredentialsOk(params))
        return [200, { APIConnect: 'INVALID_REQUEST', status: 'INVALID_TRANSACTION' }] as const;
      const s = [...sessions.values()].find((one) => one.valId !== null && one.valId === params.val_id);
      if (!s) return [200, { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' }] as const;
      const answer = {
        ...sslElement(s),
        status: s.validatedOnce ? 'VALIDATED' : 'VALID',
        validated_on: now(),
        gw_version: '',
      };
      s.validatedOnce = true;
      return [200, answer] as const;
    }

    if (method === 'GET' && path === '/validator/api/merchantTransIDvalidationAPI.php') {
      if (!sslCredentialsOk(params))
        return [
          200,
          { APIConnect: 'INVALID_REQUEST', status: 'FAILED', errorReason: 'Invalid store credentials' },
        ] as const;
      if (typeof params.refund_ref_id === 'string') {
        const r = refunds.get(params.refund_ref_id);
        if (!r) return [200, { APIConnect: 'DONE', status: 'failed', errorReason: 'Unknown refund_ref_id' }] as const;
        return [
          200,
          {
            APIConnect: 'DONE',
            bank_tran_id: r.bankTranId,
            tran_id: r.tranId,
            refund_ref_id: r.refundRefId,
            initiated_on: r.initiatedOn,
            refunded_on: r.initiatedOn,
            status: 'refunded',
            errorReason: '',
          },
        ] as const;
      }
      if (typeof params.bank_tran_id === 'string' && params.refund_amount !== undefined) {
        const s = [...sessions.values()].find((one) => one.bankTranId === params.bank_tran_id);
        const amount = amountOf(params.refund_amount);
        const fail = (errorReason: string) =>
          [
            200,
            {
              APIConnect: 'DONE',
              bank_tran_id: params.bank_tran_id,
              trans_id: s?.fields.tran_id ?? '',
              refund_ref_id: '',
              status: 'failed',
              errorReason,
            },
          ] as const;
        if (!s || s.status !== 'VALID' || s.paidMinor === null) return fail('Invalid bank_tran_id');
        if (typeof params.refund_remarks !== 'string' || params.refund_remarks === '')
          return fail('refund_remarks is required');
        if (amount === null || amount <= 0) return fail('Invalid refund_amount');
        if (s.refundedMinor + amount > s.paidMinor) return fail('Refund amount is more than the transaction amount');
        s.refundedMinor += amount;
        const refundRefId = id(12);
        refunds.set(refundRefId, {
          refundRefId,
          bankTranId: s.bankTranId!,
          tranId: s.fields.tran_id ?? '',
          amountMinor: amount,
          initiatedOn: now(),
        });
        return [
          200,
          {
            APIConnect: 'DONE',
            bank_tran_id: s.bankTranId,
            trans_id: s.fields.tran_id,
            refund_ref_id: refundRefId,
            status: 'success',
            errorReason: '',
          },
        ] as const;
      }
      if (typeof params.sessionkey === 'string') {
        const s = sessions.get(params.sessionkey);
        if (!s) return [200, { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' }] as const;
        return [200, sslElement(s)] as const;
      }
      if (typeof params.tran_id === 'string') {
        const found = [...sessions.values()].filter((one) => one.fields.tran_id === params.tran_id).map(sslElement);
        return [200, { APIConnect: 'DONE', no_of_trans_found: found.length, element: found }] as const;
      }
      return [
        200,
        {
          APIConnect: 'INVALID_REQUEST',
          status: 'FAILED',
          errorReason: 'tran_id, sessionkey, bank_tran_id or refund_ref_id is required',
        },
      ] as const;
    }
    return undefined;
  }

  const bkashError = (statusCode: string, statusMessage: string) => [200, { statusCode, statusMessage }] as const;
  const bkashTokenOk = (headers: IncomingMessage['headers']) => {
    const token = headers.authorization;
    const until = typeof token === 'string' ? tokens.get(token) : undefined;
    return until !== undefined && until > Date.now() && headers['x-app-key'] === bk.appKey;
  };
  const issueTokens = () => {
    const idToken = `sandbox.${id(24)}`;
    const refresh = `sandbox-refresh.${id(16)}`;
    tokens.set(idToken, Date.now() + 3600_000);
    refreshTokens.add(refresh);
    return [
      200,
      {
        statusCode: '0000',
        statusMessage: 'Successful',
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: refresh,
      },
    ] as const;
  };
  const paymentAnswer = (p: BkashPayment) => ({
    paymentID: p.paymentID,
    mode: p.fields.mode,
    payerReference: p.fields.payerReference,
    paymentCreateTime: p.createdAt,
    paymentExecuteTime: p.executedAt ?? '',
    trxID: p.trxID ?? '',
    transactionStatus: p.status === 'Authorized' ? 'Initiated' : p.status,
    amount: wire(p.paidMinor ?? p.amountMinor),
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: p.fields.merchantInvoiceNumber,
    userVerificationStatus: p.status === 'Completed' ? 'Complete' : 'Incomplete',
    customerMsisdn: p.status === 'Completed' ? '01770618575' : '',
    statusCode: '0000',
    statusMessage: 'Successful',
  });

  /** bKash's answers (its errors are HTTP 200 with a statusCode other than 0000, as documented). */
  function bkash(method: string, path: string, params: Record<string, unknown>, headers: IncomingMessage['headers']) {
    const pay = /^\/bkash\/pay\/([A-Z0-9]+)$/.exec(path);
    if (pay) {
      const p = payments.get(pay[1]!);
      if (!p) return [404, page('Payment not found', '<h1>This payment does not exist</h1>')] as const;
      if (method === 'GET') {
        return [
          200,
          page(
            'bKash sandbox',
            `<h1>bKash sandbox</h1><p class="note">A local stand-in for bKash: no money moves.</p>
<dl><dt>Invoice</dt><dd>${escape(p.fields.merchantInvoiceNumber ?? '')}</dd><dt>Amount</dt><dd>BDT ${wire(p.amountMinor)}</dd></dl>
${p.status === 'Initiated' ? buttons(`/bkash/pay/${p.paymentID}`) : `<p>This payment is ${escape(p.status)}.</p>`}`,
          ),
        ] as const;
      }
      const outcome = params.outcome;
      if (outcome !== 'pay' && outcome !== 'fail' && outcome !== 'cancel')
        return [400, page('Bad request', '<h1>Pay, Fail or Cancel</h1>')] as const;
      return [303, finishBkash(p, outcome).url] as const;
    }

    const prefix = `/${API_VERSION}/tokenized/checkout/`;
    if (method !== 'POST' || !path.startsWith(prefix)) return undefined;
    const endpoint = path.slice(prefix.length);
    if (endpoint === 'token/grant' || endpoint === 'token/refresh') {
      if (headers.username !== bk.username || headers.password !== bk.password)
        return [401, { statusCode: '4001', statusMessage: 'Invalid username and password' }] as const;
      if (params.app_key !== bk.appKey || params.app_secret !== bk.appSecret)
        return bkashError('2001', 'Invalid App Key');
      if (endpoint === 'token/refresh') {
        if (typeof params.refresh_token !== 'string' || !refreshTokens.delete(params.refresh_token))
          return bkashError('2079', 'Invalid refresh token');
      }
      return issueTokens();
    }
    if (!bkashTokenOk(headers))
      return [401, { statusCode: '2079', statusMessage: 'Invalid Token or App Key' }] as const;

    if (endpoint === 'create') {
      const missing = BKASH_CREATE_REQUIRED.filter((name) => typeof params[name] !== 'string' || params[name] === '');
      if (missing.length > 0) return bkashError('2065', `Mandatory field missing: ${missing.join(', ')}`);
      const amount = amountOf(params.amount);
      if (params.mode !== '0011') return bkashError('2063', 'Mode is not valid as per request data');
      if (amount === null || amount <= 0) return bkashError('2006', 'Invalid amount');
      if (params.currency !== 'BDT') return bkashError('2007', 'Invalid currency');
      if (params.intent !== 'sale') return bkashError('2008', 'Invalid intent');
      if (!URL.canParse(String(params.callbackURL))) return bkashError('2065', 'Invalid callbackURL');
      const paymentID = `TR0011${id(10)}`;
      const p: BkashPayment = {
        paymentID,
        fields: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        amountMinor: amount,
        createdAt: new Date().toISOString(),
        status: 'Initiated',
        trxID: null,
        paidMinor: null,
        executedAt: null,
        refundedMinor: 0,
      };
      payments.set(paymentID, p);
      return [
        200,
        {
          paymentID,
          paymentCreateTime: p.createdAt,
          transactionStatus: 'Initiated',
          amount: wire(amount),
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: p.fields.merchantInvoiceNumber,
          bkashURL: `${url}/bkash/pay/${paymentID}`,
          callbackURL: p.fields.callbackURL,
          successCallbackURL: `${p.fields.callbackURL}?paymentID=${paymentID}&status=success`,
          failureCallbackURL: `${p.fields.callbackURL}?paymentID=${paymentID}&status=failure`,
          cancelledCallbackURL: `${p.fields.callbackURL}?paymentID=${paymentID}&status=cancel`,
          statusCode: '0000',
          statusMessage: 'Successful',
        },
      ] as const;
    }

    const p = typeof params.paymentID === 'string' ? payments.get(params.paymentID) : undefined;
    if (!p) return bkashError('2002', 'Invalid Payment ID');
    if (endpoint === 'execute') {
      if (p.status === 'Completed') return bkashError('2062', 'The payment has already been completed');
      if (p.status !== 'Authorized') return bkashError('2056', 'Invalid Payment State');
      p.status = 'Completed';
      p.trxID = `${new Date().toISOString().slice(5, 7)}${id(4)}`.slice(0, 10);
      p.executedAt = new Date().toISOString();
      const { userVerificationStatus: _unused, ...answer } = paymentAnswer(p);
      return [200, answer] as const;
    }
    if (endpoint === 'payment/status') return [200, paymentAnswer(p)] as const;
    if (endpoint === 'payment/refund') {
      const amount = amountOf(params.amount);
      if (p.status !== 'Completed' || params.trxID !== p.trxID) return bkashError('2056', 'Invalid Payment State');
      if (typeof params.sku !== 'string' || typeof params.reason !== 'string' || params.reason === '')
        return bkashError('2065', 'Mandatory field missing: sku, reason');
      if (amount === null || amount <= 0) return bkashError('2006', 'Invalid amount');
      if (p.refundedMinor + amount > (p.paidMinor ?? 0))
        return bkashError('2071', 'The refund amount is more than the payment amount');
      p.refundedMinor += amount;
      return [
        200,
        {
          completedTime: new Date().toISOString(),
          transactionStatus: 'Completed',
          originalTrxID: p.trxID,
          refundTrxID: `R${id(5)}`,
          amount: wire(amount),
          currency: 'BDT',
          charge: '0.00',
          statusCode: '0000',
          statusMessage: 'Successful',
        },
      ] as const;
    }
    return undefined;
  }

  /** The hooks over HTTP, for processes that cannot hold this object (the end-to-end workers). */
  function control(method: string, path: string, params: Record<string, unknown>) {
    if (method === 'GET' && path === '/__sandbox/calls') return [200, calls] as const;
    if (method === 'POST' && path === '/__sandbox/next-amount-mismatch') {
      sandbox.nextAmountMismatch(params.delta_minor === undefined ? undefined : Number(params.delta_minor));
      return [200, { ok: true }] as const;
    }
    if (method === 'POST' && path === '/__sandbox/decline-next') {
      sandbox.declineNext();
      return [200, { ok: true }] as const;
    }
    return undefined;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const parsed = new URL(request.url ?? '/', 'http://sandbox');
    const path = parsed.pathname;
    const method = request.method ?? 'GET';
    let params: Record<string, unknown>;
    try {
      params = { ...Object.fromEntries(parsed.searchParams), ...(method === 'POST' ? await readBody(request) : {}) };
    } catch {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"status":"FAILED","failedreason":"Unreadable body"}');
      return;
    }
    const gateway: SandboxCall['gateway'] = path.startsWith('/__sandbox/')
      ? 'control'
      : path.startsWith('/bkash/') || path.startsWith(`/${API_VERSION}/`)
        ? 'bkash'
        : 'sslcommerz';
    const answer =
      gateway === 'control'
        ? control(method, path, params)
        : gateway === 'bkash'
          ? bkash(method, path, params, request.headers)
          : await sslcommerz(method, path, params);
    const [status, body] = answer ?? [404, { statusCode: '404', statusMessage: 'Not found' }];
    if (gateway !== 'control') {
      const shownHeaders = Object.fromEntries(
        ['authorization', 'x-app-key', 'username', 'password', 'content-type']
          .filter((name) => typeof request.headers[name] === 'string')
          .map((name) => [name, request.headers[name] as string]),
      );
      calls.push({
        at: new Date().toISOString(),
        gateway,
        method,
        path,
        params,
        headers: shownHeaders,
        status,
        answer: body,
      });
    }
    if (status === 303) {
      response.writeHead(303, { location: String(body) }).end();
    } else if (typeof body === 'string') {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
    } else {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  const sandbox: PaymentSandbox = {
    url,
    env: {
      SSLCOMMERZ_URL: url,
      SSLCOMMERZ_STORE_ID: ssl.storeId,
      SSLCOMMERZ_STORE_PASSWORD: ssl.storePassword,
      BKASH_URL: `${url}/${API_VERSION}`,
      BKASH_APP_KEY: bk.appKey,
      BKASH_APP_SECRET: bk.appSecret,
      BKASH_USERNAME: bk.username,
      BKASH_PASSWORD: bk.password,
    },
    calls,
    nextAmountMismatch(deltaMinor = 100) {
      if (!Number.isSafeInteger(deltaMinor) || deltaMinor === 0)
        throw new Error('the mismatch is a whole, non-zero number of poisha');
      mismatchMinor = deltaMinor;
    },
    declineNext() {
      declining = true;
    },
    async press(ref, outcome) {
      const s = sessions.get(ref);
      if (s) return finishSsl(s, outcome);
      const p = payments.get(ref);
      if (p) return finishBkash(p, outcome);
      throw new Error(`no SSLCommerz session or bKash payment ${ref}`);
    },
    reset() {
      for (const store of [sessions, refunds, payments, tokens]) store.clear();
      refreshTokens.clear();
      calls.splice(0);
      mismatchMinor = 0;
      declining = false;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return sandbox;
}
