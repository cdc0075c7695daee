import type { Language } from '../../platform/enums.ts';
import type { Message, MessageKey } from '../../platform/messages/catalogue.ts';
import { registeredMessage } from '../../platform/messages/format.ts';

/**
 * A refusal of a waybill rule: a catalogue key and its parameters. Parameters are plain values or
 * labels in the three languages; the shape matches the server's `BizError` parameters, so a service
 * can `throw new BizError(r.key, r.params)` and the web can `renderRuleMessage(lang, r)`.
 */
export type RuleParam = string | number | { label: Message };
export type RuleFailure = { key: MessageKey; params: RuleParam[] };

export const ruleFail = (key: MessageKey, ...params: RuleParam[]): RuleFailure => ({ key, params });

/** A refusal as text in one language. */
export function renderRuleMessage(lang: Language, failure: RuleFailure): string {
  const params = failure.params.map((p) => (typeof p === 'object' ? p.label[lang] : p));
  return registeredMessage(lang, failure.key, params);
}
