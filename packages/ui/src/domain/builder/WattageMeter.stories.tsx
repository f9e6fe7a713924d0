import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { WattageMeter } from './WattageMeter.tsx';

// A Ryzen 7 7700 (65 W) and an RTX 4070 (200 W): 65 + 200 + 75 = 340 W, x 1.3 = 442, up to 450 W.
const wattage = { estimate_w: 340, recommended_w: 450 };

const meta = {
  title: 'Builder/WattageMeter',
  component: WattageMeter,
  tags: ['autodocs'],
  args: { wattage, psuWattage: 650 },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The build's power (requirements §19.3): estimated draw (CPU and card TDP + 75 W), the power supply recommended (x 1.3, up to 10 W), the chosen one's wattage on one scale, and what to do when it is short (below the recommendation a warning, below the draw an error).",
      },
    },
  },
} satisfies Meta<typeof WattageMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Enough: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The power supply is enough for this build.');
    await expect(canvas.getByText('340 W')).toBeVisible();
  },
};

/** Exactly the recommendation is enough. */
export const ExactlyRecommended: Story = {
  args: { psuWattage: 450 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('enough');
  },
};

export const UnderRecommended: Story = {
  args: { psuWattage: 400 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The power supply is below the 450 W we recommend',
    );
  },
};

export const UnderEstimate: Story = {
  args: { psuWattage: 300 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The power supply gives less than this build draws (340 W). Choose one of at least 450 W.',
    );
  },
};

export const NoPowerSupply: Story = {
  args: { psuWattage: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('None chosen')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Choose a power supply of at least 450 W.');
  },
};

/** A big build: numbers grouped, the scale follows the largest. */
export const BigBuild: Story = { args: { wattage: { estimate_w: 778, recommended_w: 1020 }, psuWattage: 1600 } };

export const UnderEstimateBangla: Story = {
  args: { psuWattage: 300 },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৩৪০ W')).toBeVisible();
  },
};

export const PhoneBangla: Story = {
  args: { psuWattage: 400 },
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
