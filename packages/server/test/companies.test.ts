// Companies, members and invitations (requirements §20.1, §20.2): every route against every role.
// Anonymous callers are asked to sign in (401); anyone outside a company learns nothing of it (404);
// inside, a member without the role is refused (403); a store administrator reads every company
// and acts in none (403). A user is in at most one company, a company always keeps an admin, and
// an invitation is accepted only with its address, verified, while it is open (docs/security.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOTAL_COUNT_HEADER,
  apiPaths,
  companyListEntrySchema,
  companyMemberSchema,
  companySchema,
  invitationSchema,
  messages,
  type Company,
  type Invitation,
} from '@storefront/shared';
import type { Api } from '@storefront/devstack/api';
import type { SignedIn } from '@storefront/devstack/login';
import { startMailCatcher, type MailCatcher } from '@storefront/devstack/mail-catcher';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { expectError, expectFieldError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const env: Record<string, string> = { PUBLIC_ORIGIN: 'https://shop.example.com' };
let catcher: MailCatcher;
// Before the suite's own beforeAll: the server starts with the catcher's address.
beforeAll(async () => {
  catcher = await startMailCatcher();
  env.SMTP_URL = catcher.smtpUrl;
});
const suite = useApiSuite('companies', { env });
let db: Db;
let storeAdmin: SignedIn;
let owner: SignedIn;
let approver: SignedIn;
let buyer: SignedIn;
let outsider: SignedIn;
let company: Company;

const body = {
  name: 'Rahim Traders Ltd',
  bin: '000123456-0101',
  trade_licence: 'TRAD/DSCC/012345/2024',
  billing_address: 'House 12, Road 5, Dhanmondi, Dhaka',
  district: 'dhaka',
};

async function created(who: SignedIn, name = body.name): Promise<Company> {
  const answer = await who.api.post(apiPaths.companies, { ...body, name });
  expect(answer.status, answer.text).toBe(201);
  return companySchema.strict().parse(answer.body);
}

async function invite(who: SignedIn, companyId: string, email: string, role = 'buyer'): Promise<Invitation> {
  const answer = await who.api.post(apiPaths.companyInvitations(companyId), { email, role });
  expect(answer.status, answer.text).toBe(201);
  return invitationSchema.strict().parse(answer.body);
}

async function joined(who: SignedIn, companyId: string, role: string, by = owner): Promise<void> {
  const invitation = await invite(by, companyId, who.email, role);
  const answer = await who.api.post(apiPaths.invitationAccept(invitation.id));
  expect(answer.status, answer.text).toBe(200);
}

beforeAll(async () => {
  db = openDatabase(suite.database.url);
  storeAdmin = await suite.login('admin');
  owner = await suite.login('owner', { displayName: 'Nusrat Jahan' });
  approver = await suite.login('approver');
  buyer = await suite.login('buyer', { displayName: 'Karim Uddin' });
  outsider = await suite.login('outsider');
});

afterAll(async () => {
  await db?.destroy();
  await catcher?.stop();
});

describe('creating a company', () => {
  it('asks an anonymous caller to sign in, and an unverified account to verify its address', async () => {
    expectError(await suite.api.post(apiPaths.companies, body), 401);
    const unverified = await suite.login('unverified', { emailVerified: false });
    expectError(await unverified.api.post(apiPaths.companies, body), 403, messages.companyVerifyEmail);
  });

  it('refuses each bad field with its message', async () => {
    const answer = await owner.api.post(apiPaths.companies, { ...body, bin: '12345', district: 'atlantis' });
    expectFieldError(answer, 'bin', messages.binInvalid);
    expectFieldError(answer, 'district', messages.districtRequired);
    expectFieldError(
      await owner.api.post(apiPaths.companies, { ...body, name: '' }),
      'name',
      messages.companyNameRequired,
    );
  });

  it('makes its creator its admin, the BIN kept as 13 digits', async () => {
    company = await created(owner);
    expect(company).toMatchObject({ ...body, bin: '0001234560101', your_role: 'admin' });
    const mine = await owner.api.get(apiPaths.myCompany);
    expect(mine.status).toBe(200);
    expect(companySchema.strict().parse(mine.body)).toEqual(company);
  });

  it('takes one company per user (409)', async () => {
    expectError(await owner.api.post(apiPaths.companies, body), 409, messages.companyAlreadyMember);
  });

  it("tells a user in no company so (404 on their company), and an outsider nothing of another's (404)", async () => {
    expectError(await outsider.api.get(apiPaths.myCompany), 404, messages.companyNone);
    // Asked so (the purchase page), having none is a 200 with null: no 404 in the browser's console.
    const none = await outsider.api.get(`${apiPaths.myCompany}?none=null`);
    expect(none.status, none.text).toBe(200);
    expect(none.body).toBeNull();
    expect((await owner.api.get<{ id: string }>(`${apiPaths.myCompany}?none=null`)).body.id).toBe(company.id);
    expectError(await outsider.api.get(apiPaths.company(company.id)), 404, messages.companyNotFound);
    expectError(await outsider.api.get(apiPaths.company('no-such-company')), 404, messages.companyNotFound);
    expectError(await suite.api.get(apiPaths.company(company.id)), 401);
  });

  it('shows it to a store administrator, without a role', async () => {
    const answer = await storeAdmin.api.get(apiPaths.company(company.id));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...company, your_role: null });
  });
});

