import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Upto 10% off for all new cutomers' },
  argTypes: {
    variant: { control: 'select', options: ['neutral', 'primary', 'success', 'warning', 'danger', 'onDark'] },
  },
  parameters: { docs: { description: { component: 'A pill label for roles, offers and statuses.' } } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Badge>User</Badge>
      <Badge variant="primary">Admin</Badge>
      <Badge variant="success">In stock</Badge>
      <Badge variant="warning">Low stock</Badge>
      <Badge variant="danger">Out of stock</Badge>
      <span className="rounded-card bg-night p-3">
        <Badge variant="onDark">New</Badge>
      </span>
    </div>
  ),
};

export const LongText: Story = {
  args: { children: 'Discount to our regular customers who order more than five hundred units a month' },
  decorators: [
    (Story) => (
      <div className="max-w-60">
        <Story />
      </div>
    ),
  ],
};
