import type { ReactNode } from 'react';

/** A screen's h1, with an optional count or action beside it. */
export function PageHeading({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-heading font-bold text-ink">{children}</h1>
      {aside}
    </div>
  );
}
