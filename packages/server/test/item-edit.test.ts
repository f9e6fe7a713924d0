// Editing an item (requirements §12.8): every field but the stock, from the version read; a stale
// edit is a 409 that overwrites nothing; a SKU another live item holds is a 409 at the field.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, itemSchema, messages, type Item } from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { expectError, expectFieldError } from './support/assertions.ts';
import { itemEditOf, useApiSuite } from './support/suite.ts';

const suite = useApiSuite('itemedit');
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
  customer = await suite.login('customer');
});

/** The edit body of an item as read, with `changes`. */
describe('editing an item', () => {
  it('changes every field but the stock, raises the version and shows the change to every reader', async () => {
    const item = await suite.addItem(admin, { name: 'Before edit', available_quantity: 30, category: 'storage' });
    expect(item.version).toBe(1);
    // Read once, so the public caches hold the old answers.
    await suite.api.get(apiPaths.item(item._id));
    await suite.api.get(`${apiPaths.itemList}?latest=1`);
    await suite.api.get(`${apiPaths.itemSearch}?q=after`);

    const response = await admin.api.put<Item>(
      apiPaths.item(item._id),
      itemEditOf(item, {
        name: 'After edit',
        image: '/api/images/new.webp',
        short_description: 'Edited description',
        min_order_quantity: 5,
        price_per_unit: 32000,
        sku: 'cc-edit-1',
        category: 'processors',
      }),
    );
    expect(response.status, response.text).toBe(200);
    const edited = itemSchema.strict().parse(response.body);
    expect(edited).toEqual({
      ...item,
      name: 'After edit',
      image: '/api/images/new.webp',
      short_description: 'Edited description',
      min_order_quantity: 5,
      price_per_unit: 32000,
      sku: 'CC-EDIT-1',
      category: 'processors',
      version: 2,
      available_quantity: 30,
    });
    expect((await suite.api.get<Item>(apiPaths.item(item._id))).body).toEqual(edited);
    const latest = await suite.api.get<Item[]>(`${apiPaths.itemList}?latest=1`);
    expect(latest.body.find((i) => i._id === item._id)).toEqual(edited);
    const found = await suite.api.get<{ items: Item[] }>(`${apiPaths.itemSearch}?q=after`);
    expect(found.body.items.map((i) => i._id)).toContain(item._id);
    const byOldName = await suite.api.get<{ items: Item[] }>(`${apiPaths.itemSearch}?q=before`);
    expect(byOldName.body.items.map((i) => i._id)).not.toContain(item._id);
  });

  it('refuses a stale edit with a 409 and keeps the newer one', async () => {
    const item = await suite.addItem(admin, { price_per_unit: 100 });
    const first = await admin.api.put<Item>(apiPaths.item(item._id), itemEditOf(item, { price_per_unit: 110 }));
    expect(first.status, first.text).toBe(200);
    // A second tab still holds version 1.
    const stale = await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { price_per_unit: 90 }));
    expectError(stale, 409, messages.itemChanged);
    expect((await suite.api.get<Item>(apiPaths.item(item._id))).body).toMatchObject({
      price_per_unit: 110,
      version: 2,
    });
  });

  it('lets exactly one of several concurrent edits from the same version win', async () => {
    const item = await suite.addItem(admin);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin.api.put(apiPaths.item(item._id), itemEditOf(item, { name: `Racer ${i}` })),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = responses.find((r) => r.status === 200)!.body as Item;
    expect((await suite.api.get<Item>(apiPaths.item(item._id))).body).toEqual(winner);
  });

  it("refuses a SKU another live item holds, and takes a deleted item's", async () => {
    const holder = await suite.addItem(admin, { sku: 'CC-HELD-1' });
    const item = await suite.addItem(admin);
    const taken = await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { sku: 'cc-held-1' }));
    expect(taken.status).toBe(409);
    expect((taken.body as { errors?: Record<string, string> }).errors?.sku).toBe(messages.skuTaken);

    expect((await admin.api.delete(apiPaths.item(holder._id))).status).toBe(200);
    const freed = await admin.api.put<Item>(apiPaths.item(item._id), itemEditOf(item, { sku: 'CC-HELD-1' }));
    expect(freed.status, freed.text).toBe(200);
    // Its own SKU is no conflict.
    const same = await admin.api.put(apiPaths.item(item._id), itemEditOf(freed.body, { name: 'Same SKU' }));
    expect(same.status, same.text).toBe(200);
  });

  it('answers field messages for bad values and a missing version', async () => {
    const item = await suite.addItem(admin);
    expectFieldError(
      await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { name: ' ' })),
      'name',
      messages.itemNameRequired,
    );
    expectFieldError(
      await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { price_per_unit: 0 })),
      'price_per_unit',
      messages.positivePrice,
    );
    expectFieldError(
      await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { sku: 'not a sku' })),
      'sku',
      messages.skuFormat,
    );
    expectFieldError(
      await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { category: 'toasters' })),
      'category',
      messages.categoryRequired,
    );
    expectFieldError(
      await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { version: undefined })),
      'version',
      messages.versionRequired,
    );
    // '1' is not a number; 2 ** 32 is past PostgreSQL's int4 (its error there, not a 400, before).
    for (const version of ['1', 2 ** 32]) {
      expectFieldError(
        await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { version })),
        'version',
        messages.versionRequired,
      );
    }
    // The stock is not the edit's to change: an extra field changes nothing.
    const withStock = await admin.api.put<Item>(apiPaths.item(item._id), {
      ...itemEditOf(item),
      available_quantity: 5,
    });
    expect(withStock.status, withStock.text).toBe(200);
    expect(withStock.body.available_quantity).toBe(item.available_quantity);
  });

  // requirements §12.11: the name and short description in Bangla, optional, in every answer.
  it('keeps the name and short description in Bangla through add, edit and every read, and drops them when emptied', async () => {
    const bangla = { name_bn: 'গেমিং মাদারবোর্ড', short_description_bn: 'Wi-Fi 7 সহ ATX বোর্ড, ৪টি M.2 স্লট' };
    const reads = async (id: string) => {
      const one = await suite.api.get<Item>(apiPaths.item(id));
      const list = await suite.api.get<Item[]>(apiPaths.itemList);
      const found = await suite.api.get<{ items: Item[] }>(`${apiPaths.itemSearch}?q=${encodeURIComponent('মাদার')}`);
      return [one.body, list.body.find((i) => i._id === id), found.body.items.find((i) => i._id === id)];
    };

    const plain = await suite.addItem(admin, { name: 'Plain board' });
    expect(itemSchema.strict().parse(plain)).not.toHaveProperty('name_bn');
    expect(plain).not.toHaveProperty('short_description_bn');

    const item = await suite.addItem(admin, { name: 'Gaming board', ...bangla, name_bn: `  ${bangla.name_bn} ` });
    expect(item).toMatchObject(bangla);
    for (const read of await reads(item._id)) expect(read).toEqual(item);

    const edited = await admin.api.put<Item>(
      apiPaths.item(item._id),
      itemEditOf(item, { name_bn: 'গেমিং মাদারবোর্ড প্রো', short_description_bn: '' }),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.name_bn).toBe('গেমিং মাদারবোর্ড প্রো');
    expect(edited.body).not.toHaveProperty('short_description_bn');
    for (const read of await reads(item._id)) expect(read).toEqual(edited.body);

    // Like every field of the edit, one left out is none.
    const { name_bn: _name, short_description_bn: _description, ...english } = itemEditOf(edited.body);
    const cleared = await admin.api.put<Item>(apiPaths.item(item._id), english);
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).not.toHaveProperty('name_bn');
    const [, , found] = await reads(item._id);
    expect(found).toBeUndefined();
  });

  it('refuses a Bangla name over two lines or too long, at the field, on add and edit', async () => {
    const item = await suite.addItem(admin);
    expectFieldError(
      await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { name_bn: 'দুই\nলাইন' })),
      'name_bn',
      messages.singleLine,
    );
    expectFieldError(
      await admin.api.post(apiPaths.itemList, {
        ...itemEditOf(item),
        sku: 'CC-BN-LONG',
        available_quantity: 9,
        short_description_bn: 'ক'.repeat(2001),
      }),
      'short_description_bn',
      messages.tooLong(2000),
    );
  });

  it('keeps the shipping weight and VAT rate through add, edit and every read, and an edit without them keeps them', async () => {
    // Added without them (the original body): 1 kg and the store's default rate.
    const plain = await suite.addItem(admin);
    expect(plain).toMatchObject({ weight_g: 1000, vat_rate: null });

    const heavy = await suite.addItem(admin, { weight_g: 2350, vat_rate: 7.5 });
    expect(heavy).toMatchObject({ weight_g: 2350, vat_rate: 7.5 });

    const kept = await admin.api.put<Item>(apiPaths.item(heavy._id), itemEditOf(heavy, { name: 'Renamed' }));
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ name: 'Renamed', weight_g: 2350, vat_rate: 7.5 });

    const changed = await admin.api.put<Item>(
      apiPaths.item(heavy._id),
      itemEditOf(kept.body, { weight_g: '800', vat_rate: null }),
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ weight_g: 800, vat_rate: null });
    expect((await suite.api.get<Item>(apiPaths.item(heavy._id))).body).toMatchObject({ weight_g: 800, vat_rate: null });
  });

  it('refuses a weight or VAT rate out of range, at the field, on add and edit', async () => {
    const item = await suite.addItem(admin);
    for (const weight_g of [0, -5, 1.5, 100_001, 'heavy'])
      expectFieldError(
        await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { weight_g })),
        'weight_g',
        messages.weightRange,
      );
    for (const vat_rate of [-1, 100.5, 7.555, 'fifteen'])
      expectFieldError(
        await admin.api.post(apiPaths.itemList, {
          ...itemEditOf(item),
          sku: 'CC-VAT-BAD',
          available_quantity: 9,
          vat_rate,
        }),
        'vat_rate',
        messages.vatRateRange,
      );
  });

  it('answers 404 for an unknown or deleted item, and is for administrators only', async () => {
    const item = await suite.addItem(admin);
    expectError(await customer.api.put(apiPaths.item(item._id), itemEditOf(item, { name: 'Mine now' })), 403);
    expectError(await suite.api.put(apiPaths.item(item._id), itemEditOf(item, { name: 'Anyone' })), 401);
    expectError(await admin.api.put(apiPaths.item('doesnotexist123'), itemEditOf(item)), 404);
    expect((await admin.api.delete(apiPaths.item(item._id))).status).toBe(200);
    expectError(await admin.api.put(apiPaths.item(item._id), itemEditOf(item)), 404);
    expect((await suite.api.get<Item>(apiPaths.item(item._id))).status).toBe(404);
  });
});
