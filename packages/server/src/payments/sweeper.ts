// The payments' sweeper (requirements §18): every instance runs one. It expires the holds that
// ended, then asks the gateway again for the refunds still due (§18.1), then rejects the purchases
// that awaited their company's approval too long (§20.4); the conditional updates of expireHolds,
// of a refund's claim and of a decision make each happen once however many run against one database.
import type { FastifyBaseLogger } from 'fastify';
import type { ApprovalsService } from '../companies/approvals.ts';
import type { PaymentsService } from './service.ts';

/** How often the holds are looked at: a quarter of the hold, between a quarter second and 30 s. */
export const sweepIntervalMs = (holdMs: number): number => Math.min(30_000, Math.max(250, Math.round(holdMs / 4)));

export function startHoldSweeper(
  payments: Pick<PaymentsService, 'expireHolds' | 'retryRefunds'>,
  holdMs: number,
  { log, onClose }: { log: Pick<FastifyBaseLogger, 'warn'>; onClose: (hook: () => Promise<void>) => void },
  approvals?: Pick<ApprovalsService, 'expireAwaiting'>,
): void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = payments
      .expireHolds()
      .catch((error: unknown) => log.warn({ err: error }, 'payments: expiring the ended holds failed'))
      .then(() => payments.retryRefunds())
      .catch((error: unknown) => log.warn({ err: error }, 'payments: retrying the refunds due failed'))
      .then(() => approvals?.expireAwaiting())
      .catch((error: unknown) => log.warn({ err: error }, 'approvals: rejecting the ended approvals failed'))
      .finally(() => {
        running = null;
      });
  }, sweepIntervalMs(holdMs));
  timer.unref();
  onClose(async () => {
    clearInterval(timer);
    await running;
  });
}
