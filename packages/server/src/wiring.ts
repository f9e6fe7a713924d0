// The server's parts wired together: the repositories, the caches in front of them, the services
// the routes call, the change feed, the reports' folding and the outbox's sender. No HTTP here:
// app.ts registers the plugins, the routes and the SPA over what this builds.
import { toMinor } from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import { firebaseVerifier, type IdTokenVerifier } from './auth/firebase.ts';
import { createGuards } from './auth/guard.ts';
import { authService } from './auth/service.ts';
import { createTokenSigner } from './auth/tokens.ts';
import { addressesRepository } from './addresses/repository.ts';
import { addressesService } from './addresses/service.ts';
import { buildsRepository } from './builds/repository.ts';
import { buildsService } from './builds/service.ts';
import { cartRepository } from './cart/repository.ts';
import { cartService } from './cart/service.ts';
import { approvalsRepository } from './companies/approvals-repository.ts';
import { approvalsService } from './companies/approvals.ts';
import { companiesRepository } from './companies/repository.ts';
import { companiesService } from './companies/service.ts';
import { priceBook } from './customer-groups/price-book.ts';
import { customerGroupsRepository, priceBookQueries } from './customer-groups/repository.ts';
import { customerGroupsService } from './customer-groups/service.ts';
import { itemsRepository } from './catalog/repository.ts';
import { catalogService } from './catalog/service.ts';
import type { Config } from './config.ts';
import type { Services } from './context.ts';
import { changeFeedFor, type ChangeFeed } from './db/changes.ts';
import type { Db } from './db/connection.ts';
import { countCache } from './db/count-cache.ts';
import { deliveryRepository } from './delivery/repository.ts';
import { deliveryService } from './delivery/service.ts';
import { publicCache } from './http/public-cache.ts';
import { imagesRepository } from './images/repository.ts';
import { imagesService } from './images/service.ts';
import { invoicesRepository } from './invoices/repository.ts';
import { invoicesService } from './invoices/service.ts';
import { noticesRepository } from './notices/repository.ts';
import { startNoticeSender } from './notices/sender.ts';
import { ordersRepository } from './orders/repository.ts';
import { ordersService } from './orders/service.ts';
import type { PaymentGateway } from './payments/gateways/port.ts';
import { paymentOptions, type Gateways } from './payments/options.ts';
import { gatewaysFromConfig } from './payments/gateways/index.ts';
import { paymentsRepository } from './payments/repository.ts';
import { paymentsService } from './payments/service.ts';
import { startHoldSweeper } from './payments/sweeper.ts';
import { purchasesRepository } from './purchases/repository.ts';
import { purchasesService } from './purchases/service.ts';
import { quotesRepository } from './quotes/repository.ts';
import { quotesService } from './quotes/service.ts';
import { prepareReports } from './reports/prepare.ts';
import { reportsRepository } from './reports/repository.ts';
import { reportsService } from './reports/service.ts';
import { reviewsRepository } from './reviews/repository.ts';
import { reviewsService } from './reviews/service.ts';
import { stockRepository } from './stock/repository.ts';
import { termsRepository } from './terms/repository.ts';
import { termsService } from './terms/service.ts';
import { stockService } from './stock/service.ts';
import { usersRepository } from './users/repository.ts';
import { usersService } from './users/service.ts';

export interface WiringOptions {
  log: FastifyBaseLogger;
  /** Keeps `hook` for when the server closes (the app's onClose: the last kept runs first). */
  onClose: (hook: () => Promise<void>) => void;
  /** Replaces Firebase ID-token verification (unit tests). */
  verifyIdToken?: IdTokenVerifier | undefined;
  /** Replaces the change feed chosen from DATABASE_URL (tests); closed with the server. */
  changes?: ChangeFeed | undefined;
  /**
   * The payment gateways, by method (requirements §18): a method is offered only with its gateway.
   * Tests pass fakes; none given, only cash on delivery is offered.
   */
  gateways?: Partial<Record<'bkash' | 'sslcommerz', PaymentGateway>> | undefined;
}

/** The outbox's sender, where mail goes out (SMTP_URL): it sends what the services wrote. */
async function startSender(config: Config, db: Db, changes: ChangeFeed, { log, onClose }: WiringOptions) {
  if (!config.mail.smtpUrl) return;
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
    log,
  });
  onClose(async () => {
    await sender.stop();
    transport.close();
  });
}

