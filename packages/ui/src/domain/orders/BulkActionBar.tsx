import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { canTransition, orderStatusWord, type Order, type OrderStatus } from '@storefront/shared';
import { apart } from '../../lib/apart.tsx';
import { Button } from '../../primitives/Button.tsx';
import { screenDigits } from '../../i18n/digits.ts';

type Move = Exclude<OrderStatus, 'placed'>;

/** What each move's button says. */
const bulkLabels: Record<Move, MessageDescriptor> = {
  confirmed: msg`Confirm selected`,
  shipped: msg`Ship selected`,
  delivered: msg`Mark selected delivered`,
  cancelled: msg`Cancel selected`,
};

export interface BulkActionBarProps {
  /** The chosen orders; the bar shows only when some are. Their statuses decide the moves offered. */
  chosen: readonly Pick<Order, '_id' | 'status'>[];
  /** The moves the bar may offer, in order: each shows only when a chosen order can make it. */
  moves: readonly Move[];
  /** Called with the move and the ids of the chosen orders that can make it (the others stay out). */
  onMove: (to: Move, ids: string[]) => void;
  onClear: () => void;
  /** While a bulk action runs: its buttons wait. */
  busy?: boolean;
}

/**
 * What to do with the chosen rows (requirements §13.6): their count, the moves that apply to some
 * of them (shared `orderTransitions`), and a way to choose none. Announced politely when the choice
 * changes.
 */
export function BulkActionBar({ chosen, moves, onMove, onClear, busy = false }: BulkActionBarProps) {
  const { t, i18n } = useLingui();
  if (chosen.length === 0) return null;
  const count = chosen.length;
  // "confirmed or shipped": the moves, as the statuses they lead to.
  const list = apart(moves.map((to) => orderStatusWord(to)).reduce((first, next) => i18n._(msg`${first} or ${next}`)));
  // Each part its own text node, as before the messages (see lib/apart.tsx).
  const countNode = apart(screenDigits(count));
  const orderWord = apart(t`${plural(count, { one: 'order', other: 'orders' })}`);
  const cannot = apart(t`${plural(count, { one: 'It cannot', other: 'None of them can' })}`);
  const offered = moves
    .map((to) => ({ to, ids: chosen.filter((order) => canTransition(order.status, to)).map((order) => order._id) }))
    .filter(({ ids }) => ids.length > 0);
  return (
    <div
      role="region"
      aria-label={t`Bulk actions`}
      className="sticky bottom-4 z-10 flex flex-wrap items-center gap-3 rounded-card border border-line bg-night px-4 py-3 text-night-ink shadow-raised"
    >
      <p aria-live="polite" className="mr-auto font-semibold">
        <Trans>
          {countNode} {orderWord} selected
        </Trans>
        {offered.length === 0 ? (
          <span className="block text-body-sm font-normal">
            <Trans>
              {cannot} be {list}.
            </Trans>
          </span>
        ) : null}
      </p>
      {offered.map(({ to, ids }) => (
        <Button key={to} size="sm" onClick={() => onMove(to, ids)} isLoading={busy} disabled={busy}>
          {i18n._(bulkLabels[to])}
        </Button>
      ))}
      <Button size="sm" variant="secondary" onClick={onClear} disabled={busy}>
        <Trans>Clear selection</Trans>
      </Button>
    </div>
  );
}
