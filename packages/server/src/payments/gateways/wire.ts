// What both clients share: money on the wire, calls with a deadline, and a trail without secrets.
import type { GatewayTrail } from './port.ts';

/** Poisha to the gateways' decimal taka: 123450 -> "1234.50". */
export function toWireAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not an amount in poisha: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** The gateways' decimal taka to poisha ("1234.5" -> 123450), or null when it is not an amount. */
export function fromWireAmount(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const SECRET_KEYS = new Set(['store_passwd', 'app_secret', 'password', 'authorization', 'id_token', 'refresh_token']);

/** A copy of `value` with every secret (passwords, app secret, tokens) replaced by "***". */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, SECRET_KEYS.has(key.toLowerCase()) ? '***' : redact(v)]),
    );
  }
  return value;
}

/** How long one gateway call may take: a buyer waits on it at checkout. */
export const GATEWAY_TIMEOUT_MS = 15_000;

export interface WireRequest {
  kind: string;
  method: 'GET' | 'POST';
  url: string;
  /** What the trail shows of the request (the URL's path, the fields); secrets are redacted here. */
  shown: Record<string, unknown>;
  headers?: Record<string, string>;
  body?: string;
  /** Whether the answer is the gateway saying yes (its status fields), for the trail's `ok`. */
  accept: (body: Record<string, unknown>) => boolean;
}

/**
 * Makes one call and records it in `trail`, secrets removed. Answers the parsed JSON body (an
 * error's too: the gateways explain refusals in it), or null when the gateway could not be
 * reached or answered something other than a JSON object (the trail says which).
 */
export async function call(request: WireRequest, trail: GatewayTrail): Promise<Record<string, unknown> | null> {
  const shownRequest = redact(request.shown);
  let status: number | undefined;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    status = response.status;
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      trail({
        kind: request.kind,
        request: shownRequest,
        response: { http_status: status, body: text.slice(0, 500) },
        ok: false,
      });
      return null;
    }
    const body = parsed as Record<string, unknown>;
    trail({
      kind: request.kind,
      request: shownRequest,
      response: redact(body),
      ok: response.ok && request.accept(body),
    });
    return body;
  } catch (error) {
    trail({
      kind: request.kind,
      request: shownRequest,
      // A query string (SSLCommerz's validator takes the store password in one) never reaches the trail.
      response: {
        error: (error instanceof Error ? error.message : String(error)).replace(/\?\S*/g, '?...'),
        http_status: status ?? null,
      },
      ok: false,
    });
    return null;
  }
}

/** A text field of a gateway's answer, or null. */
export function text(body: Record<string, unknown> | null, key: string): string | null {
  const value = body?.[key];
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
}
