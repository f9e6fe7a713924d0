import {
  apiPaths,
  type ApprovalEntry,
  type Company,
  type CompanyMember,
  type CompanyOrder,
  type CompanyRole,
  type CompanyTerms,
  type CompanyTermsInput,
  type Invitation,
} from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  healthyTerms,
  inPhoneWindow,
  noTerms,
  sampleApprovals,
  sampleCompany,
  sampleCompanyOrders,
  sampleInvitations,
  sampleMembers,
  sampleReceivables,
  totalsOf,
} from '@storefront/ui/stories';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as MyCompany } from './MyCompany.tsx';

const me = 'customer@computerclub.test';

const meta = {
  title: 'Pages/Dashboard/My company',
  render: () => (
    <PageHarness Page={MyCompany} route="/dashboard/company" path="/dashboard/company" dashboard="customer" />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company's members, the reader first with `role`; Rahim Uddin its admin when the reader is not. */
function membersAs(role: CompanyRole): CompanyMember[] {
  const [first, ...rest] = sampleMembers(4);
  const reader: CompanyMember = { ...first!, user_id: 'user-me', name: 'Customer One', email: me, role };
  return role === 'admin' ? [reader, ...rest] : [reader, first!, ...rest.slice(0, 2)];
}

const noCompany = () => HttpResponse.json({ message: 'You are not in a company' }, { status: 404 });

/** Stand-ins for a company's routes, the reader in it with `role`. */
function companyHandlers(
  role: CompanyRole,
  state: {
    members?: CompanyMember[];
    invitations?: Invitation[];
    approvals?: ApprovalEntry[];
    terms?: CompanyTerms;
  } = {},
) {
  const company: Company = { ...sampleCompany, your_role: role };
  let members = state.members ?? membersAs(role);
  let invitations = state.invitations ?? sampleInvitations(2);
  let approvals = state.approvals ?? [];
  // requirements §20.8: the company's terms and its invoices on them.
  let terms = state.terms ?? healthyTerms;
  const invoices = terms.net_days === null ? [] : sampleReceivables(3);
  const decided = ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
    approvals = approvals.filter((a) => a._id !== params.id);
    return new HttpResponse(null, { status: 204 });
  };
  const orders: CompanyOrder[] = sampleCompanyOrders(4).map((o, i) =>
    i === 0 ? { ...o, buyer: { name: 'Customer One', email: me }, user: me } : o,
  );
  return [
    http.get(`/api${apiPaths.myCompany}`, () => HttpResponse.json(company)),
    http.get(`/api${apiPaths.myInvitations}`, () => HttpResponse.json([])),
    http.get(`/api${apiPaths.company.route}`, () => HttpResponse.json(company)),
    http.get(`/api${apiPaths.companyMembers.route}`, () => HttpResponse.json(members)),
    http.patch(`/api${apiPaths.companyMember.route}`, async ({ params, request }) => {
      const patch = (await request.json()) as { role?: CompanyRole; order_limit?: number | null };
      members = members.map((m) => (m.user_id === params.userId ? { ...m, ...patch } : m));
      return HttpResponse.json(members.find((m) => m.user_id === params.userId));
    }),
    http.delete(`/api${apiPaths.companyMember.route}`, ({ params }) => {
      members = members.filter((m) => m.user_id !== params.userId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`/api${apiPaths.companyInvitations.route}`, () =>
      role === 'admin' ? HttpResponse.json(invitations) : HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
    ),
    http.post(`/api${apiPaths.companyInvitations.route}`, async ({ request }) => {
      const body = (await request.json()) as { email: string; role: CompanyRole };
      const invitation: Invitation = { ...sampleInvitations(1)[0]!, id: 'invitation-new', ...body };
      invitations = [...invitations, invitation];
      return HttpResponse.json(invitation, { status: 201 });
    }),
    http.delete(`/api${apiPaths.companyInvitation.route}`, ({ params }) => {
      invitations = invitations.filter((i) => i.id !== params.invitationId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`/api${apiPaths.companyApprovals.route}`, () =>
      role === 'buyer' ? HttpResponse.json({ message: 'Forbidden' }, { status: 403 }) : HttpResponse.json(approvals),
    ),
    http.post(`/api${apiPaths.purchaseApprove.route}`, decided),
    http.post(`/api${apiPaths.purchaseReject.route}`, decided),
    http.get(`/api${apiPaths.companyTerms.route}`, () => HttpResponse.json(terms)),
    http.put(`/api${apiPaths.companyTerms.route}`, async ({ request }) => {
      const body = (await request.json()) as CompanyTermsInput;
      const available = body.credit_limit === null ? null : Math.max(0, body.credit_limit - terms.outstanding);
      terms = { ...terms, ...body, available };
      return HttpResponse.json(terms);
    }),
    http.get(`/api${apiPaths.companyReceivables.route}`, () =>
      role === 'admin'
        ? HttpResponse.json({ terms, totals: totalsOf(invoices), invoices })
        : HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
    ),
    http.get(`/api${apiPaths.companyOrders.route}`, ({ request }) => {
      const mine = new URL(request.url).searchParams.get('mine') === 'true' || role === 'buyer';
      const found = mine ? orders.filter((o) => o.buyer.email === me) : orders;
      return HttpResponse.json(found, { headers: { 'x-total-count': String(found.length) } });
    }),
  ];
}

/** No company yet: the form creates one and the page becomes the company's. */
export const NoCompany: Story = {
  beforeEach({ msw }) {
    let created: Company | null = null;
    msw.use(
      http.get(`/api${apiPaths.myCompany}`, () => (created ? HttpResponse.json(created) : noCompany())),
      http.get(`/api${apiPaths.myInvitations}`, () => HttpResponse.json([])),
      http.post(`/api${apiPaths.companies}`, async ({ request }) => {
        created = { ...sampleCompany, ...((await request.json()) as object), your_role: 'admin' } as Company;
        return HttpResponse.json(created, { status: 201 });
      }),
      ...companyHandlers('admin', { members: membersAs('admin').slice(0, 1), invitations: [] }).slice(2),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Create your company' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Company name/), 'Padma Systems Ltd');
    await userEvent.type(canvas.getByLabelText(/^BIN/), '000123456-0101');
    await userEvent.type(canvas.getByLabelText(/^Trade licence/), 'TRAD/DNCC/012345/2024');
    await userEvent.type(canvas.getByLabelText(/^Billing address/), 'Level 5, Banani');
    const district = canvas.getByRole('combobox', { name: /^District/ });
    await userEvent.type(district, 'Dhaka');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Create company' }));
    await expect(await screen.findByText('Padma Systems Ltd is created: you are its admin')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Company details' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Members: 1' })).toBeInTheDocument();
  },
};

/** No company, an invitation waiting: its banner above the form. */
export const Invited: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.myCompany}`, noCompany),
      http.get(`/api${apiPaths.myInvitations}`, () => HttpResponse.json(sampleInvitations(1))),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Rahim Uddin invited you to join Padma Systems Ltd as Buyer'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Create your company' })).toBeInTheDocument();
  },
};

/** A company admin: edits the details, changes a role and a limit, invites, revokes; sees everyone's orders. */
export const CompanyAdmin: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...companyHandlers('admin'),
      http.patch(`/api${apiPaths.company.route}`, () => HttpResponse.json(sampleCompany)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Members: 4' })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role of tanvir@example.com' }), 'approver');
    await expect(await screen.findByText('Tanvir Hasan is now Approver')).toBeInTheDocument();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Order limit of farzana@example.com' }), '25000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the order limit of farzana@example.com' }));
    await expect(await screen.findByText(/Farzana Akter's order limit is now .*25,000/)).toBeInTheDocument();

    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'salma.new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await screen.findByText('Invitation sent to salma.new@example.com')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Pending invitations: 3' })).toBeInTheDocument();

    await expect(await canvas.findByRole('heading', { name: 'Company orders: 4' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mine' }));
    await expect(await canvas.findByRole('heading', { name: 'Company orders: 1' })).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A buyer: the details to read, the members without controls but Leave, their own orders. */
export const Buyer: Story = {
  beforeEach({ msw }) {
    msw.use(...companyHandlers('buyer'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Only the company's admins change these details.")).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Company orders: 1' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: /^Pending invitations/ })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Whose orders' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Leave the company' })).toBeEnabled();
  },
};

/** An approver: every order of the company, no invitations. */
export const Approver: Story = {
  beforeEach({ msw }) {
    msw.use(...companyHandlers('approver'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Company orders: 4' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Whose orders' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: /^Pending invitations/ })).toBeNull();
  },
};

/** An approver decides a purchase awaiting approval (requirements §20.4): it leaves the queue. */
export const ApproverDecides: Story = {
  beforeEach({ msw }) {
    msw.use(...companyHandlers('approver', { approvals: sampleApprovals(1) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Awaiting approval: 1' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve CP-000120' }));
    await expect(await screen.findByText('CP-000120 is approved')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Awaiting approval: 0' })).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A buyer leaves: the page goes back to creating a company. */
export const BuyerLeaves: Story = {
  beforeEach({ msw }) {
    let left = false;
    const handlers = companyHandlers('buyer');
    msw.use(
      http.get(`/api${apiPaths.myCompany}`, () =>
        left ? noCompany() : HttpResponse.json({ ...sampleCompany, your_role: 'buyer' }),
      ),
      http.delete(`/api${apiPaths.companyMember.route}`, () => {
        left = true;
        return new HttpResponse(null, { status: 204 });
      }),
      ...handlers.slice(1),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave the company' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the company?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(await screen.findByText('You left Padma Systems Ltd')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Create your company' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`/api${apiPaths.myCompany}`, () => delay('infinite')));
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.myCompany}`, () =>
        HttpResponse.json({ message: 'The database is unavailable' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('The database is unavailable')).toBeNull());
  },
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach: CompanyAdmin.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'সদস্য: ৪' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'আমার কোম্পানি' })).toHaveAttribute('aria-current', 'page');
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  parameters: { ...inPhoneWindow.parameters, layout: 'fullscreen' },
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  beforeEach: Buyer.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'কোম্পানির অর্ডার: ১' })).toBeInTheDocument();
  },
};

