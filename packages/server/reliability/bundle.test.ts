// The server as deployed (packages/server/build.ts): the bundle starts, answers the public reads
// and the OpenAPI document, and imports nothing but Node's modules and the server's dependencies;
// the emails' React is a chunk of its own, loaded with the first email.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, serverBundle } from '../build.ts';
import { createTestDatabase, type TestDatabase } from '@storefront/devstack/database';
import { startMailCatcher, type MailCatcher } from '@storefront/devstack/mail-catcher';
import { startServer, type ServerProcess } from '@storefront/devstack/server';
import { query } from './support/db-state.ts';

describe('the server bundle', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let mail: MailCatcher;

  beforeAll(async () => {
    await buildServer();
    mail = await startMailCatcher();
    database = await createTestDatabase({ kind: 'sqlite', name: 'bundle' });
    server = await startServer({
      main: serverBundle,
      env: { DATABASE_URL: database.url, SEED_DEMO: 'true', SMTP_URL: mail.smtpUrl },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await mail?.stop();
  });

  it('imports only node: modules and the server package’s own dependencies, and React only when mail goes out', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const chunks = join(dirname(serverBundle), 'chunks');
    const files = [
      serverBundle,
      ...readdirSync(chunks)
        .filter((f) => f.endsWith('.js'))
        .map((f) => join(chunks, f)),
    ];
    const importsOf = (file: string) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          // esbuild writes every specifier in double quotes (comments quoting code use single ones).
          /(?:^|\n)(?:import|export)\s[^"]*?from\s*"([^"]+)"|(?:^|\n)import\s*"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g,
        ),
      ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
    const specifiers = files.flatMap(importsOf);
    expect(specifiers.length).toBeGreaterThan(5);
    const packageOf = (specifier: string) =>
      specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
    const outside = specifiers.filter(
      (specifier) =>
        !specifier.startsWith('node:') &&
        !specifier.startsWith('./') &&
        !specifier.startsWith('../') &&
        !(packageOf(specifier) in manifest.dependencies) &&
        // react-email's optional pretty-printing, left out of the build and never asked for.
        packageOf(specifier) !== 'prettier',
    );
    expect(outside).toEqual([]);
    expect(specifiers.filter((specifier) => specifier.startsWith('@storefront/'))).toEqual([]);
    // What main.js loads at start (its static imports) holds no React: that comes with the first email.
    const atStart = readFileSync(serverBundle, 'utf8');
    const staticChunks = [...atStart.matchAll(/from\s*"\.\/chunks\/([^"]+)"/g)].map((m) => join(chunks, m[1]!));
    expect(staticChunks.length).toBeGreaterThan(0);
    for (const chunk of staticChunks) expect(readFileSync(chunk, 'utf8'), chunk).not.toContain('react.production');
    expect(atStart).toMatch(/import\("\.\/chunks\/[^"]+"\)/);
  });

  it('renders and sends an email from its outbox (React, bundled in its own chunk, runs as ES modules)', async () => {
    const data = {
      orderId: 'o1',
      orderNumber: 'CC-000001',
      customerName: 'Bundle Buyer',
      customerEmail: 'bundle@example.com',
      itemName: 'Club Core X8 Processor',
      quantity: 2,
      unitPrice: 100,
      total: 200,
      address: 'Road 1',
      phone: '017',
      note: null,
      at: '2026-11-25T08:00:00.000Z',
    };
    await query(
      database.url,
      "insert into notices (id, template, recipient, subject, data, next_attempt_at, created_at) values ('bundle-1', 'placed', 'bundle@example.com', 'Your order CC-000001 is placed', ?, '2000-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z')",
      [JSON.stringify(data)],
    );
    const sent = await mail.waitFor((m) => m.to.includes('bundle@example.com'));
    expect(sent.html).toContain('Club Core X8 Processor');
    expect(sent.text).toContain('BDT 200');
  });

  it('seeds a fresh database in a child process: sharp (libvips) never loads into the server', async () => {
    // The first seed draws the items' pictures with sharp; in the server itself, libvips and
    // what the seed wrote would stay resident for good (docs/operations.md, "Memory").
    const items = (await (await fetch(`${server.url}/api/item`)).json()) as { image: string }[];
    expect(items.length).toBeGreaterThan(30);
    const maps = readFileSync(`/proc/${server.pid}/maps`, 'utf8');
    expect(maps).toContain('node');
    expect(maps).not.toContain('libvips');
  });

  it('answers the catalog, an item and the OpenAPI document', async () => {
    const items = (await (await fetch(`${server.url}/api/item`)).json()) as { _id: string }[];
    expect(items.length).toBeGreaterThan(0);
    const one = await fetch(`${server.url}/api/item/${items[0]!._id}`);
    expect(one.status).toBe(200);
    const openapi = await fetch(`${server.url}/api/openapi.json`);
    expect(openapi.status).toBe(200);
    expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });
});
