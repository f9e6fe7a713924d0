import { Trans } from '@lingui/react/macro';
import { Button } from '../../primitives/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';

/** A list that failed to load (home, catalog, tables, address book): what failed, why in plain words, and "Try again". */
export function ListFailure({
  title,
  description,
  onRetry,
}: {
  title: string;
  description: string;
  onRetry?: () => void;
}) {
  return (
    <EmptyState
      tone="error"
      title={title}
      description={description}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        ) : undefined
      }
    />
  );
}
