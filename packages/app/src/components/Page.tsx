import type { ReactNode } from 'react';
import { cn } from '@storefront/ui';

/** A top-level screen's main landmark (dashboard screens get theirs from the dashboard layout). */
export function Page({
  children,
  className,
  wide = false,
}: {
  children: ReactNode;
  className?: string;
  wide?: boolean;
}) {
  return (
    <main id="main" className={cn('mx-auto w-full flex-1', wide ? '' : 'max-w-page px-4 py-8 sm:px-6', className)}>
      {children}
    </main>
  );
}
