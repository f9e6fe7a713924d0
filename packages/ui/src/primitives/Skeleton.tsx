import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

/** A grey placeholder block shown where content is loading. Size it with classes. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-control bg-line/60', className)} {...props} />;
}
