// The address book (requirements §14.7): each signed-in user's saved delivery addresses, one of
// them the default, nobody else's to read or change; validated at their fields; at most 20.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX, apiPaths, messages, savedAddressSchema, type SavedAddress } from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { expectError, expectFieldError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('addressbook');
let admin: SignedIn;
let customer: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
  customer = await suite.login('shopper');
  other = await suite.login('othershop');
});

const body = (label: string, extra: Record<string, unknown> = {}) => ({
  label,
  address: `${label} branch, 12 Circuit Road, Dhaka`,
  phone: '+8801700000000',
  district: 'dhaka',
  ...extra,
});

async function add(who: SignedIn, label: string, extra: Record<string, unknown> = {}): Promise<SavedAddress> {
  const answer = await who.api.post(apiPaths.addresses, body(label, extra));
  expect(answer.status, answer.text).toBe(201);
  return savedAddressSchema.strict().parse(answer.body);
}

const book = async (who: SignedIn) => (await who.api.get<SavedAddress[]>(apiPaths.addresses)).body;
const labels = async (who: SignedIn) => (await book(who)).map((a) => `${a.label}${a.is_default ? '*' : ''}`);

describe('the address book', () => {
  it('starts empty, makes the first address the default and lists the default first', async () => {
    const who = await suite.login('firstbook');
    expect(await book(who)).toEqual([]);
    const office = await add(who, 'Office');
    // Stored as its 11 digits (requirements §10 D21).
    expect(office).toMatchObject({ label: 'Office', is_default: true, phone: '01700000000' });
    await add(who, 'Warehouse');
    expect(await labels(who)).toEqual(['Office*', 'Warehouse']);
    // Another address made the default takes it over: still exactly one.
    await add(who, 'Shop', { is_default: true });
    expect(await labels(who)).toEqual(['Shop*', 'Office', 'Warehouse']);
  });

  it('changes an address, moves the default with is_default and never leaves two', async () => {
    const office = await add(customer, 'HQ');
    const depot = await add(customer, 'Depot');
    const changed = await customer.api.put(apiPaths.address(depot._id), body('Depot 2', { is_default: true }));
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ _id: depot._id, label: 'Depot 2', is_default: true });
    expect(await labels(customer)).toEqual(['Depot 2*', 'HQ']);
    // is_default: false is no way to have none: the default moves when another takes it.
    await customer.api.put(apiPaths.address(depot._id), body('Depot 2', { is_default: false }));
    expect(await labels(customer)).toEqual(['Depot 2*', 'HQ']);
    // Simultaneous requests to make each the default leave exactly one.
    await Promise.all(
      [office, depot, office, depot].map((a, i) =>
        customer.api.put(apiPaths.address(a._id), body(i % 2 ? 'Depot 2' : 'HQ', { is_default: true })),
      ),
    );
    expect((await book(customer)).filter((a) => a.is_default)).toHaveLength(1);
  });

  it('hands the default to the newest address left when the default is deleted', async () => {
    const who = await suite.login('deletes');
    const a = await add(who, 'A');
    await add(who, 'B');
    await add(who, 'C');
    const deleted = await who.api.delete(apiPaths.address(a._id));
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await labels(who)).toEqual(['C*', 'B']);
    expectError(await who.api.delete(apiPaths.address(a._id)), 404, messages.addressNotFound);
  });

  it("is nobody else's: another customer and an administrator get a 404 for it", async () => {
    const mine = await add(customer, 'Private');
    for (const stranger of [other, admin]) {
      expect((await book(stranger)).map((a) => a._id)).not.toContain(mine._id);
      expectError(await stranger.api.put(apiPaths.address(mine._id), body('Taken')), 404, messages.addressNotFound);
      expectError(await stranger.api.delete(apiPaths.address(mine._id)), 404, messages.addressNotFound);
    }
    expect((await book(customer)).find((a) => a._id === mine._id)?.label).toBe('Private');
    expectError(await suite.api.get(apiPaths.addresses), 401);
    expectError(await suite.api.post(apiPaths.addresses, body('Anon')), 401);
  });

  it('refuses bad input at its fields', async () => {
    expectFieldError(await customer.api.post(apiPaths.addresses, body('', {})), 'label', messages.addressLabelRequired);
    expectFieldError(
      await customer.api.post(apiPaths.addresses, body('x', { address: '   ' })),
      'address',
      messages.addressRequired,
    );
    expectFieldError(
      await customer.api.post(apiPaths.addresses, body('x', { phone: '' })),
      'phone',
      messages.phoneRequired,
    );
    expectFieldError(await customer.api.post(apiPaths.addresses, body('x'.repeat(41))), 'label', messages.tooLong(40));
    expectFieldError(
      await customer.api.post(apiPaths.addresses, body('x', { is_default: 'yes' })),
      'is_default',
      'is_default must be true or false',
    );
    expectError(await customer.api.put(apiPaths.address('not an id!'), body('x')), 400);
    expectError(await customer.api.put(apiPaths.address('abc123'), body('x')), 404, messages.addressNotFound);
  });

  it('refuses the same address and phone twice in one book, however written, even at once', async () => {
    const who = await suite.login('twice');
    const office = await add(who, 'Office');
    const again = await who.api.post(
      apiPaths.addresses,
      body('Office again', { address: ' office BRANCH 12 circuit road  dhaka', phone: '+880 1700-000000' }),
    );
    expectError(again, 409, messages.addressDuplicate('Office'));
    // Another book may hold it; this one may hold the same address with another phone.
    await add(other, 'Office');
    await add(who, 'Office desk', { address: office.address, phone: '01800000000' });
    // Changing an address into another one of the book is refused too; into itself is a change.
    const depot = await add(who, 'Depot');
    expectError(
      await who.api.put(apiPaths.address(depot._id), body('Depot', { address: office.address })),
      409,
      messages.addressDuplicate('Office'),
    );
    expect(
      (await who.api.put(apiPaths.address(office._id), body('Head office', { address: office.address }))).status,
    ).toBe(200);
    // Sent at once, the same new address is saved once.
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        who.api.post(apiPaths.addresses, body(`Shop ${i}`, { address: 'Shop 3, Elephant Road' })),
      ),
    );
    expect(racing.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of racing.filter((a) => a.status !== 201)) expectError(refused, 409);
    expect((await book(who)).filter((a) => a.address === 'Shop 3, Elephant Road')).toHaveLength(1);
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses, even when they are added at once`, async () => {
    const who = await suite.login('fullbook');
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_BOOK_MAX + 3 }, (_, i) => who.api.post(apiPaths.addresses, body(`Branch ${i}`))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(ADDRESS_BOOK_MAX);
    for (const refused of answers.filter((a) => a.status !== 201))
      expectError(refused, 409, messages.addressBookFull(ADDRESS_BOOK_MAX));
    const all = await book(who);
    expect(all).toHaveLength(ADDRESS_BOOK_MAX);
    expect(all.filter((a) => a.is_default)).toHaveLength(1);
  });
});
