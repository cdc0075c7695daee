import {
  type FieldDef,
  fieldSchema,
  type Language,
  MESSAGES,
  type MessageKey,
  message,
} from '@freightdesk/domain';
import type { FormRule } from 'antd';
import type { SubConfigEditor } from '#web/components/sub-config/sub-fields.ts';
import { subConfigProblem } from '#web/components/sub-config/sub-values.ts';

/**
 * Form rules of a field, derived from its description through the same schema the server
 * validates with (`fieldSchema` of the domain), so the browser refuses exactly what the server
 * would, with the catalogue's messages: required, exact/min/max length, email/URL/hex/digits/code
 * formats, pattern, integer and decimal ranges and scale, enum values, list sizes. On top, a text
 * that is only whitespace is refused ("no whitespace-only").
 */

/** The shape of a schema issue this module reads. */
type Issue = {
  code: string;
  origin?: string;
  exact?: boolean;
  minimum?: unknown;
  maximum?: unknown;
  message: string;
  input?: unknown;
};

const absent = (v: unknown) => v === undefined || v === null;
const isText = (f: FieldDef) => f.type === 'text' || f.type === 'textarea';

/** The catalogue message of a schema issue about a field (the server's mapping, platform-api.md). */
export function issueMessage(issue: Issue, label: string, lang: Language): string {
  const m = (key: MessageKey, params: (string | number)[] = []) => message(lang, key, [label, ...params]);
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_union':
      return absent(issue.input) ? m('required') : m('invalidFormat');
    case 'too_small':
      if (issue.origin === 'string') {
        if (issue.exact) return m('exactLength', [Number(issue.minimum)]);
        return Number(issue.minimum) <= 1 ? m('required') : m('minLength', [Number(issue.minimum)]);
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1
          ? m('pleaseSelect')
          : message(lang, 'selectAtLeast', [Number(issue.minimum)]);
      return m('minValue', [String(issue.minimum)]);
    case 'too_big':
      if (issue.origin === 'string') {
        if (issue.exact) return m('exactLength', [Number(issue.maximum)]);
        return m('maxLength', [Number(issue.maximum)]);
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return m('exceedsLimitOf', [String(issue.maximum)]);
      return m('maxValue', [String(issue.maximum)]);
    case 'invalid_value':
      return m('invalidEnum');
    case 'custom':
      return issue.message in MESSAGES ? m(issue.message as MessageKey) : m('invalidFormat');
    default:
      return m('invalidFormat');
  }
}

/**
 * The first problem of a form value for a field, or null when the server would accept it.
 * Form values: text as typed, numbers from the number input, decimals as strings, lists as arrays,
 * dates as `YYYY-MM-DD`, date-times as ISO text, JSON as its text.
 */
export function fieldProblem(f: FieldDef, value: unknown, lang: Language): string | null {
  const label = f.label[lang];
  const blank = absent(value) || (typeof value === 'string' && value.trim() === '');
  if (isText(f) && !f.required && typeof value === 'string' && value !== '' && blank)
    return message(lang, 'whitespaceOnly', [label]);
  if (f.type === 'json') {
    if (blank) return f.required ? message(lang, 'required', [label]) : null;
    try {
      JSON.parse(String(value));
      return null;
    } catch {
      return message(lang, 'invalidFormat', [label]);
    }
  }
  const empty = blank || (Array.isArray(value) && value.length === 0);
  // (the shared schema reads a missing required number as "not a number"; the form says "empty")
  if (empty && isRequiredField(f)) return message(lang, 'required', [label]);
  let result: ReturnType<ReturnType<typeof fieldSchema>['safeParse']>;
  try {
    result = fieldSchema(f).safeParse(value === null ? undefined : value, { reportInput: true });
  } catch {
    // a refinement that cannot read the value (e.g. a decimal that is no number)
    return message(lang, 'invalidFormat', [label]);
  }
  if (result.success) return null;
  const issue = result.error.issues[0] as Issue | undefined;
  return issue ? issueMessage(issue, label, lang) : message(lang, 'invalidFormat', [label]);
}

/** Whether the form marks a field as required (booleans always have a value). */
export function isRequiredField(f: FieldDef): boolean {
  return Boolean(f.required) && f.type !== 'bool';
}

/**
 * The antd rules of a field (one validator running {@link fieldProblem}; a JSON field with a
 * sub-config is checked with its schema and check instead).
 */
export function fieldRules(f: FieldDef, lang: Language, editor?: SubConfigEditor): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        const problem = editor
          ? subConfigProblem(editor, value, f.label[lang], lang, Boolean(f.required))
          : fieldProblem(f, value, lang);
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    },
  ];
}
