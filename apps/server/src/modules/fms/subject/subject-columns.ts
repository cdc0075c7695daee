import { type Language, type Message, SYSTEM_SUBJECT_NAMES } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import { fmsSubjectTable as s } from './subject.schema.ts';

/** The subject's columns as typed SQL (the entity-built table types its columns loosely). */
export const subjectColumns = {
  id: sql<string>`${s.id}`,
  code: sql<string>`${s.code}`,
  name: sql<string>`${s.name}`,
  kind: sql<string>`${s.kind}`,
  direction: sql<'income' | 'expense'>`${s.direction}`,
  isSystem: sql<boolean>`${s.isSystem}`,
  enabled: sql<boolean | null>`${s.enabled}`,
};

/** A subject's name as the user reads it: a system subject's in the user's language. */
export function subjectName(code: string, name: string, isSystem: boolean, lang: Language): string {
  const names: Readonly<Record<string, Message>> = SYSTEM_SUBJECT_NAMES;
  return isSystem && names[code] ? names[code][lang] : name;
}

/** A subject's name as a message parameter (a system subject's in every language). */
export function subjectLabel(code: string, name: string, isSystem: boolean): string | { label: Message } {
  const names: Readonly<Record<string, Message>> = SYSTEM_SUBJECT_NAMES;
  return isSystem && names[code] ? { label: names[code] } : name;
}
