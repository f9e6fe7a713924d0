// The PDF's typefaces (requirements §17): Noto Sans Bengali's Bangla and Latin faces (static
// TrueType files written by scripts/subset-fonts.mjs), shaped by HarfBuzz. pdfkit's own shaper
// (fontkit) draws some Bangla conjuncts wrongly (স্ক্র in স্ক্রিন, ন্দ্র in কেন্দ্র: docs/architecture.md),
// so each face keeps fontkit for its metrics and subsetting and answers pdfkit's `layout` with
// HarfBuzz's glyphs and positions.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';

export type FaceName = 'bangla-400' | 'bangla-700' | 'latin-400' | 'latin-700';

/** packages/server/assets/fonts, found from here in the sources and in the built bundle alike. */
function fontsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('the server package (and its assets/fonts) was not found');
    dir = up;
  }
  return join(dir, 'assets', 'fonts');
}

interface ShapedGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A face pdfkit embeds (`doc.font(face)`), shaping with HarfBuzz. */
export interface ShapedFace {
  font: fontkit.Font;
  /** The code points the face has a glyph for. */
  has(codePoint: number): boolean;
}

function shapedFace(bytes: Buffer): ShapedFace {
  const font = fontkit.create(bytes) as fontkit.Font;
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(bytes))));
  const layout = (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(hbFont, buffer);
    const infos = buffer.getGlyphInfos();
    const hbPositions = buffer.getGlyphPositions();
    // A cluster's characters belong to its first glyph: what a reader copies out of the PDF.
    const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
    const seen = new Set<number>();
    const glyphs: ShapedGlyph[] = infos.map((info) => {
      const first = !seen.has(info.cluster);
      seen.add(info.cluster);
      const end = starts.find((s) => s > info.cluster) ?? text.length;
      const codePoints = first ? [...text.slice(info.cluster, end)].map((c) => c.codePointAt(0)!) : [];
      return { id: info.codepoint, advanceWidth: font.getGlyph(info.codepoint).advanceWidth, codePoints };
    });
    const positions: Position[] = hbPositions.map((p) => ({
      xAdvance: p.xAdvance,
      yAdvance: p.yAdvance,
      xOffset: p.xOffset,
      yOffset: p.yOffset,
    }));
    return {
      glyphs,
      positions,
      // pdfkit scales the positions in place, then reads the run's width from them.
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };
  // pdfkit takes a font object with a `layout` of its own as it takes fontkit's.
  Object.assign(font, { layout });
  return { font, has: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
}

let faces: Record<FaceName, ShapedFace> | undefined;

/** The four faces, read once. */
export function pdfFaces(): Record<FaceName, ShapedFace> {
  if (!faces) {
    const dir = fontsDir();
    const read = (name: FaceName) => shapedFace(readFileSync(join(dir, `${name}.ttf`)));
    faces = {
      'bangla-400': read('bangla-400'),
      'bangla-700': read('bangla-700'),
      'latin-400': read('latin-400'),
      'latin-700': read('latin-700'),
    };
  }
  return faces;
}
