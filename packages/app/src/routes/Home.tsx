import {
  ContactSection,
  HeroSection,
  LatestItemsSection,
  OffersSection,
  RecentReviewsSection,
  StatsSection,
} from '@storefront/ui';
import { failures } from '@storefront/shared';
import { startTransition, useEffect, useState } from 'react';
import { useLatestItems, useRecentReviews } from '../api/hooks.ts';
import { Page } from '../components/Page.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useContactEmail } from '../components/useContactEmail.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : failures.server);

// The sections without data, created once: when a list arrives React skips them.
const hero = <HeroSection />;
const stats = <StatsSection />;
const offers = <OffersSection />;

/** requirements §1: hero, latest items, statistics, recent reviews, offers, contact. */
export function Component() {
  useDocumentTitle();
  const latest = useLatestItems();
  const recent = useRecentReviews();
  const contactEmail = useContactEmail();
  // The hero first (a phone's whole first screen), the sections below it in a second commit, in a
  // transition: two shorter tasks instead of one long one while the page starts (Lighthouse's TBT).
  const [isBelowShown, setBelowShown] = useState(false);
  useEffect(() => startTransition(() => setBelowShown(true)), []);
  // Placeholders while the lists load, a message with "Try again" if they fail (requirements §10 D6).
  return (
    <Page wide>
      {hero}
      {isBelowShown ? (
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
      ) : null}
    </Page>
  );
}
