import { runRules, type SortScanAnswer } from '@freightdesk/domain';
import { and, eq, or } from 'drizzle-orm';
import { isCustomerUser, lmsWaybill, waybillDataScope } from '#modules/lms/waybill/index.ts';
import { loadRules, type StoredRule, waybillRuleFacts } from '#modules/settings/rule/index.ts';
import { BizError, noPermission, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { type SortingRuleOwn, sortingRuleKind } from './sorting-rule.kind.ts';

/**
 * The waybill of a scanned number within the caller's data scope of the waybill list: its waybill
 * number, else its track number. A number outside the scope is answered as not found (nothing is
 * told of waybills out of reach).
 */
async function scannedWaybill(ctx: AuthedContext, no: string) {
  const rows = await ctx.db
    .select({ id: lmsWaybill.id, waybillNo: lmsWaybill.waybillNo, trackNo: lmsWaybill.trackNo })
    .from(lmsWaybill)
    .where(and(or(eq(lmsWaybill.waybillNo, no), eq(lmsWaybill.trackNo, no)), await waybillDataScope(ctx)))
    .limit(10);
  const found = rows.find((r) => r.waybillNo === no) ?? (rows.length === 1 ? rows[0] : undefined);
  if (!found) throw new BizError(rows.length > 1 ? 'scanNumberAmbiguous' : 'scanNumberNotFound', [no]);
  return found;
}

/** The first enabled sorting rule in force whose condition holds for the facts (first match wins). */
export function firstSortingRule(
  rules: readonly StoredRule<SortingRuleOwn>[],
  facts: Parameters<typeof runRules>[1],
  now: Date,
): StoredRule<SortingRuleOwn> | undefined {
  const forced = rules.map((r) => ({ ...r, continueAfterMatch: false }));
  const [first] = runRules(forced, facts, now);
  return first ? rules.find((r) => r.id === first.id) : undefined;
}

/**
 * `lms/scan/sort`: the sort code of a scanned waybill — the first enabled sorting rule by priority
 * whose condition holds ("continue after match" means nothing for a single code). No rule matching
 * is an answer (sort code null, the message says so), not a refusal. Staff only; nothing is changed.
 */
export async function sortScan(ctx: AuthedContext, input: { waybillNo: string }): Promise<SortScanAnswer> {
  if (isCustomerUser(ctx)) throw noPermission();
  const w = await scannedWaybill(ctx, input.waybillNo);
  const facts = (await waybillRuleFacts(ctx.db, ctx, [w.id])).get(w.id);
  const rules = await loadRules(ctx.db, sortingRuleKind);
  const rule = facts ? firstSortingRule(rules, facts.facts, ctx.now) : undefined;
  return {
    waybillId: w.id,
    waybillNo: w.waybillNo,
    sortCode: rule?.own.sortCode ?? null,
    ruleName: rule?.name ?? null,
    message: rule
      ? translate(ctx.lang, 'sortCodeOf', [w.waybillNo, rule.own.sortCode])
      : translate(ctx.lang, 'sortNoRuleMatches', [w.waybillNo]),
  };
}
