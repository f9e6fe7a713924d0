// An item's page drawn by the server before the app runs (requirements §12.2; http/first-views.ts):
// the app build's renderer writes the item into the first paint's slot, and the item's API answer
// is inlined for the app to start from. Here a stand-in renderer; e2e/first-paint.spec.ts runs the
// real one (packages/app/build/FirstView.tsx) against the app's own drawing of the page.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, firstViewSlot, INITIAL_ANSWERS_ID } from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { itemEditOf, useApiSuite } from './support/suite.ts';

const appDist = mkdtempSync(join(tmpdir(), 'first-view-app-'));
writeFileSync(
  join(appDist, 'index.html'),
  `<!doctype html><html lang="en"><head><!--seo--><title>Default title</title><!--/seo--></head><body><div id="root"><div inert>navbar${firstViewSlot}</div></div></body></html>`,
);
mkdirSync(join(appDist, 'ssr'));
const renderer = join(appDist, 'ssr', 'first-view.js');

/** A stand-in renderer: `tag` tells its builds apart; an item named "boom..." makes it throw. */
function writeRenderer(tag: string, at: Date) {
  writeFileSync(
    renderer,
    `export function renderItemFirstView(item) {
      if (item.name.startsWith('boom')) throw new Error('boom');
      return '<p data-build="${tag}">' + item.name.replace(/&/g, '&amp;').replace(/</g, '&lt;') + ' $& </p>';
    }`,
  );
  utimesSync(renderer, at, at);
}
writeRenderer('one', new Date(2026, 0, 1));

const suite = useApiSuite('first-view', { env: { APP_DIST: appDist } });
let admin: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
});

const html = async (path: string) => {
  const response = await fetch(`${suite.url}${path}`);
  return { status: response.status, text: await response.text() };
};

function answers(text: string): Record<string, unknown> | undefined {
  const match = new RegExp(`<script id="${INITIAL_ANSWERS_ID}" type="application/json">(.*?)</script>`, 's').exec(text);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

describe("an item's first view", () => {
  it('is drawn in the first paint, with the item as the API gives it inlined for the app', async () => {
    const item = await suite.addItem(admin, { name: 'Club <b>Bold</b> Router', sku: 'CC-FV-1' });
    const { status, text } = await html(`/items/${item._id}`);
    expect(status).toBe(200);
    expect(text).toContain('<div inert>navbar<p data-build="one">Club &lt;b>Bold&lt;/b> Router $& </p></div>');
    expect(text).not.toContain(firstViewSlot);
    const api = await (await fetch(`${suite.url}/api${apiPaths.item(item._id)}`)).json();
    expect(answers(text)).toEqual({ [apiPaths.item(item._id)]: api });
  });

  it("is read through the API's cache, so an edit shows on the page at once", async () => {
    const item = await suite.addItem(admin, { name: 'Club Cached Switch', sku: 'CC-FV-4' });
    expect((await html(`/items/${item._id}`)).text).toContain('Club Cached Switch');
    await fetch(`${suite.url}/api${apiPaths.item(item._id)}`); // the same entry, read again
    const edited = await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { name: 'Club Edited Switch' }));
    expect(edited.status).toBe(200);
    const { text } = await html(`/items/${item._id}`);
    expect(text).toContain('data-build="one">Club Edited Switch');
    expect(answers(text)).toEqual({ [apiPaths.item(item._id)]: edited.body });
  });

  it('is drawn by the new renderer once the app is built again', async () => {
    const item = await suite.addItem(admin, { sku: 'CC-FV-2' });
    expect((await html(`/items/${item._id}`)).text).toContain('data-build="one"');
    writeRenderer('two', new Date(2026, 0, 2));
    expect((await html(`/items/${item._id}`)).text).toContain('data-build="two"');
  });

  it('is left out, the page still sent, when the renderer fails', async () => {
    const item = await suite.addItem(admin, { name: 'boom box', sku: 'CC-FV-3' });
    const { status, text } = await html(`/items/${item._id}`);
    expect(status).toBe(200);
    expect(text).toContain('<title>boom box');
    expect(text).not.toContain('data-build');
    expect(answers(text)).toBeUndefined();
  });

  it('is not drawn for an unknown item, nor on other pages', async () => {
    for (const path of ['/items/000000000000000000000000', '/items', '/']) {
      const { text } = await html(path);
      expect(text, path).not.toContain('data-build');
      expect(answers(text), path).toBeUndefined();
    }
  });

  it('comes from a renderer the server never serves', async () => {
    expect((await html('/ssr/first-view.js')).status).toBe(404);
  });
});
