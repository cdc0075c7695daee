import type { Language } from '@freightdesk/domain';
import { type LanguageTexts, type TextTree, textsIn } from '#web/shell/i18n/texts.ts';

/** Every texts file at once, by its path, for tests and checks (the app loads one language: texts.ts). */
export const TEXT_FILES: Record<string, TextTree> = import.meta.glob<TextTree>('../**/*.texts.ts', {
  eager: true,
  import: 'texts',
});

/** All texts in one language, as i18next gets them. */
export function allTextsIn(lang: Language): LanguageTexts {
  return textsIn(lang, Object.values(TEXT_FILES));
}
