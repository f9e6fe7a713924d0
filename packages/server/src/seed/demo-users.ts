// The demo accounts: seeded into the database here, created in the Auth emulator by `pnpm start`.
export const DEMO_PASSWORD = 'demo-pass-123';

export interface DemoUser {
  email: string;
  password: string;
  name: string;
  role: 'admin' | 'user';
}

export const demoAdmin: DemoUser = {
  email: 'admin@computerclub.test',
  password: DEMO_PASSWORD,
  name: 'Demo Admin',
  role: 'admin',
};
export const demoCustomer: DemoUser = {
  email: 'customer@computerclub.test',
  password: DEMO_PASSWORD,
  name: 'Demo Customer',
  role: 'user',
};

export const demoUsers: readonly DemoUser[] = [demoAdmin, demoCustomer];