describe('invitations', () => {
  it('are sent by the company admin only (outsider 404, store administrator 403)', async () => {
    const payload = { email: approver.email, role: 'approver' };
    expectError(await suite.api.post(apiPaths.companyInvitations(company.id), payload), 401);
    expectError(await outsider.api.post(apiPaths.companyInvitations(company.id), payload), 404);
    expectError(await storeAdmin.api.post(apiPaths.companyInvitations(company.id), payload), 403);
    expectFieldError(
      await owner.api.post(apiPaths.companyInvitations(company.id), { email: approver.email, role: 'boss' }),
      'role',
      messages.companyRoleInvalid,
    );
    const invitation = await invite(owner, company.id, approver.email.toUpperCase(), 'approver');
    expect(invitation).toMatchObject({
      company: { id: company.id, name: body.name },
      email: approver.email,
      role: 'approver',
      invited_by: 'Nusrat Jahan',
      status: 'pending',
    });
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)).toBe(14 * 86_400_000);
    // One open invitation per address.
    expectError(
      await owner.api.post(apiPaths.companyInvitations(company.id), payload),
      409,
      messages.invitationPending,
    );
  });

  it('email the invitee a link to My company, in the inviter’s language', async () => {
    const sent = await catcher.waitFor((m) => m.to.includes(approver.email));
    expect(sent.subject).toBe(`Nusrat Jahan invited you to join ${body.name}`);
    expect(sent.text).toContain('https://shop.example.com/dashboard/company');
    expect(sent.text).toContain('as an approver');

    expect((await owner.api.put(apiPaths.userLanguage, { language: 'bn' })).status).toBe(200);
    try {
      await invite(owner, company.id, 'bangla.reader@example.com');
      const bangla = await catcher.waitFor((m) => m.to.includes('bangla.reader@example.com'));
      expect(bangla.subject).toBe(`Nusrat Jahan আপনাকে ${body.name}-এ যোগ দেওয়ার আমন্ত্রণ জানিয়েছেন`);
    } finally {
      await owner.api.put(apiPaths.userLanguage, { language: 'en' });
    }
  });

  it('list to the invitee the ones open to their verified address, and to nobody else', async () => {
    const mine = await approver.api.get(apiPaths.myInvitations);
    expect(mine.status).toBe(200);
    expect((mine.body as Invitation[]).map((i) => [i.company.id, i.role])).toEqual([[company.id, 'approver']]);
    expect((await outsider.api.get(apiPaths.myInvitations)).body).toEqual([]);
    expectError(await suite.api.get(apiPaths.myInvitations), 401);
  });

  it('are accepted only by the invited address (403), verified (403)', async () => {
    const [invitation] = (await approver.api.get(apiPaths.myInvitations)).body as Invitation[];
    expectError(await outsider.api.post(apiPaths.invitationAccept(invitation!.id)), 403, messages.invitationOtherEmail);
    expectError(
      await outsider.api.post(apiPaths.invitationDecline(invitation!.id)),
      403,
      messages.invitationOtherEmail,
    );
    expectError(await suite.api.post(apiPaths.invitationAccept(invitation!.id)), 401);
    expectError(await approver.api.post(apiPaths.invitationAccept('no-such-invitation')), 404);

    const unverified = await suite.login('unverifiedinvitee', { emailVerified: false });
    const theirs = await invite(owner, company.id, unverified.email);
    expect((await unverified.api.get(apiPaths.myInvitations)).body).toEqual([]);
    expectError(await unverified.api.post(apiPaths.invitationAccept(theirs.id)), 403, messages.invitationUnverified);
    expect((await owner.api.delete(apiPaths.companyInvitation(company.id, theirs.id))).status).toBe(204);
  });

  it('make the invitee a member with its role', async () => {
    const [invitation] = (await approver.api.get(apiPaths.myInvitations)).body as Invitation[];
    const answer = await approver.api.post(apiPaths.invitationAccept(invitation!.id));
    expect(answer.status, answer.text).toBe(200);
    expect(companySchema.strict().parse(answer.body)).toEqual({ ...company, your_role: 'approver' });
    expect((await approver.api.get(apiPaths.myCompany)).body).toMatchObject({ id: company.id, your_role: 'approver' });
    // Accepted: no longer open.
    expectError(await approver.api.post(apiPaths.invitationAccept(invitation!.id)), 409, messages.invitationClosed);
    await joined(buyer, company.id, 'buyer');
  });

  it('are refused to an address already a member (409)', async () => {
    expectError(
      await owner.api.post(apiPaths.companyInvitations(company.id), { email: buyer.email, role: 'admin' }),
      409,
      messages.invitationMemberExists,
    );
  });

  it('are listed to the company admin and the store administrator, not to other members (403)', async () => {
    const open = await invite(owner, company.id, 'listed@example.com');
    for (const who of [owner, storeAdmin]) {
      const answer = await who.api.get(apiPaths.companyInvitations(company.id));
      expect(answer.status).toBe(200);
      const list = (answer.body as unknown[]).map((i) => invitationSchema.strict().parse(i));
      expect(list.map((i) => i.email)).toContain('listed@example.com');
      expect(list.every((i) => i.status === 'pending')).toBe(true);
    }
    expectError(await buyer.api.get(apiPaths.companyInvitations(company.id)), 403, messages.companyAdminOnly);
    expectError(await approver.api.get(apiPaths.companyInvitations(company.id)), 403, messages.companyAdminOnly);
    expectError(await outsider.api.get(apiPaths.companyInvitations(company.id)), 404);
    // Revoked by the admin only; a revoked one cannot be accepted nor revoked again (409).
    expectError(await buyer.api.delete(apiPaths.companyInvitation(company.id, open.id)), 403);
    expectError(await storeAdmin.api.delete(apiPaths.companyInvitation(company.id, open.id)), 403);
    expectError(await outsider.api.delete(apiPaths.companyInvitation(company.id, open.id)), 404);
    expect((await owner.api.delete(apiPaths.companyInvitation(company.id, open.id))).status).toBe(204);
    expectError(
      await owner.api.delete(apiPaths.companyInvitation(company.id, open.id)),
      409,
      messages.invitationClosed,
    );
    const invitee = await suite.login('listed');
    const revoked = await invite(owner, company.id, invitee.email);
    expect((await owner.api.delete(apiPaths.companyInvitation(company.id, revoked.id))).status).toBe(204);
    expectError(await invitee.api.post(apiPaths.invitationAccept(revoked.id)), 409, messages.invitationClosed);
  });

  it('end after 14 days: an expired one is refused (409, saying so), listed nowhere, and may be sent again', async () => {
    const late = await suite.login('late');
    const invitation = await invite(owner, company.id, late.email);
    await db
      .updateTable('company_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', invitation.id)
      .execute();
    expectError(await late.api.post(apiPaths.invitationAccept(invitation.id)), 409, messages.invitationExpired);
    expectError(await late.api.post(apiPaths.invitationDecline(invitation.id)), 409, messages.invitationExpired);
    expect((await late.api.get(apiPaths.myInvitations)).body).toEqual([]);
    const listed = (await owner.api.get(apiPaths.companyInvitations(company.id))).body as Invitation[];
    expect(listed.map((i) => i.id)).not.toContain(invitation.id);
    const again = await invite(owner, company.id, late.email);
    expect(again.status).toBe('pending');
    expect((await late.api.post(apiPaths.invitationDecline(again.id))).status).toBe(204);
    expectError(await late.api.post(apiPaths.invitationAccept(again.id)), 409, messages.invitationClosed);
  });

  it('are not accepted by a member of another company (409)', async () => {
    const other = await created(outsider, 'Outsider Systems');
    const invitation = await invite(outsider, other.id, buyer.email);
    expectError(await buyer.api.post(apiPaths.invitationAccept(invitation.id)), 409, messages.companyAlreadyMember);
    expectError(await buyer.api.post(apiPaths.companies, body), 409, messages.companyAlreadyMember);
    // Still an outsider to the first company.
    expectError(await outsider.api.get(apiPaths.companyMembers(company.id)), 404);
  });
});

