/// <reference types="msw-storybook-addon/types" />
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { activateLocale, isLocale, LocaleProvider, localeNames, locales } from '../packages/ui/src/i18n/index.ts';
import { ToastProvider } from '../packages/ui/src/primitives/Toast.tsx';
import { toastStore } from '../packages/ui/src/primitives/toastStore.ts';
import { forgetConfig } from '../packages/app/src/config.ts';
import { chooseDigits } from '../packages/ui/src/i18n/digits.ts';
import '../packages/ui/src/theme.css';

const STORY_TOAST_MS = 10 * 60_000;

// findBy* and waitFor in play functions wait up to 10 s, not Testing Library's 1 s: on a loaded
// two-core machine a page's first answer (MSW, then a render in a transition) took longer than a
// second now and then (Pages/Catalog / Default: "Unable to find an element with the text: 30
// products" in the stories suite). A passing story is no slower; the test's own limit is 30 s.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  tags: ['autodocs'],
  // Every story in either language (docs/requirements.md, "Languages"): the toolbar's switch, or
  // `globals: { locale: 'bn' }` in a story.
  globalTypes: {
    locale: {
      description: 'The language the components speak',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: localeNames[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [
    // Toasts stay until dismissed: a screenshot must not depend on how fast the machine reached it
    // (a 5 s toast raised by a play function could vanish while the visual test waits to capture).
    (Story) => (
      <LocaleProvider>
        <ToastProvider duration={STORY_TOAST_MS}>
          <Story />
        </ToastProvider>
      </LocaleProvider>
    ),
  ],
  // The brand face is loaded before any story renders: Recharts measures tick labels once and caches
  // the widths, so a chart drawn while the fallback face was showing placed its last tick half a
  // pixel apart from one drawn after the swap (the Overview's visual baselines failed now and then).
  loaders: [
    async ({ globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : 'en';
      // Bangla digits unless the story chooses Latin ones (in its beforeEach, which runs after the
      // loaders): the digits are a cookie, and the DigitsChoice story's Latin ones had later Bangla
      // stories of a run drawn in 0-9 (before activateLocale read it: Home/Composition's baseline).
      chooseDigits('native');
      await activateLocale(locale);
      await document.fonts.load("400 12px 'Inter Variable'");
      // Bangla's face too, before a Bangla story is drawn (its baselines must not catch the swap).
      if (locale === 'bn') await document.fonts.load("400 12px 'Storefront Bangla'", 'বাংলা');
      return {};
    },
  ],
  // Toasts raised by one story must not leak into the next, nor the app's configuration read by one
  // (a story answers GET /api/config its own way: another payment method shown, another contact
  // address) into the next drawn in the same window (the visual tests switch stories in place).
  beforeEach() {
    toastStore.clear();
    forgetConfig();
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Every story runs axe; a violation fails its test.
    a11y: { test: 'error' },
    docs: { toc: false },
    options: { storySort: { order: ['Theme', 'Primitives', 'Domain', 'Home', 'Forms', 'Pages', '*'] } },
  },
};

export default preview;
