import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatsSection } from './StatsSection.tsx';

const meta = {
  title: 'Home/StatsSection',
  component: StatsSection,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '"These stats say it all": three fixed figures (requirements §1).' } },
  },
} satisfies Meta<typeof StatsSection>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'These stats say it all' })).toBeInTheDocument();
    for (const value of ['1k+', '500+', '10k+']) await expect(canvas.getByText(value)).toBeInTheDocument();
  },
};
