import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MAX_FILES_PER_UPLOAD } from '../constants.ts';
import { ruleFail as fail, type RuleFailure } from './rule-result.ts';
import type { WaybillFileType } from './waybill-enums.ts';

/** Waybill file rules (spec platform-core §5 "Files"; DESIGN.md §5: 20 MB per file). */

export const ALLOWED_FILE_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'pdf',
  'zip',
  'rar',
  'tar.gz',
  'xls',
  'xlsx',
  'doc',
  'docx',
] as const;
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'];
/** Extensions with preview and print icons. */
const PREVIEWABLE_EXTENSIONS = [...IMAGE_EXTENSIONS, 'pdf', 'docx', 'xls', 'xlsx'];
export const FILE_MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

/** Lower-case extension of a file name; `tar.gz` counts as one. */
export function fileExtension(name: string): string {
  const lower = name.trim().toLowerCase();
  if (lower.endsWith('.tar.gz')) return 'tar.gz';
  const dot = lower.lastIndexOf('.');
  return dot < 0 ? '' : lower.slice(dot + 1);
}

export const isAllowedFile = (name: string) =>
  (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
export const isPreviewable = (name: string) => PREVIEWABLE_EXTENSIONS.includes(fileExtension(name));
export const isPrintable = isPreviewable;
export const isImage = (name: string) => IMAGE_EXTENSIONS.includes(fileExtension(name));

export type UploadCandidate = { name: string; size: number };
export type UploadCheck = {
  type: WaybillFileType;
  files: readonly UploadCandidate[];
  /** Files the waybill already has (the overall maximum is 10). */
  existingCount?: number;
};

/**
 * One upload: at least one file, at most 5, only one customer invoice, allowed formats, at most
 * 20 MB each, and no more than 10 files on the waybill in all.
 */
export function checkUpload(u: UploadCheck): RuleFailure | undefined {
  if (u.files.length === 0) return fail('pleaseUploadFile');
  if (u.files.length > UPLOAD_MAX_FILES_PER_UPLOAD)
    return fail('lmsUploadTooMany', UPLOAD_MAX_FILES_PER_UPLOAD);
  if (u.type === 'customerInvoice' && u.files.length > 1) return fail('lmsCustomerInvoiceOnlyOne');
  const badFormat = u.files.find((f) => !isAllowedFile(f.name));
  if (badFormat) return fail('lmsFileFormatNotAllowed', badFormat.name, ALLOWED_FILE_EXTENSIONS.join(', '));
  const tooLarge = u.files.find((f) => f.size > UPLOAD_MAX_BYTES);
  if (tooLarge) return fail('lmsFileTooLarge', tooLarge.name, FILE_MAX_MB);
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
  return file.createBy === userId ? undefined : fail('lmsFileDeleteOnlyUploader');
}

/** Download with an empty URL: "download failed, downloadUrl is empty". */
export function checkDownloadUrl(url: string | null | undefined): RuleFailure | undefined {
  return url && url.trim() !== '' ? undefined : fail('lmsDownloadUrlEmpty');
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
