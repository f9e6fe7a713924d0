import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadMore } from './LoadMore.tsx';

const meta = {
  title: 'Catalog/LoadMore',
  component: LoadMore,
  tags: ['autodocs'],
  args: { shown: 24, total: 31, hasMore: true, onLoadMore: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The end of a catalog page (requirements §12.1): how many products show of how many match, and "Load more" while another page follows (busy while it loads).',
      },
    },
  },
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MoreToLoad: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 24 of 31 products')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Load more/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const AllShown: Story = {
  args: { shown: 31, total: 31, hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 31 of 31 products')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const HugeCatalog: Story = { args: { shown: 24, total: 100_000 } };
