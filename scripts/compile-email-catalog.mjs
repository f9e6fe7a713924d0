// The emails' Bangla catalog as a module (docs/requirements.md, "Languages"): the server renders
// its emails from a bundle that cannot read a PO file, so packages/emails/src/locales/bn.ts holds
// bn.po's translations (id to ICU text; a message not yet translated is left out, and shows in
// English). `pnpm i18n:extract` runs this after `lingui extract`; scripts/compile-email-catalog.test.mjs
// fails when bn.ts is stale.
import { formatter } from '@lingui/format-po';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const locales = new URL('../packages/emails/src/locales/', import.meta.url);
export const poFile = fileURLToPath(new URL('bn.po', locales));
export const moduleFile = fileURLToPath(new URL('bn.ts', locales));

/** bn.ts's text for bn.po's text: every translated message, ordered by id. */
export async function emailCatalogModule(po) {
  const catalog = await formatter({ lineNumbers: false }).parse(po);
  const entries = Object.entries(catalog)
    .filter(([, entry]) => entry.translation)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, entry]) => `  ${JSON.stringify(id)}: ${JSON.stringify(entry.translation)},\n`);
  return (
    '// Written by scripts/compile-email-catalog.mjs from bn.po (`pnpm i18n:extract`): edit bn.po, not this file.\n' +
    `export const messages: Record<string, string> = {\n${entries.join('')}};\n`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(moduleFile, await emailCatalogModule(readFileSync(poFile, 'utf8')));
}
