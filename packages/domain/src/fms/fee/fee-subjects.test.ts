import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../platform/enums.ts';
import { actorName, FEE_SUBJECT_NAMES, feeSubjectLabel } from './fee-subjects.ts';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

describe('fee subject names', () => {
  it('names the engine subjects and the seeded and surcharge codes in each language', () => {
    expect(feeSubjectLabel('freight', 'zh-CN')).toBe('运费');
    expect(feeSubjectLabel('freight', 'en-US')).toBe('Freight');
    expect(feeSubjectLabel('insurance', 'vi-VN')).toBe('Phí bảo hiểm');
    expect(feeSubjectLabel('handling', 'en-US')).toBe('Handling');
    expect(feeSubjectLabel('fuelSurcharge', 'zh-CN')).toBe('燃油附加费');
    expect(feeSubjectLabel('customsClearance', 'vi-VN')).toBe('Phí thông quan');
  });

  it('shows a subject typed by a user as typed (also a name that is a property of every object)', () => {
    expect(feeSubjectLabel('Storage at Hamburg', 'en-US')).toBe('Storage at Hamburg');
    expect(feeSubjectLabel('toString', 'en-US')).toBe('toString');
  });

  it('has no Chinese in the English and Vietnamese names, and no empty name', () => {
    for (const [code, name] of Object.entries(FEE_SUBJECT_NAMES)) {
      for (const lang of LANGUAGES) expect(name[lang], `${code} ${lang}`).toBeTruthy();
      expect(name['en-US']).not.toMatch(CJK);
      expect(name['vi-VN']).not.toMatch(CJK);
    }
  });

  it('names rows made without a user "System" in the language', () => {
    expect(actorName(null, 'zh-CN')).toBe('系统');
    expect(actorName(null, 'en-US')).toBe('System');
    expect(actorName('  ', 'vi-VN')).toBe('Hệ thống');
    expect(actorName('Li Ming', 'zh-CN')).toBe('Li Ming');
  });
});
