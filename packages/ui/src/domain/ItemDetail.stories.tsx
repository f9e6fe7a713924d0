import { formatBdt } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { longTextItem, sampleItem, unbroken } from '../../support/fixtures.ts';
import { expectFits, storyFrame } from '../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../support/storyWindows.ts';
import { phoneFrame } from '../../support/tableStoryHelpers.tsx';
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
          "The purchase page's item block (requirements §2): image, name, price in BDT, short description, min order and available quantities, with the order form as `children`.",
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
    await expect(canvas.getByText('BDT 1,500')).toBeInTheDocument();
  },
};

/** As the purchase page shows it: the order form starts at the minimum quantity with its total in BDT. */
export const WithOrderForm: Story = {
  args: {
    children: <PlaceOrderForm email="rahim@example.com" name="Rahim Uddin" item={sampleItem} onSubmit={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Quantity/)).toHaveValue(String(sampleItem.min_order_quantity));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      formatBdt(sampleItem.price_per_unit * sampleItem.min_order_quantity),
    );
  },
};

export const LongText: Story = { args: { item: longTextItem } };

/** A name and a description typed without spaces wrap anywhere on a phone. */
export const UnbrokenValuesPhone: Story = {
  args: { item: { ...sampleItem, name: unbroken.item, short_description: `${unbroken.address}${unbroken.item}` } },
  tags: ['mobile'],
  ...inPhoneWindow,
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

export const Loading: Story = { render: () => <ItemDetailSkeleton /> };

/** In Bangla, with its SKU and category: the quantities' labels. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { sku: 'CPU-R7-7700', categoryName: 'Processors' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('সর্বনিম্ন অর্ডার পরিমাণ')).toBeInTheDocument();
    await expect(canvas.getByText('উপলব্ধ পরিমাণ')).toBeInTheDocument();
    await expect(canvas.getByText('ক্যাটাগরি: Processors')).toBeInTheDocument();
  },
};
