import type { EntityAction } from '@freightdesk/domain';
import type { FormInstance, FormItemProps } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import type { FormMode } from './form-values.ts';
import type { SelectionRule } from './selection.ts';

/** A row as the entity API answers it: id, version, `enabled` when enable-able, fields, `<ref>Label`. */
export type EntityRecord = {
  id: string;
  version: number;
  enabled?: boolean;
  [key: string]: unknown;
};

/** Values of the search form (and of the URL): field key → control value; `keyword` for keyword search. */
export type SearchValues = Record<string, unknown>;

export type SortState = { field: string; order: 'asc' | 'desc' };

/** The status tabs of enable-able entities. */
export type StatusTab = 'all' | 'enabled' | 'disabled';

/** `{records, total, page, size}` of a search. */
export type SearchPage = { records: EntityRecord[]; total: number; page: number; size: number };

/** Counts of the status tabs (`statusGroup`). */
export type StatusCounts = { all: number; enabled?: number; disabled?: number };

/** What a toolbar button of a business screen may use. */
export type ButtonContext = { rows: EntityRecord[]; reload: () => Promise<void> };

/** An extra toolbar button of a business screen (its real business action). */
export type ResourceButton = {
  key: string;
  label: ReactNode;
  /** Permission needed (any-of when a list). */
  permission?: string | readonly string[];
  /** Rows it needs selected: checked before `run` with the spec's messages. */
  selection?: SelectionRule;
  danger?: boolean;
  icon?: ReactNode;
  run: (ctx: ButtonContext) => unknown;
};

/** A column override: another title, width or cell of a field, or an extra column (a key not among the fields). */
export type ColumnOverride = {
  title?: ReactNode;
  width?: number;
  render?: (record: EntityRecord) => ReactNode;
};

/** A create-form input that is not a field of the entity (an employee's initial password). */
export type CreateField = {
  key: string;
  label: ReactNode;
  required?: boolean;
  rules?: FormItemProps['rules'];
  /** The input (it gets `value` and `onChange` from the form). */
  control: ReactNode;
};

/** What the form item of a field hands its control (antd's `Form.Item` passes `value` and `onChange`). */
export type FieldControlProps = {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
};

/**
 * A field's own form control instead of the generated one (a rule's condition editor): the value goes
 * to and from the control as it is (no JSON text), `defaultValue` starts a new row, `rules` replace
 * the derived ones.
 */
export type FieldControlOverride = {
  Control: ComponentType<FieldControlProps>;
  defaultValue?: unknown;
  rules?: FormItemProps['rules'];
};

/** What a business screen changes of the generated list page; everything is optional. */
export type ResourceOverrides = {
  /** Field key (or a new key) → override; new keys are added after the field columns. */
  columns?: Readonly<Record<string, ColumnOverride>>;
  /** Extra toolbar buttons, after the generic ones. */
  buttons?: readonly ResourceButton[];
  /** Generic actions this screen does not offer even though the entity has them. */
  hideActions?: readonly EntityAction[];
  /** Inputs of the create form only, sent with the create payload under their keys. */
  createFields?: readonly CreateField[];
  /** Field key → its own form control (create, edit and copy). */
  formControls?: Readonly<Record<string, FieldControlOverride>>;
  /** A section of the form below the fields (a rule's dry run of the values being edited). */
  formExtra?: (form: FormInstance, mode: FormMode) => ReactNode;
  /** A section of the detail drawer below the fields (child lists such as a country's details). */
  detail?: (record: EntityRecord) => ReactNode;
};
