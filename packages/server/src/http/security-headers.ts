// Security headers and the request id on every answer, from one synchronous hook. Documents (the
// app, the API reference) get helmet's full set with the app's CSP; the API's JSON and images get
// the set OWASP's REST security cheat sheet gives for APIs: helmet's other headers (the app's CSP,
// DNS prefetch, download and cross-domain policies, XSS auditor, origin-agent clustering, opener
// policy) only mean something to a document, and each header costs a share of every request
// (~20 % of the server's CPU on a cached public read, bench/README.md).
// @fastify/helmet rebuilt helmet's middleware, re-parsing the CSP directives, on every request
// (~14 % more, bench/README.md). None of our headers depends on the request, so helmet runs once
// here and its headers are copied onto each reply.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/** The documents' CSP: the app's own files, Firebase sign-in (and its emulator in development). */
export function contentSecurityPolicy(
  config: Pick<Config, 'firebase' | 'firebaseAuthEmulatorHost' | 'production'>,
): HelmetOptions['contentSecurityPolicy'] {
  const emulator = config.firebaseAuthEmulatorHost ? [`http://${config.firebaseAuthEmulatorHost}`] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://apis.google.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://apis.google.com',
        ...emulator,
      ],
      frameSrc: ["'self'", `https://${config.firebase.authDomain}`, 'https://accounts.google.com', ...emulator],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      ...(config.production ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** The headers helmet sets for `options` (names in lower case). */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** What a JSON or image answer needs, taking HSTS and CORP from the documents' set. */
export function apiHeaders(documentHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = {
    // Nothing in an API answer may load anything or be framed.
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
  for (const name of ['strict-transport-security', 'cross-origin-resource-policy']) {
    const value = documentHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/** The headers an answer to `url` carries: the API's set or the documents' set. */
export type SecurityHeadersFor = (url: string) => Readonly<Record<string, string>>;

/**
 * Adds the headers to every routed answer (404s included) and answers which headers a URL gets,
 * for the answers Fastify makes before routing (a malformed URL: http/framework-errors.ts).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Readonly<HelmetOptions> & { apiPrefix: string; documentPrefixes: readonly string[] },
): SecurityHeadersFor {
  const { apiPrefix, documentPrefixes, ...helmetOptions } = options;
  const documents = helmetHeaders(helmetOptions);
  const api = apiHeaders(documents);
  const isApi = (url: string) =>
    url.startsWith(apiPrefix) && !documentPrefixes.some((prefix) => url.startsWith(prefix));
  app.addHook('onRequest', (request, reply, done) => {
    const toApi = isApi(request.url);
    reply.headers(toApi ? api : documents);
    reply.header('x-request-id', request.id);
    // An answer to a request with credentials may be someone's own data (an order list, a profile,
    // a token): no browser or proxy keeps it. Public reads set their own caching over this.
    if (toApi && request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
    done();
  });
  return (url) => (isApi(url) ? api : documents);
}
