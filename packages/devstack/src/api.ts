// A small fetch client for the API: every call answers status, headers and the parsed body,
// whatever the status, so tests can assert on errors as easily as on successes.

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text when it is not JSON, or undefined when empty. */
  body: T;
  text: string;
}

export interface RequestOptions {
  /** A JSON value (sent as application/json), or a raw body (string, Buffer, FormData, Blob) sent as is. */
  json?: unknown;
  body?: string | Uint8Array | FormData | Blob;
  headers?: Record<string, string>;
  /** Overrides the client's token for this call; null sends no Authorization header. */
  token?: string | null;
  redirect?: RequestRedirect;
  /** Aborts the call (AbortSignal.timeout(ms): a server that never answers fails the test in time). */
  signal?: AbortSignal;
}

export interface Api {
  /** The server's origin, e.g. http://127.0.0.1:4321 */
  readonly origin: string;
  readonly token: string | undefined;
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, json?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(path: string, json?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** The same client with another bearer token (undefined: anonymous). */
  withToken(token: string | undefined): Api;
}

/**
 * A client for `origin`. Paths are relative to /api unless they start with `/api/` or are
 * absolute URLs: `api.get('/item')` calls `<origin>/api/item`.
 */
export function createApi(origin: string, token?: string): Api {
  const resolve = (path: string) => {
    if (/^https?:\/\//.test(path)) return path;
    if (path.startsWith('/api/') || path === '/api') return `${origin}${path}`;
    return `${origin}/api${path}`;
  };

  const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    const bearer = options.token === undefined ? token : options.token;
    if (bearer) headers.authorization ??= `Bearer ${bearer}`;
    let body: RequestInit['body'];
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.body !== undefined) {
      body = options.body as RequestInit['body'];
    }
    const response = await fetch(resolve(path), {
      method,
      headers,
      body,
      redirect: options.redirect ?? 'follow',
      signal: options.signal,
    });
    const text = await response.text();
    let parsed: unknown = text === '' ? undefined : text;
    if (text !== '' && (response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };

  const api: Api = {
    origin,
    token,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, json, options) => request('POST', path, { ...options, json }),
    put: (path, json, options) => request('PUT', path, { ...options, json }),
    delete: (path, options) => request('DELETE', path, options),
    withToken: (other) => createApi(origin, other),
  };
  return api;
}

/** The raw bytes of `url` (an image, for instance). */
export async function fetchBytes(url: string): Promise<Buffer> {
  const response: Response = await fetch(url);
  const body: ArrayBuffer = await response.arrayBuffer();
  return Buffer.from(body);
}
