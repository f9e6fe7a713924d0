import { Button } from '../../primitives/Button.tsx';

export interface BulkAction {
  label: string;
  onClick: () => void;
}

export interface BulkActionBarProps {
  /** How many rows are chosen; the bar shows only when some are. */
  selected: number;
  actions: BulkAction[];
  onClear: () => void;
  /** While a bulk action runs: its buttons wait. */
  busy?: boolean;
}

/**
 * What to do with the chosen rows (requirements §13.6): their count, the actions, and a way to
 * choose none. Announced politely when the choice changes.
 */
export function BulkActionBar({ selected, actions, onClear, busy = false }: BulkActionBarProps) {
  if (selected === 0) return null;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky bottom-4 z-10 flex flex-wrap items-center gap-3 rounded-card border border-line bg-night px-4 py-3 text-night-ink shadow-raised"
    >
      <p aria-live="polite" className="mr-auto font-semibold">
        {selected} {selected === 1 ? 'order' : 'orders'} selected
      </p>
      {actions.map((action) => (
        <Button key={action.label} size="sm" onClick={action.onClick} isLoading={busy} disabled={busy}>
          {action.label}
        </Button>
      ))}
      <Button size="sm" variant="secondary" onClick={onClear} disabled={busy}>
        Clear selection
      </Button>
    </div>
  );
}
