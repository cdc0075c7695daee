import { businessLogEntityTitle, type EntityDef, findEntity, type Language } from '@freightdesk/domain';
import { type DisplayContext, displayValue } from '#web/components/resource/columns.ts';
import type { LogChanges } from './business-log-api.ts';

/** One changed field of a log row: its label in the user's language, the value before and after. */
export type ChangeRow = { key: string; label: string; before: string; after: string };

/** The title of a logged record type in a language (its name when the domain does not name it). */
export const entityTitle = (name: string, lang: Language): string => businessLogEntityTitle(name, lang);

/** A logged value as text: described fields like the list shows them (references by id), others as JSON. */
function shown(entity: EntityDef | undefined, key: string, value: unknown, ctx: DisplayContext): string {
  if (value === undefined || value === null || value === '') return '';
  const f = entity?.fields[key];
  if (!f || f.type === 'ref' || f.type === 'json')
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  return displayValue(key, f, { id: '', version: 0, [key]: value }, ctx);
}

/**
 * The fields a log row changed, in the entity's field order then the others (keys of hand-written
 * actions), each labelled by the entity description or else by `otherLabel`.
 */
export function changeRows(
  entityName: string,
  changes: LogChanges,
  ctx: DisplayContext,
  otherLabel: (key: string) => string,
): ChangeRow[] {
  const entity = findEntity(entityName);
  const before = changes.before ?? {};
  const after = changes.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const order = entity ? Object.keys(entity.fields) : [];
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  keys.sort((a, b) => rank(a) - rank(b));
  return keys.map((key) => ({
    key,
    label: entity?.fields[key]?.label[ctx.lang] ?? otherLabel(key),
    before: shown(entity, key, before[key], ctx),
    after: shown(entity, key, after[key], ctx),
  }));
}
