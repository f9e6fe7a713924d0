import { categories } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryFacets } from './CategoryFacets.tsx';

const facets = categories.map((c, i) => ({ id: c.id, name: c.name, count: [3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 2][i] ?? 0 }));

const meta = {
  title: 'Catalog/CategoryFacets',
  component: CategoryFacets,
  tags: ['autodocs'],
  args: { facets, total: 31, value: undefined, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-60">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The category filter (requirements §12.1): "All categories" and each category with its number of matches under the other filters; native radio buttons (arrow keys move, a screen reader hears "3 matches"). A category with no match cannot be chosen.',
      },
    },
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <CategoryFacets
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CategoryFacets>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllCategories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /All categories/ })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(categories.length + 1);
  },
};

/** Clicking and then the arrow keys choose a category. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Processors/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('processors');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('motherboards');
    await expect(canvas.getByRole('radio', { name: /Motherboards/ })).toBeChecked();
  },
};

/** A search that matches little: empty categories are shown but cannot be chosen. */
export const FewMatches: Story = {
  args: { facets: facets.map((f) => ({ ...f, count: f.id === 'graphics-cards' ? 1 : 0 })), total: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Processors/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Graphics Cards/ })).toBeEnabled();
  },
};

export const HugeCounts: Story = {
  args: { facets: facets.map((f, i) => ({ ...f, count: 12_345 * (i + 1) })), total: 814_770, value: 'memory' },
};
