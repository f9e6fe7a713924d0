import { sampleOrders } from './fixtures.ts';
import type {
  ApprovalEntry,
  Company,
  CompanyListEntry,
  CompanyMember,
  CompanyOrder,
  Invitation,
} from '@storefront/shared';

// Sample companies, members, invitations and company orders (requirements §20) for the stories and
// the app's MSW handlers: fixed values, no dates from the clock.

export const sampleCompany: Company = {
  id: 'company-1',
  name: 'Padma Systems Ltd',
  bin: '0001234560101',
  trade_licence: 'TRAD/DNCC/012345/2024',
  billing_address: 'Level 5, 27 Kemal Ataturk Avenue, Banani, Dhaka 1213',
  district: 'dhaka',
  created_at: '2026-01-10T08:00:00.000Z',
  your_role: 'admin',
};

/** A company with every field at its longest sensible length. */
export const longCompany: Company = {
  ...sampleCompany,
  id: 'company-long',
  name: 'Chattogram Polytechnic Institute Procurement and Laboratory Equipment Services Cooperative Society Limited',
  trade_licence: 'TRAD/CHATTOGRAM-CITY-CORPORATION/0123456789/2024-25',
  billing_address:
    'Procurement Office, Second Floor, Academic Building Number Three, Nasirabad Industrial Area, Bayezid Bostami Road, Panchlaish, Chattogram 4209, Bangladesh',
  district: 'chattogram',
};

const people = [
  { name: 'Rahim Uddin', email: 'rahim@example.com' },
  { name: 'Nusrat Jahan', email: 'nusrat@example.com' },
  { name: 'Tanvir Hasan', email: 'tanvir@example.com' },
  { name: 'Farzana Akter', email: 'farzana@example.com' },
  { name: 'Kamal Hossain', email: 'kamal@example.com' },
];
const roles = ['admin', 'approver', 'buyer', 'buyer', 'buyer'] as const;

/** `count` members: the first a company admin (Rahim, user-1), the second an approver, the rest buyers. */
export function sampleMembers(count: number): CompanyMember[] {
  return Array.from({ length: count }, (_, i) => {
    const person = people[i % people.length]!;
    const round = Math.floor(i / people.length);
    return {
      user_id: `user-${i + 1}`,
      name: round ? `${person.name} ${round + 1}` : person.name,
      email: round ? person.email.replace('@', `${round + 1}@`) : person.email,
      role: roles[i % roles.length]!,
      joined_at: `2026-01-${String(10 + (i % 18)).padStart(2, '0')}T09:00:00.000Z`,
    };
  });
}

/** A member with a long name and address. */
export const longMember: CompanyMember = {
  user_id: 'user-long',
  name: 'Mohammad Abdullah Al-Mamun Chowdhury, Head of Procurement (Laboratories)',
  email: 'procurement.department.head.of.operations@chattogram-polytechnic-institute.example.com',
  role: 'approver',
  joined_at: '2026-01-20T09:00:00.000Z',
};

const invitees = ['salma@example.com', 'jamal@example.com', 'rupa@example.com', 'imran@example.com'];
const inviteRoles = ['buyer', 'approver', 'buyer', 'admin'] as const;

/** `count` pending invitations of Padma Systems, sent by Rahim Uddin. */
export function sampleInvitations(count: number): Invitation[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `invitation-${i + 1}`,
    company: { id: sampleCompany.id, name: sampleCompany.name },
    email: invitees[i % invitees.length]!.replace('@', i >= invitees.length ? `${i + 1}@` : '@'),
    role: inviteRoles[i % inviteRoles.length]!,
    invited_by: 'Rahim Uddin',
    created_at: '2026-01-20T09:00:00.000Z',
    expires_at: '2026-02-03T09:00:00.000Z',
    status: 'pending',
  }));
}

/** An invitation to the reader from a company with a long name. */
export const longInvitation: Invitation = {
  ...sampleInvitations(1)[0]!,
  id: 'invitation-long',
  company: { id: longCompany.id, name: longCompany.name },
  email: longMember.email,
  invited_by: 'Mohammad Abdullah Al-Mamun Chowdhury',
  role: 'approver',
};

/** `count` orders of the company, placed by its members in turn. */
export function sampleCompanyOrders(count: number): CompanyOrder[] {
  const members = sampleMembers(3);
  return sampleOrders(count, ['placed', 'confirmed', 'shipped', 'delivered']).map((order, i) => {
    const buyer = members[i % members.length]!;
    return {
      ...order,
      user: buyer.email,
      userName: buyer.name,
      company: { id: sampleCompany.id, name: sampleCompany.name },
      buyer: { name: buyer.name, email: buyer.email },
    };
  });
}

/** `count` companies as the store administrators' list shows them. */
export function sampleCompanies(count: number): CompanyListEntry[] {
  const names = ['Padma Systems Ltd', 'Meghna Computers', 'Jamuna IT Solutions', 'Karnaphuli Traders', 'Surma Tech'];
  return Array.from({ length: count }, (_, i) => ({
    ...sampleCompany,
    id: `company-${i + 1}`,
    name: i < names.length ? names[i]! : `${names[i % names.length]!} ${Math.floor(i / names.length) + 1}`,
    bin: String(1234560101 + i * 1111).padStart(13, '0'),
    your_role: null,
    customer_group: i % 3 === 0 ? 'group-dealer' : i % 3 === 1 ? 'group-corporate' : null,
    members: 1 + ((i * 3) % 9),
    created_at: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}T08:00:00.000Z`,
  }));
}

/** `count` purchases awaiting approval (requirements §20.4), oldest first: buyers of Padma Systems. */
export function sampleApprovals(count: number): ApprovalEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const person = people[(i % 3) + 2]!;
    return {
      _id: `purchase-awaiting-${i + 1}`,
      number: `CP-${String(120 + i).padStart(6, '0')}`,
      company: { id: sampleCompany.id, name: sampleCompany.name },
      buyer: person,
      total: 84_500 + i * 12_250,
      buyer_limit: 50_000,
      po_number: i % 2 === 0 ? `PO-2026/${String(417 + i).padStart(4, '0')}` : null,
      createdAt: `2026-03-${String(10 + (i % 18)).padStart(2, '0')}T09:30:00.000Z`,
      expires_at: `2026-03-${String(13 + (i % 15)).padStart(2, '0')}T09:30:00.000Z`,
      lines: [
        { item: `item-${i + 1}-a`, name: 'Ryzen 7 7800X3D processor', quantity: 2, unit_price: 38_500 },
        {
          item: `item-${i + 1}-b`,
          name: 'Corsair 32 GB DDR5 6000 memory kit',
          quantity: 1,
          unit_price: 7_500 + i * 12_250,
        },
      ],
    };
  });
}

/** A purchase awaiting approval with long names, a cleared limit and many lines. */
export const longApproval: ApprovalEntry = {
  ...sampleApprovals(1)[0]!,
  _id: 'purchase-awaiting-long',
  buyer: { name: longMember.name, email: longMember.email },
  buyer_limit: null,
  po_number: 'PO-2026/0417-IT #12.a_b 0123456789X',
  total: 12_45_678.5,
  lines: Array.from({ length: 5 }, (_, i) => ({
    item: `item-long-${i}`,
    name: 'ASUS ROG Strix GeForce RTX 4090 OC Edition 24 GB GDDR6X graphics card with triple fans',
    quantity: i + 1,
    unit_price: 2_49_135.7,
  })),
};
