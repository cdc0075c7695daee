import Decimal from 'decimal.js';
import { type RuleFailure, renderRuleMessage, ruleFail } from '../../lms/waybill/index.ts';
import { LANGUAGES } from '../../platform/enums.ts';
import type { Message, MessageKey } from '../../platform/messages/catalogue.ts';
import { serviceLimitSchema } from '../channel/index.ts';
import type { ServiceLimit } from './limit-types.ts';

/**
 * What the service limit tests of a waybill (decimal strings; received measures once received):
 * the rule language's facts (`chargeWeight`, `longestSide`, `squareNumber`, `destinationCountry`,
 * `goodsTypes`, `declareType`) plus the largest length, width and height of its pieces.
 */
export type ServiceLimitFacts = {
  chargeWeight: string | null;
  longestSide: string | null;
  squareNumber: string | null;
  pieceMaxLength: string | null;
  pieceMaxWidth: string | null;
  pieceMaxHeight: string | null;
  destinationCountry: string | null;
  goodsTypes: readonly string[];
  declareType: string | null;
};

/** A channel as its refusals name it. */
export type LimitedChannel = { name: string; serviceLimit: unknown };

/** A stored service limit with its defaults (rows saved before a field existed read as "no limit"). */
export function readServiceLimit(stored: unknown): ServiceLimit | null {
  if (stored == null) return null;
  const parsed = serviceLimitSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

const text = (v: Decimal) => v.toString();

type Bound = { limit: keyof ServiceLimit; fact: keyof ServiceLimitFacts; key: MessageKey; below?: true };
/** The measured bounds in the order they are tested (the first refusal is answered). */
const BOUNDS: readonly Bound[] = [
  { limit: 'maxWeight', fact: 'chargeWeight', key: 'limitWeightAbove' },
  { limit: 'minWeight', fact: 'chargeWeight', key: 'limitWeightBelow', below: true },
  { limit: 'maxLength', fact: 'pieceMaxLength', key: 'limitLengthAbove' },
  { limit: 'maxWidth', fact: 'pieceMaxWidth', key: 'limitWidthAbove' },
  { limit: 'maxHeight', fact: 'pieceMaxHeight', key: 'limitHeightAbove' },
  { limit: 'maxLongestSide', fact: 'longestSide', key: 'limitLongestSideAbove' },
  { limit: 'maxSquare', fact: 'squareNumber', key: 'limitSquareAbove' },
];

function boundRefusal(channel: string, limit: ServiceLimit, facts: ServiceLimitFacts): RuleFailure | null {
  for (const b of BOUNDS) {
    const bound = limit[b.limit];
    const value = facts[b.fact];
    if (bound == null || value == null || value === '' || typeof value !== 'string') continue;
    const v = new Decimal(value);
    const edge = new Decimal(String(bound));
    if (b.below ? v.lt(edge) : v.gt(edge)) return ruleFail(b.key, channel, text(v), text(edge));
  }
  return null;
}

const upper = (v: string) => v.trim().toUpperCase();

function listRefusal(channel: string, limit: ServiceLimit, facts: ServiceLimitFacts): RuleFailure | null {
  const country = facts.destinationCountry ? upper(facts.destinationCountry) : '';
  const countries = limit.countryCodes.map(upper);
  if (countries.length && country) {
    const listed = countries.includes(country);
    if (limit.countryMode === 'allow' && !listed)
      return ruleFail('limitCountryNotAllowed', channel, country, countries.join(', '));
    if (limit.countryMode === 'forbid' && listed) return ruleFail('limitCountryForbidden', channel, country);
  }
  const forbidden = new Set(limit.forbiddenGoodsDescs.map(upper));
  const goods = facts.goodsTypes.find((g) => forbidden.has(upper(g)));
  if (goods) return ruleFail('limitGoodsForbidden', channel, goods);
  const declare = facts.declareType?.trim();
  if (limit.declareTypes.length && declare && !limit.declareTypes.includes(declare))
    return ruleFail('limitDeclareTypeNotAllowed', channel, declare, limit.declareTypes.join(', '));
  return null;
}

/**
 * The first refusal of a channel's service limit for a waybill, or null when it fits. Bounds are
 * inclusive (a weight equal to the maximum fits); an unset bound or an unknown measure refuses
 * nothing. Countries are an allow or a forbid list; forbidden goods descriptions match any of the
 * waybill's goods descriptions (case-insensitive); declare types, when set, are the ones accepted.
 */
export function serviceLimitRefusal(channel: LimitedChannel, facts: ServiceLimitFacts): RuleFailure | null {
  const limit = readServiceLimit(channel.serviceLimit);
  if (!limit) return null;
  return boundRefusal(channel.name, limit, facts) ?? listRefusal(channel.name, limit, facts);
}

/** A refusal of one waybill of a batch, naming it ("Waybill {0}: …"). */
export function waybillLimitRefusal(waybillNo: string, failure: RuleFailure): RuleFailure {
  const label = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, renderRuleMessage(lang, failure)]),
  ) as Message;
  return ruleFail('limitWaybillRefused', waybillNo, { label });
}
