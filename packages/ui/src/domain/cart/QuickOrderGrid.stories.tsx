import { messages, unitsBySku, type CheckedLine } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleItems, tieredItem } from '../../../support/fixtures.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { QuickOrderGrid } from './QuickOrderGrid.tsx';

const catalog = [tieredItem, ...sampleItems(4)];

/**
 * What POST /api/quick-order answers for the catalog above: each SKU judged (minimum and stock) and
 * priced on its lines' sum, as the cart adds them up.
 */
async function check(lines: { row: number; sku: string; quantity: number }[]): Promise<CheckedLine[]> {
  const units = unitsBySku(lines);
  return lines.map(({ row, sku, quantity }) => {
    const total = units.get(sku.toUpperCase())!;
    const item = catalog.find((i) => i.sku === sku.toUpperCase());
    if (!item)
      return { row, sku, quantity, total_quantity: total, item: null, problem: messages.quickOrderUnknownSku(sku) };
    const problem =
      total < item.min_order_quantity
        ? `The minimum order quantity is ${item.min_order_quantity}`
        : total > item.available_quantity
          ? `Only ${item.available_quantity} available: order ${item.available_quantity} or fewer`
          : null;
    const unit = item.price_tiers.filter((t) => total >= t.min_quantity).at(-1)?.price ?? item.price_per_unit;
    return {
      row,
      sku,
      quantity,
      total_quantity: total,
      item: {
        _id: item._id,
        name: item.name,
        unit_price: unit,
        min_order_quantity: item.min_order_quantity,
        available_quantity: item.available_quantity,
      },
      problem,
    };
  });
}

const fiveSkus = ['CC-GPU-4070, 10', 'CC-CPU-R7; 25', 'CC-NOPE-1, 3', '"CC-MB-B650",40', 'CC-GPU-RTX\t15'].join('\n');

const meta = {
  title: 'Cart/QuickOrderGrid',
  component: QuickOrderGrid,
  tags: ['autodocs'],
  args: {
    onCheck: fn(check),
    onAdd: fn(async () => undefined),
    onSuggest: fn(async (prefix: string) =>
      catalog
        .filter((i) => i.sku.startsWith(prefix.toUpperCase()))
        .map((i) => ({ sku: i.sku, name: i.name, min_order_quantity: i.min_order_quantity })),
    ),
    debounceMs: 0,
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Quick order (requirements §14.5): lines of SKU and quantity pasted, uploaded as CSV or added one at a time (SKU suggestions), read like a spreadsheet (shared `parseQuickOrder`: BOM, quotes, commas, semicolons, tabs, a header row) and checked with the server at once; the valid lines go into the cart in one step and every other line says why not.',
      },
    },
  },
} satisfies Meta<typeof QuickOrderGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add to the cart' })).toBeDisabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Five SKUs pasted, one unknown: four ready, one to fix; the four go into the cart. */
export const PastedWithOneBadLine: Story = {
  args: { initialText: fiveSkus },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid).toHaveTextContent('4 lines ready, 1 to fix'));
    await expect(grid).toHaveTextContent(messages.quickOrderUnknownSku('CC-NOPE-1'));
    // The tier that 10 units reach.
    await expect(grid).toHaveTextContent('BDT 7,100 each');
    await userEvent.click(canvas.getByRole('button', { name: 'Add 4 lines to the cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith([
      { item: 'item-tiered', quantity: 10 },
      { item: 'item-1', quantity: 25 },
      { item: 'item-3', quantity: 40 },
      { item: 'item-2', quantity: 15 },
    ]);
  },
};

/** Lines the parser cannot read, and lines the server refuses, each say why. */
export const Problems: Story = {
  args: { initialText: 'SKU,Quantity\nCC-GPU-4070, ten\n\n, 4\nCC-CPU-R7, 2\nCC-GPU-4070, 5, 6' },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid).toHaveTextContent('0 lines ready, 4 to fix'));
    await expect(grid).toHaveTextContent(messages.quickOrderQuantity);
    await expect(grid).toHaveTextContent(messages.quickOrderNoSku);
    await expect(grid).toHaveTextContent('The minimum order quantity is 10');
    await expect(grid).toHaveTextContent(messages.quickOrderOneSkuOneQuantity);
  },
};

