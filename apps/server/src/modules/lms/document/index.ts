/** The public face of this module: what other modules use of it. */
export { loadDocumentWaybills, resolveWaybillIds } from './document-data.ts';
export { barcode, FONT, finish, LABEL_SIZE, mm, newDocument } from './document-pdf.ts';
export {
  checkMayPrint,
  checkPrintCount,
  pdfName,
  renderDocument,
  storePdf,
} from './document-print.service.ts';