/** A store administrator opens a company from Companies: its details, members and orders to read. */
export const StoreAdminReads: Story = {
  render: () => (
    <PageHarness
      Page={MyCompany}
      route="/dashboard/company/:companyId"
      path="/dashboard/company/company-1"
      dashboard="admin"
      auth={admin}
    />
  ),
  beforeEach({ msw }) {
    msw.use(
      // First: a batch's earlier handler answers.
      http.get(`/api${apiPaths.company.route}`, () => HttpResponse.json({ ...sampleCompany, your_role: null })),
      ...companyHandlers('admin'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Company orders: 4' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Companies' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: /Leave|Remove/ })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Whose orders' })).toBeNull();
  },
};

/** Someone outside the company opens its address: the API answers 404, the page says not found. */
export const OutsiderNotFound: Story = {
  render: () => (
    <PageHarness
      Page={MyCompany}
      route="/dashboard/company/:companyId"
      path="/dashboard/company/company-1"
      dashboard="customer"
    />
  ),
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.company.route}`, () =>
        HttpResponse.json({ message: 'No such company' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /cannot be found/ })).toBeInTheDocument();
  },
};

/** A company admin reads its credit and its invoices on terms (requirements §20.8), without Record payment. */
export const CompanyAdminCredit: Story = {
  beforeEach({ msw }) {
    msw.use(...companyHandlers('admin'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Credit and invoices' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Invoices: 3' })).toBeInTheDocument();
    await expect(canvas.getByText('Net 30')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Record payment/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Payment terms' })).toBeNull();
  },
};

/** A store administrator gives the company terms, then sees where it stands. */
export const StoreAdminSetsTerms: Story = {
  render: StoreAdminReads.render,
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.company.route}`, () => HttpResponse.json({ ...sampleCompany, your_role: null })),
      ...companyHandlers('admin', { terms: noTerms }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment terms' })).toBeInTheDocument();
    await expect(canvas.getByText('No payment terms')).toBeInTheDocument();
    await userEvent.click(canvas.getByLabelText('Pay on invoice, with days to pay'));
    await userEvent.type(canvas.getByLabelText(/^Credit limit/), '300000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save terms' }));
    await expect(await screen.findByText('Payment terms saved for Padma Systems Ltd')).toBeInTheDocument();
    await expect(await canvas.findByText('Net 30')).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
