import { Fragment } from 'react';
import { cn } from './cn.ts';

/**
 * An email address that wraps at a sensible point when its column is narrow: before the "@" first,
 * then before the dots of the domain, and inside a word only if a part cannot fit on its own line.
 * The text (and what a screen reader or a copy gets) is the address unchanged.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0)
    return (
      <span data-email="" className={cn('[overflow-wrap:anywhere]', className)}>
        {email}
      </span>
    );
  const [first, ...rest] = email.slice(at + 1).split('.');
  return (
    <span data-email="" className={cn('[overflow-wrap:anywhere]', className)}>
      {email.slice(0, at)}
      <wbr />@{first}
      {rest.map((part, i) => (
        <Fragment key={i}>
          <wbr />.{part}
        </Fragment>
      ))}
    </span>
  );
}
