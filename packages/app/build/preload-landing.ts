// Adds modulepreload links for the landing page's chunks (its route module and what it imports,
// less what the entry already loads) to index.html, between the landing-only markers: the browser then
// fetches them beside the entry instead of after it has run (one round trip less before the
// first screen; bench/README.md, Lighthouse).
import { landingOnly } from '@storefront/shared';
import type { Plugin, Rollup } from 'vite';

type Chunk = Rollup.OutputChunk;

/** `from` and every chunk it imports statically, by file name. */
function closure(from: Chunk, chunks: Map<string, Chunk>, into = new Set<string>()): Set<string> {
  if (into.has(from.fileName)) return into;
  into.add(from.fileName);
  for (const name of from.imports) {
    const chunk = chunks.get(name);
    if (chunk) closure(chunk, chunks, into);
  }
  return into;
}

export function preloadLanding(routeModule: string): Plugin {
  return {
    name: 'storefront:preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = new Map(
          Object.values(bundle)
            .filter((output): output is Chunk => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const all = [...chunks.values()];
        const entry = all.find((chunk) => chunk.isEntry);
        const landing = all.find((chunk) => chunk.facadeModuleId?.endsWith(routeModule));
        if (!entry || !landing) throw new Error(`preload-landing: no chunk for ${routeModule} in the build`);
        const loaded = closure(entry, chunks);
        const links = [...closure(landing, chunks)]
          .filter((file) => !loaded.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `${landingOnly.start}${links.join('')}${landingOnly.end}\n</head>`);
      },
    },
  };
}
