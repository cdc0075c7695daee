import { describe, expect, it } from 'vitest';
import { selectionProblem } from './selection.ts';

describe('selection rules', () => {
  it('use the spec messages', () => {
    expect(selectionProblem('some', 0, 'en-US')).toBe('Please select data');
    expect(selectionProblem('some', 3, 'en-US')).toBeNull();
    expect(selectionProblem('one', 0, 'en-US')).toBe('Please select data');
    expect(selectionProblem('one', 2, 'en-US')).toBe('Only one row can be selected');
    expect(selectionProblem('one', 1, 'en-US')).toBeNull();
    expect(selectionProblem({ min: 2 }, 1, 'en-US')).toBe('Select at least 2 rows');
    expect(selectionProblem({ min: 2 }, 0, 'en-US')).toBe('Please select data');
    expect(selectionProblem({ min: 2 }, 2, 'en-US')).toBeNull();
    expect(selectionProblem('none', 0, 'en-US')).toBeNull();
  });

  it('speak the language', () => {
    expect(selectionProblem('one', 2, 'zh-CN')).toBe('只能选择一行数据');
    expect(selectionProblem({ min: 3 }, 1, 'vi-VN')).toBe('Chọn ít nhất 3 dòng');
  });
});
