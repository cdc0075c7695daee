import { LANGUAGES, type Language, type Message, pickLanguage } from '@freightdesk/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Title of a route, tab or menu entry: an i18n key of the shell's locale files, or a `Message`
 * carried by an entity description (its three languages, used as they are).
 */
export type RouteTitle = string | Message;

/** Whether a value is a `Message` (one text per language). */
export function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    LANGUAGES.every((l) => typeof (value as Record<string, unknown>)[l] === 'string')
  );
}

/** Whether two titles are the same (keys by value, messages by their texts). */
export function sameTitle(a: RouteTitle, b: RouteTitle): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return LANGUAGES.every((l) => a[l] === b[l]);
}

/** The text of a title in a language (`t` translates keys). */
export function routeTitleText(title: RouteTitle, t: (key: string) => string, lang: Language): string {
  return typeof title === 'string' ? t(title) : title[lang];
}

/** A function giving the text of titles in the current language; re-renders on a language switch. */
export function useRouteTitle(): (title: RouteTitle) => string {
  const { t, i18n } = useTranslation();
  const lang = pickLanguage(i18n.language);
  return useCallback((title: RouteTitle) => routeTitleText(title, t, lang), [t, lang]);
}
