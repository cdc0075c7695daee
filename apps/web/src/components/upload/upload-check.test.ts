import { describe, expect, it } from 'vitest';
import { selectionProblem, UPLOAD_ACCEPT } from './upload-check.ts';

describe('selectionProblem', () => {
  const file = (name: string, size = 10) => ({ name, size });

  it('allows up to five files, one for single-file types', () => {
    const five = [1, 2, 3, 4, 5].map((i) => file(`${i}.pdf`));
    expect(selectionProblem(five, 'en-US', false)).toBeUndefined();
    expect(selectionProblem([...five, file('6.pdf')], 'en-US', false)).toBe('At most 5 files per upload');
    expect(selectionProblem(five.slice(0, 2), 'en-US', true)).toBe(
      'Only one file can be uploaded for this type',
    );
    expect(selectionProblem(five.slice(0, 1), 'zh-CN', true)).toBeUndefined();
  });

  it('names the file of a format not allowed, in the language asked', () => {
    expect(selectionProblem([file('a.exe')], 'zh-CN', false)).toMatch(/^文件a.exe格式不支持/);
    expect(selectionProblem([], 'vi-VN', false)).toBeTruthy();
  });

  it('accepts the allowed formats in the picker', () => {
    expect(UPLOAD_ACCEPT).toContain('.tar.gz');
    expect(UPLOAD_ACCEPT).toContain('.docx');
  });
});
