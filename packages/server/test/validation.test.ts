// Every validation message comes from the shared schemas (requirements §5) and reaches the client as
// 400 { message, errors: { field: message } }; malformed requests get a 4xx, never a 5xx.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apiPaths, limits, messages } from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { expectError, expectFieldError } from './support/assertions.ts';
import { itemEditOf, itemInput, useApiSuite } from './support/suite.ts';

const suite = useApiSuite('validation');
let admin: SignedIn;
let customer: SignedIn;
let itemId: string;

beforeAll(async () => {
  admin = await suite.login('admin');
  customer = await suite.login('customer');
  itemId = (await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 50 }))._id;
});

const errorsOf = (body: unknown) => (body as { errors?: Record<string, string> }).errors;

describe('adding an item', () => {
  it('names every missing field with the required message', async () => {
    const response = await admin.api.post(apiPaths.itemList, {});
    expectError(response, 400);
    expect(errorsOf(response.body)).toEqual({
      name: messages.itemNameRequired,
      image: messages.itemImageRequired,
      short_description: messages.itemDescriptionRequired,
      min_order_quantity: messages.minOrderRequired,
      available_quantity: messages.availableRequired,
      price_per_unit: messages.priceRequired,
    });
  });

  it('treats blank text and empty numbers as missing', async () => {
    const response = await admin.api.post(apiPaths.itemList, {
      name: '   ',
      image: '',
      short_description: ' ',
      min_order_quantity: '',
      available_quantity: '',
      price_per_unit: '',
    });
    expect(errorsOf(response.body)).toEqual({
      name: messages.itemNameRequired,
      image: messages.itemImageRequired,
      short_description: messages.itemDescriptionRequired,
      min_order_quantity: messages.minOrderRequired,
      available_quantity: messages.availableRequired,
      price_per_unit: messages.priceRequired,
    });
  });

  it('refuses fractional quantities and a zero price', async () => {
    const response = await admin.api.post(
      apiPaths.itemList,
      itemInput({ min_order_quantity: 1.5, available_quantity: 3, price_per_unit: 0 }),
    );
    expectFieldError(response, 'min_order_quantity', messages.wholeNumber);
    expectFieldError(response, 'price_per_unit', messages.positivePrice);
  });

  it('refuses a negative stock and a minimum of zero', async () => {
    const response = await admin.api.post(
      apiPaths.itemList,
      itemInput({ min_order_quantity: 0, available_quantity: -1 }),
    );
    expectFieldError(response, 'min_order_quantity', messages.positiveQuantity);
    expectFieldError(response, 'available_quantity', messages.nonNegativeQuantity);
  });

  it('refuses a minimum order above the available quantity', async () => {
    expectFieldError(
      await admin.api.post(apiPaths.itemList, itemInput({ min_order_quantity: 5, available_quantity: 3 })),
      'min_order_quantity',
      messages.minBelowAvailable,
    );
  });

  it('refuses an image that is not a URL', async () => {
    expectFieldError(
      await admin.api.post(apiPaths.itemList, itemInput({ image: 'javascript:alert(1)' })),
      'image',
      messages.invalidImageUrl,
    );
  });

  it('refuses text and numbers beyond their limits', async () => {
    const response = await admin.api.post(
      apiPaths.itemList,
      itemInput({
        name: 'x'.repeat(limits.name + 1),
        available_quantity: limits.quantity + 1,
        price_per_unit: limits.price + 1,
      }),
    );
    expectFieldError(response, 'name', messages.tooLong(limits.name));
    expectFieldError(response, 'available_quantity', messages.tooLarge(limits.quantity));
    expectFieldError(response, 'price_per_unit', messages.tooLarge(limits.price));
  });

  // Issue 29, item 7: names with CR/LF were stored (201), and so were an edit's and a stock reason's.
  it('refuses a name that is not one line, on adding and editing, and a stock reason too', async () => {
    for (const name of ['Club SSD\r\nBcc: x@example.com', 'Club\tSSD', 'Club\u2028SSD', '\u202eDSS'])
      expectFieldError(await admin.api.post(apiPaths.itemList, itemInput({ name })), 'name', messages.singleLine);
    const item = await suite.addItem(admin);
    expectFieldError(
      await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { name: 'Two\nlines' })),
      'name',
      messages.singleLine,
    );
    expectFieldError(
      await admin.api.post(apiPaths.itemStock(item._id), { change: 1, reason: 'Counted\r\nagain' }),
      'reason',
      messages.singleLine,
    );
    expect((await suite.api.get<{ name: string }>(apiPaths.item(item._id))).body.name).toBe(item.name);
  });

  it('refuses a price with more than 2 decimals', async () => {
    expectFieldError(
      await admin.api.post(apiPaths.itemList, itemInput({ price_per_unit: 10.005 })),
      'price_per_unit',
      'Price can have at most 2 decimals',
    );
  });

  it('adds nothing when refusing', async () => {
    const before = (await suite.api.get<unknown[]>(apiPaths.itemList)).body.length;
    await admin.api.post(apiPaths.itemList, {});
    expect((await suite.api.get<unknown[]>(apiPaths.itemList)).body.length).toBe(before);
  });
});