describe('members', () => {
  it('are listed to every member and the store administrator, in the order they joined', async () => {
    for (const who of [owner, approver, buyer, storeAdmin]) {
      const answer = await who.api.get(apiPaths.companyMembers(company.id));
      expect(answer.status).toBe(200);
      const members = (answer.body as unknown[]).map((m) => companyMemberSchema.strict().parse(m));
      expect(members.map((m) => [m.email, m.role])).toEqual([
        [owner.email, 'admin'],
        [approver.email, 'approver'],
        [buyer.email, 'buyer'],
      ]);
      expect(members[2]!.name).toBe('Karim Uddin');
    }
    expectError(await suite.api.get(apiPaths.companyMembers(company.id)), 401);
  });

  const userIdOf = async (who: SignedIn) =>
    ((await owner.api.get(apiPaths.companyMembers(company.id))).body as { user_id: string; email: string }[]).find(
      (m) => m.email === who.email,
    )!.user_id;

  it('have their role changed by the company admin only', async () => {
    const buyerId = await userIdOf(buyer);
    const to = (role: string) => ({ role });
    expectError(
      await approver.api.request('PATCH', apiPaths.companyMember(company.id, buyerId), { json: to('approver') }),
      403,
    );
    expectError(
      await buyer.api.request('PATCH', apiPaths.companyMember(company.id, buyerId), { json: to('admin') }),
      403,
    );
    expectError(
      await storeAdmin.api.request('PATCH', apiPaths.companyMember(company.id, buyerId), { json: to('admin') }),
      403,
    );
    expectError(
      await outsider.api.request('PATCH', apiPaths.companyMember(company.id, buyerId), { json: to('admin') }),
      404,
    );
    expectError(
      await suite.api.request('PATCH', apiPaths.companyMember(company.id, buyerId), { json: to('admin') }),
      401,
    );
    const outsiderId = (
      await db.selectFrom('users').select('id').where('email', '=', outsider.email).executeTakeFirstOrThrow()
    ).id;
    expectError(
      await owner.api.request('PATCH', apiPaths.companyMember(company.id, outsiderId), { json: to('buyer') }),
      404,
      messages.companyMemberNotFound,
    );
    const changed = await owner.api.request('PATCH', apiPaths.companyMember(company.id, buyerId), {
      json: to('approver'),
    });
    expect(changed.status, changed.text).toBe(200);
    expect(companyMemberSchema.strict().parse(changed.body)).toMatchObject({ email: buyer.email, role: 'approver' });
    expect(
      (await owner.api.request('PATCH', apiPaths.companyMember(company.id, buyerId), { json: to('buyer') })).status,
    ).toBe(200);
  });

  it('keep an admin: the last one is neither demoted, nor removed, nor leaves (409)', async () => {
    const ownerId = await userIdOf(owner);
    const approverId = await userIdOf(approver);
    expectError(
      await owner.api.request('PATCH', apiPaths.companyMember(company.id, ownerId), { json: { role: 'buyer' } }),
      409,
      messages.companyLastAdmin,
    );
    expectError(await owner.api.delete(apiPaths.companyMember(company.id, ownerId)), 409, messages.companyLastAdmin);
    // With a second admin, the first may step down; the second then is the last.
    expect(
      (await owner.api.request('PATCH', apiPaths.companyMember(company.id, approverId), { json: { role: 'admin' } }))
        .status,
    ).toBe(200);
    expect(
      (await approver.api.request('PATCH', apiPaths.companyMember(company.id, ownerId), { json: { role: 'buyer' } }))
        .status,
    ).toBe(200);
    expectError(
      await approver.api.delete(apiPaths.companyMember(company.id, approverId)),
      409,
      messages.companyLastAdmin,
    );
    expect(
      (await approver.api.request('PATCH', apiPaths.companyMember(company.id, ownerId), { json: { role: 'admin' } }))
        .status,
    ).toBe(200);
    expect(
      (await owner.api.request('PATCH', apiPaths.companyMember(company.id, approverId), { json: { role: 'approver' } }))
        .status,
    ).toBe(200);
  });

  it('are removed by the company admin, and leave by themselves; no other member removes another (403)', async () => {
    const leaver = await suite.login('leaver');
    await joined(leaver, company.id, 'buyer');
    const leaverId = await userIdOf(leaver);
    expectError(await buyer.api.delete(apiPaths.companyMember(company.id, leaverId)), 403, messages.companyAdminOnly);
    expectError(await approver.api.delete(apiPaths.companyMember(company.id, leaverId)), 403);
    expectError(await storeAdmin.api.delete(apiPaths.companyMember(company.id, leaverId)), 403);
    expectError(await outsider.api.delete(apiPaths.companyMember(company.id, leaverId)), 404);
    expectError(await suite.api.delete(apiPaths.companyMember(company.id, leaverId)), 401);
    // Leaving.
    expect((await leaver.api.delete(apiPaths.companyMember(company.id, leaverId))).status).toBe(204);
    expectError(await leaver.api.get(apiPaths.company(company.id)), 404);
    expectError(await leaver.api.get(apiPaths.myCompany), 404, messages.companyNone);
    // Removed by the admin (after joining again: out of a company, they may).
    await joined(leaver, company.id, 'buyer');
    expect((await owner.api.delete(apiPaths.companyMember(company.id, leaverId))).status).toBe(204);
    expectError(
      await owner.api.delete(apiPaths.companyMember(company.id, leaverId)),
      404,
      messages.companyMemberNotFound,
    );
  });
});

