import { limits, messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longTextItem, sampleItem, samplePngFile, tieredItem } from '../../../support/fixtures.ts';
import { EditItemForm } from './EditItemForm.tsx';
import { SubmitError } from './formSubmit.ts';
import { expectFieldError, field, fill } from '../../../support/formStoryHelpers.ts';

const meta = {
  title: 'Forms/EditItemForm',
  component: EditItemForm,
  tags: ['autodocs'],
  args: { item: sampleItem, onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Edit item (admin, requirements §12.8): the item's fields as Add an Item has them (shared `itemEditFormSchema`), filled from the item read, with its current image kept unless another is chosen. The stock is shown, not edited: it changes through Adjust stock, so the ledger tells its whole story. `stale` shows that someone else saved first (the server's 409) and offers to reload the latest version.",
      },
    },
  },
} satisfies Meta<typeof EditItemForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'Name')).toHaveValue(sampleItem.name);
    await expect(field(canvas, 'SKU')).toHaveValue(sampleItem.sku);
    await expect(field(canvas, 'Category')).toHaveValue('processors');
    await expect(field(canvas, 'Price Per Unit')).toHaveValue(String(sampleItem.price_per_unit));
    await expect(canvas.getByRole('img', { name: 'The current image' })).toHaveAttribute('src', sampleItem.image);
    await expect(canvas.getByText('500')).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/^Available Quantity/)).toBeNull();
  },
};

/** A price change alone: the values go out with no new image (keep the current one). */
export const ChangePrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Price Per Unit', '1450.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const values = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(values).toMatchObject({
      name: sampleItem.name,
      sku: sampleItem.sku,
      category: 'processors',
      min_order_quantity: sampleItem.min_order_quantity,
      price_per_unit: 1450.5,
    });
    await expect(values.image?.[0]).toBeUndefined();
  },
};

/**
 * In Bangla (requirements §16): the numbers in the reader's digits, the price marked ৳ as prices
 * are; a price typed in either digit set goes out as the number.
 */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { item: tieredItem },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = field(canvas, 'প্রতি ইউনিটের দাম');
    await expect(price).toHaveValue('৭৪০০');
    await expect(price.parentElement).toHaveTextContent('৳');
    await expect(price.parentElement).not.toHaveTextContent('BDT');
    const tier = field(canvas, 'ধাপ ১: প্রতিটির দাম');
    await expect(tier).toHaveValue('৭১০০');
    await expect(tier.parentElement).toHaveTextContent('৳');
    await fill(canvas, 'প্রতি ইউনিটের দাম', '৭৪৫০.৫');
    await userEvent.click(canvas.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toMatchObject({
      min_order_quantity: 1,
      price_per_unit: 7450.5,
      price_tiers: [
        { min_quantity: 10, price: 7100 },
        { min_quantity: 50, price: 6800 },
      ],
    });
  },
};

/** A new picture replaces the current one in the preview and goes out with the values. */
export const ReplaceImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(field(canvas, 'Replace image'), await samplePngFile());
    const preview = await canvas.findByRole('img', { name: 'Preview of the chosen image' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.queryByRole('img', { name: 'The current image' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0].image[0].name).toBe('ssd.png');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Name', '');
    await fill(canvas, 'SKU', '');
    await fill(canvas, 'Short Description', '');
    await fill(canvas, 'Min Order Quantity', '');
    await fill(canvas, 'Price Per Unit', '');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(canvas, 'Name', messages.itemNameRequired);
    await expectFieldError(canvas, 'SKU', messages.skuRequired);
    await expectFieldError(canvas, 'Short Description', messages.itemDescriptionRequired);
    await expectFieldError(canvas, 'Min Order Quantity', messages.minOrderRequired);
    await expectFieldError(canvas, 'Price Per Unit', messages.priceRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal of a SKU another item holds shows at SKU, what was typed kept. */
export const SkuTaken: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new SubmitError(messages.skuTaken, { sku: messages.skuTaken }))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'SKU', 'CC-GPU-RTX');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(canvas, 'SKU', messages.skuTaken);
    await expect(field(canvas, 'SKU')).toHaveValue('CC-GPU-RTX');
  },
};

