import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageContext.tsx';

/**
 * The ui kit's link slot filled with the router's Link, so navigation stays client-side; a public
 * page's link leads to its address in the visitor's language (/bn/items for a Bangla reader).
 */
export function RouterLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { localize } = useLanguage();
  return <Link to={rest.hrefLang ? href : localize(href)} {...rest} />;
}
