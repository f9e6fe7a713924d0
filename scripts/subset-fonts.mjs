// Writes the Bangla typeface's two files (docs/requirements.md, "Languages"; packages/ui/src/theme.css):
//   - bangla.woff2: Noto Sans Bengali (the weights the theme uses, 400 to 800, from @fontsource-variable/noto-sans-bengali)
//     cut to the letters, signs and digits of Bangla and the joiners its spelling uses. The Vedic
//     marks and the rupee sign of fontsource's "bengali" file are dropped.
//   - bangla-label.woff2: only the glyphs of "বাংলা", for the language switch on English pages, so
//     that showing it does not download the whole face.
// and the tax invoice's PDF faces (packages/server/assets/fonts, requirements §17): the same Bangla
// letters and fontsource's Latin file, each as a static TrueType face at 400 and 700 (a PDF embeds
// TrueType outlines, and a variable face's other weights would be lost there).
// Run after upgrading the font package: `node scripts/subset-fonts.mjs` (the files are committed).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = readFileSync(
  require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2'),
);
const latinSource = readFileSync(
  require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-latin-wght-normal.woff2'),
);
const out = new URL('../packages/ui/src/assets/fonts/', import.meta.url);
const pdfOut = new URL('../packages/server/assets/fonts/', import.meta.url);

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
// U+0980-09FE: the Bengali block; U+0964-0965: the danda and double danda; U+200C-200D: ZWNJ and
// ZWJ (র‍্যা); U+25CC: the dotted circle a lone vowel sign is drawn on.
const bangla = range(0x0980, 0x09fe) + '\u0964\u0965\u200c\u200d\u25cc';

for (const [name, text] of [
  ['bangla.woff2', bangla],
  ['bangla-label.woff2', 'বাংলা'],
]) {
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
  });
  writeFileSync(new URL(name, out), subset);
  console.log(`${name}: ${subset.length} bytes (from ${source.length})`);
}

// Printable ASCII, Latin-1, and the dashes, quotes, bullet and ellipsis an address or a name may hold.
const latin = range(0x20, 0x7e) + range(0xa0, 0xff) + '\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026';
for (const [name, file, text] of [
  ['bangla', source, bangla],
  ['latin', latinSource, latin],
]) {
  for (const weight of [400, 700]) {
    const face = await subsetFont(file, text, { targetFormat: 'truetype', variationAxes: { wght: weight } });
    writeFileSync(new URL(`${name}-${weight}.ttf`, pdfOut), face);
    console.log(`${name}-${weight}.ttf: ${face.length} bytes`);
  }
}
