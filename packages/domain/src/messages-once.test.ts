import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLATFORM_MESSAGES } from './platform/messages/catalogue.ts';

/**
 * Every message key is written once: the catalogue spreads the modules' message files into one
 * object, so a module reusing a key (`accountDisabled` for a cash account) would silently replace
 * another module's message.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

describe('the message catalogue', () => {
  it('has no key defined in two files', async () => {
    const parts: [string, object][] = [['platform/messages/catalogue.ts', PLATFORM_MESSAGES]];
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.messages.ts'),
    );
    for (const file of files) {
      const exports = (await import(pathToFileURL(`${SRC}/${file}`).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports))
        if (name.endsWith('_MESSAGES') && value && typeof value === 'object')
          parts.push([`${file}#${name}`, value]);
    }
    const owners = new Map<string, string[]>();
    for (const [owner, part] of parts)
      for (const key of Object.keys(part)) owners.set(key, [...(owners.get(key) ?? []), owner]);
    const twice = [...owners]
      .filter(([, where]) => where.length > 1)
      .map(([key, where]) => `${key}: ${where.join(', ')}`);
    expect(parts.length).toBeGreaterThan(20);
    expect(twice).toEqual([]);
  });
});
