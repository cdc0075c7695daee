import { describe, expect, it } from 'vitest';
import {
  checkDownloadUrl,
  checkFileDelete,
  checkUpload,
  groupFilesByType,
  isFileTypeLocked,
  maxFilesForType,
} from './file-rules.ts';
import { renderRuleMessage } from './rule-result.ts';

const MB = 1024 * 1024;
const f = (name: string, size = MB) => ({ name, size });

describe('waybill file uploads', () => {
  it('requires at least one file and at most 5', () => {
    expect(checkUpload({ type: 'other', files: [] })?.key).toBe('pleaseUploadFile');
    expect(checkUpload({ type: 'other', files: Array.from({ length: 6 }, (_, i) => f(`${i}.pdf`)) })).toEqual(
      {
        key: 'uploadTooManyFiles',
        params: [5],
      },
    );
    expect(
      checkUpload({ type: 'other', files: Array.from({ length: 5 }, (_, i) => f(`${i}.pdf`)) }),
    ).toBeUndefined();
  });
  it('allows one customer invoice per upload', () => {
    expect(checkUpload({ type: 'customerInvoice', files: [f('a.pdf'), f('b.pdf')] })?.key).toBe(
      'uploadOnlyOneFile',
    );
    expect(checkUpload({ type: 'customerInvoice', files: [f('a.pdf')] })).toBeUndefined();
    expect(maxFilesForType('customerInvoice')).toBe(1);
    expect(maxFilesForType('packingList')).toBe(5);
  });
  it('refuses formats outside the list, naming the file', () => {
    const r = checkUpload({ type: 'other', files: [f('ok.png'), f('virus.exe')] });
    expect(r?.key).toBe('fileFormatNotAllowed');
    expect(r?.params[0]).toBe('virus.exe');
  });
  it('refuses a file over 20 MB', () => {
    const r = checkUpload({ type: 'other', files: [f('big.pdf', 20 * MB + 1)] });
    expect(renderRuleMessage('en-US', r!)).toBe('big.pdf is larger than 20 MB');
    expect(checkUpload({ type: 'other', files: [f('edge.pdf', 20 * MB)] })).toBeUndefined();
  });
  it('keeps a waybill at 10 files in all', () => {
    expect(checkUpload({ type: 'other', files: [f('a.pdf'), f('b.pdf')], existingCount: 9 })?.key).toBe(
      'lmsWaybillFilesExceeded',
    );
  });
  it('locks the type once a file is added', () => {
    expect(isFileTypeLocked(0)).toBe(false);
    expect(isFileTypeLocked(1)).toBe(true);
  });
});

describe('waybill files', () => {
  it('lets only the uploader delete', () => {
    expect(checkFileDelete({ createBy: 'u1' }, 'u1')).toBeUndefined();
    expect(checkFileDelete({ createBy: 'u1' }, 'u2')?.key).toBe('fileDeleteOnlyUploader');
  });
  it('refuses a download with an empty URL', () => {
    expect(renderRuleMessage('en-US', checkDownloadUrl('')!)).toBe('Download failed, [downloadUrl] is empty');
    expect(checkDownloadUrl('https://x/y.pdf')).toBeUndefined();
  });
  it('groups files by type in the given order', () => {
    const files = [
      { id: 1, type: 'other' as const },
      { id: 2, type: 'customerInvoice' as const },
      { id: 3, type: 'other' as const },
    ];
    expect(groupFilesByType(files, ['customerInvoice', 'label', 'other'])).toEqual([
      { type: 'customerInvoice', files: [files[1]] },
      { type: 'other', files: [files[0], files[2]] },
    ]);
  });
});
