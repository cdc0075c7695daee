import { type Language, pickLanguage } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n.ts';

/** The current language and a setter; components re-render when it changes. */
export function useLanguage(): [Language, (lang: Language) => Promise<void>] {
  const { i18n } = useTranslation();
  return [pickLanguage(i18n.language), changeLanguage];
}
