import type { Item } from '@storefront/shared';
import { formatOrderTotal } from '@storefront/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderInLocale } from '../../support/utils.tsx';
import { OrderForm } from './OrderForm.tsx';

const item: Item = {
  _id: 'item-1',
  name: 'Ryzen 7 Processor',
  image: '/api/images/a.webp',
  short_description: 'Eight cores',
  min_order_quantity: 10,
  available_quantity: 40,
  price_per_unit: 1500.5,
  sku: 'CC-CPU-R7',
  category: 'processors',
  version: 1,
  price_tiers: [],
  weight_g: 600,
  vat_rate: null,
  specs: {},
};
const buyer = { email: 'customer@computerclub.test', name: 'Customer One' };

describe('order form', () => {
  it('starts the quantity at the minimum order quantity and shows the total in BDT', () => {
    renderInLocale(<OrderForm item={item} buyer={buyer} />);
    expect((screen.getByLabelText(/Quantity/) as HTMLInputElement).value).toBe('10');
    expect(screen.getByText('BDT 15,005')).toBeTruthy();
  });

  it('shows the account email and name, disabled', () => {
    renderInLocale(<OrderForm item={item} buyer={buyer} />);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe(buyer.email);
    expect(email.disabled).toBe(true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
  });

  it('updates the total as the quantity changes', async () => {
    renderInLocale(<OrderForm item={item} buyer={buyer} />);
    const quantity = screen.getByLabelText(/Quantity/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    expect(screen.getByText('BDT 18,006')).toBeTruthy();
    expect(formatOrderTotal(item, '')).toBeUndefined();
    expect(formatOrderTotal(item, '2.5')).toBeUndefined();
    // Below the minimum (10) or above the stock (40): the server would refuse it, so no total.
    expect(formatOrderTotal(item, '9')).toBeUndefined();
    expect(formatOrderTotal(item, '41')).toBeUndefined();
    expect(formatOrderTotal(item, '40')).toBe('BDT 60,020');
    // requirements §14.4: from 20 units the tier's price applies to every unit.
    const tiered = { ...item, price_tiers: [{ min_quantity: 20, price: 1400 }] };
    expect(formatOrderTotal(tiered, '19')).toBe('BDT 28,509.5');
    expect(formatOrderTotal(tiered, '20')).toBe('BDT 28,000');
  });

  it('requires address and phone with the shared messages', async () => {
    renderInLocale(<OrderForm item={item} buyer={buyer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Address is Required')).toBeTruthy();
    expect(screen.getByText('Phone is Required')).toBeTruthy();
  });

  it("shows the server's refusal of the quantity (400 with errors.quantity) at the quantity field", async () => {
    const refusal = 'Only 40 available: order 40 or fewer';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Invalid input', errors: { quantity: refusal } }, { status: 400 })),
    );
    renderInLocale(<OrderForm item={item} buyer={buyer} />);
    await userEvent.type(screen.getByLabelText(/Address/), 'House 1, Dhaka');
    await userEvent.type(screen.getByLabelText(/Phone/), '01700000000');
    const quantity = screen.getByLabelText(/Quantity/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(refusal)).toBeTruthy();
  });

  it('sends the order and reports success', async () => {
    const fetchMock = vi.fn(async () => json({ acknowledged: true, insertedId: 'order-1' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const onPlaced = vi.fn();
    renderInLocale(<OrderForm item={item} buyer={buyer} onPlaced={onPlaced} />);
    await userEvent.type(screen.getByLabelText(/Address/), 'House 1, Dhaka');
    await userEvent.type(screen.getByLabelText(/Phone/), '01700000000');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    // The form also reads the store's configuration (the payment methods offered): find the order.
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    const [, init] = calls.find(([, options]) => options?.method === 'POST')!;
    // The buyer and the item's name are the server's to take (from the token and the item).
    expect(JSON.parse(String(init!.body))).toEqual({
      item: 'item-1',
      address: 'House 1, Dhaka',
      phone: '01700000000',
      quantity: 10,
    });
  });
});
