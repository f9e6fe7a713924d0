// index.html's first paint, rendered at build time from the components the app renders (so the
// two cannot drift): on a slow phone the navbar and, on the landing page, the hero (its largest
// content) appear as soon as the HTML and CSS have arrived, before the app's code has downloaded
// and run. The wrappers are RootLayout's and the landing page's, so the app's first render draws
// everything where it already was (e2e/first-paint.spec.ts). Inert and hidden from assistive
// technology: nothing in it works until the app replaces it. An item's page gets its own view where
// `firstViewSlot` is, written by the server (packages/server/src/http/spa.ts) from the view build/FirstView.tsx draws.
// Drawn in each language: English goes into index.html, Bangla into dist/ssr/first-paint.json (build/first-paint.ts), which
// the server puts in its place on a /bn/ page (docs/requirements.md §16).
import { firstViewSlot, landingOnly, localizedPath, type Language } from '@storefront/shared';
import { activateNow, HeroSection, LanguageSwitch, LocaleProvider, Navbar } from '@storefront/ui';
import { messages as bangla } from '@storefront/ui/locales/bn.po';
import { renderToStaticMarkup } from 'react-dom/server';

export function renderFirstPaint(locale: Language = 'en'): string {
  activateNow(locale, locale === 'bn' ? bangla : {});
  try {
    // Signed in or not is unknown until the app runs: the navbar as it is while sign-in loads.
    const navbar = renderToStaticMarkup(
      <LocaleProvider>
        <Navbar
          isSignedIn={false}
          isAuthLoading
          languageSwitch={<LanguageSwitch current={locale} hrefFor={(to) => localizedPath('/', to)} />}
        />
      </LocaleProvider>,
    );
    const hero = renderToStaticMarkup(
      <LocaleProvider>
        <div className="flex min-h-screen flex-1 flex-col">
          <div className="mx-auto w-full flex-1">
            <HeroSection />
          </div>
        </div>
      </LocaleProvider>,
    );
    return `<div aria-hidden="true" inert class="flex min-h-screen flex-col">${navbar}${landingOnly.start}${hero}${landingOnly.end}${firstViewSlot}</div>`;
  } finally {
    activateNow('en', {});
  }
}
