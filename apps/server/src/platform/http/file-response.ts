/** A download answered as the file itself instead of the JSON envelope (exports, import templates). */
export class FileResponse {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly body: Buffer,
    /** `inline` lets the browser show the file (previews, documents read by tools such as openapi.json). */
    readonly disposition: 'attachment' | 'inline' = 'attachment',
  ) {}
}

/** Content type of xlsx workbooks. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A Content-Disposition header value carrying a UTF-8 file name (RFC 6266 / 5987). */
export function attachmentHeader(
  filename: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
