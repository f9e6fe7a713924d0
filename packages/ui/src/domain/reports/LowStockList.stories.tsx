import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { sampleOverview } from '../../../support/reportFixtures.ts';
import { LowStockList } from './LowStockList.tsx';

const sample = sampleOverview();

const meta = {
  title: 'Reports/LowStockList',
  component: LowStockList,
  tags: ['autodocs'],
  args: { items: sample.lowStock, total: sample.lowStockCount, onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Items at or below their minimum order quantity (requirements §15.1), emptiest first: nobody can order them until stock arrives. Each links to its editor, where stock is adjusted.',
      },
    },
  },
} satisfies Meta<typeof LowStockList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Sold out');
    await expect(canvas.getByRole('link', { name: 'Adjust stock of Club Fury 32 GB DDR5 Kit' })).toHaveAttribute(
      'href',
      '/dashboard/manage-items/item-21#stock-heading',
    );
  },
};

/** More items than shown: the emptiest twenty, and how many there are. */
export const ManyMore: Story = {
  args: { total: 1_284 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('The 3 emptiest of 1,284 items');
  },
};

export const NothingLow: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Every item has more stock than its minimum order');
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const Failed: Story = { args: { state: 'error' } };

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame] };

/** In Bangla: what is left of each item and the link to adjust it. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { total: 1_284 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'স্টক কম' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: /-এর স্টক সমন্বয় করুন$/ })[0]).toHaveTextContent('স্টক সমন্বয় করুন');
  },
};
