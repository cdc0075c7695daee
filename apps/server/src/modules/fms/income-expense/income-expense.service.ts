import {
  AccountFlowSource,
  INCOME_EXPENSE_API,
  INCOME_EXPENSE_NUMBER_RULE,
  type IncomeExpenseKind,
  type IncomeExpenseMakePayload,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import {
  assertCanPay,
  assertEnabled,
  lockAccount,
  postAccountFlow,
} from '#modules/fms/account-flow/index.ts';
import { rateToLocal } from '#modules/fms/ledger/index.ts';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { fmsSubjectTable, subjectColumns as sc, subjectLabel } from '#modules/fms/subject/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { fmsIncomeExpense as ie } from './income-expense.schema.ts';

/** A subject a user may record under: of this kind, enabled, not a system subject. */
async function subjectFor(tx: Db, id: string, kind: IncomeExpenseKind) {
  const [s] = await tx
    .select({
      code: sc.code,
      name: sc.name,
      kind: sc.kind,
      direction: sc.direction,
      isSystem: sc.isSystem,
      enabled: sc.enabled,
    })
    .from(fmsSubjectTable)
    .where(eq(fmsSubjectTable.id, id));
  if (!s) throw dataNotExist();
  if (s.kind !== kind) throw new BizError('incomeExpenseSubjectKind', [s.name]);
  if (s.isSystem) throw new BizError('incomeExpenseSystemSubject', [subjectLabel(s.code, s.name, true)]);
  if (s.enabled === false) throw new BizError('incomeExpenseSubjectDisabled', [s.name]);
  return s;
}

async function userName(tx: Db, id: string): Promise<string> {
  const [u] = await tx.select({ name: appUser.name }).from(appUser).where(eq(appUser.id, id));
  if (!u) throw dataNotExist();
  return u.name;
}

/**
 * `make`: money in (income) or out (expense) of a cash account under a subject of this kind, one
 * account flow, in one transaction that locks the account. An expense must fit the account's balance.
 */
export async function makeIncomeExpense(
  ctx: AuthedContext,
  kind: IncomeExpenseKind,
  input: IncomeExpenseMakePayload,
) {
  staffOnly(ctx);
  if (kind !== 'nonOperating' && input.reimbursementUserId) throw new BizError('incomeExpenseReimbursement');
  return oncePerRequestKey(ctx, INCOME_EXPENSE_API[kind].make.url, input.requestKey, async (tx) => {
    const when = input.occurTime ?? ctx.now;
    await assertMonthsOpen(tx, [when]);
    const subject = await subjectFor(tx, input.subjectId, kind);
    const account = assertEnabled(await lockAccount(tx, input.accountId));
    const value = new Decimal(input.value);
    const income = subject.direction === 'income';
    if (!income) assertCanPay(account, value);
    const rate = await rateToLocal(tx, ctx, account.currency, when);
    const code = await takeNextNo(tx, INCOME_EXPENSE_NUMBER_RULE, ctx.now);
    const [row] = await tx
      .insert(ie)
      .values({
        code,
        kind,
        direction: subject.direction,
        subjectId: input.subjectId,
        accountId: account.accountId,
        currency: account.currency,
        value: value.toFixed(2),
        rate,
        localValue: value.times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
        occurTime: when,
        counterparty: input.counterparty ?? null,
        counterpartyAccount: input.counterpartyAccount ?? null,
        needInvoice: input.needInvoice,
        invoiceNo: input.invoiceNo ?? null,
        relatedNo: input.relatedNo ?? null,
        certificateFileIds: input.certificateFileIds,
        reimbursementUserId: input.reimbursementUserId ?? null,
        reimbursementUserName: input.reimbursementUserId
          ? await userName(tx, input.reimbursementUserId)
          : null,
        remark: input.remark ?? null,
        createdAt: ctx.now,
        ...actorOf(ctx),
      })
      .returning({ id: ie.id });
    await postAccountFlow(tx, ctx, account, {
      source: income ? AccountFlowSource.income : AccountFlowSource.expense,
      value: income ? value : value.negated(),
      flowTime: when,
      relatedId: row!.id,
      relatedNo: code,
      summary: [subject.name, input.counterparty].filter(Boolean).join(' · '),
    });
    return { id: row!.id, code };
  });
}

/** `cancel`: the entry's flow is posted back; system entries are cancelled only with what made them. */
export async function cancelIncomeExpense(
  ctx: AuthedContext,
  kind: IncomeExpenseKind,
  input: { id: string },
) {
  staffOnly(ctx);
  const [head] = await ctx.db
    .select({ accountId: ie.accountId, kind: ie.kind })
    .from(ie)
    .where(eq(ie.id, input.id));
  if (!head || head.kind !== kind) throw dataNotExist();
  return ctx.db.transaction(async (tx) => {
    const account = head.accountId ? await lockAccount(tx, head.accountId) : null;
    const [e] = await tx.select().from(ie).where(eq(ie.id, input.id)).for('update');
    if (!e) throw dataNotExist();
    if (e.bySystem) throw new BizError('incomeExpenseSystemSubject', [e.code]);
    if (e.cancelTime) throw new BizError('incomeExpenseCancelled', [e.code]);
    await assertMonthsOpen(tx, [e.occurTime, ctx.now]);
    await tx
      .update(ie)
      .set({ cancelTime: ctx.now, cancelledBy: actorOf(ctx).createdBy })
      .where(eq(ie.id, e.id));
    if (account) {
      const value = new Decimal(e.value);
      await postAccountFlow(tx, ctx, account, {
        source: AccountFlowSource.incomeExpenseCancel,
        value: e.direction === 'income' ? value.negated() : value,
        flowTime: ctx.now,
        relatedId: e.id,
        relatedNo: e.code,
      });
    }
    return null;
  });
}
