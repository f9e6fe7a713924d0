import { latestItems, RECENT_REVIEWS } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleItems, sampleReviews } from '../../../support/fixtures.ts';
import { Footer } from '../../primitives/Footer.tsx';
import { Navbar } from '../../primitives/Navbar.tsx';
import { ContactSection } from './ContactSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { LatestItemsSection } from './LatestItemsSection.tsx';
import { OffersSection } from './OffersSection.tsx';
import { RecentReviewsSection } from './RecentReviewsSection.tsx';
import { StatsSection } from './StatsSection.tsx';

function HomeComposition({ itemCount, reviewCount }: { itemCount: number; reviewCount: number }) {
  return (
    <>
      <Navbar isSignedIn={false} currentPath="/" />
      <main>
        <HeroSection />
        <LatestItemsSection items={latestItems(sampleItems(itemCount))} />
        <StatsSection />
        <RecentReviewsSection reviews={sampleReviews(reviewCount).slice(-RECENT_REVIEWS)} />
        <OffersSection />
        <ContactSection email="info@computerclub.example.com" />
      </main>
      <Footer />
    </>
  );
}

const meta = {
  title: 'Home/Composition',
  component: HomeComposition,
  tags: ['autodocs'],
  args: { itemCount: 6, reviewCount: 5 },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The home page sections in the order of requirements §1 (hero, latest items, statistics, recent reviews, offers, contact) between Navbar and Footer, with static data. The data-fetching page story lives in packages/app.',
      },
    },
  },
} satisfies Meta<typeof HomeComposition>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    await expect(headings).toEqual([
      'Our Latest Items',
      'These stats say it all',
      'Recent Reviews',
      'Offers',
      'Contact Us',
    ]);
  },
};

export const EmptyLists: Story = { args: { itemCount: 0, reviewCount: 0 } };
