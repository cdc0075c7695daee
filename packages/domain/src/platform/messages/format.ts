import { FALLBACK_LANGUAGE, type Language } from '../enums.ts';
import { type Message, PLATFORM_MESSAGES } from './catalogue.ts';

/** Replaces `{0}`, `{1}` … with the given values; a missing value leaves an empty string. */
export function fillPlaceholders(template: string, params: readonly (string | number)[] = []): string {
  return template.replace(/\{(\d+)\}/g, (_, i: string) => String(params[Number(i)] ?? ''));
}

/** A message of the given catalogue in the given language (zh-CN as fallback). */
export function messageIn<K extends string>(
  catalogue: Readonly<Record<K, Message>>,
  lang: Language,
  key: K,
  params: readonly (string | number)[] = [],
): string {
  const entry: Message | undefined = catalogue[key];
  if (!entry) throw new Error(`Message "${key}" is not in the catalogue (src/messages.ts lists the modules)`);
  return fillPlaceholders(entry[lang] ?? entry[FALLBACK_LANGUAGE], params);
}

/** A message of the platform's own catalogue: the shell's words, without loading every module's. */
export function platformMessage(
  lang: Language,
  key: keyof typeof PLATFORM_MESSAGES,
  params: readonly (string | number)[] = [],
): string {
  return messageIn(PLATFORM_MESSAGES, lang, key, params);
}
