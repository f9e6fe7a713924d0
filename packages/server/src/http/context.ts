// What every route module receives: the services, the permission guards and the rate limits.
import type { Guards } from '../auth/guard.ts';
import type { AuthService } from '../auth/service.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { Config } from '../config.ts';
import type { ImagesService } from '../images/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { ReviewsService } from '../reviews/service.ts';
import type { UsersService } from '../users/service.ts';

export interface RouteContext {
  config: Config;
  guards: Guards;
  auth: AuthService;
  catalog: CatalogService;
  orders: OrdersService;
  reviews: ReviewsService;
  users: UsersService;
  images: ImagesService;
  /** Per-route rate-limit settings (config.rateLimit), for @fastify/rate-limit's route config. */
  limits: { exchange: { max: number; timeWindow: number }; writes: { max: number; timeWindow: number } };
}
