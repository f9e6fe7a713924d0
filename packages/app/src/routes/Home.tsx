import {
  ContactSection,
  HeroSection,
  LatestItemsSection,
  OffersSection,
  RecentReviewsSection,
  StatsSection,
} from '@storefront/ui';
import { startTransition, useEffect, useState } from 'react';
import { useLatestItems, useRecentReviews } from '../api/hooks.ts';
import { Page } from '../components/Page.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useContactEmail } from '../components/useContactEmail.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

// The sections without data, created once: when a list arrives React skips them.
const hero = <HeroSection />;
const stats = <StatsSection />;
const offers = <OffersSection />;

/** Spec 1: hero, latest items, statistics, recent reviews, offers, contact. */
export function Component() {
  useDocumentTitle();
  const { items } = useLatestItems();
  const { reviews } = useRecentReviews();
  const contactEmail = useContactEmail();
  // The hero first (a phone's whole first screen), the sections below it in a second commit, in a
  // transition: two shorter tasks instead of one long one while the page starts (Lighthouse's TBT).
  const [isBelowShown, setBelowShown] = useState(false);
  useEffect(() => startTransition(() => setBelowShown(true)), []);
  // Spec 4: the lists start empty and fill when the answers arrive; no loading or error display.
  return (
    <Page wide>
      {hero}
      {isBelowShown ? (
        <>
          <LatestItemsSection items={items} LinkComponent={RouterLink} />
          {stats}
          <RecentReviewsSection reviews={reviews} />
          {offers}
          <ContactSection email={contactEmail} />
        </>
      ) : null}
    </Page>
  );
}
