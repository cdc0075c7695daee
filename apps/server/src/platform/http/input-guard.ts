import { BizError, type MessageParam } from './errors.ts';
import type { FieldLabels } from './validation.ts';

/** Deeper input than this is refused: no payload of the product nests nearly as deep. */
export const MAX_INPUT_DEPTH = 32;

/** NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not valid Unicode). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const hasForbiddenCharacter = (text: string): boolean => text.includes('\0') || LONE_SURROGATE.test(text);

/** Keys that would reach an object's prototype when code copies or merges the input. */
function isPrototypeKey(key: string, value: unknown): boolean {
  if (key === '__proto__') return true;
  return key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value;
}

function fieldParam(field: string | undefined, labels?: FieldLabels): MessageParam {
  const name = field ?? 'value';
  const label = labels?.[name];
  return label ? { label } : { field: name };
}

/**
 * Refuses input no route can store or trust, before any route code or SQL sees it: a text with NUL
 * or a lone surrogate (naming its field), a prototype key, or nesting deeper than MAX_INPUT_DEPTH.
 * `field` is the nearest named key above the value (array indexes keep their field's name).
 */
export function assertSafeInput(input: unknown, labels?: FieldLabels): void {
  const visit = (value: unknown, field: string | undefined, depth: number): void => {
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) throw new BizError('invalidCharacters', [fieldParam(field, labels)]);
      return;
    }
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return;
    if (depth >= MAX_INPUT_DEPTH) throw new BizError('inputTooDeep');
    if (Array.isArray(value)) {
      for (const item of value) visit(item, field, depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (isPrototypeKey(key, item)) throw new BizError('requestException');
      if (hasForbiddenCharacter(key)) throw new BizError('invalidCharacters', [fieldParam(field, labels)]);
      visit(item, key, depth + 1);
    }
  };
  visit(input, undefined, 0);
}
