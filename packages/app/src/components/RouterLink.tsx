import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/** The ui kit's link slot filled with the router's Link, so navigation stays client-side. */
export function RouterLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <Link to={href} {...rest} />;
}
