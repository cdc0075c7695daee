import { describe, expect, it } from 'vitest';
import { Permission } from '../../permissions.ts';
import { chargeWeightDifference, SCAN_PERMISSIONS, SCAN_TYPES, scanPayload } from './scan.ts';

describe('scanning rules', () => {
  it('every scan type has a permission: receive its own, flags flag, the rest operate', () => {
    expect(Object.keys(SCAN_PERMISSIONS).sort()).toEqual([...SCAN_TYPES].sort());
    expect(SCAN_PERMISSIONS.receive).toBe(Permission.lmsWaybillReceive);
    for (const t of ['delay', 'cancelDelay', 'detain', 'cancelDetain'] as const)
      expect(SCAN_PERMISSIONS[t]).toBe(Permission.lmsWaybillFlag);
    for (const t of ['arrive', 'send', 'verify', 'query', 'package', 'returnIn'] as const)
      expect(SCAN_PERMISSIONS[t]).toBe(Permission.lmsWaybillOperate);
  });

  it('a scan needs a number; weigh mode defaults to weighing, blank measures are left out', () => {
    expect(scanPayload.safeParse({ no: '  ' }).success).toBe(false);
    const parsed = scanPayload.parse({ no: ' FD1 ', pieces: [{ actualWeight: '8.2', length: '' }] });
    expect(parsed).toMatchObject({ no: 'FD1', weighMode: 0, passed: true });
    expect(parsed.pieces[0]).toEqual({ actualWeight: '8.200', length: undefined });
    expect(scanPayload.safeParse({ no: 'FD1', weighMode: 4 }).success).toBe(false);
    expect(scanPayload.safeParse({ no: 'FD1', detainTypes: ['nobody'] }).success).toBe(false);
  });

  it('the charge-weight difference is signed, to 3 decimals, null while a weight is missing', () => {
    expect(chargeWeightDifference('11.5', '13')).toBe('+1.500');
    expect(chargeWeightDifference('11.500', '11')).toBe('-0.500');
    expect(chargeWeightDifference('2', '2.000')).toBe('0.000');
    expect(chargeWeightDifference(null, '2')).toBeNull();
    expect(chargeWeightDifference('2', '')).toBeNull();
  });
});
