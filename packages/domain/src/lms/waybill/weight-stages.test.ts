import { describe, expect, it } from 'vitest';
import { renderRuleMessage } from './rule-result.ts';
import { WeighMode } from './waybill-enums.ts';
import {
  billingChargeWeight,
  checkReceiveWarning,
  keepManualWeights,
  orderMeasure,
  receiveMeasure,
  receiveWarningMessage,
  stageColumns,
  warningFlags,
  weightSettingsOf,
} from './weight-stages.ts';
import { chargeableWeight } from './weights.ts';

describe('weights kept apart by stage', () => {
  const w = chargeableWeight([{ actualWeight: '8', length: 50, width: 40, height: 30 }], {
    weightRule: 'max',
    volumeDivisor: 6000,
  });
  it('fills the receive columns, the charge weight as receivableRealChargeWeight', () => {
    expect(stageColumns('receive', w)).toEqual({
      receiveActualWeight: '8.000',
      receiveVolumeWeight: '10.000',
      receivableRealChargeWeight: '10.000',
      receiveSquareNumber: '0.060000',
      receiveWeightRule: 'max',
      receiveVolumeDivisor: 6000,
    });
    expect(stageColumns('order', w)).toMatchObject({ orderChargeWeight: '10.000' });
    expect(stageColumns('send', w)).toMatchObject({ sendActualWeight: '8.000' });
  });
  it('keeps manually modified weights on recalculation', () => {
    const current = { actualWeight: '9.000', volumeWeight: '10.000', chargeWeight: '12.000' };
    expect(keepManualWeights(w, current, { isManualChargeWeight: true })).toMatchObject({
      actualWeight: '8.000',
      chargeWeight: '12.000',
    });
    expect(keepManualWeights(w, current, {}).chargeWeight).toBe('10.000');
  });
  it('bills on the receive charge weight once received', () => {
    expect(billingChargeWeight({ receivableRealChargeWeight: '10.000', orderChargeWeight: '9.000' })).toBe(
      '10.000',
    );
    expect(billingChargeWeight({ receivableRealChargeWeight: null, orderChargeWeight: '9.000' })).toBe(
      '9.000',
    );
  });
});

describe('receive warnings', () => {
  const thresholds = { warnMaxWeight: '30', warnMaxLength: '120', warnMaxWidth: null, warnMaxHeight: '' };
  it('lists the measures above the product thresholds', () => {
    const warnings = checkReceiveWarning(
      { actualWeight: '31.5', length: '130', width: '200', height: '90' },
      thresholds,
    );
    expect(warnings).toEqual([
      { field: 'actualWeight', value: '31.5', limit: '30' },
      { field: 'length', value: '130', limit: '120' },
    ]);
    expect(warningFlags(warnings)).toEqual({ isOverweight: true, isOverlong: true });
    expect(renderRuleMessage('en-US', receiveWarningMessage(2, warnings[1]!))).toBe(
      'Row 2: Length 130 exceeds the receive warning 120',
    );
  });
  it('accepts a piece at the threshold', () => {
    expect(checkReceiveWarning({ actualWeight: '30', length: '120' }, thresholds)).toEqual([]);
    expect(warningFlags([])).toEqual({ isOverweight: false, isOverlong: false });
  });
});

describe('weigh modes of the receive scan', () => {
  const ordered = { actualWeight: '5', length: '10', width: '10', height: '10' };
  it('0 weighs and measures: both required', () => {
    expect(receiveMeasure(WeighMode.weighing, { actualWeight: '6' }, ordered, 1)).toMatchObject({
      ok: false,
      key: 'lmsRowSizeRequired',
      params: [1],
    });
    expect(
      receiveMeasure(WeighMode.weighing, { length: '1', width: '1', height: '1' }, ordered, 3),
    ).toMatchObject({
      ok: false,
      key: 'lmsRowWeightRequired',
      params: [3],
    });
  });
  it('1 keeps the order measures', () => {
    expect(receiveMeasure(WeighMode.none, {}, ordered, 1)).toEqual({ ok: true, measure: ordered });
  });
  it('2 weighs only, 3 measures only', () => {
    expect(receiveMeasure(WeighMode.onlyActual, { actualWeight: '6' }, ordered, 1)).toEqual({
      ok: true,
      measure: { ...ordered, actualWeight: '6' },
    });
    expect(
      receiveMeasure(WeighMode.onlyVolume, { length: '20', width: '20', height: '20' }, ordered, 1),
    ).toEqual({ ok: true, measure: { actualWeight: '5', length: '20', width: '20', height: '20' } });
  });
});

describe('weight settings from product, channel and recipient', () => {
  const product = { weightRule: 'max' as const, volumeDivisor: 6000, carryUnit: '0.5', minChargeWeight: '1' };
  it('takes the product alone', () => {
    expect(weightSettingsOf(product)).toMatchObject({
      weightRule: 'max',
      volumeDivisor: 6000,
      carryUnit: '0.5',
      minChargeWeight: '1',
      minChargeWeightPer: 'bill',
      carryRules: [],
    });
  });
  it('lets the channel minimum and the recipient divisor override', () => {
    const s = weightSettingsOf(
      product,
      { minChargeWeight: 21, minChargeWeightPer: 'piece', fixedLength: 10 },
      5000,
    );
    expect(s).toMatchObject({
      minChargeWeight: 21,
      minChargeWeightPer: 'piece',
      volumeDivisor: 5000,
      fixedLength: 10,
    });
  });
  it('computes order weights from ordered pieces', () => {
    // 2 kg, 30 × 20 × 10 = 6000 ÷ 6000 = 1 kg; max 2, carry 0.5 keeps 2, minimum 1
    const w = chargeableWeight(
      [orderMeasure({ orderActualWeight: '2.000', orderLength: '30', orderWidth: '20', orderHeight: '10' })],
      weightSettingsOf(product),
    );
    expect(stageColumns('order', w)).toMatchObject({
      orderActualWeight: '2.000',
      orderVolumeWeight: '1.000',
      orderChargeWeight: '2.000',
    });
  });
});
