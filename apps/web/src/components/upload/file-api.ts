import { message, type StoredFile } from '@freightdesk/domain';
import { get, post } from '#web/shell/request/http.ts';

export type { StoredFile };

/** Uploads 1–5 files (multipart, never encrypted); temporary until a business record claims them. */
export function uploadFiles(files: readonly File[], opts: { isTemp?: boolean; from?: string } = {}) {
  const form = new FormData();
  for (const f of files) form.append('file', f, f.name);
  form.append('isTemp', String(opts.isTemp ?? true));
  if (opts.from) form.append('from', opts.from);
  return post<StoredFile[]>('common/file/upload', form);
}

export function deleteStoredFile(id: string) {
  return post<null>('common/file/delete', { id });
}

type Link = { url: string; fileName: string };

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

/** Downloads a file through a short-lived link; an empty link answers the spec's message. */
export async function downloadStoredFile(
  id: string,
  lang: Parameters<typeof message>[0],
  notify: (text: string) => void,
) {
  openLink(await get<Link>('common/file/getDownloadUrl', { id }), lang, notify, false);
}

/** Opens a file in a new tab (images and pdf are shown; print from the browser's viewer). */
export async function previewStoredFile(
  id: string,
  lang: Parameters<typeof message>[0],
  notify: (text: string) => void,
) {
  openLink(await get<Link>('common/file/getPreviewUrl', { id }), lang, notify, true);
}
