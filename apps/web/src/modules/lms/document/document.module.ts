import { DOCUMENT_TITLES, Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

/** Routes of the documents area: upload centre, make document and document audit (staff); upload centre (customers). */
const uploadCenter = () => import('./UploadCenterPage.tsx').then((m) => ({ Component: m.UploadCenterPage }));
const makeDocument = () => import('./DocumentListPage.tsx').then((m) => ({ Component: m.MakeDocumentPage }));
const documentAudit = () =>
  import('./DocumentListPage.tsx').then((m) => ({ Component: m.DocumentAuditPage }));

const documentStaffRoutes: AppRoute[] = [
  {
    key: 'lms/document/make-document',
    path: '/lms/document/make-document',
    area: 'staff',
    title: DOCUMENT_TITLES.makeDocument,
    permission: Permission.lmsMakeDocument,
    menuGroup: 'lms.documents',
    load: makeDocument,
  },
  {
    key: 'lms/document/audit',
    path: '/lms/document/audit',
    area: 'staff',
    title: DOCUMENT_TITLES.documentAudit,
    permission: Permission.lmsDocumentAudit,
    menuGroup: 'lms.documents',
    load: documentAudit,
  },
  {
    key: 'lms/document/upload-center',
    path: '/lms/document/upload-center',
    area: 'staff',
    title: DOCUMENT_TITLES.uploadCenter,
    permission: Permission.lmsUploadCenter,
    menuGroup: 'lms.documents',
    load: uploadCenter,
  },
];

const documentCustomerRoutes: AppRoute[] = [
  {
    key: 'lms/document/upload-center',
    path: '/client/lms/document/upload-center',
    area: 'customer',
    title: DOCUMENT_TITLES.uploadCenter,
    permission: Permission.lmsUploadCenter,
    sysCode: 'LMS',
    menuGroup: 'lms',
    load: uploadCenter,
  },
];

export const documentModule: WebModule = { routes: [...documentStaffRoutes, ...documentCustomerRoutes] };
