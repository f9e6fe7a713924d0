// Builds the Fastify instance: plugins, routes, error handling. main.ts listens; tests inject.
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE, toMinor } from '@storefront/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { firebaseVerifier, type IdTokenVerifier } from './auth/firebase.ts';
import { createGuards } from './auth/guard.ts';
import { authService } from './auth/service.ts';
import { createTokenSigner } from './auth/tokens.ts';
import { itemsRepository } from './catalog/repository.ts';
import { addressRoutes } from './addresses/routes.ts';
import { addressesRepository } from './addresses/repository.ts';
import { addressesService } from './addresses/service.ts';
import { cartRepository } from './cart/repository.ts';
import { cartRoutes } from './cart/routes.ts';
import { cartService } from './cart/service.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { catalogService } from './catalog/service.ts';
import type { Config } from './config.ts';
import type { RouteContext } from './context.ts';
import { localChangeFeed, postgresChangeFeed, type ChangeFeed } from './db/changes.ts';
import { countCache } from './db/count-cache.ts';
import { isPostgresUrl, type Db } from './db/connection.ts';
import { registerErrorHandler } from './http/errors.ts';
import { publicCache } from './http/public-cache.ts';
import { RequestLog } from './http/request-log.ts';
import { documentErrorAnswers } from './http/error-responses.ts';
import { withNullInNullableEnums } from './http/openapi-nullable.ts';
import { frameworkErrorOptions } from './http/framework-errors.ts';
import { contentSecurityPolicy, registerSecurityHeaders, type SecurityHeadersFor } from './http/security-headers.ts';
import { firstViews } from './http/first-views.ts';
import { refuseSeveralHosts } from './http/host-header.ts';
import { registerSpa, type BrowserConfig } from './http/spa.ts';
import { catalogPages } from './catalog/pages.ts';
import { MAX_UPLOAD_BYTES } from './images/pipeline.ts';
import { imagesRepository } from './images/repository.ts';
import { imageRoutes } from './images/routes.ts';
import { imagesService } from './images/service.ts';
import { ordersRepository } from './orders/repository.ts';
import { orderRoutes } from './orders/routes.ts';
import { ordersService } from './orders/service.ts';
import { purchasesRepository } from './purchases/repository.ts';
import { purchaseRoutes } from './purchases/routes.ts';
import { purchasesService } from './purchases/service.ts';
import { prepareReports } from './reports/prepare.ts';
import { reportsRepository } from './reports/repository.ts';
import { reportRoutes } from './reports/routes.ts';
import { reportsService } from './reports/service.ts';
import { stockRepository } from './stock/repository.ts';
import { stockRoutes } from './stock/routes.ts';
import { stockService } from './stock/service.ts';
import { noticesRepository } from './notices/repository.ts';
import { startNoticeSender } from './notices/sender.ts';
import { reviewsRepository } from './reviews/repository.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { reviewsService } from './reviews/service.ts';
import { usersRepository } from './users/repository.ts';
import { userRoutes } from './users/routes.ts';
import { usersService } from './users/service.ts';

export interface BuildOptions {
  /** Replaces Firebase ID-token verification (unit tests). */
  verifyIdToken?: IdTokenVerifier;
  /** Pino options, or false for no logging; defaults to JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Replaces the change feed chosen from DATABASE_URL (tests); buildApp closes it with the app. */
  changes?: ChangeFeed;
}

/** On PostgreSQL several instances may share the database: changes travel through it. */
function changeFeedFor(config: Config, app: FastifyInstance): ChangeFeed {
  if (!isPostgresUrl(config.databaseUrl)) return localChangeFeed();
  return postgresChangeFeed(config.databaseUrl, {
    onError: (error) =>
      app.log.warn({ err: error }, 'change feed: a PostgreSQL error (a lost LISTEN connection reconnects)'),
  });
}

export function browserConfig(config: Config): BrowserConfig {
  return {
    firebase: { ...config.firebase },
    ...(config.firebaseAuthEmulatorHost ? { authEmulatorUrl: `http://${config.firebaseAuthEmulatorHost}` } : {}),
    contactEmail: config.contactEmail,
    timeZone: config.timeZone,
  };
}

