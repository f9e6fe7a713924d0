import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { longPriceEntry, priceListChoices, samplePriceList } from '../../../support/groupFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { PriceListEditor } from './PriceListEditor.tsx';

/** The catalog's search as the app asks it: items whose name, SKU or id holds the text. */
const suggest = fn(async (text: string) => {
  const typed = text.toLowerCase();
  return priceListChoices.filter((c) => [c.name, c.sku, c._id].some((v) => v.toLowerCase().includes(typed)));
});

const meta = {
  title: 'Groups/PriceListEditor',
  component: PriceListEditor,
  tags: ['autodocs'],
  args: { entries: samplePriceList, onSuggest: suggest, onSave: fn(() => Promise.resolve()), debounceMs: 0 },
  parameters: {
    docs: {
      description: {
        component:
          "A customer group's price list as a store administrator edits it (requirements §20.5): items added by name, SKU or id with the catalog's suggestions; per item either the group's own price (with optional volume tiers, as an item's) or a percentage off the public price, each for optional first and last days; Remove. Save sends the whole list (PUT /api/customer-groups/{id}/prices) once the shared schema accepts it; the server's refusals (`prices.<n>.<field>`) show on their entries.",
      },
    },
  },
} satisfies Meta<typeof PriceListEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several entries: a price with tiers, a percentage off for December, a plain price. Save sends them all. */
export const Several: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Prices: 3' })).toBeInTheDocument();
    const ssd = canvas.getByRole('group', { name: 'Samsung 990 Pro 2TB NVMe SSD' });
    await expect(within(ssd).getByRole('radio', { name: 'A percentage off the public price' })).toBeChecked();
    const percent = within(ssd).getByRole('textbox', { name: /^Percentage off/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '১০');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the price list' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith([
        {
          item: 'item-gpu',
          price: 69_900,
          percent_off: null,
          tiers: [
            { min_quantity: 5, price: 68_500 },
            { min_quantity: 20, price: 67_000 },
          ],
          valid_from: null,
          valid_until: null,
        },
        {
          item: 'item-ssd',
          price: null,
          percent_off: 10,
          tiers: [],
          valid_from: '2026-12-01',
          valid_until: '2026-12-31',
        },
        { item: 'item-psu', price: 12_400, percent_off: null, tiers: [], valid_from: null, valid_until: null },
      ]),
    );
  },
};

