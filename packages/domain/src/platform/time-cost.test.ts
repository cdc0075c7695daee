import { describe, expect, it } from 'vitest';
import { formatTimeCost, timeCostParts } from './time-cost.ts';

const H = 3_600_000;

describe('time cost', () => {
  it('shows under 24 hours in hours', () => {
    expect(timeCostParts(5.5 * H)).toEqual({ unit: 'hours', hours: 5.5 });
    expect(timeCostParts(23.99 * H)).toEqual({ unit: 'hours', hours: 24 });
    expect(formatTimeCost(2 * H, 'en-US')).toBe('2h');
  });
  it('shows 24 to under 720 hours as days plus hours', () => {
    expect(timeCostParts(24 * H)).toEqual({ unit: 'daysHours', days: 1, hours: 0 });
    expect(timeCostParts(50 * H)).toEqual({ unit: 'daysHours', days: 2, hours: 2 });
    expect(timeCostParts(719 * H)).toEqual({ unit: 'daysHours', days: 29, hours: 23 });
    expect(formatTimeCost(50 * H, 'zh-CN')).toBe('2天2小时');
  });
  it('shows 720 hours and more as 30-day months plus days', () => {
    expect(timeCostParts(720 * H)).toEqual({ unit: 'monthsDays', months: 1, days: 0 });
    expect(timeCostParts(24 * 75 * H)).toEqual({ unit: 'monthsDays', months: 2, days: 15 });
    expect(formatTimeCost(24 * 75 * H, 'vi-VN')).toBe('2 tháng 15 ngày');
  });
  it('treats empty input as nothing and negatives as zero', () => {
    expect(formatTimeCost(null)).toBe('');
    expect(timeCostParts(-5)).toEqual({ unit: 'hours', hours: 0 });
  });
});
