import { LANGUAGES } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { menuGroupTitleKeys } from '../menu/menu-model.ts';
import { ROUTES } from '../routes.ts';
import { LOCALES } from './locales/index.ts';

type Tree = { [key: string]: string | Tree };

/** Key paths of every text (permission codes may contain dots, so paths are arrays). */
function paths(tree: Tree, prefix: string[] = []): string[][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[...prefix, k]] : paths(v, [...prefix, k]),
  );
}

function lookup(tree: Tree, path: readonly string[]): string | undefined {
  const [head, ...rest] = path;
  const node = tree[head!];
  if (rest.length === 0) return typeof node === 'string' ? node : undefined;
  return typeof node === 'object' ? lookup(node, rest) : undefined;
}

describe('locales', () => {
  it('every language has the same keys and no empty text', () => {
    const reference = paths(LOCALES['en-US']);
    const names = (list: string[][]) => list.map((p) => p.join(' > ')).sort();
    for (const lang of LANGUAGES) {
      expect(names(paths(LOCALES[lang]))).toEqual(names(reference));
      for (const path of reference)
        expect(lookup(LOCALES[lang], path), `${lang} ${path.join(' > ')}`).toBeTruthy();
    }
  });

  it('names every route and menu group in all languages', () => {
    // entity screens carry their own `Message` titles (checked by the domain's entity tests)
    const keys = [
      ...ROUTES.flatMap((r) => (typeof r.title === 'string' ? [r.title] : [])),
      ...ROUTES.flatMap((r) => (r.menuGroup ? menuGroupTitleKeys(r.menuGroup) : [])),
    ];
    for (const lang of LANGUAGES) {
      for (const key of keys) expect(lookup(LOCALES[lang], key.split('.')), `${lang} ${key}`).toBeTruthy();
    }
  });
});