/** Someone else saved first: the notice says so, and Reload the latest asks for the newest version. */
export const ChangedBySomeoneElse: Story = {
  args: { stale: { message: messages.itemChanged, onReload: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.itemChanged);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the latest' }));
    await expect(args.stale?.onReload).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Uploading: Story = { args: { uploadProgress: 0.4 } };

export const LongText: Story = { args: { item: longTextItem } };

export const OutOfStock: Story = {
  args: { item: { ...sampleItem, available_quantity: 4 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Out of stock')).toBeInTheDocument();
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

/** An item with volume prices (requirements §14.4): its tiers filled in; one changed, one removed. */
export const WithPriceTiers: Story = {
  args: { item: tieredItem },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'Tier 1: from units')).toHaveValue('10');
    await expect(field(canvas, 'Tier 1: price each')).toHaveValue('7100');
    await expect(field(canvas, 'Tier 2: from units')).toHaveValue('50');
    await fill(canvas, 'Tier 1: price each', '7050');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tier 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toMatchObject({
      price_per_unit: 7400,
      price_tiers: [{ min_quantity: 10, price: 7050 }],
    });
  },
};

/** An item with its name and short description in Bangla (requirements §12.11). */
const banglaItem = {
  ...sampleItem,
  name_bn: 'Ryzen 7 প্রসেসর',
  short_description_bn: 'ঢাকার কারখানায় টেস্ট করা, দুই বছরের ওয়ারেন্টি আর পাইকারি দাম।',
};

/** Filled from the item's Bangla fields (`lang="bn"`); emptying one sends none. */
export const InBangla: Story = {
  args: { item: banglaItem },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'Name in Bangla')).toHaveValue(banglaItem.name_bn);
    await expect(field(canvas, 'Name in Bangla')).toHaveAttribute('lang', 'bn');
    await expect(field(canvas, 'Short description in Bangla')).toHaveValue(banglaItem.short_description_bn);
    await expect(field(canvas, 'Short description in Bangla')).toHaveAttribute('lang', 'bn');
    await fill(canvas, 'Short description in Bangla', '');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const values = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(values).toMatchObject({ name: sampleItem.name, name_bn: banglaItem.name_bn });
    await expect(values.short_description_bn).toBeUndefined();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A Bangla name too long is refused at its field; the server's refusal of one shows there too. */
export const BanglaErrors: Story = {
  args: {
    item: banglaItem,
    onSubmit: fn(async () => Promise.reject(new SubmitError(messages.singleLine, { name_bn: messages.singleLine }))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvas, 'Name in Bangla'));
    await userEvent.paste('ক'.repeat(limits.name));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(canvas, 'Name in Bangla', messages.tooLong(limits.name));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await fill(canvas, 'Name in Bangla', 'প্রসেসর');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(canvas, 'Name in Bangla', messages.singleLine);
    await expect(field(canvas, 'Name in Bangla')).toHaveValue('প্রসেসর');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Filled from the item's weight and rate (requirements §17); emptying the rate sends null, the
 * store's default, shown as the placeholder.
 */
export const WeightAndVat: Story = {
  args: { item: { ...sampleItem, weight_g: 1250, vat_rate: 7.5 }, vatRateDefault: 15 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'Shipping weight (g)')).toHaveValue('1250');
    await expect(field(canvas, 'VAT rate (%)')).toHaveValue('7.5');
    await fill(canvas, 'VAT rate (%)', '');
    await expect(field(canvas, 'VAT rate (%)')).toHaveAttribute('placeholder', '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toMatchObject({
      weight_g: 1250,
      vat_rate: null,
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A board with its specifications (requirements §19.1), as the API answers them. */
const boardItem = {
  ...sampleItem,
  _id: 'item-b650',
  name: 'B650M Motherboard',
  sku: 'CC-MB-B650M',
  category: 'motherboards',
  specs: {
    socket: 'AM5',
    chipset: 'B650',
    form_factor: 'Micro ATX',
    memory_type: 'DDR5',
    memory_slots: 4,
    max_memory_gb: 192,
    m2_slots: 2,
    sata_ports: 4,
  },
};

/**
 * The item's specifications fill their fields (requirements §19.1); they are sent whole and
 * replace the item's, so a value emptied is removed.
 */
export const Specifications: Story = {
  args: { item: boardItem },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'Socket')).toHaveValue('AM5');
    await expect(field(canvas, 'Form factor')).toHaveValue('Micro ATX');
    await expect(field(canvas, 'Memory slots')).toHaveValue('4');
    await userEvent.selectOptions(field(canvas, 'Socket'), 'LGA1700');
    await fill(canvas, 'SATA ports', '');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0].specs).toEqual({
      socket: 'LGA1700',
      chipset: 'B650',
      form_factor: 'Micro ATX',
      memory_type: 'DDR5',
      memory_slots: '4',
      max_memory_gb: '192',
      m2_slots: '2',
      sata_ports: '',
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refuses a specification (`specs.<key>`): its message at its field, the values kept. */
export const SpecificationRefusedByServer: Story = {
  args: {
    item: boardItem,
    onSubmit: fn(async () =>
      Promise.reject(new SubmitError('Invalid item', { 'specs.memory_type': messages.specChoice(['DDR4', 'DDR5']) })),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(canvas, 'Memory type', 'Choose one of: DDR4, DDR5');
    await expect(field(canvas, 'Memory type')).toHaveValue('DDR5');
    await expect(canvas.queryByText('Invalid item')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * In Bangla: the labels in Bangla and the numbers in Bangla digits, as the item's other numbers; a
 * number out of the definition, typed in Bangla digits, is refused in Bangla at its field.
 */
export const SpecificationsInBangla: Story = {
  globals: { locale: 'bn' },
  args: { item: boardItem },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'সকেট')).toHaveValue('AM5');
    await expect(field(canvas, 'মেমোরি স্লট')).toHaveValue('৪');
    await fill(canvas, 'মেমোরি স্লট', '২০');
    await userEvent.click(canvas.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    await waitFor(() => expect(field(canvas, 'মেমোরি স্লট')).toHaveAttribute('aria-invalid', 'true'));
    await expect(field(canvas, 'মেমোরি স্লট')).toHaveAccessibleDescription(expect.stringContaining('১৬'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
