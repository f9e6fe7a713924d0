import type { LinkProps } from './link.ts';

/** The default link component: a plain anchor. */
export function Anchor({ href, children, ...rest }: LinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
