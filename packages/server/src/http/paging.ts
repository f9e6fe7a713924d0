import { TOTAL_COUNT_HEADER } from '@storefront/shared';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';

/** Paged lists stay plain arrays; the total goes in the x-total-count header. */
export function withTotal<T>(reply: FastifyReply, total: number, list: T): T {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  return list;
}

/** A ?flag=1 query parameter. */
export const queryFlag = z
  .enum(['1', 'true', '0', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');
