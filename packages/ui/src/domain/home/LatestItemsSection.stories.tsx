import { latestItems } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleItems } from '../../../support/fixtures.ts';
import { LatestItemsSection } from './LatestItemsSection.tsx';

const meta = {
  title: 'Home/LatestItemsSection',
  component: LatestItemsSection,
  tags: ['autodocs'],
  args: { items: latestItems(sampleItems(8)) },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '"Our Latest Items" (requirements §2, §9): ItemCards in a grid of 1, 2 and 3 columns on small, medium and large screens with a gap of 10 units. Pass `latestItems(list)` from @storefront/shared.',
      },
    },
  },
} satisfies Meta<typeof LatestItemsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Our Latest Items' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: /^Purchase: / })).toHaveLength(6);
  },
};

export const ThreeItems: Story = { args: { items: latestItems(sampleItems(5)) } };

export const Empty: Story = {
  args: { items: [] },
  parameters: {
    docs: { description: { story: 'The list starts empty and fills when the answer arrives (requirements §4).' } },
  },
};

export const Loading: Story = { args: { items: [], isLoading: true } };

export const Phone: Story = {
  tags: ['mobile'],
  args: { items: latestItems(sampleItems(4)) },
  decorators: [
    (Story) => (
      <div className="max-w-[390px]">
        <Story />
      </div>
    ),
  ],
};

const retry = fn();
/** The list failed to load: plain words and "Try again" (the rest of the page stays). */
export const Failed: Story = {
  args: {
    items: [],
    error: 'Something went wrong on our side. Please try again in a moment.',
    onRetry: retry,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The latest items could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};
