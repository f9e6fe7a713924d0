import { limits, messages, toasts } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddItemForm } from './AddItemForm.tsx';
import { SubmitError } from './formSubmit.ts';
import { samplePngFile } from '../../../support/fixtures.ts';
import { expectFieldError, field, fill } from '../../../support/formStoryHelpers.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { inPhoneWindow } from '../../../support/storyWindows.ts';

const meta = {
  title: 'Forms/AddItemForm',
  component: AddItemForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Add an Item (admin, requirements §2, §5, §12.6): name, SKU (unique: a taken one comes back from the server as a field error), category, image file, short description, min order quantity, available quantity and price per unit, each with its required message (requirements §5) (shared `itemFormSchema`). The chosen image is previewed; while it uploads, `uploadProgress` (0 to 1) shows a progress bar. A rejected `onSubmit` keeps the values and shows its `fieldErrors` at the fields (an upload refusal at Image).',
      },
    },
  },
} satisfies Meta<typeof AddItemForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await expectFieldError(canvas, 'Name', messages.itemNameRequired);
    await expectFieldError(canvas, 'SKU', messages.skuRequired);
    await expectFieldError(canvas, 'Category', messages.categoryRequired);
    await expectFieldError(canvas, 'Image', messages.itemImageRequired);
    await expectFieldError(canvas, 'Short Description', messages.itemDescriptionRequired);
    await expectFieldError(canvas, 'Min Order Quantity', messages.minOrderRequired);
    await expectFieldError(canvas, 'Available Quantity', messages.availableRequired);
    await expectFieldError(canvas, 'Price Per Unit', messages.priceRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Fills every field with a valid item (the NVMe SSD). */
async function fillValidItem(canvas: ReturnType<typeof within>) {
  await fill(canvas, 'Name', 'NVMe SSD 1TB');
  await fill(canvas, 'SKU', 'cc-ssd-1tb');
  await userEvent.selectOptions(field(canvas, 'Category'), 'Storage');
  await userEvent.upload(field(canvas, 'Image'), await samplePngFile());
  await fill(canvas, 'Short Description', 'Fast PCIe 4 storage for workstations.');
  await fill(canvas, 'Min Order Quantity', '10');
  await fill(canvas, 'Available Quantity', '400');
  await fill(canvas, 'Price Per Unit', '6500');
}

/** Choosing a file shows it at once, before anything is uploaded. */
export const ImagePreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();
    await userEvent.upload(field(canvas, 'Image'), await samplePngFile());
    const preview = await canvas.findByRole('img', { name: 'Preview of the chosen image' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(field(canvas, 'Image')).toHaveAccessibleDescription('JPEG, PNG, WebP, AVIF or GIF, at most 5 MB.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

// The file picker's filter (accept) is only a suggestion: "All files" lets anything through.
const pickAnything = userEvent.setup({ applyAccept: false });

/** A text file is refused as soon as it is picked: the message at once, no broken preview, nothing kept. */
export const WrongFileType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = field(canvas, 'Image') as HTMLInputElement;
    await pickAnything.upload(input, new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
    await expectFieldError(canvas, 'Image', messages.itemImageUnsupported);
    await expect(canvas.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();
    await expect(input.files).toHaveLength(0);
    // A picture picked next clears the message and shows.
    await userEvent.upload(input, await samplePngFile());
    await expect(await canvas.findByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A picture over the upload limit is refused when picked, before a slow upload would fail. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(field(canvas, 'Image'), big);
    await expectFieldError(canvas, 'Image', messages.itemImageTooLarge);
    await expect(canvas.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidItem(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const values = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(values).toMatchObject({
      name: 'NVMe SSD 1TB',
      // Stored and sent upper-case, however it was typed.
      sku: 'CC-SSD-1TB',
      category: 'storage',
      short_description: 'Fast PCIe 4 storage for workstations.',
      min_order_quantity: 10,
      available_quantity: 400,
      price_per_unit: 6500,
    });
    await expect(values.image[0].name).toBe('ssd.png');
    // The Bangla fields left empty: none.
    await expect(values.name_bn).toBeUndefined();
    await expect(values.short_description_bn).toBeUndefined();
    // Saved: the form is empty again for the next item, the preview gone too. (The file input itself is
    // cleared by the browser's form reset, which user-event's stand-in FileList does not follow.)
    await waitFor(() => expect(field(canvas, 'Name')).toHaveValue(''));
    await expect(canvas.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();
  },
};

/**
 * The name and short description in Bangla (requirements §12.11): optional, typed in Bangla
 * (`lang="bn"`), sent beside the English; left empty, they are none (ValidSubmit).
 */
export const InBangla: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'Name in Bangla')).toHaveAttribute('lang', 'bn');
    await expect(field(canvas, 'Short description in Bangla')).toHaveAttribute('lang', 'bn');
    await expect(field(canvas, 'Name in Bangla')).toHaveAccessibleDescription(
      'Optional: Bangla pages show the English where it is empty.',
    );
    await fillValidItem(canvas);
    await fill(canvas, 'Name in Bangla', 'এনভিএমই এসএসডি');
    await fill(canvas, 'Short description in Bangla', 'ওয়ার্কস্টেশনের জন্য দ্রুত স্টোরেজ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toMatchObject({
      name: 'NVMe SSD 1TB',
      name_bn: 'এনভিএমই এসএসডি',
      short_description_bn: 'ওয়ার্কস্টেশনের জন্য দ্রুত স্টোরেজ',
    });
  },
};

/** A Bangla name longer than an English one may be is refused at its field, as the English is. */
export const BanglaTooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidItem(canvas);
    await userEvent.click(field(canvas, 'Name in Bangla'));
    await userEvent.paste('ক'.repeat(limits.name + 1));
    await userEvent.click(field(canvas, 'Short description in Bangla'));
    await userEvent.paste('খ'.repeat(limits.description + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await expectFieldError(canvas, 'Name in Bangla', messages.tooLong(limits.name));
    await expectFieldError(canvas, 'Short description in Bangla', messages.tooLong(limits.description));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The image is uploading: the bar shows how much is sent (the app passes the upload's progress as
 * `uploadProgress`), the preview stays, and the button is busy.
 */
export const Uploading: Story = {
  args: { uploadProgress: 0.4, onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidItem(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    const bar = canvas.getByRole('progressbar', { name: 'Uploading image' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    const submit = canvas.getByRole('button', { name: /Add Item/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toHaveAccessibleName(/Uploading the image/);
  },
};

/** No upload under way: no progress bar. */
export const NotUploading: Story = {
  args: { uploadProgress: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidItem(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    const submit = canvas.getByRole('button', { name: /Add Item/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleName(/Adding the item/);
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The form is cleared only once the item is saved, not while the request runs.
    await expect(field(canvas, 'Name')).toHaveValue('NVMe SSD 1TB');
    await expect(field(canvas, 'Price Per Unit')).toHaveValue('6500');
  },
};

export const ServerError: Story = {
  args: { error: toasts.itemAddFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to add the item');
    // Retrying is submitting again: the handler runs with the values, then the form clears.
    await fillValidItem(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'NVMe SSD 1TB' }));
    await waitFor(() => expect(field(canvas, 'Name')).toHaveValue(''));
    // Leave the story at rest: the screenshot is the error state, not the focus ring of the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The server refuses a field: the upload refuses the picture, and the item's quantities are judged
 * together. `onSubmit` rejects with the messages by field; each shows at its field and the values
 * stay for the next try.
 */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError('The item was refused', {
        image: 'The image could not be read: the file is damaged or not an image',
        min_order_quantity: messages.minBelowAvailable,
      });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidItem(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expectFieldError(canvas, 'Image', 'The image could not be read: the file is damaged or not an image');
    await expectFieldError(canvas, 'Min Order Quantity', messages.minBelowAvailable);
    await expect(field(canvas, 'Name')).toHaveValue('NVMe SSD 1TB');
    await expect(canvas.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    // The fields say it: nothing repeated under the form.
    await expect(canvas.queryByText('The item was refused')).toBeNull();
    // Correcting a refused field clears its message.
    await fill(canvas, 'Min Order Quantity', '5');
    await waitFor(() => expect(field(canvas, 'Min Order Quantity')).not.toHaveAttribute('aria-invalid'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A SKU in a wrong shape is refused before anything is sent; a taken one comes back from the server at SKU. */
export const SkuChecks: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError(messages.skuTaken, { sku: messages.skuTaken });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidItem(canvas);
    await fill(canvas, 'SKU', 'CC GPU');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await expectFieldError(canvas, 'SKU', messages.skuFormat);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await fill(canvas, 'SKU', 'CC-SSD-1TB');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expectFieldError(canvas, 'SKU', messages.skuTaken);
    await expect(field(canvas, 'Category')).toHaveValue('storage');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Volume prices (requirements §14.4): tiers added and removed by keyboard, each checked at its
 * field (from 2 units, ascending), and sent with the item.
 */
export const PriceTiers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidItem(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a price tier' }));
    // The new tier's first field takes the focus.
    await waitFor(() => expect(field(canvas, 'Tier 1: from units')).toHaveFocus());
    await userEvent.keyboard('50');
    await fill(canvas, 'Tier 1: price each', '6000');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a price tier' }));
    await fill(canvas, 'Tier 2: from units', '20');
    await fill(canvas, 'Tier 2: price each', '6200');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await expectFieldError(canvas, 'Tier 2: from units', messages.tiersAscending);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // The first tier removed by keyboard: the other becomes tier 1.
    canvas.getByRole('button', { name: 'Remove tier 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field(canvas, 'Tier 1: from units')).toHaveValue('20'));
    await expect(canvas.queryByLabelText(/^Tier 2/)).toBeNull();
    await fill(canvas, 'Tier 1: from units', '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await expectFieldError(canvas, 'Tier 1: from units', messages.tierQuantityAboveOne);
    await fill(canvas, 'Tier 1: from units', '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toMatchObject({
      price_per_unit: 6500,
      price_tiers: [{ min_quantity: 25, price: 6200 }],
    });
  },
};

/** On a phone in Bangla, every required message shown: the labels (the Bangla fields' too) and messages wrap. */
export const BanglaPhoneErrors: Story = {
  tags: ['mobile'],
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    await waitFor(() => expect(field(canvas, 'নাম')).toHaveAttribute('aria-invalid', 'true'));
    await expect(field(canvas, 'বাংলায় নাম')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
    await expectFits(storyFrame(canvasElement));
  },
};

/**
 * Shipping weight and VAT rate (requirements §17): the weight starts at 1 kg and must be whole grams;
 * an empty rate is the store's default, shown as the placeholder (`vatRateDefault`).
 */
export const WeightAndVat: Story = {
  args: { vatRateDefault: 15 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'Shipping weight (g)')).toHaveValue('1000');
    await expect(field(canvas, 'VAT rate (%)')).toHaveAttribute('placeholder', '15');
    await fillValidItem(canvas);
    await fill(canvas, 'Shipping weight (g)', '1.5');
    await fill(canvas, 'VAT rate (%)', '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await expectFieldError(canvas, 'Shipping weight (g)', messages.weightRange);
    await expectFieldError(canvas, 'VAT rate (%)', messages.vatRateRange);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await fill(canvas, 'Shipping weight (g)', '2500');
    await fill(canvas, 'VAT rate (%)', '7.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toMatchObject({
      weight_g: 2500,
      vat_rate: 7.5,
    });
  },
};

/** The same fields in Bangla, the default rate in Bangla digits. */
export const WeightAndVatInBangla: Story = {
  args: { vatRateDefault: 15 },
  globals: { locale: 'bn' },
};

/**
 * The specifications (requirements §19.1), below the item's fields once a category is chosen:
 * changing the category shows the new one's fields and keeps the values it also takes (a
 * processor's socket stays a board's; its cores go); they are sent as `specs`.
 */
export const Specifications: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Specifications' })).toBeNull();
    await fillValidItem(canvas);
    await fill(canvas, 'Name', 'AM5 Motherboard');
    await fill(canvas, 'SKU', 'CC-MB-B650');
    await userEvent.selectOptions(field(canvas, 'Category'), 'processors');
    await userEvent.selectOptions(field(canvas, 'Socket'), 'AM5');
    await fill(canvas, 'Cores', '8');
    await userEvent.selectOptions(field(canvas, 'Category'), 'motherboards');
    await expect(field(canvas, 'Socket')).toHaveValue('AM5');
    await expect(canvas.queryByLabelText(/^Cores/)).toBeNull();
    await userEvent.selectOptions(field(canvas, 'Memory type'), 'DDR5');
    await fill(canvas, 'Memory slots', '4');
    // A value out of the definition is refused at its field before anything is sent.
    await fill(canvas, 'M.2 slots', '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await expectFieldError(canvas, 'M.2 slots', messages.specNumber(0, 16, true));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await fill(canvas, 'M.2 slots', '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const values = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(values).toMatchObject({
      category: 'motherboards',
      specs: { socket: 'AM5', memory_type: 'DDR5', memory_slots: '4', m2_slots: '2', chipset: '' },
    });
    await expect(values.specs).not.toHaveProperty('cores');
    // Saved: the next item starts without a category, so without specifications.
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Specifications' })).toBeNull());
  },
};

/** The server refuses a specification (`specs.<key>`): its message shows at its field, the values stay. */
export const SpecificationRefusedByServer: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError('Invalid item', { 'specs.socket': messages.specChoice(['AM5', 'LGA1700']) });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidItem(canvas);
    await userEvent.selectOptions(field(canvas, 'Category'), 'motherboards');
    await userEvent.selectOptions(field(canvas, 'Socket'), 'AM4');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expectFieldError(canvas, 'Socket', 'Choose one of: AM5, LGA1700');
    await expect(field(canvas, 'Socket')).toHaveValue('AM4');
    await expect(canvas.queryByText('Invalid item')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** In Bangla: the section, its labels and its options in Bangla; numbers typed in Bangla digits. */
export const SpecificationsInBangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(field(canvas, 'ক্যাটাগরি'), 'motherboards');
    await expect(canvas.getByRole('group', { name: 'স্পেসিফিকেশন' })).toBeVisible();
    await userEvent.selectOptions(field(canvas, 'সকেট'), 'AM5');
    await fill(canvas, 'মেমোরি স্লট', '৪');
    await expect(field(canvas, 'মেমোরি স্লট')).toHaveValue('৪');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
