import { DOCUMENT_API, Permission, PRINT_DOCUMENT_TYPES, WAYBILL_FIELD_LABELS } from '@freightdesk/domain';
import { noPermission } from '#platform/http/errors.ts';
import { type AuthedContext, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { isCustomerUser, waybillList } from '../waybill/index.ts';
import { auditDocuments, makeDocument, searchDocuments } from './document-audit.service.ts';
import { isAllowCustomerLabel, printDocument } from './document-print.service.ts';
import { confirmUploads, matchUploads } from './upload-center.service.ts';

const P = Permission;

/** Make document and document audit are staff work. */
function staffOnly(ctx: AuthedContext): AuthedContext {
  if (isCustomerUser(ctx)) throw noPermission();
  return ctx;
}

/** Documents (`DOCUMENT_API`): label / invoice PDFs, upload centre, make document, document audit. */
export const documentRoutes = [
  ...PRINT_DOCUMENT_TYPES.map((type) =>
    route({
      contract: DOCUMENT_API.pdf[type],
      permission: P.lmsWaybillPrint,
      handler: (c, q) => printDocument(c, type, q),
    }),
  ),
  route({
    contract: DOCUMENT_API.isAllowCustomerLabel,
    permission: P.lmsWaybillPrint,
    handler: (c) => isAllowCustomerLabel(c),
  }),
  route({
    contract: DOCUMENT_API.uploadMatch,
    permission: P.lmsUploadCenter,
    handler: (c, b) => matchUploads(c, b),
  }),
  route({
    contract: DOCUMENT_API.uploadConfirm,
    permission: P.lmsUploadCenter,
    handler: (c, b) => confirmUploads(c, b),
  }),
  scopedRoute(waybillList, {
    contract: DOCUMENT_API.search,
    permission: [P.lmsMakeDocument, P.lmsDocumentAudit],
    handler: (c, b) => searchDocuments(staffOnly(c), b),
  }),
  route({
    contract: DOCUMENT_API.makeDocument,
    labels: WAYBILL_FIELD_LABELS,
    permission: P.lmsMakeDocument,
    handler: (c, b) => makeDocument(staffOnly(c), b),
  }),
  route({
    contract: DOCUMENT_API.audit,
    permission: P.lmsDocumentAudit,
    handler: (c, b) => auditDocuments(staffOnly(c), b),
  }),
];
