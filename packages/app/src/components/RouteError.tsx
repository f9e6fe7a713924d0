import { Button, EmptyState } from '@storefront/ui';

/** A screen that failed to load or render (for example its chunk after a new deployment). */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
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
