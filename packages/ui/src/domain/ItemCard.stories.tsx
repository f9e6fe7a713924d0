import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longTextItem, sampleItem } from '../fixtures.ts';
import { ItemCard, ItemCardSkeleton } from './ItemCard.tsx';

const meta = {
  title: 'Domain/ItemCard',
  component: ItemCard,
  tags: ['autodocs'],
  args: { item: sampleItem, imageLoading: 'eager' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One catalog item on the home page (requirements §2): image, name, `BDT {price_per_unit}`, short description, "Min Order Quantity: n", "Available Quantity: n" and "Purchase: {name}", a link to `/purchase/{_id}`.',
      },
    },
  },
} satisfies Meta<typeof ItemCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Ryzen 7 Processor' })).toBeInTheDocument();
    await expect(card.getByText('BDT 1,500')).toBeInTheDocument();
    await expect(card.getByText(/Min Order Quantity:/)).toHaveTextContent('Min Order Quantity: 10');
    await expect(card.getByText(/Available Quantity:/)).toHaveTextContent('Available Quantity: 500');
    await expect(card.getByRole('img', { name: 'Ryzen 7 Processor' })).toBeInTheDocument();
    const purchase = card.getByRole('link', { name: 'Purchase: Ryzen 7 Processor' });
    await expect(purchase).toHaveAttribute('href', '/purchase/item-1');
  },
};

export const LongText: Story = {
  args: { item: longTextItem },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('BDT 125,999.5')).toBeInTheDocument();
  },
};

export const OutOfStock: Story = { args: { item: { ...sampleItem, available_quantity: 0 } } };

export const Loading: Story = { render: () => <ItemCardSkeleton /> };
