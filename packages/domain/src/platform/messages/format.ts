import { FALLBACK_LANGUAGE, type Language } from '../enums.ts';
import { type Message, type MessageKey, PLATFORM_MESSAGES } from './catalogue.ts';

/** Replaces `{0}`, `{1}` … with the given values; a missing value leaves an empty string. */
export function fillPlaceholders(template: string, params: readonly (string | number)[] = []): string {
  return template.replace(/\{(\d+)\}/g, (_, i: string) => String(params[Number(i)] ?? ''));
}

let catalogue: Readonly<Record<string, Message>> = PLATFORM_MESSAGES;

/**
 * Gives `message` the whole catalogue (the platform's messages plus every module's). Called once by
 * `src/messages.ts`, which every import of the package loads; until then only the platform's own
 * messages are known.
 */
export function useMessageCatalogue(all: Readonly<Record<MessageKey, Message>>): void {
  catalogue = all;
}

/** The catalogue message in the given language (zh-CN as fallback). */
export function message(lang: Language, key: MessageKey, params: readonly (string | number)[] = []): string {
  const entry = catalogue[key];
  if (!entry) throw new Error(`Message "${key}" is not in the catalogue (src/messages.ts lists the modules)`);
  return fillPlaceholders(entry[lang] ?? entry[FALLBACK_LANGUAGE], params);
}
