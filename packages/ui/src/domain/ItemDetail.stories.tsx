import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { longTextItem, sampleItem } from '../fixtures.ts';
import { PlaceOrderForm } from './forms/PlaceOrderForm.tsx';
import { ItemDetail, ItemDetailSkeleton } from './ItemDetail.tsx';

const meta = {
  title: 'Domain/ItemDetail',
  component: ItemDetail,
  tags: ['autodocs'],
  args: { item: sampleItem },
  parameters: {
    docs: {
      description: {
        component:
          "The purchase page's item block (spec 2): image, name, price in BDT, short description, min order and available quantities, with the order form as `children`.",
      },
    },
  },
} satisfies Meta<typeof ItemDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ryzen 7 Processor' })).toBeInTheDocument();
    await expect(canvas.getByText('BDT 1500')).toBeInTheDocument();
  },
};

export const WithOrderForm: Story = {
  args: {
    children: (
      <PlaceOrderForm
        email="rahim@example.com"
        name="Rahim Uddin"
        limits={sampleItem}
        defaultQuantity={sampleItem.min_order_quantity}
        onSubmit={fn()}
      />
    ),
  },
};

export const LongText: Story = { args: { item: longTextItem } };

export const Loading: Story = { render: () => <ItemDetailSkeleton /> };