describe('placing an order', () => {
  it('requires address, phone and quantity', async () => {
    const response = await customer.api.post(apiPaths.orderList, { item: itemId });
    expectError(response, 400);
    expect(errorsOf(response.body)).toEqual({
      address: messages.addressRequired,
      phone: messages.phoneRequired,
      quantity: messages.quantityRequired,
    });
  });

  it('refuses a zero, negative or fractional quantity', async () => {
    const body = { item: itemId, address: 'Road 1, Dhaka', phone: '01700000000' };
    expectFieldError(
      await customer.api.post(apiPaths.orderList, { ...body, quantity: 0 }),
      'quantity',
      messages.positiveQuantity,
    );
    expectFieldError(
      await customer.api.post(apiPaths.orderList, { ...body, quantity: -3 }),
      'quantity',
      messages.positiveQuantity,
    );
    expectFieldError(
      await customer.api.post(apiPaths.orderList, { ...body, quantity: 2.5 }),
      'quantity',
      messages.wholeNumber,
    );
    expectFieldError(
      await customer.api.post(apiPaths.orderList, { ...body, quantity: 'many' }),
      'quantity',
      messages.quantityRequired,
    );
  });

  it('refuses an item id that is not an id', async () => {
    expectFieldError(
      await customer.api.post(apiPaths.orderList, {
        item: 'a b;c',
        address: 'Road 1, Dhaka',
        phone: '01700000000',
        quantity: 1,
      }),
      'item',
      messages.invalidId,
    );
  });

  it('refuses an address and a phone beyond their limits', async () => {
    const response = await customer.api.post(apiPaths.orderList, {
      item: itemId,
      address: 'x'.repeat(limits.address + 1),
      phone: '1'.repeat(limits.phone + 1),
      quantity: 1,
    });
    expectFieldError(response, 'address', messages.tooLong(limits.address));
    expectFieldError(response, 'phone', messages.tooLong(limits.phone));
  });
});

describe('posting a review', () => {
  it('requires a rating and a description', async () => {
    const response = await customer.api.post(apiPaths.reviews, { rating: '', description: '' });
    expectError(response, 400);
    expect(errorsOf(response.body)).toEqual({
      rating: messages.ratingRequired,
      description: messages.reviewDescriptionRequired,
    });
    expect(errorsOf((await customer.api.post(apiPaths.reviews, {})).body)).toEqual({
      rating: messages.ratingRequired,
      description: messages.reviewDescriptionRequired,
    });
  });

  it('keeps the rating between 1 and 5 in steps of 0.1', async () => {
    for (const rating of [0.5, 5.5, -1, 6]) {
      expectFieldError(
        await customer.api.post(apiPaths.reviews, { rating, description: 'x' }),
        'rating',
        messages.ratingRange,
      );
    }
    expectFieldError(
      await customer.api.post(apiPaths.reviews, { rating: 4.25, description: 'x' }),
      'rating',
      messages.ratingStep,
    );
  });

  it('refuses a description beyond its limit', async () => {
    expectFieldError(
      await customer.api.post(apiPaths.reviews, { rating: 4, description: 'x'.repeat(limits.description + 1) }),
      'description',
      messages.tooLong(limits.description),
    );
  });
});

describe('the profile and the token exchange', () => {
  it('refuses a LinkedIn value that is not a URL and fields beyond their limits', async () => {
    const response = await customer.api.put(apiPaths.user(customer.email), {
      linkedin_url: 'not a url',
      education: 'x'.repeat(limits.profileField + 1),
    });
    expectFieldError(response, 'linkedin_url', messages.invalidUrl);
    expectFieldError(response, 'education', messages.tooLong(limits.profileField));
  });

  it('requires the email of the token exchange', async () => {
    expectFieldError(
      await suite.api.put(apiPaths.user(customer.email), { email: '' }, { token: customer.idToken }),
      'email',
      messages.emailRequired,
    );
    expectFieldError(
      await suite.api.put(apiPaths.user(customer.email), { email: 'not-an-email' }, { token: customer.idToken }),
      'email',
      messages.emailInvalid,
    );
  });

  it('refuses an email in the path that is not an email', async () => {
    expectFieldError(await customer.api.get(apiPaths.admin('not-an-email')), 'email', messages.emailInvalid);
  });
});

