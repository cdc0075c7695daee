import { MESSAGES, type Message, type MessageKey } from '@freightdesk/domain';
import type { z } from 'zod';
import { BizError, type MessageParam } from './errors.ts';

/** Labels of the fields of an input (entity field labels), used instead of the shared field labels. */
export type FieldLabels = Readonly<Record<string, Message>>;

/** The field an issue is about: the last named segment of its path (row index kept for arrays). */
export function issueField(path: readonly PropertyKey[]): string {
  const named = [...path].reverse().find((p) => typeof p === 'string');
  return typeof named === 'string' ? named : 'value';
}

const isAbsent = (v: unknown) => v === undefined || v === null;

/** Turns one Zod issue into a catalogue message naming the field ("Username cannot be empty"). */
export function issueError(issue: z.core.$ZodIssue, labels?: FieldLabels): BizError {
  const name = issueField(issue.path);
  const label = labels?.[name];
  const field: MessageParam = label ? { label } : { field: name };
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_union':
      return isAbsent(issue.input)
        ? new BizError('required', [field])
        : new BizError('invalidFormat', [field]);
    case 'too_small':
      if (issue.origin === 'string') {
        if (issue.exact) return new BizError('exactLength', [field, Number(issue.minimum)]);
        return Number(issue.minimum) <= 1
          ? new BizError('required', [field])
          : new BizError('minLength', [field, Number(issue.minimum)]);
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1
          ? new BizError('pleaseSelect', [field])
          : new BizError('selectAtLeast', [Number(issue.minimum)]);
      }
      return new BizError('minValue', [field, String(issue.minimum)]);
    case 'too_big':
      if (issue.origin === 'string') {
        if (issue.exact) return new BizError('exactLength', [field, Number(issue.maximum)]);
        return new BizError('maxLength', [field, Number(issue.maximum)]);
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return new BizError('exceedsLimitOf', [field, String(issue.maximum)]);
      return new BizError('maxValue', [field, String(issue.maximum)]);
    case 'invalid_value':
      return new BizError('invalidEnum', [field]);
    case 'custom':
      // refinements name a catalogue key as their message, e.g. { message: 'required' }
      return issue.message in MESSAGES
        ? new BizError(issue.message as MessageKey, [field])
        : new BizError('invalidFormat', [field]);
    case 'unrecognized_keys': {
      const key = issue.keys[0] ?? 'value';
      return new BizError('invalidFormat', [labels?.[key] ? { label: labels[key] } : { field: key }]);
    }
    default:
      return new BizError('invalidFormat', [field]);
  }
}

/** Turns the first Zod issue into a catalogue message naming the field (entity labels when given). */
export function validationError(error: z.ZodError, labels?: FieldLabels): BizError {
  const issue = error.issues[0];
  return issue ? issueError(issue, labels) : new BizError('requestException');
}

/** Parses input against a schema, throwing the translated validation error on failure. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  labels?: FieldLabels,
): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw validationError(result.error, labels);
  return result.data;
}
