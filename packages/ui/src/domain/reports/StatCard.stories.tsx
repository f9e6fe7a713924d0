import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { StatCard } from './StatCard.tsx';

const meta = {
  title: 'Reports/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: {
    label: 'Revenue',
    value: 'BDT 95,12,300',
    current: 9_512_300,
    previous: 8_400_000,
    previousLabel: 'the previous 30 days',
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One figure of the admin overview (requirements §15.1) and its change on the period before, in words and an arrow as well as colour.',
      },
    },
  },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Up 13.2% on the previous 30 days');
  },
};

export const Down: Story = {
  args: { label: 'Orders', value: '312', current: 312, previous: 400 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Down 22% on the previous 30 days');
  },
};

/** An empty period before: no percentage to give. */
export const FromNothing: Story = {
  args: { label: 'Orders', value: '1', current: 1, previous: 0, previousLabel: 'the previous day' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Up from none on the previous day');
  },
};

export const EmptyPeriod: Story = {
  args: { label: 'Revenue', value: 'BDT 0', current: 0, previous: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No change');
  },
};

export const HugeNumbers: Story = {
  args: { value: 'BDT 98,76,54,32,109.75', current: 98_765_432_109.75, previous: 12_345_678_901 },
};

/** A figure with a link instead of a change: the orders waiting for an administrator. */
export const WithLink: Story = {
  args: {
    label: 'Waiting for confirmation',
    value: '9',
    current: undefined,
    previous: undefined,
    footer: (
      <a className="font-medium text-primary hover:underline" href="/dashboard/manage-orders?status=placed">
        Confirm them
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Confirm them' })).toHaveAttribute(
      'href',
      '/dashboard/manage-orders?status=placed',
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Loading Revenue');
  },
};

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Revenue–Could not be loaded');
    await expect(canvasElement.querySelector('[class*="animate-pulse"]')).toBeNull();
  },
};

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame], args: HugeNumbers.args };

/** In Bangla: the change in words (the label and the period come from the page). */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { label: 'আয়', previousLabel: 'আগের ৩০ দিন' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('১৩.২% বেড়েছে আগের ৩০ দিন-এর তুলনায়');
  },
};
