import { categories } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longTextItem, sampleItems } from '../../../support/fixtures.ts';
import { CatalogView } from './CatalogView.tsx';

const items = [
  ...sampleItems(6),
  { ...sampleItems(7)[6]!, available_quantity: 12, min_order_quantity: 10 },
  { ...sampleItems(8)[7]!, available_quantity: 0 },
];
const facets = categories.map((c, i) => ({ id: c.id, name: c.name, count: [3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 2][i] ?? 0 }));

const meta = {
  title: 'Catalog/CatalogView',
  component: CatalogView,
  tags: ['autodocs'],
  args: {
    search: '',
    onSearchChange: fn(),
    filters: { category: undefined, minPrice: undefined, maxPrice: undefined, inStock: false, sort: 'newest' },
    onFiltersChange: fn(),
    onClearFilters: fn(),
    items,
    total: 31,
    facets,
    loading: false,
    failed: false,
    onRetry: fn(),
    hasMore: true,
    loadingMore: false,
    onLoadMore: fn(),
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The catalog page (requirements §12.1), controlled by the app (which keeps the filters in the URL): title and count, sort, search, then the filters (category with counts, price in BDT, in stock only, Clear filters) beside the cards, 1 / 2 / 3 / 4 columns as the screen widens; on a phone the filters fold under a "Filters" button. Skeletons while the first page loads, "No products match" with Clear filters, a failure with Try again, and Load more while pages follow.',
      },
    },
  },
} satisfies Meta<typeof CatalogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    await expect(canvas.getByText('31 products')).toBeInTheDocument();
    const results = canvas.getByRole('region', { name: 'Matching products' });
    await expect(within(results).getAllByRole('listitem')).toHaveLength(items.length);
    await expect(within(results).getByRole('link', { name: items[0]!.name })).toHaveAttribute('href', '/items/item-1');
    await expect(within(results).getByText('Out of stock')).toBeVisible();
    await expect(within(results).getByText('Low stock')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Memory/ }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ category: 'memory' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'In stock only' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ inStock: true });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Name');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ sort: 'name' });
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A search and a category chosen: the count says "match", and Clear filters shows. */
export const Filtered: Story = {
  args: {
    search: 'club',
    filters: { category: 'processors', minPrice: 10000, maxPrice: 60000, inStock: true, sort: 'price-asc' },
    items: items.slice(0, 3),
    total: 3,
    hasMore: false,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 products match')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /Processors/ })).toBeChecked();
    await expect(canvas.getByLabelText('Lowest')).toHaveValue('10000');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { items: undefined, total: undefined, facets: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const NoMatch: Story = {
  args: { search: 'toaster', items: [], total: 0, hasMore: false, facets: facets.map((f) => ({ ...f, count: 0 })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No products match')).toBeInTheDocument();
    const results = canvas.getByRole('region', { name: 'Matching products' });
    await userEvent.click(within(results).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Failed: Story = {
  args: { items: undefined, total: undefined, facets: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The products could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The first pages stay; the failed next one says so in place of Load more. */
/** With a cart (requirements §14.1): each card adds its minimum order quantity. */
export const WithAddToCart: Story = {
  args: { onAddToCart: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: /^Add to cart/ });
    await userEvent.click(buttons[1]!);
    await expect(args.onAddToCart).toHaveBeenCalledWith(items[1], items[1]!.min_order_quantity);
  },
};

export const LoadMoreFailed: Story = { args: { failed: true } };

export const LoadingMore: Story = { args: { loadingMore: true } };

export const LongText: Story = {
  args: { items: [longTextItem, ...items.slice(0, 3)], search: 'liquid-cooled workstation motherboard dual ethernet' },
};

/** A phone: filters folded under a button above the single column of cards. */
export const Phone: Story = {
  tags: ['mobile'],
  decorators: [
    (Story) => (
      <div className="max-w-[390px]">
        <Story />
      </div>
    ),
  ],
  args: { items: items.slice(0, 2) },
};

/**
 * A phone with the filters unfolded: under them "Show 31 products" folds them away again, back to
 * the cards (a choice alone leaves them open, so several can be made).
 */
export const PhoneFiltersOpen: Story = {
  ...Phone,
  tags: ['mobile'],
  // The filters fold below the large breakpoint of the window (the story tests' window is wide).
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: /Memory/ }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ category: 'memory' });
    await expect(canvas.getByRole('radio', { name: /Memory/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show 31 products' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('radio', { name: /Memory/ })).toBeNull();
    await expect(toggle).toHaveFocus();
    // Unfolded again for the picture.
    await userEvent.click(toggle);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the count is not known yet the button says no number. */
export const PhoneFiltersCounting: Story = {
  ...Phone,
  tags: ['mobile'],
  globals: { viewport: { value: 'mobile2' } },
  args: { items: undefined, total: undefined, facets: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('button', { name: 'Show products' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The catalog in Bangla: heading, count, filters, sort and the cards' words. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'পণ্য' })).toBeInTheDocument();
    // The count as formatCount writes it in the shown language (Latin or Bangla digits).
    await expect(canvas.getByText(/^(31|৩১)টি পণ্য$/)).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'শুধু স্টকে থাকা পণ্য' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'সাজান' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();
  },
};
