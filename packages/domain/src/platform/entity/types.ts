import type { z } from 'zod';
import type { Language, SysCode } from '../enums.ts';
import type { Message, MessageKey } from '../messages/catalogue.ts';

/**
 * An entity described once (issue 3): the server derives its table, payloads and endpoints from
 * this, the web its list page, search form, create/edit form and detail view.
 */

/** How a field takes part in the search form. */
export type SearchMode = 'eq' | 'like' | 'in' | 'range' | 'keyword';

export type FieldCommon = {
  label: Message;
  required?: boolean;
  /** Duplicates answer "{0} already exists" (case-insensitive for text). */
  unique?: boolean;
  search?: SearchMode;
  /** Column in the list table (default true). */
  list?: boolean;
  /** Field in the create/edit form (default true). */
  form?: boolean;
  readOnlyOnEdit?: boolean;
  /** Form grid width, out of 3 columns (default 1). */
  span?: 1 | 2 | 3;
  /** Shown as stars to users without this permission. */
  maskPermission?: string;
  sortable?: boolean;
  width?: number;
  /** Help text under the form field. */
  help?: Message;
  /** The value is written in this language whatever the user's (Chinese names): marked as such on screen. */
  lang?: Language;
};

export type TextFormat = 'email' | 'url' | 'hex' | 'upperCode' | 'digits';

export type TextField = FieldCommon & {
  type: 'text' | 'textarea';
  max: number;
  min?: number;
  length?: number;
  format?: TextFormat;
  /** A regular expression source the value must match (whole value). */
  pattern?: string;
  /** Upper-cases the value before saving (codes). */
  upper?: boolean;
  default?: string;
  /** Known values shown by their name in the user's language (fee subject codes); others as typed. */
  names?: Readonly<Record<string, Message>>;
};

export type IntField = FieldCommon & { type: 'int'; min?: number; max?: number; default?: number };

/** A decimal kept exact: numeric column, string in JSON. */
export type DecimalField = FieldCommon & {
  type: 'decimal';
  scale: number;
  min?: string;
  max?: string;
  default?: string;
};

export type BoolField = FieldCommon & { type: 'bool'; default?: boolean };

export type EnumOption = { value: string | number; label: Message };
export type EnumField = FieldCommon & {
  type: 'enum';
  options: readonly EnumOption[];
  multiple?: boolean;
  default?: string | number;
};

/** A value from a dictionary (items code + name), e.g. currency. */
export type DictField = FieldCommon & {
  type: 'dict';
  dictionary: string;
  multiple?: boolean;
  default?: string;
};

/** A reference to another entity's id (a UUID); `labelField` is what users see. */
export type RefField = FieldCommon & { type: 'ref'; entity: string; labelField: string; multiple?: boolean };

export type DateField = FieldCommon & { type: 'date' | 'datetime' };

/** A list of short texts (aliases, postcode prefixes): array column, pasted as one text with separators. */
export type TextListField = FieldCommon & {
  type: 'textList';
  itemMax: number;
  maxItems?: number;
  /** Known values shown by their name in the user's language (fee subject codes); others as typed. */
  names?: Readonly<Record<string, Message>>;
};

/**
 * Structured sub-configuration kept as JSON. With `files` it is a list of uploaded files
 * (`[{fileId, fileName, type?}]`): the form uploads, the detail lists them with download links, and a
 * write claims them (they stop being temporary). With `sub` it is a sub-config (zone rows, channel
 * limits): the server normalizes and checks it, the web edits it as rows or a small form. `sub` is
 * a loader because the schemas are zod, which the web's first screen must not load.
 */
export type JsonField = FieldCommon & { type: 'json'; files?: FilesConfig; sub?: SubConfigLoader };

/** An entity-level check of a parsed sub-config: the catalogue message of its first problem. */
export type SubConfigCheck = (
  parsed: unknown,
) => { key: MessageKey; params: readonly (string | number)[] } | undefined;

/**
 * A sub-config: `rows` (an array of flat objects, edited in a table) or `object` (a small form of flat
 * fields; arrays of objects inside get a nested row table). Problems are named "{field}/{sub-field}"
 * with `labels`; `check` runs on a value the schema accepts.
 */
export type SubConfig = {
  kind: 'rows' | 'object';
  schema: z.ZodType;
  labels: Readonly<Record<string, Message>>;
  check?: SubConfigCheck;
};

export type SubConfigLoader = () => Promise<SubConfig>;

/** The file types a files field offers (employee: ID, diploma, other) and how many files it keeps. */
export type FilesConfig = { types?: readonly EnumOption[]; max?: number };

export type FieldDef =
  | TextField
  | IntField
  | DecimalField
  | BoolField
  | EnumField
  | DictField
  | RefField
  | DateField
  | TextListField
  | JsonField;

export type EntityAction = 'insert' | 'update' | 'delete' | 'enable' | 'copy' | 'export' | 'import';

export type EntityDef = {
  /** camelCase name, unique across the product (`country`, `airPort`). */
  name: string;
  /** Path below /api (`basic/country`): endpoints are `/api/{api}/{action}`. */
  api: string;
  /** SQL table name (`basic_country`). */
  table: string;
  title: Message;
  /** Permission to see the list; actions need `{permission}:{action}`. */
  permission: string;
  actions: readonly EntityAction[];
  /**
   * Hand-written actions beyond the generic ones (`generateApiKey`): their codes
   * `{permission}:{action}` join the permission tree like the generic ones.
   */
  extraActions?: readonly string[];
  fields: Readonly<Record<string, FieldDef>>;
  /** Field combinations that must be unique together. */
  uniqueTogether?: readonly (readonly string[])[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Business systems the entity belongs to; customers without them do not see it. */
  sysCodes?: readonly SysCode[];
  /** Field shown in autocomplete answers and ref pickers. */
  labelField: string;
  /**
   * The label field per language (place names: `nameCn`, `nameEn`, `nameVi`): references, pickers and
   * autocomplete show the user's language, and `labelField` where that field is blank.
   */
  labelFields?: Readonly<Record<Language, string>>;
  /** Menu group of the list screen (`settings.basic`, `crm`, `oa`). */
  menuGroup: string;
  /** Route path of the list screen (`/setting/basic/country`). */
  route: string;
  /** Staff work only: a customer user is refused whatever its role holds (negotiated prices, discounts). */
  staffOnly?: boolean;
  /**
   * Rows belong to a customer (`customerId` column). A customer user reads and writes only its own
   * customer's rows (the id comes from the session); staff see all and choose the customer.
   */
  customerScoped?: boolean;
  /**
   * Staff lists of the entity apply the data scope (the server's entity rules name the columns); the
   * list screen offers the user's granted scopes.
   */
  dataScoped?: boolean;
  /** Route of the customer-portal screen, when customers use it too (`/client/setting/recipient`). */
  clientRoute?: string;
  /** Permission customers need for the portal screen. */
  clientPermission?: string;
  /**
   * Column values every row of this entity has, when several entities share one table (warehouses are
   * the organisation units of type `warehouse`; employees the users of type `staff`): every read,
   * update and delete is limited to them and every insert sets them.
   */
  fixed?: Readonly<Record<string, string>>;
};

export function actionPermission(entity: Pick<EntityDef, 'permission'>, action: EntityAction): string {
  return `${entity.permission}:${action}`;
}
