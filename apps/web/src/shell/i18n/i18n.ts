import { FALLBACK_LANGUAGE, LANGUAGES, type Language, pickLanguage } from '@freightdesk/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/vi';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './locales/en-US.ts';
import { viVN } from './locales/vi-VN.ts';
import { zhCN } from './locales/zh-CN.ts';

const LANGUAGE_KEY = 'fd_language';

export const LOCALES = { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN } as const;

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

/** Initialises the default i18next instance (shared with the shared components). */
export function initI18n(lang: Language = initialLanguage()) {
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: LOCALES[l] }])),
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyLanguage(lang);
}

export function currentLanguage(): Language {
  return pickLanguage(i18next.language);
}

/** Switches the language everywhere (texts, antd, dayjs) and remembers the choice. */
export async function changeLanguage(lang: Language) {
  localStorage.setItem(LANGUAGE_KEY, lang);
  applyLanguage(lang);
  await i18next.changeLanguage(lang);
}
