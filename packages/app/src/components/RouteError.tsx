import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState } from '@storefront/ui';
import { useEffect } from 'react';
import { ApiError } from '../api/client.ts';

/** What a person reads: the page's code is usually gone after a new deployment, and a reload fixes it. */
export const routeErrorAdvice = msg`Part of this page could not be loaded. Reloading usually fixes it.`;

/** A screen that failed to load or render (for example its chunk after a new deployment). */
export function RouteError({ error }: { error: unknown }) {
  const { t, i18n } = useLingui();
  // The API client's errors are already in words; anything else is for the console, not the page.
  const message = error instanceof ApiError ? error.message : i18n._(routeErrorAdvice);
  useEffect(() => {
    if (!(error instanceof ApiError)) console.error('A screen failed', error);
  }, [error]);
  return (
    <main id="main" className="mx-auto w-full max-w-page px-4 py-16 sm:px-6">
      <EmptyState
        tone="error"
        title={t`This page could not be shown`}
        description={message}
        action={
          <Button onClick={() => window.location.reload()}>
            <Trans>Reload the page</Trans>
          </Button>
        }
      />
    </main>
  );
}
