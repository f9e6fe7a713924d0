import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleDeliveryAddresses, sampleDistricts, sampleQuote } from '../../../support/deliveryFixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { fill } from '../../../support/formStoryHelpers.ts';
import { counteredQuote } from '../../../support/quoteFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { SubmitError } from '../forms/formSubmit.ts';
import { QuoteAcceptForm } from './QuoteAcceptForm.tsx';

const offer = counteredQuote.offers.at(-1)!;
const preview = sampleQuote('dhaka', { subtotal: offer.subtotal, weightG: 8_000 });

const meta = {
  title: 'Quotes/QuoteAcceptForm',
  component: QuoteAcceptForm,
  tags: ['autodocs'],
  args: {
    offer,
    addresses: sampleDeliveryAddresses,
    districts: sampleDistricts,
    methods: ['cod', 'bkash', 'sslcommerz'],
    method: 'cod',
    onMethodChange: fn(),
    preview,
    previewCurrent: true,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Accepting a quote's offer (requirements §20.7): the checkout's fields and payment choice, what the offer comes to delivered (the server's preview at the offered prices), then Place order.",
      },
    },
  },
} satisfies Meta<typeof QuoteAcceptForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** The checkout's fields, a PO number included, go to the app; the preview's total is shown. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Accept version 2' })).toBeInTheDocument();
    await fill(canvas, 'Purchase order number (optional)', 'PO-2026/0417');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ po_number: 'PO-2026/0417' })),
    );
    blur();
  },
};

/** The preview is on its way: Place order waits for it. */
export const PreviewLoading: Story = {
  args: { preview: undefined, previewCurrent: false, previewLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Place order' })).toBeDisabled();
  },
};

export const PreviewFailed: Story = {
  args: {
    preview: undefined,
    previewCurrent: false,
    previewError: 'The server answered 500. Try again in a moment.',
    onPreviewRetry: fn(),
  },
};

/** The server refused (the offer expired meanwhile): said under the form. */
export const Refused: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new SubmitError('This offer expired after 27 Mar 2026: ask the store for a new one')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('This offer expired'));
    blur();
  },
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /২/ })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
