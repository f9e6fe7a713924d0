// An in-memory payment gateway the payments tests drive (issue 33): it opens sessions, answers a
// confirmation only for what the test says was paid (with the amount and currency the test
// chooses), and records refunds. Its trail carries a secret the store must remove.
import type {
  Confirmation,
  GatewayTrail,
  PaymentGateway,
  RefundResult,
  StartInput,
} from '../../src/payments/gateways/port.ts';

export interface FakeGateway extends PaymentGateway {
  /** Every session opened, in order. */
  sessions: StartInput[];
  refunds: { tranId: string; amountMinor: number; bankRef: string }[];
  /** How many confirmations were asked (each IPN, return or callback the store believed enough to ask about). */
  confirmations: number;
  /**
   * The buyer pays `tranId`'s last session at the gateway: answers the validation id (SSLCommerz)
   * or payment id (bKash) the gateway then confirms. `amountMinor` and `currency` default to the session's.
   */
  pay(tranId: string, figures?: { amountMinor?: number; currency?: string }): string;
  /** The next session fails to open (the gateway is down). */
  failNextStart(): void;
  /** The next refund is refused by the gateway. */
  failNextRefund(): void;
  /** The next refund call throws (the gateway cannot be reached), nothing refunded. */
  throwNextRefund(): void;
}

export function fakeGateway(method: 'bkash' | 'sslcommerz'): FakeGateway {
  const paid = new Map<string, Confirmation>();
  let opened = 0;
  let failNext = false;
  let refuseRefund = false;
  let unreachableRefund = false;
  const gateway: FakeGateway = {
    method,
    sessions: [],
    refunds: [],
    confirmations: 0,

    async start(input: StartInput, trail: GatewayTrail) {
      if (failNext) {
        failNext = false;
        throw new Error('gateway unreachable');
      }
      opened += 1;
      gateway.sessions.push(input);
      const gatewayRef = `${method}-session-${opened}-${input.tranId}`;
      const redirectUrl = `https://${method}.gateway.test/pay/${gatewayRef}`;
      trail({
        kind: 'session',
        request: { store_passwd: 'secret-password', tran_id: input.tranId, total_amount: input.amountMinor / 100 },
        response: { status: 'SUCCESS', GatewayPageURL: redirectUrl },
        ok: true,
      });
      return { redirectUrl, gatewayRef };
    },

    async confirm(input, trail: GatewayTrail) {
      gateway.confirmations += 1;
      const key = input.valId ?? input.gatewayRef ?? '';
      const known = paid.get(key);
      const answer: Confirmation = known ?? {
        state: 'invalid',
        tranId: null,
        amountMinor: null,
        currency: null,
        gatewayRef: null,
        bankRef: null,
      };
      trail({ kind: method === 'bkash' ? 'query' : 'validation', request: input, response: answer, ok: !!known });
      return answer;
    },

    async refund(input, trail: GatewayTrail): Promise<RefundResult> {
      if (unreachableRefund) {
        unreachableRefund = false;
        throw new Error('gateway unreachable');
      }
      if (refuseRefund) {
        refuseRefund = false;
        trail({ kind: 'refund', request: input, response: { status: 'failed' }, ok: false });
        return { state: 'failed', refundRef: null };
      }
      gateway.refunds.push({ tranId: input.tranId, amountMinor: input.amountMinor, bankRef: input.bankRef });
      trail({ kind: 'refund', request: input, response: { status: 'success' }, ok: true });
      return { state: 'done', refundRef: `refund-${gateway.refunds.length}` };
    },

    pay(tranId, figures = {}) {
      const session = gateway.sessions.findLast((s) => s.tranId === tranId);
      if (!session) throw new Error(`no session for ${tranId}`);
      const ref = `${method}-session-${gateway.sessions.lastIndexOf(session) + 1}-${tranId}`;
      const key = method === 'bkash' ? ref : `val-${ref}`;
      paid.set(key, {
        state: 'valid',
        tranId,
        amountMinor: figures.amountMinor ?? session.amountMinor,
        currency: figures.currency ?? 'BDT',
        gatewayRef: ref,
        bankRef: `bank-${ref}`,
      });
      return key;
    },

    failNextStart() {
      failNext = true;
    },

    failNextRefund() {
      refuseRefund = true;
    },

    throwNextRefund() {
      unreachableRefund = true;
    },
  };
  return gateway;
}
