import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

/** A white panel with a border, rounded corners and a soft shadow. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'flex flex-col overflow-hidden rounded-card border border-line bg-surface text-ink shadow-card',
        className,
      )}
      {...props}
    />
  );
}

/** The top of a card: title and description. */
export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-0', className)} {...props} />;
}

/** A card's heading (an h3 by default level in sections). */
export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h3 className={cn('text-title font-semibold text-ink', className)} {...props} />;
}

/** Secondary text under the card title. */
export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-body-sm text-ink-muted', className)} {...props} />;
}

/** The card's body. */
export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-1 flex-col gap-3 p-5', className)} {...props} />;
}

/** The bottom row of a card, for actions. */
export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex items-center gap-3 p-5 pt-0', className)} {...props} />;
}
