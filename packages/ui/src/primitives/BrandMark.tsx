import { Trans } from '@lingui/react/macro';
import { cn } from '../lib/cn.ts';

/** The Computer Club mark (a chip) and word mark. */
export function BrandMark({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect x="7" y="7" width="18" height="18" rx="3" fill="#1d4ed8" />
        <rect x="11" y="11" width="10" height="10" rx="1.5" fill="#22d3ee" />
        <path
          d="M11 3v4M16 3v4M21 3v4M11 25v4M16 25v4M21 25v4M3 11h4M3 16h4M3 21h4M25 11h4M25 16h4M25 21h4"
          stroke="#94a3b8"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {compact ? null : (
        <span>
          <Trans>Computer Club</Trans>
        </span>
      )}
    </span>
  );
}
