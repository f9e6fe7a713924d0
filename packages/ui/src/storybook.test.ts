import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { StoriesEntry } from 'storybook/internal/types';
import { normalizeStories } from 'storybook/internal/common';
import { describe, expect, it } from 'vitest';
import config from '../.storybook/main.ts';

// `pnpm storybook` and `pnpm build-storybook` run in this package (or `pnpm --filter ui ...` from the
// root), as a designer runs them. Storybook matches story files against its globs relative to the
// directory it runs in: the root's globs matched none of this package's files from here, and the build
// stopped ("makeTitle created an undefined title").
const packageDir = new URL('..', import.meta.url).pathname;

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return /\.(stories\.tsx|mdx)$/.test(entry.name) ? [path] : [];
  });
}

describe("the ui package's own Storybook", () => {
  it('has the scripts a designer runs', () => {
    const { scripts } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    expect(scripts?.storybook).toMatch(/^storybook dev /);
    expect(scripts?.['build-storybook']).toMatch(/^storybook build /);
  });

  it("finds every one of the package's stories from the package's directory", () => {
    const specifiers = normalizeStories(config.stories as StoriesEntry[], {
      configDir: join(packageDir, '.storybook'),
      workingDir: packageDir,
    });
    const files = storyFiles(join(packageDir, 'src')).map((file) => `./${relative(packageDir, file)}`);
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => !specifiers.some(({ importPathMatcher }) => importPathMatcher.test(file)))).toEqual(
      [],
    );
  });
});
