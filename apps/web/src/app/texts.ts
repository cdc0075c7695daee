import type { Language } from '@freightdesk/domain';
import { type LanguageTexts, type TextTree, textsIn } from '#web/shell/i18n/texts.ts';

type Files = Record<string, () => Promise<TextTree>>;

/**
 * Every `*.texts.ts` of the ground floor and the modules, found by name: a new module's texts come
 * in with its folder. Each language is its own set of imports (`?lang=`): the build keeps only that
 * language's strings in them and puts them in one chunk per language (build/texts-language.ts).
 */
const FILES: Record<Language, Files> = {
  'zh-CN': import.meta.glob<TextTree>('../**/*.texts.ts', { query: { lang: 'zh-CN' }, import: 'texts' }),
  'en-US': import.meta.glob<TextTree>('../**/*.texts.ts', { query: { lang: 'en-US' }, import: 'texts' }),
  'vi-VN': import.meta.glob<TextTree>('../**/*.texts.ts', { query: { lang: 'vi-VN' }, import: 'texts' }),
};

/** The texts of one language, for i18next. */
export async function loadTexts(lang: Language): Promise<LanguageTexts> {
  const trees = await Promise.all(Object.values(FILES[lang]).map((load) => load()));
  return textsIn(lang, trees);
}
