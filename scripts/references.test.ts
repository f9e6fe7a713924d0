// Comments and documents point at files and at sections of docs/requirements.md: each pointer must
// lead somewhere (issue 30 item 9), or a reader follows it to nothing. A file path is found from the
// repository's root, the citing file's folder, a package's folder or its src; a citation
// `§n`, `§n.m` or `Dn` must name a section, an item of a section's numbered list, or a departure.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z', '*.ts', '*.tsx', '*.mjs', '*.md', '*.css'], { cwd: root })
  .toString()
  .split('\0')
  .filter(Boolean);

/** A file's comments (code) or its whole text (Markdown). */
function commentsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  if (file.endsWith('.md')) return text.split('\n');
  return text.split('\n').flatMap((line) => {
    const at = line.search(/(^|\s)(\/\/|\/\*|\*)\s/);
    return at === -1 ? [] : [line.slice(at)];
  });
}

const PATH = /(?<![\w@./-])((?:[\w@-][\w.@-]*\/)+[\w.-]+\.(?:tsx?|mjs|md|json|ya?ml|css|html))\b/g;

const packages = readdirSync(join(root, 'packages'));

/** Found as written, beside the citing file, or in a package (`db/changes.ts` is the server's src/db). */
function resolves(written: string, from: string): boolean {
  const path = written.replace(/^@storefront\//, '');
  const inPackage = path.match(/^([^/]+)\/(.*)$/);
  if (inPackage && packages.includes(inPackage[1]!))
    return [`packages/${path}`, `packages/${inPackage[1]}/src/${inPackage[2]}`].some((p) => existsSync(join(root, p)));
  const places = ['', dirname(from), ...packages.flatMap((p) => [`packages/${p}`, `packages/${p}/src`]), 'packages'];
  return places.some((place) => existsSync(join(root, place, path)));
}

/** A path git ignores is a file a command writes (bench/results/summary.json), absent from a fresh clone. */
function writtenByACommand(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', path], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

/** "§12" and "§12.7" of docs/requirements.md: its sections, subsections (### §18.1) and the items of their numbered lists. */
function requirementAnchors(): Set<string> {
  const anchors = new Set<string>();
  let section = '';
  for (const line of readFileSync(join(root, 'docs/requirements.md'), 'utf8').split('\n')) {
    const heading = line.match(/^## §(\d+)\b/);
    if (heading) anchors.add(`§${(section = heading[1]!)}`);
    const subsection = line.match(/^### §(\d+\.\d+)\b/);
    if (subsection) anchors.add(`§${subsection[1]!}`);
    const item = line.match(/^(\d+)\. /);
    if (item && section) anchors.add(`§${section}.${item[1]}`);
    const departure = line.match(/^- \*\*(D\d+)\b/);
    if (departure) anchors.add(departure[1]!);
  }
  return anchors;
}

describe('pointers in comments and documents', () => {
  it('name files that exist', () => {
    const broken: string[] = [];
    for (const file of tracked)
      for (const text of commentsOf(file))
        for (const [, path] of text.matchAll(PATH)) {
          // Patterns, examples and files a command makes are not pointers to a file here.
          if (/[*<>{}]|node_modules|dist\/|\.tmp\/|NNNN|^https?/.test(path!) || text.includes(`://${path}`)) continue;
          if (!resolves(path!, file)) broken.push(`${file}: ${path}`);
        }
    expect(broken.filter((pointer) => !writtenByACommand(pointer.split(': ')[1]!))).toEqual([]);
  });

  it('cite sections and departures of docs/requirements.md that exist', () => {
    const anchors = requirementAnchors();
    const broken: string[] = [];
    for (const file of tracked) {
      if (!/\.(tsx?|mjs)$/.test(file)) continue;
      for (const text of commentsOf(file)) {
        if (!/requirements/.test(text)) continue;
        for (const [cited] of text.matchAll(/§\d+(?:\.\d+)?|\bD\d+\b/g))
          if (!anchors.has(cited)) broken.push(`${file}: ${cited}`);
      }
    }
    expect(anchors.size).toBeGreaterThan(60);
    expect(broken).toEqual([]);
  });
});
