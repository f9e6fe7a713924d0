import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import {
  counteredQuote,
  longQuote,
  memberQuote,
  offeredQuote,
  quoteWithStatus,
  requestedQuote,
} from '../../../support/quoteFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { QuoteThread } from './QuoteThread.tsx';

const meta = {
  title: 'Quotes/QuoteThread',
  component: QuoteThread,
  tags: ['autodocs'],
  args: {
    quote: counteredQuote,
    viewer: 'buyer',
    onAccept: fn(),
    onChanges: fn(),
    onReject: fn(),
    onWithdraw: fn(),
    onDownloadPdf: fn(),
    purchaseHref: (id: string) => `/dashboard/purchases/${id}`,
  },
  parameters: {
    docs: {
      description: {
        component:
          "A quote's thread (requirements §20.7): what was asked, then everything that happened oldest first, each offer a version card (list price struck beside the offered price, the saving, subtotal, last valid day). The buyer answers the newest offer; the staff read the same and may withdraw.",
      },
    },
  },
} satisfies Meta<typeof QuoteThread>;
export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Two versions: the first replaced, the newest accepted by its version. */
export const Countered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('region', { name: 'Offer version 1' });
    await expect(within(first).getByText('Replaced')).toBeInTheDocument();
    const newest = canvas.getByRole('region', { name: 'Offer version 2' });
    await expect(within(newest).getByText(/^List price .+ 42,500$/)).toBeInTheDocument();
    await expect(within(newest).getByText(/ 7,08,000$/)).toBeInTheDocument();
    await expect(within(newest).getByText(/ 66,000$/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept version 2' }));
    await expect(args.onAccept).toHaveBeenCalledWith(2);
    blur();
  },
};

export const Offered: Story = { args: { quote: offeredQuote } };

/** Asking for changes needs a message: none is refused on the screen; one is sent. */
export const AskForChanges: Story = {
  args: { quote: offeredQuote },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for changes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for changes' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Write what you would like changed');
    await expect(args.onChanges).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('What should change?'), 'Twelve processors, please');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for changes' }));
    await expect(args.onChanges).toHaveBeenCalledWith('Twelve processors, please');
    blur();
  },
};

/** Rejecting asks for a reason, optional: none sends undefined. */
export const Reject: Story = {
  args: { quote: offeredQuote },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the quote' }));
    await expect(args.onReject).toHaveBeenCalledWith(undefined);
    blur();
  },
};

/** The server refused (the quote closed meanwhile): the message shows, the box stays. */
export const ActionFailed: Story = {
  args: {
    quote: offeredQuote,
    onReject: fn(() => Promise.reject(new Error('This quote is closed: it was accepted, rejected or withdrawn'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the quote' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('This quote is closed'));
    blur();
  },
};

/** No offer yet: the buyer waits (and may still reject). */
export const Requested: Story = {
  args: { quote: requestedQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/The store is working on an offer/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  },
};

export const ChangesRequested: Story = { args: { quote: quoteWithStatus('changes_requested') } };

/** The newest offer's last day passed: marked Expired, Accept disabled, changes may be asked. */
export const Expired: Story = {
  args: { quote: quoteWithStatus('expired') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Accept version 2' })).toBeDisabled();
    await expect(canvas.getByText(/This offer expired after 27 Mar 2026/)).toBeInTheDocument();
  },
};

/** Accepted: the purchase it made, and no more actions. */
export const Accepted: Story = {
  args: { quote: quoteWithStatus('accepted') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'CP-000131' })).toHaveAttribute(
      'href',
      '/dashboard/purchases/purchase-1',
    );
    await expect(canvas.queryByRole('region', { name: 'Your answer' })).not.toBeInTheDocument();
  },
};

export const Rejected: Story = { args: { quote: quoteWithStatus('rejected') } };
export const Withdrawn: Story = { args: { quote: quoteWithStatus('withdrawn') } };

/** The staff read the same thread without the buyer's answer; Withdraw asks for a message, optional. */
export const Staff: Story = {
  args: { viewer: 'staff' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Your answer' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await userEvent.type(canvas.getByLabelText('Message to the buyer (optional)'), 'Out of stock for good');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw the quote' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith('Out of stock for good');
    blur();
  },
};

/** Four versions, long names and messages. */
export const ManyVersionsLong: Story = { args: { quote: longQuote } };

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: /২$/ })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { quote: longQuote },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

/**
 * A dealer's request (requirements §20.5 item 10): a line their group prices otherwise shows their
 * price, `Your price`, and the list price struck through; the staff read the same.
 */
export const MemberPrices: Story = {
  args: { quote: memberQuote, viewer: 'staff' },
  play: async ({ canvasElement }) => {
    const asked = within(within(canvasElement).getByRole('region', { name: 'Asked for' }));
    const [processor, memory] = asked.getAllByRole('listitem');
    await expect(within(processor!).getByText('BDT 40,800')).toBeVisible();
    await expect(within(processor!).getByText('Your price')).toBeVisible();
    await expect(within(processor!).getByText('BDT 42,500').tagName).toBe('S');
    await expect(within(memory!).queryByText('Your price')).toBeNull();
    await expect(within(memory!).getByText('BDT 13,200')).toBeVisible();
  },
};

/** The dealer's request in Bangla, on a phone. */
export const MemberPricesBanglaPhone: Story = {
  tags: ['mobile'],
  args: { quote: memberQuote },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
    await expect(within(canvasElement).getByText('আপনার দাম')).toBeVisible();
  },
};
