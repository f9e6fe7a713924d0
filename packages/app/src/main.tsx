import './zodConfig.ts';
import './styles.css';
import { activateLocale, prepareClassNames } from '@storefront/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { takeInitialAnswers } from './api/initialAnswers.ts';
import { preloadMatches } from './components/lazyRoute.tsx';
import { startLanguage } from './i18n/startLanguage.ts';
import { routes } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// The first screen's code before the first render: the screen then renders at once, where a fallback first would hold it back. The
// shell in index.html is on show meanwhile. The screen's public data is asked for as its code
// arrives, beside the sign-in check a signed-in screen waits for. (A promise, not a top-level
// await: with one, the bundler would split the entry into more files, as the screens' chunks
// import from it.)
// The visit's language, before anything is drawn: a Bangla reader who arrived at a public page's
// English address is moved to its Bangla one, and a Bangla page waits for its catalog.
const start = startLanguage(window.location, document.cookie, navigator.languages.join(','));
if (start.redirectTo) history.replaceState(history.state, '', start.redirectTo);
takeInitialAnswers();
// tailwind-merge's tables, built while the screen's code downloads (not inside the first render).
void prepareClassNames();
// A Bangla catalog that cannot be fetched leaves the page in English rather than blank.
const language = activateLocale(start.language).catch(() => activateLocale('en'));
void Promise.all([preloadMatches(routes, window.location, { prefetch: true }), language]).then(() => {
  const app = createRoot(root);
  // A transition: React renders the page in slices between which the browser can paint and answer
  // input, instead of one long task (Lighthouse's total blocking time on a phone: bench/README.md).
  startTransition(() => {
    app.render(
      <StrictMode>
        <App language={start.language} />
      </StrictMode>,
    );
  });
});
