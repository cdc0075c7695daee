import {
  type ChannelRouteOwn,
  CONFLICT_RULE_LABELS,
  CONFLICT_RULES,
  type ConflictRule,
  channelRoute,
  DEVIATION_MODE_LABELS,
  DEVIATION_MODES,
  type DeviationMode,
  type Language,
  message,
  ROUTE_MODES,
  type RouteMode,
} from '@freightdesk/domain';
import { inArray } from 'drizzle-orm';
import { channelTable } from '#modules/settings/index.ts';
import type { RuleKind, StoredRule } from '#modules/settings/rule/index.ts';
import { ruleEntityRules } from '#modules/settings/rule/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import { channelRouteTable } from './channel-route.schema.ts';

const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T =>
  values.includes(v as T) ? (v as T) : fallback;

/** The kind's own values of a stored row or of a form's values (lenient). */
export function channelRouteOwn(row: Record<string, unknown>): ChannelRouteOwn {
  return {
    routeMode: oneOf<RouteMode>(ROUTE_MODES, row.routeMode, 'auto'),
    channelIds: Array.isArray(row.channelIds) ? row.channelIds.map(String) : [],
    conflictRule: oneOf<ConflictRule>(CONFLICT_RULES, row.conflictRule, 'first'),
    deviationMode: oneOf<DeviationMode>(DEVIATION_MODES, row.deviationMode, 'sum'),
  };
}

/** Auto and price check route to their channels: they need some. */
export const needsChannels = (mode: RouteMode) => mode === 'auto' || mode === 'priceCheck';

/** What a channel route does, in words: "Channel X (turn)", "Cheapest of X, Y by total", "To manual routing". */
export function channelRouteOutcome(
  rule: StoredRule<ChannelRouteOwn>,
  lang: Language,
  names: ReadonlyMap<string, string>,
): string {
  const own = rule.own;
  const channels = own.channelIds.map((id) => names.get(id) ?? id).join(', ');
  switch (own.routeMode) {
    case 'auto':
      return message(lang, 'channelRouteOutcomeAuto', [
        channels,
        CONFLICT_RULE_LABELS[own.conflictRule][lang],
      ]);
    case 'priceCheck':
      return message(lang, 'channelRouteOutcomePriceCheck', [
        channels,
        DEVIATION_MODE_LABELS[own.deviationMode][lang].toLowerCase(),
      ]);
    case 'manual':
      return message(lang, 'channelRouteOutcomeManual');
    default:
      return message(lang, 'channelRouteOutcomeImport');
  }
}

/** The names of channels by id. */
export async function channelNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: channelTable.id, name: channelTable.name })
    .from(channelTable)
    .where(inArray(channelTable.id, unique));
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
}

/** The channel route kind with the channel names its outcomes name. */
export function channelRouteKind(names: ReadonlyMap<string, string> = new Map()): RuleKind<ChannelRouteOwn> {
  return {
    entity: channelRoute,
    table: channelRouteTable,
    own: channelRouteOwn,
    outcome: (rule, lang) => channelRouteOutcome(rule, lang, names),
  };
}

/** The entity check: the rule kinds' own, and channels for auto and price check. */
export const channelRouteRules = ruleEntityRules({
  check: async (values) => {
    const own = channelRouteOwn(values);
    if (needsChannels(own.routeMode) && own.channelIds.length === 0)
      return { fields: ['channelIds'], error: new BizError('channelRouteChannelsRequired', []) };
    return undefined;
  },
});
