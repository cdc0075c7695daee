import { LANGUAGES, type Language, type Message, type SubConfig, type SubConfigs } from '@freightdesk/domain';
import { BizError } from '#platform/http/errors.ts';
import { issueError } from '#platform/http/validation.ts';
import type { EntityRules, EntityRuntime, RuleIssue } from './entity-runtime.ts';

/**
 * The JSON sub-configs of an entity (zone rows, order field configs, channel limits), as its field
 * descriptions give them: parsed with their schema, defaults filled in by `normalize`, problems
 * answered by `check` naming the field as "{field}/{sub-field}" ("Service limit/Min weight (kg) …")
 * in the caller's language, then the sub-config's own check on the parsed value.
 */

/** The parsed value of a sub-config (defaults filled in), or the value unchanged when it does not parse. */
export function normalizeSubConfig(value: unknown, sub: SubConfig): unknown {
  if (value === null || value === undefined) return null;
  const parsed = sub.schema.safeParse(value);
  return parsed.success ? parsed.data : value;
}

/** "{parent}/{child}" in every language. */
function nested(parent: Message, child: Message): Message {
  const out = {} as Record<Language, string>;
  for (const lang of LANGUAGES) out[lang] = `${parent[lang]}/${child[lang]}`;
  return out;
}

/** The first schema problem of a sub-config value (null is allowed: no config). */
export function subConfigShapeIssue(
  rt: EntityRuntime,
  key: string,
  sub: SubConfig,
  value: unknown,
): RuleIssue | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = sub.schema.safeParse(value, { reportInput: true });
  if (parsed.success) return undefined;
  const parent = rt.labels[key]!;
  const labels: Record<string, Message> = { value: parent };
  for (const [k, label] of Object.entries(sub.labels)) labels[k] = nested(parent, label);
  return { fields: [key], error: issueError(parsed.error.issues[0]!, labels) };
}

/** The sub-config's own check of a value its schema accepts. */
function subConfigCheckIssue(key: string, sub: SubConfig, value: unknown): RuleIssue | undefined {
  if (!sub.check || value === null || value === undefined) return undefined;
  const parsed = sub.schema.safeParse(value);
  if (!parsed.success) return undefined;
  const issue = sub.check(parsed.data);
  return issue && { fields: [key], error: new BizError(issue.key, issue.params) };
}

/**
 * The rules of an entity with its sub-configs: their normalize before the entity's own, their checks
 * (every schema first, then every sub-config check) before the entity's own.
 */
export function withSubConfigs(rules: EntityRules, subs: SubConfigs): EntityRules {
  const entries = Object.entries(subs);
  if (!entries.length) return rules;
  const own = rules;
  return {
    ...own,
    normalize: (values) => {
      const out = { ...values };
      for (const [key, sub] of entries) if (key in out) out[key] = normalizeSubConfig(out[key], sub);
      return own.normalize ? own.normalize(out) : out;
    },
    check: (values, rc) => {
      for (const [key, sub] of entries) {
        const issue = subConfigShapeIssue(rc.rt, key, sub, values[key]);
        if (issue) return issue;
      }
      for (const [key, sub] of entries) {
        const issue = subConfigCheckIssue(key, sub, values[key]);
        if (issue) return issue;
      }
      return own.check?.(values, rc);
    },
  };
}
