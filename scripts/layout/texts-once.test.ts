import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isTestCode } from './floors.ts';

/**
 * A text in the three languages is written once: a web or server text that the domain already has
 * is a reference to the domain's label (docs/web.md "Texts"), and a text both the web and the server
 * need lives in the domain. Texts are found as `l(zh, en, vi)` calls and `{ 'zh-CN', 'en-US', 'vi-VN' }`
 * objects written with literals.
 */
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SIDES = { domain: 'packages/domain/src', server: 'apps/server/src', web: 'apps/web/src' } as const;
type Side = keyof typeof SIDES;

const Q = String.raw`'((?:[^'\\]|\\.)*)'`;
const ANY = String.raw`['"]((?:[^'"\\]|\\.)*)['"]`;
const PATTERNS = [
  new RegExp(String.raw`\bl\(\s*${Q},\s*${Q},\s*${Q},?\s*\)`, 'gs'),
  new RegExp(String.raw`\bl\(\s*"((?:[^"\\]|\\.)*)",\s*${ANY},\s*${ANY},?\s*\)`, 'gs'),
  /'zh-CN':\s*['"`](.*?)['"`],\s*'en-US':\s*['"`](.*?)['"`],\s*'vi-VN':\s*['"`](.*?)['"`]/gs,
];

/** Test kits that are not named as tests (`*-kit.ts`, the fake entity of the resource screens). */
const isTestKit = (path: string) =>
  isTestCode(path) || /-kit\.tsx?$/.test(path) || /\/test-entity\.ts$|\.setup\.ts$/.test(path);

/** The texts written in a source, each as `zh | en | vi`. */
function textsIn(source: string): string[] {
  return PATTERNS.flatMap((p) =>
    [...source.matchAll(p)].map((m) =>
      m
        .slice(1, 4)
        .map((x) => x!.trim())
        .join(' | '),
    ),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(REPO, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules') return [];
    if (statSync(join(REPO, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !isTestKit(path) ? [path] : [];
  });
}

/** Every text of the product code with the files that write it. */
function writtenTexts(): Map<string, { side: Side; file: string }[]> {
  const found = new Map<string, { side: Side; file: string }[]>();
  for (const side of Object.keys(SIDES) as Side[]) {
    for (const file of sourceFiles(SIDES[side])) {
      for (const text of textsIn(readFileSync(join(REPO, file), 'utf8'))) {
        const places = found.get(text) ?? [];
        if (!places.some((p) => p.file === file)) places.push({ side, file });
        found.set(text, places);
      }
    }
  }
  return found;
}

describe('texts written once', () => {
  it('finds both ways of writing a text', () => {
    const source = `a = l('全部', 'All', 'Tất cả'); b = { 'zh-CN': '文件', 'en-US': 'File', 'vi-VN': 'Tệp' };
      c = l(\n  '导入',\n  'Import',\n  'Nhập',\n); d = l("它的", "Its", "Của nó");`;
    expect(textsIn(source).sort()).toEqual(
      ['全部 | All | Tất cả', '导入 | Import | Nhập', '它的 | Its | Của nó', '文件 | File | Tệp'].sort(),
    );
  });

  it('no text is written on two sides (domain, server, web)', () => {
    const twice = [...writtenTexts()]
      .filter(([, places]) => new Set(places.map((p) => p.side)).size > 1)
      .map(([text, places]) => `${text}: ${places.map((p) => p.file).join(', ')}`);
    expect(twice).toEqual([]);
  });
});
