import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Storybook renders the docs descriptions as Markdown: a field name such as price_per_unit outside a
// code span turns into "priceperunit" with "per" in italics. Field names go in backticks.
const srcDir = new URL('.', import.meta.url).pathname;
const packagesDir = join(srcDir, '..', '..');

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

/** The docs texts of a stories file: `component:` and `story:` strings. */
function docsTexts(source: string): string[] {
  return Array.from(source.matchAll(/(?:component|story):\s*(['"`])((?:\\.|(?!\1).)*)\1/gs), (m) => m[2] ?? '');
}

/** Words with an underscore outside `code spans`: Markdown would make part of them italic. */
function underscoresOutsideCode(text: string): string[] {
  return text.split(/`[^`]*`/).flatMap((plain) => plain.match(/\w*[A-Za-z0-9]_[A-Za-z0-9]\w*/g) ?? []);
}

describe('the stories docs texts', () => {
  const files = [...storyFiles(join(packagesDir, 'ui', 'src')), ...storyFiles(join(packagesDir, 'app', 'src'))];

  it('are found', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('keep field names in code spans, so Markdown does not eat their underscores', () => {
    const found = files.flatMap((file) =>
      docsTexts(readFileSync(file, 'utf8')).flatMap((text) =>
        underscoresOutsideCode(text).map((word) => `${relative(packagesDir, file)}: ${word}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
