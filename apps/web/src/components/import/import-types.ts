import type { FailureRow } from '#web/components/failure-reason/failure-sheet.ts';
import type { JobStart } from '#web/components/progress/progress-api.ts';
import type { DownloadedFile } from '#web/shell/request/http.ts';

/** Answer of an import preview: the staged import, its rows (first ones) and its problems. */
export type ImportPreview = {
  importId: string;
  total: number;
  /** Rows matching existing ones (overwritten in mode 0). */
  existing?: number;
  rows: Record<string, unknown>[];
  errors: FailureRow[];
};

/** Answer of a confirmed import. */
export type ImportResult = { inserted: number; updated: number; skipped: number };

/** 0 overwrite, 1 append (spec: import modes). */
export type ImportModeValue = 0 | 1;

/**
 * What the import dialog calls: template download, then the preview of a file and the confirmation,
 * both started as server jobs (answering `{progressId}`; their results are an {@link ImportPreview}
 * and an {@link ImportResult}).
 */
export type ImportApi = {
  template: () => Promise<DownloadedFile>;
  preview: (file: File) => Promise<JobStart>;
  confirm: (importId: string, mode: ImportModeValue) => Promise<JobStart>;
};

/** Whether a chosen file is an Excel workbook the server reads (xlsx). */
export function isXlsxFile(file: Pick<File, 'name'>): boolean {
  return /\.xlsx$/i.test(file.name);
}
