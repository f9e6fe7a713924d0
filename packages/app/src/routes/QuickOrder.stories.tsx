import { unitsBySku } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as QuickOrder } from './QuickOrder.tsx';
import { sampleItems } from '@storefront/ui/stories';

const [first] = sampleItems(1);

const meta = {
  title: 'Pages/Dashboard/Quick Order',
  render: () => (
    <PageHarness Page={QuickOrder} route="/dashboard/quick-order" path="/dashboard/quick-order" dashboard="customer" />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two SKUs pasted, one unknown: the server checks them at once; the ready one goes into the cart. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/quick-order', async ({ request }) => {
        const { lines } = (await request.json()) as { lines: { row: number; sku: string; quantity: number }[] };
        const units = unitsBySku(lines);
        return HttpResponse.json(
          lines
            .map((l) => ({ ...l, total_quantity: units.get(l.sku.toUpperCase())! }))
            .map((l) =>
              l.sku === first!.sku
                ? {
                    ...l,
                    item: {
                      _id: first!._id,
                      name: first!.name,
                      unit_price: first!.price_per_unit,
                      min_order_quantity: first!.min_order_quantity,
                      available_quantity: first!.available_quantity,
                    },
                    problem: null,
                  }
                : { ...l, item: null, problem: `No product has the SKU ${l.sku}` },
            ),
        );
      }),
      http.post('/api/cart/lines', () =>
        HttpResponse.json({
          lines: [
            {
              item: first!._id,
              name: first!.name,
              sku: first!.sku,
              image: first!.image,
              quantity: 12,
              unit_price: first!.price_per_unit,
              line_total: first!.price_per_unit * 12,
              min_order_quantity: first!.min_order_quantity,
              available_quantity: first!.available_quantity,
              problem: null,
            },
          ],
          count: 12,
          total: first!.price_per_unit * 12,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'SKU and quantity, one line each' }),
      `${first!.sku}, 12{Enter}CC-NOPE-9, 1`,
    );
    const grid = await canvas.findByRole('table');
    await waitFor(() => expect(grid).toHaveTextContent('1 line ready, 1 to fix'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add 1 line to the cart' }));
    await expect(await canvas.findByText('Navigated to /cart')).toBeInTheDocument();
  },
};
