import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES_PER_UPLOAD } from '../constants.ts';
import type { MessageKey } from '../messages/catalogue.ts';

/** File formats users may upload (spec platform-core §5 "Files"): images, pdf, archives, Excel, CSV, Word. */
export const FILE_FORMATS = [
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
  'csv',
  'doc',
  'docx',
] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

const IMAGE_FORMATS: readonly string[] = ['png', 'jpg', 'jpeg', 'gif'];
/** Formats a browser or the print centre can show: the preview and print icons appear only for these. */
const PREVIEW_FORMATS: readonly string[] = [...IMAGE_FORMATS, 'pdf', 'docx', 'xls', 'xlsx'];
/** Formats the browser renders inline (the others download even from a preview link). */
const INLINE_FORMATS: readonly string[] = [...IMAGE_FORMATS, 'pdf'];

/** The format of a file name, lower case (`tar.gz` is one format); '' without an extension. */
export function fileFormat(name: string): string {
  const lower = name.trim().toLowerCase();
  if (lower.endsWith('.tar.gz')) return 'tar.gz';
  const dot = lower.lastIndexOf('.');
  return dot > 0 ? lower.slice(dot + 1) : '';
}

export function isAllowedFileFormat(name: string): boolean {
  return (FILE_FORMATS as readonly string[]).includes(fileFormat(name));
}

export function isImageFile(name: string): boolean {
  return IMAGE_FORMATS.includes(fileFormat(name));
}

/** Whether the preview and print icons are offered for a file name. */
export function isPreviewableFile(name: string): boolean {
  return PREVIEW_FORMATS.includes(fileFormat(name));
}

/** Whether a browser shows the file itself (images, pdf) rather than downloading it. */
export function isInlineFile(name: string): boolean {
  return INLINE_FORMATS.includes(fileFormat(name));
}

/** A stored file as `common/file/upload` and `common/file/detail` answer it. */
export type StoredFile = {
  id: string;
  fileName: string;
  size: number;
  contentType: string;
  isTemp: boolean;
  from: string | null;
  createBy: string;
  createAt: string;
};

/** A refusal of an upload: message key and its parameters. */
export type UploadProblem = { key: MessageKey; params: (string | number)[] };

/**
 * Checks one upload (spec §5 "Files"): at least one file, at most 5, each of an allowed format and
 * at most 20 MB. Answers the first problem, or undefined.
 */
export function uploadProblem(files: readonly { name: string; size: number }[]): UploadProblem | undefined {
  if (!files.length) return { key: 'pleaseUploadFile', params: [] };
  if (files.length > UPLOAD_MAX_FILES_PER_UPLOAD)
    return { key: 'uploadTooManyFiles', params: [UPLOAD_MAX_FILES_PER_UPLOAD] };
  for (const f of files) {
    if (!isAllowedFileFormat(f.name))
      return { key: 'fileFormatNotAllowed', params: [f.name, FILE_FORMATS.join(', ')] };
    if (f.size > UPLOAD_MAX_BYTES)
      return { key: 'fileTooLarge', params: [f.name, UPLOAD_MAX_BYTES / 1024 / 1024] };
    if (f.size === 0) return { key: 'fileEmpty', params: [f.name] };
  }
  return undefined;
}
