import { describe, expect, it } from 'vitest';
import {
  addWorkingHours,
  addWorkingMs,
  DEFAULT_WORK_CALENDAR,
  slaAfterPending,
  slaBreaches,
  slaCosts,
  slaDueTimes,
  slaTarget,
  workingMsBetween,
  workingMsExcluding,
} from './work-order-sla.ts';

const H = 3_600_000;
const cal = DEFAULT_WORK_CALENDAR;
/** A Shanghai wall-clock time as an instant. */
const sh = (local: string) => new Date(`${local}+08:00`);

describe('the SLA clock (Mon–Fri 09:00–18:00 Asia/Shanghai)', () => {
  it('adds working hours inside one day', () => {
    // Wednesday 2026-11-25
    expect(addWorkingHours(cal, sh('2026-11-25T10:00:00'), 4)).toEqual(sh('2026-11-25T14:00:00'));
  });

  it('carries over to the next morning at the end of the day', () => {
    expect(addWorkingHours(cal, sh('2026-11-25T16:00:00'), 4)).toEqual(sh('2026-11-26T11:00:00'));
    // ending exactly at closing time stays on the day
    expect(addWorkingHours(cal, sh('2026-11-25T16:00:00'), 2)).toEqual(sh('2026-11-25T18:00:00'));
  });

  it('starts at opening time when created before it or in the night', () => {
    expect(addWorkingHours(cal, sh('2026-11-25T07:30:00'), 1)).toEqual(sh('2026-11-25T10:00:00'));
    // 23:00 Shanghai is 15:00 UTC the same date: the next working morning counts
    expect(addWorkingHours(cal, sh('2026-11-25T23:00:00'), 1)).toEqual(sh('2026-11-26T10:00:00'));
    // 00:30 Shanghai is still the previous UTC date
    expect(addWorkingHours(cal, sh('2026-11-26T00:30:00'), 1)).toEqual(sh('2026-11-26T10:00:00'));
  });

  it('skips weekends', () => {
    // Friday 2026-11-27 17:00 + 8 h: 1 h on Friday, 7 h on Monday
    expect(addWorkingHours(cal, sh('2026-11-27T17:00:00'), 8)).toEqual(sh('2026-11-30T16:00:00'));
    expect(addWorkingHours(cal, sh('2026-11-28T12:00:00'), 1)).toEqual(sh('2026-11-30T10:00:00'));
  });

  it('skips holidays', () => {
    const holidays = { ...cal, holidays: ['2026-11-30', '2026-12-01'] };
    expect(addWorkingHours(holidays, sh('2026-11-27T17:00:00'), 8)).toEqual(sh('2026-12-02T16:00:00'));
    expect(workingMsBetween(holidays, sh('2026-11-27T09:00:00'), sh('2026-12-02T18:00:00'))).toBe(18 * H);
  });

  it('48 working hours are a bit more than a working week', () => {
    expect(addWorkingHours(cal, sh('2026-11-23T09:00:00'), 48)).toEqual(sh('2026-11-30T12:00:00'));
  });

  it('adding nothing answers the start', () => {
    expect(addWorkingMs(cal, sh('2026-11-28T12:00:00'), 0)).toEqual(sh('2026-11-28T12:00:00'));
  });

  it('measures working time between instants, nights and weekends off', () => {
    expect(workingMsBetween(cal, sh('2026-11-25T17:00:00'), sh('2026-11-26T10:00:00'))).toBe(2 * H);
    expect(workingMsBetween(cal, sh('2026-11-27T17:00:00'), sh('2026-11-30T10:00:00'))).toBe(2 * H);
    expect(workingMsBetween(cal, sh('2026-11-28T10:00:00'), sh('2026-11-29T20:00:00'))).toBe(0);
    expect(workingMsBetween(cal, sh('2026-11-26T10:00:00'), sh('2026-11-25T10:00:00'))).toBe(0);
  });

  it('takes paused intervals off, overlapping ones once', () => {
    const from = sh('2026-11-25T09:00:00');
    const to = sh('2026-11-25T18:00:00');
    const paused = [
      { from: sh('2026-11-25T10:00:00'), to: sh('2026-11-25T12:00:00') },
      { from: sh('2026-11-25T11:00:00'), to: sh('2026-11-25T13:00:00') },
      { from: sh('2026-11-25T20:00:00'), to: sh('2026-11-25T22:00:00') },
    ];
    expect(workingMsExcluding(cal, from, to, paused)).toBe(6 * H);
  });
});