describe("the company's details", () => {
  it('are changed by its admin only', async () => {
    const patch = { name: 'Rahim Traders (Pvt) Ltd' };
    expectError(
      await buyer.api.request('PATCH', apiPaths.company(company.id), { json: patch }),
      403,
      messages.companyAdminOnly,
    );
    expectError(await approver.api.request('PATCH', apiPaths.company(company.id), { json: patch }), 403);
    expectError(await storeAdmin.api.request('PATCH', apiPaths.company(company.id), { json: patch }), 403);
    expectError(await outsider.api.request('PATCH', apiPaths.company(company.id), { json: patch }), 404);
    expectError(await suite.api.request('PATCH', apiPaths.company(company.id), { json: patch }), 401);
    expectFieldError(
      await owner.api.request('PATCH', apiPaths.company(company.id), { json: { bin: '1' } }),
      'bin',
      messages.binInvalid,
    );
    expectError(await owner.api.request('PATCH', apiPaths.company(company.id), { json: {} }), 400);
    const changed = await owner.api.request('PATCH', apiPaths.company(company.id), { json: patch });
    expect(changed.status, changed.text).toBe(200);
    expect(companySchema.strict().parse(changed.body)).toEqual({ ...company, ...patch });
    expect((await buyer.api.get(apiPaths.company(company.id))).body).toMatchObject({ ...patch, your_role: 'buyer' });
    expect((await owner.api.request('PATCH', apiPaths.company(company.id), { json: { name: body.name } })).status).toBe(
      200,
    );
  });
});

