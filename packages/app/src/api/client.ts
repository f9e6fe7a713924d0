// The one fetch client: every call to our API goes through here. It sends the access token, and on
// a 401 asks the auth layer for a fresh one once (transparent re-sign-in) before giving up.
import {
  ACCESS_TOKEN_KEY,
  API_BASE,
  TOTAL_COUNT_HEADER,
  apiPaths,
  failures,
  type ErrorAnswer,
  type Language,
} from '@storefront/shared';

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export interface AuthBridge {
  /** Exchanges a fresh identity-provider token for a new access token; null when nobody is signed in. */
  refreshAccessToken: () => Promise<string | null>;
  /** Called when the server keeps refusing us: end the session. */
  signOut: () => Promise<void>;
}

let bridge: AuthBridge | undefined;
let refreshing: Promise<string | null> | undefined;

export function connectAuth(value: AuthBridge | undefined): void {
  bridge = value;
}

export function getAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAccessToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(ACCESS_TOKEN_KEY, token);
    else localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts as long as the page.
  }
}

/** Concurrent 401s share one re-sign-in. */
export function refreshAccessToken(): Promise<string | null> {
  if (!bridge) return Promise.resolve(null);
  refreshing ??= bridge.refreshAccessToken().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

export interface ApiResult<T> {
  data: T;
  /** The x-total-count header of a paged list. */
  total: number | undefined;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The error a person reads for a failed answer. Our server's 4xx messages are written for people and
 * kept; a 5xx, or an answer that is not ours (a proxy's page), becomes plain words with the request
 * id as a reference, and the technical detail goes to the console for support.
 */
export function apiErrorFrom(
  status: number,
  statusText: string,
  answer: Partial<ErrorAnswer> | undefined,
  requestId: string | null,
): ApiError {
  const own = typeof answer?.message === 'string' && answer.message ? answer.message : undefined;
  if (own && status < 500) return new ApiError(status, own, answer?.errors ?? {});
  console.error('API call failed', { status, statusText, message: own, requestId });
  const words = status === 413 ? failures.tooLarge : status === 429 ? failures.tooMany : failures.server;
  return new ApiError(status, requestId ? `${words} ${failures.reference(requestId)}` : words);
}

export async function errorFrom(response: Response): Promise<ApiError> {
  let answer: Partial<ErrorAnswer> | undefined;
  try {
    answer = (await response.json()) as Partial<ErrorAnswer>;
  } catch {
    // Not JSON (a proxy's error page): not ours to show.
  }
  return apiErrorFrom(response.status, response.statusText, answer, response.headers.get('x-request-id'));
}

/** fetch, with a failure to reach the server (offline, DNS, refused) in words. */
export async function reach(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    console.error('API call could not be sent', cause);
    throw new ApiError(0, failures.network);
  }
}

/** Sends a request with the access token; one transparent re-sign-in on 401. */
export async function sendWithAuth(send: (token: string | null) => Promise<Response>): Promise<Response> {
  let response = await send(getAccessToken());
  if (response.status !== 401 || !bridge) return response;
  const fresh = await refreshAccessToken();
  if (fresh) response = await send(fresh);
  if (response.status === 401) await bridge.signOut();
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, signal } = options;
  const response = await sendWithAuth((token) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    return reach(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  });
  if (!response.ok) throw await errorFrom(response);
  const totalHeader = response.headers.get(TOTAL_COUNT_HEADER);
  const text = response.status === 204 ? '' : await response.text();
  return {
    data: (text ? JSON.parse(text) : undefined) as T,
    total: totalHeader === null ? undefined : Number(totalHeader),
  };
}

export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return (await apiRequest<T>(path, { method, body })).data;
}

/** Token exchange (requirements §3): the identity provider's ID token in, our access token out. */
/** The token exchange: our access token (kept for the API's calls) and the account's language (requirements §16). */
export async function exchangeToken(email: string, idToken: string): Promise<{ token: string; language?: Language }> {
  const response = await reach(`${API_BASE}${apiPaths.user(email)}`, {
    method: 'PUT',
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw await errorFrom(response);
  const answer = (await response.json()) as { token: string; language?: Language };
  setAccessToken(answer.token);
  return answer;
}
