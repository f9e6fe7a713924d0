// Languages (requirements §16), the server's part: the account remembers its language (PUT
// user/language, read back in the profile), each outbox email is written in its recipient's, and
// the public pages answer at their English URLs and under /bn/ with <html lang>, hreflang
// alternates from PUBLIC_ORIGIN, their own canonical, the sitemap in both languages and the
// server-drawn first view told the page's language. The URL alone decides a page's language.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatter } from '@lingui/format-po';
import {
  apiPaths,
  firstViewSlot,
  INITIAL_ANSWERS_ID,
  languageInputSchema,
  messages,
  tokenAnswerSchema,
  userSchema,
  type User,
} from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { newId, nowIso } from '../src/db/util.ts';
import { TEST_PASSWORD } from '@storefront/devstack/login';
import { expectError, expectFieldError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

// A built app in miniature: the head markers, the first view's slot, and a renderer that says
// which language it was asked for.
const appDist = mkdtempSync(join(tmpdir(), 'languages-app-'));
writeFileSync(
  join(appDist, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<!--seo--><title>Default title</title><!--/seo-->
</head><body><div id="root">${firstViewSlot}</div></body></html>`,
);
mkdirSync(join(appDist, 'ssr'));
// The build's Bangla first paint (here the same shell) and the Bangla typeface's preload for /bn/ heads.
const BANGLA_PRELOAD = '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/bangla-test.woff2">';
writeFileSync(
  join(appDist, 'ssr', 'first-paint.json'),
  JSON.stringify({ en: '<div id="root">', bn: '<div id="root">', bnHead: BANGLA_PRELOAD }),
);
writeFileSync(
  join(appDist, 'ssr', 'first-view.js'),
  `export const renderItemFirstView = (item, locale) => '<p data-view="item" data-locale="' + locale + '"></p>';
   export const renderCatalogFirstView = (page, view, locale, specs) => '<p data-view="catalog" data-locale="' + locale + '"' +
     (specs.length ? " data-specs='" + JSON.stringify(specs) + "'" : '') + '></p>';`,
);

const ORIGIN = 'https://shop.example.com';
const STAFF_BN = 'staff.bangla@example.com';
const STAFF_NONE = 'desk@example.com';
const suite = useApiSuite('languages', {
  env: { APP_DIST: appDist, PUBLIC_ORIGIN: ORIGIN, ADMIN_NOTIFY_EMAILS: `${STAFF_BN},${STAFF_NONE}` },
});
let admin: SignedIn;
let buyer: SignedIn;
let db: Db;

beforeAll(async () => {
  admin = await suite.login('admin');
  buyer = await suite.login('buyer');
  db = openDatabase(suite.database.url);
});

afterAll(async () => {
  await db?.destroy();
});

const profile = async (who: SignedIn) => {
  const response = await who.api.get<User>(apiPaths.user(who.email));
  expect(response.status, response.text).toBe(200);
  return userSchema.strict().parse(response.body);
};

describe("the account's language", () => {
  it('is English until the user chooses, then theirs, in their profile', async () => {
    const who = await suite.login('chooser');
    expect((await profile(who)).language).toBe('en');
    const set = await who.api.put(apiPaths.userLanguage, { language: 'bn' });
    expect(set.status, set.text).toBe(200);
    expect(languageInputSchema.strict().parse(set.body)).toEqual({ language: 'bn' });
    expect(set.headers.get('cache-control')).toBe('no-store');
    expect((await profile(who)).language).toBe('bn');
    // Another user's stays theirs.
    expect((await profile(admin)).language).toBe('en');
    expect((await who.api.put(apiPaths.userLanguage, { language: 'en' })).status).toBe(200);
    expect((await profile(who)).language).toBe('en');
  });

  it('is remembered by this browser too: the answer sets the lang cookie for a year, readable by the app', async () => {
    const set = await buyer.api.put(apiPaths.userLanguage, { language: 'bn' });
    expect(set.status, set.text).toBe(200);
    // Over http here: no Secure flag (an https site gets one).
    expect(set.headers.get('set-cookie')).toBe('lang=bn; Path=/; Max-Age=31536000; SameSite=Lax');
    expect((await buyer.api.put(apiPaths.userLanguage, { language: 'en' })).headers.get('set-cookie')).toBe(
      'lang=en; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    // A refused one sets nothing.
    expect((await buyer.api.put(apiPaths.userLanguage, { language: 'xx' })).headers.get('set-cookie')).toBeNull();
  });

  it("is, for a new account, the browser's at its first sign-in (the lang cookie, else Accept-Language); later sign-ins keep it", async () => {
    const firstSignIn = async (name: string, headers: Record<string, string>) => {
      const email = suite.emailOf(name);
      const { idToken } = await suite.emulator.createUser({ email, password: TEST_PASSWORD, displayName: name });
      const exchanged = await suite.api.put<{ token: string }>(
        apiPaths.user(email),
        { email },
        { token: idToken, headers },
      );
      expect(exchanged.status, exchanged.text).toBe(200);
      const own = await suite.api.get<User>(apiPaths.user(email), { token: exchanged.body.token });
      return { email, idToken, token: exchanged.body.token, language: own.body.language };
    };
    expect((await firstSignIn('cookiebn', { cookie: 'other=1; lang=bn' })).language).toBe('bn');
    expect((await firstSignIn('acceptbn', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' })).language).toBe('bn');
    expect((await firstSignIn('cookiewins', { cookie: 'lang=en', 'accept-language': 'bn' })).language).toBe('en');
    const plain = await firstSignIn('plain', { 'accept-language': 'fr;q=x,,;' });
    expect(plain.language).toBe('en');
    // An existing account keeps its own whatever the browser says.
    const again = await suite.api.put(
      apiPaths.user(plain.email),
      { email: plain.email },
      {
        token: plain.idToken,
        headers: { cookie: 'lang=bn' },
      },
    );
    expect(again.status, again.text).toBe(200);
    expect((await suite.api.get<User>(apiPaths.user(plain.email), { token: plain.token })).body.language).toBe('en');
  });

  it("is in the token exchange's answer, for the app to show as a session starts on another device", async () => {
    const email = suite.emailOf('newdevice');
    const { idToken } = await suite.emulator.createUser({ email, password: TEST_PASSWORD, displayName: 'New Device' });
    const exchange = (headers: Record<string, string>) =>
      suite.api.put(apiPaths.user(email), { email }, { token: idToken, headers });
    const first = await exchange({ cookie: 'lang=en' });
    expect(first.status, first.text).toBe(200);
    const { token, language } = tokenAnswerSchema.strict().parse(first.body);
    expect(language).toBe('en');
    expect((await suite.api.put(apiPaths.userLanguage, { language: 'bn' }, { token })).status).toBe(200);
    // Another browser, whose cookie says English, is told the account's Bangla.
    const later = await exchange({ cookie: 'lang=en' });
    expect(later.status, later.text).toBe(200);
    expect(tokenAnswerSchema.strict().parse(later.body).language).toBe('bn');
  });

  it('is refused with a field message unless it is exactly en or bn', async () => {
    for (const language of ['xx', 'BN', 'bn-BD', '', ' en', null, 1, ['bn']])
      expectFieldError(await buyer.api.put(apiPaths.userLanguage, { language }), 'language', messages.languageInvalid);
    expectError(await buyer.api.put(apiPaths.userLanguage, {}), 400);
    expect((await profile(buyer)).language).toBe('en');
  });

  it('is set only by a signed-in user', async () => {
    expectError(await suite.api.put(apiPaths.userLanguage, { language: 'bn' }), 401);
    expectError(await suite.api.put(apiPaths.userLanguage, { language: 'bn' }, { token: 'not-a-token' }), 401);
  });

  it('is listed with each user for administrators', async () => {
    const listed = await admin.api.get<User[]>(apiPaths.users);
    expect(listed.status).toBe(200);
    expect(listed.body.every((u) => u.language === 'en' || u.language === 'bn')).toBe(true);
  });
});

describe('emails', () => {
  it("are written in each recipient's language: the buyer's account's, each staff account's, English without one", async () => {
    const who = await suite.login('banglabuyer');
    expect((await who.api.put(apiPaths.userLanguage, { language: 'bn' })).status).toBe(200);
    await db
      .insertInto('users')
      .values({ id: newId(), email: STAFF_BN, name: 'Staff', role: 'admin', created_at: nowIso(), language: 'bn' })
      .execute();
    const item = await suite.addItem(admin, { min_order_quantity: 1 });
    const placed = await who.api.post<{ insertedId: string }>(apiPaths.orderList, {
      item: item._id,
      address: 'House 3, Road 8, Gulshan, Dhaka',
      phone: '01711000003',
      quantity: 1,
    });
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.insertedId;
    // The buyer switches back: the next email follows, the ones written stay as they were.
    expect((await who.api.put(apiPaths.userLanguage, { language: 'en' })).status).toBe(200);
    expect((await admin.api.post(apiPaths.orderStatus(id), { status: 'confirmed' })).status).toBe(200);
    const rows = await db
      .selectFrom('notices')
      .select(['template', 'recipient', 'language'])
      .where('order_id', '=', id)
      .orderBy('seq')
      .execute();
    expect(rows).toEqual([
      { template: 'placed', recipient: who.email, language: 'bn' },
      { template: 'placed-admin', recipient: STAFF_BN, language: 'bn' },
      { template: 'placed-admin', recipient: STAFF_NONE, language: 'en' },
      { template: 'confirmed', recipient: who.email, language: 'en' },
    ]);
  });
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${suite.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A page's head: what crawlers and link previews read first. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

const alternates = (english: string, bangla: string) => [
  `<link rel="alternate" hreflang="en" href="${ORIGIN}${english}" />`,
  `<link rel="alternate" hreflang="bn" href="${ORIGIN}${bangla}" />`,
  `<link rel="alternate" hreflang="x-default" href="${ORIGIN}${english}" />`,
];

describe('pages per language', () => {
  it('answer at the English URLs in English and under /bn/ in Bangla, each its own canonical, naming the other', async () => {
    const item = await suite.addItem(admin, { name: 'Club Bilingual Drive', sku: 'CC-LANG-1' });
    const cases: [string, string, string, string][] = [
      // path, language, English address, Bangla address
      ['/', 'en', '/', '/bn/'],
      ['/bn/', 'bn', '/', '/bn/'],
      ['/bn', 'bn', '/', '/bn/'],
      ['/items', 'en', '/items', '/bn/items'],
      ['/bn/items', 'bn', '/items', '/bn/items'],
      ['/bn/items?q=drive&sort=cheapest', 'bn', '/items', '/bn/items'],
      [`/items/${item._id}`, 'en', `/items/${item._id}`, `/bn/items/${item._id}`],
      [`/bn/items/${item._id}`, 'bn', `/items/${item._id}`, `/bn/items/${item._id}`],
    ];
    for (const [path, language, english, bangla] of cases) {
      const { status, text } = await page(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain(`<html lang="${language}">`);
      const own = language === 'bn' ? bangla : english;
      expect(text, path).toContain(`<link rel="canonical" href="${ORIGIN}${own}" />`);
      for (const link of alternates(english, bangla)) expect(text, path).toContain(link);
    }
    const bn = (await page(`/bn/items/${item._id}`)).text;
    expect(bn).toContain('<title>Club Bilingual Drive | Computer Club Manufacturers Ltd</title>');
    expect(bn).toContain(`<meta property="og:url" content="${ORIGIN}/bn/items/${item._id}" />`);
  });

  it('are the app for every other path, in Bangla under /bn/, and 404 for an unknown item in either', async () => {
    expect((await page('/dashboard')).text).toContain('<html lang="en">');
    expect((await page('/bn/dashboard')).text).toContain('<html lang="bn">');
    for (const [path, language] of [
      ['/items/000000000000000000000000', 'en'],
      ['/bn/items/000000000000000000000000', 'bn'],
    ]) {
      const { status, text } = await page(path!);
      expect(status, path).toBe(404);
      expect(text, path).toContain(`<html lang="${language}">`);
    }
  });

  it('give the first view the URL’s language, each drawn apart', async () => {
    const item = await suite.addItem(admin, { sku: 'CC-LANG-2' });
    for (const [path, view, locale] of [
      [`/items/${item._id}`, 'item', 'en'],
      [`/bn/items/${item._id}`, 'item', 'bn'],
      [`/items/${item._id}`, 'item', 'en'],
      ['/items', 'catalog', 'en'],
      ['/bn/items', 'catalog', 'bn'],
      ['/bn/items?category=storage', 'catalog', 'bn'],
    ])
      expect((await page(path!)).text, path).toContain(`<p data-view="${view}" data-locale="${locale}"></p>`);
  });

  it('draw the catalog with the URL’s spec filters, its answer inlined under the address the app asks the API', async () => {
    const inlined = (html: string) =>
      Object.keys(
        JSON.parse(
          new RegExp(`<script id="${INITIAL_ANSWERS_ID}" type="application/json">(.*?)</script>`, 's').exec(html)![1]!,
        ),
      );
    // The app writes them sorted by key after the other filters (app specs/catalogSpecs.ts).
    const { text } = await page('/bn/items?spec.socket=AM5&category=motherboards&spec.memory_slots.min=৪');
    expect(text).toContain(
      `data-specs='[{"key":"memory_slots","kind":"range","min":4},{"key":"socket","kind":"values","values":["AM5"]}]'`,
    );
    expect(inlined(text)).toEqual([
      `${apiPaths.itemSearch}?category=motherboards&spec.memory_slots.min=4&spec.socket=AM5`,
    ]);
    // One refused (no such socket): none, as the app reads the URL then.
    const refused = (await page('/items?category=motherboards&spec.socket=AM9&spec.memory_slots.min=4')).text;
    expect(refused).toContain('<p data-view="catalog" data-locale="en"></p>');
    expect(inlined(refused)).toEqual([`${apiPaths.itemSearch}?category=motherboards`]);
  });

  it('preload the Bangla typeface on Bangla pages alone, in their head', async () => {
    const item = await suite.addItem(admin, { sku: 'CC-LANG-FONT' });
    for (const path of ['/bn/', '/bn/items', `/bn/items/${item._id}`, '/bn/dashboard'])
      expect(headOf((await page(path)).text), path).toContain(BANGLA_PRELOAD);
    for (const path of ['/', '/items', `/items/${item._id}`, '/dashboard'])
      expect((await page(path)).text, path).not.toContain('bangla-test.woff2');
  });

  it('depend on the URL alone, never the cookie or Accept-Language, so shared caches need no Vary for them', async () => {
    const item = await suite.addItem(admin, { sku: 'CC-LANG-3' });
    for (const path of ['/', '/items', `/items/${item._id}`, '/bn/', '/bn/items', `/bn/items/${item._id}`]) {
      const plain = await page(path, { 'accept-encoding': 'identity' });
      const variants: Record<string, string>[] = [
        { cookie: 'lang=bn' },
        { cookie: 'lang=en' },
        { 'accept-language': 'bn-BD,bn;q=0.9' },
        { 'accept-language': 'en-US', cookie: 'lang=bn' },
      ];
      for (const headers of variants) {
        const other = await page(path, { ...headers, 'accept-encoding': 'identity' });
        expect(other.status, path).toBe(plain.status);
        expect(other.text, `${path} ${JSON.stringify(headers)}`).toBe(plain.text);
      }
      expect(plain.headers.get('vary') ?? '', path).not.toMatch(/cookie|accept-language/i);
      expect(plain.headers.get('set-cookie'), path).toBeNull();
    }
    // Home is never redirected by the browser's language.
    const home = await fetch(`${suite.url}/`, { headers: { 'accept-language': 'bn-BD' }, redirect: 'manual' });
    expect(home.status).toBe(200);
  });
});

/** The web catalog's Bangla for `id` (what the app says), its `{values}` filled. */
async function bangla(id: string, values: Record<string, string> = {}): Promise<string> {
  const po = readFileSync(new URL('../../ui/src/locales/bn.po', import.meta.url), 'utf8');
  const translation = (await formatter().parse(po, {} as never))[id]?.translation;
  if (!translation) throw new Error(`no Bangla for ${id}`);
  return translation.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
}

const SITE = 'Computer Club Manufacturers Ltd';
const productOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

describe("a page's head", () => {
  it("is in Bangla on an item's /bn/ page: its Bangla name and description, the price in Bangla digits, the category's Bangla name", async () => {
    const item = await suite.addItem(admin, {
      name: 'Club Head Drive',
      name_bn: 'ক্লাব হেড ড্রাইভ',
      short_description: 'A fast drive',
      short_description_bn: 'দ্রুত একটি ড্রাইভ',
      price_per_unit: 123456,
      category: 'storage',
      sku: 'CC-LANG-HEAD',
    });
    const bn = headOf((await page(`/bn/items/${item._id}`)).text);
    const description = await bangla('page.item.description', {
      price: '৳ ১,২৩,৪৫৬',
      description: 'দ্রুত একটি ড্রাইভ',
    });
    expect(bn).toContain(`<title>ক্লাব হেড ড্রাইভ | ${SITE}</title>`);
    expect(bn).toContain(`<meta name="description" content="${description}" />`);
    expect(bn).toContain('<meta property="og:title" content="ক্লাব হেড ড্রাইভ" />');
    expect(bn).toContain(`<meta property="og:description" content="${description}" />`);
    expect(productOf(bn)).toMatchObject({
      name: 'ক্লাব হেড ড্রাইভ',
      description: 'দ্রুত একটি ড্রাইভ',
      category: await bangla('category.storage'),
      offers: { price: '123456.00', priceCurrency: 'BDT' },
    });
    // The English page as before.
    const en = headOf((await page(`/items/${item._id}`)).text);
    expect(en).toContain(`<title>Club Head Drive | ${SITE}</title>`);
    expect(en).toContain('<meta name="description" content="BDT 1,23,456. A fast drive" />');
    expect(productOf(en)).toMatchObject({ name: 'Club Head Drive', description: 'A fast drive', category: 'Storage' });
  });

  it("says an item's English name and description on its /bn/ page when it has no Bangla ones", async () => {
    const item = await suite.addItem(admin, {
      name: 'Club Plain Fan',
      short_description: 'A quiet fan',
      price_per_unit: 1500,
      sku: 'CC-LANG-PLAIN',
    });
    const bn = headOf((await page(`/bn/items/${item._id}`)).text);
    expect(bn).toContain(`<title>Club Plain Fan | ${SITE}</title>`);
    const description = await bangla('page.item.description', { price: '৳ ১,৫০০', description: 'A quiet fan' });
    expect(bn).toContain(`<meta name="description" content="${description}" />`);
  });

  it("is the catalog's and home's in each language, with the titles the app sets", async () => {
    const catalog = headOf((await page('/bn/items?sort=cheapest')).text);
    const products = `${await bangla('page.catalog.title')} | ${SITE}`;
    expect(catalog).toContain(`<title>${products}</title>`);
    expect(catalog).toContain(`<meta name="description" content="${await bangla('page.catalog.description')}" />`);
    expect(catalog).toContain(`<meta property="og:title" content="${products}" />`);
    expect(headOf((await page('/items')).text)).toContain(`<title>Products | ${SITE}</title>`);

    for (const path of ['/bn/', '/bn']) {
      const home = headOf((await page(path)).text);
      expect(home, path).toContain(`<title>${SITE} | ${await bangla('page.tagline')}</title>`);
      expect(home, path).toContain(`<meta name="description" content="${await bangla('page.home.description')}" />`);
      expect(home, path).toContain(`<meta property="og:description" content="${await bangla('page.home.preview')}" />`);
      expect(home, path).not.toContain('Default title');
    }
    const home = headOf((await page('/')).text);
    expect(home).toContain(`<title>${SITE} | Computer parts made from A to Z</title>`);
    expect(home).toContain(
      '<meta name="description" content="Computer Club Manufacturers Ltd builds computer parts from A to Z. Browse our latest items, read customer reviews and place orders in BDT." />',
    );
  });
});

describe('the sitemap', () => {
  it('lists home, the catalog and every item page in both languages, each with its alternates', async () => {
    const item = await suite.addItem(admin, { sku: 'CC-LANG-4' });
    const { status, text } = await page('/sitemap.xml');
    expect(status).toBe(200);
    expect(text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const [english, bangla] of [
      ['/', '/bn/'],
      ['/items', '/bn/items'],
      ['/builder', '/bn/builder'],
      [`/items/${item._id}`, `/bn/items/${item._id}`],
    ]) {
      const links =
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${english}"/>` +
        `<xhtml:link rel="alternate" hreflang="bn" href="${ORIGIN}${bangla}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${english}"/>`;
      expect(text).toContain(`<url><loc>${ORIGIN}${english}</loc>${links}</url>`);
      expect(text).toContain(`<url><loc>${ORIGIN}${bangla}</loc>${links}</url>`);
    }
    // Pages with no Bangla address are listed once, as before.
    expect(text).toContain(`<url><loc>${ORIGIN}/blogs</loc></url>`);
    expect(text).not.toContain('/bn/blogs');
  });
});
