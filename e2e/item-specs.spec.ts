// An administrator edits an item's specifications (requirements §19.1, issue 34): adds a
// motherboard with its socket, memory type and slots, sees a value outside the definition refused
// at its field, then changes the board's socket in the item editor; the item answers the new values.
import { apiPaths, type Item } from '@storefront/shared';
import { demoAdmin, expect, test, unique, uniqueSku } from './fixtures/index.ts';

test.describe('item specifications', () => {
  test('an administrator adds a motherboard with its specifications, then edits its socket', async ({
    page,
    api,
    login,
  }) => {
    test.slow(); // two forms, each sent and read back
    const name = unique('Club Spec Board');
    api.deleteItemAfterTest(name);
    const [seeded] = (await api.anonymous.get<Array<{ image: string }>>(apiPaths.itemList)).body;
    const image = Buffer.from(await (await fetch(new URL(seeded!.image, api.origin))).arrayBuffer());

    await login(demoAdmin);
    await page.goto('/dashboard/add-item');
    const form = page.getByRole('form', { name: 'Add an Item' });
    // No category, no specifications.
    await expect(form.getByRole('group', { name: 'Specifications' })).toHaveCount(0);
    await form.getByLabel(/^Name\*?$/).fill(name);
    await form.getByLabel('SKU').fill(uniqueSku('MB'));
    await form.getByLabel('Category').selectOption('Motherboards');
    await form.getByLabel('Image').setInputFiles({ name: 'board.webp', mimeType: 'image/webp', buffer: image });
    await form.getByLabel(/^Short Description\*?$/).fill('AM5 board for DDR5 builds.');
    await form.getByLabel('Min Order Quantity').fill('1');
    await form.getByLabel('Available Quantity').fill('30');
    await form.getByLabel('Price Per Unit').fill('21000');

    const specs = form.getByRole('group', { name: 'Specifications' });
    await specs.getByLabel('Socket', { exact: true }).selectOption('AM5');
    await specs.getByLabel('Memory type').selectOption('DDR5');
    const slots = specs.getByLabel('Memory slots');
    await slots.fill('20');
    await form.getByRole('button', { name: 'Add Item' }).click();
    // Refused at its field, against the category's definition; nothing was added.
    await expect(slots).toHaveAttribute('aria-invalid', 'true');
    await expect(slots).toHaveAccessibleDescription('Enter a whole number from 1 to 16');
    await slots.fill('4');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Item added successfully', { exact: true })).toBeVisible({ timeout: 20_000 });

    const added = (await api.anonymous.get<Item[]>(apiPaths.itemList)).body.find((item) => item.name === name);
    expect(added?.specs).toEqual({ socket: 'AM5', memory_type: 'DDR5', memory_slots: 4 });

    // The editor starts from the item's specifications; a new socket is saved, the rest kept.
    await page.goto(`/dashboard/manage-items/${added!._id}`);
    const editor = page.getByRole('form', { name: 'Edit item' });
    const socket = editor.getByLabel('Socket', { exact: true });
    await expect(socket).toHaveValue('AM5');
    await expect(editor.getByLabel('Memory slots')).toHaveValue('4');
    await socket.selectOption('LGA1700');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Item: ${name} is saved.`, { exact: true })).toBeVisible();

    // What every item read answers (the item page's table draws the same).
    const saved = (await api.anonymous.get<Item>(apiPaths.item(added!._id))).body;
    expect(saved.specs).toEqual({ socket: 'LGA1700', memory_type: 'DDR5', memory_slots: 4 });
  });
});