export async function buildApp(config: Config, db: Db, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Built after the instance: the framework's own errors (made by the instance) read it then.
  const securityHeaders: { for?: SecurityHeadersFor } = {};
  const app = Fastify({
    ...frameworkErrorOptions(() => securityHeaders.for),
    logger: options.logger ?? { level: config.logLevel },
    logController: new RequestLog(),
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
    documentPrefixes: [`${API_BASE}/docs`],
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Firebase's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // After the security headers: the refusal carries them as every answer does.
  refuseSeveralHosts(app);
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    exposedHeaders: ['x-total-count', 'x-request-id'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10, parts: 12 } });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Computer Club storefront API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      withNullInNullableEnums('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE}/docs`,
    staticCSP: true,
    // Over plain http (development, a LAN address) upgrading would break the page's own assets.
    transformStaticCSP: (header) => (config.production ? header : header.replace(/\s*upgrade-insecure-requests;?/, '')),
  });

  documentErrorAnswers(app);

  // The reports' days follow STORE_TIME_ZONE: recounted here if it changed (reports/prepare.ts).
  await prepareReports(db, config.timeZone);
  const changes = options.changes ?? changeFeedFor(config, app);
  app.addHook('onClose', () => changes.close());
  // The paged lists' counts, kept until a write changes them (db/count-cache.ts).
  const counted = countCache({ changes, ttlMs: config.cacheTtlMs });
  const usersRepo = usersRepository(db);
  const users = { ...usersRepo, count: counted('users', usersRepo.count) };
  const items = itemsRepository(db);
  const orders = ordersRepository(db);
  const reviews = reviewsRepository(db);
  const tokens = createTokenSigner(config.authSecret, config.accessTokenTtlSeconds);
  const verifyIdToken =
    options.verifyIdToken ?? firebaseVerifier(config.firebase.projectId, config.firebaseAuthEmulatorHost);
  const images = imagesService(imagesRepository(db));
  // Used as preHandlers, after the guards: writes count per signed-in user, exchanges per IP.
  const limiter = (max: number) =>
    app.rateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: (request) => (request.currentUser ? `user:${request.currentUser.id}` : `ip:${request.ip}`),
    });
  // The overview folds the orders' appended changes before it reads; folding every minute as well
  // keeps that first read short however long nobody looked (docs/architecture.md, Reports).
  const reports = reportsRepository(db);
  const folding = setInterval(() => {
    reports.fold().catch((error: unknown) => app.log.warn({ err: error }, 'reports: folding the changes failed'));
  }, 60_000);
  folding.unref();
  app.addHook('onClose', async () => clearInterval(folding));
  // How orders are placed, one at a time or a cart at once: the same limits and notices.
  const placing = {
    stockSharePercent: config.stockSharePercent,
    unverifiedLimitMinor: toMinor(config.unverifiedOrderLimitBdt),
    notifyEmails: config.notifyEmails,
  };
  const ctx: RouteContext = {
    guards: createGuards(tokens, users.findById),
    auth: authService({ verifyIdToken, tokens, users, changes, adminEmails: config.adminEmails }),
    catalog: catalogService({ ...items, countLive: counted('items', items.countLive) }, changes),
    orders: ordersService({ ...orders, countAll: counted('orders', orders.countAll) }, changes, {
      ...placing,
      timeZone: config.timeZone,
    }),
    reviews: reviewsService({ ...reviews, count: counted('reviews', reviews.count) }, changes, {
      perDay: config.rateLimit.reviewsPerDay,
    }),
    cache: publicCache({ changes, ttlMs: config.cacheTtlMs, maxBytes: config.publicCacheMaxBytes }),
    stock: stockService(stockRepository(db), items, changes),
    users: usersService(users),
    addresses: addressesService(addressesRepository(db)),
    cart: cartService(cartRepository(db)),
    purchases: purchasesService(purchasesRepository(db), changes, placing),
    reports: reportsService(reports, { timeZone: config.timeZone }),
    images,
    limits: {
      exchange: limiter(config.rateLimit.exchangePerMinute),
      writes: limiter(config.rateLimit.writesPerMinute),
    },
  };
  const clientConfig = browserConfig(config);
  if (config.mail.smtpUrl) {
    // nodemailer loads only where mail goes out.
    const { createTransport } = await import('nodemailer');
    // Every send ends well within a claim's 60 s lease (notices/sender.ts): no other instance
    // takes over an email that is still being sent.
    const transport = createTransport({
      url: config.mail.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const sender = startNoticeSender({
      notices: noticesRepository(db),
      changes,
      transport,
      from: config.mail.from,
      origin: config.publicOrigin,
      contactEmail: config.contactEmail,
      log: app.log,
    });
    app.addHook('onClose', async () => {
      await sender.stop();
      transport.close();
    });
  }

  await app.register(
    async (api) => {
      const r = api.withTypeProvider<ZodTypeProvider>();
      r.get(
        '/health',
        { schema: { tags: ['meta'], response: { 200: z.object({ ok: z.literal(true) }) } } },
        async () => ({ ok: true as const }),
      );
      r.get(
        '/config',
        {
          schema: {
            tags: ['meta'],
            summary: "The browser's runtime configuration",
            response: {
              200: z.object({
                firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() }),
                authEmulatorUrl: z.string().optional(),
                contactEmail: z.string(),
                timeZone: z.string().describe("The store's time zone (STORE_TIME_ZONE), for its times and days"),
              }),
            },
          },
        },
        async () => clientConfig,
      );
      r.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
      catalogRoutes(api, ctx);
      stockRoutes(api, ctx);
      orderRoutes(api, ctx, { timeZone: config.timeZone });
      reviewRoutes(api, ctx);
      userRoutes(api, ctx);
      addressRoutes(api, ctx);
      cartRoutes(api, ctx);
      purchaseRoutes(api, ctx);
      reportRoutes(api, ctx);
      imageRoutes(api, ctx);
    },
    { prefix: API_BASE },
  );

  const sendIndex = await registerSpa(app, config.appDist, clientConfig);
  catalogPages(app, {
    catalog: ctx.catalog,
    cache: ctx.cache,
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

  // Beyond it, Node closes new connections at once rather than let them pile up.
  app.server.maxConnections = config.connections.max;
  return app;
}
