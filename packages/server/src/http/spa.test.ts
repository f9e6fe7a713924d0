import { firstViewSlot, INITIAL_ANSWERS_ID, landingOnly } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { injectConfig, landingVariants, withFirstView } from './spa.ts';

const links = '<link rel="modulepreload" crossorigin href="/assets/Home-abc.js">';
const hero = '<section aria-labelledby="hero-heading"><h1 id="hero-heading">Welcome</h1></section>';
const built = `<html><head><script type="module" src="/assets/index-1.js"></script>${landingOnly.start}${links}${landingOnly.end}\n</head><body><div id="root"><div class="shell">${landingOnly.start}${hero}${landingOnly.end}</div></div></body></html>`;

describe('index.html', () => {
  it("keeps the landing page's preload links and hero on the landing page only", () => {
    const { landing, other } = landingVariants(built);
    expect(landing).toContain(links);
    expect(landing).toContain(`<div class="shell">${hero}</div>`);
    expect(other).toContain('<div class="shell"></div></div></body></html>');
    expect(other).not.toContain('hero-heading');
    expect(landing).not.toContain(landingOnly.start);
    expect(landing).not.toContain(landingOnly.end);
    expect(other).not.toContain('Home-abc.js');
    expect(other).not.toContain(landingOnly.start);
    expect(other).toContain('/assets/index-1.js');
  });

  it('leaves a page without the markers as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(landingVariants(plain)).toEqual({ landing: plain, other: plain });
  });

  it('leaves an unclosed marker as it is', () => {
    const broken = `<html><head>${landingOnly.start}${links}</head></html>`;
    expect(landingVariants(broken)).toEqual({ landing: broken, other: broken });
  });

  it('inlines the configuration as JSON that cannot close its script element', () => {
    const html = injectConfig('<html><head></head></html>', {
      firebase: { apiKey: 'k', authDomain: 'a', projectId: 'p' },
      contactEmail: '</script><script>alert(1)</script>@example.com',
      timeZone: 'Asia/Dhaka',
      vatRateDefault: 15,
      payment_methods: ['cod'],
      cod_advance_above: 20000,
    });
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script id="app-config" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).contactEmail).toBe('</script><script>alert(1)</script>@example.com');
  });

  it("draws a page's first view in the shell's slot and inlines its answers as JSON that cannot close its script", () => {
    const shell = `<html><head></head><body><div id="root"><div inert>nav${firstViewSlot}</div></div></body></html>`;
    const name = '</script><script>alert(1)</script> $& $1';
    const html = withFirstView(shell, { html: '<p>Club $& Router</p>', answers: { '/item/x': { name } } });
    expect(html).toContain('<div inert>nav<p>Club $& Router</p></div>');
    expect(html).not.toContain(firstViewSlot);
    expect(html).not.toContain('</script><script>alert(1)');
    const json = new RegExp(
      `<script id="${INITIAL_ANSWERS_ID}" type="application/json">(.*?)</script>\\n</body>`,
      's',
    ).exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual({ '/item/x': { name } });
  });
});
