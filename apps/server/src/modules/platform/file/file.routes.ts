import { FILE_API } from '@freightdesk/domain';
import { type ApiRoute, publicRoute, route } from '#platform/http/route.ts';
import {
  batchPreviewUrls,
  deleteFile,
  downloadUrl,
  fileDetail,
  previewUrl,
  serveLink,
  uploadFiles,
} from './file.service.ts';

/**
 * Files (spec §7 "File", `FILE_API`): any signed-in user uploads; a customer user reaches only its own
 * customer's files. Business modules attach uploads with `claimFiles` and guard their own file lists.
 */
export const fileRoutes: ApiRoute[] = [
  route({ contract: FILE_API.upload, multipart: true, handler: (c, b) => uploadFiles(c, b) }),
  route({ contract: FILE_API.detail, handler: (c, q) => fileDetail(c, q) }),
  route({ contract: FILE_API.delete, handler: (c, b) => deleteFile(c, b) }),
  route({ contract: FILE_API.downloadUrl, handler: (c, q) => downloadUrl(c, q) }),
  route({ contract: FILE_API.previewUrl, handler: (c, q) => previewUrl(c, q) }),
  route({ contract: FILE_API.batchPreviewUrl, handler: (c, b) => batchPreviewUrls(c, b) }),
  publicRoute({ contract: FILE_API.link, handler: (c, q) => serveLink(c, q) }),
];
