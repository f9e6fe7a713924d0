// A company's shapes as the screens take them (requirements §20.1-§20.3): shared's answers.
export type {
  Company,
  CompanyInput,
  CompanyListEntry,
  CompanyMember,
  CompanyRole,
  Invitation,
  InvitationInput,
} from '@storefront/shared';
