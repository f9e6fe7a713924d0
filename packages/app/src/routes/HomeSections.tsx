// The home page below its hero, a chunk of its own (routes/Home.tsx): the first screen is the hero,
// and its code no longer waits for the lists', statistics' and contact's (bench/README.md, page
// weight, 28 Nov).
import { ContactSection, LatestItemsSection, OffersSection, RecentReviewsSection, StatsSection } from '@storefront/ui';
import { failures } from '@storefront/shared';
import type { useLatestItems, useRecentReviews } from '../api/hooks.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useContactEmail } from '../components/useContactEmail.ts';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : failures.server);

// The sections without data, created once: when a list arrives React skips them.
const stats = <StatsSection />;
const offers = <OffersSection />;

export interface HomeSectionsProps {
  /** The home page's reads, started by the screen with its first render. */
  latest: ReturnType<typeof useLatestItems>;
  recent: ReturnType<typeof useRecentReviews>;
}

/** requirements §1 after the hero: latest items, statistics, recent reviews, offers, contact. */
export function HomeSections({ latest, recent }: HomeSectionsProps) {
  const contactEmail = useContactEmail();
  // Placeholders while the lists load, a message with "Try again" if they fail (requirements §10 D6).
  return (
    <>
      <LatestItemsSection
        items={latest.items}
        isLoading={latest.isLoading}
        error={latest.error ? errorMessage(latest.error) : null}
        onRetry={() => void latest.mutate()}
        LinkComponent={RouterLink}
      />
      {stats}
      <RecentReviewsSection
        reviews={recent.reviews}
        isLoading={recent.isLoading}
        error={recent.error ? errorMessage(recent.error) : null}
        onRetry={() => void recent.mutate()}
      />
      {offers}
      <ContactSection email={contactEmail} />
    </>
  );
}
