import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../lib/cn.ts';
import { Button } from './Button.tsx';
import { screenDigits } from '../i18n/digits.ts';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. Nothing renders for one page or fewer. */
  pageCount: number;
  /** Called with the page the user chose. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark (default "Pagination"). */
  label?: string;
  className?: string;
}

/** Numbers to show: first, last, the current page and its neighbours, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** Previous / numbered / Next page buttons for paged lists. */
export function Pagination({ page, pageCount, onPageChange, label, className }: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label ?? t`Pagination`} className={cn('flex items-center justify-center gap-1', className)}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-2 text-ink-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Button
                variant={p === page ? 'primary' : 'ghost'}
                size="sm"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t`Page ${{ p: screenDigits(p) }}`}
                onClick={() => onPageChange(p)}
              >
                {screenDigits(p)}
              </Button>
            </li>
          ),
        )}
      </ul>
      <span className="px-2 text-body-sm text-ink-muted sm:hidden">
        <Trans>
          Page {{ page: screenDigits(page) }} of {{ pageCount: screenDigits(pageCount) }}
        </Trans>
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
