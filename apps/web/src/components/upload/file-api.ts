import { type EndpointOutput, FILE_API, message, type StoredFile } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { post } from '#web/shell/request/http.ts';

export type { StoredFile };

/** Uploads 1–5 files (multipart, never encrypted); temporary until a business record claims them. */
export function uploadFiles(files: readonly File[], opts: { isTemp?: boolean; from?: string } = {}) {
  const form = new FormData();
  for (const f of files) form.append('file', f, f.name);
  form.append('isTemp', String(opts.isTemp ?? true));
  if (opts.from) form.append('from', opts.from);
  return post<EndpointOutput<typeof FILE_API.upload>>(FILE_API.upload.url, form);
}

export function deleteStoredFile(id: string) {
  return callEndpoint(FILE_API.delete, { id });
}

type Link = EndpointOutput<typeof FILE_API.downloadUrl>;

function openLink(
  link: Link,
  lang: Parameters<typeof message>[0],
  notify: (text: string) => void,
  newTab: boolean,
) {
  if (!link.url) {
    notify(message(lang, 'downloadUrlEmpty'));
    return;
  }
  const a = document.createElement('a');
  a.href = link.url;
  if (newTab) a.target = '_blank';
  else a.download = link.fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * Where a file's short-lived link comes from: the file store (what the caller may reach there), or a
 * business record that lets its readers reach its files (an announcement's audience).
 */
export type FileLinkSource = (id: string, preview: boolean) => Promise<Link>;
const fromFileStore: FileLinkSource = (id, preview) =>
  callEndpoint(preview ? FILE_API.previewUrl : FILE_API.downloadUrl, { id });

/** Downloads a file through a short-lived link; an empty link answers the spec's message. */
export async function downloadStoredFile(
  id: string,
  lang: Parameters<typeof message>[0],
  notify: (text: string) => void,
  source: FileLinkSource = fromFileStore,
) {
  openLink(await source(id, false), lang, notify, false);
}

/** Opens a file in a new tab (images and pdf are shown; print from the browser's viewer). */
export async function previewStoredFile(
  id: string,
  lang: Parameters<typeof message>[0],
  notify: (text: string) => void,
  source: FileLinkSource = fromFileStore,
) {
  openLink(await source(id, true), lang, notify, true);
}
