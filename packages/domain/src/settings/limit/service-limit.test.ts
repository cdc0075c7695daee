import '../../server-messages.ts';
import { describe, expect, it } from 'vitest';
import { renderRuleMessage } from '../../lms/waybill/index.ts';
import { type ServiceLimitFacts, serviceLimitRefusal } from './service-limit.ts';

const facts = (over: Partial<ServiceLimitFacts> = {}): ServiceLimitFacts => ({
  chargeWeight: '10.5',
  longestSide: '60',
  squareNumber: '0.12',
  pieceMaxLength: '60',
  pieceMaxWidth: '40',
  pieceMaxHeight: '30',
  destinationCountry: 'US',
  goodsTypes: ['GENERAL'],
  declareType: 'normal',
  ...over,
});
const refusal = (serviceLimit: unknown, over: Partial<ServiceLimitFacts> = {}) =>
  serviceLimitRefusal({ name: 'DHL-X', serviceLimit }, facts(over));
const text = (serviceLimit: unknown, over: Partial<ServiceLimitFacts> = {}) => {
  const r = refusal(serviceLimit, over);
  return r ? renderRuleMessage('en-US', r) : null;
};

describe('serviceLimitRefusal', () => {
  it('no limit, an empty limit or an unreadable one refuses nothing', () => {
    expect(refusal(null)).toBeNull();
    expect(refusal({})).toBeNull();
    expect(refusal({ maxWeight: 'a lot' })).toBeNull();
  });

  it('max weight: equal fits, a thousandth above refuses with the values', () => {
    expect(refusal({ maxWeight: 10.5 })).toBeNull();
    expect(text({ maxWeight: 10.5 }, { chargeWeight: '10.501' })).toBe(
      'Channel DHL-X: weight 10.501 kg is above the service limit 10.5 kg',
    );
  });

  it('decimals are compared exactly, not as binary floats', () => {
    // 0.1 + 0.2 as a float is 0.30000000000000004
    expect(refusal({ maxWeight: 0.3 }, { chargeWeight: '0.300' })).toBeNull();
    expect(refusal({ maxSquare: 0.3 }, { squareNumber: '0.30000000000000001' })?.key).toBe(
      'limitSquareAbove',
    );
  });

  it('min weight: equal fits, below refuses', () => {
    expect(refusal({ minWeight: 10.5 })).toBeNull();
    expect(text({ minWeight: 12 })).toBe('Channel DHL-X: weight 10.5 kg is below the service limit 12 kg');
  });

  it.each([
    ['maxLength', 'pieceMaxLength', 'limitLengthAbove', 'length 60.1 cm is above the service limit 60 cm'],
    ['maxWidth', 'pieceMaxWidth', 'limitWidthAbove', 'width 60.1 cm is above the service limit 60 cm'],
    ['maxHeight', 'pieceMaxHeight', 'limitHeightAbove', 'height 60.1 cm is above the service limit 60 cm'],
    [
      'maxLongestSide',
      'longestSide',
      'limitLongestSideAbove',
      'longest side 60.1 cm is above the service limit 60 cm',
    ],
    ['maxSquare', 'squareNumber', 'limitSquareAbove', '60.1 cubic metres is above the service limit 60'],
  ] as const)('%s: equal fits, above refuses', (limit, fact, key, message) => {
    expect(refusal({ [limit]: 60 }, { [fact]: '60.00' })).toBeNull();
    expect(refusal({ [limit]: 60 }, { [fact]: '60.1' })?.key).toBe(key);
    expect(text({ [limit]: 60 }, { [fact]: '60.1' })).toBe(`Channel DHL-X: ${message}`);
  });

  it('an unknown measure refuses nothing', () => {
    expect(
      refusal({ maxWeight: 1, maxLongestSide: 1 }, { chargeWeight: null, longestSide: null }),
    ).toBeNull();
  });

  it('a zero bound is a bound', () => {
    expect(refusal({ maxSquare: 0 }, { squareNumber: '0' })).toBeNull();
    expect(refusal({ maxSquare: 0 }, { squareNumber: '0.001' })?.key).toBe('limitSquareAbove');
  });

  it('countries: allow list and forbid list, case-insensitive', () => {
    expect(refusal({ countryCodes: ['US', 'CA'], countryMode: 'allow' })).toBeNull();
    expect(text({ countryCodes: ['DE', 'FR'], countryMode: 'allow' })).toBe(
      'Channel DHL-X: destination US is not among the countries of its service limit (DE, FR)',
    );
    expect(refusal({ countryCodes: ['DE'], countryMode: 'forbid' })).toBeNull();
    expect(text({ countryCodes: ['us'] }, { destinationCountry: 'us' })).toBe(
      'Channel DHL-X: its service limit forbids destination US',
    );
    expect(refusal({ countryCodes: ['DE'], countryMode: 'allow' }, { destinationCountry: null })).toBeNull();
  });

  it('forbidden goods descriptions match any goods description', () => {
    expect(refusal({ forbiddenGoodsDescs: ['BATTERY'] })).toBeNull();
    expect(text({ forbiddenGoodsDescs: ['BATTERY'] }, { goodsTypes: ['GENERAL', 'battery'] })).toBe(
      'Channel DHL-X: goods description battery is forbidden by its service limit',
    );
  });

  it('declare types, when set, are the accepted ones', () => {
    expect(refusal({ declareTypes: ['normal', 'formal'] })).toBeNull();
    expect(text({ declareTypes: ['formal'] })).toBe(
      'Channel DHL-X: declare type normal is not among the declare types of its service limit (formal)',
    );
    expect(refusal({ declareTypes: ['formal'] }, { declareType: null })).toBeNull();
  });

  it('answers the first refusal in a fixed order (weight before sizes before countries)', () => {
    const all = { maxWeight: 1, maxLength: 1, countryCodes: ['US'] };
    expect(refusal(all)?.key).toBe('limitWeightAbove');
    expect(refusal({ ...all, maxWeight: null })?.key).toBe('limitLengthAbove');
    expect(refusal({ ...all, maxWeight: null, maxLength: null })?.key).toBe('limitCountryForbidden');
  });

  it('speaks three languages', () => {
    const r = refusal({ maxWeight: 10 })!;
    expect(renderRuleMessage('zh-CN', r)).toBe('渠道DHL-X：重量10.5kg超过服务限制10kg');
    expect(renderRuleMessage('vi-VN', r)).toBe('Kênh DHL-X: trọng lượng 10.5 kg vượt giới hạn dịch vụ 10 kg');
  });
});
