import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Anchor } from '../lib/Anchor.tsx';
import type { LinkComponent } from '../lib/link.ts';
import { BrandMark } from './BrandMark.tsx';

export interface SocialLink {
  /** Accessible name, for example "Facebook". */
  label: string;
  href: string;
  /** An SVG path (24×24 viewBox) drawn with the current colour. */
  iconPath: string;
}

/* eslint-disable lingui/no-unlocalized-strings -- the networks' own names, the same in every language */
export const defaultSocialLinks: SocialLink[] = [
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/',
    iconPath: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8a0 0 0 010 0z',
  },
  {
    label: 'YouTube',
    href: 'https://www.youtube.com/',
    iconPath:
      'M3 8.5A3.5 3.5 0 016.5 5h11A3.5 3.5 0 0121 8.5v7a3.5 3.5 0 01-3.5 3.5h-11A3.5 3.5 0 013 15.5zM10 9v6l5-3z',
  },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    iconPath:
      'M4 9h4v11H4zM6 3.5a2 2 0 110 4 2 2 0 010-4zM10 9h4v1.6c.6-1 1.9-1.9 3.7-1.9 3 0 4.3 1.9 4.3 5.2V20h-4v-5.5c0-1.5-.5-2.5-1.8-2.5S14 13 14 14.5V20h-4z',
  },
];
/* eslint-enable lingui/no-unlocalized-strings */

export interface FooterProps {
  /** Link component, such as a wrapper of the router's Link. Defaults to `<a>`. */
  LinkComponent?: LinkComponent;
  /** Social profile links shown as icons. */
  socialLinks?: SocialLink[];
  /** Extra content above the copyright line. */
  children?: ReactNode;
}

const footerLinks: { label: MessageDescriptor; href: string }[] = [
  { label: msg`Home`, href: '/' },
  { label: msg`Blogs`, href: '/blogs' },
  { label: msg`Portfolio`, href: '/my-portfolio' },
  { label: msg`Login`, href: '/login' },
];

/** The site footer (requirements §2): Home, Blogs, Portfolio, Login, social icons and the 2022 copyright. */
export function Footer({ LinkComponent = Anchor, socialLinks = defaultSocialLinks, children }: FooterProps) {
  const { t, i18n } = useLingui();
  return (
    <footer className="border-t border-night-line bg-night text-night-ink">
      <div className="mx-auto flex max-w-page flex-col items-center gap-6 px-4 py-10 text-center sm:px-6">
        <BrandMark />
        <nav aria-label={t`Footer`}>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-body-sm">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <LinkComponent
                  href={link.href}
                  className="rounded-control text-night-ink underline-offset-4 hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                >
                  {i18n._(link.label)}
                </LinkComponent>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="flex gap-3" aria-label={t`Social media`}>
          {socialLinks.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                aria-label={link.label}
                rel="noreferrer"
                target="_blank"
                className="inline-flex size-10 items-center justify-center rounded-pill bg-night-raised text-night-ink hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                  <path d={link.iconPath} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
        {children}
        <p className="text-body-sm text-night-muted">
          <Trans>Copyright © 2022 - All rights reserved by Computer Club Manufacturers Ltd</Trans>
        </p>
      </div>
    </footer>
  );
}
