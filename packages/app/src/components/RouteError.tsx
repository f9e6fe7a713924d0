import { Button, EmptyState } from '@storefront/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** A screen that failed to load or render (for example its chunk after a new deployment). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <main id="main" className="mx-auto w-full max-w-page px-4 py-16 sm:px-6">
      <EmptyState
        tone="error"
        title="This page could not be shown"
        description={message}
        action={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
      />
    </main>
  );
}
