import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleItem, tieredItem } from '../../../support/fixtures.ts';
import { PriceTiersTable } from './PriceTiersTable.tsx';

const meta = {
  title: 'Catalog/PriceTiersTable',
  component: PriceTiersTable,
  tags: ['autodocs'],
  args: { item: tieredItem },
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
          'Volume prices (requirements §14.4): each quantity range and its price per unit, from the shared `priceLadder`. The tier in effect for `quantity` (by default the minimum order quantity) is marked "Your price" and `aria-current`. An item with one price shows nothing.',
      },
    },
  },
} satisfies Meta<typeof PriceTiersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) => canvasElement.querySelector('tr[aria-current="true"]');

/** From the minimum order (1 unit): the first price is in effect. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Volume prices' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: /1 to 9 units/ })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /10 to 49 units/ })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /50 units or more/ })).toBeVisible();
    await expect(current(canvasElement)).toHaveTextContent('1 to 9 unitsYour priceBDT 7,400');
  },
};

/** 25 units reach the second tier. */
export const MiddleTier: Story = {
  args: { quantity: 25 },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveTextContent('BDT 7,100');
  },
};

/** Exactly at a boundary: 50 units take the 50+ price. */
export const AtTheTopTier: Story = {
  args: { quantity: 50 },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveTextContent('50 units or moreYour priceBDT 6,800');
  },
};

/** One price, no tiers: nothing to show. */
export const OnePrice: Story = {
  args: { item: sampleItem },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** Large quantities and prices, and a one-unit range. */
export const LargeNumbers: Story = {
  args: {
    item: {
      price_per_unit: 1_259_999.5,
      min_order_quantity: 1,
      price_tiers: [
        { min_quantity: 2, price: 1_199_999 },
        { min_quantity: 1000, price: 1_150_000 },
        { min_quantity: 250_000, price: 999_999.99 },
      ],
    },
    quantity: 250_000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: '1 unit' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '2 to 999 units' })).toBeVisible();
    await expect(current(canvasElement)).toHaveTextContent('2,50,000 units or more');
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  args: { quantity: 10 },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveTextContent('BDT 7,100');
  },
};
