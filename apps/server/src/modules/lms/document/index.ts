/** The public face of this module: what other modules use of it. */
export { barcode, FONT, finish, LABEL_SIZE, mm, newDocument } from './document-pdf.ts';
