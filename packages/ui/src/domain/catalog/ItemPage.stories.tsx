import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longTextItem, sampleItem, tieredItem } from '../../../support/fixtures.ts';
import { ItemPage } from './ItemPage.tsx';

const meta = {
  title: 'Catalog/ItemPage',
  component: ItemPage,
  tags: ['autodocs'],
  args: { item: sampleItem, categoryName: 'Processors', categoryHref: '/items?category=processors' },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "An item's own page (requirements §12.2), public: breadcrumb (Products, its category, the item), image, name, SKU, category, price in BDT, availability, description, quantities, and a panel with the order's terms and Purchase (a link to the signed-in purchase page). Out of stock: Purchase is disabled and the reason is said.",
      },
    },
  },
} satisfies Meta<typeof ItemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: sampleItem.name })).toBeInTheDocument();
    await expect(canvas.getByText(sampleItem.sku)).toBeInTheDocument();
    await expect(canvas.getByText('Category: Processors')).toBeInTheDocument();
    await expect(canvas.getByText('In stock')).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Processors' })).toHaveAttribute(
      'href',
      '/items?category=processors',
    );
    await expect(canvas.getByRole('link', { name: 'Purchase' })).toHaveAttribute('href', '/purchase/item-1');
    await expect(canvas.getByText('BDT 15,000')).toBeInTheDocument();
  },
};

export const LowStock: Story = {
  args: { item: { ...sampleItem, available_quantity: 15 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Low stock')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { item: { ...sampleItem, available_quantity: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    const purchase = canvas.getByRole('button', { name: 'Purchase' });
    await expect(purchase).toBeDisabled();
    await expect(purchase).toHaveAccessibleDescription(/Out of stock: fewer than 10 units are left/);
    await expect(canvas.queryByRole('link', { name: 'Purchase' })).toBeNull();
  },
};

/** An administrator also gets the way to the item's editor (fields, stock, stock history). */
export const ForAnAdministrator: Story = {
  args: { editHref: '/dashboard/manage-items/item-1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Edit item and stock' })).toHaveAttribute(
      'href',
      '/dashboard/manage-items/item-1',
    );
  },
};

/** Volume prices (requirements §14.4): the table of tiers under the price, the first in effect. */
export const VolumePrices: Story = {
  args: { item: tieredItem, categoryName: 'Graphics Cards' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Volume prices' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /50 units or more/ })).toBeVisible();
  },
};

/** With a cart (requirements §14.1): a quantity from the minimum, added beside Purchase. */
export const WithAddToCart: Story = {
  args: { item: tieredItem, categoryName: 'Graphics Cards', onAddToCart: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Purchase' })).toBeVisible();
    const quantity = canvas.getByRole('textbox', { name: /Units of RTX 4070 Graphics Card to add/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(10);
  },
};

export const LongText: Story = { args: { item: longTextItem, categoryName: 'Motherboards' } };

export const Uncategorised: Story = {
  args: { item: { ...sampleItem, category: null }, categoryName: 'Uncategorised' },
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

/**
 * In Bangla (requirements §16): the purchase box's numbers in Bangla digits, the quantity field's
 * too, which takes a quantity typed in either set (১৫ is 15) and says a refusal with Bangla digits.
 */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { onAddToCart: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('heading', { name: 'এই পণ্যটি অর্ডার করুন' }).parentElement!;
    await expect(box).toHaveTextContent(/কমপক্ষে ১০ ইউনিট/);
    await expect(box.textContent).not.toMatch(/[0-9]/);
    const quantity = canvas.getByRole('textbox', { name: `${sampleItem.name} কত ইউনিট যোগ করবেন` });
    await expect(quantity).toHaveValue('১০');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '৫');
    await expect(await canvas.findByText('সর্বনিম্ন অর্ডার পরিমাণ ১০')).toBeVisible();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '১৫{Enter}');
    await expect(quantity).toHaveValue('১৫');
    await userEvent.click(canvas.getByRole('button', { name: 'কার্টে যোগ করুন' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(15);
    await expect(box.textContent).not.toMatch(/[0-9]/);
  },
};
