import type { RouteObject } from 'react-router-dom';
import { lazyRoute, type Preloadable } from './components/lazyRoute.tsx';
import { RootLayout } from './components/RootLayout.tsx';
import { ScreenBoundary, loadRouteError } from './components/ScreenBoundary.tsx';

const home = lazyRoute(() => import('./routes/Home.tsx'));
const catalog = lazyRoute(() => import('./routes/Catalog.tsx'));
const itemPage = lazyRoute(() => import('./routes/ItemPage.tsx'));
const compare = lazyRoute(() => import('./routes/Compare.tsx'));
const builder = lazyRoute(() => import('./routes/Builder.tsx'));

// requirements §2. Every screen is its own chunk, fetched when its route is first visited.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        element: <ScreenBoundary />,
        handle: { preload: loadRouteError } satisfies Preloadable,
        children: [
          { index: true, ...home },
          { path: 'home', ...home },
          { path: 'blogs', ...lazyRoute(() => import('./routes/Blogs.tsx')) },
          { path: 'my-portfolio', ...lazyRoute(() => import('./routes/Portfolio.tsx')) },
          { path: 'login', ...lazyRoute(() => import('./routes/Login.tsx')) },
          { path: 'register', ...lazyRoute(() => import('./routes/Register.tsx')) },
          { path: 'forgot-password', ...lazyRoute(() => import('./routes/ForgotPassword.tsx')) },
          // requirements §12: the catalog and each item's page, public.
          { path: 'items', ...catalog },
          { path: 'items/:itemId', ...itemPage },
          // requirements §19.2: items side by side, public, its address shared.
          { path: 'compare', ...compare },
          // requirements §19.5: the PC builder, and a saved build's public read-only link.
          { path: 'builder', ...builder },
          { path: 'builder/:buildId', ...builder },
          // The public pages' Bangla addresses (docs/requirements.md, "Languages"): the same screens.
          {
            path: 'bn',
            children: [
              { index: true, ...home },
              { path: 'items', ...catalog },
              { path: 'items/:itemId', ...itemPage },
              { path: 'compare', ...compare },
              { path: 'builder', ...builder },
              { path: 'builder/:buildId', ...builder },
            ],
          },
          // requirements §14.1: the cart, public (a signed-out visitor's lives in the browser).
          { path: 'cart', ...lazyRoute(() => import('./routes/CartPage.tsx')) },
          {
            ...lazyRoute(() => import('./auth/guards.tsx').then(({ RequireAuth }) => ({ Component: RequireAuth }))),
            children: [
              { path: 'purchase/:itemId', ...lazyRoute(() => import('./routes/Purchase.tsx')) },
              {
                path: 'dashboard',
                ...lazyRoute(() => import('./routes/Dashboard.tsx')),
                children: [
                  { index: true, ...lazyRoute(() => import('./routes/MyProfile.tsx')) },
                  { path: 'my-orders', ...lazyRoute(() => import('./routes/MyOrders.tsx')) },
                  // requirements §13.4, §13.5: an order's page (its owner or an administrator), the
                  // confirmation after placing it, and its invoice.
                  { path: 'orders/:orderId', ...lazyRoute(() => import('./routes/OrderPage.tsx')) },
                  { path: 'orders/:orderId/placed', ...lazyRoute(() => import('./routes/OrderPlaced.tsx')) },
                  { path: 'orders/:orderId/invoice', ...lazyRoute(() => import('./routes/InvoicePage.tsx')) },
                  // requirements §17.7: a one-item order's own tax invoice, the page a purchase's has.
                  {
                    path: 'orders/:orderId/tax-invoice',
                    ...lazyRoute(() => import('./routes/TaxInvoicePage.tsx')),
                  },
                  // requirements §14.5: SKUs and quantities pasted, checked and put in the cart at once.
                  { path: 'quick-order', ...lazyRoute(() => import('./routes/QuickOrder.tsx')) },
                  // requirements §14.3: a purchase (one checkout's orders), after checkout.
                  { path: 'purchases/:purchaseId', ...lazyRoute(() => import('./routes/PurchasePlaced.tsx')) },
                  // requirements §13.5: one checkout, one invoice.
                  {
                    path: 'purchases/:purchaseId/invoice',
                    ...lazyRoute(() => import('./routes/PurchaseInvoicePage.tsx')),
                  },
                  // requirements §17: its tax invoice in the Mushak 6.3 form, printed or as a PDF.
                  {
                    path: 'purchases/:purchaseId/tax-invoice',
                    ...lazyRoute(() => import('./routes/TaxInvoicePage.tsx')),
                  },
                  { path: 'add-review', ...lazyRoute(() => import('./routes/AddReview.tsx')) },
                  // requirements §20: the reader's company (or creating one), its members, invitations and orders.
                  { path: 'company', ...lazyRoute(() => import('./routes/MyCompany.tsx')) },
                  // requirements §20.1: a company by its id, to its members and the store administrators.
                  { path: 'company/:companyId', ...lazyRoute(() => import('./routes/MyCompany.tsx')) },
                  // requirements §20.7: the reader's quotes, and a quote's page (its buyer, store administrators).
                  { path: 'quotes', ...lazyRoute(() => import('./routes/MyQuotes.tsx')) },
                  { path: 'quotes/:quoteId', ...lazyRoute(() => import('./routes/QuotePage.tsx')) },
                  {
                    ...lazyRoute(() =>
                      import('./auth/guards.tsx').then(({ RequireAdmin }) => ({ Component: RequireAdmin })),
                    ),
                    children: [
                      // requirements §15: the business at a glance, the admin's landing.
                      { path: 'overview', ...lazyRoute(() => import('./routes/Overview.tsx')) },
                      { path: 'manage-orders', ...lazyRoute(() => import('./routes/ManageOrders.tsx')) },
                      { path: 'add-item', ...lazyRoute(() => import('./routes/AddItem.tsx')) },
                      { path: 'make-admin', ...lazyRoute(() => import('./routes/MakeAdmin.tsx')) },
                      { path: 'manage-items', ...lazyRoute(() => import('./routes/ManageItems.tsx')) },
                      { path: 'manage-items/:itemId', ...lazyRoute(() => import('./routes/EditItem.tsx')) },
                      { path: 'manage-reviews', ...lazyRoute(() => import('./routes/ManageReviews.tsx')) },
                      // requirements §17: the rate card delivery is charged by.
                      { path: 'delivery', ...lazyRoute(() => import('./routes/DeliveryCharges.tsx')) },
                      // requirements §18: every payment, its trail, the CSV.
                      { path: 'payments', ...lazyRoute(() => import('./routes/Payments.tsx')) },
                      // requirements §20.1: every company, found by name or BIN.
                      { path: 'companies', ...lazyRoute(() => import('./routes/Companies.tsx')) },
                      // requirements §20.5: the customer groups and each one's price list.
                      { path: 'customer-groups', ...lazyRoute(() => import('./routes/CustomerGroups.tsx')) },
                      {
                        path: 'customer-groups/:groupId',
                        ...lazyRoute(() => import('./routes/CustomerGroups.tsx')),
                      },
                      // requirements §20.7: every buyer's quotes, by status.
                      { path: 'quote-requests', ...lazyRoute(() => import('./routes/QuoteRequests.tsx')) },
                      // requirements §20.8: what companies on terms owe, and the payments against their invoices.
                      { path: 'receivables', ...lazyRoute(() => import('./routes/Receivables.tsx')) },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', ...lazyRoute(() => import('./routes/NotFound.tsx')) },
        ],
      },
    ],
  },
];
