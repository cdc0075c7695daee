import {
  FILE_FORMATS,
  type Language,
  message,
  UPLOAD_MAX_FILES_PER_UPLOAD,
  uploadProblem,
} from '@freightdesk/domain';

/** The `accept` attribute of file pickers: the allowed formats. */
export const UPLOAD_ACCEPT = FILE_FORMATS.map((f) => `.${f}`).join(',');

/**
 * What stops a picked selection from being uploaded, in the user's language: the shared upload rule,
 * plus "one file only" for single-file types (the customer invoice).
 */
export function selectionProblem(
  files: readonly { name: string; size: number }[],
  lang: Language,
  single: boolean,
): string | undefined {
  if (single && files.length > 1) return message(lang, 'uploadOnlyOneFile');
  if (files.length > UPLOAD_MAX_FILES_PER_UPLOAD)
    return message(lang, 'uploadTooManyFiles', [UPLOAD_MAX_FILES_PER_UPLOAD]);
  const problem = uploadProblem(files);
  return problem && message(lang, problem.key, problem.params);
}
