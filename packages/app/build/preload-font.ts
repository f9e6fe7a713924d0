// Preloads the brand typeface (packages/ui/src/theme.css) from index.html: the browser would
// otherwise discover the font only after the stylesheet has arrived and the first text is laid
// out, and swap it in late (a visible reflow on a slow phone).
import type { Plugin } from 'vite';

export function preloadFont(fileName: string): Plugin {
  return {
    name: 'storefront:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const font = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(fileName)),
        );
        if (!font) throw new Error(`preload-font: no ${fileName} in the build`);
        const link = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.fileName}">`;
        return html.replace('</head>', `${link}\n</head>`);
      },
    },
  };
}
