import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { longTextItem, sampleItems } from '../fixtures.ts';
import { ItemsTable } from './ItemsTable.tsx';

const items = sampleItems(4);

const meta = {
  title: 'Domain/ItemsTable',
  component: ItemsTable,
  tags: ['autodocs'],
  args: { items, onDelete: fn(), onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Manage Items (admin, requirements §2): index, image, name and Delete with a confirm dialog; `onDelete(item)` runs on Yes. Loading, error and empty states included.',
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
      'Action',
    ]);
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete B650 Motherboard' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete the item: B650 Motherboard?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onDelete).toHaveBeenCalledWith(items[2]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete B650 Motherboard' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: [], isLoading: true } };
export const ServerError: Story = {
  args: { items: [], error: 'The server answered 500. Try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server answered 500. Try again in a moment.');
    // No count and no table while the list failed to load.
    await expect(canvas.getByRole('heading', { name: 'Manage Items' })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Leave the story at rest: the screenshot is the error state, not the focus ring of the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
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
  decorators: [
    (Story) => (
      <div className="max-w-[390px]">
        <Story />
      </div>
    ),
  ],
};