describe('SLA targets and due times', () => {
  it('defaults per urgency, overridable per second type', () => {
    expect(slaTarget(0)).toEqual({ firstResponseHours: 8, resolutionHours: 48 });
    expect(slaTarget(1)).toEqual({ firstResponseHours: 4, resolutionHours: 24 });
    expect(slaTarget(2)).toEqual({ firstResponseHours: 1, resolutionHours: 8 });
    expect(slaTarget(2, { resolutionHours: 16, firstResponseHours: null })).toEqual({
      firstResponseHours: 1,
      resolutionHours: 16,
    });
  });

  it('sets due times from the start on the calendar', () => {
    const due = slaDueTimes(cal, sh('2026-11-27T17:30:00'), slaTarget(2));
    expect(due.firstResponseDueAt).toEqual(sh('2026-11-30T09:30:00'));
    expect(due.resolutionDueAt).toEqual(sh('2026-11-30T16:30:00'));
  });

  it('pending moves the due times by the working time paused', () => {
    const moved = slaAfterPending(cal, sh('2026-11-25T16:00:00'), sh('2026-11-26T11:00:00'), {
      firstResponseDueAt: sh('2026-11-25T17:00:00'),
      resolutionDueAt: sh('2026-11-26T12:00:00'),
      firstResponded: false,
    });
    expect(moved.pausedMs).toBe(4 * H);
    expect(moved.firstResponseDueAt).toEqual(sh('2026-11-26T12:00:00'));
    expect(moved.resolutionDueAt).toEqual(sh('2026-11-26T16:00:00'));
    const answered = slaAfterPending(cal, sh('2026-11-25T16:00:00'), sh('2026-11-26T11:00:00'), {
      firstResponseDueAt: sh('2026-11-25T17:00:00'),
      resolutionDueAt: null,
      firstResponded: true,
    });
    expect(answered.firstResponseDueAt).toEqual(sh('2026-11-25T17:00:00'));
  });

  it('names the missed targets, none while pending or closed', () => {
    const order = {
      status: 10,
      isPending: false,
      firstFollowTime: null,
      firstResponseDueAt: sh('2026-11-25T10:00:00'),
      resolutionDueAt: sh('2026-11-27T10:00:00'),
    };
    expect(slaBreaches(order, sh('2026-11-25T09:59:00'))).toEqual([]);
    expect(slaBreaches(order, sh('2026-11-25T10:01:00'))).toEqual(['firstResponse']);
    expect(slaBreaches(order, sh('2026-11-27T10:01:00'))).toEqual(['firstResponse', 'resolution']);
    expect(
      slaBreaches({ ...order, firstFollowTime: sh('2026-11-25T09:00:00') }, sh('2026-11-26T10:00:00')),
    ).toEqual([]);
    expect(slaBreaches({ ...order, isPending: true }, sh('2026-11-28T10:00:00'))).toEqual([]);
    expect(slaBreaches({ ...order, status: 30 }, sh('2026-11-28T10:00:00'))).toEqual([]);
  });

  it('follow and solve costs are working time, paused time off the solve cost', () => {
    const costs = slaCosts(cal, {
      createAt: sh('2026-11-27T17:00:00'),
      firstFollowTime: sh('2026-11-30T10:00:00'),
      closeTime: sh('2026-11-30T15:00:00'),
      pausedMs: H,
    });
    expect(costs).toEqual({ followCost: 2 * H, solveCost: 6 * H });
    expect(
      slaCosts(cal, {
        createAt: sh('2026-11-27T17:00:00'),
        firstFollowTime: null,
        closeTime: null,
        pausedMs: 0,
      }),
    ).toEqual({ followCost: null, solveCost: null });
  });
});
