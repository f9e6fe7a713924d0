import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { sampleParts, sampleProblems } from '../../../support/specFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { PartPicker, type PartCandidate } from './PartPicker.tsx';

const candidate = (p: (typeof sampleParts)[keyof typeof sampleParts], problems: PartCandidate['problems'] = []) => ({
  part: { _id: p._id, name: p.name, image: p.image, price: p.price },
  problems,
});

// Processors for an AM5 board: the Intel ones do not fit (their socket), one lacks a value (a note).
const cpuCandidates: PartCandidate[] = [
  candidate(sampleParts.i5, [sampleProblems.cpuSocket]),
  candidate(sampleParts.ryzen7),
  candidate(sampleParts.ryzen5, [sampleProblems.coolerNeeded]),
  candidate(sampleParts.i9, [
    { ...sampleProblems.cpuSocket, values: { ...sampleProblems.cpuSocket.values, cpu: 'Intel Core i9-14900K' } },
  ]),
];

const meta = {
  title: 'Builder/PartPicker',
  component: PartPicker,
  tags: ['autodocs'],
  args: { label: 'Processors', candidates: cpuCandidates, onPick: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A slot's candidates (requirements §19.3): the parts that fit what is chosen first; Show all parts reveals the others, each with the problems it would add (both values named). A part that does not fit may still be chosen: the builder says, never blocks.",
      },
    },
  },
} satisfies Meta<typeof PartPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fitting ones only, until Show all parts; then the others with why not. */
export const FittingFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Choose/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Choose AMD Ryzen 7 7700',
      'Choose AMD Ryzen 5 7600X',
    ]);
    await userEvent.click(canvas.getByRole('switch', { name: 'Show all parts (2 do not fit)' }));
    await expect(canvas.getAllByRole('button', { name: /^Choose/ })).toHaveLength(4);
    await expect(
      canvas.getByText(/The Intel Core i5-14400F needs a LGA1700 board, and the MSI PRO B650M-A WiFi is AM5/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Intel Core i5-14400F' }));
    await expect(args.onPick).toHaveBeenCalledWith('cpu-i5-14400f');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AllShownWithChosen: Story = {
  args: { chosen: 'cpu-r7-7700' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch'));
    await expect(canvas.getByText('Chosen')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Nothing fits: the list says so and how to see why. */
export const NoneFits: Story = {
  args: { candidates: [cpuCandidates[0]!, cpuCandidates[3]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No part fits what you have chosen/)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Show all parts (2 do not fit)' })).not.toBeChecked();
  },
};

export const Empty: Story = {
  args: { candidates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('We have no parts for this slot right now.')).toBeVisible();
  },
};

/** Cards against a small case: the long one's length and the case's limit, with the notes. */
export const LongMessages: Story = {
  args: {
    label: 'Graphics Cards',
    candidates: [
      candidate(sampleParts.rtx4070, [sampleProblems.specMissing]),
      candidate(sampleParts.rtx4090, [sampleProblems.gpuLength, sampleProblems.psuWarning]),
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Show all parts (1 does not fit)' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Bangla: Story = {
  args: { label: 'প্রসেসর' },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('switch'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PhoneBangla: Story = {
  args: { label: 'প্রসেসর' },
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('switch'));
    (document.activeElement as HTMLElement | null)?.blur();
    await expectFits(storyFrame(canvasElement));
  },
};
