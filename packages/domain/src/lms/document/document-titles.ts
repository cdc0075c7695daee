import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Titles of the document screens (route titles). */
export const DOCUMENT_TITLES = {
  printCenter: l('打印中心', 'Print centre', 'Trung tâm in'),
  printScan: l('打印扫描', 'Print scan', 'Quét in'),
  uploadCenter: l('上传中心', 'Upload centre', 'Trung tâm tải lên'),
  makeDocument: l('制单', 'Make document', 'Lập chứng từ'),
  documentAudit: l('单证审核', 'Document audit', 'Duyệt chứng từ'),
} satisfies Record<string, Message>;
