import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { expectFieldError, field, fill } from '../../../support/formStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { SubmitError } from '../forms/formSubmit.ts';
import { CompanyTermsForm } from './CompanyTermsForm.tsx';

const none = { net_days: null, credit_limit: null, require_po_number: false };
const net30 = { net_days: 30, credit_limit: 500_000, require_po_number: true };

const meta = {
  title: 'Terms/CompanyTermsForm',
  component: CompanyTermsForm,
  tags: ['autodocs'],
  args: { defaultValues: none, onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A company's payment terms (store administrators, requirements §20.8): none, or net days (1 to 120) with a credit limit in taka, and whether its buyers must give a PO number on every order. Checked by shared `companyTermsInputSchema`; the server's field messages show at their fields.",
      },
    },
  },
} satisfies Meta<typeof CompanyTermsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A store admin gives a company net 30 and a limit typed in Bangla digits. */
export const GiveTerms: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(/Days to pay/)).toBeNull();
    await userEvent.click(canvas.getByLabelText('Pay on invoice, with days to pay'));
    await expect(field(canvas, 'Days to pay (net)')).toHaveValue('30');
    await fill(canvas, 'Credit limit', '৫,০০,০০০');
    await userEvent.click(canvas.getByLabelText('Require a purchase order number on every order'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(net30));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Saved terms shown; taking them away sends nulls. */
export const TakeAway: Story = {
  args: { defaultValues: net30 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'Credit limit')).toHaveValue('500000');
    await userEvent.click(canvas.getByLabelText('No terms: pay when ordering'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...none, require_po_number: true }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const InvalidValues: Story = {
  args: { defaultValues: net30 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Days to pay (net)', '200');
    await fill(canvas, 'Credit limit', '');
    await userEvent.click(canvas.getByRole('button', { name: 'Save terms' }));
    await expectFieldError(canvas, 'Days to pay (net)', messages.netDaysInvalid);
    await expectFieldError(canvas, 'Credit limit', messages.creditLimitInvalid);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ServerFieldError: Story = {
  args: {
    defaultValues: net30,
    onSubmit: fn(async () => {
      throw new SubmitError('Check the terms', { credit_limit: messages.creditLimitInvalid });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save terms' }));
    await expectFieldError(canvas, 'Credit limit', messages.creditLimitInvalid);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ServerRefused: Story = {
  args: {
    defaultValues: net30,
    onSubmit: fn(async () => {
      throw new SubmitError('Only store administrators change payment terms');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save terms' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only store administrators');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Submitting: Story = {
  args: { defaultValues: net30, onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save terms' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save terms/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { defaultValues: net30 },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { defaultValues: net30 },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
