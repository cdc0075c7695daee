import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES_PER_UPLOAD } from '@freightdesk/domain';
import { z } from 'zod';

/** An uploaded file as a multipart route receives it in its input (the body's file field). */
export type UploadedFile = { filename: string; mimetype: string; data: Buffer };

/** The schema of an uploaded file field; a missing file answers "please upload a file". */
export const uploadedFile = z.custom<UploadedFile>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    'data' in v &&
    Buffer.isBuffer((v as UploadedFile).data) &&
    (v as UploadedFile).data.length > 0,
  { message: 'pleaseUploadFile' },
);

/**
 * Options of @fastify/multipart: multipart bodies become plain objects (fields as text, files as
 * `{filename, mimetype, data}`), so multipart routes validate their input like any other route.
 */
export const MULTIPART_OPTIONS = {
  attachFieldsToBody: 'keyValues' as const,
  limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES_PER_UPLOAD },
  onFile: async (part: MultipartFile): Promise<void> => {
    const data = await part.toBuffer();
    (part as MultipartFile & { value: UploadedFile }).value = {
      filename: part.filename,
      mimetype: part.mimetype,
      data,
    };
  },
};
