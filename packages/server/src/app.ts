// Builds the Fastify instance: its plugins, the API's routes, the pages and the SPA, over the
// services wiring.ts builds. main.ts listens; tests inject.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_BASE,
  apiPaths,
  fromMinor,
  paymentMethodSchema,
  percentOfBp,
  type PaymentMethod,
} from '@storefront/shared';
import Fastify, { type FastifyInstance, type FastifyServerFactory, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IdTokenVerifier } from './auth/firebase.ts';
import { addressRoutes } from './addresses/routes.ts';
import { buildRoutes } from './builds/routes.ts';
import { approvalRoutes } from './companies/approval-routes.ts';
import { termsRoutes } from './terms/routes.ts';
import { companyRoutes } from './companies/routes.ts';
import { customerGroupRoutes } from './customer-groups/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { catalogPages } from './catalog/pages.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { deliveryRoutes } from './delivery/routes.ts';
import type { Config } from './config.ts';
import type { RouteContext, Services } from './context.ts';
import type { ChangeFeed } from './db/changes.ts';
import type { Db } from './db/connection.ts';
import { apiDocument } from './http/api-document.ts';
import { documentErrorAnswers } from './http/error-responses.ts';
import { registerErrorHandler } from './http/errors.ts';
import { firstViews } from './http/first-views.ts';
import { frameworkErrorOptions } from './http/framework-errors.ts';
import { refuseSeveralHosts } from './http/host-header.ts';
import { withNullInNullableEnums } from './http/openapi-nullable.ts';
import { publicFastPath } from './http/public-fast-path.ts';
import { RequestLog, type RequestLines } from './http/request-log.ts';
import { contentSecurityPolicy, registerSecurityHeaders, type SecurityHeadersFor } from './http/security-headers.ts';
import { registerSpa, type BrowserConfig } from './http/spa.ts';
import { MAX_UPLOAD_BYTES } from './images/pipeline.ts';
import { imageRoutes } from './images/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { purchaseRoutes } from './purchases/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { stockRoutes } from './stock/routes.ts';
import { userRoutes } from './users/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { wireServices, type WiringOptions } from './wiring.ts';

export interface BuildOptions {
  /** Replaces Firebase ID-token verification (unit tests). */
  verifyIdToken?: IdTokenVerifier;
  /** Pino options, or false for no logging; defaults to JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Replaces the change feed chosen from DATABASE_URL (tests); buildApp closes it with the app. */
  changes?: ChangeFeed;
  /** Where answered requests' lines are written directly (the logger's destination: main.ts). */
  requestLines?: RequestLines;
  /** The payment gateways (tests pass fakes); none: only cash on delivery is offered. */
  gateways?: WiringOptions['gateways'];
  /**
   * false: every request goes through Fastify, the held public reads too (http/public-fast-path.ts;
   * its test compares the two). Default true.
   */
  publicFastPath?: boolean;
}

