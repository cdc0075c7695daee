import { describe, expect, it } from 'vitest';
import { formatTimeCost } from '../../platform/time-cost.ts';
import { deriveTimeCost } from './waybill-time-cost.ts';

const H = 3_600_000;
const t0 = Date.parse('2026-11-01T00:00:00Z');
const at = (hours: number) => new Date(t0 + hours * H).toISOString();

describe('time cost from the lifecycle timestamps', () => {
  it('derives the five stages of a delivered waybill', () => {
    const cost = deriveTimeCost({
      orderTime: at(0),
      receiveTime: at(20), // pick-up 20 h
      sendTime: at(44), // warehouse 24 h
      arrivalTime: at(92), // head 48 h
      clearanceTime: at(104), // clearance 12 h
      deliverTime: at(176), // deliver 72 h
      completeTime: at(176),
    });
    expect(cost).toEqual({
      pickUpTimeCost: 20 * H,
      warehouseTimeCost: 24 * H,
      headTimeCost: 48 * H,
      clearanceTimeCost: 12 * H,
      deliverTimeCost: 72 * H,
    });
    expect(formatTimeCost(cost.deliverTimeCost, 'en-US')).toBe('3d 0h');
  });

  it('counts delivery from the send time when no destination stamps exist (express)', () => {
    const cost = deriveTimeCost({
      orderTime: at(0),
      receiveTime: at(1),
      sendTime: at(2),
      deliverTime: at(50),
      completeTime: at(50),
    });
    expect(cost).toMatchObject({ headTimeCost: null, clearanceTimeCost: null, deliverTimeCost: 48 * H });
  });

  it('counts only the running stage up to now', () => {
    const cost = deriveTimeCost({ orderTime: at(0), receiveTime: at(5), sendTime: at(10) }, at(40));
    expect(cost).toEqual({
      pickUpTimeCost: 5 * H,
      warehouseTimeCost: 5 * H,
      headTimeCost: 30 * H,
      clearanceTimeCost: null,
      deliverTimeCost: null,
    });
    expect(
      deriveTimeCost({ orderTime: at(0), receiveTime: at(5), sendTime: at(10) }).headTimeCost,
    ).toBeNull();
  });

  it('leaves a stage empty when the clock went backwards or the waybill is finished', () => {
    expect(deriveTimeCost({ orderTime: at(10), receiveTime: at(5) }).pickUpTimeCost).toBeNull();
    // returned before sending: no running stage
    expect(
      deriveTimeCost({ orderTime: at(0), receiveTime: at(5), completeTime: at(9) }, at(100))
        .warehouseTimeCost,
    ).toBeNull();
  });

  it('accepts dates, ISO strings and epoch milliseconds', () => {
    const cost = deriveTimeCost({ orderTime: new Date(t0), receiveTime: t0 + 2 * H });
    expect(cost.pickUpTimeCost).toBe(2 * H);
  });
});