/** No entries yet: an item added by its name from the suggestions, given a price and days, saved. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No prices yet')).toBeInTheDocument();
    await userEvent.type(
      canvas.getByRole('combobox', { name: 'Add an item (name, SKU or id)' }),
      'Kingston Fury Beast 32GB DDR5 6000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    const ram = await canvas.findByRole('group', { name: 'Kingston Fury Beast 32GB DDR5 6000' });
    await userEvent.type(within(ram).getByRole('textbox', { name: /^Price each/ }), '10900');
    await userEvent.type(within(ram).getByLabelText('From (optional)'), '2026-12-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the price list' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith([
        { item: 'item-ram', price: 10_900, percent_off: null, tiers: [], valid_from: '2026-12-01', valid_until: null },
      ]),
    );
  },
};

/** An item added by its id or SKU; one already in the list is refused; Remove takes one out. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: 'Add an item (name, SKU or id)' });
    await userEvent.type(picker, 'CC-GPU-4070{Enter}');
    await expect(await canvas.findByText('This item is in the list already')).toBeInTheDocument();
    await userEvent.clear(picker);
    await userEvent.type(picker, 'item-ram-2{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Prices: 4' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Corsair RM850e 850W Gold PSU' }));
    await expect(canvas.getByRole('heading', { name: 'Prices: 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Kingston Fury Beast 16GB DDR5 5600' })).toBeInTheDocument();
  },
};

/** Volume tiers beside a group's price: one added; a percentage off has none. */
export const Tiers: Story = {
  args: { entries: samplePriceList.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gpu = canvas.getByRole('group', { name: 'Zotac RTX 4070 Twin Edge 12GB' });
    await userEvent.click(within(gpu).getByRole('button', { name: 'Add a price tier' }));
    await userEvent.type(within(gpu).getByRole('textbox', { name: /^Tier 3: from units/ }), '50');
    await userEvent.type(within(gpu).getByRole('textbox', { name: /^Tier 3: price each/ }), '66000');
    const ssd = canvas.getByRole('group', { name: 'Samsung 990 Pro 2TB NVMe SSD' });
    await expect(within(ssd).queryByRole('button', { name: 'Add a price tier' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save the price list' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const [sent] = (args.onSave as ReturnType<typeof fn>).mock.calls[0]! as [{ tiers: unknown[] }[]];
    await expect(sent[0]!.tiers).toEqual([
      { min_quantity: 5, price: 68_500 },
      { min_quantity: 20, price: 67_000 },
      { min_quantity: 50, price: 66_000 },
    ]);
  },
};

/** Dates: the last day before the first, and a percentage of 100, are refused before anything is sent. */
export const Refused: Story = {
  args: { entries: samplePriceList.slice(1, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ssd = canvas.getByRole('group', { name: 'Samsung 990 Pro 2TB NVMe SSD' });
    const percent = within(ssd).getByRole('textbox', { name: /^Percentage off/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '100');
    const until = within(ssd).getByLabelText('Until (optional)');
    await userEvent.clear(until);
    await userEvent.type(until, '2026-11-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the price list' }));
    await expect(percent).toHaveAccessibleDescription(
      'Enter a percentage above 0 and below 100, with at most 2 decimals',
    );
    await expect(until).toHaveAccessibleDescription('The last day must not be before the first');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's refusals, each on the entry (and field) it names; nothing else is lost. */
export const ServerErrors: Story = {
  args: {
    onSave: fn(() =>
      Promise.reject(
        Object.assign(new Error('Invalid input'), {
          fieldErrors: {
            'prices.0.tiers.1.price': 'Price can have at most 2 decimals',
            'prices.1.item': 'No such item in the catalog',
            'prices.2.valid_from': 'Enter a date as YYYY-MM-DD',
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save the price list' }));
    const ssd = canvas.getByRole('group', { name: 'Samsung 990 Pro 2TB NVMe SSD' });
    await expect(await within(ssd).findByRole('alert')).toHaveTextContent('No such item in the catalog');
    const gpu = canvas.getByRole('group', { name: 'Zotac RTX 4070 Twin Edge 12GB' });
    await expect(within(gpu).getByRole('textbox', { name: /^Tier 2: price each/ })).toHaveAccessibleDescription(
      'Price can have at most 2 decimals',
    );
    const psu = canvas.getByRole('group', { name: 'Corsair RM850e 850W Gold PSU' });
    await expect(within(psu).getByLabelText('From (optional)')).toHaveAttribute('aria-invalid', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A refusal that names no entry shows under the list. */
export const SaveFailed: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('The server answered 500. Try again in a moment.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save the price list' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server answered 500. Try again in a moment.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the list is being saved: the button busy. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save the price list' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Save the price list/ })).toBeDisabled());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongNames: Story = { args: { entries: [longPriceEntry, ...samplePriceList.slice(0, 1)] } };

export const Phone: Story = {
  tags: ['mobile'],
  args: { entries: [longPriceEntry, ...samplePriceList.slice(0, 2)] },
  decorators: [phoneFrame],
};

/** In Bangla: the labels, the prices in Bangla digits. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'দাম: ৩' })).toBeInTheDocument();
  },
};

/** On a phone in Bangla: the long name, the fields and the tiers stay inside 390 px. */
export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { entries: [longPriceEntry, ...samplePriceList.slice(0, 2)] },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'দাম: ৩' })).toBeInTheDocument();
    await expectFits(storyFrame(canvasElement));
  },
};
