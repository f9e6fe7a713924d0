import { describe, expect, it } from 'vitest';
import {
  companyInputSchema,
  companyOrdersQuerySchema,
  companyPatchSchema,
  companyRoleLabels,
  invitationInputSchema,
  memberPatchSchema,
} from './companies.ts';
import { messages } from './messages.ts';

/** The first message of each field, as the API's 400 answers them. */
function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } }, v: unknown) {
  const result = schema.safeParse(v);
  const errors: Record<string, string> = {};
  for (const issue of (result.error?.issues ?? []) as { path: PropertyKey[]; message: string }[])
    errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const company = {
  name: 'Rahim Traders Ltd',
  bin: '000123456-0101',
  trade_licence: 'TRAD/DSCC/012345/2024',
  billing_address: 'House 12, Road 5, Dhanmondi, Dhaka',
  district: 'dhaka',
};

describe('a company (requirements §20.1)', () => {
  it('takes its five fields, the BIN kept as 13 digits (Bangla digits, dashes and spaces accepted)', () => {
    expect(companyInputSchema.parse(company).bin).toBe('0001234560101');
    expect(companyInputSchema.parse({ ...company, bin: '০০০১২৩৪৫৬ ০১০১' }).bin).toBe('0001234560101');
  });

  it('refuses each field with its own message', () => {
    expect(
      errorsOf(companyInputSchema, { name: ' ', bin: '12345', trade_licence: '', billing_address: '', district: 'x' }),
    ).toEqual({
      name: messages.companyNameRequired,
      bin: messages.binInvalid,
      trade_licence: messages.tradeLicenceRequired,
      billing_address: messages.billingAddressRequired,
      district: messages.districtRequired,
    });
    expect(errorsOf(companyInputSchema, { ...company, bin: undefined })).toEqual({ bin: messages.binInvalid });
  });

  it('keeps the name and the trade licence on one line and within their lengths', () => {
    expect(errorsOf(companyInputSchema, { ...company, name: 'Rahim\nTraders' })).toEqual({
      name: messages.singleLine,
    });
    expect(errorsOf(companyInputSchema, { ...company, name: 'x'.repeat(121) })).toEqual({
      name: messages.tooLong(120),
    });
    expect(errorsOf(companyInputSchema, { ...company, trade_licence: 'x'.repeat(41) })).toEqual({
      trade_licence: messages.tooLong(40),
    });
    expect(errorsOf(companyInputSchema, { ...company, billing_address: 'x'.repeat(301) })).toEqual({
      billing_address: messages.tooLong(300),
    });
    // The billing address may take several lines.
    expect(companyInputSchema.safeParse({ ...company, billing_address: 'House 12\nDhaka' }).success).toBe(true);
  });

  it('is changed by a patch of at least one field', () => {
    expect(companyPatchSchema.parse({ name: ' New name ' })).toEqual({ name: 'New name' });
    expect(errorsOf(companyPatchSchema, {})).toEqual({ '': messages.companyPatchEmpty });
    expect(errorsOf(companyPatchSchema, { bin: '1' })).toEqual({ bin: messages.binInvalid });
  });
});

describe('invitations and members (requirements §20.2)', () => {
  it('invite an email address, lower-cased, with one of the three roles', () => {
    expect(invitationInputSchema.parse({ email: ' Karim@Example.com ', role: 'buyer' })).toEqual({
      email: 'karim@example.com',
      role: 'buyer',
    });
    expect(errorsOf(invitationInputSchema, { email: 'karim@example.com', role: 'owner' })).toEqual({
      role: messages.companyRoleInvalid,
    });
    expect(errorsOf(memberPatchSchema, { role: 'owner' })).toEqual({ role: messages.companyRoleInvalid });
    // A member's change is a role, an order limit (requirements §20.4), or both: never nothing.
    expect(errorsOf(memberPatchSchema, {})).toEqual({ '': messages.memberPatchEmpty });
    expect(memberPatchSchema.parse({ order_limit: null })).toEqual({ order_limit: null });
    expect(memberPatchSchema.parse({ role: 'buyer', order_limit: 25_000.5 })).toEqual({
      role: 'buyer',
      order_limit: 25_000.5,
    });
    for (const bad of [-1, 0.001, '5000', 1e13])
      expect(errorsOf(memberPatchSchema, { order_limit: bad })).toEqual({ order_limit: messages.orderLimitInvalid });
    expect(companyRoleLabels).toEqual({ admin: 'Admin', approver: 'Approver', buyer: 'Buyer' });
  });

  it("filter the company's orders to the reader's own with mine=true", () => {
    expect(companyOrdersQuerySchema.parse({ mine: 'true', limit: '20' })).toEqual({ mine: 'true', limit: 20 });
    expect(companyOrdersQuerySchema.parse({ mine: '' })).toEqual({});
    expect(companyOrdersQuerySchema.safeParse({ mine: 'yes' }).success).toBe(false);
  });
});
