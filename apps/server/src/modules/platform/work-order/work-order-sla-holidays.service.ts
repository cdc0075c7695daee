import { readSysConfigUncached, writeSysConfig } from '#modules/settings/system/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** The holidays of the SLA calendar: the `workOrder.holidays` system setting, sorted, without duplicates. */
export async function listHolidays(ctx: AuthedContext) {
  return { holidays: await readSysConfigUncached(ctx.db, 'workOrder.holidays') };
}

export async function saveHolidays(ctx: AuthedContext, input: { holidays: string[] }) {
  const holidays = [...new Set(input.holidays)].sort();
  await ctx.db.transaction((tx) => writeSysConfig(tx, 'workOrder.holidays', holidays, ctx.auth.userId));
  return { holidays };
}
