import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { allRoutes } from './routes.ts';

const root = join(import.meta.dirname, '../../..');
const SIDES = ['apps/server/src', 'apps/web/src'];

/** Product source files of a side (tests and test kits may spell a URL: they check it from outside). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|test-kit|kit\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const QUOTED = /'([^'\n]*)'|"([^"\n]*)"|`([^`$\n]*)`/g;

it('writes every API address once, in the domain: no server or web source spells one again', () => {
  const urls = new Set(allRoutes.map((r) => r.url.replace(/^\//, '')));
  const spelled: string[] = [];
  for (const side of SIDES)
    for (const file of sourceFiles(join(root, side)))
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\*|\/\*|\/\/)/.test(line)) return; // comments may name an address
          if (/^\s*(key|path): /.test(line)) return; // a screen's route may share an address's words
          for (const m of line.matchAll(QUOTED)) {
            if (line[m.index + m[0].length] === ':') continue; // a key (a permission code may read like a URL)
            const text = (m[1] ?? m[2] ?? m[3] ?? '').replace(/^\/(api\/)?/, '');
            if (urls.has(text)) spelled.push(`${relative(root, file)}:${i + 1} ${text}`);
          }
        });
  expect(spelled, 'call or serve these through the domain contract instead').toEqual([]);
});
