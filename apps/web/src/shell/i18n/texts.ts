import type { Language, Message } from '@freightdesk/domain';

/**
 * Screen texts are written like the domain's labels: each text once, in the three languages
 * (`l(zh, en, vi)`), in a `<thing>.texts.ts` file beside the screens that show it. A text the domain
 * already has (a field label, a status) is that domain label itself, not a copy. The top floor
 * gathers the files (`app/texts.ts`) and hands i18next one language.
 */
export type TextLeaf = Message | Singular;
export type TextTree = { readonly [key: string]: TextLeaf | TextTree };

/** English's singular of a counted text (`x_one`): Chinese and Vietnamese have only `x_other`. */
export type Singular = { readonly 'en-US': string; readonly singular: true };

export function singular(en: string): Singular {
  return { 'en-US': en, singular: true };
}

/** One language's texts, as i18next reads them: nested objects of strings. */
export type LanguageTexts = { [key: string]: string | LanguageTexts };

const LEAF_KEYS = new Set(['zh-CN', 'en-US', 'vi-VN', 'singular']);

/**
 * A text rather than a branch: a string (as the build leaves it), or an object of nothing but language
 * keys. A branch may have language keys among others (`language: {label, 'zh-CN', …}`), so the test
 * is on every key.
 */
function isLeaf(node: TextLeaf | TextTree | string): node is TextLeaf | string {
  if (typeof node === 'string') return true;
  const keys = Object.keys(node);
  return typeof node['en-US'] === 'string' && keys.every((k) => LEAF_KEYS.has(k));
}

function pick(into: LanguageTexts, tree: TextTree, lang: Language, path: string): void {
  for (const [key, node] of Object.entries(tree)) {
    const at = path ? `${path}.${key}` : key;
    // a texts file built for one language holds that language's strings already (build/texts-language.ts)
    if (isLeaf(node)) {
      const text = typeof node === 'string' ? node : (node as Record<string, string | undefined>)[lang];
      if (text === undefined) continue;
      if (key in into) throw new Error(`The text ${at} is written twice`);
      into[key] = text;
      continue;
    }
    const below = into[key] ?? {};
    if (typeof below === 'string') throw new Error(`The text ${at} is written twice`);
    into[key] = below;
    pick(below, node, lang, at);
  }
}

/** The texts of every file in one language, merged (a key written in two files is an error). */
export function textsIn(lang: Language, trees: readonly TextTree[]): LanguageTexts {
  const into: LanguageTexts = {};
  for (const tree of trees) pick(into, tree, lang, '');
  return into;
}

/** Where the app's texts of a language come from (registered by the top floor before start). */
export type TextsLoader = (lang: Language) => Promise<LanguageTexts>;
