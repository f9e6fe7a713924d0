import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ItemFilterBar } from './ItemFilterBar.tsx';

const meta = {
  title: 'Catalog/ItemFilterBar',
  component: ItemFilterBar,
  tags: ['autodocs'],
  args: {
    search: '',
    onSearchChange: fn(),
    filters: { category: undefined, lowStock: false },
    onFiltersChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Manage Items' filters (requirements §12.10): search over name, description and SKU, one category, and low stock only. Controlled: the app keeps them in the URL.",
      },
    },
  },
} satisfies Meta<typeof ItemFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Graphics Cards');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ category: 'graphics-cards' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Low stock only' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ lowStock: true });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search items' }), 'x');
    await expect(args.onSearchChange).toHaveBeenCalledWith('x');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Filtered: Story = {
  args: { search: 'fury', filters: { category: 'memory', lowStock: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('memory');
    await expect(canvas.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked();
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
