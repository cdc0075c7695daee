import { type Language, MESSAGES, type MessageKey, message, WAYBILL_FIELD_LABELS } from '@freightdesk/domain';
import type { z } from 'zod';

/**
 * A payload problem as the server words it ("English name cannot be empty", the field named by its
 * label in `WAYBILL_FIELD_LABELS`), prefixed with the list and row it is in ("Commodities 2: …").
 * Mirrors the server's `issueError` (apps/server/src/platform/http/validation.ts).
 */
export function issueMessage(issue: z.core.$ZodIssue, lang: Language): string {
  const named = [...issue.path].reverse().find((p) => typeof p === 'string');
  const name = typeof named === 'string' ? named : 'value';
  const field = WAYBILL_FIELD_LABELS[name]?.[lang] ?? name;
  const text = message(lang, ...keyAndParams(issue, field));
  const rowAt = issue.path.findIndex((p) => typeof p === 'number');
  if (rowAt < 1) return text;
  const list = String(issue.path[rowAt - 1]);
  return `${WAYBILL_FIELD_LABELS[list]?.[lang] ?? list} ${Number(issue.path[rowAt]) + 1}: ${text}`;
}

const absent = (v: unknown) => v === undefined || v === null;

function keyAndParams(issue: z.core.$ZodIssue, field: string): [MessageKey, (string | number)[]] {
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_union':
      return [absent(issue.input) ? 'required' : 'invalidFormat', [field]];
    case 'too_small':
      if (issue.origin === 'string') {
        if (issue.exact) return ['exactLength', [field, Number(issue.minimum)]];
        return Number(issue.minimum) <= 1
          ? ['required', [field]]
          : ['minLength', [field, Number(issue.minimum)]];
      }
      if (issue.origin === 'array') return ['pleaseSelect', [field]];
      return ['minValue', [field, String(issue.minimum)]];
    case 'too_big':
      if (issue.origin === 'string') return ['maxLength', [field, Number(issue.maximum)]];
      if (issue.origin === 'array') return ['exceedsLimitOf', [field, String(issue.maximum)]];
      return ['maxValue', [field, String(issue.maximum)]];
    case 'invalid_value':
      return ['invalidEnum', [field]];
    case 'custom':
      return [issue.message in MESSAGES ? (issue.message as MessageKey) : 'invalidFormat', [field]];
    default:
      return ['invalidFormat', [field]];
  }
}
