import { approvalNoticeSubject, type ApprovalNoticeData } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ApprovalEmailPreview } from '../support/EmailPreview.tsx';

const data: ApprovalNoticeData = {
  purchaseId: '66f0c1a2b3c4d5e6f7a8b9d1',
  purchaseNumber: 'CP-000042',
  companyName: 'Padma Systems Ltd',
  buyerName: 'Tanvir Hasan',
  total: 1_25_000,
  deciderName: null,
  note: null,
  at: '2026-12-01T08:00:00.000Z',
};
const decided = { ...data, deciderName: 'Nusrat Jahan', note: 'For the Gulshan branch only' };

const meta = {
  title: 'Emails/ApprovalEmail',
  component: ApprovalEmailPreview,
  tags: ['autodocs'],
  args: {
    template: 'approval-requested',
    data,
    origin: 'https://shop.example.com',
    contactEmail: 'info@computerclub.example.com',
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The approval emails (requirements §20.4), each in its reader's language: `approval-requested` to every approver and admin of the company but the buyer (who ordered what total, until when, a button to My company), `approval-approved` and `approval-rejected` to the buyer (who decided, with the note; or that nobody decided in time).",
      },
    },
  },
} satisfies Meta<typeof ApprovalEmailPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the rendered email and checks both parts say `words`. */
async function expectEmail(canvasElement: HTMLElement, ...words: string[]) {
  const canvas = within(canvasElement);
  // The first story loads react-email's renderer: on a loaded machine that takes seconds.
  const patience = { timeout: 15_000 };
  const frame = (await canvas.findByTitle('Email, as HTML', {}, patience)) as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.body?.textContent ?? '').toContain(words[0]!), patience);
  const html = frame.contentDocument?.body?.textContent ?? '';
  const text = canvas.getByRole('region', { name: 'Email, as plain text' }).textContent ?? '';
  for (const word of words) {
    await expect(html).toContain(word);
    await expect(text).toContain(word);
  }
}

/** The same, for an email in Bangla: its face loaded before the picture is taken. */
async function expectBanglaEmail(canvasElement: HTMLElement, ...words: string[]) {
  await expectEmail(canvasElement, ...words);
  const frame = within(canvasElement).getByTitle('Email, as HTML') as HTMLIFrameElement;
  await expect(frame.contentDocument?.documentElement.lang).toBe('bn');
  await frame.contentDocument?.fonts.load("15px 'Noto Sans Bengali'", 'বাংলা');
}

const bangla = { globals: { locale: 'bn' } } as const;

export const Requested: Story = {
  play: async ({ canvasElement, args }) => {
    await expectEmail(canvasElement, approvalNoticeSubject('approval-requested', args.data), '1,25,000');
  },
};

export const Approved: Story = {
  args: { template: 'approval-approved', data: decided },
  play: ({ canvasElement }) =>
    expectEmail(canvasElement, 'Nusrat Jahan approved your purchase CP-000042', 'Note: For the Gulshan branch only'),
};

export const Rejected: Story = {
  args: { template: 'approval-rejected', data: decided },
  play: ({ canvasElement }) =>
    expectEmail(canvasElement, 'Nusrat Jahan did not approve', 'Note: For the Gulshan branch only'),
};

/** Nobody decided before APPROVAL_HOLD_HOURS ended: the store rejected it. */
export const Expired: Story = {
  args: { template: 'approval-rejected' },
  play: ({ canvasElement }) => expectEmail(canvasElement, 'in time'),
};

export const RequestedBangla: Story = {
  ...bangla,
  args: { locale: 'bn' },
  play: ({ canvasElement }) => expectBanglaEmail(canvasElement, '১,২৫,০০০'),
};

export const ApprovedBangla: Story = {
  ...bangla,
  args: { template: 'approval-approved', data: decided, locale: 'bn' },
  play: ({ canvasElement }) => expectBanglaEmail(canvasElement, 'Nusrat Jahan', 'For the Gulshan branch only'),
};

export const RejectedBangla: Story = {
  ...bangla,
  args: { template: 'approval-rejected', data: decided, locale: 'bn' },
  play: ({ canvasElement }) => expectBanglaEmail(canvasElement, 'Nusrat Jahan', 'For the Gulshan branch only'),
};
