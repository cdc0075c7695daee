import type { EntityDef, FieldDef } from '@freightdesk/domain';
import Decimal from 'decimal.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `n` written with letters, exactly `length` long (distinct for n below 26^length). */
export function letters(n: number, length: number): string {
  let out = '';
  let rest = n;
  for (let i = 0; i < length; i++) {
    out = LETTERS[rest % 26] + out;
    rest = Math.floor(rest / 26);
  }
  return out;
}

function sampleText(f: Extract<FieldDef, { type: 'text' | 'textarea' }>, n: number): string {
  const size = f.length ?? Math.max(f.min ?? 1, Math.min(f.max, 8));
  if (f.format === 'email') return `user${n}@example.com`.slice(-f.max);
  if (f.format === 'url') return `https://example.com/${n}`;
  if (f.format === 'digits') return String(n).padStart(size, '0').slice(-size);
  if (f.pattern || f.format || f.length) return letters(n, size);
  const readable = `${f.label['en-US']} ${n}`;
  return readable.length <= f.max && readable.length >= (f.min ?? 0) ? readable : letters(n, size);
}

/**
 * A value valid for a field, different for each `n` where the type allows (texts, numbers, options).
 * Used for the example row of import templates and by tests; references and dictionaries are left to
 * the caller (null), since only the database knows valid ids and codes; JSON sub-configs too (null),
 * since only the entity's rules know their shape.
 */
export function sampleValue(f: FieldDef, n: number): unknown {
  switch (f.type) {
    case 'text':
    case 'textarea':
      return sampleText(f, n);
    case 'int': {
      const min = f.min ?? 0;
      const max = f.max ?? min + 1_000_000;
      return min + (n % (max - min + 1));
    }
    case 'decimal': {
      const min = new Decimal(f.min ?? '0');
      const max = new Decimal(f.max ?? '1000000');
      const value = min.plus(n).plus(f.scale > 0 ? '0.5' : '0');
      return (value.gt(max) ? min : value).toFixed(f.scale);
    }
    case 'bool':
      return n % 2 === 1;
    case 'enum': {
      const value = f.options[n % f.options.length]!.value;
      return f.multiple ? [value] : value;
    }
    case 'date':
      return `2024-01-${String((n % 28) + 1).padStart(2, '0')}`;
    case 'datetime':
      return new Date(Date.UTC(2024, 0, (n % 28) + 1, 8)).toISOString();
    case 'textList':
      return [`A${n}`, `B${n}`].map((s) => s.slice(0, f.itemMax));
    case 'dict':
    case 'ref':
      return f.multiple ? [] : null;
    case 'json':
      return null;
  }
}

/** A sample row of an entity's form fields (references and dictionaries null unless given). */
export function sampleRow(
  def: EntityDef,
  n: number,
  given: Record<string, unknown> = {},
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, f] of Object.entries(def.fields)) {
    if (f.form === false) continue;
    row[key] = key in given ? given[key] : sampleValue(f, n);
  }
  return row;
}
