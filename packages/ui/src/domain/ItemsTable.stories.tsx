import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { longTextItem, sampleItems } from '../../support/fixtures.ts';
import { ItemsTable } from './ItemsTable.tsx';
import { deleteThroughDialog, expectLoadFailure, loadFailure, phoneFrame } from '../../support/tableStoryHelpers.tsx';

const items = sampleItems(4);

const meta = {
  title: 'Domain/ItemsTable',
  component: ItemsTable,
  tags: ['autodocs'],
  args: { items, onDelete: fn(), onRetry: fn(), editHref: (item) => `/dashboard/manage-items/${item._id}` },
  parameters: {
    docs: {
      description: {
        component:
          'Manage Items (admin, requirements §2, §12.10): index, image, name, SKU, stock with its level, Edit (a link to `editHref(item)`, the item editor of §12.8) and Delete with a confirm dialog; `onDelete(item)` runs on Yes. Loading, error and empty states included.',
      },
    },
  },
} satisfies Meta<typeof ItemsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Manage Items: 4' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#',
      'Image',
      'Name',
      'SKU',
      'Stock',
      'Action',
    ]);
    await expect(canvas.getByRole('link', { name: 'Edit B650 Motherboard' })).toHaveAttribute(
      'href',
      '/dashboard/manage-items/item-3',
    );
  },
};

/** Without `editHref` (a read-only caller) a row offers Delete only. */
export const WithoutEdit: Story = {
  args: { editHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /^Edit / })).toBeNull();
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await deleteThroughDialog(canvasElement, {
      button: 'Delete B650 Motherboard',
      question: 'Are you sure you want to delete the item: B650 Motherboard?',
      answer: 'Yes',
    });
    await expect(args.onDelete).toHaveBeenCalledWith(items[2]);
  },
};

/** The list refreshed late (a slow network): the deleted row goes a while after its dialog closed. */
function SlowRefresh(props: Parameters<typeof ItemsTable>[0]) {
  const [rows, setRows] = useState(props.items);
  return (
    <ItemsTable
      {...props}
      items={rows}
      onDelete={(item) => {
        props.onDelete(item);
        setTimeout(() => setRows((now) => now.filter((row) => row._id !== item._id)), 800);
      }}
    />
  );
}

/** Focus follows the list: once the deleted row goes, however late, the next row's Delete has it. */
export const DeleteSlowRefresh: Story = {
  render: (args) => <SlowRefresh {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await deleteThroughDialog(canvasElement, {
      button: 'Delete B650 Motherboard',
      question: 'Are you sure you want to delete the item: B650 Motherboard?',
      answer: 'Yes',
    });
    await expect(canvas.getByRole('button', { name: 'Delete B650 Motherboard' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Manage Items: 3' })).toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(canvas.getByRole('button', { name: `Delete ${items[3]!.name}` })).toHaveFocus();
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await deleteThroughDialog(canvasElement, {
      button: 'Delete B650 Motherboard',
      question: 'Are you sure you want to delete the item: B650 Motherboard?',
      answer: 'Escape',
    });
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: [], isLoading: true } };
export const ServerError: Story = {
  args: { items: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Manage Items', args.onRetry),
};
export const ManyRows: Story = { args: { items: sampleItems(20) } };

export const LongText: Story = {
  args: { items: [longTextItem, ...sampleItems(2)] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: `Delete ${longTextItem.name}` }),
    ).toBeInTheDocument();
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [phoneFrame],
};

/** In Bangla: the headings and each row's Edit and Delete. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'পণ্য ম্যানেজ করুন: ৪' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'B650 Motherboard এডিট করুন' })).toHaveTextContent('এডিট করুন');
    await expect(canvas.getByRole('button', { name: 'B650 Motherboard মুছে ফেলুন' })).toHaveTextContent('মুছে ফেলুন');
  },
};

export const BanglaPhone: Story = { ...Bangla, tags: ['mobile'], decorators: [phoneFrame] };
