import { DOCUMENT_TITLES, Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

/**
 * Routes of the documents area: print centre and print scan, upload centre, make document and
 * document audit (staff); print centre and upload centre (customers).
 */
const printCenter = () =>
  import('#web/modules/tools/print-center/PrintCenterPage.tsx').then((m) => ({
    Component: m.PrintCenterPage,
  }));
const printScan = () =>
  import('#web/modules/tools/print-center/PrintScanPage.tsx').then((m) => ({ Component: m.PrintScanPage }));
const uploadCenter = () => import('./UploadCenterPage.tsx').then((m) => ({ Component: m.UploadCenterPage }));
const makeDocument = () => import('./DocumentListPage.tsx').then((m) => ({ Component: m.MakeDocumentPage }));
const documentAudit = () =>
  import('./DocumentListPage.tsx').then((m) => ({ Component: m.DocumentAuditPage }));

const documentStaffRoutes: AppRoute[] = [
  {
    key: 'lms/scan/print',
    path: '/lms/scan/print',
    area: 'staff',
    title: DOCUMENT_TITLES.printScan,
    permission: Permission.lmsWaybillPrint,
    menuGroup: 'lms.scanning',
    load: printScan,
  },
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
  {
    key: 'tools/print-center',
    path: '/tools/print-center',
    area: 'staff',
    title: DOCUMENT_TITLES.printCenter,
    permission: Permission.printCenter,
    menuGroup: 'tools',
    load: printCenter,
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
  {
    key: 'tools/print-center',
    path: '/client/tools/print-center',
    area: 'customer',
    title: DOCUMENT_TITLES.printCenter,
    permission: Permission.printCenter,
    menuGroup: 'tools',
    load: printCenter,
  },
];

export const documentModule: WebModule = { routes: [...documentStaffRoutes, ...documentCustomerRoutes] };
