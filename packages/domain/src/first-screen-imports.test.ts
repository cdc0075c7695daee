import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the web's first signed-in screen reads from this package (the route table and the module
 * route files: `ENTITIES`, `Permission`, route titles, permission codes) must not load zod or
 * decimal.js, or the `/index` budget of 350 kB breaks (docs/web.md "Build, chunks and serving").
 * The modules' light faces (`index.light.ts`) are checked here too, so they stay light.
 * This follows the value imports (not `import type`) of those modules through the package.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const FIRST_SCREEN = [
  'entities/index.ts',
  'permissions.ts',
  'permission-tree.ts',
  'fms/fee/index.light.ts',
  'fms/price/index.light.ts',
  'fms/price-quote/index.light.ts',
  'lms/document/document-titles.ts',
  'lms/scan/scan-permissions.ts',
  'lms/waybill/index.light.ts',
  'settings/dictionary/dictionary.paths.ts',
  'settings/system/system.paths.ts',
  'platform/auth/auth.paths.ts',
  'platform/encryption/encryption.paths.ts',
  'platform/user/user.paths.ts',
  'platform/user-setting/user-setting.paths.ts',
  'platform/message/message.paths.ts',
  'oa/announcement/announcement.paths.ts',
];
const HEAVY = ['zod', 'decimal.js'];

/** The value imports of a module: relative paths and package names. */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)';/gms)) {
    if (!m[1]) found.push(m[2]!);
  }
  return found;
}

/** Every module reached from `start`, with the heavy packages it imports (and the path there). */
function heavyImports(start: string): string[] {
  const seen = new Set<string>();
  const hits: string[] = [];
  const queue: [string, string][] = [[resolve(SRC, start), start]];
  while (queue.length) {
    const [file, trail] = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of valueImports(file)) {
      if (HEAVY.includes(spec)) hits.push(`${trail} → ${spec}`);
      else if (spec.startsWith('.')) {
        const next = resolve(dirname(file), spec);
        queue.push([next, `${trail} → ${next.slice(SRC.length + 1)}`]);
      }
    }
  }
  return hits;
}

describe('the modules of the first signed-in screen', () => {
  it.each(FIRST_SCREEN)('%s loads neither zod nor decimal.js', (start) => {
    expect(heavyImports(start)).toEqual([]);
  });

  it('the check sees a heavy import (a module that builds schemas)', () => {
    expect(heavyImports('fms/price/price-api.ts')).toContain('fms/price/price-api.ts → zod');
  });
});
