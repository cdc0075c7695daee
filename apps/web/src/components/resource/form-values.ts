import type { EntityDef, FieldDef, SubConfigs } from '@freightdesk/domain';
import { subConfigFormValue, subConfigPayload } from '#web/components/sub-config/sub-values.ts';
import { isMasked } from './columns.ts';
import type { EntityRecord } from './resource-types.ts';

/** What the form dialog does: create, edit a row, or copy a row into a new one. */
export type FormMode =
  | { kind: 'create'; values?: FormValues }
  | { kind: 'edit'; record: EntityRecord }
  | { kind: 'copy'; record: EntityRecord };

export type FormValues = Record<string, unknown>;

/** What the form reads of an entity: its fields. */
type FormEntity = Pick<EntityDef, 'fields'>;

/** Fields with their own control (by key): their values pass as they are, `defaultValue` for a new row. */
export type OwnControls = Readonly<Record<string, { defaultValue?: unknown }>>;

/** The fields of the create/edit form (`form !== false`), in description order. */
export function formFields(entity: Pick<EntityDef, 'fields'>): [string, FieldDef][] {
  return Object.entries(entity.fields).filter(([, f]) => f.form !== false);
}

/** Whether a field can be changed in a form of this kind (read-only on edit, masked values). */
export function isEditable(f: FieldDef, mode: FormMode, permissions: readonly string[]): boolean {
  if (mode.kind === 'edit' && f.readOnlyOnEdit) return false;
  return mode.kind === 'create' || !isMasked(f, permissions);
}

function formValue(subs: SubConfigs, key: string, f: FieldDef, v: unknown): unknown {
  const editor = f.type === 'json' ? subs[key] : undefined;
  if (editor) return subConfigFormValue(editor, v);
  if (f.type === 'json' && f.files) return Array.isArray(v) ? v : [];
  if (v === null || v === undefined) return undefined;
  if (f.type === 'json') return JSON.stringify(v, null, 2);
  return v;
}

/**
 * The initial form values: defaults for a new row; the row's values to edit; for a copy the row's
 * values with its unique fields cleared (they must differ). `subs`: the entity's loaded sub-configs.
 */
export function initialFormValues(
  entity: FormEntity,
  mode: FormMode,
  subs: SubConfigs = {},
  own: OwnControls = {},
): FormValues {
  const values: FormValues = {};
  for (const [key, f] of formFields(entity)) {
    if (key in own) {
      values[key] =
        mode.kind === 'create'
          ? (mode.values?.[key] ?? own[key]!.defaultValue)
          : (mode.record[key] ?? undefined);
      continue;
    }
    if (mode.kind === 'create') {
      const d = 'default' in f ? f.default : undefined;
      const many = 'multiple' in f && f.multiple && d !== undefined;
      values[key] = f.type === 'bool' ? (d ?? false) : many ? [d] : d;
      // a create started from somewhere (a sub-unit of a tree node) comes with some values
      if (mode.values && key in mode.values) values[key] = mode.values[key];
      continue;
    }
    values[key] = mode.kind === 'copy' && f.unique ? undefined : formValue(subs, key, f, mode.record[key]);
  }
  return values;
}

function payloadValue(subs: SubConfigs, key: string, f: FieldDef, v: unknown): unknown {
  const editor = f.type === 'json' ? subs[key] : undefined;
  if (editor) return subConfigPayload(editor, v);
  if (f.type === 'json' && f.files) return Array.isArray(v) ? v : [];
  if (v === undefined || v === null)
    return f.type === 'textList' || ('multiple' in f && f.multiple) ? [] : null;
  if (f.type === 'json') {
    const text = String(v).trim();
    return text ? (JSON.parse(text) as unknown) : null;
  }
  return v;
}

/**
 * The write payload of the form: every form field (blank as null, lists as arrays, JSON parsed;
 * read-only fields too, the update payload requires them and the server keeps the stored value),
 * except values the user may not see; edits add `id` and `version`, copies the source `id` (the
 * server merges the payload onto the source).
 */
export function formPayload(
  entity: FormEntity,
  values: FormValues,
  mode: FormMode,
  permissions: readonly string[],
  subs: SubConfigs = {},
  own: OwnControls = {},
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, f] of formFields(entity)) {
    if (mode.kind !== 'create' && isMasked(f, permissions)) continue;
    payload[key] = key in own ? (values[key] ?? null) : payloadValue(subs, key, f, values[key]);
  }
  if (mode.kind === 'edit') return { id: mode.record.id, version: mode.record.version, ...payload };
  if (mode.kind === 'copy') return { id: mode.record.id, ...payload };
  return payload;
}
