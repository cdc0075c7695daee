import { FALLBACK_LANGUAGE, LANGUAGES, type Language, pickLanguage } from '@freightdesk/domain';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAntdLocale } from './antd-locale.ts';
import type { LanguageTexts, TextsLoader } from './texts.ts';

const LANGUAGE_KEY = 'fd_language';

let loadTexts: TextsLoader | null = null;

/** The top floor says where the texts come from (each language a chunk of its own, fetched when used). */
export function registerTextsLoader(loader: TextsLoader): void {
  loadTexts = loader;
}

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'vi-VN': 'vi' };

function isLanguage(value: string | null): value is Language {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

/** The saved choice, else the browser's preferred language (zh-CN when none fits). */
export function initialLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(saved)) return saved;
  return pickLanguage(navigator.languages?.join(',') || navigator.language);
}

function applyLanguage(lang: Language) {
  dayjs.locale(DAYJS_LOCALE[lang]);
  document.documentElement.lang = lang;
}

/** The texts of one language (its chunk is fetched once). */
export function loadLocale(lang: Language): Promise<LanguageTexts> {
  if (!loadTexts) throw new Error('No texts loader is registered (app/texts.ts)');
  return loadTexts(lang);
}

/** Initialises the default i18next instance (shared with the shared components) with one language's texts. */
export function initI18n(lang: Language, translation: LanguageTexts) {
  void i18next.use(initReactI18next).init({
    resources: { [lang]: { translation } },
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyLanguage(lang);
}

/** The app's start: the chosen language's texts (ours, antd's, dayjs') loaded, then i18next initialised. */
export async function startI18n(lang: Language = initialLanguage()): Promise<void> {
  const [translation] = await Promise.all([loadLocale(lang), loadAntdLocale(lang)]);
  initI18n(lang, translation);
}

export function currentLanguage(): Language {
  return pickLanguage(i18next.language);
}

/** Switches the language everywhere (texts, antd, dayjs) and remembers the choice. */
export async function changeLanguage(lang: Language) {
  await loadAntdLocale(lang);
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    i18next.addResourceBundle(lang, 'translation', await loadLocale(lang));
  }
  localStorage.setItem(LANGUAGE_KEY, lang);
  applyLanguage(lang);
  await i18next.changeLanguage(lang);
}
