import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartButton } from './CartButton.tsx';

const meta = {
  title: 'Cart/CartButton',
  component: CartButton,
  tags: ['autodocs'],
  args: { count: 3 },
  decorators: [
    (Story) => (
      <div className="inline-flex bg-night p-4">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The navbar\'s cart link (requirements §14.1) with the units in the cart; its name says the count ("Cart, 3 items"). No count while the cart loads, none when it is empty, "99+" past 99.',
      },
    },
  },
} satisfies Meta<typeof CartButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart, 3 items' });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(link).toHaveTextContent('3');
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart, 0 items' });
    await expect(link).toHaveTextContent('');
  },
};

export const Loading: Story = {
  args: { count: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart' })).toBeVisible();
  },
};

export const Many: Story = {
  args: { count: 1250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 99+ items' })).toHaveTextContent('99+');
  },
};

export const One: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};
