import { canTransition, orderStatusWord, type Order, type OrderStatus } from '@storefront/shared';
import { Button } from '../../primitives/Button.tsx';

type Move = Exclude<OrderStatus, 'placed'>;

/** What each move's button says. */
const bulkLabels: Record<Move, string> = {
  confirmed: 'Confirm selected',
  shipped: 'Ship selected',
  delivered: 'Mark selected delivered',
  cancelled: 'Cancel selected',
};

/** "confirmed or shipped": the moves, as the statuses they lead to. */
const orList = (moves: readonly Move[]) => moves.map((to) => orderStatusWord(to)).join(' or ');

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
  if (chosen.length === 0) return null;
  const offered = moves
    .map((to) => ({ to, ids: chosen.filter((order) => canTransition(order.status, to)).map((order) => order._id) }))
    .filter(({ ids }) => ids.length > 0);
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky bottom-4 z-10 flex flex-wrap items-center gap-3 rounded-card border border-line bg-night px-4 py-3 text-night-ink shadow-raised"
    >
      <p aria-live="polite" className="mr-auto font-semibold">
        {chosen.length} {chosen.length === 1 ? 'order' : 'orders'} selected
        {offered.length === 0 ? (
          <span className="block text-body-sm font-normal">
            {chosen.length === 1 ? 'It cannot' : 'None of them can'} be {orList(moves)}.
          </span>
        ) : null}
      </p>
      {offered.map(({ to, ids }) => (
        <Button key={to} size="sm" onClick={() => onMove(to, ids)} isLoading={busy} disabled={busy}>
          {bulkLabels[to]}
        </Button>
      ))}
      <Button size="sm" variant="secondary" onClick={onClear} disabled={busy}>
        Clear selection
      </Button>
    </div>
  );
}
