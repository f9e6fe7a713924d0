import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Uploading image', value: 0.4 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
  parameters: {
    docs: {
      description: {
        component:
          'A determinate progress bar (`role="progressbar"`, 0 to 100) with a caption and the percentage, for work the user waits on such as the Add an Item image upload.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading image' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvasElement).toHaveTextContent('Uploading image: 40%');
  },
};

/** Just started: the bar is empty but already on show, so the wait is visible from the first moment. */
export const Started: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Complete: Story = {
  args: { value: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Values outside 0 to 1 (a progress event overshooting) are held at the ends. */
export const OutOfRange: Story = {
  args: { value: 1.7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};
