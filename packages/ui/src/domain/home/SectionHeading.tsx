import type { ReactNode } from 'react';

/** A home section's centred heading with an optional line under it. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-10 flex flex-col items-center gap-3 text-center">
      <h2 id={id} className="text-heading font-bold tracking-tight text-ink">
        {title}
      </h2>
      <span aria-hidden="true" className="h-1 w-16 rounded-pill bg-primary" />
      {children ? <p className="max-w-prose text-body text-ink-muted">{children}</p> : null}
    </div>
  );
}