describe("the store administrators' list of companies", () => {
  const listed = async (api: Api, query = '') => {
    const answer = await api.get(`${apiPaths.companies}${query}`);
    expect(answer.status, answer.text).toBe(200);
    return {
      total: Number(answer.headers.get(TOTAL_COUNT_HEADER)),
      companies: (answer.body as unknown[]).map((c) => companyListEntrySchema.strict().parse(c)),
    };
  };

  it('is for store administrators only (403)', async () => {
    expectError(await owner.api.get(apiPaths.companies), 403);
    expectError(await suite.api.get(apiPaths.companies), 401);
  });

  it('lists every company newest first with its members, found by name or by BIN as written', async () => {
    const all = await listed(storeAdmin.api);
    expect(all.total).toBe(2);
    expect(all.companies.map((c) => [c.name, c.members, c.your_role])).toEqual([
      ['Outsider Systems', 1, null],
      [body.name, 3, null],
    ]);
    expect((await listed(storeAdmin.api, '?q=rahim')).companies.map((c) => c.id)).toEqual([company.id]);
    expect((await listed(storeAdmin.api, '?q=000123456-0101')).total).toBe(2);
    expect((await listed(storeAdmin.api, '?q=%25')).total).toBe(0);
    const page = await listed(storeAdmin.api, '?limit=1&offset=1');
    expect([page.total, page.companies.map((c) => c.id)]).toEqual([2, [company.id]]);
  });
});
