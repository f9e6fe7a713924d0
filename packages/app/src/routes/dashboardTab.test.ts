import { describe, expect, it } from 'vitest';
import { dashboardTab } from './dashboardTab.ts';

describe('dashboardTab', () => {
  it("keeps a page's own path, without a trailing slash", () => {
    expect(dashboardTab('/dashboard/', false)).toBe('/dashboard');
    expect(dashboardTab('/dashboard/manage-items/7', true)).toBe('/dashboard/manage-items/7');
  });

  it("puts an order's pages under the orders list of the reader's role", () => {
    expect(dashboardTab('/dashboard/orders/41', false)).toBe('/dashboard/my-orders');
    expect(dashboardTab('/dashboard/orders/41/invoice', false)).toBe('/dashboard/my-orders');
    expect(dashboardTab('/dashboard/orders/41/placed', true)).toBe('/dashboard/manage-orders');
    // A purchase (requirements §14.3) is orders too.
    expect(dashboardTab('/dashboard/purchases/p1', false)).toBe('/dashboard/my-orders');
    expect(dashboardTab('/dashboard/purchases/p1', true)).toBe('/dashboard/manage-orders');
  });

  it("puts a company's page under Companies for administrators and My company for members", () => {
    expect(dashboardTab('/dashboard/company/c1', true)).toBe('/dashboard/companies');
    expect(dashboardTab('/dashboard/company/c1', false)).toBe('/dashboard/company');
    expect(dashboardTab('/dashboard/company', false)).toBe('/dashboard/company');
  });

  it("puts a quote's page under Quotes for administrators and My quotes for buyers", () => {
    expect(dashboardTab('/dashboard/quotes/q1', true)).toBe('/dashboard/quote-requests');
    expect(dashboardTab('/dashboard/quotes/q1', false)).toBe('/dashboard/quotes');
    expect(dashboardTab('/dashboard/quotes', false)).toBe('/dashboard/quotes');
  });
});
