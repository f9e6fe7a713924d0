import { Trans, useLingui } from '@lingui/react/macro';
// Delivery charges (admin, requirements §17): the rate card per zone and the free-delivery
// threshold; a save answers the card as stored, with who saved it.
import { Button, EmptyState, RateCardForm, Skeleton, toast } from '@storefront/ui';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useStoreTimeZone } from '../components/useStoreTimeZone.ts';
import { saveRateCard, useRateCard } from '../delivery/quote.ts';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Delivery charges`);
  const { data: card, error, isLoading, mutate } = useRateCard();
  const timeZone = useStoreTimeZone();
  if (isLoading) return <Skeleton className="h-96 w-full max-w-lg" />;
  if (error || !card) {
    return (
      <EmptyState
        tone="error"
        title={t`The delivery charges could not be loaded`}
        description={error?.message}
        action={
          <Button onClick={() => void mutate()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <RateCardForm
      card={card}
      timeZone={timeZone}
      onSubmit={async (next) => {
        const saved = await saveRateCard(next);
        await mutate({ data: saved, total: undefined }, { revalidate: false });
        toast.success(t`Delivery charges saved`);
      }}
    />
  );
}
