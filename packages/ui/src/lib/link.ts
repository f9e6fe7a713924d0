import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** Props every link component receives from the UI kit: an `href` and the usual anchor attributes. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };

/**
 * A component that renders a navigation link. Defaults to a plain `<a>`; the app passes one that
 * wraps its router's `<Link to={href}>` so navigation stays client-side.
 */
export type LinkComponent = ComponentType<LinkProps>;
