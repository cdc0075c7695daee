import { LANGUAGES, type Language, type Message } from '@freightdesk/domain';
import type { z } from 'zod';
import type { EntityRuntime, RuleIssue } from '#platform/entity/entity-runtime.ts';
import { issueError } from '#platform/http/validation.ts';

/**
 * JSON sub-configs of an entity (zone rows, order field configs, channel limits): parsed with their
 * domain schema, defaults filled in by `normalize`, problems answered by `check` naming the field as
 * "{field}/{sub-field}" ("Service limit/Min weight (kg) …") in the caller's language.
 */
export type SubConfig = { key: string; schema: z.ZodType; labels: Readonly<Record<string, Message>> };

/** The parsed value of a sub-config (defaults filled in), or the value unchanged when it does not parse. */
export function normalizeSubConfig(value: unknown, schema: z.ZodType): unknown {
  if (value === null || value === undefined) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : value;
}

/** "{parent}/{child}" in every language. */
function nested(parent: Message, child: Message): Message {
  const out = {} as Record<Language, string>;
  for (const lang of LANGUAGES) out[lang] = `${parent[lang]}/${child[lang]}`;
  return out;
}

/** The first problem of a sub-config value (null is allowed: no config). */
export function checkSubConfig(rt: EntityRuntime, sub: SubConfig, value: unknown): RuleIssue | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = sub.schema.safeParse(value, { reportInput: true });
  if (parsed.success) return undefined;
  const parent = rt.labels[sub.key]!;
  const labels: Record<string, Message> = { value: parent };
  for (const [k, label] of Object.entries(sub.labels)) labels[k] = nested(parent, label);
  return { fields: [sub.key], error: issueError(parsed.error.issues[0]!, labels) };
}

/** Rules of an entity whose only exceptions are JSON sub-configs (normalize + check each). */
export function subConfigRules(subs: readonly SubConfig[]) {
  return {
    normalize: (values: Record<string, unknown>) => {
      const out = { ...values };
      for (const s of subs) if (s.key in out) out[s.key] = normalizeSubConfig(out[s.key], s.schema);
      return out;
    },
    check: (values: Record<string, unknown>, rt: EntityRuntime) => {
      for (const s of subs) {
        const issue = checkSubConfig(rt, s, values[s.key]);
        if (issue) return issue;
      }
      return undefined;
    },
  };
}