/** Typing one line: the SKU field suggests SKUs, Enter adds the line to the text. */
export const OneLineAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'SKU' }), 'CC-GP');
    await waitFor(() => expect(args.onSuggest).toHaveBeenCalledWith('CC-GP'));
    await userEvent.clear(canvas.getByRole('combobox', { name: 'SKU' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'SKU' }), 'cc-gpu-4070');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Quantity' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Add line' }));
    await expect(canvas.getByRole('textbox', { name: 'SKU and quantity, one line each' })).toHaveValue(
      'cc-gpu-4070, 12',
    );
    await waitFor(async () => expect(await table(canvasElement)).toHaveTextContent('1 line ready'));
  },
};

/** A typed line starts at its item's minimum order quantity once the SKU is known, not at 1. */
export const TypedLineAtItsMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await userEvent.type(canvas.getByRole('combobox', { name: 'SKU' }), 'cc-mb-b650');
    await waitFor(() => expect(quantity).toHaveValue('20'));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'SKU and quantity, one line each' })).toHaveValue(
      'cc-mb-b650, 20',
    );
    await waitFor(async () => expect(await table(canvasElement)).toHaveTextContent('1 line ready'));
    // A quantity the person typed stays theirs, whatever the SKU.
    await userEvent.type(quantity, '{Backspace}{Backspace}7');
    await userEvent.type(canvas.getByRole('combobox', { name: 'SKU' }), 'CC-CPU-R7');
    await userEvent.click(canvas.getByRole('button', { name: 'Add line' }));
    await expect(canvas.getByRole('textbox', { name: 'SKU and quantity, one line each' })).toHaveValue(
      'cc-mb-b650, 20\nCC-CPU-R7, 7',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Lines of one SKU add up in the cart, so they are judged on their sum, which each of them shows:
 * 6 and 6 of an item sold from 10 are ready together, and go into the cart as one line of 12.
 */
export const RepeatedSku: Story = {
  args: { initialText: 'CC-CPU-R7, 6\nCC-GPU-4070, 2\ncc-cpu-r7; 6' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid).toHaveTextContent('3 lines ready'));
    await expect(grid).toHaveTextContent('2 products: lines of one SKU add up');
    await expect(within(grid).getAllByText('12 in all')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Add 2 lines to the cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith([
      { item: 'item-1', quantity: 12 },
      { item: 'item-tiered', quantity: 2 },
    ]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const fiveHundred = Array.from({ length: 500 }, (_, i) => `${catalog[i % catalog.length]!.sku}, ${i % 7 ? 1 : 'one'}`);

/**
 * 500 lines pasted: the first 200 are read and counted (ready and to fix adding up to 200), and one
 * message says the other 300 were left out, from which line.
 */
export const FiveHundredLines: Story = {
  // 200 rows of the same table: a picture 10,000 pixels tall that shows nothing the others do not.
  tags: ['no-screenshot'],
  args: { initialText: fiveHundred.join('\n') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid).toHaveTextContent('171 lines ready, 29 to fix, 300 left out'));
    await expect(within(grid).getAllByRole('row')).toHaveLength(201);
    await expect(canvas.getAllByText(messages.quickOrderLeftOut(200, 300, 201))).toHaveLength(1);
    await expect(canvas.queryByText('At most 200 lines at once', { exact: true })).toBeNull();
  },
};

export const CheckFailed: Story = {
  args: {
    initialText: 'CC-GPU-4070, 10',
    onCheck: fn(async (_lines: { row: number; sku: string; quantity: number }[]): Promise<CheckedLine[]> => {
      throw new Error('The server could not be reached. Check your connection and try again.');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/could not be reached/)).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [phoneFrame],
  args: { initialText: fiveSkus },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid).toHaveTextContent('4 lines ready, 1 to fix'));
  },
};
