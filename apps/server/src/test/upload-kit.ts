import type { Envelope, TestApp } from './test-app.ts';

export type UploadedFile = { id: string; fileName: string; size: number; createBy: string; isTemp: boolean };
export type FilePart = { name: string; content: Buffer; type?: string };

/** A small PDF-looking file part. */
export const pdfPart = (name = 'invoice.pdf', text = '%PDF-1.4 demo'): FilePart => ({
  name,
  content: Buffer.from(text),
  type: 'application/pdf',
});

/** Posts a multipart upload of several files to `common/file/upload` through the real route. */
export async function uploadFiles(
  t: TestApp,
  token: string | null,
  files: readonly FilePart[],
  fields: Record<string, string> = {},
): Promise<Envelope<UploadedFile[]>> {
  const boundary = `----fd${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/common/file/upload',
    headers: {
      ...(token ? { token } : {}),
      'accept-language': 'en-US',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts),
  });
  return res.json() as Envelope<UploadedFile[]>;
}
