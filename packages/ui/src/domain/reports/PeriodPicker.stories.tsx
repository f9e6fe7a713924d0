import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { chooseDigits } from '../../i18n/digits.ts';
import { PeriodPicker } from './PeriodPicker.tsx';

const meta = {
  title: 'Reports/PeriodPicker',
  component: PeriodPicker,
  tags: ['autodocs'],
  args: { value: { from: '2026-10-28', to: '2026-11-26' }, today: '2026-11-26', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The overview's period (requirements §15.1): the last 7, 30 or 90 store days, or a custom range checked by the API's own rules (the last day not before the first, at most 366 days).",
      },
    },
  },
} satisfies Meta<typeof PeriodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyDays: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '7 days' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-26' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Chosen by keyboard: Tab to 90 days, Enter. */
export const NinetyDaysByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: '30 days' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '90 days' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2026-08-29', to: '2026-11-26' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Custom: Story = {
  args: { value: { from: '2026-03-01', to: '2026-03-31' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-05');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2026-03-05', to: '2026-03-31' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The API's rules, checked before asking: the last day before the first, a range too long. */
export const CustomRefused: Story = {
  args: { value: { from: '2026-03-31', to: '2026-03-01' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(canvasElement).toHaveTextContent('The last day must not be before the first');
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2024-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(canvasElement).toHaveTextContent('Choose at most 366 days');
    await expect(args.onChange).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A period the server refused (a link or a typed address, `?from=&to=`): its reasons beside the
 * date fields, the custom range open to mend it, never "could not be loaded" with Try again.
 */
export const RefusedByServer: Story = {
  args: {
    value: { from: '9999-12-01', to: '9999-12-31' },
    refused: {
      from: 'Choose a day from 2000-01-01 to 2100-12-31',
      to: 'Choose a day from 2000-01-01 to 2100-12-31',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await expect(from).toHaveAccessibleDescription('Choose a day from 2000-01-01 to 2100-12-31');
    await expect(to).toHaveAccessibleDescription('Choose a day from 2000-01-01 to 2100-12-31');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAttribute('min', '2000-01-01');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-26');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-26' });
    await expect(canvasElement).not.toHaveTextContent('Choose a day from');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server's reason at the state it arrives in (the visual baseline): nothing typed yet. */
export const RefusedReversed: Story = {
  args: {
    value: { from: '2026-03-10', to: '2026-03-01' },
    refused: { to: 'The last day must not be before the first' },
  },
  play: async ({ canvasElement }) => {
    const to = within(canvasElement).getByLabelText('To');
    await expect(to).toHaveAccessibleDescription('The last day must not be before the first');
    await expect(to).toHaveValue('2026-03-01');
  },
};

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame], args: Custom.args };

/** In Bangla, the custom range open: the presets' days and the date fields. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: Custom.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '৩০ দিন' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'কাস্টম' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('থেকে')).toHaveValue('2026-03-01');
  },
};

/** In Bangla for a reader who keeps Latin digits: the presets' days too (Lingui's `#`). */
export const BanglaLatinDigits: Story = {
  globals: { locale: 'bn' },
  beforeEach: () => {
    chooseDigits('latin');
    return () => chooseDigits('native');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '30 দিন' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '90 দিন' })).toBeInTheDocument();
  },
};