export async function wireServices(config: Config, db: Db, options: WiringOptions): Promise<Services> {
  const { log, onClose } = options;
  // The reports' days follow STORE_TIME_ZONE: recounted here if it changed (reports/prepare.ts).
  await prepareReports(db, config.timeZone);
  const changes =
    options.changes ??
    changeFeedFor(config.databaseUrl, {
      onError: (error) =>
        log.warn({ err: error }, 'change feed: a PostgreSQL error (a lost LISTEN connection reconnects)'),
    });
  onClose(() => changes.close());
  // This instance's own writes are heard before they return (a group member's kept row: customer-groups/reader-rows.ts).
  changes.hearOwnWrites(db);
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
  // The overview folds the orders' appended changes before it reads; folding every minute as well
  // keeps that first read short however long nobody looked (docs/architecture.md, Reports).
  const reports = reportsRepository(db);
  const folding = setInterval(() => {
    reports.fold().catch((error: unknown) => log.warn({ err: error }, 'reports: folding the changes failed'));
  }, 60_000);
  folding.unref();
  onClose(async () => clearInterval(folding));
  // How orders are placed, one at a time or a cart at once: the same limits and notices.
  const placing = {
    stockSharePercent: config.stockSharePercent,
    unverifiedLimitMinor: toMinor(config.unverifiedOrderLimitBdt),
    notifyEmails: config.notifyEmails,
    vatDefaultBp: config.vatRateDefaultBp,
  };
  // Who issues the tax invoices and credit notes, and where their fiscal year turns (requirements §17).
  const invoicing = { seller: config.seller, timeZone: config.timeZone, vatRateDefaultBp: config.vatRateDefaultBp };
  const delivery = deliveryRepository(db);
  // What is offered and through which gateway, the advance's threshold and the hold (requirements §18).
  const gateways: Gateways = options.gateways ?? gatewaysFromConfig(config.gateways);
  const offered = paymentOptions(config.payments, gateways);
  const payments = paymentsService({
    payments: paymentsRepository(db),
    options: offered,
    changes,
    invoicing,
    origin: config.publicOrigin,
    log,
  });
  const { pricesFor, pricesForClaims } = priceBook(priceBookQueries(db), config.timeZone, undefined, changes);
  // Spending limits and approval (requirements §20.4): an approver's decisions, and the sweeper's
  // rejection of the purchases nobody decided within APPROVAL_HOLD_HOURS.
  const companiesRepo = companiesRepository(db);
  const approvals = approvalsService({
    approvals: approvalsRepository(db),
    companies: companiesRepo,
    changes,
    invoicing,
    afterCancel: payments.refundCancelled,
    holdMs: config.payments.holdMs,
    approvalHoldMs: config.approvalHoldMs,
  });
  const purchases = purchasesService(
    purchasesRepository(db),
    changes,
    placing,
    invoicing,
    payments,
    pricesFor,
    config.approvalHoldMs,
  );
  const deliveries = deliveryService(delivery, changes, { ...placing, payments: offered }, pricesFor);
  const services: Services = {
    guards: createGuards(tokens, users.findById),
    auth: authService({ verifyIdToken, tokens, users, changes, adminEmails: config.adminEmails }),
    catalog: catalogService({ ...items, countLive: counted('items', items.countLive) }, changes),
    orders: ordersService({ ...orders, countAll: counted('orders', orders.countAll) }, changes, {
      ...placing,
      timeZone: config.timeZone,
      invoicing,
      afterCancel: payments.refundCancelled,
      pricesFor,
    }),
    reviews: reviewsService({ ...reviews, count: counted('reviews', reviews.count) }, changes, {
      perDay: config.rateLimit.reviewsPerDay,
    }),
    cache: publicCache({ changes, ttlMs: config.cacheTtlMs, maxBytes: config.publicCacheMaxBytes }),
    stock: stockService(stockRepository(db), items, changes),
    users: usersService(users),
    addresses: addressesService(addressesRepository(db)),
    cart: cartService(cartRepository(db), pricesFor),
    builds: buildsService(buildsRepository(db), pricesFor),
    companies: companiesService(companiesRepo),
    approvals,
    terms: termsService(termsRepository(db), changes, config.timeZone),
    customerGroups: customerGroupsService(customerGroupsRepository(db)),
    pricesForClaims,
    purchases,
    quotes: quotesService({
      quotes: quotesRepository(db),
      purchases,
      delivery: deliveries,
      notifyEmails: config.notifyEmails,
      timeZone: config.timeZone,
      seller: config.seller,
      pricesFor,
    }),
    payments,
    invoices: invoicesService(invoicesRepository(db), { timeZone: config.timeZone }),
    delivery: deliveries,
    reports: reportsService(reports, { timeZone: config.timeZone }),
    images: imagesService(imagesRepository(db)),
  };
  await startSender(config, db, changes, options);
  startHoldSweeper(payments, config.payments.holdMs, { log, onClose }, approvals);
  return services;
}
