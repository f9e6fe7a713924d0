import { describe, expect, it } from 'vitest';
import { apiPaths } from './api.ts';

describe('apiPaths', () => {
  it("builds a parameter's URL from the route pattern, each value encoded", () => {
    expect(apiPaths.item('abc')).toBe('/item/abc');
    expect(apiPaths.user('a+b@example.com')).toBe('/user/a%2Bb%40example.com');
    expect(apiPaths.itemStock('x/y')).toBe('/item/x%2Fy/stock');
    expect(apiPaths.cartLine('it em')).toBe('/cart/it%20em');
  });

  it('gives the server the pattern it registers: the path itself when it has no parameter', () => {
    expect(apiPaths.item.route).toBe('/item/:id');
    expect(apiPaths.purchaseStatus.route).toBe('/purchases/:id/status');
    expect(apiPaths.itemList).toBe('/item');
  });

  it('checks the number of values against the parameters', () => {
    // @ts-expect-error one value for one parameter
    expect(() => apiPaths.item('a', 'b')).toThrow('/item/:id takes 1 value(s), not 2');
    // @ts-expect-error the parameter's value is missing
    expect(() => apiPaths.order()).toThrow(TypeError);
  });
});
