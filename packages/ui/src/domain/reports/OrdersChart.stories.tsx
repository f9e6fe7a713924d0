import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { OrdersChart } from './DailyChart.tsx';
import { sampleOverview } from '../../../support/reportFixtures.ts';

const meta = {
  title: 'Reports/OrdersChart',
  component: OrdersChart,
  // Recharts measures text in one shared span and caches the sizes: each story gets its own page in the
  // visual suite (packages/ui/visual/stories.visual.ts), so its ticks do not depend on the story before.
  tags: ['autodocs', 'own-document'],
  args: { days: sampleOverview().days, onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Orders placed per day, cancelled ones included (requirements §15.2): bars with dates and counts on the axes, a keyboard-driven tooltip, and "Show as table".',
      },
    },
  },
} satisfies Meta<typeof OrdersChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyDays: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBe(30));
  },
};

export const TableByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Show as table' }).focus();
    await userEvent.keyboard(' ');
    const table = await canvas.findByRole('table', { name: 'Orders per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OneDay: Story = { args: { days: sampleOverview({ days: 1 }).days } };

export const AYear: Story = { args: { days: sampleOverview({ days: 366 }).days } };

export const HugeNumbers: Story = { args: { days: sampleOverview({ scale: 40_000 }).days } };

export const EmptyPeriod: Story = {
  args: { days: sampleOverview({ scale: 0 }).days },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No orders in this period');
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame] };
