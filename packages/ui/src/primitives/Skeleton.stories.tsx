import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { className: 'h-4 w-48' },
  parameters: {
    docs: {
      description: {
        component:
          'A grey, gently pulsing block that holds the place of content still loading; size and shape it with classes (`h-4 w-48`, `size-12 rounded-pill`). It is hidden from assistive technology, so put the skeletons in a `role="status"` container with a screen-reader "Loading" text, as the list tables (OrdersTable, ItemsTable, UsersTable) do while loading.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('.animate-pulse');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block).toHaveClass('h-4', 'w-48');
  },
};

export const TextLines: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-2">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  ),
};

export const CardPlaceholder: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-3 rounded-card border border-line bg-surface p-5">
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  ),
};

export const WithAvatar: Story = {
  render: () => (
    <div className="flex max-w-sm items-center gap-3">
      <Skeleton className="size-12 shrink-0 rounded-pill" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </div>
  ),
};

export const LoadingRegion: Story = {
  parameters: {
    docs: { description: { story: 'The pattern for a loading list: skeleton rows inside a status region.' } },
  },
  render: () => (
    <div role="status" className="flex max-w-2xl flex-col gap-2">
      <span className="sr-only">Loading</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Screen readers hear one "Loading", not three empty blocks.
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(/^Loading$/);
    await expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  },
};
