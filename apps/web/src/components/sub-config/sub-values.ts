import { type Language, message, splitList } from '@freightdesk/domain';
import { issueMessage } from '#web/components/resource/field-rules.ts';
import {
  type Labels,
  objectFields,
  rowFields,
  type SubConfigEditor,
  type SubField,
  subLabel,
} from './sub-fields.ts';

/**
 * Value conversions of the sub-config editors. In the form a row table holds an array of draft rows
 * and an object editor a draft object (cells may be blank); the payload drops blank cells (the
 * schema fills its defaults), drops rows left entirely empty, and is `null` ("not configured")
 * when nothing is left.
 */

export type Draft = Record<string, unknown>;

/** A text list from pasted text ("US，CA;MX" → ['US', 'CA', 'MX']) or an array (trimmed, blanks dropped). */
export function toList(value: unknown): string[] {
  if (typeof value === 'string') return splitList(value);
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => (typeof v === 'string' ? splitList(v) : []));
}

/** Whether a cell holds nothing (booleans never count as a value of their own). */
export function isBlankCell(f: SubField, v: unknown): boolean {
  if (f.kind === 'bool') return true;
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return f.kind === 'list' ? toList(v).length === 0 : v.length === 0;
  return false;
}

/** A new row: yes/no cells at their schema default, the rest blank. */
export function emptyRow(fields: readonly SubField[]): Draft {
  const row: Draft = {};
  for (const f of fields) if (f.kind === 'bool') row[f.key] = f.initial ?? false;
  return row;
}

/** Whether every cell of a row is blank (booleans ignored). */
export function isEmptyRow(fields: readonly SubField[], row: Draft): boolean {
  return fields.every((f) => isBlankCell(f, row[f.key]));
}

function cellPayload(f: SubField, v: unknown): unknown {
  switch (f.kind) {
    case 'text':
      return typeof v === 'string' ? v.trim() : v;
    case 'list':
      return toList(v);
    case 'rows':
      return rowsPayload(f.fields, v) ?? [];
    default:
      return v;
  }
}

function cleanObject(fields: readonly SubField[], draft: Draft): Draft {
  const out: Draft = {};
  for (const f of fields) {
    const v = draft[f.key];
    if (f.kind === 'bool') {
      if (typeof v === 'boolean') out[f.key] = v;
    } else if (!isBlankCell(f, v)) out[f.key] = cellPayload(f, v);
  }
  return out;
}

/** The payload of a row table: clean rows, empty rows dropped, `null` when no row is left. */
export function rowsPayload(fields: readonly SubField[], value: unknown): Draft[] | null {
  if (!Array.isArray(value)) return null;
  const rows = (value as unknown[])
    .filter((r): r is Draft => typeof r === 'object' && r !== null)
    .filter((r) => !isEmptyRow(fields, r))
    .map((r) => cleanObject(fields, r));
  return rows.length ? rows : null;
}

/** The payload of an object editor: clean fields, `null` when no field has a value (switches off). */
export function objectPayload(fields: readonly SubField[], value: unknown): Draft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const draft = value as Draft;
  const configured = fields.some((f) =>
    f.kind === 'bool' ? draft[f.key] === true : !isBlankCell(f, draft[f.key]),
  );
  return configured ? cleanObject(fields, draft) : null;
}

/** The fields an editor shows (rows of an array schema, or the fields of an object schema). */
export function editorFields(editor: SubConfigEditor): SubField[] {
  return editor.kind === 'rows' ? rowFields(editor.schema) : objectFields(editor.schema);
}

/** The payload of a sub-config field. */
export function subConfigPayload(editor: SubConfigEditor, value: unknown): unknown {
  const fields = editorFields(editor);
  return editor.kind === 'rows' ? rowsPayload(fields, value) : objectPayload(fields, value);
}

/** The form value of a stored sub-config (rows as an array of drafts, an object as a draft, or null). */
export function subConfigFormValue(editor: SubConfigEditor, stored: unknown): unknown {
  if (editor.kind === 'rows') return Array.isArray(stored) ? stored.map((r) => ({ ...(r as Draft) })) : [];
  return typeof stored === 'object' && stored !== null ? { ...(stored as Draft) } : null;
}

/**
 * The first problem of a sub-config form value, as the server would answer it: the schema's first
 * issue naming "{field}/{sub-field}", then the entity's own check (e.g. "Zone name empty at sequence 2").
 */
export function subConfigProblem(
  editor: SubConfigEditor,
  value: unknown,
  parent: string,
  lang: Language,
  required = false,
): string | null {
  const payload = subConfigPayload(editor, value);
  if (payload === null) return required ? message(lang, 'required', [parent]) : null;
  const parsed = editor.schema.safeParse(payload, { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (!issue) return message(lang, 'invalidFormat', [parent]);
    const key = [...issue.path].reverse().find((p): p is string => typeof p === 'string');
    const label = key ? `${parent}/${subLabel(editor.labels, key, lang)}` : parent;
    return issueMessage(issue, label, lang);
  }
  const found = editor.check?.(parsed.data);
  return found ? message(lang, found.key, found.params) : null;
}

export type { Labels };
