import { Trans, useLingui } from '@lingui/react/macro';
import { DashboardLayout, PageSpinner } from '@storefront/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { useIsAdmin } from '../api/hooks.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { dashboardTab } from './dashboardTab.ts';

/** The dashboard: sidebar links by role (requirements §2) beside the nested screen. */
export function Component() {
  const { t } = useLingui();
  const { isAdmin, isLoading } = useIsAdmin();
  const { pathname } = useLocation();
  if (isLoading) {
    return (
      <main id="main" className="flex flex-1">
        <PageSpinner label={t`Checking administrator status`} />
      </main>
    );
  }
  return (
    <DashboardLayout
      isAdmin={isAdmin}
      currentPath={dashboardTab(pathname, isAdmin)}
      LinkComponent={RouterLink}
      className="w-full"
    >
      <main id="main" tabIndex={-1} className="outline-none">
        <h1 className="sr-only">
          <Trans>Dashboard</Trans>
        </h1>
        <Outlet />
      </main>
    </DashboardLayout>
  );
}
