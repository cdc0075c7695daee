/** Permission codes of the document screens: upload centre, make document, document audit. */
export const DOCUMENT_PERMISSION_CODES = {
  lmsUploadCenter: 'lms/uploadCenter',
  lmsMakeDocument: 'lms/makeDocument',
  lmsDocumentAudit: 'lms/documentAudit',
} as const;
