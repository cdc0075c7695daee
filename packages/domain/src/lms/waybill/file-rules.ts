import { UPLOAD_MAX_FILES, UPLOAD_MAX_FILES_PER_UPLOAD } from '../../platform/constants.ts';
import { uploadProblem } from '../../platform/files/files.ts';
import { ruleFail as fail, type RuleFailure } from './rule-result.ts';
import type { WaybillFileType } from './waybill-enums.ts';

/**
 * Waybill file rules (spec platform-core §5 "Files"): the generic upload rule of `files/files.ts`
 * (1–5 files, allowed formats, 20 MB each) plus the waybill's own: one customer invoice per upload and
 * at most 10 files on a waybill.
 */

export type UploadCandidate = { name: string; size: number };
export type UploadCheck = {
  type: WaybillFileType;
  files: readonly UploadCandidate[];
  /** Files the waybill already has (the overall maximum is 10). */
  existingCount?: number;
};

/** One upload of waybill files; answers the first rule it breaks. */
export function checkUpload(u: UploadCheck): RuleFailure | undefined {
  if (u.type === 'customerInvoice' && u.files.length > 1) return fail('uploadOnlyOneFile');
  const problem = uploadProblem(u.files);
  if (problem) return fail(problem.key, ...problem.params);
  if ((u.existingCount ?? 0) + u.files.length > UPLOAD_MAX_FILES)
    return fail('lmsWaybillFilesExceeded', UPLOAD_MAX_FILES);
  return undefined;
}

/** How many files one upload dialog accepts for a type (customer invoice: one). */
export const maxFilesForType = (type: WaybillFileType) =>
  type === 'customerInvoice' ? 1 : UPLOAD_MAX_FILES_PER_UPLOAD;

/** The type selector is locked once a file has been added to the dialog. */
export const isFileTypeLocked = (addedFiles: number) => addedFiles > 0;

/** Only the uploader may delete a file (after confirming in the dialog). */
export function checkFileDelete(file: { createBy: string }, userId: string): RuleFailure | undefined {
  return file.createBy === userId ? undefined : fail('fileDeleteOnlyUploader');
}

/** Download with an empty URL: "download failed, downloadUrl is empty". */
export function checkDownloadUrl(url: string | null | undefined): RuleFailure | undefined {
  return url && url.trim() !== '' ? undefined : fail('downloadUrlEmpty');
}

/** Files grouped by type, in the order of the types given (the drawer's grouped list). */
export function groupFilesByType<F extends { type: WaybillFileType }>(
  files: readonly F[],
  order: readonly WaybillFileType[],
): { type: WaybillFileType; files: F[] }[] {
  return order
    .map((type) => ({ type, files: files.filter((f) => f.type === type) }))
    .filter((g) => g.files.length > 0);
}