describe('malformed requests', () => {
  it('answers 400 to malformed JSON', async () => {
    const response = await admin.api.request('POST', apiPaths.itemList, {
      body: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 400, 'The request body is not valid JSON');
  });

  it('refuses a body that is not JSON with a 4xx', async () => {
    // Fastify parses text/plain as a string, which fails validation (400); other types are 415.
    const text = await admin.api.request('POST', apiPaths.itemList, {
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect([400, 415]).toContain(text.status);
    const xml = await admin.api.request('POST', apiPaths.itemList, {
      body: '<item/>',
      headers: { 'content-type': 'application/xml' },
    });
    expectError(xml, 415);
    const form = await admin.api.request('POST', apiPaths.orderList, {
      body: 'item=x&quantity=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('answers 4xx { message } to every other content type or malformed body on the JSON routes, never 5xx', async () => {
    const bodies: [string, string][] = [
      ['multipart/form-data; boundary=x', '{'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--\r\n'],
      ['multipart/form-data', 'null'],
      ['application/x-www-form-urlencoded', 'name=x&price=1'],
      ['application/x-www-form-urlencoded', '\u0000'],
      ['text/plain', '{'],
      ['text/plain', '\u0000'],
      ['application/json', '{'],
      ['application/json', '\u0000'],
      ['application/json; charset=latin1', '{'],
    ];
    const routes: [SignedIn, 'POST' | 'PUT', string][] = [
      [admin, 'POST', apiPaths.itemList],
      [customer, 'POST', apiPaths.orderList],
      [customer, 'POST', apiPaths.reviews],
      [customer, 'PUT', apiPaths.user(customer.email)],
    ];
    for (const [who, method, path] of routes) {
      for (const [type, body] of bodies) {
        const response = await who.api.request(method, path, { body, headers: { 'content-type': type } });
        expect([400, 415], `${method} ${path} with ${type} ${JSON.stringify(body)}: ${response.text}`).toContain(
          response.status,
        );
        expectError(response, response.status);
      }
    }
  });

  it('answers 413 to a body over 1 MB', async () => {
    const response = await admin.api.post(
      apiPaths.itemList,
      itemInput({ short_description: 'x'.repeat(1024 * 1024 + 10) }),
    );
    expectError(response, 413);
  });

  it('answers 400 to a JSON body that is not an object', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const response = await customer.api.request('POST', apiPaths.reviews, {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, `${body}: ${response.text}`).toBe(400);
    }
  });

  it('refuses a body that tries to poison prototypes', async () => {
    const response = await customer.api.request('POST', apiPaths.reviews, {
      body: '{"rating": 4, "description": "x", "__proto__": {"isAdmin": true}}',
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 400);
  });

  it('answers 400 to an id that is not an id and 404 to an unknown one', async () => {
    expectFieldError(await suite.api.get(apiPaths.item('bad$id')), 'id', messages.invalidId);
    expectError(await suite.api.get(apiPaths.item('unknown0000')), 404);
    expectError(await admin.api.delete(apiPaths.item('unknown0000')), 404);
    expectError(await customer.api.delete(apiPaths.order('unknown0000')), 404);
    expectError(await admin.api.put(apiPaths.makeAdmin('nobody@example.com')), 404);
  });

  it('answers 400 to paging out of range', async () => {
    expectError(await suite.api.get(`${apiPaths.itemList}?limit=0`), 400);
    expectError(await suite.api.get(`${apiPaths.itemList}?limit=abc`), 400);
    expectError(await suite.api.get(`${apiPaths.itemList}?offset=-1`), 400);
    expectError(await suite.api.get(`${apiPaths.itemList}?latest=maybe`), 400);
  });

  it('answers 404 in JSON to an unknown API route and method', async () => {
    expectError(await suite.api.get('/no-such-route'), 404);
    expectError(await suite.api.request('PATCH', apiPaths.itemList), 404);
  });

  it('never answers 5xx to arbitrary JSON bodies', async () => {
    const writes: [string, string, typeof admin][] = [
      ['POST', apiPaths.itemList, admin],
      ['POST', apiPaths.orderList, customer],
      ['POST', apiPaths.reviews, customer],
      ['PUT', apiPaths.user(customer.email), customer],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), fc.jsonValue(), async ([method, path, who], value) => {
        const response = await who.api.request(method, path, { json: value });
        return response.status < 500;
      }),
      { numRuns: 120 },
    );
  });

  it('never answers 5xx to odd field values', async () => {
    const odd = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.constant(Number.MAX_SAFE_INTEGER),
      fc.constant('1e308'),
      fc.constant('\u0000'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: odd,
          image: odd,
          short_description: odd,
          min_order_quantity: odd,
          available_quantity: odd,
          price_per_unit: odd,
        }),
        fc.record({ item: fc.oneof(odd, fc.constant(itemId)), address: odd, phone: odd, quantity: odd }),
        async (item, order) => {
          const a = await admin.api.post(apiPaths.itemList, item);
          const b = await customer.api.post(apiPaths.orderList, order);
          return a.status < 500 && b.status < 500;
        },
      ),
      { numRuns: 80 },
    );
  });
});
