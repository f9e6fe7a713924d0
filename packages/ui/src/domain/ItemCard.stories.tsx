import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longTextItem, sampleItem, unbroken } from '../../support/fixtures.ts';
import { expectFits, storyFrame } from '../../support/fitStoryHelpers.ts';
import { phoneFrame } from '../../support/tableStoryHelpers.tsx';
import { AddToCart } from './cart/AddToCart.tsx';
import { ItemCard, ItemCardSkeleton } from './ItemCard.tsx';
import { inPhoneWindow } from '../../support/storyWindows.ts';

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
          'One catalog item (requirements §2, §12): image, name (a link to the item page when `itemHref` is given), the price as "BDT 1,500" (a customer group member\'s own `your_price` marked "Your price" beside it, §20.5), short description, "Min Order Quantity: n", "Available Quantity: n" and "Purchase: {name}", a link to `/purchase/{_id}`. Low stock (fewer than three minimum orders left) shows an amber badge; out of stock (less than one) a red badge, a faded picture and a disabled Purchase button.',
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
    await expect(within(canvasElement).getByText('BDT 1,25,999.5')).toBeInTheDocument();
  },
};

/** A name and a description typed without spaces wrap anywhere inside the card. */
export const UnbrokenValues: Story = {
  args: { item: { ...sampleItem, name: unbroken.item, short_description: `${unbroken.address}${unbroken.item}` } },
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

/** The catalog's card: the title opens the item's page. */
export const WithItemPage: Story = {
  args: { itemHref: '/items/item-1' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('link', { name: 'Ryzen 7 Processor' })).toHaveAttribute('href', '/items/item-1');
    // In stock: no badge on the picture.
    await expect(card.queryByText('In stock')).toBeNull();
  },
};

/** Fewer than three minimum orders left: an amber "Low stock" badge, still for sale. */
export const LowStock: Story = {
  args: { item: { ...sampleItem, min_order_quantity: 10, available_quantity: 15 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Low stock')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Purchase: Ryzen 7 Processor' })).toBeInTheDocument();
  },
};

/** Less than one minimum order left: red badge, faded picture, and Purchase cannot be pressed. */
export const OutOfStock: Story = {
  args: { item: { ...sampleItem, min_order_quantity: 10, available_quantity: 4 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Out of stock')).toBeVisible();
    await expect(card.queryByRole('link', { name: /Purchase/ })).toBeNull();
    await expect(card.getByRole('button', { name: 'Purchase: Ryzen 7 Processor' })).toBeDisabled();
    await expect(card.getByRole('img', { name: 'Ryzen 7 Processor' })).toHaveClass('grayscale');
  },
};

/** In the catalog (requirements §14.1): "Add to cart" with the minimum order quantity, above Purchase. */
const add = fn(async () => undefined);
export const WithAddToCart: Story = {
  args: { cartAction: <AddToCart item={sampleItem} onAdd={add} compact className="w-full" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Add to cart/ }));
    await expect(add).toHaveBeenCalledWith(sampleItem.min_order_quantity);
    await expect(canvas.getByRole('link', { name: `Purchase: ${sampleItem.name}` })).toBeVisible();
  },
};

/** A customer group member's card (requirements §20.5): their price marked, the public one struck through. */
export const GroupMember: Story = {
  args: { item: { ...sampleItem, your_price: 1350 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('BDT 1,350')).toBeInTheDocument();
    await expect(card.getByText('Your price')).toBeInTheDocument();
    await expect(card.getByText('BDT 1,500').tagName).toBe('S');
  },
};

export const Loading: Story = { render: () => <ItemCardSkeleton /> };

/** In Bangla: the quantities and the Purchase button. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText(/সর্বনিম্ন অর্ডার:/)).toHaveTextContent('সর্বনিম্ন অর্ডার: ১০');
    await expect(card.getByText(/উপলব্ধ পরিমাণ:/)).toHaveTextContent('উপলব্ধ পরিমাণ: ৫০০');
    await expect(card.getByRole('link', { name: 'কিনুন: Ryzen 7 Processor' })).toHaveAttribute(
      'href',
      '/purchase/item-1',
    );
  },
};

/** A card on a phone (the catalog's one column) in Bangla, its name and description long: they wrap inside the card. */
export const BanglaPhone: Story = {
  tags: ['mobile'],
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  args: {
    item: {
      ...sampleItem,
      name_bn: 'এএমডি রাইজেন ৭ ডেস্কটপ প্রসেসর, ৮ কোর ১৬ থ্রেড, গেমিং আর অফিসের কাজের জন্য',
      short_description_bn:
        'অফিসের কম্পিউটার, গেমিং পিসি আর ভিডিও এডিটিংয়ের জন্য দ্রুত ও ঠান্ডা থাকা প্রসেসর, তিন বছরের ওয়ারেন্টিসহ।',
    },
    itemHref: '/bn/items/item-1',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('link', { name: /^এএমডি রাইজেন ৭ ডেস্কটপ প্রসেসর/ })).toHaveAttribute(
      'href',
      '/bn/items/item-1',
    );
    await expect(card.getByText(/উপলব্ধ পরিমাণ:/)).toHaveTextContent('উপলব্ধ পরিমাণ: ৫০০');
    await expectFits(storyFrame(canvasElement));
  },
};
