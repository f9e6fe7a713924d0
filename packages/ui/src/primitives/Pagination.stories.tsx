import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 10, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Previous / numbered / Next buttons for paged lists (first, last and neighbours of the current page).',
      },
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const nav$ = within(nav);
    await expect(nav$.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(nav$.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(nav$.getByRole('button', { name: 'Page 10' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(nav$.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(nav$.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const MiddlePage: Story = { args: { page: 5 } };

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** In Bangla, from the middle page. */
export const Bangla: Story = {
  args: { page: 5 },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'পেজ নম্বর' }));
    await expect(nav.getByRole('button', { name: 'আগের' })).toBeEnabled();
    await expect(nav.getByRole('button', { name: 'পরের' })).toBeEnabled();
    await expect(nav.getByRole('button', { name: 'পেজ ৫' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'পেজ ৫' })).toHaveTextContent('৫');
  },
};
