// the server's own messages join the catalogue (rules, limits, routes, webhooks: never on the web)
import '@freightdesk/domain/server-messages';
import {
  BizCode,
  fieldLabel,
  type Language,
  type Message,
  type MessageKey,
  message,
} from '@freightdesk/domain';

/**
 * A message parameter: plain text or a number, a field whose label is translated (`FIELD_LABELS`),
 * or a label given in the three languages (entity field labels, entity titles).
 */
export type MessageParam = string | number | { field: string } | { label: Message };

/** One parameter in a language. */
export function renderParam(lang: Language, p: MessageParam): string | number {
  if (typeof p !== 'object') return p;
  return 'label' in p ? p.label[lang] : fieldLabel(lang, p.field);
}

/** A business failure: answered as `{code, msg, data}` with the message in the caller's language. */
export class BizError extends Error {
  readonly key: MessageKey;
  readonly params: readonly MessageParam[];
  readonly code: number;
  readonly data: unknown;

  constructor(
    key: MessageKey,
    params: readonly MessageParam[] = [],
    code: number = BizCode.failure,
    data: unknown = null,
  ) {
    super(key);
    this.name = 'BizError';
    this.key = key;
    this.params = params;
    this.code = code;
    this.data = data;
  }

  /** The message in a language. */
  render(lang: Language): string {
    return translate(lang, this.key, this.params);
  }
}

/** Renders a catalogue message, translating field parameters to their labels. */
export function translate(lang: Language, key: MessageKey, params: readonly MessageParam[] = []): string {
  return message(
    lang,
    key,
    params.map((p) => renderParam(lang, p)),
  );
}

/** The session is missing, expired or invalid. */
export const loginExpired = (): BizError => new BizError('loginExpired', [], BizCode.loginExpired);
/** The caller lacks the permission a route needs. */
export const noPermission = (): BizError => new BizError('noPermission');
/** The addressed row does not exist (or is not the caller's). */
export const dataNotExist = (): BizError => new BizError('dataNotExist');
