import type { Message } from '../messages/catalogue.ts';
import type {
  BoolField,
  DateField,
  DecimalField,
  DictField,
  EntityDef,
  EnumField,
  EnumOption,
  FilesConfig,
  IntField,
  JsonField,
  RefField,
  TextField,
  TextListField,
} from './types.ts';

/** A label in the three languages, in the order zh-CN, en-US, vi-VN. */
export function l(zh: string, en: string, vi: string): Message {
  return { 'zh-CN': zh, 'en-US': en, 'vi-VN': vi };
}

type Opts<F> = Omit<F, 'type' | 'label'>;

export const field = {
  text: (label: Message, o: Opts<TextField>): TextField => ({ type: 'text', label, ...o }),
  textarea: (label: Message, o: Opts<TextField>): TextField => ({
    type: 'textarea',
    label,
    list: false,
    ...o,
  }),
  int: (label: Message, o: Opts<IntField> = {}): IntField => ({ type: 'int', label, ...o }),
  decimal: (label: Message, o: Opts<DecimalField>): DecimalField => ({ type: 'decimal', label, ...o }),
  bool: (label: Message, o: Opts<BoolField> = {}): BoolField => ({ type: 'bool', label, ...o }),
  enum: (label: Message, o: Opts<EnumField>): EnumField => ({ type: 'enum', label, ...o }),
  dict: (label: Message, o: Opts<DictField>): DictField => ({ type: 'dict', label, ...o }),
  ref: (label: Message, o: Opts<RefField>): RefField => ({ type: 'ref', label, ...o }),
  date: (label: Message, o: Opts<DateField> = {}): DateField => ({ type: 'date', label, ...o }),
  datetime: (label: Message, o: Opts<DateField> = {}): DateField => ({ type: 'datetime', label, ...o }),
  textList: (label: Message, o: Opts<TextListField>): TextListField => ({ type: 'textList', label, ...o }),
  json: (label: Message, o: Opts<JsonField> = {}): JsonField => ({ type: 'json', label, list: false, ...o }),
  /** Uploaded files kept with the row (a JSON list of `{fileId, fileName, type?}`). */
  files: (label: Message, files: FilesConfig = {}, o: Opts<JsonField> = {}): JsonField => ({
    type: 'json',
    label,
    list: false,
    span: 3,
    files,
    ...o,
  }),
};

/** Options of an enum field from a `{value: label}` list. */
export function options(...entries: [string | number, Message][]): EnumOption[] {
  return entries.map(([value, label]) => ({ value, label }));
}

/** Declares an entity; a function so that descriptions read alike and are checked in one place. */
export function defineEntity<const E extends EntityDef>(entity: E): E {
  const keys = [entity.labelField, entity.defaultSort?.field, ...Object.values(entity.labelFields ?? {})];
  for (const key of keys.filter(Boolean) as string[]) {
    if (!(key in entity.fields) && key !== 'id' && key !== 'updatedAt' && key !== 'createdAt') {
      throw new Error(`entity ${entity.name}: unknown field ${key}`);
    }
  }
  return entity;
}

/**
 * The naming every settings-centre entity follows: API `basic/{name}`, table `basic_{snake_name}`,
 * permission `setting/{group}/{name}`, list screen `/setting/{group}/{path}` in menu group `settings.{group}`.
 */
export function settingsEntity(name: string, path: string, group: 'basic' | 'control' = 'basic') {
  return {
    name,
    api: `basic/${name}`,
    table: `basic_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`,
    permission: `setting/${group}/${name}`,
    menuGroup: `settings.${group}`,
    route: `/setting/${group}/${path}`,
  };
}
