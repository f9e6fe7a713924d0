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
} as const;
