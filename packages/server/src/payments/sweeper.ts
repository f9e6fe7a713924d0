// The holds' sweeper (requirements §18): every instance runs one; the conditional updates of
// expireHolds make each hold expire once however many run against one database.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsService } from './service.ts';

/** How often the holds are looked at: a quarter of the hold, between a quarter second and 30 s. */
export const sweepIntervalMs = (holdMs: number): number => Math.min(30_000, Math.max(250, Math.round(holdMs / 4)));

export function startHoldSweeper(
  payments: Pick<PaymentsService, 'expireHolds'>,
  holdMs: number,
  { log, onClose }: { log: Pick<FastifyBaseLogger, 'warn'>; onClose: (hook: () => Promise<void>) => void },
): void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = payments
      .expireHolds()
      .catch((error: unknown) => log.warn({ err: error }, 'payments: expiring the ended holds failed'))
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
