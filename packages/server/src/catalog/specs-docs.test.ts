// docs/requirements.md §19.1 lists every category's attributes: the table is specs.ts as written,
// row for row, so the documentation cannot drift from the definition the code runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categorySpecs, type SpecAttribute } from '@storefront/shared';

const requirements = readFileSync(new URL('../../../../docs/requirements.md', import.meta.url), 'utf8');

/** One attribute as a row of the table. */
function rowOf(category: string, a: SpecAttribute): string {
  const values =
    a.type === 'number'
      ? `${a.min ?? ''} to ${a.max ?? ''}${a.unit ? ` ${a.unit}` : ''}${a.integer ? ', whole' : ''}`
      : a.type === 'boolean'
        ? 'yes / no'
        : a.type === 'text'
          ? 'text'
          : (a.options ?? []).map((o) => `\`${o}\``).join(', ');
  return `| ${category} | \`${a.key}\` | ${a.label.message} | ${a.type} | ${values} | ${a.filter ? 'yes' : ''} |`;
}

describe('requirements §19.1', () => {
  it('lists every attribute of every category as specs.ts defines it', () => {
    const section = requirements.slice(requirements.indexOf('### §19.1'), requirements.indexOf('### §19.2'));
    const documented = section
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| Category') && !line.startsWith('| ---'));
    const defined = Object.entries(categorySpecs).flatMap(([category, attributes]) =>
      (attributes as readonly SpecAttribute[]).map((a) => rowOf(category, a)),
    );
    expect(documented).toEqual(defined);
  });
});