/** What answers a request before Fastify, once the services exist (buildApp). */
interface EarlyAnswers {
  answer?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

export function browserConfig(config: Config, paymentMethods: PaymentMethod[] = ['cod']): BrowserConfig {
  return {
    firebase: { ...config.firebase },
    ...(config.firebaseAuthEmulatorHost ? { authEmulatorUrl: `http://${config.firebaseAuthEmulatorHost}` } : {}),
    contactEmail: config.contactEmail,
    timeZone: config.timeZone,
    vatRateDefault: percentOfBp(config.vatRateDefaultBp),
    payment_methods: paymentMethods,
    cod_advance_above: fromMinor(config.payments.codAdvanceAboveMinor),
  };
}

/**
 * The HTTP/1 server Fastify would make (its lib/server.js), its listener offering each request to
 * the public reads' fast path (http/public-fast-path.ts) before Fastify's handler.
 */
function answeringEarly(early: EarlyAnswers): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer(options.http as ServerOptions, (request, response) => {
      if (!early.answer?.(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    return server;
  };
}

/** The instance, its error answers and its plugins: what every answer passes through. */
async function createInstance(
  config: Config,
  options: BuildOptions,
  early: EarlyAnswers,
  requestLog: RequestLog,
): Promise<{ app: FastifyInstance; securityHeaders: SecurityHeadersFor }> {
  // Built after the instance: the framework's own errors (made by the instance) read it then.
  const securityHeaders: { for?: SecurityHeadersFor } = {};
  const app = Fastify({
    ...(options.publicFastPath === false ? {} : { serverFactory: answeringEarly(early) }),
    ...frameworkErrorOptions(() => securityHeaders.for),
    logger: options.logger ?? { level: config.logLevel },
    logController: requestLog,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // Every connection is bounded in time (docs/security.md, Limits); expired requests are found
    // every second instead of Node's 30.
    requestTimeout: config.connections.requestTimeoutMs,
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    http: { headersTimeout: config.connections.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  securityHeaders.for = registerSecurityHeaders(app, {
    apiPrefix: `${API_BASE}/`,
    documentPrefixes: [`${API_BASE}${apiPaths.docs}`],
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Firebase's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // After the security headers: the refusal carries them as every answer does.
  refuseSeveralHosts(app);
  // Without CORS_ORIGINS no origin is allowed, which is the browser's own rule: the plugin's hook
  // would only run on every request to add nothing (bench/README.md, "GET /api/item as users run it").
  if (config.corsOrigins.length)
    await app.register(cors, {
      origin: config.corsOrigins,
      exposedHeaders: ['x-total-count', 'x-request-id'],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10, parts: 12 } });

  await app.register(swagger, {
    openapi: apiDocument(config),
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      withNullInNullableEnums('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE}${apiPaths.docs}`,
    staticCSP: true,
    // Over plain http (development, a LAN address) upgrading would break the page's own assets.
    transformStaticCSP: (header) => (config.production ? header : header.replace(/\s*upgrade-insecure-requests;?/, '')),
  });

  documentErrorAnswers(app);
  return { app, securityHeaders: securityHeaders.for };
}

/** The routes' rate limits, made of the rate-limit plugin: used as preHandlers, after the guards. */
function rateLimits(app: FastifyInstance, config: Config): RouteContext['limits'] {
  // Writes count per signed-in user, exchanges per IP.
  const limiter = (max: number) =>
    app.rateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: (request) => (request.currentUser ? `user:${request.currentUser.id}` : `ip:${request.ip}`),
    });
  return {
    exchange: limiter(config.rateLimit.exchangePerMinute),
    writes: limiter(config.rateLimit.writesPerMinute),
  };
}

/** The API under API_BASE: its own meta routes, then each area's. */
async function registerApi(app: FastifyInstance, config: Config, ctx: RouteContext, clientConfig: BrowserConfig) {
  await app.register(
    async (api) => {
      const r = api.withTypeProvider<ZodTypeProvider>();
      r.get(
        apiPaths.health,
        {
          schema: {
            operationId: 'getHealth',
            tags: ['meta'],
            summary: 'Health check',
            description: 'Answers once the server is up and its database migrated',
            response: { 200: z.object({ ok: z.literal(true) }) },
          },
        },
        async () => ({ ok: true as const }),
      );
      r.get(
        apiPaths.config,
        {
          schema: {
            operationId: 'getConfig',
            tags: ['meta'],
            summary: "The browser's runtime configuration",
            description:
              "What the app needs before its first call (Firebase's public settings, the Auth emulator's URL in development, the contact address, the store's time zone, the default VAT rate, the payment methods offered and the cash advance's threshold); also inlined in every page",
            response: {
              200: z.object({
                firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() }),
                authEmulatorUrl: z.string().optional(),
                contactEmail: z.string(),
                timeZone: z.string().describe("The store's time zone (STORE_TIME_ZONE), for its times and days"),
                vatRateDefault: z
                  .number()
                  .describe('The VAT rate in percent of an item without its own (VAT_RATE_DEFAULT)'),
                payment_methods: z
                  .array(paymentMethodSchema)
                  .describe('The payment methods offered: cash on delivery, and each whose gateway is configured'),
                cod_advance_above: z
                  .number()
                  .describe(
                    'COD_ADVANCE_ABOVE in BDT: a cash order above it pays its delivery and 10% of its goods online first (where a gateway can take it)',
                  ),
              }),
            },
          },
        },
        async () => clientConfig,
      );
      r.get(apiPaths.openApi, { schema: { hide: true } }, async () => api.swagger());
      catalogRoutes(api, ctx);
      stockRoutes(api, ctx);
      orderRoutes(api, ctx, { timeZone: config.timeZone });
      reviewRoutes(api, ctx);
      userRoutes(api, ctx);
      addressRoutes(api, ctx);
      cartRoutes(api, ctx);
      buildRoutes(api, ctx);
      companyRoutes(api, ctx);
      customerGroupRoutes(api, ctx);
      approvalRoutes(api, ctx);
      termsRoutes(api, ctx);
      purchaseRoutes(api, ctx);
      paymentRoutes(api, ctx, { timeZone: config.timeZone });
      invoiceRoutes(api, ctx);
      deliveryRoutes(api, ctx);
      reportRoutes(api, ctx);
      imageRoutes(api, ctx);
    },
    { prefix: API_BASE },
  );
}

/** Everything outside the API: the app's index for its routes, the catalog's drawn pages, 404s. */
async function registerPages(app: FastifyInstance, config: Config, services: Services, clientConfig: BrowserConfig) {
  const sendIndex = await registerSpa(app, config.appDist, clientConfig, config.publicOrigin);
  catalogPages(app, {
    catalog: services.catalog,
    cache: services.cache,
    sendIndex,
    publicOrigin: config.publicOrigin,
    views: firstViews(config.appDist, app.log),
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === API_BASE || path.startsWith(`${API_BASE}/`);
    // Client-side routes get the app; a missing file (/assets/x.js, /logo.png) gets a real 404.
    const isFile = /\.[A-Za-z0-9]+$/.test(path) && !path.endsWith('.html');
    if (!isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) return sendIndex(reply, path);
    return reply.status(404).send({ message: isApi ? `No API route ${request.method} ${path}` : 'Not found' });
  });
}

export async function buildApp(config: Config, db: Db, options: BuildOptions = {}): Promise<FastifyInstance> {
  const early: EarlyAnswers = {};
  const requestLog = new RequestLog(options.requestLines);
  const { app, securityHeaders } = await createInstance(config, options, early, requestLog);
  const services = await wireServices(config, db, {
    log: app.log,
    onClose: (hook) => app.addHook('onClose', hook),
    verifyIdToken: options.verifyIdToken,
    changes: options.changes,
    gateways: options.gateways,
  });
  const clientConfig = browserConfig(config, services.payments.offered);
  await registerApi(app, config, { ...services, limits: rateLimits(app, config) }, clientConfig);
  await registerPages(app, config, services, clientConfig);
  // With CORS_ORIGINS the plugin's headers depend on the request's Origin: every request goes to Fastify.
  if (options.publicFastPath !== false && !config.corsOrigins.length) {
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    early.answer = publicFastPath({
      cache: services.cache,
      securityHeaders,
      logAnswered: (...line) => requestLog.answeredBeforeRouting(app.log, ...line),
      closing: () => closing,
    });
  }
  // Beyond it, Node closes new connections at once rather than let them pile up.
  app.server.maxConnections = config.connections.max;
  return app;
}
