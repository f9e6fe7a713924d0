// What every route module receives: the services and the permission guards (built by wiring.ts),
// and the rate limits (app.ts, of its rate-limit plugin).
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AddressesService } from './addresses/service.ts';
import type { Guards } from './auth/guard.ts';
import type { BuildsService } from './builds/service.ts';
import type { CartService } from './cart/service.ts';
import type { ApprovalsService } from './companies/approvals.ts';
import type { TermsService } from './terms/service.ts';
import type { CompaniesService } from './companies/service.ts';
import type { PricesForClaims } from './customer-groups/price-book.ts';
import type { CustomerGroupsService } from './customer-groups/service.ts';
import type { AuthService } from './auth/service.ts';
import type { CatalogService } from './catalog/service.ts';
import type { DeliveryService } from './delivery/service.ts';
import type { ImagesService } from './images/service.ts';
import type { InvoicesService } from './invoices/service.ts';
import type { PublicCache } from './http/public-cache.ts';
import type { OrdersService } from './orders/service.ts';
import type { PaymentsService } from './payments/service.ts';
import type { PurchasesService } from './purchases/service.ts';
import type { ReportsService } from './reports/service.ts';
import type { ReviewsService } from './reviews/service.ts';
import type { StockService } from './stock/service.ts';
import type { UsersService } from './users/service.ts';

export interface Services {
  guards: Guards;
  auth: AuthService;
  catalog: CatalogService;
  orders: OrdersService;
  reviews: ReviewsService;
  stock: StockService;
  users: UsersService;
  addresses: AddressesService;
  cart: CartService;
  /** The PC builder's checks and saved builds (requirements §19.4). */
  builds: BuildsService;
  /** Business customers: companies, members, invitations and the company's orders (requirements §20). */
  companies: CompaniesService;
  /** Customer groups and their price lists, the store administrators' side (requirements §20.5). */
  customerGroups: CustomerGroupsService;
  /** The group prices a catalog reader's token pays by (requirements §20.5): their group's entries, held in memory. */
  pricesForClaims: PricesForClaims;
  /** Spending limits: the purchases awaiting a company's approval, and the decisions (requirements §20.4). */
  approvals: ApprovalsService;
  /** Payment terms, credit and receivables (requirements §20.8). */
  terms: TermsService;
  purchases: PurchasesService;
  /** Payments through the gateways, and the holds that end unpaid (requirements §18). */
  payments: PaymentsService;
  /** Tax invoices and their PDFs (requirements §17). */
  invoices: InvoicesService;
  delivery: DeliveryService;
  reports: ReportsService;
  images: ImagesService;
  /** The public reads' answers, kept until a write changes them. */
  cache: PublicCache;
}

export interface RouteContext extends Services {
  /** Rate limiters (preHandlers): one budget per IP for the token exchange, one per user for all writes. */
  limits: { exchange: preHandlerAsyncHookHandler; writes: preHandlerAsyncHookHandler };
}
