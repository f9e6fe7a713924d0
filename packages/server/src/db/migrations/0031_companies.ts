import { sql, type Kysely } from 'kysely';

// Business customers (issue 35; requirements §20.1 to §20.3):
// - companies: a company of buyers (its BIN 13 digits, its district one of shared `districts`' keys),
//   with who created it; ids random and unguessable (a company's URL tells nothing it does not open);
// - company_members: who is in which company, with a role; a user is in at most one company (the
//   primary key is the user), the company's members listed by its index;
// - company_invitations: an email (lower-cased) invited with a role, open 14 days; a random id (it
//   is the link's); one pending invitation per company and email (a partial unique index);
// - purchases and orders gain the company their buyer was a member of when ordering, null for every
//   row already there: set once, never changed (a member who leaves leaves their orders with it),
//   and orders indexed by it for the company's orders, newest first.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bin', 'varchar(13)', (c) => c.notNull())
    .addColumn('trade_licence', 'text', (c) => c.notNull())
    .addColumn('billing_address', 'text', (c) => c.notNull())
    .addColumn('district', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .execute();
  await db.schema
    .createTable('company_members')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('role', 'varchar(20)', (c) => c.notNull().check(sql`role in ('admin', 'approver', 'buyer')`))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('company_members_company')
    .on('company_members')
    .columns(['company_id', 'joined_at'])
    .execute();
  await db.schema
    .createTable('company_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull().check(sql`role in ('admin', 'approver', 'buyer')`))
    .addColumn('invited_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) =>
      c.notNull().check(sql`status in ('pending', 'accepted', 'declined', 'revoked', 'expired')`),
    )
    .addColumn('decided_at', 'text')
    .execute();
  // One pending invitation per company and email; an invitee's pending ones found by their email.
  await db.schema
    .createIndex('company_invitations_pending')
    .on('company_invitations')
    .columns(['company_id', 'email'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('company_invitations_email').on('company_invitations').column('email').execute();
  for (const table of ['purchases', 'orders'])
    await db.schema.alterTable(table).addColumn('company_id', 'text').execute();
  await db.schema.createIndex('orders_company_seq').on('orders').columns(['company_id', 'seq']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_company_seq').execute();
  for (const table of ['orders', 'purchases']) await db.schema.alterTable(table).dropColumn('company_id').execute();
  await db.schema.dropIndex('company_invitations_email').execute();
  await db.schema.dropIndex('company_invitations_pending').execute();
  await db.schema.dropTable('company_invitations').execute();
  await db.schema.dropIndex('company_members_company').execute();
  await db.schema.dropTable('company_members').execute();
  await db.schema.dropTable('companies').execute();
}
