import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { localeNames, locales, type Locale } from '../i18n/locales.ts';
import { Anchor } from '../lib/Anchor.tsx';
import { cn } from '../lib/cn.ts';
import type { LinkComponent } from '../lib/link.ts';

export interface LanguageSwitchProps {
  /** The language the page is in: shown as current, not as a link. */
  current: Locale;
  /** The address of this page in `locale` (a public page has one per language; others keep theirs). */
  hrefFor: (locale: Locale) => string;
  /**
   * Called as a language is chosen, before the link is followed: the app remembers the choice, and
   * may keep the link from navigating (`event.preventDefault()`) where the page has one address.
   */
  onChoose?: (locale: Locale, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Link component, such as a wrapper of the router's Link. Defaults to `<a>`. */
  LinkComponent?: LinkComponent;
  /** `onDark` in the navbar; `plain` on a light background (the login page). */
  tone?: 'onDark' | 'plain';
  className?: string;
}

/**
 * English | বাংলা (docs/requirements.md, "Languages"): each language named in itself, in its own
 * script and `lang`, so a reader of either finds theirs. "বাংলা" is drawn with a face of four glyphs
 * (theme.css), so an English page does not fetch the whole Bangla typeface to show it.
 */
export function LanguageSwitch({
  current,
  hrefFor,
  onChoose,
  LinkComponent = Anchor,
  tone = 'onDark',
  className,
}: LanguageSwitchProps) {
  const { t } = useLingui();
  const item = cn(
    'rounded-control px-2 py-1 text-body-sm focus-visible:outline-2 focus-visible:outline-accent',
    tone === 'onDark' ? 'text-night-ink' : 'text-ink',
  );
  return (
    <ul aria-label={t`Language`} className={cn('flex items-center', className)}>
      {locales.map((locale, index) => (
        <li key={locale} className="flex items-center">
          {index > 0 ? (
            <span aria-hidden="true" className={tone === 'onDark' ? 'text-night-muted' : 'text-ink-muted'}>
              |
            </span>
          ) : null}
          {locale === current ? (
            <span
              lang={locale}
              aria-current="true"
              className={cn(item, 'font-semibold', locale === 'bn' && 'font-bangla-label')}
            >
              {localeNames[locale]}
            </span>
          ) : (
            <LinkComponent
              href={hrefFor(locale)}
              lang={locale}
              hrefLang={locale}
              onClick={(event) => onChoose?.(locale, event)}
              className={cn(
                item,
                'underline-offset-4 hover:underline',
                tone === 'onDark' ? 'hover:bg-night-raised' : 'hover:bg-surface-muted',
                locale === 'bn' && 'font-bangla-label',
              )}
            >
              {localeNames[locale]}
            </LinkComponent>
          )}
        </li>
      ))}
    </ul>
  );
}
