import type { Language } from '@storefront/shared';
import { LocaleProvider } from '@storefront/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fetcher } from './api/hooks.ts';
import { AuthProvider, useAuth } from './auth/AuthContext.tsx';
import { AppRoutes } from './components/AppRoutes.tsx';
import { onToasterWanted } from './components/toasterWanted.ts';
import { LanguageProvider } from './i18n/LanguageContext.tsx';
import { routes } from './router.tsx';

const Toaster = lazy(() => import('./components/Toaster.tsx'));

/**
 * Toasts are raised into a store, nearly always by signed-in screens, so the viewport that shows
 * them (Radix Toast) loads with the first sign-in, or when a visitor's screen asks for it (the
 * cart's, `wantToaster`), never for a visitor's first paint. Toasts raised before it loads wait in the store.
 */
function DeferredToaster() {
  const { status } = useAuth();
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => onToasterWanted(() => setIsNeeded(true)), []);
  if (status === 'signed-in' && !isNeeded) setIsNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function App({ language = 'en' }: { language?: Language }) {
  return (
    <LocaleProvider>
      <SWRConfig value={{ fetcher, revalidateOnFocus: false }}>
        <AuthProvider>
          {/*
          The declarative router: the data router (createBrowserRouter) would add ~16 kB gzip to every
          page, and no screen uses loaders or actions.
        */}
          <BrowserRouter>
            <LanguageProvider initial={language}>
              <AppRoutes routes={routes} />
            </LanguageProvider>
          </BrowserRouter>
          <DeferredToaster />
        </AuthProvider>
      </SWRConfig>
    </LocaleProvider>
  );
}
