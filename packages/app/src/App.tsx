import { Suspense, lazy, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fetcher } from './api/hooks.ts';
import { AuthProvider, useAuth } from './auth/AuthContext.tsx';
import { routes } from './router.tsx';

const router = createBrowserRouter(routes);
const Toaster = lazy(() => import('./components/Toaster.tsx'));

/**
 * Toasts are raised into a store and only ever by signed-in screens, so the viewport that shows them
 * (Radix Toast) loads with the first sign-in, never for a visitor's first paint.
 */
function DeferredToaster() {
  const { status } = useAuth();
  const [isNeeded, setIsNeeded] = useState(false);
  if (status === 'signed-in' && !isNeeded) setIsNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false }}>
      <AuthProvider>
        <RouterProvider router={router} />
        <DeferredToaster />
      </AuthProvider>
    </SWRConfig>
  );
}
