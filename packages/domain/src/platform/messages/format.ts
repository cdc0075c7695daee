import { FALLBACK_LANGUAGE, type Language } from '../enums.ts';
import { MESSAGES, type MessageKey } from './catalogue.ts';

/** Replaces `{0}`, `{1}` … with the given values; a missing value leaves an empty string. */
export function fillPlaceholders(template: string, params: readonly (string | number)[] = []): string {
  return template.replace(/\{(\d+)\}/g, (_, i: string) => String(params[Number(i)] ?? ''));
}

/** The catalogue message in the given language (zh-CN as fallback). */
export function message(lang: Language, key: MessageKey, params: readonly (string | number)[] = []): string {
  const entry = MESSAGES[key];
  return fillPlaceholders(entry[lang] ?? entry[FALLBACK_LANGUAGE], params);
}
