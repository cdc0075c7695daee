/** The public face of this module: what other modules use of it. */
export { commonFile } from './file.schema.ts';
export { claimFiles, grantedFileLink, uploadedFile, uploadedWorkbook } from './file.service.ts';
