// The top of the API description (GET /api/openapi.json) for the programs of dealers and integrators
// that call the API: who answers for it, where it is served, how a caller proves who it is, and
// the tags its operations are grouped by. The operations come from the routes' schemas; `pnpm
// lint:api` holds the whole document to Redocly's and Spectral's rules.
import type { Config } from '../config.ts';

/** Every tag an operation may carry, with what it groups (an undeclared tag fails the lint and openapi.test.ts). */
const apiTags = {
  meta: 'The server itself: its health and the browser configuration',
  items: 'The catalog: items, their search, and their stock (administrators change them)',
  images: 'Item images: uploaded by administrators, served to everyone',
  orders: "Orders: placing one item, a buyer's list, and an administrator's moves, search and CSV (requirements §13)",
  reviews: 'Reviews of the store: shown to everyone, added by signed-in users, hidden by administrators',
  users: "Sign-in (the token exchange), profiles, and the administrators' management of accounts",
  addresses: "The signed-in user's own address book (requirements §14.7)",
  cart: "The signed-in buyer's cart, a signed-out visitor's priced, and quick order (requirements §14.1, §14.5)",
  builds:
    "The PC builder: a build's parts checked and priced, a signed-in buyer's saved builds and their public read-only links (requirements §19.4)",
  companies:
    "Business customers: companies, their members and roles, invitations by email, and the company's orders (requirements §20)",
  'customer-groups':
    "Customer groups (Dealer, Corporate) and their price lists, and who is in them: store administrators' (requirements §20.5)",
  purchases: 'Checkout, its quote, purchases and reorders (requirements §14.2, §14.3, §14.6, §17)',
  quotes:
    "Quotes: a buyer's request for prices, the store's offers (each a version), and the buyer's acceptance as a purchase at the offered prices, rejection or request for changes (requirements §20.7)",
  payments:
    "Paying a purchase online (Pay now) and the gateways' messages: SSLCommerz's IPN and return, bKash's callback, never believed unasked (requirements §18)",
  delivery: 'The delivery rate card: read by everyone, replaced by administrators (requirements §17)',
  reports: "The administrators' overview (requirements §15)",
} as const;

export function apiDocument(config: Config) {
  return {
    info: {
      title: 'Computer Club storefront API',
      version: '1.0.0',
      description:
        'The API of the Computer Club storefront, under /api: the calls its own app makes, open to the programs of ' +
        'dealers and integrators. Paths, bodies and answers are a contract. Errors answer `{ message, errors? }`, ' +
        '`errors` holding one message per field. Signed-in calls carry `Authorization: Bearer <token>`, the token ' +
        'answered by the sign-in (PUT /api/user/{email} with a Firebase ID token).',
      contact: { name: 'Computer Club Manufacturers Ltd', email: config.contactEmail, url: config.publicOrigin },
      // No public licence text exists: the store's own address, where the company answers for it.
      license: { name: 'Proprietary: by agreement with Computer Club Manufacturers Ltd', url: config.publicOrigin },
    },
    servers: [{ url: config.publicOrigin, description: 'This store (PUBLIC_ORIGIN)' }],
    tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http' as const,
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Our access token, answered by the sign-in (PUT /api/user/{email} with body { email })',
        },
        firebaseIdToken: {
          type: 'http' as const,
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "A Firebase ID token of the path's email: only the sign-in (token exchange) takes it",
        },
      },
    },
  };
}
