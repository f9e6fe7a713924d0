// The permission table (docs/security.md) as data: for every route of /api/openapi.json, the
// calls that exercise it, who may make them, and the status of an allowed call. The calls read
// their fixtures (users, an item, an image) from a `PermissionWorld` filled in by the test file,
// so one table serves every database.
import { randomUUID } from 'node:crypto';
import { apiPaths, type Item } from '@storefront/shared';
import type { Api, ApiResponse } from '@storefront/devstack/api';
import { withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { deleteCompany } from './db-state.ts';
import { freshPng, imageForm } from './images.ts';
import type { Stack } from './stack.ts';

export type Caller =
  | 'anonymous'
  | 'customer'
  | 'another customer'
  | 'administrator'
  | 'deleted user'
  | 'company approver'
  | 'company buyer';
export const callers: Caller[] = ['anonymous', 'customer', 'another customer', 'administrator', 'deleted user'];
/**
 * The customer's company's other members (requirements §20.1): the customer is its admin, another
 * customer is outside it. They call the company routes only (the other routes treat them as the
 * customers they are).
 */
const companyCallers: Caller[] = ['company approver', 'company buyer'];

/**
 * public: everyone; signed-in: any signed-in user; own: the customer's own data (an administrator
 * may act on anyone's); admin: administrators only; exchange: the token exchange, proven by the
 * caller's Firebase ID token for the path's email; self: the customer's own, which nobody else
 * (an administrator included) may see: 404 as if it did not exist; buyer: the customer's own, which
 * nobody else may do (an administrator included): 403.
 */
export type Access = 'public' | 'signed-in' | 'own' | 'admin' | 'exchange' | 'self' | 'buyer' | CompanyAccess;

/**
 * The company routes (requirements §20, docs/security.md): the customer is the company's admin,
 * the company approver and buyer its other members, another customer is outside it (404: they learn
 * nothing), the administrator a store administrator (reads, acts in no company it is not in).
 * company-member: any member, and store administrators; company-admin: its admin only (other
 * members and store administrators 403); company-admin-read: its admin and store administrators
 * (other members 403); company-mine: a member's own company (404 to anyone in none);
 * companyless: anyone signed in outside a company (a member 409); invitee: an invitation to the
 * caller's own address (a member of a company 409); invited-only: someone else's invitation (403
 * to everyone); company-approvers: its admin, approver and store administrators (its buyer 403);
 * company-decider: a decision on its buyer's purchase awaiting approval (requirements §20.4), its
 * admin's or approver's (its buyer and store administrators 403).
 */
type CompanyAccess =
  | 'company-member'
  | 'company-admin'
  | 'company-admin-read'
  | 'company-mine'
  | 'companyless'
  | 'invitee'
  | 'invited-only'
  | 'company-approvers'
  | 'company-decider';
const companyAccesses: readonly Access[] = [
  'company-approvers',
  'company-decider',
  'company-member',
  'company-admin',
  'company-admin-read',
  'company-mine',
  'companyless',
  'invitee',
  'invited-only',
];

/** Who calls a route of `access`: everyone, and the company's other members on the company routes. */
export const callersOf = (access: Access): Caller[] =>
  companyAccesses.includes(access) ? [...callers, ...companyCallers] : callers;

export interface Case {
  name: string;
  access: Access;
  /** The status of an allowed call. */
  ok: number;
  call(api: Api, caller: Caller): Promise<ApiResponse>;
}

/** What the calls act on; filled in before the first call is made. */
export interface PermissionWorld {
  stack: Stack;
  admin: SignedIn;
  /** The customer who owns the data the "own" calls name. */
  owner: SignedIn;
  other: SignedIn;
  /** A former administrator whose row was deleted: its token must open nothing. */
  ghost: SignedIn;
  /** The owner's company (its admin), its approver and its buyer (requirements §20). */
  company: { id: string; approver: SignedIn; buyer: SignedIn; buyerId: string };
  /** The admin of a second company, who invites the callers to it. */
  host: SignedIn & { companyId: string };
  item: Item;
  imageUrl: string;
}

/** The company routes' statuses: see CompanyAccess. */
function companyStatus(access: CompanyAccess, ok: number, caller: Caller): number {
  const member = caller === 'customer' || caller === 'company approver' || caller === 'company buyer';
  switch (access) {
    case 'company-member':
      return caller === 'another customer' ? 404 : ok;
    case 'company-admin':
      return caller === 'another customer' ? 404 : caller === 'customer' ? ok : 403;
    case 'company-admin-read':
      return caller === 'another customer' ? 404 : caller === 'customer' || caller === 'administrator' ? ok : 403;
    case 'company-mine':
      return member ? ok : 404;
    case 'companyless':
    case 'invitee':
      return member ? 409 : ok;
    case 'invited-only':
      return 403;
    case 'company-approvers':
      return caller === 'another customer' ? 404 : caller === 'company buyer' ? 403 : ok;
    case 'company-decider':
      return caller === 'another customer' ? 404 : caller === 'customer' || caller === 'company approver' ? ok : 403;
  }
}

export function expectedStatus(access: Access, ok: number, caller: Caller): number {
  if (access === 'public') return ok;
  if (caller === 'anonymous' || caller === 'deleted user') return 401;
  if ((companyAccesses as readonly string[]).includes(access))
    return companyStatus(access as CompanyAccess, ok, caller);
  if (access === 'signed-in') return ok;
  if (access === 'admin') return caller === 'administrator' ? ok : 403;
  if (access === 'own') return caller === 'another customer' ? 403 : ok;
  if (access === 'self') return caller === 'customer' ? ok : 404;
  if (access === 'buyer') return caller === 'customer' ? ok : 403;
  return caller === 'customer' ? ok : 403;
}

export function signedInAs(w: PermissionWorld, caller: Caller): SignedIn | undefined {
  return {
    anonymous: undefined,
    customer: w.owner,
    'another customer': w.other,
    administrator: w.admin,
    'deleted user': w.ghost,
    'company approver': w.company?.approver,
    'company buyer': w.company?.buyer,
  }[caller];
}

export function apiOf(w: PermissionWorld, caller: Caller): Api {
  return signedInAs(w, caller)?.api ?? w.stack.api;
}

/** An address of its own each time: a book refuses the same address and phone twice. */
const anAddress = (road: string) => `${road}, block ${randomUUID().slice(0, 8)}`;

async function ownersAddress(w: PermissionWorld): Promise<string> {
  const saved = await w.owner.api.post<{ _id: string }>(apiPaths.addresses, {
    label: 'Matrix',
    address: anAddress('Matrix road 3'),
    phone: '01900000000',
    district: 'dhaka',
  });
  if (saved.status !== 201) throw new Error(`saving the owner's address answered ${saved.status}: ${saved.text}`);
  return saved.body._id;
}

async function ownersOrder(w: PermissionWorld): Promise<string> {
  const placed = await w.owner.api.post<{ insertedId: string }>(apiPaths.orderList, {
    item: w.item._id,
    address: 'Matrix road 1',
    phone: '01700000000',
    quantity: 1,
  });
  if (placed.status !== 201) throw new Error(`placing the owner's order answered ${placed.status}: ${placed.text}`);
  return placed.body.insertedId;
}

/** A build the owner saved (requirements §19.4): its id is its public link. */
async function ownersBuild(w: PermissionWorld): Promise<string> {
  const saved = await w.owner.api.post<{ id: string }>(apiPaths.builds, {
    name: 'Matrix build',
    parts: [{ item: w.item._id, quantity: 1 }],
  });
  if (saved.status !== 201) throw new Error(`saving the owner's build answered ${saved.status}: ${saved.text}`);
  return saved.body.id;
}

/** A line of `w.item` at its price today, for the cart and checkout calls. */
const lineOf = (w: PermissionWorld) => ({ item: w.item._id, quantity: 1, unit_price: w.item.price_per_unit });

async function ownersPurchase(w: PermissionWorld): Promise<string> {
  const made = await w.owner.api.post<{ _id: string }>(
    apiPaths.checkout,
    await withDelivery(w.owner.api, {
      key: randomUUID(),
      address: 'Matrix road 6',
      phone: '01400000000',
      lines: [lineOf(w)],
    }),
  );
  if (made.status !== 201) throw new Error(`the owner's checkout answered ${made.status}: ${made.text}`);
  return made.body._id;
}

/**
 * A purchase of the company's buyer awaiting approval (requirements §20.4): their order limit 0,
 * so any checkout of theirs waits.
 */
async function awaitingPurchase(w: PermissionWorld): Promise<string> {
  const limited = await w.owner.api.request('PATCH', apiPaths.companyMember(w.company.id, w.company.buyerId), {
    json: { order_limit: 0 },
  });
  if (limited.status !== 200) throw new Error(`the buyer's limit answered ${limited.status}: ${limited.text}`);
  const made = await w.company.buyer.api.post<{ _id: string; approval: { status: string } | null }>(
    apiPaths.checkout,
    await withDelivery(w.company.buyer.api, {
      key: randomUUID(),
      address: 'Matrix road 9',
      phone: '01400000009',
      lines: [lineOf(w)],
    }),
  );
  if (made.status !== 201 || made.body.approval?.status !== 'awaiting')
    throw new Error(`the buyer's checkout answered ${made.status}: ${made.text}`);
  return made.body._id;
}

const companyBody = {
  name: 'Matrix Traders',
  bin: '000123456-0101',
  trade_licence: 'TRAD/MATRIX/1',
  billing_address: 'Matrix road 9, Dhaka',
  district: 'dhaka',
};

async function madeCompany(who: SignedIn, name: string): Promise<string> {
  const made = await who.api.post<{ id: string }>(apiPaths.companies, { ...companyBody, name });
  if (made.status !== 201) throw new Error(`creating ${name} answered ${made.status}: ${made.text}`);
  return made.body.id;
}

/** An open invitation of `companyId` to `email`, sent by its admin `from` (the one already open, if any). */
async function invitationTo(from: SignedIn, companyId: string, email: string, role = 'buyer'): Promise<string> {
  const sent = await from.api.post<{ id: string }>(apiPaths.companyInvitations(companyId), { email, role });
  if (sent.status === 201) return sent.body.id;
  const open = await from.api.get<{ id: string; email: string }[]>(apiPaths.companyInvitations(companyId));
  const id = open.body.find?.((i) => i.email === email)?.id;
  if (!id) throw new Error(`inviting ${email} answered ${sent.status}: ${sent.text}`);
  return id;
}

/** The member's user id, as the company lists it. */
async function memberId(admin: SignedIn, companyId: string, email: string): Promise<string> {
  const members = await admin.api.get<{ user_id: string; email: string }[]>(apiPaths.companyMembers(companyId));
  const id = members.body.find?.((m) => m.email === email)?.user_id;
  if (!id) throw new Error(`${email} is not a member: ${members.text}`);
  return id;
}

async function joined(w: PermissionWorld, who: SignedIn, role: string): Promise<string> {
  const id = await invitationTo(w.owner, w.company.id, who.email, role);
  const accepted = await who.api.post(apiPaths.invitationAccept(id));
  if (accepted.status !== 200) throw new Error(`${who.email} accepting answered ${accepted.status}: ${accepted.text}`);
  return memberId(w.owner, w.company.id, who.email);
}

/**
 * The companies of the table's world (requirements §20): the customer's, with an approver and a
 * buyer, and a second one whose admin (the host) invites the callers. Another customer and the
 * administrator are in none.
 */
export async function setUpCompanies(w: PermissionWorld): Promise<void> {
  w.company = { id: await madeCompany(w.owner, "The customer's company") } as PermissionWorld['company'];
  w.company.approver = await w.stack.login('companyapprover');
  w.company.buyer = await w.stack.login('companybuyer');
  await joined(w, w.company.approver, 'approver');
  w.company.buyerId = await joined(w, w.company.buyer, 'buyer');
  const host = await w.stack.login('host');
  w.host = { ...host, companyId: await madeCompany(host, 'The host company') };
}

let invitees = 0;
/** An address of its own each time: nobody signs in with it. */
const freshInvitee = () => `invitee${++invitees}.${randomUUID().slice(0, 8)}@example.com`;

/** The permission table, keyed by the OpenAPI document's "METHOD /path". */
export function documentedRules(w: PermissionWorld): Record<string, Case[]> {
  let targets = 0;
  return {
    'GET /api/health': [{ name: 'health', access: 'public', ok: 200, call: (api) => api.get(apiPaths.health) }],
    'GET /api/config': [{ name: 'browser config', access: 'public', ok: 200, call: (api) => api.get(apiPaths.config) }],
    'GET /api/item': [
      { name: 'every item', access: 'public', ok: 200, call: (api) => api.get(apiPaths.itemList) },
      { name: 'latest items', access: 'public', ok: 200, call: (api) => api.get(`${apiPaths.itemList}?latest=1`) },
    ],
    'GET /api/items': [
      { name: 'the catalog', access: 'public', ok: 200, call: (api) => api.get(apiPaths.itemSearch) },
      {
        name: 'a catalog search',
        access: 'public',
        ok: 200,
        call: (api) => api.get(`${apiPaths.itemSearch}?q=matrix&category=storage&low_stock=1&sort=name&limit=5`),
      },
    ],
    'GET /api/item/{id}': [
      { name: 'one item', access: 'public', ok: 200, call: (api) => api.get(apiPaths.item(w.item._id)) },
    ],
    'POST /api/item': [
      {
        name: 'add an item',
        access: 'admin',
        ok: 201,
        call: (api) =>
          api.post(apiPaths.itemList, {
            name: 'Matrix item',
            image: 'https://example.com/a.png',
            short_description: 'Added by the permission matrix',
            min_order_quantity: 1,
            available_quantity: 5,
            price_per_unit: 10,
          }),
      },
    ],
    'PUT /api/item/{id}': [
      {
        name: 'edit an item',
        access: 'admin',
        ok: 200,
        call: async (api) => {
          const item = await w.stack.addItem(w.admin);
          return api.put(apiPaths.item(item._id), {
            name: 'Matrix edit',
            image: item.image,
            short_description: item.short_description,
            min_order_quantity: item.min_order_quantity,
            price_per_unit: item.price_per_unit,
            sku: item.sku,
            category: 'storage',
            version: item.version,
          });
        },
      },
    ],
    'POST /api/item/{id}/stock': [
      {
        name: 'receive stock',
        access: 'admin',
        ok: 201,
        call: (api) => api.post(apiPaths.itemStock(w.item._id), { change: 5, reason: 'Matrix delivery' }),
      },
    ],
    'GET /api/item/{id}/stock': [
      {
        name: "an item's stock movements",
        access: 'admin',
        ok: 200,
        call: (api) => api.get(apiPaths.itemStock(w.item._id)),
      },
    ],
    'DELETE /api/item/{id}': [
      {
        name: 'delete an item',
        access: 'admin',
        ok: 200,
        call: async (api) => api.delete(apiPaths.item((await w.stack.addItem(w.admin))._id)),
      },
    ],
    'POST /api/order': [
      {
        name: 'place an order',
        access: 'signed-in',
        ok: 201,
        call: (api) =>
          api.post(apiPaths.orderList, {
            item: w.item._id,
            address: 'Matrix road 2',
            phone: '01800000000',
            quantity: 1,
          }),
      },
    ],
    'GET /api/order': [
      {
        name: "the customer's orders",
        access: 'own',
        ok: 200,
        call: (api) => api.get(`${apiPaths.orderList}?user=${encodeURIComponent(w.owner.email)}`),
      },
      { name: 'every order', access: 'admin', ok: 200, call: (api) => api.get(apiPaths.orderList) },
    ],
    'GET /api/order/{id}': [
      {
        name: "the customer's order and its timeline",
        access: 'own',
        ok: 200,
        call: async (api) => api.get(apiPaths.order(await ownersOrder(w))),
      },
    ],
    'GET /api/order/{id}/tax-invoice': [
      {
        name: "the customer's one-item order's tax invoice",
        access: 'own',
        ok: 200,
        call: async (api) => api.get(apiPaths.orderTaxInvoice(await ownersOrder(w))),
      },
    ],
    'GET /api/order/{id}/tax-invoice.pdf': [
      {
        name: "the customer's one-item order's tax invoice as a PDF",
        access: 'own',
        ok: 200,
        call: async (api) => api.get(`${apiPaths.orderTaxInvoicePdf(await ownersOrder(w))}?lang=bn`),
      },
    ],
    'GET /api/order/{id}/notices': [
      {
        name: "an order's emails",
        access: 'admin',
        ok: 200,
        call: async (api) => api.get(apiPaths.orderNotices(await ownersOrder(w))),
      },
    ],
    'POST /api/order/{id}/status': [
      {
        name: 'confirm an order',
        access: 'admin',
        ok: 200,
        call: async (api) => api.post(apiPaths.orderStatus(await ownersOrder(w)), { status: 'confirmed' }),
      },
    ],
    'POST /api/order/status': [
      {
        name: 'confirm orders in bulk',
        access: 'admin',
        ok: 200,
        call: async (api) => api.post(apiPaths.orderStatusBulk, { ids: [await ownersOrder(w)], status: 'confirmed' }),
      },
    ],
    'GET /api/orders': [
      {
        name: 'the filtered order list',
        access: 'admin',
        ok: 200,
        call: (api) => api.get(`${apiPaths.orderSearch}?status=placed&q=matrix&from=2026-01-01`),
      },
    ],
    'GET /api/orders.csv': [
      {
        name: 'the orders as CSV',
        access: 'admin',
        ok: 200,
        call: (api) => api.get(`${apiPaths.orderExport}?status=placed`),
      },
    ],
    'DELETE /api/order/{id}': [
      {
        name: "the customer's order",
        access: 'own',
        ok: 200,
        call: async (api) => api.delete(apiPaths.order(await ownersOrder(w))),
      },
    ],
    'GET /api/review': [
      { name: 'every review', access: 'public', ok: 200, call: (api) => api.get(apiPaths.reviews) },
      { name: 'recent reviews', access: 'public', ok: 200, call: (api) => api.get(`${apiPaths.reviews}?recent=1`) },
    ],
    'POST /api/review': [
      {
        name: 'post a review',
        access: 'signed-in',
        ok: 201,
        call: (api) => api.post(apiPaths.reviews, { rating: 4.2, description: 'Matrix review' }),
      },
    ],
    'GET /api/user': [{ name: 'every user', access: 'admin', ok: 200, call: (api) => api.get(apiPaths.users) }],
    'GET /api/user/{email}': [
      {
        name: "the customer's profile",
        access: 'own',
        ok: 200,
        call: (api) => api.get(apiPaths.user(w.owner.email)),
      },
    ],
    'PUT /api/user/{email}': [
      {
        name: "update the customer's profile",
        access: 'own',
        ok: 200,
        call: (api) => api.put(apiPaths.user(w.owner.email), { location: 'Dhaka' }),
      },
      {
        // Each caller proves itself with its own Firebase ID token (the deleted user with the access token it holds).
        name: "token exchange for the customer's email",
        access: 'exchange',
        ok: 200,
        call: (api, caller) => {
          const who = signedInAs(w, caller);
          const token = caller === 'deleted user' ? who?.token : who?.idToken;
          return api.put(apiPaths.user(w.owner.email), { email: w.owner.email }, { token: token ?? null });
        },
      },
    ],
    'PUT /api/user/language': [
      {
        // requirements §16: always the caller's own account; nobody sets another's.
        name: 'set your own language',
        access: 'signed-in',
        ok: 200,
        call: (api) => api.put(apiPaths.userLanguage, { language: 'en' }),
      },
    ],
    'PUT /api/user/admin/{email}': [
      {
        name: 'make a user admin',
        access: 'admin',
        ok: 200,
        call: async (api) => {
          targets += 1;
          const target = await w.stack.login(`target${targets}`);
          return api.put(apiPaths.makeAdmin(target.email));
        },
      },
    ],
    'DELETE /api/user/admin/{email}': [
      {
        name: "take back a user's administrator role",
        access: 'admin',
        ok: 200,
        call: async (api) => {
          targets += 1;
          const target = await w.stack.login(`target${targets}`);
          return api.delete(apiPaths.makeAdmin(target.email));
        },
      },
    ],
    'PUT /api/user/disabled/{email}': [
      {
        name: 'disable a user',
        access: 'admin',
        ok: 200,
        call: async (api) => {
          targets += 1;
          const target = await w.stack.login(`target${targets}`);
          return api.put(apiPaths.userStatus(target.email), { disabled: true });
        },
      },
    ],
    'GET /api/review/manage': [
      {
        name: 'every review, hidden ones included',
        access: 'admin',
        ok: 200,
        call: (api) => api.get(apiPaths.manageReviews),
      },
    ],
    'PUT /api/review/{id}/hidden': [
      {
        name: 'hide a review',
        access: 'admin',
        ok: 200,
        call: async (api) => {
          const posted = await w.other.api.post<{ insertedId: string }>(apiPaths.reviews, {
            rating: 3,
            description: 'x',
          });
          return api.put(apiPaths.reviewVisibility(posted.body.insertedId), { hidden: true });
        },
      },
    ],
    'GET /api/addresses': [
      { name: 'my address book', access: 'signed-in', ok: 200, call: (api) => api.get(apiPaths.addresses) },
    ],
    'POST /api/addresses': [
      {
        name: 'save an address',
        access: 'signed-in',
        ok: 201,
        call: (api) =>
          api.post(apiPaths.addresses, {
            label: 'Matrix',
            address: anAddress('Matrix road 4'),
            phone: '01600000000',
            district: 'gazipur',
          }),
      },
    ],
    'PUT /api/addresses/{id}': [
      {
        name: "change the customer's address",
        access: 'self',
        ok: 200,
        call: async (api) =>
          api.put(apiPaths.address(await ownersAddress(w)), {
            label: 'Moved',
            address: anAddress('Matrix road 5'),
            phone: '01500000000',
            district: 'sylhet',
          }),
      },
    ],
    'DELETE /api/addresses/{id}': [
      {
        name: "delete the customer's address",
        access: 'self',
        ok: 200,
        call: async (api) => api.delete(apiPaths.address(await ownersAddress(w))),
      },
    ],
    'GET /api/cart': [{ name: 'my cart', access: 'signed-in', ok: 200, call: (api) => api.get(apiPaths.cart) }],
    'DELETE /api/cart': [
      { name: 'empty my cart', access: 'signed-in', ok: 200, call: (api) => api.delete(apiPaths.cart) },
    ],
    'PUT /api/cart/{item}': [
      {
        name: 'set a line of my cart',
        access: 'signed-in',
        ok: 200,
        call: (api) => api.put(apiPaths.cartLine(w.item._id), { quantity: 2 }),
      },
    ],
    'DELETE /api/cart/{item}': [
      {
        name: 'take a line out of my cart',
        access: 'signed-in',
        ok: 200,
        call: (api) => api.delete(apiPaths.cartLine(w.item._id)),
      },
    ],
    'POST /api/cart/lines': [
      {
        name: 'add lines to my cart',
        access: 'signed-in',
        ok: 200,
        call: (api) => api.post(apiPaths.cartLines, { lines: [{ item: w.item._id, quantity: 1 }] }),
      },
    ],
    'POST /api/cart/preview': [
      {
        name: "price a signed-out visitor's cart",
        access: 'public',
        ok: 200,
        call: (api) => api.post(apiPaths.cartPreview, { lines: [{ item: w.item._id, quantity: 1 }] }),
      },
    ],
    'POST /api/cart/merge': [
      {
        name: 'merge a signed-out cart into mine',
        access: 'signed-in',
        ok: 200,
        call: (api) => api.post(apiPaths.cartMerge, { lines: [{ item: w.item._id, quantity: 1 }] }),
      },
    ],
    'POST /api/builds/check': [
      {
        name: "check a build's parts",
        access: 'public',
        ok: 200,
        call: (api) => api.post(apiPaths.buildCheck, { parts: [{ item: w.item._id, quantity: 1 }] }),
      },
    ],
    'GET /api/builds': [
      { name: 'my saved builds', access: 'signed-in', ok: 200, call: (api) => api.get(apiPaths.builds) },
    ],
    'POST /api/builds': [
      {
        name: 'save a build',
        access: 'signed-in',
        ok: 201,
        call: (api) => api.post(apiPaths.builds, { name: 'Matrix', parts: [{ item: w.item._id, quantity: 2 }] }),
      },
    ],
    'GET /api/builds/{id}': [
      {
        name: "open the customer's shared build",
        access: 'public',
        ok: 200,
        call: async (api) => api.get(apiPaths.build(await ownersBuild(w))),
      },
    ],
    'PATCH /api/builds/{id}': [
      {
        name: "rename the customer's build",
        access: 'self',
        ok: 200,
        call: async (api) => api.request('PATCH', apiPaths.build(await ownersBuild(w)), { json: { name: 'Renamed' } }),
      },
    ],
    'DELETE /api/builds/{id}': [
      {
        name: "delete the customer's build",
        access: 'self',
        ok: 204,
        call: async (api) => api.delete(apiPaths.build(await ownersBuild(w))),
      },
    ],
    'POST /api/checkout': [
      {
        name: 'check out',
        access: 'signed-in',
        ok: 201,
        call: async (api) =>
          api.post(
            apiPaths.checkout,
            await withDelivery(api, {
              key: randomUUID(),
              address: 'Matrix road 7',
              phone: '01300000000',
              lines: [lineOf(w)],
            }),
          ),
      },
    ],
    'POST /api/checkout/quote': [
      {
        name: 'quote lines with their delivery',
        access: 'public',
        ok: 200,
        call: (api) =>
          api.post(apiPaths.checkoutQuote, { lines: [{ item: w.item._id, quantity: 1 }], district: 'khulna' }),
      },
    ],
    'GET /api/delivery/rates': [
      { name: 'the delivery rate card', access: 'public', ok: 200, call: (api) => api.get(apiPaths.deliveryRates) },
    ],
    'PUT /api/delivery/rates': [
      {
        name: 'replace the delivery rate card',
        access: 'admin',
        ok: 200,
        call: (api) =>
          api.put(apiPaths.deliveryRates, {
            zones: [
              { zone: 'dhaka', first_kg: 70, extra_kg: 20 },
              { zone: 'suburbs', first_kg: 110, extra_kg: 20 },
              { zone: 'outside', first_kg: 130, extra_kg: 20 },
            ],
            free_above: null,
          }),
      },
    ],
    'GET /api/purchases/{id}': [
      {
        name: "the customer's purchase",
        access: 'own',
        ok: 200,
        call: async (api) => api.get(apiPaths.purchase(await ownersPurchase(w))),
      },
    ],
    'GET /api/purchases/{id}/tax-invoice': [
      {
        name: "the customer's purchase's tax invoice",
        access: 'own',
        ok: 200,
        call: async (api) => api.get(apiPaths.taxInvoice(await ownersPurchase(w))),
      },
    ],
    'GET /api/purchases/{id}/tax-invoice.pdf': [
      {
        name: "the customer's purchase's tax invoice as a PDF",
        access: 'own',
        ok: 200,
        call: async (api) => api.get(`${apiPaths.taxInvoicePdf(await ownersPurchase(w))}?lang=bn`),
      },
    ],
    'POST /api/purchases/{id}/status': [
      {
        name: 'confirm a purchase together',
        access: 'admin',
        ok: 200,
        call: async (api) => api.post(apiPaths.purchaseStatus(await ownersPurchase(w)), { status: 'confirmed' }),
      },
    ],
    // Payments (requirements §18). Pay now is its buyer's alone; nothing is due online on the
    // owner's cash purchase (no gateway is configured here), which the buyer learns: 409.
    'POST /api/purchases/{id}/pay': [
      {
        name: "pay the customer's purchase",
        access: 'buyer',
        ok: 409,
        call: async (api) => api.post(apiPaths.purchasePay(await ownersPurchase(w))),
      },
    ],
    // The administrators' payment routes (requirements §18.3). The owner's cash purchase takes a
    // poisha of cash at a time (it stays unpaid); it holds nothing to refund and is not in review: 409.
    'GET /api/payments': [
      {
        name: 'every payment',
        access: 'admin',
        ok: 200,
        call: (api) => api.get(`${apiPaths.paymentList}?status=unpaid`),
      },
    ],
    'GET /api/payments.csv': [
      {
        name: 'export payments as CSV',
        access: 'admin',
        ok: 200,
        call: (api) => api.get(`${apiPaths.paymentExport}?method=cod`),
      },
    ],
    'GET /api/purchases/{id}/payment': [
      {
        name: "the customer's purchase's payment and its trail",
        access: 'admin',
        ok: 200,
        call: async (api) => api.get(apiPaths.purchasePayment(await ownersPurchase(w))),
      },
    ],
    'POST /api/purchases/{id}/payment/cash': [
      {
        name: "record cash collected for the customer's purchase",
        access: 'admin',
        ok: 200,
        call: async (api) =>
          api.post(apiPaths.purchasePaymentCash(await ownersPurchase(w)), {
            amount: 0.01,
            collected_on: '2026-01-01',
          }),
      },
    ],
    'POST /api/purchases/{id}/payment/refund': [
      {
        name: "refund the customer's purchase",
        access: 'admin',
        ok: 409,
        call: async (api) =>
          api.post(apiPaths.purchasePaymentRefund(await ownersPurchase(w)), { amount: 1, reason: 'Permission check' }),
      },
    ],
    'POST /api/purchases/{id}/payment/review': [
      {
        name: "decide the customer's purchase's payment in review",
        access: 'admin',
        ok: 409,
        call: async (api) => api.post(apiPaths.purchasePaymentReview(await ownersPurchase(w)), { decision: 'accept' }),
      },
    ],
    // The gateways' calls are public (they carry no token): nothing they say is believed unasked.
    'POST /api/payments/sslcommerz/ipn': [
      {
        name: "an IPN for no payment of ours (SSLCommerz's form post)",
        access: 'public',
        ok: 200,
        call: (api) =>
          api.request('POST', apiPaths.sslcommerzIpn, {
            body: new URLSearchParams({ tran_id: 'not-ours', val_id: 'forged' }).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
      },
    ],
    'POST /api/payments/sslcommerz/return/{result}': [
      {
        name: 'the buyer back from SSLCommerz, for no payment of ours',
        access: 'public',
        ok: 404,
        call: (api) =>
          api.request('POST', apiPaths.sslcommerzReturn('success'), {
            body: new URLSearchParams({ tran_id: 'not-ours', val_id: 'forged' }).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            redirect: 'manual',
          }),
      },
    ],
    'GET /api/payments/bkash/callback': [
      {
        name: 'the buyer back from bKash, for no payment of ours',
        access: 'public',
        ok: 404,
        call: (api) => api.get(`${apiPaths.bkashCallback}?paymentID=not-ours&status=success`, { redirect: 'manual' }),
      },
    ],
    'POST /api/quick-order': [
      {
        name: 'check quick order lines',
        access: 'signed-in',
        ok: 200,
        call: (api) => api.post(apiPaths.quickOrder, { lines: [{ row: 1, sku: w.item.sku, quantity: 1 }] }),
      },
    ],
    'POST /api/order/{id}/reorder': [
      {
        name: "reorder the customer's order",
        access: 'own',
        ok: 200,
        call: async (api) => api.post(apiPaths.reorderOrder(await ownersOrder(w))),
      },
    ],
    'POST /api/purchases/{id}/reorder': [
      {
        name: "reorder the customer's purchase",
        access: 'own',
        ok: 200,
        call: async (api) => api.post(apiPaths.reorderPurchase(await ownersPurchase(w))),
      },
    ],
    'GET /api/reports/overview': [
      {
        name: 'the overview of the last 7 days',
        access: 'admin',
        ok: 200,
        call: (api) => api.get(`${apiPaths.reportOverview}?from=2026-11-01&to=2026-11-07`),
      },
    ],
    'GET /api/admin/{email}': [
      {
        name: "the customer's admin status",
        access: 'own',
        ok: 200,
        call: (api) => api.get(apiPaths.admin(w.owner.email)),
      },
    ],
    'POST /api/upload': [
      {
        name: 'upload an image',
        access: 'admin',
        ok: 200,
        call: async (api) => api.request('POST', apiPaths.upload, { body: imageForm(await freshPng()) }),
      },
    ],
    'GET /api/images/{name}': [
      { name: 'an uploaded image', access: 'public', ok: 200, call: (api) => api.get(w.imageUrl) },
    ],
    'POST /api/companies': [
      {
        name: 'create a company',
        access: 'companyless',
        ok: 201,
        call: async (api) => {
          const made = await api.post<{ id: string }>(apiPaths.companies, companyBody);
          // Out of it again, so the caller stays outside every company for the other rows (no route deletes one).
          if (made.status === 201) await deleteCompany(w.stack.database.url, made.body.id);
          return made;
        },
      },
    ],
    'GET /api/companies': [
      { name: 'every company', access: 'admin', ok: 200, call: (api) => api.get(`${apiPaths.companies}?q=matrix`) },
    ],
    'GET /api/companies/mine': [
      { name: 'my company', access: 'company-mine', ok: 200, call: (api) => api.get(apiPaths.myCompany) },
    ],
    'GET /api/companies/{id}': [
      {
        name: 'the company',
        access: 'company-member',
        ok: 200,
        call: (api) => api.get(apiPaths.company(w.company.id)),
      },
    ],
    'PATCH /api/companies/{id}': [
      {
        name: "change the company's details",
        access: 'company-admin',
        ok: 200,
        call: (api) => api.request('PATCH', apiPaths.company(w.company.id), { json: { trade_licence: 'TRAD/2' } }),
      },
    ],
    'GET /api/companies/{id}/members': [
      {
        name: "the company's members",
        access: 'company-member',
        ok: 200,
        call: (api) => api.get(apiPaths.companyMembers(w.company.id)),
      },
    ],
    'PATCH /api/companies/{id}/members/{userId}': [
      {
        name: "set the company buyer's role",
        access: 'company-admin',
        ok: 200,
        call: (api) =>
          api.request('PATCH', apiPaths.companyMember(w.company.id, w.company.buyerId), { json: { role: 'buyer' } }),
      },
    ],
    'DELETE /api/companies/{id}/members/{userId}': [
      {
        name: 'remove a member',
        access: 'company-admin',
        ok: 204,
        call: async (api) => {
          targets += 1;
          const member = await w.stack.login(`member${targets}`);
          return api.delete(apiPaths.companyMember(w.company.id, await joined(w, member, 'buyer')));
        },
      },
    ],
    'POST /api/companies/{id}/invitations': [
      {
        name: 'invite an address',
        access: 'company-admin',
        ok: 201,
        call: (api) => api.post(apiPaths.companyInvitations(w.company.id), { email: freshInvitee(), role: 'buyer' }),
      },
    ],
    'GET /api/companies/{id}/invitations': [
      {
        name: "the company's open invitations",
        access: 'company-admin-read',
        ok: 200,
        call: (api) => api.get(apiPaths.companyInvitations(w.company.id)),
      },
    ],
    'DELETE /api/companies/{id}/invitations/{invitationId}': [
      {
        name: 'revoke an invitation',
        access: 'company-admin',
        ok: 204,
        call: async (api) =>
          api.delete(
            apiPaths.companyInvitation(w.company.id, await invitationTo(w.owner, w.company.id, freshInvitee())),
          ),
      },
    ],
    'GET /api/companies/{id}/orders': [
      {
        name: "the company's orders",
        access: 'company-member',
        ok: 200,
        call: (api) => api.get(apiPaths.companyOrders(w.company.id)),
      },
    ],
    'GET /api/companies/{id}/approvals': [
      {
        name: "the company's purchases awaiting approval",
        access: 'company-approvers',
        ok: 200,
        call: (api) => api.get(apiPaths.companyApprovals(w.company.id)),
      },
    ],
    'POST /api/purchases/{id}/approve': [
      {
        name: "approve the company buyer's purchase",
        access: 'company-decider',
        ok: 204,
        call: async (api) => api.post(apiPaths.purchaseApprove(await awaitingPurchase(w)), {}),
      },
    ],
    'POST /api/purchases/{id}/reject': [
      {
        name: "reject the company buyer's purchase",
        access: 'company-decider',
        ok: 204,
        call: async (api) => api.post(apiPaths.purchaseReject(await awaitingPurchase(w)), { note: 'Not this month' }),
      },
    ],
    'GET /api/invitations': [
      { name: 'my invitations', access: 'signed-in', ok: 200, call: (api) => api.get(apiPaths.myInvitations) },
    ],
    'POST /api/invitations/{id}/accept': [
      {
        name: 'accept an invitation to my address',
        access: 'invitee',
        ok: 200,
        call: async (api, caller) => {
          const email = signedInAs(w, caller)?.email ?? freshInvitee();
          const accepted = await api.post(
            apiPaths.invitationAccept(await invitationTo(w.host, w.host.companyId, email)),
          );
          // Out again (a buyer leaves), so the caller stays outside every company for the other rows.
          if (accepted.status === 200)
            await api.delete(apiPaths.companyMember(w.host.companyId, await memberId(w.host, w.host.companyId, email)));
          return accepted;
        },
      },
      {
        name: "accept another's invitation",
        access: 'invited-only',
        ok: 200,
        call: async (api) =>
          api.post(apiPaths.invitationAccept(await invitationTo(w.host, w.host.companyId, freshInvitee()))),
      },
    ],
    'POST /api/invitations/{id}/decline': [
      {
        name: 'decline an invitation to my address',
        access: 'signed-in',
        ok: 204,
        call: async (api, caller) => {
          const email = signedInAs(w, caller)?.email ?? freshInvitee();
          return api.post(apiPaths.invitationDecline(await invitationTo(w.host, w.host.companyId, email)));
        },
      },
      {
        name: "decline another's invitation",
        access: 'invited-only',
        ok: 204,
        call: async (api) =>
          api.post(apiPaths.invitationDecline(await invitationTo(w.host, w.host.companyId, freshInvitee()))),
      },
    ],
    // Payment terms and receivables (requirements §20.8): the terms to the company's members, set by
    // store administrators alone; its receivables to its admin; every company's, and the payments
    // recorded against invoices, to store administrators.
    'GET /api/companies/{id}/terms': [
      {
        name: "the company's payment terms",
        access: 'company-member',
        ok: 200,
        call: (api) => api.get(apiPaths.companyTerms(w.company.id)),
      },
    ],
    'PUT /api/companies/{id}/terms': [
      {
        name: "set the company's payment terms",
        access: 'admin',
        ok: 200,
        call: (api) => api.put(apiPaths.companyTerms(w.company.id), matrixTerms),
      },
    ],
    'GET /api/companies/{id}/receivables': [
      {
        name: "the company's receivables",
        access: 'company-admin-read',
        ok: 200,
        call: (api) => api.get(apiPaths.companyReceivables(w.company.id)),
      },
    ],
    'GET /api/receivables': [
      { name: 'the invoices on terms', access: 'admin', ok: 200, call: (api) => api.get(apiPaths.receivables) },
    ],
    'GET /api/receivables/summary': [
      {
        name: 'the receivables per company',
        access: 'admin',
        ok: 200,
        call: (api) => api.get(apiPaths.receivablesSummary),
      },
    ],
    'POST /api/purchases/{id}/invoice-payments': [
      {
        name: 'record a payment against an invoice',
        access: 'admin',
        ok: 201,
        call: async (api) =>
          api.post(apiPaths.purchaseInvoicePayments(await invoicePurchase(w)), {
            amount: 1,
            paid_on: '2026-01-05',
            reference: 'CHQ 0042',
          }),
      },
    ],
    // Customer groups and their prices (requirements §20.5): store administrators alone.
    'GET /api/customer-groups': [
      { name: 'the customer groups', access: 'admin', ok: 200, call: (api) => api.get(apiPaths.customerGroups) },
    ],
    'POST /api/customer-groups': [
      {
        name: 'create a customer group',
        access: 'admin',
        ok: 201,
        call: (api) => api.post(apiPaths.customerGroups, { name: `Matrix ${randomUUID()}` }),
      },
    ],
    'PATCH /api/customer-groups/{id}': [
      {
        name: 'rename a customer group',
        access: 'admin',
        ok: 200,
        call: async (api) =>
          api.request('PATCH', apiPaths.customerGroup(await aGroup(w)), { json: { name: `Matrix ${randomUUID()}` } }),
      },
    ],
    'DELETE /api/customer-groups/{id}': [
      {
        name: 'delete a customer group',
        access: 'admin',
        ok: 200,
        call: async (api) => api.delete(apiPaths.customerGroup(await aGroup(w))),
      },
    ],
    'GET /api/customer-groups/{id}/prices': [
      {
        name: "a customer group's prices",
        access: 'admin',
        ok: 200,
        call: async (api) => api.get(apiPaths.customerGroupPrices(await aGroup(w))),
      },
    ],
    'PUT /api/customer-groups/{id}/prices': [
      {
        name: "replace a customer group's prices",
        access: 'admin',
        ok: 200,
        call: async (api) =>
          api.put(apiPaths.customerGroupPrices(await aGroup(w)), { prices: [{ item: w.item._id, percent_off: 5 }] }),
      },
    ],
    'PUT /api/users/{id}/customer-group': [
      {
        name: "set a user's customer group",
        access: 'admin',
        ok: 200,
        call: (api) => api.put(apiPaths.userCustomerGroup(w.company.buyerId), { group: null }),
      },
    ],
    'PUT /api/companies/{id}/customer-group': [
      {
        name: "set a company's customer group",
        access: 'admin',
        ok: 200,
        call: (api) => api.put(apiPaths.companyCustomerGroup(w.company.id), { group: null }),
      },
    ],
  };
}

/** Terms for the customer's company (requirements §20.8): net 30, a limit no call reaches, no PO number needed. */
const matrixTerms = { net_days: 30, credit_limit: 10_000_000, require_po_number: false };

/** A purchase of the company's buyer paid on invoice (requirements §20.8), the company given terms first. */
async function invoicePurchase(w: PermissionWorld): Promise<string> {
  const terms = await w.admin.api.put(apiPaths.companyTerms(w.company.id), matrixTerms);
  if (terms.status !== 200) throw new Error(`the company's terms answered ${terms.status}: ${terms.text}`);
  const made = await w.company.buyer.api.post<{ _id: string }>(
    apiPaths.checkout,
    await withDelivery(w.company.buyer.api, {
      key: randomUUID(),
      address: 'Matrix road 11',
      phone: '01400000011',
      lines: [lineOf(w)],
      payment_method: 'invoice',
    }),
  );
  if (made.status !== 201) throw new Error(`the buyer's checkout on invoice answered ${made.status}: ${made.text}`);
  return made.body._id;
}

/** A fresh customer group, made by the world's administrator, for a call to name. */
async function aGroup(w: PermissionWorld): Promise<string> {
  const made = await w.admin.api.post<{ _id: string }>(apiPaths.customerGroups, { name: `Matrix ${randomUUID()}` });
  if (made.status !== 201) throw new Error(`creating a customer group answered ${made.status}: ${made.text}`);
  return made.body._id;
}

/** Public routes the document leaves out on purpose (the document itself and its viewer). */
export const undocumentedRules: Record<string, Case[]> = {
  'GET /api/openapi.json': [
    { name: 'the API document', access: 'public', ok: 200, call: (api) => api.get(apiPaths.openApi) },
  ],
  'GET /api/docs': [
    { name: 'the API reference page', access: 'public', ok: 200, call: (api) => api.get(apiPaths.docs) },
  ],
};
