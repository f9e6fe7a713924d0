import { Suspense, lazy } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fetcher } from './api/hooks.ts';
import { AuthProvider } from './auth/AuthContext.tsx';
import { routes } from './router.tsx';

const router = createBrowserRouter(routes);
// Toasts are raised into a store; the viewport that shows them loads after the first paint.
const Toaster = lazy(() => import('./components/Toaster.tsx'));

export function App() {
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false }}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </SWRConfig>
  );
}
