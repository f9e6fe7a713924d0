import type { RouteObject } from 'react-router-dom';
import { RootFallback, RootLayout } from './components/RootLayout.tsx';

// Spec 2. Every screen is its own chunk, fetched when its route is first visited.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    children: [
      {
        // Under the root layout, so a failed screen keeps the navbar and footer.
        lazy: () => import('./components/RouteError.tsx').then(({ RouteError }) => ({ ErrorBoundary: RouteError })),
        children: [
          { index: true, lazy: () => import('./routes/Home.tsx') },
          { path: 'home', lazy: () => import('./routes/Home.tsx') },
          { path: 'blogs', lazy: () => import('./routes/Blogs.tsx') },
          { path: 'my-portfolio', lazy: () => import('./routes/Portfolio.tsx') },
          { path: 'login', lazy: () => import('./routes/Login.tsx') },
          { path: 'register', lazy: () => import('./routes/Register.tsx') },
          {
            lazy: () => import('./auth/guards.tsx').then(({ RequireAuth }) => ({ Component: RequireAuth })),
            children: [
              { path: 'purchase/:itemId', lazy: () => import('./routes/Purchase.tsx') },
              {
                path: 'dashboard',
                lazy: () => import('./routes/Dashboard.tsx'),
                children: [
                  { index: true, lazy: () => import('./routes/MyProfile.tsx') },
                  { path: 'my-orders', lazy: () => import('./routes/MyOrders.tsx') },
                  { path: 'add-review', lazy: () => import('./routes/AddReview.tsx') },
                  {
                    lazy: () => import('./auth/guards.tsx').then(({ RequireAdmin }) => ({ Component: RequireAdmin })),
                    children: [
                      { path: 'manage-orders', lazy: () => import('./routes/ManageOrders.tsx') },
                      { path: 'add-item', lazy: () => import('./routes/AddItem.tsx') },
                      { path: 'make-admin', lazy: () => import('./routes/MakeAdmin.tsx') },
                      { path: 'manage-items', lazy: () => import('./routes/ManageItems.tsx') },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: () => import('./routes/NotFound.tsx') },
        ],
      },
    ],
  },
];
