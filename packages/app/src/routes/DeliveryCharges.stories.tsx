import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as DeliveryCharges } from './DeliveryCharges.tsx';
import { sampleRateCard } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Delivery charges',
  render: () => (
    <PageHarness
      Page={DeliveryCharges}
      route="/dashboard/delivery"
      path="/dashboard/delivery"
      dashboard="admin"
      auth={admin}
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The rate card (requirements §17) from GET /api/delivery/rates; a save goes to PUT, says so in a
 * toast and shows who changed it.
 */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/delivery/rates', () => HttpResponse.json(sampleRateCard)),
      http.put('/api/delivery/rates', async ({ request }) =>
        HttpResponse.json({
          ...((await request.json()) as object),
          updatedAt: '2026-11-28T04:00:00.000Z',
          updatedBy: 'Admin One',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const threshold = await canvas.findByLabelText('Free delivery above');
    await expect(canvas.getByRole('link', { name: 'Delivery charges' })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(threshold, '50000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Delivery charges saved')).toBeInTheDocument();
    await waitFor(() => expect(canvasElement).toHaveTextContent('Last changed by Admin One'));
    await expect(threshold).toHaveValue('50000');
  },
};

/** A refusal from the server shows at its field. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/delivery/rates', () => HttpResponse.json(sampleRateCard)),
      http.put('/api/delivery/rates', () =>
        HttpResponse.json(
          {
            message: 'Invalid input',
            errors: { free_above: 'Enter an amount above 0 BDT, or leave it empty for never' },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter an amount above 0 BDT, or leave it empty for never')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/delivery/rates', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The delivery charges could not be loaded')).toBeVisible();
  },
};

export const Bangla: Story = {
  ...Default,
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'ডেলিভারি চার্জ' })).toBeVisible();
  },
};
