import { message } from '../../messages.ts';
import type { Language } from '../../platform/enums.ts';
import type { RuleFailure } from './rule-result.ts';

/**
 * A refusal as text in one language. Kept apart from rule-result.ts, so that the chunk holding the
 * rules does not carry the whole message catalogue.
 */
export function renderRuleMessage(lang: Language, failure: RuleFailure): string {
  const params = failure.params.map((p) => (typeof p === 'object' ? p.label[lang] : p));
  return message(lang, failure.key, params);
}
