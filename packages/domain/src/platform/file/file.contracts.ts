import { z } from 'zod';
import { fileAnswer, nullAnswer } from '../answers.ts';
import { defineEndpoint } from '../contract.ts';

/** An uploaded file as a multipart route receives it in its input (the server reads it into memory). */
export type UploadedFilePart = { filename: string; mimetype: string; data: Uint8Array };

const flag = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean());

/** Multipart body of an upload: one or several `file` parts, `isTemp` and `from`. */
export const uploadPayload = z.object({
  file: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(
      z.custom<UploadedFilePart>(
        (v) => typeof v === 'object' && v !== null && (v as UploadedFilePart).data instanceof Uint8Array,
      ),
    ),
  ),
  isTemp: flag.default(true),
  from: z.string().trim().max(50).optional(),
});
export const fileIdQuery = z.object({ id: z.uuid() });
export const fileIdsPayload = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
export const fileLinkQuery = z.object({ token: z.string().min(20).max(100) });

/** A stored file as the file endpoints answer it (see `StoredFile`). */
export const storedFileAnswer = z.object({
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

const base = '/common/file';

/**
 * Files: any signed-in user uploads; a customer user reaches only its own customer's files.
 * Business modules attach uploads and guard their own file lists.
 */
export const FILE_API = {
  upload: defineEndpoint({
    method: 'POST',
    url: `${base}/upload`,
    input: uploadPayload,
    output: z.array(storedFileAnswer),
    summary: 'Upload 1–5 files (multipart: file, isTemp, from)',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: `${base}/detail`,
    input: fileIdQuery,
    output: storedFileAnswer,
  }),
  delete: defineEndpoint({
    method: 'POST',
    url: `${base}/delete`,
    input: fileIdQuery,
    output: nullAnswer,
    summary: 'Delete a file (its uploader only)',
  }),
  downloadUrl: defineEndpoint({
    method: 'GET',
    url: `${base}/getDownloadUrl`,
    input: fileIdQuery,
    output: fileLink,
    summary: 'A 10-minute download link',
  }),
  previewUrl: defineEndpoint({
    method: 'GET',
    url: `${base}/getPreviewUrl`,
    input: fileIdQuery,
    output: fileLink,
    summary: 'A 10-minute preview link',
  }),
  batchPreviewUrl: defineEndpoint({
    method: 'POST',
    url: `${base}/batchGetPreviewUrl`,
    input: fileIdsPayload,
    output: z.array(fileLink.extend({ id: z.uuid() })),
  }),
  link: defineEndpoint({
    method: 'GET',
    url: `${base}/link`,
    input: fileLinkQuery,
    output: fileAnswer,
    summary: 'The file behind a download or preview link',
  }),
};
