import { describe, expect, it } from 'vitest';
import {
  BUSINESS_LOG_ACTIONS,
  businessLogActionLabel,
  businessLogEntityTitle,
  LOGGED_RECORD_TITLES,
} from './business-log.ts';
import { WAYBILL_ACTIONS } from './lms/waybill/status-machine.ts';
import { LANGUAGES } from './platform/enums.ts';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

describe('business log names', () => {
  it('names the logged record types in each language, described entities by their title', () => {
    expect(businessLogEntityTitle('lmsWaybill', 'en-US')).toBe('Waybill');
    expect(businessLogEntityTitle('lmsWaybill', 'zh-CN')).toBe('运单');
    expect(businessLogEntityTitle('fmsPrice', 'vi-VN')).toBe('Bảng giá');
    expect(businessLogEntityTitle('customer', 'vi-VN')).toBe('Khách hàng');
    expect(businessLogEntityTitle('legacyThing', 'en-US')).toBe('legacyThing');
  });

  it('names the actions in each language; an action of an older release shows its code', () => {
    expect(businessLogActionLabel('receive', 'en-US')).toBe('Receive');
    expect(businessLogActionLabel('commodityUpdate', 'en-US')).toBe('Edit commodities');
    expect(businessLogActionLabel('commodityUpdate', 'vi-VN')).toBe('Sửa thông tin hàng hóa');
    expect(businessLogActionLabel('insert', 'zh-CN')).toBe('新增');
    expect(businessLogActionLabel('somethingOld', 'en-US')).toBe('somethingOld');
    expect(businessLogActionLabel('toString', 'en-US')).toBe('toString');
  });

  it('names every status-machine action, and no English or Vietnamese name holds Chinese', () => {
    for (const action of WAYBILL_ACTIONS) expect(BUSINESS_LOG_ACTIONS[action]).toBeDefined();
    const names = [...Object.values(BUSINESS_LOG_ACTIONS), ...Object.values(LOGGED_RECORD_TITLES)];
    for (const name of names) {
      for (const lang of LANGUAGES) expect(name[lang]).toBeTruthy();
      expect(name['en-US']).not.toMatch(CJK);
      expect(name['vi-VN']).not.toMatch(CJK);
    }
  });
});
