// The emails' Bangla catalog as a module (docs/requirements.md, "Languages"): the server renders
// its emails from a bundle that cannot read a PO file, so packages/emails/src/locales/bn.ts holds
// bn.po's translations (id to ICU text; a message not yet translated is left out, and shows in
// English). The same for the few of the web's catalog the server writes into pages' heads (§16: a
// /bn/ page's title, description and JSON-LD; the categories' names): packages/server/src/http/
// page-texts.bn.ts. `pnpm i18n:extract` runs this after `lingui extract`;
// scripts/compile-email-catalog.test.mjs fails when either module is stale.
import { formatter } from '@lingui/format-po';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const locales = new URL('../packages/emails/src/locales/', import.meta.url);
export const poFile = fileURLToPath(new URL('bn.po', locales));
export const moduleFile = fileURLToPath(new URL('bn.ts', locales));
export const webPoFile = fileURLToPath(new URL('../packages/ui/src/locales/bn.po', import.meta.url));
export const pageTextsFile = fileURLToPath(new URL('../packages/server/src/http/page-texts.bn.ts', import.meta.url));
/** The web catalog's messages the server says itself (shared page-heads.ts, catalog.ts). */
const serverSays = (id) => id.startsWith('page.') || id.startsWith('category.');

/** bn.ts's text for bn.po's text: every translated message (those `keep` keeps), ordered by id. */
export async function emailCatalogModule(po, keep = () => true) {
  const catalog = await formatter({ lineNumbers: false }).parse(po);
  const entries = Object.entries(catalog)
    .filter(([id, entry]) => entry.translation && keep(id))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, entry]) => `  ${JSON.stringify(id)}: ${JSON.stringify(entry.translation)},\n`);
  return (
    '// Written by scripts/compile-email-catalog.mjs from bn.po (`pnpm i18n:extract`): edit bn.po, not this file.\n' +
    `export const messages: Record<string, string> = {\n${entries.join('')}};\n`
  );
}

/** page-texts.bn.ts's text for the web's bn.po: the translated messages the server says. */
export const pageTextsModule = (po) => emailCatalogModule(po, serverSays);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(moduleFile, await emailCatalogModule(readFileSync(poFile, 'utf8')));
  writeFileSync(pageTextsFile, await pageTextsModule(readFileSync(webPoFile, 'utf8')));
}
