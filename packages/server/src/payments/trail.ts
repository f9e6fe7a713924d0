// A payment's trail (requirements §18): each gateway call and its answer, and each person's act,
// written beside the change it records. Secrets never enter it (docs/security.md, Payments).
import type { Insertable } from 'kysely';
import type { PaymentEventKind } from '@storefront/shared';
import { nowIso } from '../db/util.ts';
import type { PaymentEventsTable } from '../db/schema.ts';
import type { GatewayTrail } from './gateways/port.ts';

/** Keys whose values never enter the trail, whoever sent them (docs/security.md, Payments). */
const SECRET_KEY = /pass|secret|token|sign|verify_key|card_no|card_number|cvv|pin/i;

/** `value` with every secret-looking field replaced by "***", at any depth. */
export function scrubbed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrubbed);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? '***' : scrubbed(v)]),
    );
  return value;
}

/** A trail being written: the gateway's calls as they happen, saved once the work is done. */
export function trailFor(paymentId: string, by: string | null = null) {
  const events: Insertable<PaymentEventsTable>[] = [];
  const add = (kind: PaymentEventKind | string, request: unknown, response: unknown, ok: boolean) =>
    events.push({
      payment_id: paymentId,
      at: nowIso(),
      kind,
      request: JSON.stringify(scrubbed(request) ?? null),
      response: JSON.stringify(scrubbed(response) ?? null),
      ok: ok ? 1 : 0,
      by_email: by,
    });
  const gateway: GatewayTrail = ({ kind, request, response, ok }) => add(kind, request, response, ok);
  return { events, add, gateway };
}
