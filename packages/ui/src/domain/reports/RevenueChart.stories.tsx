import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { RevenueChart } from './DailyChart.tsx';
import { sampleOverview } from '../../../support/reportFixtures.ts';

const meta = {
  title: 'Reports/RevenueChart',
  component: RevenueChart,
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
          'Revenue per day in BDT over the chosen period (requirements §15.2): a Recharts area chart with dates and BDT on its axes, a tooltip that the arrow keys move once the chart has focus, and "Show as table" with the same numbers.',
      },
    },
  },
} satisfies Meta<typeof RevenueChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Revenue per day' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.recharts-area')).not.toBeNull());
    await expect(canvasElement).toHaveTextContent('BDT');
  },
};

/** The keyboard: Tab to the toggle, Enter shows the numbers, Enter again the chart. */
export const TableByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: 'Revenue per day' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(rows[1]).toHaveTextContent('28 Oct 2026');
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The chart itself takes focus; the arrow keys move its tooltip from day to day. */
export const TooltipByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.recharts-surface')).not.toBeNull());
    const surface = canvasElement.querySelector<HTMLElement>('.recharts-wrapper svg, .recharts-surface')!;
    const focusable = canvasElement.querySelector<HTMLElement>('[tabindex="0"]') ?? surface;
    focusable.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvasElement.querySelector('.recharts-tooltip-wrapper')).toHaveTextContent('Revenue'));
  },
};

export const OneDay: Story = { args: { days: sampleOverview({ days: 1 }).days } };

export const AYear: Story = { args: { days: sampleOverview({ days: 366 }).days } };

export const HugeNumbers: Story = { args: { days: sampleOverview({ scale: 40_000 }).days } };

export const EmptyPeriod: Story = {
  args: { days: sampleOverview({ scale: 0 }).days },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No revenue in this period');
    await expect(within(canvasElement).queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Loading Revenue per day');
  },
};

export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('These figures could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame] };

/** In Bangla: the title, the toggle and the axes' labels. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'দৈনিক আয়' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'টেবিল আকারে দেখুন' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('দিন')).toBeInTheDocument());
  },
};
