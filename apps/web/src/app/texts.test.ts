import { LANGUAGES, type Language } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#web/app/route-table.ts';
import { type LanguageTexts, type TextTree, textsIn } from '#web/shell/i18n/texts.ts';
import { menuGroupTitleKeys } from '#web/shell/menu/menu-model.ts';
import { allTextsIn, TEXT_FILES } from './all-texts.ts';

/** Key paths of every text (permission codes may contain dots, so paths are arrays). */
function paths(tree: LanguageTexts, prefix: string[] = []): string[][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[...prefix, k]] : paths(v, [...prefix, k]),
  );
}

function lookup(tree: LanguageTexts, path: readonly string[]): string | undefined {
  const [head, ...rest] = path;
  const node = tree[head!];
  if (rest.length === 0) return typeof node === 'string' ? node : undefined;
  return typeof node === 'object' ? lookup(node, rest) : undefined;
}

/** i18next's plural forms of a key (`total_one`, `total_other`) name one text (`total`). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (path: string[]) => path.join(' > ').replace(PLURAL, '');
const TEXTS = Object.fromEntries(LANGUAGES.map((lang) => [lang, allTextsIn(lang)]));

describe('the screen texts', () => {
  it('live beside their screens: no central locale file', () => {
    const files = Object.keys(TEXT_FILES);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files)
      expect(file).toMatch(/^\.\.\/(shell|components|modules\/[\w-]+\/[\w-]+)\/[\w-]+\.texts\.ts$/);
    expect(files.some((f) => f.includes('/locales/'))).toBe(false);
  });

  it('every language has the same keys and no empty text', () => {
    const names = (list: string[][]) => [...new Set(list.map(base))].sort();
    const reference = names(paths(TEXTS['en-US']!));
    for (const lang of LANGUAGES) {
      expect(names(paths(TEXTS[lang]!))).toEqual(reference);
      for (const path of paths(TEXTS[lang]!))
        expect(lookup(TEXTS[lang]!, path), `${lang} ${path.join(' > ')}`).toBeTruthy();
    }
  });

  it('refuses a text written in two files', () => {
    const a: TextTree = { role: { title: { 'zh-CN': '角色', 'en-US': 'Roles', 'vi-VN': 'Vai trò' } } };
    expect(() => textsIn('en-US', [a, a])).toThrow('The text role.title is written twice');
    const b: TextTree = { role: { list: { 'zh-CN': '列表', 'en-US': 'List', 'vi-VN': 'Danh sách' } } };
    expect(textsIn('vi-VN', [a, b])).toEqual({ role: { title: 'Vai trò', list: 'Danh sách' } });
  });

  it('reads the same texts from the files as the build leaves them (one language, strings only)', () => {
    const built = (tree: TextTree, lang: Language): Record<string, unknown> =>
      Object.fromEntries(
        Object.entries(tree).map(([k, v]) => {
          const keys = Object.keys(v);
          const leaf = keys.every((x) => ['zh-CN', 'en-US', 'vi-VN'].includes(x)) && keys.length === 3;
          const text = (v as Record<string, string>)[lang];
          return [k, leaf ? text : 'singular' in v ? v : built(v as TextTree, lang)];
        }),
      );
    for (const lang of LANGUAGES) {
      const trees = Object.values(TEXT_FILES).map((t) => built(t, lang) as unknown as TextTree);
      expect(textsIn(lang, trees)).toEqual(TEXTS[lang]);
    }
    // a branch holding language keys beside others stays a branch
    const names = {
      language: { label: 'Language', 'zh-CN': '简体中文', 'en-US': 'English', 'vi-VN': 'Tiếng Việt' },
    };
    expect(textsIn('en-US', [names as unknown as TextTree])).toEqual(names);
  });

  it('an English text counting things has a singular and a plural form', () => {
    const en = TEXTS['en-US']!;
    const counted = paths(en).filter((p) => PLURAL.test(p.at(-1)!));
    expect(counted.length).toBeGreaterThan(0);
    for (const path of counted) {
      const key = path.at(-1)!.replace(PLURAL, '');
      const one = lookup(en, [...path.slice(0, -1), `${key}_one`]);
      const other = lookup(en, [...path.slice(0, -1), `${key}_other`]);
      expect(one && other && one !== other, path.join(' > ')).toBeTruthy();
    }
  });

  it('says "1 customer" and "2 customers" in English, without plural forms in Chinese and Vietnamese', async () => {
    const i18next = (await import('i18next')).default;
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: TEXTS[l] }])),
      lng: 'en-US',
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('crmCustomer.batchUpdateTitle', { count: 1 })).toBe('Batch update 1 customer');
    expect(i18n.t('crmCustomer.batchUpdateTitle', { count: 2 })).toBe('Batch update 2 customers');
    expect(i18n.t('crmCustomer.batchUpdateTitle', { count: 1, lng: 'vi-VN' })).not.toMatch(
      /batchUpdateTitle/,
    );
    expect(i18n.t('crmCustomer.batchUpdateTitle', { count: 1, lng: 'zh-CN' })).not.toMatch(
      /batchUpdateTitle/,
    );
  });

  it('names every route and menu group in all languages', () => {
    // entity screens carry their own `Message` titles (checked by the domain's entity tests)
    const keys = [
      ...ROUTES.flatMap((r) => (typeof r.title === 'string' ? [r.title] : [])),
      ...ROUTES.flatMap((r) => (r.menuGroup ? menuGroupTitleKeys(r.menuGroup) : [])),
    ];
    for (const lang of LANGUAGES) {
      for (const key of keys) expect(lookup(TEXTS[lang]!, key.split('.')), `${lang} ${key}`).toBeTruthy();
    }
  });
});
