import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { businessLogEntityTitle } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** Record type names written into the business log as literals (`entity: 'x'`, `…_ENTITY = 'x'`). */
function loggedNames(): Set<string> {
  const names = new Set<string>();
  const pattern = /(?:\bentity: |_ENTITY = )'([A-Za-z]+)'/g;
  for (const file of sources(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(pattern)) names.add(m[1]!);
  }
  return names;
}

describe('business log names', () => {
  it('every record type the server logs by name is named in the three languages', () => {
    const names = loggedNames();
    expect(names).toContain('lmsWaybill');
    expect(names).toContain('fmsPrice');
    for (const name of names) {
      for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const)
        expect(businessLogEntityTitle(name, lang), `${name} ${lang}`).not.toBe(name);
    }
  });
});
