import { FALLBACK_LANGUAGE, type Language } from '../enums.ts';
import { type Message, type MessageKey, PLATFORM_MESSAGES } from './catalogue.ts';

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

let catalogue: Readonly<Record<string, Message>> = PLATFORM_MESSAGES;

/**
 * Gives `registeredMessage` the whole catalogue (the platform's messages plus every module's).
 * Called once by `src/messages.ts` when it loads; until then only the platform's own are known.
 */
export function registerMessageCatalogue(all: Readonly<Record<MessageKey, Message>>): void {
  catalogue = all;
}

/**
 * A message of the whole catalogue, for the rules that render keys of any module (a rule refusal).
 * The package's `message` (src/messages.ts) reads the catalogue directly.
 */
export function registeredMessage(
  lang: Language,
  key: MessageKey,
  params: readonly (string | number)[] = [],
): string {
  return messageIn(catalogue, lang, key, params);
}
