// `pnpm visual:review [base-ref]`: writes .tmp/visual-review/index.html, the stories whose baseline
// differs between the merge-base of base-ref (default main) and the working tree, and those the last
// visual run (`pnpm test:visual`, its test-results/visual) failed. See review.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { writeReview, type ReviewEntry } from './review.ts';

const root = resolve(import.meta.dirname, '../../..');
const shots = 'packages/ui/visual/__screenshots__';
const results = join(root, 'test-results', 'visual');
const outDir = join(root, '.tmp', 'visual-review');

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();
}

const ref = process.argv[2] ?? 'main';
const base = git('merge-base', ref, 'HEAD');

// Blob ids of the base's baselines and of the working tree's: equal ids, equal files.
const atBase = new Map<string, string>();
for (const line of git('ls-tree', '-r', base, '--', `${shots}/`).split('\n').filter(Boolean)) {
  const [meta, path] = line.split('\t');
  if (path?.endsWith('.png')) atBase.set(path.slice(shots.length + 1, -'.png'.length), meta!.split(' ')[2]!);
}
const files = existsSync(join(root, shots)) ? readdirSync(join(root, shots)).filter((f) => f.endsWith('.png')) : [];
const hashes = files.length
  ? execFileSync('git', ['hash-object', '--stdin-paths'], {
      cwd: root,
      input: files.map((f) => `${shots}/${f}`).join('\n'),
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
  : [];
const here = new Map(files.map((f, i) => [f.slice(0, -'.png'.length), hashes[i]!]));

const labels = new Map<string, string>();
const indexFile = join(root, process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static', 'index.json');
if (existsSync(indexFile)) {
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, { title: string; name: string }>;
  };
  for (const [id, entry] of Object.entries(index.entries)) labels.set(id, `${entry.title} / ${entry.name}`);
}

const baseBlob = (id: string) =>
  execFileSync('git', ['cat-file', 'blob', atBase.get(id)!], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
const hereFile = (id: string) => readFileSync(join(root, shots, `${id}.png`));

const entries: ReviewEntry[] = [];
for (const [id, blob] of here) {
  if (!atBase.has(id)) entries.push({ id, kind: 'added', after: hereFile(id) });
  else if (atBase.get(id) !== blob) entries.push({ id, kind: 'changed', before: baseBlob(id), after: hereFile(id) });
}
for (const id of atBase.keys()) if (!here.has(id)) entries.push({ id, kind: 'removed', before: baseBlob(id) });

// A failed screenshot leaves `<story id>-actual.png` in its test's folder under test-results/visual.
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : d.name.endsWith('-actual.png') ? [join(dir, d.name)] : [],
  );
for (const actual of existsSync(results) ? walk(results) : []) {
  const id = actual.slice(actual.lastIndexOf('/') + 1, -'-actual.png'.length);
  entries.push({ id, kind: 'failed', before: here.has(id) ? hereFile(id) : undefined, after: readFileSync(actual) });
}
for (const entry of entries) entry.label = labels.get(entry.id);

const summary = writeReview(entries, outDir, `${ref} (${base.slice(0, 10)})`);
const { failed, changed, added, removed } = summary.counts;
console.log(
  `${failed} failed, ${changed} changed, ${added} added, ${removed} removed: ${relative(process.cwd(), summary.file)}`,
);
