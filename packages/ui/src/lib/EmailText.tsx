import { Fragment } from 'react';
import { cn } from './cn.ts';

/**
 * An email address that wraps at a sensible point when its column is narrow: before the "@", before
 * the dots of the domain or of the name ("procurement.department.head"), and inside a word only if
 * a part cannot fit on its own line. The text (and what a screen reader or a copy gets) is the
 * address unchanged.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0)
    return (
      <span data-email="" className={cn('[overflow-wrap:anywhere]', className)}>
        {email}
      </span>
    );
  const [name, ...nameRest] = email.slice(0, at).split('.');
  const [domain, ...domainRest] = email.slice(at + 1).split('.');
  const dotted = (parts: string[], key: string) =>
    parts.map((part, i) => (
      <Fragment key={`${key}${i}`}>
        <wbr />.{part}
      </Fragment>
    ));
  return (
    <span data-email="" className={cn('[overflow-wrap:anywhere]', className)}>
      {name}
      {dotted(nameRest, 'n')}
      <wbr />@{domain}
      {dotted(domainRest, 'd')}
    </span>
  );
}
