// The Vite plugins every bundle of the design system uses (the app's build, its first-view
// renderer, Storybook, the stories' tests): Lingui's macros, the catalogs imported as modules, and
// English compiled into the code (docs/requirements.md, "Languages").
//
// Why compile English at build time: Lingui's production runtime reads only compiled messages. A
// macro leaves the English source in the code as an ICU string, which the runtime would need its
// message compiler for (7 kB gzip) or the English catalog (every string of the store, ~12 kB gzip)
// before the first render. Compiled here instead, each message travels in the chunk that uses it,
// as compactly as the string itself, and English pages load no catalog at all.
import { lingui } from '@lingui/vite-plugin';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import MagicString from 'magic-string';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `{ id: '…', message: '…' }` objects, as Lingui's macros write them: the message's string literal. */
function sourceMessages(program: Node): Node[] {
  const found: Node[] = [];
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const properties = (node.properties as Node[]).filter((p) => p.type === 'Property');
      const keyOf = (p: Node) => {
        const key = p.key as Node;
        return key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : '';
      };
      const id = properties.find((p) => keyOf(p) === 'id');
      const message = properties.find((p) => keyOf(p) === 'message');
      const value = message?.value as Node | undefined;
      if (id && value?.type === 'Literal' && typeof value.value === 'string') found.push(value);
    }
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) child.filter(isNode).forEach(visit);
      else if (isNode(child)) visit(child);
    }
  };
  visit(program);
  return found;
}

/** Replaces each macro's English source message with its compiled form. */
export function compiledSourceMessages(): Plugin {
  return {
    name: 'storefront:compiled-source-messages',
    enforce: 'post',
    transform(code, id) {
      if (!/\/packages\/(ui|app)\/src\/.*\.tsx?$/.test(id) || !code.includes('message')) return null;
      const literals = sourceMessages(this.parse(code) as unknown as Node);
      if (literals.length === 0) return null;
      const out = new MagicString(code);
      for (const literal of literals)
        out.overwrite(literal.start, literal.end, JSON.stringify(compileMessage(literal.value as string)));
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) };
    },
  };
}

const TRANS_MODULE = 'storefront-i18n-trans';

/** Lingui for the design system's bundles: macros transformed natively, messages kept for English. */
export function linguiPlugins(): Plugin[] {
  return [
    ...lingui({
      // Wherever the bundle is built from (the app, Storybook, a benchmark): the repository's config.
      configPath: fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url)),
      macroTransform: {
        macro: {
          descriptorFields: 'message',
          // Text values kept as text (src/i18n/Trans.tsx).
          runtimeModules: { Trans: [TRANS_MODULE, 'Trans'] },
        },
      },
    }),
    {
      name: 'storefront:trans',
      enforce: 'pre',
      resolveId: (id) =>
        id === TRANS_MODULE ? fileURLToPath(new URL('../src/i18n/Trans.tsx', import.meta.url)) : null,
    },
    compiledSourceMessages(),
  ];
}
