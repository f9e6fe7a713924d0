import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortSelect } from './SortSelect.tsx';

const meta = {
  title: 'Catalog/SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  args: { value: 'newest', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-72">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The catalog's order (requirements §12.1): Best match (offered when the search has words, and then the default), Newest, Price: low to high, Price: high to low, Name. The browser's own select, so phones show their picker.",
      },
    },
  },
} satisfies Meta<typeof SortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Newest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('newest');
    // Nothing to match without words: no "Best match".
    await expect(canvas.queryByRole('option', { name: 'Best match' })).toBeNull();
    await userEvent.selectOptions(select, 'Price: low to high');
    await expect(args.onChange).toHaveBeenCalledWith('price-asc');
  },
};

/** A search with words: the best match first, unless the shopper picks another order. */
export const BestMatch: Story = {
  args: { value: 'relevance', hasWords: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('relevance');
    await expect(canvas.getByRole('option', { name: 'Best match' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Newest');
    await expect(args.onChange).toHaveBeenCalledWith('newest');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PriceHighToLow: Story = { args: { value: 'price-desc' } };
