import {
  ContactSection,
  HeroSection,
  LatestItemsSection,
  OffersSection,
  RecentReviewsSection,
  StatsSection,
} from '@storefront/ui';
import { useLatestItems, useRecentReviews } from '../api/hooks.ts';
import { Page } from '../components/Page.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useContactEmail } from '../components/useContactEmail.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

/** Spec 1: hero, latest items, statistics, recent reviews, offers, contact. */
export function Component() {
  useDocumentTitle();
  const { items } = useLatestItems();
  const { reviews } = useRecentReviews();
  const contactEmail = useContactEmail();
  // Spec 4: the lists start empty and fill when the answers arrive; no loading or error display.
  return (
    <Page wide>
      <HeroSection />
      <LatestItemsSection items={items} LinkComponent={RouterLink} />
      <StatsSection />
      <RecentReviewsSection reviews={reviews} />
      <OffersSection />
      <ContactSection email={contactEmail} />
    </Page>
  );
}
