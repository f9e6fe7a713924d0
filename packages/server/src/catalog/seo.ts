// What search engines and link previews read without running JavaScript (requirements §12.3): an
// item page's own title, description, Open Graph tags and JSON-LD Product with its Offer, put into
// the app's index.html by the server; the sitemap of every live item page; robots.txt. Each page's
// texts in its language (§16): the titles the app sets as it runs, an item's Bangla name and short
// description on its /bn/ page (its English where it has none), Bangla digits in its price.
import {
  categoryMessage,
  company,
  documentTitle,
  formatBdt,
  languages,
  localizedItem,
  localizedPath,
  pageHeadMessages,
  stockLevel,
  type Item,
  type Language,
} from '@storefront/shared';
import { alternateLinks, alternatesOf, isTranslated } from '../http/languages.ts';
import { sayPageText } from '../http/page-texts.ts';
import { inlineJson } from '../http/spa.ts';

export const SITE_NAME = company.name;

/** Static pages a crawler may list (the signed-in ones are not for it). */
export const STATIC_PAGES = ['/', '/items', '/builder', '/blogs', '/my-portfolio'] as const;

/** A sitemap file holds at most 50,000 addresses; ours hold fewer, so a page never nears the limit. */
export const SITEMAP_PAGE_SIZE = 40_000;

/** Items per sitemap file: each item's page is listed once per language (requirements §16). */
export const ITEMS_PER_SITEMAP = SITEMAP_PAGE_SIZE / languages.length;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const escapeXml = escapeHtml;

/** A description fit for a result snippet: one line, at most 160 characters, cut at a word. */
export function snippet(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

const availability = {
  'in-stock': 'https://schema.org/InStock',
  'low-stock': 'https://schema.org/LimitedAvailability',
  'out-of-stock': 'https://schema.org/OutOfStock',
} as const;

/**
 * The page's largest picture asked for with the HTML, not once the app has rendered it: the item's
 * image on its page, the first card's on the catalog (Lighthouse's LCP had a long "resource load
 * delay" before: bench/README.md, Lighthouse). Same address as the `<img>`, so the browser uses what it preloaded.
 */
export function imagePreload(src: string): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}" />`;
}

/** The `<head>` tags of an item's page in `language` (its canonical is its own address). */
export function itemHead(item: Item, origin: string, language: Language = 'en'): string {
  const path = `/items/${encodeURIComponent(item._id)}`;
  const url = `${origin}${localizedPath(path, language)}`;
  const image = absolute(origin, item.image);
  const shown = localizedItem(item, language);
  const title = documentTitle(shown.name, '');
  const description = snippet(
    sayPageText(language, pageHeadMessages.itemDescription, {
      price: formatBdt(item.price_per_unit, { locale: language }),
      description: shown.short_description,
    }),
  );
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: shown.name,
    sku: item.sku,
    description: shown.short_description,
    image,
    url,
    ...(item.category ? { category: sayPageText(language, categoryMessage(item.category)) } : {}),
    brand: { '@type': 'Brand', name: 'Computer Club' },
    offers: {
      '@type': 'Offer',
      url,
      price: item.price_per_unit.toFixed(2),
      priceCurrency: 'BDT',
      availability: availability[stockLevel(item)],
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: item.min_order_quantity },
    },
  };
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternateLinks(origin, path),
    `<meta property="og:type" content="product" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(shown.name)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="product:price:amount" content="${item.price_per_unit.toFixed(2)}" />`,
    `<meta property="product:price:currency" content="BDT" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<script type="application/ld+json">${inlineJson(product)}</script>`,
    imagePreload(item.image),
  ].join('\n    ');
}

/** The catalog page's `<head>` tags in `language`; `firstImage`: the first card's picture for this view. */
export function catalogHead(origin: string, firstImage?: string, language: Language = 'en'): string {
  const title = escapeHtml(documentTitle(sayPageText(language, pageHeadMessages.catalogTitle), ''));
  const description = escapeHtml(sayPageText(language, pageHeadMessages.catalogDescription));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(`${origin}${localizedPath('/items', language)}`)}" />`,
    ...alternateLinks(origin, '/items'),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(firstImage ? [imagePreload(firstImage)] : []),
  ].join('\n    ');
}

/**
 * A sitemap `<urlset>` of these English paths: a page with an address per language (requirements
 * §16) is listed in each, every entry naming the others with `xhtml:link` alternates.
 */
export function urlset(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    if (!isTranslated(path)) return [`<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`];
    const alternates = alternatesOf(origin, path)
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('');
    return languages.map(
      (language) => `<url><loc>${escapeXml(`${origin}${localizedPath(path, language)}`)}</loc>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A sitemap index of these sitemap paths. */
export function sitemapIndex(origin: string, paths: readonly string[]): string {
  const maps = paths.map((path) => `<sitemap><loc>${escapeXml(`${origin}${path}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

/** Crawlers: everything public, not the signed-in pages nor the API; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /purchase/',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /forgot-password',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
