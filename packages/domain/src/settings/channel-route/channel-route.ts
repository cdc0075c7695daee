import Decimal from 'decimal.js';
import type { ConflictRule, DeviationMode, RouteMode } from './channel-route.entity.ts';

/** The kind's own values of a channel route. */
export type ChannelRouteOwn = {
  routeMode: RouteMode;
  channelIds: string[];
  conflictRule: ConflictRule;
  deviationMode: DeviationMode;
};

/** What the conflict rule needs besides the channels: a random source and the rule's turn counter. */
export type ConflictPick = { random: () => number; turn: number };

/**
 * The order in which a rule's channels are tried: `first` as listed, `random` shuffled (the first
 * usable of a uniform shuffle is a uniformly random usable channel), `turn` rotated to start at the
 * turn counter. The caller takes the first channel that is usable.
 */
export function candidateOrder<T>(items: readonly T[], rule: ConflictRule, pick: ConflictPick): T[] {
  if (items.length === 0) return [];
  if (rule === 'turn') {
    const start = ((pick.turn % items.length) + items.length) % items.length;
    return [...items.slice(start), ...items.slice(0, start)];
  }
  if (rule === 'random') {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.min(i, Math.floor(pick.random() * (i + 1)));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
  return [...items];
}

/** A channel priced with its agent price: the total in local currency and the charge weight it priced. */
export type PricedChannel = { channelId: string; total: string; chargeWeight: string };

/** The compared amount: the total, or the total per charge kg (a zero weight compares as its total). */
export function deviationAmount(p: PricedChannel, mode: DeviationMode): Decimal {
  const total = new Decimal(p.total);
  if (mode === 'sum') return total;
  const weight = new Decimal(p.chargeWeight);
  return weight.gt(0) ? total.div(weight) : total;
}

/**
 * Priced channels cheapest first; equal amounts keep the conflict rule's order (`ordered`: the
 * channels as the conflict rule ordered them).
 */
export function cheapestFirst(
  priced: readonly PricedChannel[],
  mode: DeviationMode,
  ordered: readonly string[],
): PricedChannel[] {
  const rank = (id: string) => ordered.indexOf(id);
  return [...priced].sort((a, b) => {
    const cmp = deviationAmount(a, mode).cmp(deviationAmount(b, mode));
    return cmp !== 0 ? cmp : rank(a.channelId) - rank(b.channelId);
  });
}
