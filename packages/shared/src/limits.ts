// The lengths and sizes every payload keeps to: without zod, so a screen can read them without the schemas.
export const limits = {
  name: 120,
  description: 2000,
  address: 300,
  phone: 30,
  profileField: 200,
  url: 2048,
  quantity: 1_000_000,
  price: 100_000_000,
  email: 254,
  /** An `integer` column (PostgreSQL's int4: a row's seq, an item's version): a larger input is a 400, not the database's error. */
  integerColumn: 2_147_483_647,
  /** The most one item may hold in stock: receipts stop there, leaving room below integerColumn for restocks. */
  stock: 1_000_000_000,
} as const;
