/** The public face of this module: what other modules use of it. */
export type { PrintTaskPage } from './document-api.ts';
export { documentApi, documentKeys, openPdf, saveFile } from './document-api.ts';
