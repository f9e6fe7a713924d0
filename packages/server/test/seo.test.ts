// What crawlers and link previews read without JavaScript (requirements §12.3): item pages' head
// tags and JSON-LD in the HTML the server sends, the sitemap, robots.txt.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { useApiSuite } from './support/suite.ts';

// A built app's index.html in miniature: the default head between the markers the server replaces.
const appDist = mkdtempSync(join(tmpdir(), 'seo-app-'));
writeFileSync(
  join(appDist, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<!--seo--><title>Default title</title><meta name="description" content="Default description" /><!--/seo-->
</head><body><div id="root"></div></body></html>`,
);

const ORIGIN = 'https://shop.example.com';
const suite = useApiSuite('seo', { env: { APP_DIST: appDist, PUBLIC_ORIGIN: ORIGIN } });
let admin: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
});

async function page(path: string) {
  const response = await fetch(`${suite.url}${path}`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

interface ProductLd {
  name: string;
  offers: { availability: string };
}

function jsonLd(html: string): ProductLd {
  const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  expect(match, 'no JSON-LD').not.toBeNull();
  return JSON.parse(match![1]!) as ProductLd;
}

describe('item pages for crawlers', () => {
  it('carry their own title, description, Open Graph tags and a Product with its Offer', async () => {
    const item = await suite.addItem(admin, {
      name: 'Club Core X8 Processor',
      short_description: '8-core desktop processor',
      price_per_unit: 28500,
      sku: 'CC-CPU-SEO8',
      category: 'processors',
      image: '/api/images/abc.webp',
    });
    const { status, type, text } = await page(`/items/${item._id}`);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(text).toContain('<title>Club Core X8 Processor | Computer Club Manufacturers Ltd</title>');
    expect(text).not.toContain('Default title');
    expect(text).toContain('<meta name="description" content="BDT 28,500. 8-core desktop processor" />');
    expect(text).toContain('<meta property="og:title" content="Club Core X8 Processor" />');
    expect(text).toContain(`<meta property="og:url" content="${ORIGIN}/items/${item._id}" />`);
    expect(text).toContain(`<meta property="og:image" content="${ORIGIN}/api/images/abc.webp" />`);
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}/items/${item._id}" />`);
    expect(jsonLd(text)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Club Core X8 Processor',
      sku: 'CC-CPU-SEO8',
      category: 'Processors',
      image: `${ORIGIN}/api/images/abc.webp`,
      offers: {
        '@type': 'Offer',
        price: '28500.00',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('say when an item is out of stock', async () => {
    const item = await suite.addItem(admin, { available_quantity: 0, sku: 'CC-SEO-GONE' });
    expect(jsonLd((await page(`/items/${item._id}`)).text).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('escape what an administrator typed', async () => {
    const item = await suite.addItem(admin, {
      name: 'Evil </script><script>alert(1)</script> "quoted" & co',
      sku: 'CC-SEO-EVIL',
    });
    const { text } = await page(`/items/${item._id}`);
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; co');
    expect(jsonLd(text).name).toBe('Evil </script><script>alert(1)</script> "quoted" & co');
  });

  it('answer 404 (with the app, which shows its 404 page) for an unknown or deleted item', async () => {
    const item = await suite.addItem(admin, { sku: 'CC-SEO-DEL' });
    expect((await admin.api.delete(apiPaths.item(item._id))).status).toBe(200);
    for (const path of [`/items/${item._id}`, '/items/000000000000000000000000', '/items/%3Cx%3E']) {
      const { status, text } = await page(path);
      expect(status, path).toBe(404);
      expect(text).toContain('<div id="root">');
      expect(text).toContain('Default title');
    }
  });

  it('gives the catalog page its own title', async () => {
    const { status, text } = await page('/items?q=ssd');
    expect(status).toBe(200);
    expect(text).toContain('<title>Products | Computer Club Manufacturers Ltd</title>');
  });

  // The largest picture starts loading with the HTML (bench/README.md, Lighthouse).
  it("preload the item's picture, and the catalog the first card's of the view the URL asks for", async () => {
    const preload = (src: string) => `<link rel="preload" as="image" fetchpriority="high" href="${src}" />`;
    const item = await suite.addItem(admin, {
      name: 'Club Preload Fan',
      image: '/api/images/fan.webp',
      category: 'cooling',
    });
    expect((await page(`/items/${item._id}`)).text).toContain(preload('/api/images/fan.webp'));
    // The newest item is the plain catalog's first card.
    const newest = await suite.addItem(admin, {
      name: 'Club Preload Monitor',
      image: '/api/images/mon.webp',
      category: 'monitors',
    });
    expect((await page('/items')).text).toContain(preload('/api/images/mon.webp'));
    expect((await page('/items?category=cooling')).text).toContain(preload('/api/images/fan.webp'));
    expect((await page(`/items?q=${encodeURIComponent('preload fan')}`)).text).toContain(
      preload('/api/images/fan.webp'),
    );
    // A view with no match preloads nothing; a URL the API would refuse shows the plain catalog's.
    expect((await page('/items?q=zzzznothing')).text).not.toContain('rel="preload" as="image"');
    expect((await page('/items?sort=cheapest')).text).toContain(preload(newest.image));
  });
});

describe('sitemap and robots.txt', () => {
  it('lists the static pages and every live item page, never a deleted one', async () => {
    const kept = await suite.addItem(admin, { sku: 'CC-SEO-KEEP' });
    const gone = await suite.addItem(admin, { sku: 'CC-SEO-GONE2' });
    expect((await admin.api.delete(apiPaths.item(gone._id))).status).toBe(200);
    const { status, type, text } = await page('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toContain('application/xml');
    expect(text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    for (const path of ['/', '/items', '/builder', '/blogs', '/my-portfolio', `/items/${kept._id}`])
      expect(text).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(text).not.toContain(gone._id);
    expect(text).not.toContain('/dashboard');
    const live = (await suite.api.get<unknown[]>(apiPaths.itemList)).body.length;
    // Home, the catalog, the PC builder and each item page in English and Bangla (requirements §16,
    // §19.5), two more pages in English.
    expect(text.match(/<url>/g)).toHaveLength(2 * (live + 3) + 2);
  });

  it('robots.txt keeps crawlers out of the dashboard and points to the sitemap', async () => {
    const { status, text } = await page('/robots.txt');
    expect(status).toBe(200);
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
