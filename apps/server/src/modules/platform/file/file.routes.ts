import { nullAnswer } from '@freightdesk/domain';
import { z } from 'zod';
import { type ApiRoute, FILE_ANSWER, publicRoute, route } from '#platform/http/route.ts';
import {
  batchPreviewUrls,
  deleteFile,
  downloadUrl,
  fileDetail,
  fileIdQuery,
  fileIdsPayload,
  linkQuery,
  previewUrl,
  serveLink,
  uploadFiles,
  uploadPayload,
} from './file.service.ts';

const base = '/common/file';

const storedFile = z.object({
  id: z.uuid(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  isTemp: z.boolean(),
  from: z.string().nullable(),
  createBy: z.string(),
  createAt: z.string(),
});
const fileLink = z.object({ url: z.string(), fileName: z.string() });

/**
 * Files (spec §7 "File"): any signed-in user uploads; a customer user reaches only its own customer's
 * files. Business modules attach uploads with `claimFiles` and guard their own file lists.
 */
export const fileRoutes: ApiRoute[] = [
  route({
    method: 'POST',
    url: `${base}/upload`,
    input: uploadPayload,
    multipart: true,
    output: z.array(storedFile),
    summary: 'Upload 1–5 files (multipart: file, isTemp, from)',
    handler: (c, b) => uploadFiles(c, b),
  }),
  route({
    method: 'GET',
    url: `${base}/detail`,
    input: fileIdQuery,
    output: storedFile,
    handler: (c, q) => fileDetail(c, q),
  }),
  route({
    method: 'POST',
    url: `${base}/delete`,
    input: fileIdQuery,
    output: nullAnswer,
    summary: 'Delete a file (its uploader only)',
    handler: (c, b) => deleteFile(c, b),
  }),
  route({
    method: 'GET',
    url: `${base}/getDownloadUrl`,
    input: fileIdQuery,
    output: fileLink,
    summary: 'A 10-minute download link',
    handler: (c, q) => downloadUrl(c, q),
  }),
  route({
    method: 'GET',
    url: `${base}/getPreviewUrl`,
    input: fileIdQuery,
    output: fileLink,
    summary: 'A 10-minute preview link',
    handler: (c, q) => previewUrl(c, q),
  }),
  route({
    method: 'POST',
    url: `${base}/batchGetPreviewUrl`,
    input: fileIdsPayload,
    output: z.array(fileLink.extend({ id: z.uuid() })),
    handler: (c, b) => batchPreviewUrls(c, b),
  }),
  publicRoute({
    method: 'GET',
    url: `${base}/link`,
    input: linkQuery,
    output: FILE_ANSWER,
    summary: 'The file behind a download or preview link',
    handler: (c, q) => serveLink(c, q),
  }),
];
