import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { lockRecordApi, lockRecordKeys } from './lock-record-api.ts';
import { lockedMonthsOf } from './locked-months.ts';

/**
 * The locked accounting months (`YYYY-MM`) for a date picker of a money write (bill, receipt,
 * write-off): `<DatePicker disabledDate={useLockedMonths().disabledDate} />`. Cached a minute; an
 * empty set while loading or when the user may not read them (the server still refuses such a date).
 */
export function useLockedMonths() {
  const query = useQuery({
    queryKey: lockRecordKeys.months,
    queryFn: lockRecordApi.months,
    staleTime: 60_000,
  });
  const locked = lockedMonthsOf(query.data);
  return { locked, disabledDate: (day: Dayjs) => disabledLockedDate(locked, day) };
}

/** Whether a picker's day falls in a locked month (the day as picked, `YYYY-MM`). */
export function disabledLockedDate(locked: ReadonlySet<string>, day: Dayjs | null | undefined): boolean {
  return Boolean(day && locked.has(day.format('YYYY-MM')));
}
