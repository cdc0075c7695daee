import { describe, expect, it } from 'vitest';
import { fileFormat, isAllowedFileFormat, isInlineFile, isPreviewableFile, uploadProblem } from './files.ts';

const MB = 1024 * 1024;

describe('file formats', () => {
  it('reads the format from the name, tar.gz as one', () => {
    expect(fileFormat('Invoice.PDF')).toBe('pdf');
    expect(fileFormat('backup.tar.gz')).toBe('tar.gz');
    expect(fileFormat('README')).toBe('');
    expect(fileFormat('.hidden')).toBe('');
  });

  it('allows images, pdf, archives, Excel and Word only', () => {
    for (const name of [
      'a.png',
      'a.jpg',
      'a.jpeg',
      'a.gif',
      'a.pdf',
      'a.zip',
      'a.rar',
      'a.tar.gz',
      'a.xls',
      'a.xlsx',
      'a.doc',
      'a.docx',
    ])
      expect(isAllowedFileFormat(name), name).toBe(true);
    for (const name of ['a.exe', 'a.gz', 'a.txt', 'a.svg', 'a'])
      expect(isAllowedFileFormat(name), name).toBe(false);
  });

  it('offers preview and print for image, pdf, docx, xls and xlsx only', () => {
    expect(['a.png', 'a.pdf', 'a.docx', 'a.xls', 'a.xlsx'].every(isPreviewableFile)).toBe(true);
    expect(['a.doc', 'a.zip', 'a.rar'].some(isPreviewableFile)).toBe(false);
    expect(isInlineFile('a.pdf')).toBe(true);
    expect(isInlineFile('a.docx')).toBe(false);
  });
});

describe('uploadProblem', () => {
  it('needs at least one file and at most five', () => {
    expect(uploadProblem([])).toEqual({ key: 'pleaseUploadFile', params: [] });
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, size: 1 }));
    expect(uploadProblem(six)).toEqual({ key: 'uploadTooManyFiles', params: [5] });
    expect(uploadProblem(six.slice(0, 5))).toBeUndefined();
  });

  it('refuses a format not allowed, a file over 20 MB and an empty file, naming it', () => {
    expect(uploadProblem([{ name: 'virus.exe', size: 1 }])?.key).toBe('fileFormatNotAllowed');
    expect(uploadProblem([{ name: 'big.pdf', size: 20 * MB + 1 }])).toEqual({
      key: 'fileTooLarge',
      params: ['big.pdf', 20],
    });
    expect(uploadProblem([{ name: 'ok.pdf', size: 20 * MB }])).toBeUndefined();
    expect(uploadProblem([{ name: 'empty.pdf', size: 0 }])).toEqual({
      key: 'fileEmpty',
      params: ['empty.pdf'],
    });
  });
});
