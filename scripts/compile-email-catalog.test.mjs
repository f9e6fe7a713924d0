import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  emailCatalogModule,
  moduleFile,
  pageTextsFile,
  pageTextsModule,
  poFile,
  webPoFile,
} from './compile-email-catalog.mjs';

describe("the emails' Bangla catalog module", () => {
  it('holds what bn.po says (run `pnpm i18n:extract` after editing bn.po)', async () => {
    expect(readFileSync(moduleFile, 'utf8')).toBe(await emailCatalogModule(readFileSync(poFile, 'utf8')));
  });

  it("and the server's page texts hold what the web's bn.po says of them", async () => {
    const text = readFileSync(pageTextsFile, 'utf8');
    expect(text).toBe(await pageTextsModule(readFileSync(webPoFile, 'utf8')));
    expect(text).toContain('"page.catalog.title"');
    expect(text).toContain('"category.processors"');
  });

  it('holds each translated message by its id, and leaves out those not translated yet', async () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: bn\\n"',
      '',
      '#. js-lingui-explicit-id',
      'msgid "email.b"',
      'msgstr "প্রিয় {name},"',
      '',
      '#. js-lingui-explicit-id',
      'msgid "email.a"',
      'msgstr "অর্ডার \\"{number}\\""',
      '',
      '#. js-lingui-explicit-id',
      'msgid "email.c"',
      'msgstr ""',
      '',
    ].join('\n');
    const text = await emailCatalogModule(po);
    expect(text).toContain('"email.a": "অর্ডার \\"{number}\\"",\n  "email.b": "প্রিয় {name},",\n};');
    expect(text).not.toContain('email.c');
  });
});
