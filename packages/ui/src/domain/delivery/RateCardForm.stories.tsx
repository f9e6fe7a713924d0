import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleRateCard } from '../../../support/deliveryFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { SubmitError } from '../forms/formSubmit.ts';
import { RateCardForm } from './RateCardForm.tsx';

const meta = {
  title: 'Delivery/RateCardForm',
  component: RateCardForm,
  tags: ['autodocs'],
  args: { card: sampleRateCard, onSubmit: fn(async () => undefined) },
  parameters: {
    docs: {
      description: {
        component:
          "Delivery charges (admin, requirements §17): per zone the first kilogram's charge and each extra kilogram's, and `Free delivery above` (empty: never), with their messages; who changed the card last and when under the heading. A refusal from `PUT /api/delivery/rates` shows at the fields it names (`zones.0.first_kg`) or under the form.",
      },
    },
  },
} satisfies Meta<typeof RateCardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const amount = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('textbox', { name });

/** The seeded card: nobody has changed it. */
export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    await expect(amount(canvasElement, 'Inside Dhaka: first kg')).toHaveValue('70');
    await expect(amount(canvasElement, 'Outside Dhaka: each extra kg')).toHaveValue('20');
    await expect(within(canvasElement).getByLabelText('Free delivery above')).toHaveValue('');
    await expect(canvasElement).toHaveTextContent('nobody has changed them yet');
  },
};

export const LastChanged: Story = {
  args: {
    card: { ...sampleRateCard, free_above: 50_000, updatedAt: '2026-11-20T09:30:00.000Z', updatedBy: 'Farhana Akter' },
    timeZone: 'Asia/Dhaka',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Last changed by Farhana Akter');
  },
};

/** Saved: the new card goes out as numbers, an empty threshold as null (never free). */
export const Save: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(amount(canvasElement, 'Dhaka suburbs: first kg'));
    await userEvent.type(amount(canvasElement, 'Dhaka suburbs: first kg'), '120.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      zones: [
        { zone: 'dhaka', first_kg: 70, extra_kg: 20 },
        { zone: 'suburbs', first_kg: 120.5, extra_kg: 20 },
        { zone: 'outside', first_kg: 130, extra_kg: 20 },
      ],
      free_above: null,
    });
  },
};

/** Empty, negative, too precise or zero: each field says what it takes, and nothing is sent. */
export const Messages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(amount(canvasElement, 'Inside Dhaka: first kg'));
    await userEvent.clear(amount(canvasElement, 'Dhaka suburbs: each extra kg'));
    await userEvent.type(amount(canvasElement, 'Dhaka suburbs: each extra kg'), '-5');
    await userEvent.type(amount(canvasElement, 'Outside Dhaka: first kg'), '.555');
    await userEvent.type(canvas.getByLabelText('Free delivery above'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const amountMessage = 'Enter an amount from 0 to 1,00,000 BDT, with at most 2 decimals';
    await waitFor(() => expect(canvas.getAllByText(amountMessage)).toHaveLength(3));
    await expect(canvas.getByText('Enter an amount above 0 BDT, or leave it empty for never')).toBeInTheDocument();
    await expect(amount(canvasElement, 'Inside Dhaka: first kg')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal of one field shows at it. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(new SubmitError('Check the rates', { 'zones.2.extra_kg': 'Too high for a courier rate' })),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('Too high for a courier rate')).toBeInTheDocument();
    await expect(amount(canvasElement, 'Outside Dhaka: each extra kg')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InBangla: Story = {
  args: {
    card: {
      ...sampleRateCard,
      free_above: 1_00_000,
      updatedAt: '2026-11-20T09:30:00.000Z',
      updatedBy: 'ফারহানা আক্তার',
    },
  },
  globals: { locale: 'bn' },
};

export const PhoneInBangla: Story = {
  ...inPhoneWindow,
  tags: ['mobile'],
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
};
