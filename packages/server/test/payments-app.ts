// What the payments API tests share (payments.test.ts, payments-admin.test.ts; issue 33): a
// database (SQLite, or PostgreSQL with TEST_DB=postgres), the server in-process with fake gateways
// the tests drive (support/fake-gateway.ts), signed-in callers, items, checkouts and IPNs.
import { apiPaths, purchaseSchema, quoteSchema, type Item, type Purchase } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { itemInput } from '@storefront/devstack/stack';
import { buildApp } from '../src/app.ts';
import type { IdentityClaims } from '../src/auth/firebase.ts';
import { parseConfig } from '../src/config.ts';
import type { Gateways } from '../src/payments/options.ts';
import { postgresTestDatabase, sqliteTestDatabase, type MigratedTestDb } from './support/test-databases.ts';
import { fakeGateway, type FakeGateway } from './support/fake-gateway.ts';

// Stand-in for Firebase: the "ID token" is `id:<email>`.
async function verifyIdToken(token: string): Promise<IdentityClaims | undefined> {
  const [kind, email] = token.split(':');
  return kind === 'id' ? { uid: `uid-${email}`, email, emailVerified: true, name: `Buyer ${email}` } : undefined;
}

/**
 * The server on a fresh database for the file that calls this at its top (its beforeAll and
 * afterAll are registered here), with `env` as its configuration. Its parts are read once the
 * beforeAll ran: `h.app`, `h.db`, `h.ssl`, `h.bkash`.
 */
export function paymentsApp(env: Record<string, string>) {
  let test: MigratedTestDb | undefined;
  let app: FastifyInstance | undefined;
  const others: FastifyInstance[] = [];
  const ssl: FakeGateway = fakeGateway('sslcommerz');
  const bkash: FakeGateway = fakeGateway('bkash');
  const tokens = new Map<string, string>();
  let keys = 0;

  beforeAll(async () => {
    const postgresUrl = inject('postgresUrl');
    test =
      inject('databaseKind') === 'postgres' && postgresUrl
        ? await postgresTestDatabase(postgresUrl)
        : await sqliteTestDatabase();
    app = await buildApp(parseConfig(env), test.db, {
      verifyIdToken,
      logger: false,
      gateways: { sslcommerz: ssl, bkash },
    });
  }, 60_000);

  afterAll(async () => {
    for (const other of others) await other.close();
    await app?.close();
    await test?.close();
  });

  const appOf = (): FastifyInstance => {
    if (!app) throw new Error('the payments app starts in beforeAll');
    return app;
  };
  const dbOf = (): MigratedTestDb['db'] => {
    if (!test) throw new Error('the payments database starts in beforeAll');
    return test.db;
  };

  async function tokenOf(email: string): Promise<string> {
    const known = tokens.get(email);
    if (known) return known;
    const answer = await appOf().inject({
      method: 'PUT',
      url: `/api/user/${email}`,
      headers: { authorization: `Bearer id:${email}` },
      payload: { email },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const token = answer.json<{ token: string }>().token;
    tokens.set(email, token);
    return token;
  }

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who?: string,
    payload?: object | string,
    on: FastifyInstance = appOf(),
    headers: Record<string, string> = {},
  ) {
    const auth = who ? { authorization: `Bearer ${await tokenOf(who)}` } : {};
    return on.inject({
      method,
      url: `/api${url}`,
      headers: { ...auth, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  async function addItem(price: number, available = 100): Promise<Item> {
    const added = await call('POST', apiPaths.itemList, env.ADMIN_EMAILS, {
      ...itemInput({ price_per_unit: price, min_order_quantity: 1, available_quantity: available }),
    });
    expect(added.statusCode, added.body).toBe(201);
    return (await call('GET', apiPaths.item(added.json<{ insertedId: string }>().insertedId))).json<Item>();
  }

  /** Checks out `quantity` of each of `items` for `who`, paying by `method`: the answer. */
  async function checkout(who: string, items: Item | Item[], quantity: number, method: string, on = appOf()) {
    const list = Array.isArray(items) ? items : [items];
    const lines = list.map((one) => ({ item: one._id, quantity }));
    const quote = await call('POST', apiPaths.checkoutQuote, undefined, { lines, district: 'dhaka' }, on);
    expect(quote.statusCode, quote.body).toBe(200);
    keys += 1;
    return call(
      'POST',
      apiPaths.checkout,
      who,
      {
        key: `payments-${keys}-${Date.now()}`,
        address: 'House 3, Road 8, Gulshan',
        phone: '01711000003',
        district: 'dhaka',
        lines: list.map((one, i) => ({ ...lines[i], unit_price: one.price_per_unit })),
        delivery_charge: quoteSchema.parse(quote.json()).delivery_charge,
        payment_method: method,
      },
      on,
    );
  }

  /** A purchase checked out (201), parsed. */
  async function placed(who: string, items: Item | Item[], quantity: number, method: string): Promise<Purchase> {
    const answer = await checkout(who, items, quantity, method);
    expect(answer.statusCode, answer.body).toBe(201);
    return purchaseSchema.strict().parse(answer.json());
  }

  const tranIdOf = async (purchase: Purchase): Promise<string> =>
    (
      await dbOf()
        .selectFrom('payments')
        .select('tran_id')
        .where('purchase_id', '=', purchase._id)
        .executeTakeFirstOrThrow()
    ).tran_id!;

  /** SSLCommerz's IPN, form-encoded as it posts it. */
  const ipn = (body: Record<string, string>, on = appOf()) =>
    call('POST', apiPaths.sslcommerzIpn, undefined, new URLSearchParams(body).toString(), on, {
      'content-type': 'application/x-www-form-urlencoded',
    });

  /** Another instance on the same database, with `more` configuration (closed after the file). */
  async function instance(more: Record<string, string>, gateways: Gateways): Promise<FastifyInstance> {
    const other = await buildApp(parseConfig({ ...env, ...more }), dbOf(), { verifyIdToken, logger: false, gateways });
    others.push(other);
    return other;
  }

  return {
    ssl,
    bkash,
    get app() {
      return appOf();
    },
    get db() {
      return dbOf();
    },
    instance,
    tokenOf,
    call,
    addItem,
    checkout,
    placed,
    tranIdOf,
    ipn,
  };
}
